// Single-use link values: stored hashed, newest wins, expire, and are consumed exactly once even
// when two requests race.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { consumeOneTimeToken, issueOneTimeToken, ONE_TIME_LIFETIME_MINUTES, voidOneTimeTokens } from '../../../src/server/auth/one-time-tokens.ts';
import { hashToken } from '../../../src/server/auth/tokens.ts';
import { oneTimeTokens } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

describe('one-time tokens', () => {
  it('stores only the hash, with the purpose’s lifetime', async () => {
    const m = await t.member();
    const now = new Date('2030-01-01T00:00:00Z');
    const token = await issueOneTimeToken(t.db, m.id, 'reset_password', now);
    const [row] = await t.db.select().from(oneTimeTokens).where(eq(oneTimeTokens.userId, m.id));
    expect(row!.tokenHash).toBe(hashToken(token));
    expect(row!.expiresAt.getTime() - now.getTime()).toBe(ONE_TIME_LIFETIME_MINUTES.reset_password * 60_000);
    expect(ONE_TIME_LIFETIME_MINUTES.reset_password).toBe(60);
  });

  it('is consumed once, by its purpose and member only', async () => {
    const m = await t.member();
    const other = await t.member();
    const token = await issueOneTimeToken(t.db, m.id, 'verify_email');
    expect(await consumeOneTimeToken(t.db, token, 'reset_password')).toBeNull();
    expect(await consumeOneTimeToken(t.db, token, 'verify_email', other.id)).toBeNull();
    expect(await consumeOneTimeToken(t.db, token, 'verify_email', m.id)).toBe(m.id);
    expect(await consumeOneTimeToken(t.db, token, 'verify_email', m.id)).toBeNull();
  });

  it('lets only one of two simultaneous uses win', async () => {
    const m = await t.member();
    const token = await issueOneTimeToken(t.db, m.id, 'reset_password');
    const results = await Promise.all([consumeOneTimeToken(t.db, token, 'reset_password'), consumeOneTimeToken(t.db, token, 'reset_password')]);
    expect(results.filter((r) => r === m.id)).toHaveLength(1);
  });

  it('voids older values on reissue and on request', async () => {
    const m = await t.member();
    const first = await issueOneTimeToken(t.db, m.id, 'reset_password');
    const second = await issueOneTimeToken(t.db, m.id, 'reset_password');
    expect(await consumeOneTimeToken(t.db, first, 'reset_password')).toBeNull();
    await voidOneTimeTokens(t.db, m.id);
    expect(await consumeOneTimeToken(t.db, second, 'reset_password')).toBeNull();
  });

  it('refuses values of implausible length without touching the database', async () => {
    expect(await consumeOneTimeToken(t.db, 'short', 'verify_email')).toBeNull();
    expect(await consumeOneTimeToken(t.db, 'x'.repeat(500), 'verify_email')).toBeNull();
  });
});
