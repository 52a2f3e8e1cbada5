// Where the migrated database templates live. global-setup.ts builds them once per run; every test
// file then starts from a copy, so files never see each other's rows.
import path from 'node:path';

export const TEMPLATE_DIR = path.resolve('tests/.tmp');
export const pgliteTemplatePath = (seeded: boolean) => path.join(TEMPLATE_DIR, seeded ? 'pglite-seeded.tar' : 'pglite-empty.tar');
export const PG_TEMPLATE_EMPTY = 'wellspring_tpl_empty';
export const PG_TEMPLATE_SEEDED = 'wellspring_tpl_seeded';

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The same server URL pointing at another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
