// Gives a test file its own database (a copy of a migrated, optionally seeded template), the API app
// over it, and small helpers to call the API as a visitor or as a signed-in member.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { createApp, type ApiApp } from '../../src/server/app.ts';
import { issueToken } from '../../src/server/auth/tokens.ts';
import { hashPassword } from '../../src/server/auth/password.ts';
import { loadConfig, type Config } from '../../src/server/config.ts';
import { openPostgres, PGLITE_EXTENSIONS, wrapPglite, type Db, type DbHandle } from '../../src/server/db/client.ts';
import { users } from '../../src/server/db/schema/index.ts';
import type { Deps } from '../../src/server/http/env.ts';
import { createLogger } from '../../src/server/logger.ts';
import { createEvents } from '../../src/server/events/index.ts';
import { createMailer } from '../../src/server/mail/mailer.ts';
import { createStorage } from '../../src/server/storage/from-config.ts';
import { contractCheck } from './openapi.ts';
import { pgTemplateName, pgliteTemplatePath, testDatabaseUrl, withDatabase } from './templates.ts';

export type TestContext = {
  app: ApiApp;
  db: Db;
  deps: Deps;
  config: Config;
  dataDir: string;
  /** The PostgreSQL database of this file (when TEST_DATABASE_URL is set), for a second app instance on it. */
  databaseUrl: string | undefined;
  /** Log lines the app wrote, to check that nothing secret is logged. */
  logLines: string[];
  /**
   * Calls the API as a visitor (or with the given token); JSON bodies are encoded for you. Every reply
   * is checked against /v1/openapi.json (tests/helpers/openapi.ts); `contract: false` skips that for
   * a test that sends what no client may send and asserts the reply itself.
   */
  api: (method: string, path: string, options?: { token?: string; json?: unknown; body?: BodyInit; headers?: Record<string, string>; ip?: string; contract?: false }) => Promise<Response>;
  /** A new verified member (or author or admin, with `role`) and a token for them. */
  /**
   * Admins' and authors' tokens count as signed in with a second factor, as the studio requires
   * (docs/security.md, "Second factor"); `secondFactor: null` gives a password-only session.
   */
  member: (overrides?: Partial<{ name: string; email: string; password: string; isMentor: boolean; role: 'member' | 'author' | 'admin'; secondFactor: 'totp' | 'passkey' | null }>) => Promise<{ id: number; token: string; email: string; password: string; name: string }>;
  /** Every e-mail written to the outbox so far, oldest first, as raw .eml text. */
  outbox: () => string[];
  close: () => Promise<void>;
};

let memberCounter = 0;

async function openTestDatabase(seeded: boolean): Promise<DbHandle> {
  const url = testDatabaseUrl();
  if (url) {
    const name = `wellspring_t_${process.pid}_${randomBytes(4).toString('hex')}`;
    const admin = new pg.Client({ connectionString: url });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${pgTemplateName(inject('runId'), seeded)}`);
    // A throwaway database need not wait for its commits to reach the disk (docs/testing.md).
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    await admin.end();
    const handle = openPostgres(withDatabase(url, name), 5);
    return {
      ...handle,
      close: async () => {
        await handle.close();
        const drop = new pg.Client({ connectionString: url });
        await drop.connect();
        await drop.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await drop.end();
      },
    };
  }
  const tar = fs.readFileSync(pgliteTemplatePath(inject('runId'), seeded));
  const client = await PGlite.create({ loadDataDir: new Blob([tar]), extensions: PGLITE_EXTENSIONS });
  return wrapPglite(client);
}

export async function createTestContext(options: { seeded?: boolean; env?: Record<string, string> } = {}): Promise<TestContext> {
  const handle = await openTestDatabase(options.seeded ?? true);
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-test-'));
  const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, ...options.env });
  const logLines: string[] = [];
  const log = createLogger('debug', (line) => logLines.push(line));
  const events = createEvents(handle, { log });
  const deps: Deps = { db: handle.db, config, log, mailer: createMailer(config, log), storage: createStorage(config.storage), events };
  const app = createApp(deps, () => handle.kind);

  const checkReply = contractCheck(async (p) => app.request(p));
  const api: TestContext['api'] = async (method, p, o = {}) => {
    const headers: Record<string, string> = { accept: 'application/json', ...o.headers };
    if (o.token) headers.authorization = `Bearer ${o.token}`;
    let body = o.body;
    if (o.json !== undefined) {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(o.json);
    }
    const res = await app.request(p, { method, headers, body: body ?? null }, { clientAddress: o.ip ?? '203.0.113.7' });
    if (o.contract !== false) await checkReply(method, p, body, res);
    return res;
  };

  const member: TestContext['member'] = async (overrides = {}) => {
    memberCounter += 1;
    const password = overrides.password ?? 'correct horse battery';
    const email = overrides.email ?? `member${memberCounter}-${randomBytes(3).toString('hex')}@example.test`;
    const name = overrides.name ?? `Member ${memberCounter}`;
    const [row] = await handle.db
      .insert(users)
      .values({ name, email, passwordHash: await hashPassword(password), isMentor: overrides.isMentor ?? false, role: overrides.role ?? 'member', emailVerifiedAt: new Date() })
      .returning({ id: users.id });
    const staff = overrides.role === 'admin' || overrides.role === 'author';
    const secondFactor = overrides.secondFactor === undefined ? (staff ? 'totp' : null) : overrides.secondFactor;
    return { id: row!.id, token: await issueToken(handle.db, row!.id, 'web', {}, secondFactor), email, password, name };
  };

  const outbox = () => {
    const dir = path.join(dataDir, 'outbox');
    if (!fs.existsSync(dir)) return [];
    return fs.readdirSync(dir).filter((f) => f.endsWith('.eml')).sort().map((f) => fs.readFileSync(path.join(dir, f), 'utf8'));
  };

  return {
    app, db: handle.db, deps, config, dataDir, databaseUrl: handle.databaseUrl, logLines, api, member, outbox,
    close: async () => {
      await events.close();
      await handle.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
