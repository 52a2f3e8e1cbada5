// Registration, the verification e-mail and its link, and sending the link again.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { RegisterResultSchema, UserSchema } from '../../../src/lib/schemas/accounts.ts';
import { oneTimeTokens, users } from '../../../src/server/db/schema/index.ts';
import { REGISTER_ANSWER_MS } from '../../../src/server/accounts/service/register.ts';
import { RESEND_ANSWER_MS } from '../../../src/server/accounts/service/resend-verification.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { json, mailsTo, newRegistration, verificationLink } from './support.ts';

let t: TestContext;
let ipCounter = 0;
/** A fresh client address per test, so the per-address limits only bite where a test wants them to. */
const ip = () => `198.51.100.${(ipCounter += 1)}`;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

/** Registers, and once accepted waits for the e-mail it sends in the background (the answer does not). */
async function register(body: unknown, address = ip()): Promise<Response> {
  const before = t.outbox().length;
  const res = await t.api('POST', '/v1/auth/register', { json: body, ip: address });
  if (res.status === 201) await expect.poll(() => t.outbox().length, { timeout: 10_000 }).toBeGreaterThan(before);
  return res;
}

describe('POST /v1/auth/register', () => {
  it('creates the member with a hashed password and mails a verification link (text and HTML)', async () => {
    const input = newRegistration({ name: '  Zoë Example ', email: 'Zoe.Example@Example.TEST' });
    const res = await register(input);
    expect(res.status).toBe(201);
    const body = await json(res);
    expect(RegisterResultSchema.parse(body.data)).toEqual({ email: 'zoe.example@example.test', message: expect.stringContaining('zoe.example@example.test') });
    expect(JSON.stringify(body)).not.toContain(input.password);

    const [row] = await t.db.select().from(users).where(eq(users.email, 'zoe.example@example.test'));
    expect(row!.name).toBe('Zoë Example');
    expect(row!.passwordHash).toMatch(/^scrypt\$/);
    expect(row!.passwordHash).not.toContain(input.password);
    expect(row!.emailVerifiedAt).toBeNull();

    const [mail] = await mailsTo(t, 'zoe.example@example.test', 1);
    expect(mail!.subject).toBe('Confirm your e-mail address');
    expect(mail!.text).toContain('Hi Zoë Example,');
    expect(mail!.html).toContain('Hi Zoë Example,');
    const link = await verificationLink(t, 'zoe.example@example.test');
    expect(link.url).toBe(`${t.config.appUrl}/email/verify/${row!.id}/${link.token}`);
    expect(mail!.html).toContain(`href="${link.url}"`);
    // Only a hash of the link's value is stored.
    const stored = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, row!.id));
    expect(stored).toHaveLength(1);
    expect(stored[0]!.purpose).toBe('verify_email');
    expect(stored[0]!.tokenHash).not.toContain(link.token);
  });

  it('answers 422 with an error beside every bad field', async () => {
    const res = await register({ name: ' ', email: 'not-an-email', password: 'short', password_confirmation: 'different', terms: false });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.name).toEqual(['Please enter your name.']);
    expect(errors.email).toEqual(['Please enter a valid e-mail address, like name@example.com.']);
    expect(errors.password).toEqual(['The password must be at least 8 characters.']);
    expect(errors.password_confirmation).toBeUndefined(); // the match is checked once the fields are valid
    expect(errors.terms).toEqual(['Please accept the terms and conditions to continue.']);
  });

  it('reports mismatched passwords on password_confirmation', async () => {
    const res = await register(newRegistration({ password_confirmation: 'something else entirely' }));
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ password_confirmation: ['The two passwords do not match.'] });
  });

  it('answers an empty body with the field errors, not a 500', async () => {
    const res = await t.api('POST', '/v1/auth/register', { ip: ip() });
    expect(res.status).toBe(422);
    expect(Object.keys((await json(res)).errors)).toEqual(expect.arrayContaining(['name', 'email', 'password', 'terms']));
  });

  it('accepts a form post with the terms checkbox as "on"', async () => {
    const input = newRegistration();
    const form = new URLSearchParams({ ...input, terms: 'on' } as Record<string, string>);
    const res = await t.api('POST', '/v1/auth/register', { body: form, headers: { 'content-type': 'application/x-www-form-urlencoded' }, ip: ip() });
    expect(res.status).toBe(201);
  });

  it('answers an address that already has an account exactly as a new one, and e-mails its owner instead', async () => {
    const input = newRegistration();
    const first = await register(input);
    const again = await register({ ...input, name: 'Someone Else', email: input.email.toUpperCase(), password: 'another password 9', password_confirmation: 'another password 9' });
    expect(again.status).toBe(first.status);
    expect(await again.text()).toBe(await first.text());
    const rows = await t.db.select().from(users).where(sql`lower(${users.email}) = ${input.email}`);
    expect(rows).toHaveLength(1);
    expect(rows[0]!.name).toBe(input.name);
    await expect.poll(async () => (await mailsTo(t, input.email)).map((m) => m.subject), { timeout: 10_000 }).toEqual(['Confirm your e-mail address', 'You already have a Wellspring account']);
    const notice = (await mailsTo(t, input.email, 2))[1]!;
    expect(notice.text).toContain(`Hi ${input.name},`);
    expect(notice.text).toContain('no new account was made');
    expect(notice.text).toContain('/forgot-password');
  });

  it('takes the same time for a new address and a taken one', async () => {
    const taken = newRegistration();
    await register(taken);
    const timed = async (body: unknown) => {
      const started = performance.now();
      expect((await register(body)).status).toBe(201);
      return performance.now() - started;
    };
    const fresh: number[] = [];
    const existing: number[] = [];
    for (let i = 0; i < 4; i++) {
      fresh.push(await timed(newRegistration()));
      existing.push(await timed(taken));
    }
    expect(Math.min(...fresh, ...existing)).toBeGreaterThanOrEqual(REGISTER_ANSWER_MS - 5);
    // The fastest of each kind: a busy machine only ever adds time, so the minimum is the answer time.
    expect(Math.abs(Math.min(...fresh) - Math.min(...existing))).toBeLessThan(100);
  });

  it('answers 429 with Retry-After after 10 registrations from one address in 10 minutes', async () => {
    const address = ip();
    for (let i = 0; i < 10; i++) expect((await register(newRegistration(), address)).status).toBe(201);
    const res = await register(newRegistration(), address);
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('requires the bot check when a reCAPTCHA secret is configured', async () => {
    const guarded = await createTestContext({ seeded: false, env: { RECAPTCHA_SECRET: 'test-secret', PUBLIC_RECAPTCHA_SITE_KEY: 'site-key' } });
    try {
      const res = await guarded.api('POST', '/v1/auth/register', { json: newRegistration() });
      expect(res.status).toBe(422);
      expect((await json(res)).errors.recaptcha_token).toEqual(['Please confirm that you are not a robot, then send the form again.']);
      expect(guarded.outbox()).toEqual([]);
    } finally {
      await guarded.close();
    }
  });
});

