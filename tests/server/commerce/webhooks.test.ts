// The webhook endpoint: signatures (missing, wrong secret, tampered body, too old), each event applied
// once by its id (a replay has one effect), and events out of order ending in the right state.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseEntitlements, paymentEvents, payments, subscriptions } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { eventId, json, paidCourse, planBySlug, postEvent, result } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
});
afterAll(() => t.close());

/** A pending checkout for a course, not paid on the form: the test sends the provider's events itself. */
async function pendingCourse() {
  const m = await t.member();
  const course = await paidCourse(t);
  const { data } = await json(await t.api('POST', `/v1/courses/${course.id}/buy`, { token: m.token, json: {} }));
  return { m, course, reference: data.reference as string, total: data.total as number };
}

const at = (secondsAgo: number) => Date.now() / 1000 - secondsAgo;
const succeeded = (reference: string, amount: number, created = at(0), id = eventId()) => ({
  id, type: 'payment.succeeded', created, data: { payment_reference: reference, payment_id: 'pi_test_1', amount, currency: 'USD' },
});
const failed = (reference: string, created = at(0), id = eventId()) => ({
  id, type: 'payment.failed', created, data: { payment_reference: reference, failure_reason: 'Your card was declined.' },
});

describe('signatures', () => {
  it('refuses events without a signature, with another secret, a changed body or an old timestamp', async () => {
    const { reference, total, m } = await pendingCourse();
    const event = succeeded(reference, total);
    const body = JSON.stringify(event);
    const none = await t.api('POST', '/v1/payments/webhook/sandbox', { body, headers: { 'content-type': 'application/json' } });
    expect(none.status).toBe(400);
    expect((await json(none)).message).toMatch(/no signature/);
    expect((await postEvent(t, event, { secret: 'not-our-secret' })).status).toBe(400);
    expect((await postEvent(t, event, { timestamp: Math.floor(Date.now() / 1000) - 3600 })).status).toBe(400);
    expect((await postEvent(t, event, { signature: 't=1,v1=zz' })).status).toBe(400);
    // Signed for one body, sent with another.
    const good = await postEvent(t, { ...event, id: eventId() });
    expect(good.status).toBe(200);
    const tampered = { ...succeeded(reference, total), id: eventId() };
    const sig = (await import('../../../src/server/commerce/service/index.ts')).signSandboxBody(
      (await import('../../../src/server/commerce/service/index.ts')).sandboxSecret(t.config.appSecret),
      JSON.stringify(tampered),
      Math.floor(Date.now() / 1000),
    );
    const res = await t.api('POST', '/v1/payments/webhook/sandbox', { body: JSON.stringify({ ...tampered, data: { ...tampered.data, amount: 1 } }), headers: { 'content-type': 'application/json', 'sandbox-signature': sig } });
    expect(res.status).toBe(400);
    expect((await result(t, m.token, reference)).status).toBe('paid');
  });

  it('an unknown provider is a 422; the stripe provider is refused while it is not configured', async () => {
    expect((await t.api('POST', '/v1/payments/webhook/paypal', { body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(422);
    expect((await t.api('POST', '/v1/payments/webhook/stripe', { body: '{}', headers: { 'content-type': 'application/json' } })).status).toBe(400);
  });

  it('an event for no payment of ours is stored, answered 200 and changes nothing', async () => {
    const res = await postEvent(t, succeeded('pay_unknownunknownunknow', 100));
    expect(res.status).toBe(200);
  });

  it('an amount that differs from the payment is not applied', async () => {
    const { reference, total, m } = await pendingCourse();
    const ev = succeeded(reference, total + 1);
    expect((await postEvent(t, ev)).status).toBe(200);
    expect((await result(t, m.token, reference)).status).toBe('pending');
    const [stored] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, ev.id));
    expect(stored!.outcome).toBe('ignored: amount differs from the payment');
  });
});

describe('replays and duplicates', () => {
  it('the same event delivered three times (two at once) has one effect', async () => {
    const { reference, total, m, course } = await pendingCourse();
    const ev = succeeded(reference, total);
    const replies = await Promise.all([postEvent(t, ev), postEvent(t, ev)]);
    replies.push(await postEvent(t, ev));
    expect(replies.map((r) => r.status)).toEqual([200, 200, 200]);
    const acks = await Promise.all(replies.map((r) => json(r)));
    expect(acks.filter((a) => a.duplicate === false)).toHaveLength(1);
    const [p] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect((await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, ev.id)))).toHaveLength(1);
    expect(await t.db.select().from(courseEntitlements).where(eq(courseEntitlements.paymentId, p!.id))).toHaveLength(1);
    expect((await json(await t.api('GET', `/v1/courses/${course.id}/enrolment/status`, { token: m.token }))).data.enrolled).toBe(true);
  });

  it('a second success event (another id) for a paid payment changes nothing', async () => {
    const m = await t.member();
    const monthly = await planBySlug(t, 'membership-monthly');
    const { data } = await json(await t.api('POST', '/v1/subscriptions/payment/request', { token: m.token, json: { plan_id: monthly.id } }));
    await postEvent(t, succeeded(data.reference, data.total));
    const [before] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, m.id));
    const again = await postEvent(t, succeeded(data.reference, data.total));
    expect((await json(again)).duplicate).toBe(false);
    const after = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, m.id));
    expect(after).toHaveLength(1);
    expect(after[0]!.currentPeriodEnd).toEqual(before!.currentPeriodEnd);
  });
});

