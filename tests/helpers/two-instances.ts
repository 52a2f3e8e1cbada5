// Two app instances on one PostgreSQL database, as two server processes would be: instance A is this
// file's test context; instance B is a second app on the same database with its own pool and its own
// events connection (LISTEN/NOTIFY, src/server/events). PostgreSQL only: callers skip the suite
// unless TEST_DATABASE_URL is set (docs/testing.md).
import { createApp, type ApiApp } from '../../src/server/app.ts';
import { openPostgres } from '../../src/server/db/client.ts';
import { createEvents } from '../../src/server/events/index.ts';
import type { Deps } from '../../src/server/http/env.ts';
import { createTestContext, type TestContext } from './app.ts';

export type TwoInstances = { a: TestContext; b: ApiApp; bDeps: Deps; close: () => Promise<void> };

export async function twoInstances(): Promise<TwoInstances> {
  const a = await createTestContext({ seeded: false });
  const bHandle = openPostgres(a.databaseUrl!, 3);
  const bDeps: Deps = { ...a.deps, db: bHandle.db, events: createEvents(bHandle, { log: a.deps.log }) };
  const b = createApp(bDeps, () => 'postgres');
  const close = async () => {
    await bDeps.events.close();
    await bHandle.close();
    await a.close();
  };
  return { a, b, bDeps, close };
}
