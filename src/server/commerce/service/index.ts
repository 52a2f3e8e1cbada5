// The commerce domain's only entry for routes, pages, scripts and other domains (ARCHITECTURE.md):
// plans, discounts, checkout, provider webhooks, subscriptions and their renewal jobs
// (docs/rules/commerce.md).
import type { JobDefinition, Schedule } from '../../jobs/index.ts';
import { REFUND_DUPLICATE_DEFINITION } from './duplicate-renewal.ts';
import { SANDBOX_DELIVER_DEFINITION } from './provider.ts';
import { COMMERCE_RENEWAL_JOBS, COMMERCE_SCHEDULES as SCHEDULES } from './subscriptions.ts';

export { applyDiscount, buyBundle, buyCohortPlace, buyCourse, defaultDiscount, listPlans, paymentResult, quotePrice, requestSubscriptionPayment } from './checkout.ts';
export { cohortPlaces, seatsHeld, type CohortPlaces } from './cohort-places.ts';
export { DUPLICATE_REFUND_REASON, REFUND_DUPLICATE_JOB } from './duplicate-renewal.ts';
export { enrolBought, type EnrolBought } from './fulfil.ts';
export { DISCOUNT_MESSAGES, money } from './pricing.ts';
export { paymentProvider, registerPaymentProvider, sandboxDeliver } from './provider.ts';
export { refundableAmount, refundConfirmed, type RefundConfirmed } from './refunds.ts';
export { newRefundReference } from './references.ts';
export {
  cancelSubscription,
  chargeRenewal,
  givesAccess,
  hasPaidBundleAccess,
  hasPaidCourseAccess,
  isSubscribed,
  memberSubscription,
  PAY_NOW_HOLD_MS,
  RENEW_JOB,
  RENEWAL_SCAN_JOB,
  resumeSubscription,
  scanRenewals,
  subscriptionStatusOf,
} from './subscriptions.ts';
export { payOverdueRenewal } from './pay-now.ts';
export { accessUntil, DEFAULT_RENEWAL_RETRIES, nextRetryAt, type RenewalRetries } from './renewal-schedule.ts';
export { applyProviderEvent, paymentEventsOf, receiveWebhook, type WebhookResult } from './webhooks.ts';
export {
  cancelSandboxCheckout,
  confirmSandboxCheckout,
  getSandboxCheckout,
  SANDBOX_CARDS,
  SANDBOX_SIGNATURE_HEADER,
  sandboxSecret,
  signSandboxBody,
  submitSandboxCard,
  type CardErrors,
  type CardForm,
  type SandboxCheckout,
} from '../providers/sandbox.ts';
export type { PaymentProvider, ProviderEvent, CheckoutRequest, CheckoutSession } from '../providers/types.ts';

export const COMMERCE_JOBS: JobDefinition[] = [...COMMERCE_RENEWAL_JOBS, SANDBOX_DELIVER_DEFINITION, REFUND_DUPLICATE_DEFINITION];
export const COMMERCE_SCHEDULES: Schedule[] = [...SCHEDULES];