describe('out of order', () => {
  it('success then an older failure: stays paid', async () => {
    const { reference, total, m } = await pendingCourse();
    await postEvent(t, succeeded(reference, total, at(5)));
    await postEvent(t, failed(reference, at(30)));
    expect((await result(t, m.token, reference)).status).toBe('paid');
  });

  it('a failure then a success that happened after it: paid (the card was retried)', async () => {
    const { reference, total, m } = await pendingCourse();
    await postEvent(t, failed(reference, at(30)));
    expect((await result(t, m.token, reference)).status).toBe('failed');
    await postEvent(t, succeeded(reference, total, at(5)));
    expect((await result(t, m.token, reference)).status).toBe('paid');
  });

  it('a failure, then the older "needs confirmation" arriving late: stays failed', async () => {
    const { reference, m } = await pendingCourse();
    await postEvent(t, failed(reference, at(5)));
    await postEvent(t, { id: eventId(), type: 'payment.requires_action', created: at(60), data: { payment_reference: reference } });
    expect(await result(t, m.token, reference)).toMatchObject({ status: 'failed', failure_reason: 'Your card was declined.' });
  });

  it('a failure, then the older "checkout expired" arriving late: stays failed, not cancelled', async () => {
    const { reference, m } = await pendingCourse();
    await postEvent(t, failed(reference, at(5)));
    const expired = { id: eventId(), type: 'checkout.expired', created: at(60), data: { payment_reference: reference } };
    expect((await postEvent(t, expired)).status).toBe(200);
    expect(await result(t, m.token, reference)).toMatchObject({ status: 'failed', failure_reason: 'Your card was declined.' });
    const [stored] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, expired.id));
    expect(stored!.outcome).toBe('ignored: older than the last event applied');
  });

  it('success arriving before the "needs confirmation" event: stays paid', async () => {
    const { reference, total, m } = await pendingCourse();
    await postEvent(t, succeeded(reference, total, at(1)));
    await postEvent(t, { id: eventId(), type: 'payment.requires_action', created: at(20), data: { payment_reference: reference } });
    await postEvent(t, { id: eventId(), type: 'checkout.expired', created: at(0), data: { payment_reference: reference } });
    expect((await result(t, m.token, reference)).status).toBe('paid');
  });
});
