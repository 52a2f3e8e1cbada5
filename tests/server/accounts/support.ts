// Helpers for the accounts API tests: reading e-mails from the outbox (parsed by mailparser through
// tests/helpers/mail.ts), finding their links, registering members through the API and making test
// images. Mails sent in the background may land a moment after the answer, so readers wait for them.
import sharp from 'sharp';
import type { TestContext } from '../../helpers/app.ts';
import { linkIn as findLink, readMail, type Mail } from '../../helpers/mail.ts';

export type { Mail };

const MAIL_WAIT_MS = 10_000;

export const mails = async (t: TestContext): Promise<Mail[]> => Promise.all(t.outbox().map(readMail));

/** The mails sent to `to`, oldest first, once there are at least `atLeast` of them (10 s at most). */
export async function mailsTo(t: TestContext, to: string, atLeast = 0): Promise<Mail[]> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const found = (await mails(t)).filter((m) => m.to.toLowerCase() === to.toLowerCase());
    if (found.length >= atLeast || Date.now() > deadline) return found;
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The first link in a mail's plain text that contains `fragment`. */
export function linkIn(mail: Mail | undefined, fragment: string): string {
  const url = mail ? findLink(mail, fragment) : undefined;
  if (!url) throw new Error(`No link containing ${fragment} in ${mail?.subject ?? 'no mail'}`);
  return url;
}

/** The newest mail to `to` with `subject`, once `count` such mails have arrived. */
async function newest(t: TestContext, to: string, subject: string, count: number): Promise<Mail | undefined> {
  const deadline = Date.now() + MAIL_WAIT_MS;
  for (;;) {
    const found = (await mailsTo(t, to)).filter((m) => m.subject === subject);
    if (found.length >= count || Date.now() > deadline) return found.at(-1);
    await new Promise((r) => setTimeout(r, 50));
  }
}

/** The id and value of the newest verification link sent to `to` (the `count`th such mail). */
export async function verificationLink(t: TestContext, to: string, count = 1): Promise<{ id: string; token: string; url: string }> {
  const url = linkIn(await newest(t, to, 'Confirm your e-mail address', count), '/email/verify/');
  const [, id, token] = /\/email\/verify\/(\d+)\/([^/\s]+)$/.exec(url)!;
  return { id: id!, token: token!, url };
}

/** The e-mail and value of the newest reset link sent to `to` (the `count`th such mail). */
export async function resetLink(t: TestContext, to: string, count = 1): Promise<{ email: string; token: string; url: string }> {
  const url = linkIn(await newest(t, to, 'Reset your password', count), '/reset-password/');
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
