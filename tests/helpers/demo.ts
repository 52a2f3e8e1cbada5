// The demo seed as its member sees it (src/server/demo/seed.ts), for the demo.test.ts files of each
// domain: this file's copy of the seeded database, the demo member's id and a token of hers.
import { sql } from 'drizzle-orm';
import { issueToken } from '../../src/server/auth/tokens.ts';
import { DEMO_ACCOUNTS } from '../../src/server/demo/seed.ts';
import { rowsOf } from '../../src/server/shared/sql-rows.ts';
import { createTestContext, type TestContext } from './app.ts';
import { routeFetchTo, signOut } from './browser-api.ts';

export type DemoMember = { t: TestContext; memberId: number; token: string };

/** A seeded test context and the demo member in it; the caller closes `t` in afterAll. */
export async function withDemoMember(): Promise<DemoMember> {
  const t = await createTestContext({ seeded: true });
  const [row] = rowsOf<{ id: number }>(await t.db.execute(sql`SELECT id FROM users WHERE email = ${DEMO_ACCOUNTS.member.email}`));
  const memberId = Number(row!.id);
  return { t, memberId, token: await issueToken(t.db, memberId) };
}

/**
 * The demo member's browser, for a store test: the seeded test app that the client's requests go to
 * (tests/helpers/browser-api.ts), and `close()`, which signs out and puts everything back.
 */
export async function demoMemberBrowser(): Promise<{ ctx: TestContext; member: { id: number; token: string }; close: () => Promise<void> }> {
  const demo = await withDemoMember();
  const restoreFetch = routeFetchTo(demo.t);
  return {
    ctx: demo.t,
    member: { id: demo.memberId, token: demo.token },
    close: async () => {
      signOut();
      restoreFetch();
      await demo.t.close();
    },
  };
}
