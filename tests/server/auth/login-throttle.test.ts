// The login throttle on its own (docs/security.md, "Login throttling"): failures per (account,
// device) with doubling waits, a generous number per address across accounts after which unknown
// devices wait (doubling too) unless they pass the bot check, known devices never waiting for their
// address, the rate-limit factor, and a success clearing the pair.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { assertLoginAllowed, clearLoginFailures, delayAfter, LOGIN_THROTTLE, recordLoginFailure } from '../../../src/server/auth/login-throttle.ts';
import { AppError } from '../../../src/server/errors.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

const { freeFailures, firstDelaySeconds, maxDelaySeconds, perAddressFailures } = LOGIN_THROTTLE;

const blocked = async (subject: { email: string; address: string; deviceId?: number | null }, options: { passedBotCheck?: boolean } = {}) => {
  try {
    await assertLoginAllowed(t.db, subject, options);
    return null;
  } catch (err) {
    return err as AppError;
  }
};
/** Lets every wait run out, as if the time had passed. */
const waitsOver = () => t.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key LIKE 'login:pair:%'`);

it('lets a pair fail freely a few times, then makes it wait, twice as long after each further failure, up to the cap', async () => {
  expect([1, freeFailures].map((n) => delayAfter(n))).toEqual([0, 0]);
  expect([1, 2, 3].map((n) => delayAfter(freeFailures + n))).toEqual([firstDelaySeconds, firstDelaySeconds * 2, firstDelaySeconds * 4]);
  expect(delayAfter(freeFailures + 40)).toBe(maxDelaySeconds);

  const s = { email: 'Pair@Example.test', address: '10.0.0.1' };
  for (let i = 0; i < freeFailures; i++) {
    expect(await blocked(s)).toBeNull();
    await recordLoginFailure(t.db, s, 1);
  }
  expect(await blocked(s)).toBeNull();
  await recordLoginFailure(t.db, s, 1);
  const first = await blocked({ email: 'pair@example.test', address: '10.0.0.1' });
  expect(first?.status).toBe(429);
  expect(Number(first?.headers?.['Retry-After'])).toBe(firstDelaySeconds);
  await waitsOver();
  expect(await blocked(s)).toBeNull();
  await recordLoginFailure(t.db, s, 1);
  expect(Number((await blocked(s))?.headers?.['Retry-After'])).toBe(firstDelaySeconds * 2);
});

it('never slows the same account from another address, nor another account from the same address', async () => {
  const s = { email: 'owner@example.test', address: '10.0.1.1' };
  for (let i = 0; i < freeFailures + 3; i++) await recordLoginFailure(t.db, s, 1);
  expect(await blocked(s)).not.toBeNull();
  expect(await blocked({ email: 'owner@example.test', address: '10.0.1.2' })).toBeNull();
  expect(await blocked({ email: 'colleague@example.test', address: '10.0.1.1' })).toBeNull();
});

it('makes a noisy address wait past its free failures, doubling, never a flat block; only that address', async () => {
  const address = '10.0.2.1';
  for (let i = 0; i < perAddressFailures; i++) await recordLoginFailure(t.db, { email: `guess${i}@example.test`, address }, 1);
  expect(await blocked({ email: 'fresh@example.test', address })).toBeNull();
  await recordLoginFailure(t.db, { email: 'guess-more@example.test', address }, 1);
  const err = await blocked({ email: 'fresh@example.test', address });
  expect(err?.status).toBe(429);
  expect(Number(err?.headers?.['Retry-After'])).toBe(firstDelaySeconds);
  await t.db.execute(sql`UPDATE rate_limits SET reset_at = now() - interval '1 second' WHERE key = ${`login:ip:${address}`}`);
  await recordLoginFailure(t.db, { email: 'guess-again@example.test', address }, 1);
  expect(Number((await blocked({ email: 'fresh@example.test', address }))?.headers?.['Retry-After'])).toBe(firstDelaySeconds * 2);
  expect(await blocked({ email: 'fresh@example.test', address: '10.0.2.2' })).toBeNull();
  // The bot check, when configured and passed, lets an unknown device past its address's wait.
  expect(await blocked({ email: 'fresh@example.test', address }, { passedBotCheck: true })).toBeNull();
});

it('never holds a known device up for its address, and counts its own failures apart', async () => {
  const address = '10.0.5.1';
  for (let i = 0; i < perAddressFailures + 3; i++) await recordLoginFailure(t.db, { email: `noise${i}@example.test`, address }, 1);
  const owner = { email: 'known@example.test', address, deviceId: 41 };
  expect(await blocked({ ...owner, deviceId: null })).not.toBeNull();
  expect(await blocked(owner)).toBeNull();
  for (let i = 0; i < freeFailures + 1; i++) await recordLoginFailure(t.db, owner, 1);
  expect((await blocked(owner))?.status).toBe(429);
  // Another known device of the same member, behind the same address, is not slowed by the first.
  expect(await blocked({ ...owner, deviceId: 42 })).toBeNull();
  // A known device's failures do not count against its address.
  const [row] = (await t.db.execute(sql`SELECT count FROM rate_limits WHERE key = ${`login:ip:${address}`}`) as unknown as { rows: Array<{ count: number }> }).rows;
  expect(Number(row?.count)).toBe(perAddressFailures + 3);
});

it('multiplies the free failures and the address cap by the rate-limit factor', async () => {
  const s = { email: 'factor@example.test', address: '10.0.3.1' };
  for (let i = 0; i < freeFailures * 2; i++) await recordLoginFailure(t.db, s, 2);
  expect(await blocked(s)).toBeNull();
  await recordLoginFailure(t.db, s, 2);
  expect(await blocked(s)).not.toBeNull();
});

it('forgets the pair after a success, but the address keeps its count', async () => {
  const s = { email: 'clear@example.test', address: '10.0.4.1' };
  for (let i = 0; i < freeFailures + 1; i++) await recordLoginFailure(t.db, s, 1);
  expect(await blocked(s)).not.toBeNull();
  await clearLoginFailures(t.db, s);
  expect(await blocked(s)).toBeNull();
  const [row] = (await t.db.execute(sql`SELECT count FROM rate_limits WHERE key = ${'login:ip:10.0.4.1'}`) as unknown as { rows: Array<{ count: number }> }).rows;
  expect(Number(row?.count)).toBe(freeFailures + 1);
});
