// Tokens, passwords and e-mailed link values never appear in a response (except the login token,
// once) or in any log line, across every account flow, successes and failures alike.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { newRegistration, resetLink, verificationLink } from './support.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ env: { LOG_LEVEL: 'debug' } });
});
afterAll(() => t.close());

it('keeps every secret out of responses and logs', async () => {
  const bodies: string[] = [];
  const call = async (method: string, path: string, o: Parameters<TestContext['api']>[2] = {}) => {
    const res = await t.api(method, path, o);
    const text = await res.text();
    bodies.push(`${res.status} ${[...res.headers].map(([k, v]) => `${k}: ${v}`).join('; ')} ${text}`);
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  const reg = newRegistration({ password: 'first secret pass', password_confirmation: 'first secret pass' });
  await call('POST', '/v1/auth/register', { json: reg });
  await call('POST', '/v1/auth/register', { json: { ...reg, password_confirmation: 'typo secret pass' } });
  // The verification e-mail goes out in the background.
  await expect.poll(() => t.outbox().length, { timeout: 10_000 }).toBeGreaterThan(0);
  const verify = await verificationLink(t, reg.email);
  await call('POST', `/v1/auth/email/verify/${verify.id}/${verify.token}`);
  await call('POST', `/v1/auth/email/verify/${verify.id}/${verify.token}`);
  await call('POST', '/v1/auth/login', { json: { email: reg.email, password: 'wrong secret guess' } });
  const login = await call('POST', '/v1/auth/login', { json: { email: reg.email, password: reg.password } });
  const token = login.body.data.token as string;
  await call('GET', '/v1/auth/profile', { token });
  await call('POST', '/v1/auth/password/change', { token, json: { current_password: 'wrong current pass', password: 'second secret pass', password_confirmation: 'second secret pass' } });
  await call('POST', '/v1/auth/password/change', { token, json: { current_password: reg.password, password: 'second secret pass', password_confirmation: 'second secret pass' } });
  await call('POST', '/v1/auth/password/forgot', { json: { email: reg.email } });
  const reset = await resetLink(t, reg.email);
  await call('POST', `/v1/auth/password/reset/${encodeURIComponent(reset.email)}/${reset.token}`, { json: { password: 'third secret pass', password_confirmation: 'third secret pass' } });
  await call('POST', `/v1/auth/password/reset/${encodeURIComponent(reset.email)}/${reset.token}`, { json: { password: 'fourth secret pass', password_confirmation: 'fourth secret pass' } });
  await call('GET', '/v1/auth/profile', { token });
  const second = await call('POST', '/v1/auth/login', { json: { email: reg.email, password: 'third secret pass' } });
  const token2 = second.body.data.token as string;
  await call('GET', '/v1/auth/export', { token: token2 });
  await call('POST', '/v1/auth/account/cancel', { token: token2, json: { password: 'wrong secret guess' } });
  await call('POST', '/v1/auth/account/cancel', { token: token2, json: { password: 'third secret pass' } });
  await call('POST', '/v1/auth/logout', { token: token2 });

  const secrets = ['first secret pass', 'typo secret pass', 'wrong secret guess', 'wrong current pass', 'second secret pass', 'third secret pass', 'fourth secret pass', verify.token, reset.token];
  const responses = bodies.join('\n');
  for (const s of secrets) expect(responses, s).not.toContain(s);
  // The login tokens appear exactly once each: in their own login response.
  for (const tk of [token, token2]) expect(responses.split(tk).length - 1).toBe(1);

  expect(t.logLines.length).toBeGreaterThan(10);
  const logs = t.logLines.join('\n');
  for (const s of [...secrets, token, token2]) expect(logs, s).not.toContain(s);
  // A dozen password hashes in one test: a loaded machine needs more than the default 30 s.
}, 90_000);
