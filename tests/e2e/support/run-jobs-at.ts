// `node tests/e2e/support/run-jobs-at.ts <ISO time> [renewals|practice-reminders]`, with the stopped
// server's environment: runs the scan named (renewals when none is) and then every job due, as if the
// clock read that time, on the server's own database, as the running server's worker would then. The
// browser suites use it to see a renewal a month ahead (docs/rules/commerce.md, "Failed renewals") and
// a practice reminder with the pushes it queues (docs/rules/push.md). An embedded database is one
// process's at a time, so the server is stopped around it (`runJobsAt` in jobs-at.ts).
import { loadConfig } from '../../../src/server/config.ts';
import { scanRenewals } from '../../../src/server/commerce/service/index.ts';
import { createEvents } from '../../../src/server/events/index.ts';
import type { Deps } from '../../../src/server/http/env.ts';
import { createWorker, type JobContext } from '../../../src/server/jobs/index.ts';
import { createLogger } from '../../../src/server/logger.ts';
import { createMailer } from '../../../src/server/mail/mailer.ts';
import { scanPracticeReminders } from '../../../src/server/practices/service/index.ts';
import { JOB_DEFINITIONS, openDatabase } from '../../../src/server/runtime.ts';
import { createStorage } from '../../../src/server/storage/from-config.ts';

const at = new Date(process.argv[2] ?? '');
const scan = process.argv[3] ?? 'renewals';
if (Number.isNaN(at.getTime()) || !['renewals', 'practice-reminders'].includes(scan)) {
  console.error('Give the time and the scan, e.g. node tests/e2e/support/run-jobs-at.ts 2027-01-01T10:00:00Z practice-reminders');
  process.exit(1);
}
const config = loadConfig();
const log = createLogger(config.logLevel);
const handle = await openDatabase(config);
const deps: Deps = { db: handle.db, config, log, mailer: createMailer(config, log), storage: createStorage(config.storage), events: createEvents(handle, { log }) };
try {
  if (scan === 'renewals') console.log(`renewals queued at ${at.toISOString()}: ${await scanRenewals(handle.db, at, config.billing)}`);
  else await scanPracticeReminders({ deps, now: at, payload: {} } as unknown as JobContext);
  await createWorker({ deps, definitions: JOB_DEFINITIONS, now: () => at }).drain();
  console.log(`${scan} and the jobs due run at ${at.toISOString()}`);
} finally {
  await deps.events.close();
  await handle.close();
}
