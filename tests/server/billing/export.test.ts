// The billing part of the account's data export: a member who subscribed (paid) and whose course
// purchase was declined finds both payments, the subscription and the invoice in their export, and
// nothing of another member's; provider ids stay out.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { CARDS, json, paidCourse, pay, planBySlug, subscribe } from '../commerce/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
});
afterAll(() => t.close());

describe('GET /v1/auth/export, billing', () => {
  it('holds the member’s subscription, every payment attempt and the invoice, and no one else’s', async () => {
    const me = await t.member({ name: 'Export Buyer' });
    const other = await t.member({ name: 'Other Buyer' });
    const monthly = await planBySlug(t, 'membership-monthly');
    const course = await paidCourse(t, 2900);
    const buy = await json(await t.api('POST', `/v1/courses/${course.id}/buy`, { token: me.token, json: {} }));
    await pay(t, buy.data.url, CARDS.declines);
    await subscribe(t, me.token, monthly.id);
    await subscribe(t, other.token, monthly.id);

    const res = await t.api('GET', '/v1/auth/export', { token: me.token });
    expect(res.status).toBe(200);
    const { billing } = await json(res);
    expect(billing.subscriptions).toHaveLength(1);
    expect(billing.subscriptions[0]).toMatchObject({ plan: monthly.name, status: 'active', ended_at: null });
    expect(billing.payments.map((p: any) => [p.kind, p.status])).toEqual([
      ['course', 'failed'],
      ['subscription', 'paid'],
    ]);
    expect(billing.payments[0].failure_reason).toEqual(expect.any(String));
    expect(billing.invoices).toHaveLength(1);
    expect(billing.invoices[0]).toMatchObject({ total: billing.payments[1].total, currency: billing.payments[1].currency });
    expect(billing.invoices[0].number).toMatch(/-\d{4}-\d{6}$/);
    const text = JSON.stringify(billing);
    expect(text).not.toMatch(/provider|cus_|pm_/i);

    const theirs = await json(await t.api('GET', '/v1/auth/export', { token: other.token }));
    expect(theirs.billing.payments).toHaveLength(1);
    expect(theirs.billing.payments[0].reference).not.toBe(billing.payments[1].reference);
  });

  it('is empty, not missing, for a member who never paid', async () => {
    const me = await t.member({ name: 'Never Paid' });
    const { billing } = await json(await t.api('GET', '/v1/auth/export', { token: me.token }));
    expect(billing).toEqual({ subscriptions: [], payments: [], invoices: [] });
  });
});
