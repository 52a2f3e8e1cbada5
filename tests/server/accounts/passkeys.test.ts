// Passkeys over the API (docs/security.md, "Passkeys"), with a software authenticator that signs as
// a real one does: adding one from a session (named, dated, the session then counting as two
// factors), signing in with it without an e-mail, challenges that work once and only for their
// purpose, another origin refused, a counter gone back refused and reported, removal, and the
// studio opening for an admin once a passkey is added.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passkeys, securityEvents, webauthnChallenges } from '../../../src/server/db/schema/index.ts';
import { relyingParty } from '../../../src/server/accounts/service/passkeys.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { SoftwareAuthenticator } from '../../helpers/software-authenticator.ts';
import { json, mailsTo } from './support.ts';

let t: TestContext;
let rp: { id: string; origin: string };
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  rp = relyingParty(t.config.appUrl);
});
afterAll(() => t.close());

const creationOptions = async (token: string) => (await json(await t.api('POST', '/v1/auth/passkeys/options', { token }))).data;
const requestOptions = async () => (await json(await t.api('POST', '/v1/auth/passkey-login/options'))).data;

async function addPasskey(m: { token: string }, name = 'Work laptop') {
  const key = new SoftwareAuthenticator(rp.id, rp.origin);
  const res = await t.api('POST', '/v1/auth/passkeys', { token: m.token, json: { name, response: key.register(await creationOptions(m.token)) } });
  expect(res.status, await res.clone().text()).toBe(201);
  return { key, passkey: (await json(res)).data };
}

const events = async (userId: number) => (await t.db.select({ kind: securityEvents.kind }).from(securityEvents).where(eq(securityEvents.userId, userId))).map((e) => e.kind);

describe('adding a passkey', () => {
  it('asks for a discoverable, verified credential for APP_URL’s host, and stores the named passkey', async () => {
    const m = await t.member();
    const options = await creationOptions(m.token);
    expect(options).toMatchObject({ rp: { id: rp.id, name: 'Wellspring' }, user: { name: m.email }, authenticatorSelection: { residentKey: 'required', userVerification: 'required' } });
    const key = new SoftwareAuthenticator(rp.id, rp.origin);
    const res = await t.api('POST', '/v1/auth/passkeys', { token: m.token, json: { name: '  Phone  ', response: key.register(options) } });
    expect(res.status).toBe(201);
    expect((await json(res)).data).toMatchObject({ name: 'Phone', synced: true, backed_up: true, last_used_at: null });
    const list = (await json(await t.api('GET', '/v1/auth/passkeys', { token: m.token }))).data;
    expect(list).toHaveLength(1);
    expect(list[0].created_at).toMatch(/^\d{4}-\d\d-\d\dT/);
    // The device verified the member: this session now counts as two factors.
    expect((await json(await t.api('GET', '/v1/auth/two-factor', { token: m.token }))).data).toMatchObject({ passkeys: 1, session_second_factor: 'passkey' });
    expect(await events(m.id)).toContain('passkey.added');
    expect((await mailsTo(t, m.email, 1)).map((mail) => mail.subject)).toContain('A passkey was added to your account');
  });

  it('refuses a replayed answer, another origin and a second registration of one key, storing nothing', async () => {
    const m = await t.member();
    const key = new SoftwareAuthenticator(rp.id, rp.origin);
    const options = await creationOptions(m.token);
    const answer = key.register(options);
    expect((await t.api('POST', '/v1/auth/passkeys', { token: m.token, json: { name: 'Phone', response: answer } })).status).toBe(201);
    const replay = await t.api('POST', '/v1/auth/passkeys', { token: m.token, json: { name: 'Phone again', response: answer } });
    expect(replay.status).toBe(422);
    expect((await json(replay)).errors.response[0]).toMatch(/expired or was already used/);

    const elsewhere = new SoftwareAuthenticator(rp.id, rp.origin);
    const phished = await t.api('POST', '/v1/auth/passkeys', { token: m.token, json: { name: 'Phished', response: elsewhere.register(await creationOptions(m.token), { origin: 'https://wellspring.example.evil' }) } });
    expect(phished.status).toBe(422);
    const again = await t.api('POST', '/v1/auth/passkeys', { token: m.token, json: { name: 'Twice', response: key.register(await creationOptions(m.token)) } });
    expect(again.status).toBe(422);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, m.id))).toHaveLength(1);
  });

  it('will not finish with another member’s challenge', async () => {
    const [a, b] = [await t.member(), await t.member()];
    const key = new SoftwareAuthenticator(rp.id, rp.origin);
    const res = await t.api('POST', '/v1/auth/passkeys', { token: b.token, json: { name: 'Stolen', response: key.register(await creationOptions(a.token)) } });
    expect(res.status).toBe(422);
    expect(await t.db.select().from(passkeys).where(eq(passkeys.userId, b.id))).toHaveLength(0);
  });

  it('answers 422 with field errors for a missing name or response, and 401 without a token', async () => {
    const m = await t.member();
    const res = await t.api('POST', '/v1/auth/passkeys', { token: m.token, json: { name: '' } });
    expect(res.status).toBe(422);
    expect(Object.keys((await json(res)).errors).sort()).toEqual(['name', 'response']);
    for (const [method, path] of [['GET', '/v1/auth/passkeys'], ['POST', '/v1/auth/passkeys/options'], ['POST', '/v1/auth/passkeys'], ['DELETE', '/v1/auth/passkeys/1']] as const) {
      expect((await t.api(method, path, { json: method === 'POST' ? {} : undefined })).status, `${method} ${path}`).toBe(401);
    }
  });
});

