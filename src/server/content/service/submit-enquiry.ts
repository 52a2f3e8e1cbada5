// Contact enquiries (POST /v1/enquiry and the /contact-us form): checked by the bot check when one is
// configured, stored, then mailed to the support address. A mail failure does not lose the
// enquiry: it is already stored, and the failure is logged for the team (docs/rules/content.md).
// The staff copy is English (the team's language); the receipt the writer reads is in the language of
// the page they wrote from (docs/i18n.md, "E-mails").
import type { Locale } from '../../../lib/i18n.ts';
import type { EnquiryReceipt, EnquiryRequest } from '../../../lib/schemas/content.ts';
import { m } from '../../../paraglide/messages.js';
import { assertHuman } from '../../shared/bot-check.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { enquiries } from '../../db/schema/index.ts';
import type { Deps } from '../../http/env.ts';

export async function submitEnquiry({ deps, input, remoteIp, locale = 'en' }: { deps: Deps; input: EnquiryRequest; remoteIp?: string; locale?: Locale }): Promise<EnquiryReceipt> {
  const { db, config, mailer, log } = deps;
  await assertHuman(config, input.recaptcha_token, remoteIp);
  const [row] = await db
    .insert(enquiries)
    .values({ name: input.name, email: input.email, phone: input.phone ?? null, subject: input.subject, message: input.message, language: locale })
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
    message: m.mail_enquiry_received({ name: input.name, email: input.email }, { locale }),
  };
}
