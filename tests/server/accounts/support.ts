// Helpers for the accounts API tests: reading e-mails from the outbox (quoted-printable decoded),
// finding their links, registering members through the API and making test images.
import sharp from 'sharp';
import type { TestContext } from '../../helpers/app.ts';
import { decodeQuotedPrintable } from '../../helpers/mail.ts';

export type Mail = { to: string; subject: string; text: string; html: string; raw: string };

export function parseMail(raw: string): Mail {
  const header = (name: string) => new RegExp(`^${name}: (.*)$`, 'mi').exec(raw)?.[1]?.trim() ?? '';
  const part = (type: string) => {
    const m = new RegExp(`Content-Type: ${type}[^\\n]*\\n(?:[^\\n]+\\n)*\\n([\\s\\S]*?)\\n----_`, 'i').exec(raw);
    return m ? decodeQuotedPrintable(m[1]!) : '';
  };
  return { to: header('To'), subject: header('Subject'), text: part('text/plain'), html: part('text/html'), raw };
}

export const mails = (t: TestContext): Mail[] => t.outbox().map(parseMail);
export const mailsTo = (t: TestContext, to: string): Mail[] => mails(t).filter((m) => m.to.toLowerCase() === to.toLowerCase());

/** The first link in a mail's plain text that contains `fragment`. */
export function linkIn(mail: Mail | undefined, fragment: string): string {
  const url = mail?.text.match(/https?:\/\/\S+/g)?.find((u) => u.includes(fragment));
  if (!url) throw new Error(`No link containing ${fragment} in ${mail?.subject ?? 'no mail'}`);
  return url;
}

/** The id and value of the newest verification link sent to `to`. */
export function verificationLink(t: TestContext, to: string): { id: string; token: string; url: string } {
  const url = linkIn(mailsTo(t, to).filter((m) => m.subject === 'Confirm your e-mail address').at(-1), '/email/verify/');
  const [, id, token] = /\/email\/verify\/(\d+)\/([^/\s]+)$/.exec(url)!;
  return { id: id!, token: token!, url };
}

/** The e-mail and value of the newest reset link sent to `to`. */
export function resetLink(t: TestContext, to: string): { email: string; token: string; url: string } {
  const url = linkIn(mailsTo(t, to).filter((m) => m.subject === 'Reset your password').at(-1), '/reset-password/');
  const [, email, token] = /\/reset-password\/([^/]+)\/([^/\s]+)$/.exec(url)!;
  return { email: decodeURIComponent(email!), token: token!, url };
}

let n = 0;
export function newRegistration(overrides: Record<string, unknown> = {}) {
  n += 1;
  const email = `new${n}-${Date.now().toString(36)}@example.test`;
  return { name: `New Member ${n}`, email, password: 'a long enough secret', password_confirmation: 'a long enough secret', terms: true, ...overrides };
}

/** A plain test picture, as bytes a Blob accepts. */
export async function image(format: 'png' | 'jpeg' | 'webp' | 'gif', width = 600, height = 400): Promise<Uint8Array<ArrayBuffer>> {
  return new Uint8Array(await sharp({ create: { width, height, channels: 3, background: '#3a7d6f' } })[format]().toBuffer());
}

export async function json<T = any>(res: Response): Promise<T> {
  return (await res.json()) as T;
}
