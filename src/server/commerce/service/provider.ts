// The configured payment provider (PAYMENT_PROVIDER; docs/rules/commerce.md, "Providers"), and the
// delivery path the sandbox uses to reach our webhook handler.
import type { Deps } from '../../http/env.ts';
import { AppError } from '../../errors.ts';
import { createSandboxProvider, deliverSandboxEvent, SANDBOX_DELIVER_JOB, type Deliver } from '../providers/sandbox.ts';
import { createStripeProvider } from '../providers/stripe.ts';
import type { PaymentProvider, PaymentProviderName } from '../providers/types.ts';
import type { JobDefinition } from '../../jobs/index.ts';
import { receiveWebhook } from './webhooks.ts';

/** The sandbox hands its signed events to the same handler the HTTP webhook route runs. */
export const sandboxDeliver = (deps: Deps): Deliver => (rawBody, headers) => receiveWebhook(deps, 'sandbox', rawBody, headers);

/** Providers registered in code (tests register a Stripe provider pointed at a local fake of its API). */
const extraProviders = new Map<PaymentProviderName, (deps: Deps) => PaymentProvider>();

export function registerPaymentProvider(name: PaymentProviderName, create: (deps: Deps) => PaymentProvider): void {
  extraProviders.set(name, create);
}

export function paymentProvider(deps: Deps, name: PaymentProviderName = deps.config.paymentProvider): PaymentProvider {
  if (name === 'sandbox') return createSandboxProvider({ deps, deliver: sandboxDeliver(deps) });
  const create = extraProviders.get(name);
  if (!create && name === 'stripe' && deps.config.stripeSecretKey) {
    return createStripeProvider({ secretKey: deps.config.stripeSecretKey, webhookSecret: deps.config.stripeWebhookSecret });
  }
  if (!create) throw new AppError('unavailable', `The payment provider "${name}" is not available on this server.`);
  return create(deps);
}

/** Delivers a sandbox event again (the first delivery is made at once; this job is the durable retry). */
export const SANDBOX_DELIVER_DEFINITION: JobDefinition = {
  name: SANDBOX_DELIVER_JOB,
  handler: async ({ deps, payload }) => {
    await deliverSandboxEvent(deps, sandboxDeliver(deps), String(payload.body));
  },
};
