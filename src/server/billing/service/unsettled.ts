// Payments not taken (docs/rules/billing.md, "Payments that did not go through"): the member's failed
// and unfinished payment attempts of the last 90 days, newest first, with the provider's reason, so a
// declined renewal is seen on /billing and not only in a notification. They have no invoice.
import { and, desc, eq, gte, inArray } from 'drizzle-orm';
import type { UnsettledPayment } from '../../../lib/schemas/billing.ts';
import type { Actor } from '../../http/env.ts';
import type { Db } from '../../db/client.ts';
import { payments } from '../../db/schema/index.ts';

const WINDOW_MS = 90 * 86_400_000;
const LIMIT = 20;

export async function listUnsettled({ db, actor, now = new Date() }: { db: Db; actor: Actor; now?: Date }): Promise<UnsettledPayment[]> {
  const rows = await db
    .select({ reference: payments.reference, createdAt: payments.createdAt, description: payments.description, total: payments.total, currency: payments.currency, status: payments.status, failureReason: payments.failureReason, reason: payments.reason })
    .from(payments)
    .where(and(eq(payments.userId, actor.id), inArray(payments.status, ['failed', 'pending', 'requires_action']), gte(payments.createdAt, new Date(now.getTime() - WINDOW_MS))))
    .orderBy(desc(payments.createdAt), desc(payments.id))
    .limit(LIMIT);
  return rows.map((r) => ({
    reference: r.reference,
    date: r.createdAt.toISOString(),
    description: r.description,
    amount: r.total,
    currency: r.currency.toUpperCase(),
    status: r.status as UnsettledPayment['status'],
    reason: r.status === 'failed' ? (r.failureReason ?? 'The payment did not go through.') : null,
    renewal: r.reason === 'renewal',
  }));
}
