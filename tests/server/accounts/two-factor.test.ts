// Two-step sign-in over the API (docs/security.md, "Second factor"): set-up by QR code and a first
// code, ten recovery codes shown once and kept hashed, the code asked after the password (each code
// once, wrong codes limited per ticket), recovery codes working once, two windows confirming at once,
// turning it off with the password, the studio requiring it, and the device cookie that keeps a known
// device clear of its address's wait (docs/security.md, "Login throttling").
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { RECAPTCHA_VERIFY_URL } from '../../../src/server/shared/bot-check.ts';
import { codeAt, TOTP_PERIOD_SECONDS } from '../../../src/server/auth/totp.ts';
import { LOGIN_THROTTLE } from '../../../src/server/auth/login-throttle.ts';
import { recoveryCodes, securityEvents, users } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { json, mailsTo } from './support.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

const STEP_MS = TOTP_PERIOD_SECONDS * 1000;
/** The code of the step `offset` steps from now (the server accepts one either side). */
const code = (secret: string, offset = 0) => codeAt(secret, Date.now() + offset * STEP_MS);
/** Lets the next code be accepted again, as if half a minute had passed. */
const forgetUsedCodes = (userId: number) => t.db.update(users).set({ totpLastStep: null }).where(eq(users.id, userId));

async function turnOn(m: { id: number; token: string }): Promise<{ secret: string; codes: string[] }> {
  const setup = (await json(await t.api('POST', '/v1/auth/two-factor/setup', { token: m.token }))).data;
  const res = await t.api('POST', '/v1/auth/two-factor/enable', { token: m.token, json: { code: code(setup.secret) } });
  expect(res.status, await res.clone().text()).toBe(200);
  await forgetUsedCodes(m.id);
  return { secret: setup.secret, codes: (await json(res)).data.recovery_codes };
}

const login = (m: { email: string; password: string }, headers: Record<string, string> = {}, ip?: string) => t.api('POST', '/v1/auth/login', { json: { email: m.email, password: m.password }, headers, ip });
const ticketFor = async (m: { email: string; password: string }) => {
  const body = (await json(await login(m))).data;
  expect(body).toMatchObject({ second_factor_required: true, methods: ['totp', 'recovery_code'] });
  expect(body.token).toBeUndefined();
  return body.ticket as string;
};
const finish = (ticket: string, value: string) => t.api('POST', '/v1/auth/login/second-factor', { json: { ticket, code: value } });
const kinds = async (userId: number) => (await t.db.select({ kind: securityEvents.kind }).from(securityEvents).where(eq(securityEvents.userId, userId))).map((e) => e.kind);

describe('setting up two-step sign-in', () => {
  it('gives a secret and its QR code, turns on with a right first code, and shows ten recovery codes once', async () => {
    const m = await t.member();
    const setup = (await json(await t.api('POST', '/v1/auth/two-factor/setup', { token: m.token }))).data;
    expect(setup.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(setup.otpauth_uri).toMatch(/^otpauth:\/\/totp\/Wellspring:.+\?.*secret=[A-Z2-7]+/);
    expect(setup.qr_code).toMatch(/^data:image\/svg\+xml;base64,/);
    // The secret is kept sealed, never as typed.
    const [row] = await t.db.select({ pending: users.totpPendingSecret }).from(users).where(eq(users.id, m.id));
    expect(row!.pending).toMatch(/^v1\./);
    expect(row!.pending).not.toContain(setup.secret);

    const wrong = await t.api('POST', '/v1/auth/two-factor/enable', { token: m.token, json: { code: code(setup.secret, 5) } });
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).errors.code[0]).toMatch(/not right/);
    const res = await t.api('POST', '/v1/auth/two-factor/enable', { token: m.token, json: { code: code(setup.secret) } });
    expect(res.status).toBe(200);
    const codes = (await json(res)).data.recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    codes.forEach((c) => expect(c).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/));
    const stored = await t.db.select({ hash: recoveryCodes.codeHash }).from(recoveryCodes).where(eq(recoveryCodes.userId, m.id));
    expect(stored).toHaveLength(10);
    expect(stored.some((s) => codes.some((c) => s.hash.includes(c.replace('-', ''))))).toBe(false);
    expect((await json(await t.api('GET', '/v1/auth/two-factor', { token: m.token }))).data).toMatchObject({ totp_enabled: true, recovery_codes_left: 10, session_second_factor: 'totp', required_for_studio: false });
    expect(await kinds(m.id)).toContain('second_factor.enabled');
    expect((await mailsTo(t, m.email, 1)).map((mail) => mail.subject)).toContain('Two-step sign-in was turned on');
    // A second set-up while it is on is refused.
    expect((await t.api('POST', '/v1/auth/two-factor/setup', { token: m.token })).status).toBe(409);
  });

  it('lets only one of two windows confirm: the other gets 409 and changes nothing', async () => {
    const m = await t.member();
    const setup = (await json(await t.api('POST', '/v1/auth/two-factor/setup', { token: m.token }))).data;
    const [a, b] = await Promise.all([0, 1].map(() => t.api('POST', '/v1/auth/two-factor/enable', { token: m.token, json: { code: code(setup.secret) } })));
    expect([a!.status, b!.status].sort()).toEqual([200, 409]);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, m.id))).toHaveLength(10);
  });

  it('refuses a set-up left too long, bad codes with field errors, and calls without a token', async () => {
    const m = await t.member();
    const setup = (await json(await t.api('POST', '/v1/auth/two-factor/setup', { token: m.token }))).data;
    await t.db.update(users).set({ totpPendingAt: new Date(Date.now() - 16 * 60_000) }).where(eq(users.id, m.id));
    const expired = await t.api('POST', '/v1/auth/two-factor/enable', { token: m.token, json: { code: code(setup.secret) } });
    expect(expired.status).toBe(422);
    expect((await json(expired)).errors.code[0]).toMatch(/expired/);
    for (const bad of [{}, { code: 'abcdef' }, { code: '12345' }]) {
      const res = await t.api('POST', '/v1/auth/two-factor/enable', { token: m.token, json: bad });
      expect(res.status).toBe(422);
      expect((await json(res)).errors.code).toBeDefined();
    }
    expect((await t.db.select({ on: users.totpEnabledAt }).from(users).where(eq(users.id, m.id)))[0]!.on).toBeNull();
    for (const path of ['/v1/auth/two-factor/setup', '/v1/auth/two-factor/enable', '/v1/auth/two-factor/disable', '/v1/auth/two-factor/recovery-codes']) {
      expect((await t.api('POST', path, { json: {} })).status, path).toBe(401);
    }
    expect((await t.api('GET', '/v1/auth/two-factor')).status).toBe(401);
  });
});

