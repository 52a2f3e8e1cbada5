// Who may use the studio (docs/rules/studio.md, "Roles"). Every studio service calls one of these
// first: the routes only require a token, so the rule lives here, beside the data it protects.
import { AppError } from '../../errors.ts';
import type { Actor, Role } from '../../http/env.ts';

export const NOT_ALLOWED = 'This part of the studio is for administrators only.';

/** The running-the-business pages and routes: admins only (authors get 403 as members do). */
export function requireAdmin(actor: Actor): void {
  requireRole(actor, ['admin']);
}

export function requireRole(actor: Actor, roles: readonly Role[]): void {
  if (!roles.includes(actor.role)) throw new AppError('forbidden', NOT_ALLOWED);
}
