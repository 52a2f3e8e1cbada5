// The invitation a mentor sends to an address without an account (docs/rules/mentors.md, "The
// invitation e-mail"; docs/security.md, "Mentor invitations"). It goes from the site's address to a
// stranger, so nothing the sender wrote may act as a link or a headline: the subject is fixed, the
// sender's name and message are plain text (escaped in the HTML part by renderMail), the message is
// a quotation cut to MESSAGE_SHOWN characters, and our registration link is the only link.
// The address has no account, so no language of its own: the e-mail is in the language of the page
// the mentor invited (or reminded) from (docs/i18n.md, "E-mails").
import { m } from '../../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { renderMail, type Locale } from './layout.ts';

/** The most of the personal message the e-mail shows; the whole message waits in the invitation. */
export const MESSAGE_SHOWN = 500;
/** Name length shown; display names are shorter than this, but the e-mail does not rely on it. */
const NAME_SHOWN = 80;

const ZWSP = '\u200B';

/**
 * Text that no mail program turns into a link: a zero-width space after every `.` and `:` that is
 * followed by more text, so `https://evil.example/x`, `www.evil.example` and `evil.example` are no
 * longer addresses or domain names to an auto-linker (tested with linkifyjs), while a reader still
 * sees the same characters. Line breaks are kept; other control characters become spaces.
 */
export function unlinkable(text: string): string {
  return text
    .replace(/[\u0000-\u0009\u000B-\u001F\u007F\u2028\u2029]/g, ' ')
    .replace(/([.:])(?=\S)/g, `$1${ZWSP}`);
}

const cut = (text: string, max: number) => (text.length > max ? `${text.slice(0, max).trimEnd()}…` : text);

export function mentorInvitationMail(input: {
  to: string;
  mentorName: string;
  message: string;
  reminder: boolean;
  registerUrl: string;
  openUntil: string;
  appUrl: string;
  locale?: Locale;
}): MailMessage {
  const name = unlinkable(cut(input.mentorName.replace(/\s+/g, ' ').trim(), NAME_SHOWN));
  const message = input.message.trim();
  const o = { locale: input.locale ?? 'en' };
  return renderMail({
    to: input.to,
    subject: input.reminder ? m.mail_mentor_reminder_subject({}, o) : m.mail_mentor_invite_subject({}, o),
    greeting: m.mail_mentor_invite_hello({}, o),
    paragraphs: [input.reminder ? m.mail_mentor_reminder_who({ name }, o) : m.mail_mentor_invite_who({ name }, o), m.mail_mentor_invite_ignore({}, o)],
    ...(message ? { quote: { label: m.mail_mentor_invite_quote({}, o), text: unlinkable(cut(message, MESSAGE_SHOWN)) } } : {}),
    action: { label: m.mail_mentor_invite_action({}, o), url: input.registerUrl },
    footnote: m.mail_mentor_invite_footnote({ date: input.openUntil }, o),
    appUrl: input.appUrl,
    locale: o.locale,
  });
}
