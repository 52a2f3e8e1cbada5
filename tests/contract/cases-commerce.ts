// Generated-suite cases for the commerce routes (docs/testing.md, "Adding a route"). The owner has
// subscribed (world-commerce.ts): their payment is their private object, and as a subscriber their
// own checkout calls answer 409 (already subscribed, or the course is included).
import type { Case } from './registry.ts';

export const COMMERCE_CASES: Record<string, Case> = {
  'GET /v1/subscriptions': { access: 'public' },
  'GET /v1/subscriptions/discount/default': { access: 'public' },
  'POST /v1/subscriptions/discount/apply': { access: 'public', request: (w) => ({ json: { code: w.commerce.code, plan_id: w.commerce.planId } }) },
  'POST /v1/subscriptions/quote': { access: 'public', request: (w) => ({ json: { plan_id: w.commerce.planId, code: w.commerce.code, country: 'DE', vat_number: 'DE136695976' } }) },
  'POST /v1/subscriptions/payment/request': { access: 'self', owner: [409], request: (w) => ({ json: { plan_id: w.commerce.planId } }) },
  'POST /v1/courses/{id}/buy': { access: 'self', owner: [409], request: (w) => ({ path: { id: w.commerce.courseId }, json: {} }) },
  'POST /v1/bundles/{id}/buy': { access: 'self', owner: [409], request: (w) => ({ path: { id: w.commerce.bundleId }, json: {} }) },
  'GET /v1/subscriptions/payments/{reference}': { access: 'owned', request: (w) => ({ path: { reference: w.commerce.paymentReference } }) },
  'GET /v1/auth/subscription': { access: 'self' },
  'POST /v1/auth/subscription/cancel': { access: 'self', last: true },
  'POST /v1/auth/subscription/resume': { access: 'self', last: true },
  // The owner's subscription is active: nothing overdue (409); anyone else's is not there (404).
  'POST /v1/auth/subscription/{id}/pay-now': { access: 'owned', owner: [409], request: (w) => ({ path: { id: w.commerce.subscriptionId } }) },
  // Providers only: an unsigned event is a 400 whoever sends it.
  'POST /v1/payments/webhook/{provider}': { access: 'public', request: () => ({ path: { provider: 'sandbox' }, json: { id: 'evt_x', type: 'payment.succeeded' } }) },
};
