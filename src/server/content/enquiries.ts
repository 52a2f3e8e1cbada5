// Contact enquiries (POST /v1/enquiry and the /contact-us form): checked by the bot check when one is
// configured, stored, then mailed to the support address. A mail failure does not lose the
// enquiry: it is already stored, and the failure is logged for the team.
import type { EnquiryReceipt, EnquiryRequest } from '../../lib/schemas/content.ts';
import { escapeHtml } from '../catalogue/format.ts';
import { enquiries } from '../db/schema/index.ts';
import { AppError, fieldError } from '../errors.ts';
import type { Deps } from '../http/env.ts';

export const ENQUIRY_RATE_LIMIT = { limit: 5, windowSeconds: 600 } as const;
export const RECAPTCHA_VERIFY_URL = 'https://www.google.com/recaptcha/api/siteverify';
const BOT_CHECK_MESSAGE = 'Please confirm that you are not a robot, then send the form again.';

/** Asks reCAPTCHA whether the token is genuine. Only called when RECAPTCHA_SECRET is configured. */
export async function verifyRecaptcha(secret: string, token: string, remoteIp: string | undefined): Promise<boolean> {
  const body = new URLSearchParams({ secret, response: token });
  if (remoteIp && remoteIp !== 'unknown') body.set('remoteip', remoteIp);
  let res: Response;
  try {
    res = await fetch(RECAPTCHA_VERIFY_URL, { method: 'POST', body, signal: AbortSignal.timeout(5000) });
  } catch (err) {
    throw new AppError('unavailable', 'The bot check could not be reached. Please try again in a minute.', { cause: err });
  }
  if (!res.ok) throw new AppError('unavailable', 'The bot check could not be reached. Please try again in a minute.');
  const result = (await res.json()) as { success?: boolean; score?: number };
  // reCAPTCHA v3 also scores the visitor; below 0.5 is treated as a bot, as Google suggests.
  return result.success === true && (result.score === undefined || result.score >= 0.5);
}

export async function submitEnquiry({ deps, input, remoteIp }: { deps: Deps; input: EnquiryRequest; remoteIp?: string }): Promise<EnquiryReceipt> {
  const { db, config, mailer, log } = deps;
  if (config.recaptchaSecret) {
    if (!input.recaptcha_token) throw fieldError('recaptcha_token', BOT_CHECK_MESSAGE);
    if (!(await verifyRecaptcha(config.recaptchaSecret, input.recaptcha_token, remoteIp))) throw fieldError('recaptcha_token', BOT_CHECK_MESSAGE);
  }
  const [row] = await db
    .insert(enquiries)
    .values({ name: input.name, email: input.email, phone: input.phone ?? null, subject: input.subject, message: input.message })
    .returning({ id: enquiries.id, createdAt: enquiries.createdAt });
  const id = row!.id;
  const lines: Array<[string, string]> = [
    ['Name', input.name],
    ['E-mail', input.email],
    ['Phone', input.phone ?? '(not given)'],
    ['Subject', input.subject],
  ];
  try {
    await mailer.send({
      to: config.supportEmail,
      subject: `Enquiry #${id}: ${input.subject.replace(/[\r\n]+/g, ' ')}`,
      text: `${lines.map(([k, v]) => `${k}: ${v}`).join('\n')}\n\n${input.message}\n`,
      html: `<table>${lines.map(([k, v]) => `<tr><th align="left">${k}</th><td>${escapeHtml(v)}</td></tr>`).join('')}</table><p style="white-space:pre-wrap">${escapeHtml(input.message)}</p>`,
    });
  } catch (err) {
    log.error('enquiry stored but the notification e-mail failed', { enquiry_id: id, error: err instanceof Error ? err.message : String(err) });
  }
  return {
    id,
    received_at: row!.createdAt.toISOString(),
    message: `Thank you, ${input.name}. We have received your message and will reply to ${input.email} within one working day.`,
  };
}
