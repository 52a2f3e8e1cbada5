// Secrets the server must read back (the TOTP secret) are kept sealed with AES-256-GCM under a key
// derived from the app secret, so a copy of the database alone does not give away anyone's codes
// (docs/security.md, "Second factor"). Changing APP_SECRET therefore turns such secrets unreadable.
import { createCipheriv, createDecipheriv, createHash, randomBytes } from 'node:crypto';

const keyFor = (appSecret: string, purpose: string) => createHash('sha256').update(`wellspring:${purpose}:`).update(appSecret).digest();

/** `v1.<iv>.<ciphertext>.<tag>`, base64url parts. */
export function seal(appSecret: string, purpose: string, plain: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', keyFor(appSecret, purpose), iv);
  const body = Buffer.concat([cipher.update(plain, 'utf8'), cipher.final()]);
  return ['v1', iv.toString('base64url'), body.toString('base64url'), cipher.getAuthTag().toString('base64url')].join('.');
}

/**
 * The demo seed's form, `demo.<plain>`: the demo accounts' secrets are printed in the README, so
 * sealing them would hide nothing, and the seed runs without the app secret. Nothing else writes it.
 */
export const demoSecret = (plain: string) => `demo.${plain}`;

/** The plain text, or null when the value was sealed under another key or has been altered. */
export function unseal(appSecret: string, purpose: string, sealed: string): string | null {
  if (sealed.startsWith('demo.')) return sealed.slice('demo.'.length);
  const [version, iv, body, tag] = sealed.split('.');
  if (version !== 'v1' || !iv || !body || !tag) return null;
  try {
    const decipher = createDecipheriv('aes-256-gcm', keyFor(appSecret, purpose), Buffer.from(iv, 'base64url'));
    decipher.setAuthTag(Buffer.from(tag, 'base64url'));
    return Buffer.concat([decipher.update(Buffer.from(body, 'base64url')), decipher.final()]).toString('utf8');
  } catch {
    return null;
  }
}
