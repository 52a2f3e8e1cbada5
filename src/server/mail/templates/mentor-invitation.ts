// The invitation a mentor sends to an address without an account (docs/rules/mentors.md, "The
// invitation e-mail"; docs/security.md, "Mentor invitations"). It goes from the site's address to a
// stranger, so nothing the sender wrote may act as a link or a headline: the subject is fixed, the
// sender's name and message are plain text (escaped in the HTML part by renderMail), the message is
// a quotation cut to MESSAGE_SHOWN characters, and our registration link is the only link.
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export const INVITATION_SUBJECT = 'You’re invited to learn on Wellspring';
export const REMINDER_SUBJECT = 'Reminder: you’re invited to learn on Wellspring';
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
}): MailMessage {
  const name = unlinkable(cut(input.mentorName.replace(/\s+/g, ' ').trim(), NAME_SHOWN));
  const message = input.message.trim();
  return renderMail({
    to: input.to,
    subject: input.reminder ? REMINDER_SUBJECT : INVITATION_SUBJECT,
    greeting: 'Hello,',
    paragraphs: [
      `${input.reminder ? 'A reminder: a' : 'A'} member of Wellspring who signs as “${name}” would like to be your mentor on Wellspring, a calm place to learn about wellbeing at your own pace.`,
      'If you do not know them, you can ignore this e-mail: nothing happens unless you create an account and accept.',
    ],
    ...(message ? { quote: { label: 'Their message (as they wrote it; links in it are not ours):', text: unlinkable(cut(message, MESSAGE_SHOWN)) } } : {}),
    action: { label: 'Create your account', url: input.registerUrl },
    footnote: `Create your account with this address, then open Invitations to accept or decline. The invitation is open until ${input.openUntil}.`,
    appUrl: input.appUrl,
  });
}
