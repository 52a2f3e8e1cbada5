// Kept apart from the Stripe provider so that the webhook handler can recognise it without loading
// Stripe's SDK at start-up (docs/performance.md, "Start-up").

/** Thrown for a Stripe event type we do not act on; subscribe the endpoint to STRIPE_EVENT_TYPES only. */
export class UnsupportedStripeEvent extends Error {}
