// Forgotten password (one answer for every address), the e-mailed reset link (single use, 60 minutes,
// revoking every session) and changing the password from the member area.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { oneTimeTokens } from '../../../src/server/db/schema/index.ts';
import { FORGOT_ANSWER_MS } from '../../../src/server/accounts/service/forgot-password.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { json, mailsTo, resetLink } from './support.ts';

let t: TestContext;
let ipCounter = 0;
const ip = () => `203.0.113.${(ipCounter += 1)}`;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const forgot = (email: string, address = ip()) => t.api('POST', '/v1/auth/password/forgot', { json: { email }, ip: address });
const reset = (email: string, token: string, password: string, confirmation = password) =>
  t.api('POST', `/v1/auth/password/reset/${encodeURIComponent(email)}/${token}`, { json: { password, password_confirmation: confirmation }, ip: ip() });
const login = (email: string, password: string) => t.api('POST', '/v1/auth/login', { json: { email, password }, ip: ip() });

describe('POST /v1/auth/password/forgot', () => {
  it('answers exactly the same for a member and an unknown e-mail, and mails only the member', async () => {
    const m = await t.member();
    const known = await forgot(m.email);
    const unknown = await forgot('no-such-member@example.test');
    expect(known.status).toBe(200);
    expect(unknown.status).toBe(known.status);
    const a = await known.text();
    expect(await unknown.text()).toBe(a);
    expect(JSON.parse(a).data.message).toMatch(/If an account exists/);
    const [mail] = mailsTo(t, m.email);
    expect(mail!.subject).toBe('Reset your password');
    expect(mail!.text).toContain('60 minutes');
    expect(mail!.html).toContain('Choose a new password');
    expect(mailsTo(t, 'no-such-member@example.test')).toEqual([]);
  });

  it('takes as long for an unknown e-mail as for a member, even when the mail relay is slow', async () => {
    const m = await t.member();
    const realSend = t.deps.mailer.send;
    let sent = 0;
    // A relay that takes two seconds, as a distant SMTP server can.
    t.deps.mailer.send = async (mail) => {
      await new Promise((resolve) => setTimeout(resolve, 2000));
      sent += 1;
      return realSend.call(t.deps.mailer, mail);
    };
    try {
      const timed = async (email: string) => {
        const started = performance.now();
        const res = await forgot(email);
        return { status: res.status, ms: performance.now() - started, body: await res.text() };
      };
      const known = await timed(m.email);
      const unknown = await timed('nobody-here@example.test');
      expect(known.body).toBe(unknown.body);
      for (const answer of [known, unknown]) {
        expect(answer.status).toBe(200);
        expect(answer.ms).toBeGreaterThanOrEqual(FORGOT_ANSWER_MS - 5);
        expect(answer.ms).toBeLessThan(1500);
      }
      // The member's mail still goes out, after the answer.
      await expect.poll(() => sent, { timeout: 5000 }).toBe(1);
      await expect.poll(() => mailsTo(t, m.email).length, { timeout: 5000 }).toBe(1);
    } finally {
      t.deps.mailer.send = realSend;
    }
  });

  it('answers 422 for a malformed e-mail and 429 after 3 requests for one e-mail in 10 minutes', async () => {
    const bad = await forgot('not-an-address');
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.email).toEqual(['Please enter a valid e-mail address, like name@example.com.']);
    for (let i = 0; i < 3; i++) expect((await forgot('flood@example.test')).status).toBe(200);
    const limited = await forgot('flood@example.test');
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

/**
 * "Forgot password" answers before its e-mail is sent (the mail goes out in the background, so the
 * answer takes as long for a member as for a stranger). Tests that need the link wait for the mail:
 * on a busy machine it can land after the answer.
 */
async function forgotAndMailed(email: string): Promise<void> {
  const resetMails = () => mailsTo(t, email).filter((m) => m.subject === 'Reset your password').length;
  const before = resetMails();
  expect((await forgot(email)).status).toBe(200);
  await expect.poll(resetMails, { timeout: 10_000 }).toBeGreaterThan(before);
}

describe('POST /v1/auth/password/reset/{hash1}/{hash2}', () => {
  it('sets the new password once, signs the member out everywhere and confirms their e-mail', async () => {
    const m = await t.member();
    await forgotAndMailed(m.email);
    const link = resetLink(t, m.email);
    expect(link.url).toBe(`${t.config.appUrl}/reset-password/${encodeURIComponent(m.email)}/${link.token}`);
    const res = await reset(link.email, link.token, 'a brand new password');
    expect(res.status).toBe(200);
    expect((await json(res)).data.message).toMatch(/reset/);
    expect((await t.api('GET', '/v1/auth/profile', { token: m.token })).status).toBe(401);
    expect((await login(m.email, m.password)).status).toBe(422);
    expect((await login(m.email, 'a brand new password')).status).toBe(200);
    expect(mailsTo(t, m.email).map((x) => x.subject)).toContain('Your password was changed');

    const reused = await reset(link.email, link.token, 'yet another password');
    expect(reused.status).toBe(422);
    expect((await json(reused)).errors.token[0]).toMatch(/invalid, has expired or has already been used/);
    expect((await login(m.email, 'a brand new password')).status).toBe(200);
  });

  it('refuses a link after 60 minutes', async () => {
    const m = await t.member();
    await forgotAndMailed(m.email);
    const link = resetLink(t, m.email);
    const [row] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, m.id));
    expect(row!.expiresAt.getTime() - row!.createdAt.getTime()).toBe(60 * 60_000);
    await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, m.id));
    expect((await reset(link.email, link.token, 'a brand new password')).status).toBe(422);
    expect((await login(m.email, m.password)).status).toBe(200);
  });

  it('refuses a value used with another member’s e-mail, and keeps it usable for its owner', async () => {
    const a = await t.member();
    const b = await t.member();
    await forgotAndMailed(a.email);
    const link = resetLink(t, a.email);
    expect((await reset(b.email, link.token, 'hijacked password!')).status).toBe(422);
    expect((await login(b.email, 'hijacked password!')).status).toBe(422);
    expect((await reset(a.email, link.token, 'the rightful new one')).status).toBe(200);
  });

  it('answers 422 with field errors for a weak or mismatched password, and does not use up the link', async () => {
    const m = await t.member();
    await forgotAndMailed(m.email);
    const link = resetLink(t, m.email);
    const weak = await reset(link.email, link.token, 'short');
    expect(weak.status).toBe(422);
    expect((await json(weak)).errors.password).toEqual(['The password must be at least 8 characters.']);
    const mismatch = await reset(link.email, link.token, 'long enough one', 'long enough two');
    expect((await json(mismatch)).errors.password_confirmation).toEqual(['The two passwords do not match.']);
    expect((await reset(link.email, link.token, 'long enough one')).status).toBe(200);
  });

  it('answers 429 after 10 attempts from one address in 10 minutes', async () => {
    const address = '198.18.5.5';
    const attempt = () =>
      t.api('POST', '/v1/auth/password/reset/someone%40example.test/guess-0000000000000000000000', { json: { password: 'long enough one', password_confirmation: 'long enough one' }, ip: address });
    for (let i = 0; i < 10; i++) expect((await attempt()).status).toBe(422);
    const res = await attempt();
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('only the newest link works when several were requested', async () => {
    const m = await t.member();
    await forgotAndMailed(m.email);
    const first = resetLink(t, m.email);
    await forgotAndMailed(m.email);
    const second = resetLink(t, m.email);
    expect((await reset(m.email, first.token, 'from the old mail')).status).toBe(422);
    expect((await reset(m.email, second.token, 'from the new mail')).status).toBe(200);
  });
});

describe('POST /v1/auth/password/change', () => {
  const change = (token: string | undefined, body: Record<string, string>) => t.api('POST', '/v1/auth/password/change', { token, json: body });

  it('answers 401 without a token', async () => {
    expect((await change(undefined, { current_password: 'x', password: 'new password 1', password_confirmation: 'new password 1' })).status).toBe(401);
  });

  it('requires the current password', async () => {
    const m = await t.member();
    const res = await change(m.token, { current_password: 'not it at all', password: 'new password 1', password_confirmation: 'new password 1' });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ current_password: ['The current password is not correct.'] });
    expect((await login(m.email, m.password)).status).toBe(200);
  });

  it('answers 422 with field errors', async () => {
    const m = await t.member();
    const res = await change(m.token, { current_password: '', password: 'short', password_confirmation: '' });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.current_password).toEqual(['Please enter your current password.']);
    expect(errors.password).toEqual(['The password must be at least 8 characters.']);
    const same = await change(m.token, { current_password: m.password, password: m.password, password_confirmation: m.password });
    expect((await json(same)).errors.password).toEqual(['The new password must be different from the current one.']);
  });

  it('changes it, keeps this session, signs out the others and sends a heads-up', async () => {
    const m = await t.member();
    const otherDevice = (await json(await login(m.email, m.password))).data.token as string;
    const res = await change(m.token, { current_password: m.password, password: 'my new calm password', password_confirmation: 'my new calm password' });
    expect(res.status).toBe(200);
    expect((await t.api('GET', '/v1/auth/profile', { token: m.token })).status).toBe(200);
    expect((await t.api('GET', '/v1/auth/profile', { token: otherDevice })).status).toBe(401);
    expect((await login(m.email, m.password)).status).toBe(422);
    expect((await login(m.email, 'my new calm password')).status).toBe(200);
    const [mail] = mailsTo(t, m.email);
    expect(mail!.subject).toBe('Your password was changed');
  });

  it('answers 429 after 5 attempts in a minute', async () => {
    const m = await t.member();
    for (let i = 0; i < 5; i++) await change(m.token, { current_password: `guess ${i}`, password: 'new password 1', password_confirmation: 'new password 1' });
    const res = await change(m.token, { current_password: m.password, password: 'new password 1', password_confirmation: 'new password 1' });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });
});
