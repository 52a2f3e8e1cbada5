// `node tests/e2e/support/practice-reminders-at.ts <ISO time>`, with the stopped server's environment:
// runs the practice reminder scan as if the clock read that time, then every job then due (the
// reminders and the pushes they queue, docs/rules/push.md), on the server's own database, as the
// running server's worker would in that hour. An embedded database is one process's at a time, so
// the server is stopped around it (as for run-jobs-at.ts).
import { loadConfig } from '../../../src/server/config.ts';
import { createEvents } from '../../../src/server/events/index.ts';
import type { Deps } from '../../../src/server/http/env.ts';
import { createWorker, type JobContext } from '../../../src/server/jobs/index.ts';
import { createLogger } from '../../../src/server/logger.ts';
import { createMailer } from '../../../src/server/mail/mailer.ts';
import { scanPracticeReminders } from '../../../src/server/practices/service/index.ts';
import { JOB_DEFINITIONS, openDatabase } from '../../../src/server/runtime.ts';
import { createStorage } from '../../../src/server/storage/from-config.ts';

const at = new Date(process.argv[2] ?? '');
if (Number.isNaN(at.getTime())) {
  console.error('Give the time to scan at, e.g. node tests/e2e/support/practice-reminders-at.ts 2027-01-01T19:05:00Z');
  process.exit(1);
}
const config = loadConfig();
const log = createLogger(config.logLevel);
const handle = await openDatabase(config);
const deps: Deps = { db: handle.db, config, log, mailer: createMailer(config, log), storage: createStorage(config.storage), events: createEvents(handle, { log }) };
try {
  await scanPracticeReminders({ deps, now: at, payload: {} } as unknown as JobContext);
  await createWorker({ deps, definitions: JOB_DEFINITIONS, now: () => at }).drain();
  console.log(`practice reminders run at ${at.toISOString()}`);
} finally {
  await deps.events.close();
  await handle.close();
}
