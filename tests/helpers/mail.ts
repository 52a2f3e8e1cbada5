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

/**
 * Kept for tests/server/accounts/support.ts, which parses mails synchronously; new tests use
 * readMail. Undoes quoted-printable soft line breaks and escapes.
 */
export function decodeQuotedPrintable(text: string): string {
  const bytes: number[] = [];
  const joined = text.replace(/=\r?\n/g, '');
  for (let i = 0; i < joined.length; i++) {
    const hex = joined.slice(i + 1, i + 3);
    if (joined[i] === '=' && /^[0-9A-F]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else bytes.push(...Buffer.from(joined[i]!, 'utf8'));
  }
  return Buffer.from(bytes).toString('utf8');
}
