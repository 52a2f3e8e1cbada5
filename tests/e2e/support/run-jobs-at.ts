// `node tests/e2e/support/run-jobs-at.ts <ISO time>`, with the stopped server's environment: runs the
// renewal scan and every job then due as if the clock read that time, on the server's own database,
// as the running server's worker would on that day. The browser suites use it to see a renewal a
// month ahead (docs/rules/commerce.md, "Failed renewals"). An embedded database is one process's at a
// time, so the server is stopped around it.
import { loadConfig } from '../../../src/server/config.ts';
import { scanRenewals } from '../../../src/server/commerce/service/index.ts';
import { createEvents } from '../../../src/server/events/index.ts';
import type { Deps } from '../../../src/server/http/env.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { createLogger } from '../../../src/server/logger.ts';
import { createMailer } from '../../../src/server/mail/mailer.ts';
import { JOB_DEFINITIONS, openDatabase } from '../../../src/server/runtime.ts';
import { createStorage } from '../../../src/server/storage/from-config.ts';

const at = new Date(process.argv[2] ?? '');
if (Number.isNaN(at.getTime())) {
  console.error('Give the time to run the jobs at, e.g. node tests/e2e/support/run-jobs-at.ts 2027-01-01T10:00:00Z');
  process.exit(1);
}
const config = loadConfig();
const log = createLogger(config.logLevel);
const handle = await openDatabase(config);
const deps: Deps = { db: handle.db, config, log, mailer: createMailer(config, log), storage: createStorage(config.storage), events: createEvents(handle, { log }) };
try {
  const queued = await scanRenewals(handle.db, at, config.billing);
  await createWorker({ deps, definitions: JOB_DEFINITIONS, now: () => at }).drain();
  console.log(`renewals queued at ${at.toISOString()}: ${queued}`);
} finally {
  await deps.events.close();
  await handle.close();
}