describe('POST /v1/auth/email/verify/{hash1}/{hash2}', () => {
  it('confirms the address once; the profile then says email_verified', async () => {
    const input = newRegistration();
    await register(input);
    const { id, token } = await verificationLink(t, input.email);
    const res = await t.api('POST', `/v1/auth/email/verify/${id}/${token}`, { ip: ip() });
    expect(res.status).toBe(200);
    expect((await json(res)).data.message).toMatch(/confirmed/);

    const login = await json(await t.api('POST', '/v1/auth/login', { json: { email: input.email, password: input.password }, ip: ip() }));
    const user = UserSchema.parse(login.data.user);
    expect(user.email_verified).toBe(true);

    const reused = await t.api('POST', `/v1/auth/email/verify/${id}/${token}`, { ip: ip() });
    expect(reused.status).toBe(422);
    expect((await json(reused)).errors.token[0]).toMatch(/invalid, has expired or has already been used/);
  });

  it('refuses a value that belongs to another member, a made-up value and a malformed id', async () => {
    const a = newRegistration();
    const b = newRegistration();
    await register(a);
    await register(b);
    const linkA = await verificationLink(t, a.email);
    const linkB = await verificationLink(t, b.email);
    expect((await t.api('POST', `/v1/auth/email/verify/${linkB.id}/${linkA.token}`, { ip: ip() })).status).toBe(422);
    expect((await t.api('POST', `/v1/auth/email/verify/${linkA.id}/not-a-real-value-at-all-1234567890`, { ip: ip() })).status).toBe(422);
    const malformed = await t.api('POST', `/v1/auth/email/verify/abc/${linkA.token}`, { ip: ip() });
    expect(malformed.status).toBe(422);
    expect((await json(malformed)).errors.hash1).toBeDefined();
    // Both links still work afterwards: failed attempts consume nothing.
    expect((await t.api('POST', `/v1/auth/email/verify/${linkA.id}/${linkA.token}`, { ip: ip() })).status).toBe(200);
  });

  it('answers 429 after 20 attempts from one address in 10 minutes', async () => {
    const address = ip();
    for (let i = 0; i < 20; i++) expect((await t.api('POST', `/v1/auth/email/verify/1/guess-${i}-0000000000000000000000`, { ip: address })).status).toBe(422);
    const res = await t.api('POST', '/v1/auth/email/verify/1/guess-x-0000000000000000000000', { ip: address });
    expect(res.status).toBe(429);
    expect(res.headers.get('retry-after')).toBeTruthy();
  });

  it('refuses an expired link', async () => {
    const input = newRegistration();
    await register(input);
    const { id, token } = await verificationLink(t, input.email);
    await t.db.update(oneTimeTokens).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(oneTimeTokens.userId, Number(id)));
    expect((await t.api('POST', `/v1/auth/email/verify/${id}/${token}`, { ip: ip() })).status).toBe(422);
  });
});

