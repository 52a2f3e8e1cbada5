// Reading the e-mails the tests make (the outbox holds them as .eml files) with mailparser, which
// decodes headers, MIME parts and quoted-printable for us.
import { simpleParser } from 'mailparser';

export type Mail = { to: string; subject: string; text: string; html: string; raw: string };

/** One raw .eml as the recipient's mail program would show it. */
export async function readMail(raw: string): Promise<Mail> {
  const parsed = await simpleParser(raw);
  const to = (Array.isArray(parsed.to) ? parsed.to : parsed.to ? [parsed.to] : []).flatMap((a) => a.value.map((v) => v.address ?? ''));
  return { to: to.join(', '), subject: parsed.subject ?? '', text: parsed.text ?? '', html: typeof parsed.html === 'string' ? parsed.html : '', raw };
}

/** The first link in the mail's plain text that contains `fragment`. */
export function linkIn(mail: Pick<Mail, 'text'>, fragment: string): string | undefined {
  return mail.text.split(/\s+/).find((word) => URL.canParse(word) && word.includes(fragment));
}
