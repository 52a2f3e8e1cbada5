// Time-based one-time codes (RFC 6238) with otpauth: six digits, 30-second steps, SHA-1, as every
// authenticator app reads them. A code is accepted for the step before and after the server's, to
// allow for a phone's clock drifting, and each step's code only once (docs/security.md, "Second factor").
import { Secret, TOTP } from 'otpauth';

export const TOTP_PERIOD_SECONDS = 30;
/** Steps either side of now that are still accepted. */
export const TOTP_WINDOW = 1;
export const TOTP_ISSUER = 'Wellspring';

const totpFor = (secretBase32: string, label = 'member') =>
  new TOTP({ issuer: TOTP_ISSUER, label, algorithm: 'SHA1', digits: 6, period: TOTP_PERIOD_SECONDS, secret: Secret.fromBase32(secretBase32) });

/** A new 160-bit secret, base32 (what apps expect). */
export const newTotpSecret = () => new Secret({ size: 20 }).base32;

export const otpauthUri = (secretBase32: string, accountName: string) => totpFor(secretBase32, accountName).toString();

export const currentStep = (now = Date.now()) => Math.floor(now / 1000 / TOTP_PERIOD_SECONDS);

/** The step the code belongs to, within the window around now, or null when it matches none. */
export function matchingStep(secretBase32: string, code: string, now = Date.now()): number | null {
  const token = code.replace(/\s+/g, '');
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32).validate({ token, timestamp: now, window: TOTP_WINDOW });
  return delta === null ? null : currentStep(now) + delta;
}

/** The code of a step: for tests and the demo's code printer. */
export const codeAt = (secretBase32: string, timestampMs: number) => totpFor(secretBase32).generate({ timestamp: timestampMs });
