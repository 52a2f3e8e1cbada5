// The import borders of ARCHITECTURE.md ("Borders"), checked on every `npm test`: browser code never
// imports server code or node:*, routes never touch the database, and domains (and the pages and
// scripts around them) reach a domain only through its service/index.ts. Each violation is printed.
import fs from 'node:fs';
import { describe, expect, it } from 'vitest';
import { checkAstroFiles, checkBorders, describeViolation } from '../../scripts/check-borders.ts';

describe('import borders', () => {
  it('has no violation in src/ and scripts/', async () => {
    const violations = await checkBorders();
    for (const v of violations) console.error(describeViolation(v));
    expect(violations.map(describeViolation)).toEqual([]);
  }, 120_000);

  it('sees a forbidden import in an .astro page and in its browser <script>', () => {
    // The .astro check is ours (dependency-cruiser cannot read .astro), so it gets a test of its own.
    const dir = 'src/pages/__border-check-fixture';
    fs.mkdirSync(dir, { recursive: true });
    try {
      fs.writeFileSync(
        `${dir}/bad.astro`,
        "---\nimport { getHome } from '../../server/content/service/get-home.ts';\n---\n<p />\n<script>\n  import { getRuntime } from '../../server/runtime.ts';\n  import fs from 'node:fs';\n</script>\n",
      );
      expect(checkAstroFiles([`${dir}/bad.astro`]).map(describeViolation)).toEqual([
        `pages-and-scripts-use-the-service-index: ${dir}/bad.astro -> src/server/content/service/get-home.ts`,
        `browser-code-stays-in-the-browser: ${dir}/bad.astro <script> -> src/server/runtime.ts`,
        `browser-code-has-no-node-modules: ${dir}/bad.astro <script> -> node:fs`,
      ]);
    } finally {
      fs.rmSync(dir, { recursive: true, force: true });
    }
  });
});
