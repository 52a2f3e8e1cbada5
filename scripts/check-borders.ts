// The border check (`npm run lint:borders`, and tests/architecture/borders.test.ts in `npm test`):
// dependency-cruiser applies the rules of .dependency-cruiser.cjs to every TypeScript file under
// src/ and scripts/. It cannot read .astro files, so their imports are checked here with the same
// two rules that concern them: a page's or component's frontmatter reaches a domain only through
// its service/index.ts, and a <script> block (browser code) never imports src/server or node:*.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';

export type BorderViolation = { rule: string; from: string; to: string };

const ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);
const config = require(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;

/** A file inside a domain folder: the same pattern the domain rule of .dependency-cruiser.cjs uses. */
const domainRule = config.forbidden!.find((r) => r.name === 'domains-meet-through-their-service-index') as { to: { path: string } };
const DOMAIN_FILE = new RegExp(domainRule.to.path);
const SERVICE_INDEX = /^src\/server\/[^/]+\/service\/index\.ts$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;

function specifiers(code: string): string[] {
  return [...code.matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

function astroFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return astroFiles(rel);
    return e.name.endsWith('.astro') ? [rel] : [];
  });
}

/** The .astro rules: frontmatter through service indexes only; <script> blocks are browser code. */
export function checkAstroFiles(files = astroFiles('src')): BorderViolation[] {
  const violations: BorderViolation[] = [];
  for (const file of files) {
    const source = fs.readFileSync(path.join(ROOT, file), 'utf8');
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    const scripts = [...source.matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const resolve = (spec: string) => (spec.startsWith('.') ? path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec)) : spec);
    for (const spec of specifiers(frontmatter)) {
      const to = resolve(spec);
      if (DOMAIN_FILE.test(to) && !SERVICE_INDEX.test(to)) violations.push({ rule: 'pages-and-scripts-use-the-service-index', from: file, to });
    }
    for (const spec of scripts.flatMap(specifiers)) {
      const to = resolve(spec);
      if (to.startsWith('src/server/')) violations.push({ rule: 'browser-code-stays-in-the-browser', from: `${file} <script>`, to });
      if (to.startsWith('node:')) violations.push({ rule: 'browser-code-has-no-node-modules', from: `${file} <script>`, to });
    }
  }
  return violations;
}

/** Every border violation in src/ and scripts/ (TypeScript through dependency-cruiser, plus .astro). */
export async function checkBorders(): Promise<BorderViolation[]> {
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const result = await cruise(['src', 'scripts'], { ...config.options, ruleSet: { forbidden: config.forbidden ?? [] }, validate: true });
    const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
    const fromCruise: BorderViolation[] = output.summary.violations.map((v: { rule: { name: string }; from: string; to: string }) => ({ rule: v.rule.name, from: v.from, to: v.to }));
    return [...fromCruise, ...checkAstroFiles()];
  } finally {
    process.chdir(cwd);
  }
}

export const describeViolation = (v: BorderViolation) => `${v.rule}: ${v.from} -> ${v.to}`;

if (import.meta.main) {
  const violations = await checkBorders();
  for (const v of violations) console.error(describeViolation(v));
  console.log(violations.length ? `${violations.length} border violation(s); the rules are in .dependency-cruiser.cjs.` : 'No border violations.');
  process.exit(violations.length ? 1 : 0);
}
