// HTTP routes of the commerce domain (docs/rules/commerce.md): plans and discounts (public), checkout
// for a subscription, a course, a bundle or a cohort place (members), the result of a payment, the member's
// subscription with cancel and resume, and the providers' webhook endpoint (signed events only).
import { z } from '@hono/zod-openapi';
import {
  ApplyDiscountRequestSchema,
  BuyRequestSchema,
  CheckoutSchema,
  DefaultDiscountSchema,
  MemberSubscriptionSchema,
  PaymentRequestSchema,
  PaymentResultSchema,
  PlanSchema,
  QuoteRequestSchema,
  QuoteSchema,
} from '../../lib/schemas/commerce.ts';
import { SMALL_BODY_BYTES, WEBHOOK_BODY_BYTES } from '../http/body-limit.ts';
import { actorOf, clientAddress } from '../http/middleware.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { returnBaseOf } from '../http/public-origin.ts';
import { requestNow } from '../http/test-clock.ts';
import { dataOf, errorResponses } from '../http/respond.ts';
import { anyBody, auth, bodyOf, createRoute, idParam, json, pathParam, PUBLIC_CACHE } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import {
  applyDiscount,
  buyBundle,
  buyCohortPlace,
  buyCourse,
  cancelSubscription,
  defaultDiscount,
  listPlans,
  memberSubscription,
  paymentResult,
  payOverdueRenewal,
  quotePrice,
  receiveWebhook,
  requestSubscriptionPayment,
  resumeSubscription,
} from './service/index.ts';

const TAG = ['Commerce'];

const plans = createRoute({
  method: 'get', path: '/subscriptions', tags: TAG, summary: 'The plans one can subscribe to',
  description: 'Every active plan with its price in minor units, and for a yearly plan what it saves against twelve monthly payments.',
  responses: { 200: json(dataOf(z.array(PlanSchema)), 'Plans, side by side') },
});

const defaultDiscountRoute = createRoute({
  method: 'get', path: '/subscriptions/discount/default', tags: TAG, summary: 'The discount everyone gets now, and each plan’s price with it',
  description: 'At most one default discount is active at a time; `discount` is null when there is none.',
  responses: { 200: json(dataOf(DefaultDiscountSchema), 'The default discount') },
});

const apply = createRoute({
  method: 'post', path: '/subscriptions/discount/apply', tags: TAG, summary: 'The price of a plan, course or bundle after a discount code',
  bodyLimit: SMALL_BODY_BYTES,
  description: `Name exactly one of \`plan_id\`, \`course_id\`, \`bundle_id\`, \`cohort_id\` (a place in a cohort). A code that cannot be used is a 422 whose \`errors.code\` says why: it does not exist, has expired (or is not valid yet), is used up (or already used by you), or is not valid for this plan, course, bundle or cohort. With a token the member’s own uses count. Rate-limited to ${describeRateLimit('discount:ip')} per address.`,
  request: { body: anyBody(ApplyDiscountRequestSchema) },
  responses: { 200: json(dataOf(QuoteSchema), 'The price after the code'), ...errorResponses(400, 404, 409, 422, 429) },
});

const quote = createRoute({
  method: 'post', path: '/subscriptions/quote', tags: TAG, summary: 'The price checkout shows before paying: after the code, with the tax of the buyer’s country',
  bodyLimit: SMALL_BODY_BYTES,
  description: `Name exactly one of \`plan_id\`, \`course_id\`, \`bundle_id\`, \`cohort_id\`; \`code\` as for applying a discount (without one the default discount applies when it fits). With \`country\` the answer’s \`tax\` shows the tax included in the total (prices include tax, so the total does not change); with a valid EU or UK \`vat_number\` of a business in another country than the seller’s, it is reverse-charged at 0 %. A malformed VAT number, or one whose check digits fail, is a 422 on \`vat_number\`. The checkout that follows with the same details charges this total. Rate-limited to ${describeRateLimit('discount:ip')} per address.`,
  request: { body: anyBody(QuoteRequestSchema) },
  responses: { 200: json(dataOf(QuoteSchema), 'The price to pay, tax shown'), ...errorResponses(400, 404, 409, 422, 429) },
});

const paymentRequest = createRoute({
  method: 'post', path: '/subscriptions/payment/request', tags: TAG, summary: 'Start paying for a plan: answers the checkout address', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: `The price comes from the plan in the database, less the code’s discount (or the default discount when no code is given). \`billing\` is who pays and where (the address on the invoice, its country deciding the tax, a business’s VAT number, checked); without it the member’s saved billing address is used. The answer’s \`url\` is the provider’s checkout page; the subscription starts when the provider’s signed event says the payment went through. 409 when the member already has a subscription. Rate-limited to ${describeRateLimit('checkout:user')}.`,
  request: { body: anyBody(PaymentRequestSchema) },
  responses: { 201: json(dataOf(CheckoutSchema), 'Checkout created'), ...errorResponses(400, 401, 409, 422, 429, 503) },
});