describe('signing in with a code', () => {
  it('asks for the code after the password, accepts each code once, and tells wrong codes apart', async () => {
    const m = await t.member();
    const { secret } = await turnOn(m);
    const ticket = await ticketFor(m);
    const wrong = await finish(ticket, code(secret, 4));
    expect(wrong.status).toBe(422);
    expect((await json(wrong)).errors.code[0]).toMatch(/not right/);
    const current = code(secret);
    const res = await finish(ticket, current);
    expect(res.status).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/ws_device=wsd_.*HttpOnly/i);
    const { token } = (await json(res)).data;
    expect((await t.api('GET', '/v1/auth/profile', { token })).status).toBe(200);
    expect((await json(await t.api('GET', '/v1/auth/two-factor', { token }))).data.session_second_factor).toBe('totp');
    // The ticket is spent, and the same code does not work twice.
    expect((await finish(ticket, code(secret, 1))).status).toBe(422);
    const reused = await finish(await ticketFor(m), current);
    expect(reused.status).toBe(422);
    expect((await json(reused)).errors.code[0]).toMatch(/already been used/);
  });

  it('spends a ticket after five wrong codes', async () => {
    const m = await t.member();
    const { secret } = await turnOn(m);
    const ticket = await ticketFor(m);
    for (let i = 0; i < 5; i++) expect((await finish(ticket, '000000')).status).toBe(422);
    const sixth = await finish(ticket, code(secret));
    expect(sixth.status).toBe(422);
    expect((await json(sixth)).errors.ticket[0]).toMatch(/Too many wrong codes|expired/);
  });

  it('takes each recovery code once, counts what is left, and mails the member', async () => {
    const m = await t.member();
    const { codes } = await turnOn(m);
    const res = await finish(await ticketFor(m), ` ${codes[3]!.toUpperCase()} `);
    expect(res.status).toBe(200);
    const { token } = (await json(res)).data;
    expect((await json(await t.api('GET', '/v1/auth/two-factor', { token }))).data).toMatchObject({ recovery_codes_left: 9, session_second_factor: 'recovery_code' });
    const again = await finish(await ticketFor(m), codes[3]!);
    expect(again.status).toBe(422);
    expect((await json(again)).errors.code[0]).toMatch(/recovery code/);
    expect(await kinds(m.id)).toContain('recovery_code.used');
    expect((await mailsTo(t, m.email, 2)).map((mail) => mail.subject)).toContain('A recovery code was used');
  });

  it('refuses an unknown ticket and bad bodies with field errors', async () => {
    expect((await json(await finish('a-ticket-that-was-never-given-out', '123456'))).errors.ticket).toBeDefined();
    const res = await t.api('POST', '/v1/auth/login/second-factor', { json: {} });
    expect(res.status).toBe(422);
    expect(Object.keys((await json(res)).errors).sort()).toEqual(['code', 'ticket']);
  });
});

