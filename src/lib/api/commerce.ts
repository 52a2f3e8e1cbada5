// Typed client functions for the commerce API (docs/rules/commerce.md): plans and discounts, checkout
// for a plan, a course or a bundle, a payment's result, and the member's subscription.
import type { ApplyDiscountRequest, BillingDetails, Checkout, MemberSubscription, PaymentResult, Quote, QuoteRequest } from '../schemas/commerce.ts';
import { api, type Item } from './client.ts';

export const applyDiscount = (body: ApplyDiscountRequest) => api.post<Item<Quote>>('/subscriptions/discount/apply', body);
export const quotePrice = (body: QuoteRequest) => api.post<Item<Quote>>('/subscriptions/quote', body);
export const requestSubscriptionPayment = (body: { plan_id: number; code?: string; billing?: BillingDetails }) => api.post<Item<Checkout>>('/subscriptions/payment/request', body);
export const buyCourse = (courseId: number, code?: string, billing?: BillingDetails) => api.post<Item<Checkout>>(`/courses/${courseId}/buy`, { ...(code ? { code } : {}), ...(billing ? { billing } : {}) });
export const buyBundle = (bundleId: number, code?: string, billing?: BillingDetails) => api.post<Item<Checkout>>(`/bundles/${bundleId}/buy`, { ...(code ? { code } : {}), ...(billing ? { billing } : {}) });
export const buyCohortPlace = (cohortId: number, code?: string, billing?: BillingDetails) => api.post<Item<Checkout>>(`/cohorts/${cohortId}/buy`, { ...(code ? { code } : {}), ...(billing ? { billing } : {}) });
export const getPaymentResult = (reference: string) => api.get<Item<PaymentResult>>(`/subscriptions/payments/${encodeURIComponent(reference)}`);
export const getMySubscription = () => api.get<Item<MemberSubscription | null>>('/auth/subscription');
export const cancelSubscription = () => api.post<Item<MemberSubscription>>('/auth/subscription/cancel');
export const resumeSubscription = () => api.post<Item<MemberSubscription>>('/auth/subscription/resume');
