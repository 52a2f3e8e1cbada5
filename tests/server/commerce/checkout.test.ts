// Plans, discounts and checkout through the API, paid on the sandbox's form: subscribing makes the
// session subscribed and opens paid courses; buying a course or bundle enrols; a declined card, the
// extra confirmation step and abandoning the checkout end in the right state; 401, 422, 404 and 409.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courseEntitlements, discountRedemptions, discounts, invoices, payments, subscriptions } from '../../../src/server/db/schema/index.ts';
import { cancelSandboxCheckout, sandboxDeliver } from '../../../src/server/commerce/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { CARDS, checkoutId, confirm, json, makeCode, paidBundle, paidCourse, pay, planBySlug, result, subscribe } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
});
afterAll(() => t.close());

describe('GET /v1/subscriptions and the default discount', () => {
  it('lists the plans with prices from the database and the yearly saving', async () => {
    const res = await t.api('GET', '/v1/subscriptions');
    expect(res.status).toBe(200);
    const { data } = await json(res);
    const monthly = data.find((p: any) => p.slug === 'membership-monthly');
    const yearly = data.find((p: any) => p.slug === 'membership-yearly');
    expect(monthly).toMatchObject({ interval: 'month', amount: 1900, currency: 'USD', price_label: '$19.00 / month', saving: null });
    expect(yearly).toMatchObject({ interval: 'year', amount: 19000, monthly_amount: 1583 });
    expect(yearly.saving).toEqual({ amount: 3800, percent: 17, label: 'Save $38.00 a year (17%) against monthly' });
  });

  it('shows the one active default discount and each plan’s price with it', async () => {
    const res = await t.api('GET', '/v1/subscriptions/discount/default');
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data.discount).toMatchObject({ name: 'Welcome offer', kind: 'percent', percent_off: 20, code: null, label: '20% off the first payment' });
    expect(data.quotes.map((q: any) => [q.subtotal, q.discount, q.total])).toEqual([
      [1900, 380, 1520],
      [19000, 3800, 15200],
    ]);
  });

  it('refuses a second active default discount (at most one)', async () => {
    await expect(t.db.insert(discounts).values({ name: 'Another', kind: 'percent', percentOff: 5, isDefault: true })).rejects.toThrow();
  });
});

describe('POST /v1/subscriptions/discount/apply', () => {
  it('answers the price after a code', async () => {
    const monthly = await planBySlug(t, 'membership-monthly');
    const res = await t.api('POST', '/v1/subscriptions/discount/apply', { json: { code: 'spring25', plan_id: monthly.id } });
    expect(res.status).toBe(200);
    const { data } = await json(res);
    expect(data).toMatchObject({ subtotal: 1900, discount: 475, total: 1425, currency: 'USD', total_label: '$14.25' });
    expect(data.applied.code).toBe('SPRING25');
  });

  it('a fixed discount never takes a total below zero', async () => {
    const course = await paidCourse(t, 300);
    const code = await makeCode(t, { kind: 'fixed', percentOff: null, amountOff: 1000, currency: 'USD' });
    const { data } = await json(await t.api('POST', '/v1/subscriptions/discount/apply', { json: { code: code.code, course_id: course.id } }));
    expect(data).toMatchObject({ subtotal: 300, discount: 300, total: 0 });
  });

  it('says why a code cannot be used: unknown, expired, not yet valid, used up, not for this plan', async () => {
    const monthly = await planBySlug(t, 'membership-monthly');
    const yearly = await planBySlug(t, 'membership-yearly');
    const usedUp = await makeCode(t, { maxRedemptions: 0 });
    const later = await makeCode(t, { validFrom: new Date(Date.now() + 86_400_000) });
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ code: 'NO-SUCH-CODE', plan_id: monthly.id }, 'This discount code does not exist.'],
      [{ code: 'WINTER10', plan_id: monthly.id }, 'This discount code has expired.'],
      [{ code: later.code, plan_id: monthly.id }, 'This discount code is not valid yet.'],
      [{ code: usedUp.code, plan_id: monthly.id }, 'This discount code has been used up.'],
      [{ code: 'MONTHLY5', plan_id: yearly.id }, 'This discount code is not valid for this plan.'],
    ];
    for (const [input, message] of cases) {
      const res = await t.api('POST', '/v1/subscriptions/discount/apply', { json: input });
      expect(res.status, message).toBe(422);
      expect((await json(res)).errors.code).toEqual([message]);
    }
  });

  it('422 for bad input: no code, a code with spaces, no target or two targets', async () => {
    for (const input of [{ plan_id: 1 }, { code: 'a b', plan_id: 1 }, { code: 'X' }, { code: 'X', plan_id: 1, course_id: 2 }]) {
      const res = await t.api('POST', '/v1/subscriptions/discount/apply', { json: input });
      expect(res.status, JSON.stringify(input)).toBe(422);
    }
    expect((await t.api('POST', '/v1/subscriptions/discount/apply', { json: { code: 'SPRING25', plan_id: 999999 } })).status).toBe(422);
    expect((await t.api('POST', '/v1/subscriptions/discount/apply', { json: { code: 'SPRING25', course_id: 999999 } })).status).toBe(404);
  });
});

