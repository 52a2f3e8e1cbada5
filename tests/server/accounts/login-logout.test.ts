// Login (token and member, one answer for every wrong credential, brute-force throttling) and logout.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { LoginResultSchema } from '../../../src/lib/schemas/accounts.ts';
import { DEFAULT_AVATAR } from '../../../src/lib/paths.ts';
import { accessTokens, rateLimits } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { json } from './support.ts';

let t: TestContext;
let ipCounter = 0;
const ip = () => `192.0.2.${(ipCounter += 1)}`;

beforeAll(async () => {
  t = await createTestContext();
});
afterAll(() => t.close());

const login = (email: string, password: string, address = ip()) => t.api('POST', '/v1/auth/login', { json: { email, password }, ip: address });

describe('POST /v1/auth/login', () => {
  it('returns { data: { token, user } } with the default avatar, and the token works', async () => {
    const m = await t.member({ name: 'Lena Login', isMentor: true });
    const res = await login(m.email.toUpperCase(), m.password);
    expect(res.status).toBe(200);
    const body = await json(res);
    const data = LoginResultSchema.parse(body.data);
    expect(data.user).toEqual({
      id: m.id,
      name: 'Lena Login',
      email: m.email,
      avatar_url: DEFAULT_AVATAR,
      gender: null,
      is_mentor: true,
      role: 'member',
      email_verified: true,
      language: 'en',
      created_at: expect.any(String),
    });
    expect(data.token).toMatch(/^ws_/);
    expect(Object.keys(body.data.user).sort()).toEqual(Object.keys(data.user).sort()); // nothing else leaks
    const profile = await t.api('GET', '/v1/auth/profile', { token: data.token });
    expect(profile.status).toBe(200);
    expect((await json(profile)).data.id).toBe(m.id);
    // Only the token's hash is stored.
    const rows = await t.db.select().from(accessTokens).where(eq(accessTokens.userId, m.id));
    expect(rows.map((r) => r.tokenHash)).not.toContain(data.token);
  });

  it('gives the same 422 for a wrong password and an unknown e-mail', async () => {
    const m = await t.member();
    const wrong = await login(m.email, 'not the password');
    const unknown = await login('nobody@example.test', 'not the password');
    expect(wrong.status).toBe(422);
    expect(unknown.status).toBe(422);
    const a = await json(wrong);
    expect(a).toEqual(await json(unknown));
    expect(a.errors.email[0]).toMatch(/credentials do not match/);
  });

  it('answers 422 with field errors for missing fields', async () => {
    const res = await t.api('POST', '/v1/auth/login', { json: { email: '' }, ip: ip() });
    expect(res.status).toBe(422);
    const { errors } = await json(res);
    expect(errors.email).toEqual(['Please enter your e-mail address.']);
    expect(errors.password).toEqual(['Please enter your password.']);
  });

  it('makes the same e-mail and address wait after 5 failures (429 with Retry-After), the wait growing, then lets the owner in', async () => {
    const m = await t.member();
    const address = ip();
    for (let i = 0; i < 5; i++) expect((await login(m.email, `wrong-${i}`, address)).status).toBe(422);
    expect((await login(m.email, 'wrong-5', address)).status).toBe(422);
    const blocked = await login(m.email, m.password, address);
    expect(blocked.status).toBe(429);
    expect(Number(blocked.headers.get('retry-after'))).toBe(2);
    expect((await json(blocked)).message).toMatch(/Too many requests/);
    // Once the wait is over, another failure doubles it.
    await t.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) }).where(eq(rateLimits.key, `login:pair:${address}:${m.email}`));
    expect((await login(m.email, 'wrong-6', address)).status).toBe(422);
    expect(Number((await login(m.email, m.password, address)).headers.get('retry-after'))).toBe(4);
    await t.db.update(rateLimits).set({ resetAt: new Date(Date.now() - 1000) }).where(eq(rateLimits.key, `login:pair:${address}:${m.email}`));
    expect((await login(m.email, m.password, address)).status).toBe(200);
  });

  it('lets the owner in from their own address while a stranger keeps failing on the account from another', async () => {
    const m = await t.member();
    const stranger = ip();
    for (let i = 0; i < 12; i++) await login(m.email, `guess-${i}`, stranger);
    expect((await login(m.email, m.password, stranger)).status).toBe(429);
    expect((await login(m.email, m.password)).status).toBe(200);
  });

  it('does not slow other accounts behind the same address when one account fails', async () => {
    const office = ip();
    const unlucky = await t.member();
    const colleague = await t.member();
    for (let i = 0; i < 8; i++) await login(unlucky.email, `wrong-${i}`, office);
    expect((await login(unlucky.email, unlucky.password, office)).status).toBe(429);
    expect((await login(colleague.email, colleague.password, office)).status).toBe(200);
  });

  it('answers 429 once one address has failed more than 100 times across accounts; other addresses are not affected', async () => {
    const address = ip();
    for (let i = 0; i < 3; i++) expect((await login(`guess${i}@example.test`, 'password1', address)).status).toBe(422);
    // The other 97 failures, without hashing 97 passwords; the 101st starts the address's doubling wait.
    await t.db.update(rateLimits).set({ count: 100 }).where(eq(rateLimits.key, `login:ip:${address}`));
    expect((await login('guess-last@example.test', 'password1', address)).status).toBe(422);
    const m = await t.member();
    const blocked = await login(m.email, m.password, address);
    expect(blocked.status).toBe(429);
    expect(blocked.headers.get('retry-after')).toBeTruthy();
    expect((await login(m.email, m.password)).status).toBe(200);
  });

  it('describes the rule in the API document', async () => {
    const doc = (await json(await t.api('GET', '/v1/openapi.json'))) as { paths: Record<string, { post?: { description?: string } }> };
    expect(doc.paths['/v1/auth/login']?.post?.description).toMatch(/per e-mail and device.*never slow the owner.*a known device never waits for its address/);
  });

  it('clears the pair’s failures after a successful login', async () => {
    const m = await t.member();
    const address = ip();
    for (let i = 0; i < 5; i++) await login(m.email, 'wrong password', address);
    expect((await login(m.email, m.password, address)).status).toBe(200);
    for (let i = 0; i < 5; i++) expect((await login(m.email, 'wrong password', address)).status).toBe(422);
    expect((await login(m.email, m.password, address)).status).toBe(200);
  });
});

describe('POST /v1/auth/logout', () => {
  it('revokes the token it was called with, and only that one', async () => {
    const m = await t.member();
    const other = (await json(await login(m.email, m.password))).data.token as string;
    const res = await t.api('POST', '/v1/auth/logout', { token: m.token });
    expect(res.status).toBe(200);
    expect((await t.api('GET', '/v1/auth/profile', { token: m.token })).status).toBe(401);
    expect((await t.api('POST', '/v1/auth/logout', { token: m.token })).status).toBe(401);
    expect((await t.api('GET', '/v1/auth/profile', { token: other })).status).toBe(200);
  });

  it('answers 401 without a token', async () => {
    const res = await t.api('POST', '/v1/auth/logout');
    expect(res.status).toBe(401);
    expect((await json(res)).message).toBeTruthy();
  });
});