const buyCourseRoute = createRoute({
  method: 'post', path: '/courses/{id}/buy', tags: TAG, summary: 'Buy a paid course: answers the checkout address', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'A one-time payment; when the provider confirms it, the member owns the course and is enrolled. `billing` as for a plan (else the saved billing address). 409 for a free course, a course already owned, or a subscriber (who enrols without paying).',
  request: { params: z.object({ id: idParam('id', 'course') }), body: anyBody(BuyRequestSchema) },
  responses: { 201: json(dataOf(CheckoutSchema), 'Checkout created'), ...errorResponses(400, 401, 404, 409, 422, 429, 503) },
});

const buyBundleRoute = createRoute({
  method: 'post', path: '/bundles/{id}/buy', tags: TAG, summary: 'Buy a paid bundle: answers the checkout address', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'As buying a course; when the provider confirms the payment, the member owns and is enrolled in every course of the bundle.',
  request: { params: z.object({ id: idParam('id', 'bundle') }), body: anyBody(BuyRequestSchema) },
  responses: { 201: json(dataOf(CheckoutSchema), 'Checkout created'), ...errorResponses(400, 401, 404, 409, 422, 429, 503) },
});

const buyCohortRoute = createRoute({
  method: 'post', path: '/cohorts/{id}/buy', tags: TAG, summary: 'Buy a place in a cohort that has its own price: answers the checkout address', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'A one-time payment for a place in an upcoming cohort (docs: cohorts, "Paying for a place"). The place comes with the course, and its price is the place’s whatever access the member already has. While the member pays, the seat is held for them for 30 minutes; when the provider confirms the payment, the member owns the course, is enrolled, and is in the cohort (moved from another cohort of the course that has not started). A code for the course is good for its cohorts. 404 for an unknown cohort or an unpublished course; 409 for a cohort without a price (join it instead), one that has started, one whose seats are all taken or held, a place the member already has, or a member whose cohort of the course has started.',
  request: { params: z.object({ id: idParam('id', 'cohort') }), body: anyBody(BuyRequestSchema) },
  responses: { 201: json(dataOf(CheckoutSchema), 'Checkout created'), ...errorResponses(400, 401, 404, 409, 422, 429, 503) },
});

const result = createRoute({
  method: 'get', path: '/subscriptions/payments/{reference}', tags: TAG, summary: 'A payment of the member’s, as its result page shows it', ...auth,
  description: 'Status (pending until the provider’s event arrives), what was bought, the amounts, and the reason in words when it failed. Another member’s payment is a 404.',
  request: { params: z.object({ reference: pathParam('reference', 'The payment reference from the checkout', 'pay_3q2x9Z0a1b2c3d4e5f6g7h', 60) }) },
  responses: { 200: json(dataOf(PaymentResultSchema), 'The payment'), ...errorResponses(401, 404, 422) },
});

const mine = createRoute({
  method: 'get', path: '/auth/subscription', tags: TAG, summary: 'The member’s subscription in detail', ...auth,
  description: '`data` is null without a live subscription. `next_charge` is what the next renewal will charge, null when it will not renew.',
  responses: { 200: json(dataOf(MemberSubscriptionSchema.nullable()), 'The subscription'), ...errorResponses(401) },
});

const cancel = createRoute({
  method: 'post', path: '/auth/subscription/cancel', tags: TAG, summary: 'Cancel at the end of the period paid for', ...auth,
  description: 'Renewals stop; access lasts until `current_period_end`. Cancelling twice changes nothing. 404 without a subscription.',
  responses: { 200: json(dataOf(MemberSubscriptionSchema), 'Cancelled at period end'), ...errorResponses(401, 404, 409) },
});

const resume = createRoute({
  method: 'post', path: '/auth/subscription/resume', tags: TAG, summary: 'Withdraw a cancellation before the period ends', ...auth,
  responses: { 200: json(dataOf(MemberSubscriptionSchema), 'Renewing again'), ...errorResponses(401, 404, 409) },
});

const payNow = createRoute({
  method: 'post', path: '/auth/subscription/{id}/pay-now', tags: TAG, summary: 'Pay an overdue renewal now, with another card: answers the checkout address', ...auth,
  description: `While the subscription is past due (its renewal failed; docs/rules/billing.md, "Failed renewals"), creates the renewal payment and the provider’s checkout, where the member enters another card; the card is saved for later renewals. When the provider’s signed event says it is paid, the subscription moves to its next period, active, with one invoice. 404 for a subscription that is not the member’s, 409 when nothing is overdue or the job is charging the saved card at that moment. Rate-limited to ${describeRateLimit('checkout:user')}.`,
  request: { params: z.object({ id: idParam('id', 'subscription') }) },
  responses: { 201: json(dataOf(CheckoutSchema), 'Checkout created'), ...errorResponses(401, 404, 409, 422, 429, 503) },
});

