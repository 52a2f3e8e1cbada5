// Helpers for the commerce tests: paid courses and bundles, checkout through the API, paying on the
// sandbox's hosted form (its service functions, as the page calls them), and signed webhook events.
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { discounts, plans } from '../../../src/server/db/schema/index.ts';
import { sandboxDeliver, sandboxSecret, signSandboxBody, submitSandboxCard, confirmSandboxCheckout } from '../../../src/server/commerce/service/index.ts';
import type { TestContext } from '../../helpers/app.ts';
import { makeBundle, makeCategory, makeCourse } from '../catalogue/factories.ts';

export const CARDS = { pays: '4242 4242 4242 4242', declines: '4000 0000 0000 0002', authenticates: '4000 0025 0000 3155', renewalsDecline: '4000 0000 0000 0341' } as const;

export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}

export async function paidCourse(t: TestContext, priceCents = 2900) {
  const category = await makeCategory(t.db);
  return makeCourse(t.db, { categoryId: category.id, isFree: false, priceCents });
}

export async function paidBundle(t: TestContext, priceCents = 4900) {
  const a = await paidCourse(t);
  const b = await paidCourse(t);
  const bundle = await makeBundle(t.db, [a.id, b.id], { priceCents });
  return { bundle, courses: [a, b] };
}

export async function planBySlug(t: TestContext, slug: 'membership-monthly' | 'membership-yearly') {
  const [plan] = await t.db.select().from(plans).where(eq(plans.slug, slug));
  return plan!;
}

/** A fresh discount code for one test. */
export async function makeCode(t: TestContext, o: Partial<typeof discounts.$inferInsert> = {}) {
  const code = `T${randomBytes(5).toString('hex').toUpperCase()}`;
  const [row] = await t.db.insert(discounts).values({ code, name: `Test ${code}`, kind: 'percent', percentOff: 10, ...o }).returning();
  return row!;
}

export const checkoutId = (url: string) => new URL(url).pathname.split('/').pop()!;

/** Submits the sandbox card form for a checkout URL; returns where the browser is sent. */
export async function pay(t: TestContext, url: string, card: string = CARDS.pays): Promise<string> {
  const outcome = await submitSandboxCard(t.deps, sandboxDeliver(t.deps), checkoutId(url), { number: card, expiry: '12 / 40', cvc: '123', name: '' });
  if (!('redirect' in outcome)) throw new Error(`card form refused: ${JSON.stringify(outcome.errors)}`);
  return outcome.redirect;
}

export async function confirm(t: TestContext, url: string, approve: boolean): Promise<string> {
  const outcome = await confirmSandboxCheckout(t.deps, sandboxDeliver(t.deps), checkoutId(url), approve);
  if (!('redirect' in outcome)) throw new Error('confirmation refused');
  return outcome.redirect;
}

export async function subscribe(t: TestContext, token: string, planId: number, code?: string, card: string = CARDS.pays) {
  const res = await t.api('POST', '/v1/subscriptions/payment/request', { token, json: { plan_id: planId, ...(code ? { code } : {}) } });
  if (res.status !== 201) throw new Error(`payment request: ${res.status} ${await res.text()}`);
  const { data } = await json(res);
  await pay(t, data.url, card);
  return data as { reference: string; url: string; total: number };
}

export async function result(t: TestContext, token: string, reference: string) {
  const res = await t.api('GET', `/v1/subscriptions/payments/${reference}`, { token });
  return (await json(res)).data;
}

/** A sandbox event, signed as the sandbox signs (or with `secret`), posted to the webhook endpoint. */
export async function postEvent(t: TestContext, event: Record<string, unknown>, o: { secret?: string; timestamp?: number; signature?: string } = {}) {
  const body = JSON.stringify(event);
  const signature = o.signature ?? signSandboxBody(o.secret ?? sandboxSecret(t.config.appSecret), body, o.timestamp ?? Math.floor(Date.now() / 1000));
  return t.api('POST', '/v1/payments/webhook/sandbox', { body, headers: { 'content-type': 'application/json', 'sandbox-signature': signature } });
}

export const eventId = () => `evt_test_${randomBytes(8).toString('hex')}`;
