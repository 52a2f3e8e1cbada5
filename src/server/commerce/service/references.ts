// Public payment references: random, URL-safe, not guessable from the payment id.
import { randomBytes } from 'node:crypto';

export const newReference = () => `pay_${randomBytes(16).toString('base64url')}`;

/** A reference as a path or query carries it. */
export const REFERENCE_PATTERN = /^pay_[A-Za-z0-9_-]{22}$/;

/** Our refund's reference (payment_refunds.reference), sent to the provider and carried back by its event. */
export const newRefundReference = () => `rf_${randomBytes(16).toString('base64url')}`;
