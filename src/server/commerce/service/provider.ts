// The configured payment provider (PAYMENT_PROVIDER; docs/rules/commerce.md, "Providers"), and the
// delivery path the sandbox uses to reach our webhook handler.
import type { Deps } from '../../http/env.ts';
import { AppError } from '../../errors.ts';
import { createSandboxProvider, deliverSandboxEvent, SANDBOX_DELIVER_JOB, type Deliver } from '../providers/sandbox.ts';
import type { PaymentProvider, PaymentProviderName } from '../providers/types.ts';
import type { JobDefinition } from '../../jobs/index.ts';
import { lazyModule } from '../../shared/lazy-module.ts';
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
    return lazyStripeProvider(deps.config.stripeSecretKey, deps.config.stripeWebhookSecret);
  }
  if (!create) throw new AppError('unavailable', `The payment provider "${name}" is not available on this server.`);
  return create(deps);
}

/**
 * Stripe's SDK is loaded at the first payment operation, not at start-up (docs/performance.md,
 * "Start-up"); every operation of the provider is asynchronous, so each waits for it once.
 */
const stripeModule = lazyModule(() => import('../providers/stripe.ts'));

function lazyStripeProvider(secretKey: string, webhookSecret: string | undefined): PaymentProvider {
  const provider = lazyModule(async () => (await stripeModule()).createStripeProvider({ secretKey, webhookSecret }));
  return {
    name: 'stripe',
    createCheckout: async (request) => (await provider()).createCheckout(request),
    parseWebhook: async (rawBody, headers) => (await provider()).parseWebhook(rawBody, headers),
    chargeRenewal: async (request) => (await provider()).chargeRenewal(request),
    cancel: async (request) => (await provider()).cancel(request),
    refund: async (request) => (await provider()).refund(request),
  };
}

/** Delivers a sandbox event again (the first delivery is made at once; this job is the durable retry). */
export const SANDBOX_DELIVER_DEFINITION: JobDefinition = {
  name: SANDBOX_DELIVER_JOB,
  handler: async ({ deps, payload }) => {
    await deliverSandboxEvent(deps, sandboxDeliver(deps), String(payload.body));
  },
};
