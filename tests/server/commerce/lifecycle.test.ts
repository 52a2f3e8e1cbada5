// A subscription's life with a moved clock: cancel at period end and resume, renewals charged by the
// job (with a discount lasting three months), past due after a failed renewal with a notification and
// its e-mail per try, retried 1, 3 and 5 days after the first failure (BILLING_RETRY_DAYS), expired
// after the last try or at the end of a cancelled period.
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { COMMERCE_JOBS, scanRenewals } from '../../../src/server/commerce/service/index.ts';
import { notificationEmails, notifications, payments, subscriptions } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { formatDate } from '../../../src/lib/dates.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { CARDS, json, planBySlug, subscribe } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
});
afterAll(() => t.close());

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Runs the renewal scan and every due job at `now` (the sandbox's events are signed at real time). */
async function runAt(now: Date) {
  const worker = createWorker({ deps: t.deps, definitions: [...COMMERCE_JOBS], now: () => now });
  await scanRenewals(t.db, now);
  await worker.drain();
}

async function subOf(userId: number) {
  const [row] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, userId));
  return row!;
}

async function status(token: string) {
  return (await json(await t.api('GET', '/v1/auth/subscription/status', { token }))).data;
}

describe('cancel and resume', () => {
  it('401 without a token, 404 without a subscription', async () => {
    expect((await t.api('POST', '/v1/auth/subscription/cancel')).status).toBe(401);
    expect((await t.api('POST', '/v1/auth/subscription/resume')).status).toBe(401);
    const m = await t.member();
    expect((await t.api('POST', '/v1/auth/subscription/cancel', { token: m.token })).status).toBe(404);
    expect((await t.api('POST', '/v1/auth/subscription/resume', { token: m.token })).status).toBe(404);
    expect((await json(await t.api('GET', '/v1/auth/subscription', { token: m.token }))).data).toBeNull();
  });

  it('cancel keeps access to the period end and stops the renewal; resume renews again', async () => {
    const m = await t.member();
    await subscribe(t, m.token, (await planBySlug(t, 'membership-monthly')).id);
    const cancelled = await t.api('POST', '/v1/auth/subscription/cancel', { token: m.token });
    expect(cancelled.status).toBe(200);
    expect((await json(cancelled)).data).toMatchObject({ status: 'cancelled_at_period_end', next_charge: null });
    expect((await t.api('POST', '/v1/auth/subscription/cancel', { token: m.token })).status).toBe(200);
    expect(await status(m.token)).toMatchObject({ isSubscribed: true, subscription: { status: 'cancelled_at_period_end' } });
    const resumed = await t.api('POST', '/v1/auth/subscription/resume', { token: m.token });
    expect((await json(resumed)).data).toMatchObject({ status: 'active', next_charge: { amount: 1900 } });
  });

  it('a cancelled subscription expires at its period end, with no charge', async () => {
    const m = await t.member();
    await subscribe(t, m.token, (await planBySlug(t, 'membership-monthly')).id);
    await t.api('POST', '/v1/auth/subscription/cancel', { token: m.token });
    const sub = await subOf(m.id);
    await runAt(new Date(sub.currentPeriodEnd.getTime() + HOUR));
    expect((await subOf(m.id)).status).toBe('expired');
    expect(await t.db.select().from(payments).where(and(eq(payments.userId, m.id), eq(payments.reason, 'renewal')))).toHaveLength(0);
    expect((await status(m.token)).isSubscribed).toBe(false);
    // (The other billing notification is the first payment's receipt, from the billing domain.)
    const ended = await t.db.select().from(notifications).where(and(eq(notifications.userId, m.id), like(notifications.dedupeKey, 'subscription-ended:%')));
    expect(ended.map((n) => n.title)).toEqual(['Your membership has ended']);
  });
});

