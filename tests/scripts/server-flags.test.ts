// The server's Node flags and environment are written in three places (scripts/server-flags.ts explains why); this
// keeps them the same.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { SERVER_COMMAND_PREFIX } from '../../scripts/server-flags.ts';

describe('server Node flags', () => {
  const pkg = JSON.parse(fs.readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> };
  const playwright = fs.readFileSync('playwright.config.ts', 'utf8');

  it.each(['start', 'serve'])('npm run %s starts Node with every server flag and setting', (name) => {
    expect(pkg.scripts[name]).toBe(`${SERVER_COMMAND_PREFIX} scripts/${name}.ts`);
  });

  it('the e2e server starts with every server flag and setting', () => {
    expect(playwright).toContain(`${SERVER_COMMAND_PREFIX} scripts/serve.ts`);
  });
});
