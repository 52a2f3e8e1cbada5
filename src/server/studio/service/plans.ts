// Plans in the studio (docs/rules/studio.md, "Plans and discounts"): list, create, update. A plan's
// price is what new checkouts charge; payments already made keep the amounts they were made with.
import { asc, eq, max } from 'drizzle-orm';
import type { PlanCreate, PlanUpdate, StudioPlan } from '../../../lib/schemas/studio-business.ts';
import type { Db } from '../../db/client.ts';
import { plans } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { violates } from './db-errors.ts';
import { slugForNew } from '../../../lib/slug.ts';

type Ctx = { db: Db; actor: Actor };
type PlanRow = typeof plans.$inferSelect;

export const toStudioPlan = (p: PlanRow): StudioPlan => ({
  id: p.id,
  slug: p.slug,
  membership: p.membership,
  name: p.name,
  description: p.description,
  interval: p.interval,
  amount: p.amount,
  currency: p.currency,
  active: p.active,
  position: p.position,
});

export async function listStudioPlans({ db, actor }: Ctx): Promise<StudioPlan[]> {
  requireAdmin(actor);
  const rows = await db.select().from(plans).orderBy(asc(plans.position), asc(plans.id));
  return rows.map(toStudioPlan);
}

export async function createPlan({ db, actor, input }: Ctx & { input: PlanCreate }): Promise<StudioPlan> {
  requireAdmin(actor);
  try {
    return await db.transaction(async (t) => {
      const tx = t as unknown as Db;
      const [last] = await tx.select({ p: max(plans.position) }).from(plans);
      const [row] = await tx
        .insert(plans)
        .values({
          slug: input.slug ?? slugForNew(input.name, 'plan'),
          membership: 'membership',
          name: input.name,
          description: input.description ?? '',
          interval: input.interval,
          amount: input.amount,
          currency: input.currency,
          active: input.active ?? true,
          position: (last?.p ?? 0) + 1,
        })
        .returning();
      const plan = toStudioPlan(row!);
      await recordAudit(tx, actor, { action: 'plan.create', subject: { type: 'plan', id: plan.id }, before: null, after: plan });
      await announceContentChange(tx);
      return plan;
    });
  } catch (err) {
    if (violates(err, 'plans_slug_unique')) throw fieldError('slug', 'Another plan already uses this slug.');
    throw err;
  }
}

export async function updatePlan({ db, actor, id, input }: Ctx & { id: number; input: PlanUpdate }): Promise<StudioPlan> {
  requireAdmin(actor);
  return db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx.select().from(plans).where(eq(plans.id, id)).for('update').limit(1);
    if (!current) throw notFound('plan');
    const [row] = await tx
      .update(plans)
      .set({
        ...(input.name !== undefined ? { name: input.name } : {}),
        ...(input.description !== undefined ? { description: input.description } : {}),
        ...(input.interval !== undefined ? { interval: input.interval } : {}),
        ...(input.amount !== undefined ? { amount: input.amount } : {}),
        ...(input.currency !== undefined ? { currency: input.currency } : {}),
        ...(input.active !== undefined ? { active: input.active } : {}),
        updatedAt: new Date(),
      })
      .where(eq(plans.id, id))
      .returning();
    const before = toStudioPlan(current);
    const after = toStudioPlan(row!);
    await recordAudit(tx, actor, { action: 'plan.update', subject: { type: 'plan', id }, before, after });
    await announceContentChange(tx);
    return after;
  });
}
