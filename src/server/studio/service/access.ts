// Who may use the studio (docs/rules/studio.md, "Roles"). Every studio service calls one of these
// first: the routes only require a token, so the rule lives here, beside the data it protects.
// Beyond the role, the session must have proved a second factor (an authenticator code, a recovery
// code or a passkey): an admin's or author's password alone never opens the studio
// (docs/security.md, "Second factor").
import { AppError } from '../../errors.ts';
import type { Actor, Role } from '../../http/env.ts';

export const NOT_ALLOWED = 'This part of the studio is for administrators only.';

export const SECOND_FACTOR_NEEDED =
  'The studio needs two-step sign-in. Turn on two-step sign-in or add a passkey in your account settings, then open the studio again.';

/** The running-the-business pages and routes: admins only (authors get 403 as members do). */
export function requireAdmin(actor: Actor): void {
  requireRole(actor, ['admin']);
}

export function requireRole(actor: Actor, roles: readonly Role[]): void {
  if (!roles.includes(actor.role)) throw new AppError('forbidden', NOT_ALLOWED);
  requireSecondFactor(actor);
}

/** A 403 for an admin or author whose session has not proved a second factor. */
export function requireSecondFactor(actor: Actor): void {
  if (actor.role !== 'admin' && actor.role !== 'author') return;
  // `errors.second_factor` lets the studio's screens send the member to enrol instead of a dead end.
  if (!actor.secondFactor) throw new AppError('forbidden', SECOND_FACTOR_NEEDED, { errors: { second_factor: [SECOND_FACTOR_NEEDED] } });
}
