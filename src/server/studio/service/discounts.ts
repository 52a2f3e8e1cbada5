// Discount codes and the default discount in the studio (docs/rules/studio.md, "Plans and
// discounts"): list, create, update, activate/deactivate, set and clear the default. The database
// keeps at most one active default (index discounts_one_active_default); a second is refused with a
// worded 409 rather than an error page.
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import { discountIssues, type DiscountCreate, type DiscountUpdate, type StudioDiscount } from '../../../lib/schemas/studio-business.ts';
import type { Db } from '../../db/client.ts';
import { discounts } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { violates } from './db-errors.ts';

type Ctx = { db: Db; actor: Actor };
type Row = typeof discounts.$inferSelect;

export const DEFAULT_TAKEN = 'Another discount is already the active default. Clear that default first, then set this one.';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const toStudioDiscount = (d: Row): StudioDiscount => ({
  id: d.id,
  code: d.code,
  name: d.name,
  kind: d.kind,
  percent_off: d.percentOff,
  amount_off: d.amountOff,
  currency: d.currency,
  valid_from: iso(d.validFrom),
  valid_to: iso(d.validTo),
  max_redemptions: d.maxRedemptions,
  max_per_member: d.maxPerMember,
  redeemed_count: d.redeemedCount,
  plan_ids: d.planIds,
  course_ids: d.courseIds,
  duration: d.duration,
  duration_months: d.durationMonths,
  is_default: d.isDefault,
  active: d.active,
});

/** The columns an input sets (only the fields present). */
function columnsOf(input: DiscountUpdate) {
  const date = (v: string | null | undefined) => (v === undefined ? undefined : v === null ? null : new Date(v));
  const out: Partial<typeof discounts.$inferInsert> = {};
  if (input.name !== undefined) out.name = input.name;
  if (input.code !== undefined) out.code = input.code;
  if (input.kind !== undefined) out.kind = input.kind;
  if (input.percent_off !== undefined) out.percentOff = input.percent_off;
  if (input.amount_off !== undefined) out.amountOff = input.amount_off;
  if (input.currency !== undefined) out.currency = input.currency;
  if (input.valid_from !== undefined) out.validFrom = date(input.valid_from)!;
  if (input.valid_to !== undefined) out.validTo = date(input.valid_to)!;
  if (input.max_redemptions !== undefined) out.maxRedemptions = input.max_redemptions;
  if (input.max_per_member !== undefined) out.maxPerMember = input.max_per_member;
  if (input.plan_ids !== undefined) out.planIds = input.plan_ids;
  if (input.course_ids !== undefined) out.courseIds = input.course_ids;
  if (input.duration !== undefined) out.duration = input.duration;
  if (input.duration_months !== undefined) out.durationMonths = input.duration_months;
  // The kind decides which amount counts; the other is cleared so the row stays unambiguous.
  if (out.kind === 'percent') Object.assign(out, { amountOff: null });
  if (out.kind === 'fixed') Object.assign(out, { percentOff: null });
  return out;
}

function refuse(issues: Array<{ path: string; message: string }>): void {
  if (!issues.length) return;
  const errors: Record<string, string[]> = {};
  for (const i of issues) (errors[i.path] ??= []).push(i.message);
  throw new AppError('validation', issues[0]!.message, { errors });
}

function worded(err: unknown): never {
  if (violates(err, 'discounts_code_unique')) throw new AppError('validation', 'Another discount already uses this code.', { errors: { code: ['Another discount already uses this code.'] } });
  if (violates(err, 'discounts_one_active_default')) throw new AppError('conflict', DEFAULT_TAKEN);
  if (violates(err, 'discounts_redeemed_within_cap')) {
    throw new AppError('validation', 'The cap is below the redemptions already made.', { errors: { max_redemptions: ['The cap is below the redemptions already made.'] } });
  }
  throw err;
}

export async function listStudioDiscounts({ db, actor }: Ctx): Promise<StudioDiscount[]> {
  requireAdmin(actor);
  const rows = await db.select().from(discounts).orderBy(desc(discounts.isDefault), desc(discounts.active), asc(discounts.id));
  return rows.map(toStudioDiscount);
}

export async function createDiscount({ db, actor, input }: Ctx & { input: DiscountCreate }): Promise<StudioDiscount> {
  requireAdmin(actor);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [row] = await tx
        .insert(discounts)
        .values({ ...columnsOf(input), name: input.name, kind: input.kind, duration: input.duration ?? 'once', isDefault: false, active: true })
        .returning();
      const after = toStudioDiscount(row!);
      await recordAudit(tx, actor, { action: 'discount.create', subject: { type: 'discount', id: after.id }, before: null, after });
      await announceContentChange(tx);
      return after;
    });
  } catch (err) {
    worded(err);
  }
}

/** Locks the discount, applies `change`, writes the audit row with before and after. */
async function change(db: Db, actor: Actor, id: number, action: string, make: (current: Row) => Partial<typeof discounts.$inferInsert> | null): Promise<StudioDiscount> {
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [current] = await tx.select().from(discounts).where(eq(discounts.id, id)).for('update').limit(1);
      if (!current) throw notFound('discount');
      const set = make(current);
      const before = toStudioDiscount(current);
      if (!set) return before;
      const [row] = await tx.update(discounts).set({ ...set, updatedAt: new Date() }).where(eq(discounts.id, id)).returning();
      const after = toStudioDiscount(row!);
      await recordAudit(tx, actor, { action, subject: { type: 'discount', id }, before, after });
      await announceContentChange(tx);
      return after;
    });
  } catch (err) {
    worded(err);
  }
}

export async function updateDiscount({ db, actor, id, input }: Ctx & { id: number; input: DiscountUpdate }): Promise<StudioDiscount> {
  requireAdmin(actor);
  return change(db, actor, id, 'discount.update', (current) => {
    const set = columnsOf(input);
    const merged = { ...toStudioDiscount(current), ...toStudioDiscount({ ...current, ...set } as Row) };
    refuse(discountIssues({ ...merged, code: merged.code ?? undefined }));
    if (!merged.code && !merged.is_default) refuse([{ path: 'code', message: 'Write the code members type.' }]);
    return set;
  });
}

export async function setDiscountActive({ db, actor, id, active }: Ctx & { id: number; active: boolean }): Promise<StudioDiscount> {
  requireAdmin(actor);
  return change(db, actor, id, active ? 'discount.activate' : 'discount.deactivate', (current) => (current.active === active ? null : { active }));
}

/** Makes this discount the default one (applied to everyone, no code needed); it must be active. */
export async function setDefaultDiscount({ db, actor, id }: Ctx & { id: number }): Promise<StudioDiscount> {
  requireAdmin(actor);
  const [other] = await db
    .select({ id: discounts.id })
    .from(discounts)
    .where(and(eq(discounts.isDefault, true), eq(discounts.active, true), ne(discounts.id, id)))
    .limit(1);
  if (other) throw new AppError('conflict', DEFAULT_TAKEN);
  return change(db, actor, id, 'discount.set-default', (current) => (current.isDefault && current.active ? null : { isDefault: true, active: true }));
}

export async function clearDefaultDiscount({ db, actor, id }: Ctx & { id: number }): Promise<StudioDiscount> {
  requireAdmin(actor);
  return change(db, actor, id, 'discount.clear-default', (current) => (current.isDefault ? { isDefault: false } : null));
}
