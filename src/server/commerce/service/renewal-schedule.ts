// When a failed renewal is tried again and how long the member keeps access (docs/rules/billing.md,
// "Failed renewals"): counted in days from the first failure (subscriptions.past_due_since), on the
// days BILLING_RETRY_DAYS names, with access kept for BILLING_GRACE_DAYS. Pure functions, so the
// job, the notifications and the screens agree on the same dates.
import type { BillingConfig } from '../../config.ts';
import type { subscriptions } from '../../db/schema/index.ts';

export type RenewalRetries = Pick<BillingConfig, 'retryDays' | 'graceDays'>;

/** What config.ts defaults to (BILLING_RETRY_DAYS=1,3,5, grace to the last retry). */
export const DEFAULT_RENEWAL_RETRIES: RenewalRetries = { retryDays: [1, 3, 5], graceDays: 5 };

const DAY_MS = 86_400_000;

type PastDue = Pick<typeof subscriptions.$inferSelect, 'pastDueSince' | 'currentPeriodEnd' | 'failedRenewals'>;

/** The first failure's time; the period's end for a row from before past_due_since was kept. */
const firstFailure = (sub: PastDue): Date => sub.pastDueSince ?? sub.currentPeriodEnd;

/**
 * When the next try is due after `failedRenewals` failures (the first charge counts as one), or null
 * when every retry has been made.
 */
export function nextRetryAt(sub: PastDue, retries: RenewalRetries): Date | null {
  const day = retries.retryDays[sub.failedRenewals - 1];
  return day === undefined ? null : new Date(firstFailure(sub).getTime() + day * DAY_MS);
}

/** The end of the grace period: access ends then unless a try or the member's own payment succeeds. */
export function accessUntil(sub: PastDue, retries: RenewalRetries): Date {
  return new Date(firstFailure(sub).getTime() + retries.graceDays * DAY_MS);
}

/** Every try has failed and the grace period is over: the subscription ends. */
export function graceOver(sub: PastDue, retries: RenewalRetries, now: Date): boolean {
  return sub.failedRenewals > retries.retryDays.length && now >= accessUntil(sub, retries);
}
