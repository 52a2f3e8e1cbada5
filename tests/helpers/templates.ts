// Where the migrated database templates live. global-setup.ts builds them once per run; every test
// file then starts from a copy, so files never see each other's rows.
import path from 'node:path';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Unique per vitest run, so runs side by side never share template files or databases. */
    runId: string;
  }
}

export const templateDir = (runId: string) => path.resolve('tests/.tmp', `templates-${runId}`);
export const pgliteTemplatePath = (runId: string, seeded: boolean) => path.join(templateDir(runId), seeded ? 'pglite-seeded.tar' : 'pglite-empty.tar');
export const pgTemplateName = (runId: string, seeded: boolean) => `wellspring_tpl_${runId}_${seeded ? 'seeded' : 'empty'}`;

export function testDatabaseUrl(): string | undefined {
  return process.env.TEST_DATABASE_URL || undefined;
}

/** The same server URL pointing at another database name. */
export function withDatabase(url: string, name: string): string {
  const u = new URL(url);
  u.pathname = `/${name}`;
  return u.toString();
}