const WebhookAckSchema = z.object({ received: z.boolean(), duplicate: z.boolean() });

const webhook = createRoute({
  method: 'post', path: '/payments/webhook/{provider}', tags: TAG, summary: 'Provider events (signed)',
  bodyLimit: WEBHOOK_BODY_BYTES,
  description: 'For payment providers only. The body is the provider’s event as sent, its signature in the provider’s header (sandbox: `Sandbox-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`). A missing, wrong or old signature is a 400. Each event is applied once by its id; a repeat answers `duplicate: true`.',
  request: { params: z.object({ provider: z.enum(['sandbox', 'stripe']).openapi({ param: { name: 'provider', in: 'path' }, example: 'sandbox' }) }) },
  responses: { 200: json(WebhookAckSchema, 'Received'), ...errorResponses(400, 422, 503) },
});

export function commerceRoutes() {
  const app = createRouter();

  app.openapi(plans, async (c) => {
    c.header('Cache-Control', PUBLIC_CACHE);
    return c.json({ data: await listPlans(c.get('deps').db) }, 200);
  });

  app.openapi(defaultDiscountRoute, async (c) => c.json({ data: await defaultDiscount(c.get('deps').db) }, 200));

  app.openapi(apply, async (c) => {
    const input = bodyOf(c, ApplyDiscountRequestSchema);
    await limitRate(c, 'discount:ip', clientAddress(c));
    return c.json({ data: await applyDiscount({ db: c.get('deps').db, actor: c.get('actor'), input }) }, 200);
  });

  app.openapi(quote, async (c) => {
    const input = bodyOf(c, QuoteRequestSchema);
    await limitRate(c, 'discount:ip', clientAddress(c));
    const deps = c.get('deps');
    return c.json({ data: await quotePrice({ db: deps.db, billing: deps.config.billing, actor: c.get('actor'), input }) }, 200);
  });

  app.openapi(paymentRequest, async (c) => {
    const actor = actorOf(c);
    const input = bodyOf(c, PaymentRequestSchema);
    await limitRate(c, 'checkout:user', actor.id);
    return c.json({ data: await requestSubscriptionPayment(c.get('deps'), actor, { ...input, origin: returnBaseOf(c, c.get('deps').config.appUrl) }) }, 201);
  });

  app.openapi(buyCourseRoute, async (c) => {
    const actor = actorOf(c);
    const { id } = c.req.valid('param');
    const input = bodyOf(c, BuyRequestSchema);
    await limitRate(c, 'checkout:user', actor.id);
    return c.json({ data: await buyCourse(c.get('deps'), actor, id, { ...input, origin: returnBaseOf(c, c.get('deps').config.appUrl) }) }, 201);
  });

  app.openapi(buyBundleRoute, async (c) => {
    const actor = actorOf(c);
    const { id } = c.req.valid('param');
    const input = bodyOf(c, BuyRequestSchema);
    await limitRate(c, 'checkout:user', actor.id);
    return c.json({ data: await buyBundle(c.get('deps'), actor, id, { ...input, origin: returnBaseOf(c, c.get('deps').config.appUrl) }) }, 201);
  });

  app.openapi(buyCohortRoute, async (c) => {
    const actor = actorOf(c);
    const { id } = c.req.valid('param');
    const input = bodyOf(c, BuyRequestSchema);
    await limitRate(c, 'checkout:user', actor.id);
    return c.json({ data: await buyCohortPlace(c.get('deps'), actor, id, { ...input, origin: returnBaseOf(c, c.get('deps').config.appUrl) }) }, 201);
  });

  app.openapi(result, async (c) => {
    const { reference } = c.req.valid('param');
    return c.json({ data: await paymentResult({ db: c.get('deps').db, actor: actorOf(c), reference }) }, 200);
  });

  app.openapi(mine, async (c) => c.json({ data: await memberSubscription({ db: c.get('deps').db, actor: actorOf(c), retries: c.get('deps').config.billing }) }, 200));

  app.openapi(cancel, async (c) => c.json({ data: await cancelSubscription(c.get('deps'), actorOf(c)) }, 200));

  app.openapi(resume, async (c) => c.json({ data: await resumeSubscription(c.get('deps'), actorOf(c)) }, 200));

  app.openapi(payNow, async (c) => {
    const actor = actorOf(c);
    const { id } = c.req.valid('param');
    await limitRate(c, 'checkout:user', actor.id);
    const deps = c.get('deps');
    return c.json({ data: await payOverdueRenewal(deps, actor, id, returnBaseOf(c, deps.config.appUrl), requestNow(c)) }, 201);
  });

  app.openapi(webhook, async (c) => {
    const { provider } = c.req.valid('param');
    const body = await c.req.text();
    const outcome = await receiveWebhook(c.get('deps'), provider, body, c.req.raw.headers);
    return c.json({ received: true, duplicate: outcome.duplicate }, 200);
  });

  return app;
}
