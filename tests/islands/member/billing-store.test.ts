// The billing stores against the real API, as the demo member (who has a past payment): the page of
// payments and the subscription once signed in, her invoice by id, and another member's invoice
// answered as not found. (Cancelling and resuming run in the browser: tests/e2e/billing.spec.ts.)
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $payments, $subscription, invoiceStore } from '../../../src/islands/member/billing/billing-store.ts';
import type { TestContext } from '../../helpers/app.ts';
import { demoMemberBrowser } from '../../helpers/demo.ts';
import { answered, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { body } from '../../server/learning/factories.ts';

let ctx: TestContext;
let close: () => Promise<void>;
let member: { id: number; token: string };

beforeAll(async () => {
  ({ ctx, member, close } = await demoMemberBrowser());
});

afterAll(async () => {
  await close();
});

describe('billing stores', () => {
  it('asks nothing for a visitor, then loads the payments and the subscription the API gives', async () => {
    signOut();
    const payments = watch($payments);
    const subscription = watch($subscription);
    expect($payments.get()).toEqual({ loading: false });
    await signInAs(ctx, member);
    const list = await payments.until(answered);
    const saved = await body(await ctx.api('GET', '/v1/auth/billing?per_page=20', { token: member.token }));
    expect(list.data?.data.length).toBeGreaterThan(0);
    expect(list.data?.data).toEqual(saved.data);
    expect((await subscription.until(answered)).data).toEqual(await body(await ctx.api('GET', '/v1/auth/subscription', { token: member.token })));
    payments.stop();
    subscription.stop();
  });

  it('loads one of her invoices by id, and another member’s invoice is not found', async () => {
    const [record] = (await body(await ctx.api('GET', '/v1/auth/billing', { token: member.token }))).data;
    const $mine = invoiceStore(record.id);
    const mine = watch($mine);
    expect((await mine.until(answered)).data?.data.number).toBe(record.number);
    mine.stop();
    const other = await ctx.member();
    await signInAs(ctx, other);
    const $theirs = invoiceStore(record.id);
    const theirs = watch($theirs);
    const refused = await theirs.until(answered);
    expect(refused.data).toBeUndefined();
    expect(refused.error).toMatchObject({ status: 404 });
    theirs.stop();
  });
});