describe('POST /v1/auth/email/resend', () => {
  it('gives one answer, after the same time, for unverified, verified and unknown addresses, and mails only the unverified', async () => {
    const unverified = newRegistration();
    await register(unverified);
    const verified = await t.member();
    const emails = [unverified.email, verified.email, 'nobody-here@example.test'];
    const answers: Array<Array<{ status: number; body: string; ms: number }>> = [[], [], []];
    // Three rounds, interleaved, so a passing stall of the machine hits every kind alike.
    for (let round = 0; round < 3; round++) {
      for (const [i, email] of emails.entries()) {
        const started = performance.now();
        const res = await t.api('POST', '/v1/auth/email/resend', { json: { email }, ip: ip() });
        answers[i]!.push({ status: res.status, body: await res.text(), ms: performance.now() - started });
      }
    }
    const all = answers.flat();
    expect(all[0]!.status).toBe(202);
    for (const a of all) expect({ status: a.status, body: a.body }).toEqual({ status: all[0]!.status, body: all[0]!.body });
    for (const a of all) expect(a.ms).toBeGreaterThanOrEqual(RESEND_ANSWER_MS - 5);
    // The fastest of each kind: a busy machine only ever adds time, so the minimum is the answer time.
    const fastest = answers.map((kind) => Math.min(...kind.map((a) => a.ms)));
    expect(Math.max(...fastest) - Math.min(...fastest)).toBeLessThan(100);
    await expect.poll(() => mailsTo(t, unverified.email), { timeout: 10_000 }).toHaveLength(4);
    expect(await mailsTo(t, verified.email)).toHaveLength(0);
  });

  it('makes the earlier link stop working once a new one is sent', async () => {
    const input = newRegistration();
    await register(input);
    const first = await verificationLink(t, input.email);
    await t.api('POST', '/v1/auth/email/resend', { json: { email: input.email }, ip: ip() });
    await expect.poll(() => mailsTo(t, input.email), { timeout: 10_000 }).toHaveLength(2);
    const second = await verificationLink(t, input.email, 2);
    expect(second.token).not.toBe(first.token);
    expect((await t.api('POST', `/v1/auth/email/verify/${first.id}/${first.token}`, { ip: ip() })).status).toBe(422);
    expect((await t.api('POST', `/v1/auth/email/verify/${second.id}/${second.token}`, { ip: ip() })).status).toBe(200);
  });

  it('answers 422 for a bad address and 429 after 3 requests for one e-mail', async () => {
    const bad = await t.api('POST', '/v1/auth/email/resend', { json: { email: 'nope' }, ip: ip() });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors.email).toHaveLength(1);
    const email = 'limited@example.test';
    for (let i = 0; i < 3; i++) expect((await t.api('POST', '/v1/auth/email/resend', { json: { email }, ip: ip() })).status).toBe(202);
    const limited = await t.api('POST', '/v1/auth/email/resend', { json: { email }, ip: ip() });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
  });
});

describe('the OpenAPI contract', () => {
  it('declares every accounts route, with bearer security on member routes', async () => {
    const doc = await json(await t.api('GET', '/v1/openapi.json'));
    const expected: Array<[string, string, boolean]> = [
      ['/auth/register', 'post', false],
      ['/auth/login', 'post', false],
      ['/auth/logout', 'post', true],
      ['/auth/email/verify/{hash1}/{hash2}', 'post', false],
      ['/auth/email/resend', 'post', false],
      ['/auth/password/forgot', 'post', false],
      ['/auth/password/reset/{hash1}/{hash2}', 'post', false],
      ['/auth/password/change', 'post', true],
      ['/auth/profile', 'get', true],
      ['/auth/profile', 'put', true],
      ['/auth/home', 'get', true],
      ['/auth/subscription/status', 'get', true],
      ['/auth/address/default', 'get', true],
      ['/auth/address/default', 'put', true],
      ['/auth/address/default', 'delete', true],
      ['/auth/notification-settings', 'get', true],
      ['/auth/notification-settings', 'put', true],
      ['/auth/account/cancel', 'post', true],
      ['/auth/export', 'get', true],
      ['/media/avatars/{file}', 'get', false],
    ];
    for (const [path, method, member] of expected) {
      const op = doc.paths[`/v1${path}`]?.[method];
      expect(op, `${method} ${path}`).toBeDefined();
      expect(Boolean(op.security?.length), `${method} ${path} security`).toBe(member);
    }
  });
});
