// The server process runs the jobs: a runtime (as `npm start` creates it) starts a worker that
// wakes on the enqueue event and sends a notification's e-mail within moments, and stops with it.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { hashPassword } from '../../../src/server/auth/password.ts';
import { loadConfig } from '../../../src/server/config.ts';
import { users } from '../../../src/server/db/schema/index.ts';
import { createLogger } from '../../../src/server/logger.ts';
import { notify } from '../../../src/server/notifications/service/index.ts';
import { createRuntime, type Runtime } from '../../../src/server/runtime.ts';
import { announceContentChange } from '../../../src/server/events/index.ts';
import { onContentChange } from '../../../src/server/shared/content-changes.ts';

let dataDir: string;
let runtime: Runtime;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-runtime-'));
  runtime = await createRuntime({ config: loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir }), log: createLogger('silent') });
}, 60_000);
afterAll(async () => {
  await runtime?.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

it('sends a notification e-mail from the runtime’s own worker, without being asked', async () => {
  const { db } = runtime.deps;
  const [member] = await db
    .insert(users)
    .values({ name: 'Ada Runtime', email: 'ada-runtime@example.test', passwordHash: await hashPassword('correct horse battery'), emailVerifiedAt: new Date(), notificationSettings: { course_updates: { email: 'immediately', inApp: true } } })
    .returning({ id: users.id });
  const started = Date.now();
  await db.transaction((tx) => notify(tx, { userId: member!.id, type: 'course_updates', text: () => ({ title: 'A new lesson is waiting' }), link: '/my-courses' }));
  const outbox = path.join(dataDir, 'outbox');
  const mails = () => (fs.existsSync(outbox) ? fs.readdirSync(outbox).filter((f) => f.endsWith('.eml')) : []);
  await expect.poll(() => mails().length, { timeout: 4000 }).toBe(1);
  // Woken by the enqueue event, not by the 5-second poll.
  expect(Date.now() - started).toBeLessThan(3000);
  expect(fs.readFileSync(path.join(outbox, mails()[0]!), 'utf8')).toContain('Subject: A new lesson is waiting');
});

it('empties the response cache when public content changes: a change announced in a transaction is heard once it commits', async () => {
  let heard = 0;
  const stop = onContentChange(() => heard++);
  try {
    const { db } = runtime.deps;
    await db.transaction(async (tx) => {
      await announceContentChange(tx);
      // Not before the change commits.
      await new Promise((r) => setTimeout(r, 100));
      expect(heard).toBe(0);
    });
    await expect.poll(() => heard, { timeout: 2000 }).toBe(1);
  } finally {
    stop();
  }
});
