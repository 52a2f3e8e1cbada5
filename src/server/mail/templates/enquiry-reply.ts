// The studio's reply to a contact enquiry (docs/rules/studio.md, "Enquiries"): the operator's text,
// split into paragraphs, with the original question quoted below it. The frame around the operator's
// words is in `locale` (docs/i18n.md, "E-mails"); their own words are as they wrote them.
import { m } from '../../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { greeting, renderMail, type Locale } from './layout.ts';

export function enquiryReplyMail(input: { to: string; name: string; subject: string; reply: string; original: string; appUrl: string; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en';
  const paragraphs = input.reply.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  const original = input.original.length > 600 ? `${input.original.slice(0, 600)}…` : input.original;
  return renderMail({
    to: input.to,
    subject: m.mail_enquiry_reply_subject({ subject: input.subject }, { locale }),
    greeting: greeting(input.name, locale),
    paragraphs: [...paragraphs, m.mail_enquiry_reply_you_wrote({ original }, { locale })],
    footnote: m.mail_enquiry_reply_footnote({}, { locale }),
    appUrl: input.appUrl,
    locale,
  });
}
