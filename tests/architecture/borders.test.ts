// The import borders of ARCHITECTURE.md ("Borders"), checked on every `npm test`: browser code never
// imports server code or node:* and calls the API only through its typed functions, route files never
// touch the database, domains (and the pages and scripts around them) reach a domain only through its
// service/index.ts, only config.ts reads the environment, and nothing cites a document we do not ship.
// Each violation is printed. The check itself is tested on a copy of the tree with violations planted
// in every domain, so a hole in a rule's pattern fails here.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkAstroFiles, checkBorders, describeViolation, loadBorderConfig, REPOSITORY_ROOT } from '../../scripts/check-borders.ts';

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

describe('the border check on a copy with planted violations', () => {
  let copy: string;
  const planted: string[] = [];
  let found: string[] = [];

  const relativeImport = (from: string, to: string) => {
    const rel = path.relative(path.dirname(from), to);
    return rel.startsWith('.') ? rel : `./${rel}`;
  };
  const plant = (file: string, line: string) => fs.appendFileSync(path.join(copy, file), `\n${line}\n`);
  const filesOf = (dir: string): string[] =>
    fs.readdirSync(path.join(copy, dir), { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? filesOf(`${dir}/${e.name}`) : e.name.endsWith('.ts') ? [`${dir}/${e.name}`] : []));

  beforeAll(async () => {
    copy = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-borders-'));
    fs.cpSync(path.join(REPOSITORY_ROOT, 'src'), path.join(copy, 'src'), { recursive: true });
    fs.mkdirSync(path.join(copy, 'scripts'));
    for (const file of ['.dependency-cruiser.cjs', 'tsconfig.json']) fs.copyFileSync(path.join(REPOSITORY_ROOT, file), path.join(copy, file));
    fs.symlinkSync(path.join(REPOSITORY_ROOT, 'node_modules'), path.join(copy, 'node_modules'));

    const { domains } = loadBorderConfig(copy);
    const database = 'src/server/db/client.ts';
    for (const [i, domain] of domains.entries()) {
      const root = `src/server/${domain}`;
      // Every route file: routes.ts, any routes-*.ts beside it, and everything under routes/.
      const routeFiles = filesOf(root).filter((f) => /^routes[^/]*(\.ts$|\/)/.test(f.slice(root.length + 1)));
      for (const file of routeFiles) {
        plant(file, `import '${relativeImport(file, database)}';`);
        planted.push(`routes-never-touch-the-database: ${file} -> ${database}`);
      }
      // A file of a neighbour domain's service other than its index, imported from this domain's index.
      const neighbour = `src/server/${domains[(i + 1) % domains.length]}/service`;
      const privateFile = filesOf(neighbour).find((f) => !f.endsWith('/index.ts'))!;
      plant(`${root}/service/index.ts`, `import '${relativeImport(`${root}/service/index.ts`, privateFile)}';`);
      planted.push(`domains-meet-through-their-service-index: ${root}/service/index.ts -> ${privateFile}`);
    }
    // A brand-new domain is covered from its first file, with no list to update.
    fs.mkdirSync(path.join(copy, 'src/server/newdomain/service'), { recursive: true });
    fs.writeFileSync(path.join(copy, 'src/server/newdomain/service/index.ts'), 'export const ok = 1;\n');
    fs.writeFileSync(path.join(copy, 'src/server/newdomain/routes.ts'), `import '../db/client.ts';\nexport const routes = 1;\n`);
    planted.push(`routes-never-touch-the-database: src/server/newdomain/routes.ts -> ${database}`);
    // Browser code calling the bare client instead of a typed function.
    plant('src/islands/ui/Loading.tsx', "import { api } from '../../lib/api/client.ts';\nvoid api;");
    planted.push('browser-code-calls-the-typed-api: src/islands/ui/Loading.tsx -> src/lib/api/client.ts');
    // The environment read outside config.ts, and a comment citing a document outside the repository.
    plant('src/server/http/router.ts', 'export const planted = process.env.PLANTED;');
    planted.push('only-config-reads-the-environment: src/server/http/router.ts -> process.env');
    const outside = ['DESIGN', 'md'].join('.');
    plant('src/server/logger.ts', `// As ${outside} says.`);
    planted.push(`cites-only-the-repository: src/server/logger.ts -> ${outside}`);

    found = (await checkBorders(copy)).map(describeViolation);
  }, 180_000);

  afterAll(() => fs.rmSync(copy, { recursive: true, force: true }));

  it('covers every domain that has a service/index.ts, the new one included', () => {
    expect(loadBorderConfig(copy).domains).toEqual(expect.arrayContaining([...loadBorderConfig().domains, 'newdomain']));
  });

  it('reports each planted violation', () => {
    const missed = planted.filter((p) => !found.includes(p));
    expect(missed).toEqual([]);
    expect(planted.filter((p) => p.startsWith('routes-never')).length).toBeGreaterThan(25);
  });
});
