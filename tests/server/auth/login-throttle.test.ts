// The login throttle on its own: failures counted per e-mail and per address, the rate-limit factor,
// and clearing an e-mail's count.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assertLoginAllowed, clearLoginFailures, LOGIN_MAX_FAILURES, recordLoginFailure } from '../../../src/server/auth/login-throttle.ts';
import { AppError } from '../../../src/server/errors.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

const blocked = async (subject: { email: string; address: string }, factor = 1) => {
  try {
    await assertLoginAllowed(t.db, subject, factor);
    return null;
  } catch (err) {
    return err as AppError;
  }
};

it('blocks after LOGIN_MAX_FAILURES failures with a 429 and Retry-After within the minute', async () => {
  const s = { email: 'Throttle@Example.test', address: '10.0.0.1' };
  for (let i = 0; i < LOGIN_MAX_FAILURES; i++) {
    expect(await blocked(s)).toBeNull();
    await recordLoginFailure(t.db, s, 1);
  }
  const err = await blocked({ email: 'throttle@example.test', address: '10.0.0.2' });
  expect(err?.status).toBe(429);
  expect(Number(err?.headers?.['Retry-After'])).toBeGreaterThan(0);
  expect(Number(err?.headers?.['Retry-After'])).toBeLessThanOrEqual(60);
  expect(await blocked({ email: 'someone-else@example.test', address: '10.0.0.1' })).not.toBeNull();
  expect(await blocked({ email: 'someone-else@example.test', address: '10.0.0.3' })).toBeNull();
});

it('multiplies the limit by the rate-limit factor', async () => {
  const s = { email: 'factor@example.test', address: '10.0.1.1' };
  for (let i = 0; i < LOGIN_MAX_FAILURES * 2 - 1; i++) await recordLoginFailure(t.db, s, 2);
  expect(await blocked(s, 2)).toBeNull();
  await recordLoginFailure(t.db, s, 2);
  expect(await blocked(s, 2)).not.toBeNull();
});

it('clears the e-mail’s count but keeps the address’s', async () => {
  const s = { email: 'clear@example.test', address: '10.0.2.1' };
  for (let i = 0; i < LOGIN_MAX_FAILURES; i++) await recordLoginFailure(t.db, s, 1);
  await clearLoginFailures(t.db, s);
  expect(await blocked({ ...s, address: '10.0.2.2' })).toBeNull();
  expect(await blocked(s)).not.toBeNull();
});
