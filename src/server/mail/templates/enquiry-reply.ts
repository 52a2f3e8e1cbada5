// The studio's reply to a contact enquiry (docs/rules/studio.md, "Enquiries"): the operator's text,
// split into paragraphs, with the original question quoted below it.
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export function enquiryReplyMail(input: { to: string; name: string; subject: string; reply: string; original: string; appUrl: string }): MailMessage {
  const paragraphs = input.reply.split(/\n\s*\n/).map((p) => p.trim()).filter(Boolean);
  return renderMail({
    to: input.to,
    subject: `Re: ${input.subject}`,
    greeting: `Hi ${input.name},`,
    paragraphs: [...paragraphs, `You wrote: “${input.original.length > 600 ? `${input.original.slice(0, 600)}…` : input.original}”`],
    footnote: 'You received this e-mail because you wrote to us through the contact page of Wellspring.',
    appUrl: input.appUrl,
  });
}