describe('turning two-step sign-in off and new recovery codes', () => {
  it('needs the password, then signs in with the password alone; the old codes stop working', async () => {
    const m = await t.member();
    const { codes } = await turnOn(m);
    const renewedWrong = await t.api('POST', '/v1/auth/two-factor/recovery-codes', { token: m.token, json: { password: 'not the password' } });
    expect(renewedWrong.status).toBe(422);
    const renewed = (await json(await t.api('POST', '/v1/auth/two-factor/recovery-codes', { token: m.token, json: { password: m.password } }))).data.recovery_codes;
    expect(renewed).toHaveLength(10);
    expect((await finish(await ticketFor(m), codes[0]!)).status).toBe(422);

    expect((await t.api('POST', '/v1/auth/two-factor/disable', { token: m.token, json: { password: 'wrong' } })).status).toBe(422);
    const off = await t.api('POST', '/v1/auth/two-factor/disable', { token: m.token, json: { password: m.password } });
    expect(off.status).toBe(200);
    expect(await t.db.select().from(recoveryCodes).where(eq(recoveryCodes.userId, m.id))).toHaveLength(0);
    expect((await json(await login(m))).data.token).toMatch(/^ws_/);
    expect((await json(await t.api('GET', '/v1/auth/two-factor', { token: m.token }))).data).toMatchObject({ totp_enabled: false, session_second_factor: null });
    expect(await kinds(m.id)).toContain('second_factor.disabled');
    expect((await t.api('POST', '/v1/auth/two-factor/disable', { token: m.token, json: { password: m.password } })).status).toBe(409);
  });
});

describe('the studio requires a second factor', () => {
  it('refuses an admin’s password-only session with a worded 403 until two-step sign-in is on', async () => {
    const admin = await t.member({ role: 'admin', secondFactor: null });
    const session = (await json(await login(admin))).data.token as string;
    const refused = await t.api('GET', '/v1/admin/plans', { token: session });
    expect(refused.status).toBe(403);
    expect((await json(refused)).errors.second_factor[0]).toMatch(/Turn on two-step sign-in or add a passkey/);
    expect((await json(await t.api('GET', '/v1/auth/two-factor', { token: session }))).data.required_for_studio).toBe(true);
    await turnOn({ id: admin.id, token: session });
    expect((await t.api('GET', '/v1/admin/plans', { token: session })).status).toBe(200);
    // An author's authoring routes too.
    const author = await t.member({ role: 'author', secondFactor: null });
    expect((await t.api('GET', '/v1/admin/courses', { token: author.token })).status).toBe(403);
    // A member still gets the role's answer, not an invitation to enrol.
    const member = await t.member();
    const plain = await json(await t.api('GET', '/v1/admin/plans', { token: member.token }));
    expect(plain.errors).toBeUndefined();
    // Turning it off takes the studio away from the sessions that proved it.
    await t.api('POST', '/v1/auth/two-factor/disable', { token: session, json: { password: admin.password } });
    expect((await t.api('GET', '/v1/admin/plans', { token: session })).status).toBe(403);
  });
});

describe('device cookies', () => {
  it('lets a known device sign in while its address waits for others’ failures', async () => {
    const m = await t.member();
    const ip = '192.0.2.77';
    const first = await login(m, {}, ip);
    const cookie = first.headers.get('set-cookie')!.split(';')[0]!;
    expect(cookie).toMatch(/^ws_device=wsd_/);
    expect(first.headers.get('set-cookie')).toMatch(/Path=\/v1\/auth/);
    const cap = Math.ceil(LOGIN_THROTTLE.perAddressFailures * t.config.rateLimitFactor);
    await t.db.execute(sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${`login:ip:${ip}`}, ${cap + 1}, now() + interval '60 seconds')`);
    expect((await login(m, {}, ip)).status).toBe(429);
    const known = await login(m, { cookie }, ip);
    expect(known.status).toBe(200);
    // The same cookie does not help another account.
    const other = await t.member();
    expect((await login(other, { cookie }, ip)).status).toBe(429);
  });

  it('lets an unknown device past its address’s wait when it passes the bot check, when one is configured', async () => {
    const guarded = await createTestContext({ seeded: false, env: { RECAPTCHA_SECRET: 'test-secret', PUBLIC_RECAPTCHA_SITE_KEY: 'site-key' } });
    // Google's reCAPTCHA lies outside the machine: its answer is stubbed, our side of the check is real.
    const realFetch = globalThis.fetch;
    const score = { value: 0.9 };
    vi.stubGlobal('fetch', async (url: string | URL | Request, init?: RequestInit) =>
      String(url) === RECAPTCHA_VERIFY_URL ? Response.json({ success: true, score: score.value }) : realFetch(url, init),
    );
    try {
      const m = await guarded.member();
      const ip = '192.0.2.88';
      const cap = Math.ceil(LOGIN_THROTTLE.perAddressFailures * guarded.config.rateLimitFactor);
      await guarded.db.execute(sql`INSERT INTO rate_limits (key, count, reset_at) VALUES (${`login:ip:${ip}`}, ${cap + 1}, now() + interval '60 seconds')`);
      const send = (extra: Record<string, string>) => guarded.api('POST', '/v1/auth/login', { json: { email: m.email, password: m.password, ...extra }, ip });
      expect((await send({})).status).toBe(429);
      score.value = 0.1;
      expect((await send({ recaptcha_token: 'a-bot' })).status).toBe(429);
      score.value = 0.9;
      expect((await send({ recaptcha_token: 'a-person' })).status).toBe(200);
    } finally {
      vi.unstubAllGlobals();
      await guarded.close();
    }
  });
});
