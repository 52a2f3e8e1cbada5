// Signed-in devices and security events (docs/security.md, "Sessions and devices", "Security
// e-mails"): the list with browser, system, network and the current session; revoking one or all
// others, refused at once; last seen written at most once a minute; the new-device e-mail; and a
// security_events row with an e-mail for a password change and for revoked sessions.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { hashToken } from '../../../src/server/auth/tokens.ts';
import { accessTokens, securityEvents } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { json, mailsTo } from './support.ts';

const FIREFOX_WIN = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:121.0) Gecko/20100101 Firefox/121.0';
const FIREFOX_WIN_NEWER = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64; rv:128.0) Gecko/20100101 Firefox/128.0';
const SAFARI_IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

async function signIn(m: { email: string; password: string }, userAgent: string, ip = '198.51.100.23'): Promise<string> {
  const res = await t.api('POST', '/v1/auth/login', { json: { email: m.email, password: m.password }, headers: { 'user-agent': userAgent }, ip });
  expect(res.status).toBe(200);
  return (await json(res)).data.token as string;
}
const list = async (token: string, query = '') => t.api('GET', `/v1/auth/sessions${query}`, { token });
const subjects = async (email: string) => (await mailsTo(t, email)).map((m) => m.subject);

describe('GET /v1/auth/sessions', () => {
  it('lists live sessions with browser, system, network, first and last seen, the current one first', async () => {
    const m = await t.member();
    const firefox = await signIn(m, FIREFOX_WIN, '203.0.113.45');
    const iphone = await signIn(m, SAFARI_IPHONE, '2001:db8:1234:5::9');
    await t.api('POST', '/v1/auth/logout', { token: m.token });
    const res = await list(iphone);
    expect(res.status).toBe(200);
    const page = await json(res);
    expect(page.meta).toMatchObject({ page: 1, total: 2 });
    expect(page.data).toEqual([
      expect.objectContaining({ browser: 'Safari', os: 'iOS', device: 'Safari on iOS', network: '2001:db8:1234::/48', current: true }),
      expect.objectContaining({ browser: 'Firefox', os: 'Windows', device: 'Firefox on Windows', network: '203.0.113.x', current: false }),
    ]);
    expect(page.data[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(page.data[1].last_seen_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(JSON.stringify(page)).not.toContain('203.0.113.45');
    expect(firefox).not.toBe(iphone);
  });

  it('refuses a bad page with field errors (422) and answers no token with 401', async () => {
    const m = await t.member();
    const bad = await list(m.token, '?per_page=1000');
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toHaveProperty('per_page');
    expect((await t.api('GET', '/v1/auth/sessions')).status).toBe(401);
  });

  it('writes last seen at most once a minute per token', async () => {
    const m = await t.member();
    const seen = async (token: string) => (await t.db.select({ at: accessTokens.lastUsedAt }).from(accessTokens).where(eq(accessTokens.tokenHash, hashToken(token))))[0]!.at!;
    // Seen half a minute ago: not written again.
    const recent = await signIn(m, FIREFOX_WIN);
    const old = new Date(Date.now() - 30_000);
    await t.db.update(accessTokens).set({ lastUsedAt: old }).where(eq(accessTokens.tokenHash, hashToken(recent)));
    await list(recent);
    expect((await seen(recent)).getTime()).toBe(old.getTime());
    // Seen over a minute ago: written now.
    const stale = await signIn(m, SAFARI_IPHONE);
    await t.db.update(accessTokens).set({ lastUsedAt: new Date(Date.now() - 61_000) }).where(eq(accessTokens.tokenHash, hashToken(stale)));
    await list(stale);
    expect((await seen(stale)).getTime()).toBeGreaterThan(Date.now() - 5_000);
  });
});

describe('DELETE /v1/auth/sessions/{id}', () => {
  it('signs the device out at once, records the event and e-mails the member', async () => {
    const m = await t.member();
    const here = await signIn(m, FIREFOX_WIN);
    const there = await signIn(m, SAFARI_IPHONE);
    const other = (await json(await list(here))).data.find((s: { current: boolean; device: string }) => !s.current && s.device === 'Safari on iOS');
    const res = await t.api('DELETE', `/v1/auth/sessions/${other.id}`, { token: here, headers: { 'user-agent': FIREFOX_WIN } });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ revoked: 1 });
    expect((await list(there)).status).toBe(401);
    expect((await list(here)).status).toBe(200);
    const [event] = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, m.id));
    expect(event).toMatchObject({ kind: 'session.revoked', device: 'Firefox on Windows', network: '203.0.113.x' });
    const mail = (await mailsTo(t, m.email)).find((x) => x.subject === 'A device was signed out of your account');
    expect(mail?.text).toContain('Device: Firefox on Windows, network 203.0.113.x.');
    expect(mail?.text).toContain('If this was not you');
    // Once revoked it is gone: a second try is a 404.
    expect((await t.api('DELETE', `/v1/auth/sessions/${other.id}`, { token: here })).status).toBe(404);
  });

  it('answers someone else’s session with 404 and leaves it working', async () => {
    const owner = await t.member();
    const stranger = await t.member();
    const ownerToken = await signIn(owner, FIREFOX_WIN);
    const [row] = await t.db.select({ id: accessTokens.id }).from(accessTokens).where(eq(accessTokens.userId, owner.id)).orderBy(accessTokens.id);
    const res = await t.api('DELETE', `/v1/auth/sessions/${row!.id}`, { token: stranger.token });
    expect(res.status).toBe(404);
    expect((await list(ownerToken)).status).toBe(200);
    expect((await list(owner.token)).status).toBe(200);
  });

  it('refuses a bad id with field errors (422) and no token with 401', async () => {
    const m = await t.member();
    const bad = await t.api('DELETE', '/v1/auth/sessions/abc', { token: m.token });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toHaveProperty('id');
    expect((await t.api('DELETE', '/v1/auth/sessions/1')).status).toBe(401);
  });
});