describe('signing in with a passkey', () => {
  it('signs in without an e-mail, as both factors, and sets the device cookie', async () => {
    const m = await t.member();
    const { key, passkey } = await addPasskey(m);
    const options = await requestOptions();
    expect(options).toMatchObject({ rpId: rp.id, userVerification: 'required' });
    expect(options.allowCredentials ?? []).toEqual([]);
    const res = await t.api('POST', '/v1/auth/passkey-login', { json: { response: key.signIn(options) }, headers: { 'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) Chrome/131.0 Safari/537.36' } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect(res.headers.get('set-cookie')).toMatch(/ws_device=wsd_[^;]+;.*HttpOnly/i);
    const { token, user } = (await json(res)).data;
    expect(user.id).toBe(m.id);
    expect((await json(await t.api('GET', '/v1/auth/two-factor', { token }))).data.session_second_factor).toBe('passkey');
    const [row] = await t.db.select().from(passkeys).where(eq(passkeys.id, passkey.id));
    expect(row).toMatchObject({ counter: 1 });
    expect(row!.lastUsedAt).not.toBeNull();
  });

  it('uses each challenge once: a replayed answer is refused', async () => {
    const m = await t.member();
    const { key } = await addPasskey(m);
    const answer = key.signIn(await requestOptions());
    expect((await t.api('POST', '/v1/auth/passkey-login', { json: { response: answer } })).status).toBe(200);
    const replay = await t.api('POST', '/v1/auth/passkey-login', { json: { response: answer } });
    expect(replay.status).toBe(422);
    expect((await json(replay)).errors.response[0]).toMatch(/expired or was already used/);
  });

  it('refuses an expired challenge, another origin and an unknown passkey', async () => {
    const m = await t.member();
    const { key } = await addPasskey(m);
    const stale = await requestOptions();
    await t.db.update(webauthnChallenges).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(webauthnChallenges.challenge, stale.challenge));
    expect((await t.api('POST', '/v1/auth/passkey-login', { json: { response: key.signIn(stale) } })).status).toBe(422);
    expect((await t.api('POST', '/v1/auth/passkey-login', { json: { response: key.signIn(await requestOptions(), { origin: 'https://evil.example' }) } })).status).toBe(422);
    const stranger = new SoftwareAuthenticator(rp.id, rp.origin);
    const unknown = await t.api('POST', '/v1/auth/passkey-login', { json: { response: stranger.signIn(await requestOptions()) } });
    expect(unknown.status).toBe(422);
    expect((await json(unknown)).errors.response[0]).toMatch(/not registered/);
  });

  it('refuses a passkey whose counter went back, reports it, and keeps the stored counter', async () => {
    const m = await t.member();
    const { key, passkey } = await addPasskey(m);
    expect((await t.api('POST', '/v1/auth/passkey-login', { json: { response: key.signIn(await requestOptions(), { counter: 7 }) } })).status).toBe(200);
    const cloned = await t.api('POST', '/v1/auth/passkey-login', { json: { response: key.signIn(await requestOptions(), { counter: 3 }) } });
    expect(cloned.status).toBe(422);
    expect((await json(cloned)).errors.response[0]).toMatch(/may have been copied/);
    expect((await t.db.select().from(passkeys).where(eq(passkeys.id, passkey.id)))[0]!.counter).toBe(7);
    expect(await events(m.id)).toContain('passkey.cloned');
    expect(t.logLines.some((line) => line.includes('passkey counter went back'))).toBe(true);
  });

  it('answers 422 for a body without a credential', async () => {
    const res = await t.api('POST', '/v1/auth/passkey-login', { json: {} });
    expect(res.status).toBe(422);
    expect((await json(res)).errors.response).toBeDefined();
  });
});

describe('removing a passkey', () => {
  it('removes the member’s own, refuses someone else’s with 404, and mails the member', async () => {
    const [owner, other] = [await t.member(), await t.member()];
    const { key, passkey } = await addPasskey(owner);
    expect((await t.api('DELETE', `/v1/auth/passkeys/${passkey.id}`, { token: other.token })).status).toBe(404);
    const res = await t.api('DELETE', `/v1/auth/passkeys/${passkey.id}`, { token: owner.token });
    expect(res.status).toBe(200);
    expect((await json(res)).data.message).toMatch(/Work laptop/);
    expect((await json(await t.api('GET', '/v1/auth/passkeys', { token: owner.token }))).data).toEqual([]);
    expect(await events(owner.id)).toContain('passkey.removed');
    expect((await t.api('POST', '/v1/auth/passkey-login', { json: { response: key.signIn(await requestOptions()) } })).status).toBe(422);
    // With no factor left, the session no longer counts as having proved one.
    expect((await json(await t.api('GET', '/v1/auth/two-factor', { token: owner.token }))).data.session_second_factor).toBeNull();
  });
});

describe('the studio and passkeys', () => {
  it('refuses an admin’s password-only session with a worded 403, and opens once a passkey is added', async () => {
    const admin = await t.member({ role: 'admin', secondFactor: null });
    const refused = await t.api('GET', '/v1/admin/plans', { token: admin.token });
    expect(refused.status).toBe(403);
    const body = await json(refused);
    expect(body.message).toMatch(/needs two-step sign-in/);
    expect(body.errors.second_factor).toHaveLength(1);
    await addPasskey(admin);
    expect((await t.api('GET', '/v1/admin/plans', { token: admin.token })).status).toBe(200);
  });
});
