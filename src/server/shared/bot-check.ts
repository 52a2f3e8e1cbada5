// The bot check of the public forms (registration and contact): Google reCAPTCHA v3, used only when
// RECAPTCHA_SECRET is configured. Without a secret every form is accepted, so a development machine
// and the tests need no Google account.
import type { Config } from '../config.ts';
import { AppError, fieldError } from '../errors.ts';
import { m } from '../../paraglide/messages.js';

export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
export const BOT_CHECK_MESSAGE = () => m.errors_bot_check();

/** Asks reCAPTCHA whether the token is genuine. Only called when RECAPTCHA_SECRET is configured. */
export async function verifyRecaptcha(secret: string, token: string, remoteIp: string | undefined): Promise<boolean> {
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp);
  let res: Response;
  try {
    res = await fetch(RECAPTCHA_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
  } catch (err) {
    throw new AppError('unavailable', m.errors_bot_check_unavailable(), { cause: err });
  }
  if (!res.ok) throw new AppError('unavailable', m.errors_bot_check_unavailable());
  const result = (await res.json()) as { success?: boolean; score?: number };
  // reCAPTCHA v3 also scores the visitor; below 0.5 is treated as a bot, as Google suggests.
  return result.success === true && (result.score === undefined || result.score >= 0.5);
}

/** A 422 on `recaptcha_token` when a bot check is configured and the token is missing or not genuine. */
export async function assertHuman(config: Pick<Config, 'recaptchaSecret'>, token: string | undefined, remoteIp: string | undefined): Promise<void> {
  if (!config.recaptchaSecret) return;
  if (!token || !(await verifyRecaptcha(config.recaptchaSecret, token, remoteIp))) throw fieldError('recaptcha_token', BOT_CHECK_MESSAGE());
}