describe('subscribing', () => {
  it('401 without a token, 422 without a plan', async () => {
    expect((await t.api('POST', '/v1/subscriptions/payment/request', { json: { plan_id: 1 } })).status).toBe(401);
    const m = await t.member();
    const res = await t.api('POST', '/v1/subscriptions/payment/request', { token: m.token, json: {} });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.plan_id).toBeDefined();
  });

  it('answers the checkout URL; the browser’s return alone changes nothing; the signed event subscribes', async () => {
    const m = await t.member();
    const monthly = await planBySlug(t, 'membership-monthly');
    const course = await paidCourse(t);
    expect((await t.api('POST', `/v1/courses/${course.id}/enrolment`, { token: m.token })).status).toBe(402);

    const res = await t.api('POST', '/v1/subscriptions/payment/request', { token: m.token, json: { plan_id: monthly.id, amount: 1 } });
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data.url).toMatch(/\/pay\/sandbox\/cs_sandbox_/);
    // The default discount applies; the price came from the database, whatever the body said.
    expect(data.total).toBe(1520);
    expect((await result(t, m.token, data.reference)).status).toBe('pending');
    expect((await json(await t.api('GET', '/v1/auth/subscription/status', { token: m.token }))).data.isSubscribed).toBe(false);

    const back = await pay(t, data.url);
    expect(back).toContain(`/subscriptions/success?reference=${data.reference}`);
    const paid = await result(t, m.token, data.reference);
    expect(paid).toMatchObject({ status: 'paid', kind: 'subscription', subtotal: 1900, discount: 380, total: 1520, failure_reason: null });

    const status = (await json(await t.api('GET', '/v1/auth/subscription/status', { token: m.token }))).data;
    expect(status.isSubscribed).toBe(true);
    expect(status.subscription).toMatchObject({ plan: 'Membership, monthly', status: 'active' });
    const mine = (await json(await t.api('GET', '/v1/auth/subscription', { token: m.token }))).data;
    expect(mine.next_charge.amount).toBe(1900); // the welcome offer is for the first payment only

    // A subscriber enrols in a paid course without paying, and cannot subscribe twice or buy it.
    expect((await t.api('POST', `/v1/courses/${course.id}/enrolment`, { token: m.token })).status).toBe(201);
    expect((await t.api('POST', '/v1/subscriptions/payment/request', { token: m.token, json: { plan_id: monthly.id } })).status).toBe(409);
    expect((await t.api('POST', `/v1/courses/${course.id}/buy`, { token: m.token, json: {} })).status).toBe(409);
  });

  it('a declined card fails with the reason in words and gives the discount use back', async () => {
    const m = await t.member();
    const monthly = await planBySlug(t, 'membership-monthly');
    const code = await makeCode(t, { maxRedemptions: 1 });
    const res = await t.api('POST', '/v1/subscriptions/payment/request', { token: m.token, json: { plan_id: monthly.id, code: code.code } });
    const { data } = await json(res);
    expect((await t.db.select().from(discounts).where(eq(discounts.id, code.id)))[0]!.redeemedCount).toBe(1);
    const back = await pay(t, data.url, CARDS.declines);
    expect(back).toContain(`/subscriptions/error?reference=${data.reference}`);
    expect(await result(t, m.token, data.reference)).toMatchObject({ status: 'failed', failure_reason: 'Your card was declined.' });
    expect((await t.db.select().from(discounts).where(eq(discounts.id, code.id)))[0]!.redeemedCount).toBe(0);
    expect((await t.db.select().from(discountRedemptions).where(eq(discountRedemptions.discountId, code.id)))[0]!.status).toBe('released');
    expect((await json(await t.api('GET', '/v1/auth/subscription/status', { token: m.token }))).data.isSubscribed).toBe(false);
    // The retry works with the same code.
    await subscribe(t, m.token, monthly.id, code.code!);
    expect((await json(await t.api('GET', '/v1/auth/subscription/status', { token: m.token }))).data.isSubscribed).toBe(true);
  });

  it('the extra confirmation step: pending until confirmed; a failed confirmation fails', async () => {
    const monthly = await planBySlug(t, 'membership-monthly');
    const a = await t.member();
    const first = (await json(await t.api('POST', '/v1/subscriptions/payment/request', { token: a.token, json: { plan_id: monthly.id } }))).data;
    expect(await pay(t, first.url, CARDS.authenticates)).toBe(`/pay/sandbox/${checkoutId(first.url)}`);
    expect((await result(t, a.token, first.reference)).status).toBe('requires_action');
    await confirm(t, first.url, true);
    expect((await result(t, a.token, first.reference)).status).toBe('paid');

    const b = await t.member();
    const second = (await json(await t.api('POST', '/v1/subscriptions/payment/request', { token: b.token, json: { plan_id: monthly.id } }))).data;
    await pay(t, second.url, CARDS.authenticates);
    await confirm(t, second.url, false);
    expect(await result(t, b.token, second.reference)).toMatchObject({ status: 'failed', failure_reason: 'The extra confirmation step for your card failed.' });
  });

  it('an abandoned checkout is cancelled', async () => {
    const m = await t.member();
    const monthly = await planBySlug(t, 'membership-monthly');
    const { data } = await json(await t.api('POST', '/v1/subscriptions/payment/request', { token: m.token, json: { plan_id: monthly.id } }));
    await cancelSandboxCheckout(t.deps, sandboxDeliver(t.deps), checkoutId(data.url));
    expect(await result(t, m.token, data.reference)).toMatchObject({ status: 'cancelled', failure_reason: 'You cancelled the payment.' });
  });

  it('another member’s payment is a 404, an unknown reference too', async () => {
    const owner = await t.member();
    const other = await t.member();
    const monthly = await planBySlug(t, 'membership-monthly');
    const { data } = await json(await t.api('POST', '/v1/subscriptions/payment/request', { token: owner.token, json: { plan_id: monthly.id } }));
    expect((await t.api('GET', `/v1/subscriptions/payments/${data.reference}`, { token: other.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/subscriptions/payments/${data.reference}`)).status).toBe(401);
    expect((await t.api('GET', '/v1/subscriptions/payments/pay_xxxxxxxxxxxxxxxxxxxxxx', { token: owner.token })).status).toBe(404);
  });
});

describe('buying a course or a bundle', () => {
  it('a course bought with a code: enrolled, owned, and not sold twice', async () => {
    const m = await t.member();
    const course = await paidCourse(t, 2900);
    expect((await t.api('POST', `/v1/courses/${course.id}/buy`, { json: {} })).status).toBe(401);
    const res = await t.api('POST', `/v1/courses/${course.id}/buy`, { token: m.token, json: { code: 'SPRING25' } });
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(data.total).toBe(2175);
    await pay(t, data.url);
    const r = await result(t, m.token, data.reference);
    expect(r).toMatchObject({ status: 'paid', kind: 'course', subtotal: 2900, discount: 725, total: 2175, coupon: 'SPRING25' });
    expect(r.courses).toEqual([{ id: course.id, title: course.title, url: `/course/${course.slug}` }]);
    const status = (await json(await t.api('GET', `/v1/courses/${course.id}/enrolment/status`, { token: m.token }))).data;
    expect(status.enrolled).toBe(true);
    expect((await t.api('POST', `/v1/courses/${course.id}/buy`, { token: m.token, json: {} })).status).toBe(409);
    // The code is used once per member.
    const again = await paidCourse(t);
    const second = await t.api('POST', `/v1/courses/${again.id}/buy`, { token: m.token, json: { code: 'SPRING25' } });
    expect(second.status).toBe(422);
    expect((await json(second)).errors.code).toEqual(['You have already used this discount code.']);
    // The member did not become a subscriber: another paid course still needs paying.
    expect((await t.api('POST', `/v1/courses/${again.id}/enrolment`, { token: m.token })).status).toBe(402);
  });

  it('bought from a Spanish page, the payment page and the way back are Spanish (docs/i18n.md)', async () => {
    const m = await t.member();
    const course = await paidCourse(t, 2900);
    const origin = new URL(t.deps.config.appUrl).origin;
    const res = await t.api('POST', `/v1/courses/${course.id}/buy`, { token: m.token, json: {}, headers: { referer: `${origin}/es/checkout?course=${course.id}` } });
    expect(res.status).toBe(201);
    const { data } = await json(res);
    expect(new URL(data.url).pathname).toBe(`/es/pay/sandbox/${checkoutId(data.url)}`);
    expect(await pay(t, data.url)).toMatch(/^(https?:\/\/[^/]+)?\/es\/subscriptions\/success/);
    // From an English page, or another site, everything stays English.
    const other = await paidCourse(t, 1900);
    const english = (await json(await t.api('POST', `/v1/courses/${other.id}/buy`, { token: m.token, json: {}, headers: { referer: 'https://elsewhere.example/es/checkout' } }))).data;
    expect(new URL(english.url).pathname).toBe(`/pay/sandbox/${checkoutId(english.url)}`);
  });

  it('a bundle bought enrols every course of it; 404 for an unknown one, 409 for a free one', async () => {
    const m = await t.member();
    const { bundle, courses } = await paidBundle(t);
    const res = await t.api('POST', `/v1/bundles/${bundle.id}/buy`, { token: m.token, json: {} });
    expect(res.status).toBe(201);
    const { data } = await json(res);
    await pay(t, data.url);
    for (const c of courses) {
      expect((await json(await t.api('GET', `/v1/courses/${c.id}/enrolment/status`, { token: m.token }))).data.enrolled).toBe(true);
    }
    const owned = await t.db.select().from(courseEntitlements).where(eq(courseEntitlements.userId, m.id));
    expect(owned.map((o) => o.bundleId)).toEqual([bundle.id, bundle.id]);
    expect((await t.api('POST', `/v1/courses/${courses[0]!.id}/enrolment`, { token: m.token, json: { bundle_id: bundle.id } })).status).toBe(200);
    expect((await t.api('POST', '/v1/bundles/999999/buy', { token: m.token, json: {} })).status).toBe(404);
    const free = await paidCourse(t, 0);
    expect((await t.api('POST', `/v1/courses/${free.id}/buy`, { token: m.token, json: {} })).status).toBe(409);
  });
});

describe('the rows a payment leaves', () => {
  it('amounts are integers that add up, with the provider and its ids', async () => {
    const m = await t.member();
    const yearly = await planBySlug(t, 'membership-yearly');
    const { reference } = await subscribe(t, m.token, yearly.id);
    const [p] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect(p).toMatchObject({ subtotal: 19000, discountAmount: 3800, total: 15200, currency: 'USD', provider: 'sandbox', status: 'paid', kind: 'subscription' });
    expect(p!.providerCheckoutId).toMatch(/^cs_sandbox_/);
    expect(p!.providerPaymentId).toMatch(/^pi_sandbox_/);
    expect(p!.paidAt).toBeInstanceOf(Date);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, m.id));
    expect(sub!.currentPeriodEnd.getTime() - sub!.currentPeriodStart.getTime()).toBeGreaterThanOrEqual(365 * 86_400_000);
    expect(sub!.providerPaymentMethodId).toMatch(/^pm_sandbox_pays_/);
    // The invoice is issued in the transaction that marked the payment paid (billing's issueInvoice).
    const issued = await t.db.select().from(invoices).where(eq(invoices.paymentId, p!.id));
    expect(issued).toHaveLength(1);
    expect(issued[0]!.total).toBe(15200);
  });

  it('a payment that is not paid has no invoice', async () => {
    const m = await t.member();
    const monthly = await planBySlug(t, 'membership-monthly');
    const { reference } = await subscribe(t, m.token, monthly.id, undefined, CARDS.declines);
    const [p] = await t.db.select().from(payments).where(eq(payments.reference, reference));
    expect(p!.status).toBe('failed');
    expect(await t.db.select().from(invoices).where(eq(invoices.paymentId, p!.id))).toHaveLength(0);
  });
});
