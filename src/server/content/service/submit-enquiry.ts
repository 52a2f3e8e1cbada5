// Contact enquiries (POST /v1/enquiry and the /contact-us form): checked by the bot check when one is
// configured, stored, then mailed to the support address. A mail failure does not lose the
// enquiry: it is already stored, and the failure is logged for the team.
import type { EnquiryReceipt, EnquiryRequest } from '../../../lib/schemas/content.ts';
import { assertHuman } from '../../shared/bot-check.ts';
import { escapeHtml } from '../../shared/escape-html.ts';
import { enquiries } from '../../db/schema/index.ts';
import type { Deps } from '../../http/env.ts';

export async function submitEnquiry({ deps, input, remoteIp }: { deps: Deps; input: EnquiryRequest; remoteIp?: string }): Promise<EnquiryReceipt> {
  const { db, config, mailer, log } = deps;
  await assertHuman(config, input.recaptcha_token, remoteIp);
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