describe('POST /v1/auth/sessions/revoke-others', () => {
  it('signs out every other device and keeps this one; a second call signs out none and mails nothing', async () => {
    const m = await t.member();
    const here = await signIn(m, FIREFOX_WIN);
    const there = await signIn(m, SAFARI_IPHONE);
    const res = await t.api('POST', '/v1/auth/sessions/revoke-others', { token: here });
    expect(res.status).toBe(200);
    expect((await json(res)).data).toMatchObject({ revoked: 2, message: '2 other devices have been signed out.' });
    expect((await list(there)).status).toBe(401);
    expect((await list(m.token)).status).toBe(401);
    expect((await json(await list(here))).data).toHaveLength(1);
    expect(await subjects(m.email)).toContain('Your other devices were signed out');
    const again = await t.api('POST', '/v1/auth/sessions/revoke-others', { token: here });
    expect((await json(again)).data).toMatchObject({ revoked: 0 });
    expect((await t.db.select().from(securityEvents).where(eq(securityEvents.userId, m.id))).map((e) => e.kind)).toEqual(['sessions.revoked']);
  });

  it('answers no token with 401; someone else’s sessions are never touched', async () => {
    const owner = await t.member();
    const stranger = await t.member();
    expect((await t.api('POST', '/v1/auth/sessions/revoke-others')).status).toBe(401);
    expect((await t.api('POST', '/v1/auth/sessions/revoke-others', { token: stranger.token })).status).toBe(200);
    expect((await list(owner.token)).status).toBe(200);
  });
});

describe('the new sign-in e-mail', () => {
  it('is sent for a browser and system family not seen before, not for the first sign-in nor a known family', async () => {
    const m = await t.member();
    await signIn(m, FIREFOX_WIN);
    await signIn(m, FIREFOX_WIN_NEWER);
    expect(await subjects(m.email)).not.toContain('New sign-in to your account');
    await signIn(m, SAFARI_IPHONE, '203.0.113.200');
    const mail = (await mailsTo(t, m.email, 1)).find((x) => x.subject === 'New sign-in to your account');
    expect(mail?.text).toContain('Device: Safari on iOS, network 203.0.113.x.');
    expect(mail?.text).toContain('/settings#devices');
    await signIn(m, SAFARI_IPHONE);
    await new Promise((r) => setTimeout(r, 200));
    expect((await subjects(m.email)).filter((s) => s === 'New sign-in to your account')).toHaveLength(1);
  });
});

describe('security events', () => {
  it('a password change writes a row and e-mails the time and device', async () => {
    const m = await t.member();
    const token = await signIn(m, FIREFOX_WIN);
    const res = await t.api('POST', '/v1/auth/password/change', {
      token, headers: { 'user-agent': FIREFOX_WIN },
      json: { current_password: m.password, password: `${m.password} new`, password_confirmation: `${m.password} new` },
    });
    expect(res.status).toBe(200);
    const rows = await t.db.select().from(securityEvents).where(eq(securityEvents.userId, m.id));
    expect(rows).toEqual([expect.objectContaining({ kind: 'password.changed', device: 'Firefox on Windows', network: '203.0.113.x' })]);
    const mail = (await mailsTo(t, m.email)).find((x) => x.subject === 'Your password was changed');
    expect(mail?.text).toMatch(/When: \d{1,2} \w+ \d{4}, \d\d:\d\d UTC\. Device: Firefox on Windows/);
    expect(mail?.text).toContain('/forgot-password');
  });
});

describe('the data export and cancelling', () => {
  it('the export holds each session’s device and network and the security events; cancelling clears them', async () => {
    const m = await t.member();
    const here = await signIn(m, FIREFOX_WIN);
    await signIn(m, SAFARI_IPHONE);
    await t.api('POST', '/v1/auth/sessions/revoke-others', { token: here });
    const exported = await json(await t.api('GET', '/v1/auth/export', { token: here }));
    expect(exported.sessions).toEqual(expect.arrayContaining([expect.objectContaining({ user_agent: SAFARI_IPHONE, network: '198.51.100.x' })]));
    expect(exported.security_events).toEqual([expect.objectContaining({ kind: 'sessions.revoked', device: 'Unknown device' })]);
    expect((await t.api('POST', '/v1/auth/account/cancel', { token: here, json: { password: m.password } })).status).toBe(200);
    expect(await t.db.select().from(securityEvents).where(eq(securityEvents.userId, m.id))).toEqual([]);
    const tokens = await t.db.select({ ua: accessTokens.userAgent, network: accessTokens.network }).from(accessTokens).where(eq(accessTokens.userId, m.id));
    expect(tokens.every((row) => row.ua === null && row.network === null)).toBe(true);
  });
});
