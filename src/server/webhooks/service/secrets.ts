// Signing secrets of webhook endpoints (docs/rules/integrations.md, "Signing"): `whsec_` and 32
// random bytes in base64, the form the Standard Webhooks libraries read. The server must read a
// secret back to sign with it, so it is kept sealed under the app secret, not hashed.
import { randomBytes } from 'node:crypto';
import { seal, unseal } from '../../auth/sealed.ts';

const PURPOSE = 'webhook-secret';

export const newWebhookSecret = () => `whsec_${randomBytes(32).toString('base64')}`;

export const sealWebhookSecret = (appSecret: string, secret: string) => seal(appSecret, PURPOSE, secret);

/** The secret, or null when it was sealed under another app secret (then nothing can be signed). */
export const openWebhookSecret = (appSecret: string, sealed: string) => unseal(appSecret, PURPOSE, sealed);
