// The commerce part of the generated suites' world: a plan, a paid course and a paid bundle, a
// discount code, and an owner who subscribed through the sandbox (a paid payment whose reference is
// the owner's private object).
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { discounts, payments, plans } from '../../src/server/db/schema/index.ts';
import { sandboxDeliver, submitSandboxCard } from '../../src/server/commerce/service/index.ts';
import type { TestContext } from '../helpers/app.ts';
import { makeBundle, makeCategory, makeCourse } from '../server/catalogue/factories.ts';

export type CommerceWorld = { planId: number; courseId: number; bundleId: number; code: string; paymentReference: string; subscriptionId: number };

export async function buildCommerceWorld(t: TestContext, owner: { token: string }): Promise<CommerceWorld> {
  const [plan] = await t.db.insert(plans).values({ slug: 'contract-monthly', membership: 'membership', name: 'Membership, monthly', interval: 'month', amount: 1900 }).returning();
  const category = await makeCategory(t.db);
  const course = await makeCourse(t.db, { categoryId: category.id, isFree: false, priceCents: 2900 });
  const other = await makeCourse(t.db, { categoryId: category.id, isFree: false, priceCents: 1900 });
  const bundle = await makeBundle(t.db, [course.id, other.id], { priceCents: 3900 });
  const code = `CONTRACT${randomBytes(3).toString('hex').toUpperCase()}`;
  await t.db.insert(discounts).values({ code, name: 'Contract code', kind: 'percent', percentOff: 10 });
  const res = await t.api('POST', '/v1/subscriptions/payment/request', { token: owner.token, json: { plan_id: plan!.id } });
  if (res.status !== 201) throw new Error(`World setup: payment request answered ${res.status} ${await res.text()}`);
  const { data } = (await res.json()) as { data: { url: string; reference: string } };
  const paid = await submitSandboxCard(t.deps, sandboxDeliver(t.deps), new URL(data.url).pathname.split('/').pop()!, { number: '4242424242424242', expiry: '12 / 40', cvc: '123', name: '' });
  if (!('redirect' in paid) || !paid.redirect.includes('/success')) throw new Error('World setup: the sandbox did not take the payment');
  const [payment] = await t.db.select({ subscriptionId: payments.subscriptionId }).from(payments).where(eq(payments.reference, data.reference));
  return { planId: plan!.id, courseId: course.id, bundleId: bundle.id, code, paymentReference: data.reference, subscriptionId: payment!.subscriptionId! };
}
