// The process-wide runtime: configuration, database (opened and migrated once at start-up), mailer,
// storage and the API app. Astro pages and the /v1 endpoint share it through getRuntime(). It never
// seeds: demo content is written by scripts/seed.ts, which `npm start` and `npm run dev` run first.
import path from 'node:path';
import { createApp, type ApiApp } from './app.ts';
import { loadConfig, type Config } from './config.ts';
import { openPglite, openPgliteInWorker, openPostgres, type DbHandle } from './db/client.ts';
import { takeEarlyWorker } from './db/early-open.ts';
import { lockPgliteFolder } from './db/folder-lock.ts';
import { migrateDatabase } from './db/migrate.ts';
import { CONTENT_CHANGED_CHANNEL, createEvents } from './events/index.ts';
import { STUDIO_JOBS, STUDIO_SCHEDULES } from './studio/service/index.ts';
import { announceContentChangeHere } from './shared/content-changes.ts';
import type { Deps } from './http/env.ts';
import { createWorker, type Worker } from './jobs/index.ts';
import { createLogger, type Logger } from './logger.ts';
import { createMailer } from './mail/mailer.ts';
import { LEARNING_JOBS, LEARNING_SCHEDULES } from './learning/service/index.ts';
import { MENTOR_JOBS } from './mentors/service/index.ts';
import { NOTIFICATION_JOBS, NOTIFICATION_SCHEDULES } from './notifications/service/index.ts';
import { COMMERCE_JOBS, COMMERCE_SCHEDULES } from './commerce/service/index.ts';
import { MESSAGE_JOBS } from './messages/service/index.ts';
import { PRACTICE_JOBS, PRACTICE_SCHEDULES } from './practices/service/index.ts';
import { WEBHOOK_JOBS, WEBHOOK_SCHEDULES } from './webhooks/service/index.ts';
import { NEWSLETTER_JOBS } from './newsletters/service/index.ts';
import { LIVE_JOBS } from './live/service/index.ts';
import { createStorage } from './storage/from-config.ts';
import { isShutdownManaged, onShutdown } from './shared/lifecycle.ts';

export { lockPgliteFolder };

/** Every domain's jobs and schedules: what each instance's worker runs. */
export const JOB_DEFINITIONS = [...NOTIFICATION_JOBS, ...LEARNING_JOBS, ...COMMERCE_JOBS, ...MESSAGE_JOBS, ...MENTOR_JOBS, ...PRACTICE_JOBS, ...STUDIO_JOBS, ...WEBHOOK_JOBS, ...NEWSLETTER_JOBS, ...LIVE_JOBS];
export const JOB_SCHEDULES = [...NOTIFICATION_SCHEDULES, ...LEARNING_SCHEDULES, ...COMMERCE_SCHEDULES, ...PRACTICE_SCHEDULES, ...STUDIO_SCHEDULES, ...WEBHOOK_SCHEDULES];

export type Runtime = { deps: Deps; app: ApiApp; handle: DbHandle; worker: Worker; close: () => Promise<void> };


export async function openDatabase(config: Config): Promise<DbHandle> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.databasePoolSize);
  const dir = path.join(config.dataDir, 'pglite');
  // The server may have locked the folder and started the worker before its modules loaded.
  const early = config.pgliteWorker ? takeEarlyWorker(dir) : undefined;
  const unlock = early?.unlock ?? (await lockPgliteFolder(dir));
  try {
    // The folder lock is this process's; the worker thread that opens the folder belongs to it.
    const handle = await (config.pgliteWorker ? openPgliteInWorker(dir, early?.opening, { waitInTransactions: config.pgliteTxWait }) : openPglite(dir));
    const close = handle.close;
    return { ...handle, close: async () => (await close(), unlock()) };
  } catch (err) {
    unlock();
    throw err;
  }
}

export async function createRuntime(options: { config?: Config; log?: Logger } = {}): Promise<Runtime> {
  const config = options.config ?? loadConfig();
  const log = options.log ?? createLogger(config.logLevel);
  const started = performance.now();
  const handle = await openDatabase(config);
  await migrateDatabase(handle);
  const deps: Deps = {
    db: handle.db,
    config,
    log,
    mailer: createMailer(config, log),
    storage: createStorage(config.storage),
    events: createEvents(handle, { log }),
  };
  const app = createApp(deps, () => handle.kind);
  // A change of public content on any instance empties this instance's response cache.
  await deps.events.subscribe(CONTENT_CHANGED_CHANNEL, () => announceContentChangeHere());
  // Every instance runs a worker: jobs are claimed once whichever instance gets there first.
  const worker = createWorker({ deps, definitions: JOB_DEFINITIONS, schedules: JOB_SCHEDULES });
  await worker.start();
  log.info('runtime ready', { database: handle.kind, ms: Math.round(performance.now() - started) });
  const close = async () => {
    await worker.stop();
    await deps.events.close();
    await handle.close();
  };
  return { deps, app, handle, worker, close };
}

const GLOBAL_KEY = Symbol.for('wellspring.runtime');
type GlobalWithRuntime = typeof globalThis & { [GLOBAL_KEY]?: Promise<Runtime> };

/** The one runtime of this process, created on first use and reused by every page and request. */
export function getRuntime(): Promise<Runtime> {
  const g = globalThis as GlobalWithRuntime;
  if (!g[GLOBAL_KEY]) {
    g[GLOBAL_KEY] = createRuntime();
    g[GLOBAL_KEY].then(
      (runtime) => {
        // Under scripts/serve.ts the server drains its requests first, then closes the runtime.
        if (isShutdownManaged()) {
          onShutdown(() => runtime.close());
          return;
        }
        let closing = false;
        const shutdown = (signal: string) => {
          if (closing) return;
          closing = true;
          runtime.deps.log.info('shutting down', { signal });
          runtime.close().finally(() => process.exit(0));
        };
        process.once('SIGINT', () => shutdown('SIGINT'));
        process.once('SIGTERM', () => shutdown('SIGTERM'));
      },
      () => {},
    );
  }
  return g[GLOBAL_KEY];
}