describe('renewals', () => {
  it('the job charges the next period at the plan price once the welcome offer is used', async () => {
    const m = await t.member();
    await subscribe(t, m.token, (await planBySlug(t, 'membership-monthly')).id);
    const first = await subOf(m.id);
    const now = new Date(first.currentPeriodEnd.getTime() + HOUR);
    await runAt(now);
    await runAt(now); // a second run charges nothing more
    const renewals = await t.db.select().from(payments).where(and(eq(payments.userId, m.id), eq(payments.reason, 'renewal')));
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ status: 'paid', total: 1900, discountAmount: 0, periodStart: first.currentPeriodEnd });
    const after = await subOf(m.id);
    expect(after.status).toBe('active');
    expect(after.currentPeriodStart).toEqual(first.currentPeriodEnd);
    expect(after.currentPeriodEnd.getTime()).toBeGreaterThan(first.currentPeriodEnd.getTime() + 27 * DAY);
  });

  it('a code for three months reduces the first three charges, then the full price', async () => {
    const m = await t.member();
    await subscribe(t, m.token, (await planBySlug(t, 'membership-monthly')).id, 'MONTHLY5');
    for (let i = 0; i < 3; i++) await runAt(new Date((await subOf(m.id)).currentPeriodEnd.getTime() + HOUR));
    const all = await t.db.select().from(payments).where(eq(payments.userId, m.id)).orderBy(payments.id);
    expect(all.map((p) => [p.reason, p.total])).toEqual([
      ['purchase', 1400],
      ['renewal', 1400],
      ['renewal', 1400],
      ['renewal', 1900],
    ]);
  });

  it('a declined renewal: past due with a notification and e-mail per try, retried 1, 3 and 5 days after the first failure, ended after the last', async () => {
    const m = await t.member();
    await subscribe(t, m.token, (await planBySlug(t, 'membership-monthly')).id, undefined, CARDS.renewalsDecline);
    const end = (await subOf(m.id)).currentPeriodEnd;
    const failedAt = new Date(end.getTime() + HOUR);
    await runAt(failedAt);
    let sub = await subOf(m.id);
    expect(sub).toMatchObject({ status: 'past_due', failedRenewals: 1, pastDueSince: failedAt });
    expect(await status(m.token)).toMatchObject({ isSubscribed: true, subscription: { status: 'past_due' } });
    const failedNotes = () => t.db.select().from(notifications).where(and(eq(notifications.userId, m.id), like(notifications.dedupeKey, 'renewal-failed:%'))).orderBy(notifications.id);
    let notes = await failedNotes();
    expect(notes.map((n) => [n.type, n.title, n.link])).toEqual([['billing', 'Your membership payment did not go through', '/billing#pay-now']]);
    expect(notes[0]!.body).toContain('Your card was declined.');
    expect(notes[0]!.body).toContain(`try again on ${formatDate(new Date(failedAt.getTime() + DAY))}`);
    expect(notes[0]!.body).toContain(`access until ${formatDate(new Date(failedAt.getTime() + 5 * DAY))}`);
    const mails = await t.db.select().from(notificationEmails).where(and(eq(notificationEmails.userId, m.id), eq(notificationEmails.title, 'Your membership payment did not go through')));
    expect(mails).toHaveLength(1);

    // Before day 1: no new try, however often the scan runs. On days 1 and 3: one try each.
    await runAt(new Date(failedAt.getTime() + 23 * HOUR));
    await runAt(new Date(failedAt.getTime() + 23 * HOUR));
    expect((await subOf(m.id)).failedRenewals).toBe(1);
    await runAt(new Date(failedAt.getTime() + DAY));
    await runAt(new Date(failedAt.getTime() + DAY + HOUR));
    expect((await subOf(m.id)).failedRenewals).toBe(2);
    await runAt(new Date(failedAt.getTime() + 2 * DAY + 12 * HOUR));
    expect((await subOf(m.id)).failedRenewals).toBe(2);
    await runAt(new Date(failedAt.getTime() + 3 * DAY));
    sub = await subOf(m.id);
    expect(sub).toMatchObject({ status: 'past_due', failedRenewals: 3 });
    expect((await status(m.token)).isSubscribed).toBe(true);
    notes = await failedNotes();
    expect(notes).toHaveLength(3);
    expect(notes[2]!.body).toContain(`try again on ${formatDate(new Date(failedAt.getTime() + 5 * DAY))}`);

    // Day 5, the last try and the end of the grace period: it fails, the membership ends, told once.
    await runAt(new Date(failedAt.getTime() + 5 * DAY));
    expect((await subOf(m.id)).status).toBe('expired');
    expect((await status(m.token)).isSubscribed).toBe(false);
    expect(await failedNotes()).toHaveLength(3);
    const ended = await t.db.select().from(notifications).where(and(eq(notifications.userId, m.id), like(notifications.dedupeKey, 'subscription-ended:%')));
    expect(ended.map((n) => n.title)).toEqual(['Your membership has ended']);
    await runAt(new Date(failedAt.getTime() + 6 * DAY));
    const renewals = await t.db.select().from(payments).where(and(eq(payments.userId, m.id), eq(payments.reason, 'renewal')));
    expect(renewals.map((p) => p.status)).toEqual(['failed', 'failed', 'failed', 'failed']);
    // Expired: the member can subscribe again.
    await subscribe(t, m.token, (await planBySlug(t, 'membership-monthly')).id);
    expect((await status(m.token)).isSubscribed).toBe(true);
  });
});
