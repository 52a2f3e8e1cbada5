// The border check (`npm run lint:borders`, and tests/architecture/borders.test.ts in `npm test`):
// dependency-cruiser applies the rules of .dependency-cruiser.cjs to every TypeScript file under
// src/ and scripts/. It cannot read .astro files, so their imports are checked here with the same
// two rules that concern them: a page's or component's frontmatter reaches a domain only through
// its service/index.ts, and a <script> block (browser code) never imports src/server or node:*.
// Two rules are about text rather than imports, and are checked here too: only src/server/config.ts
// reads process.env, and no file cites a document outside the repository (ARCHITECTURE.md, "Borders").
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';

export type BorderViolation = { rule: string; from: string; to: string };
type BorderConfig = IConfiguration & { domains: string[] };

export const REPOSITORY_ROOT = path.resolve(import.meta.dirname, '..');
const require = createRequire(import.meta.url);

/** The rules as the repository at `root` declares them (its own domains, found in its own tree). */
export function loadBorderConfig(root = REPOSITORY_ROOT): BorderConfig {
  const file = path.join(root, '.dependency-cruiser.cjs');
  delete require.cache[require.resolve(file)];
  return require(file) as BorderConfig;
}

const SERVICE_INDEX = /^src\/server\/[^/]+\/service\/index\.ts$/;
const IMPORT = /(?:import|export)\s[^'"]*?from\s*['"]([^'"]+)['"]|import\s*\(\s*['"]([^'"]+)['"]\s*\)|import\s*['"]([^'"]+)['"]/g;
/** A design document of the company's, which lives outside this repository. */
const OUTSIDE_DOCUMENT = /\b(?:DESIGN|SPEC|STYLE|DEVELOPERS)\.md\b/;

function specifiers(code: string): string[] {
  return [...code.matchAll(IMPORT)].map((m) => (m[1] ?? m[2] ?? m[3])!);
}

function filesUnder(root: string, dir: string, keep: (name: string) => boolean): string[] {
  if (!fs.existsSync(path.join(root, dir))) return [];
  return fs.readdirSync(path.join(root, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : filesUnder(root, rel, keep);
    return keep(e.name) ? [rel] : [];
  });
}

/** The .astro rules: frontmatter through service indexes only; <script> blocks are browser code. */
export function checkAstroFiles(files?: string[], root = REPOSITORY_ROOT): BorderViolation[] {
  const config = loadBorderConfig(root);
  const domainRule = config.forbidden!.find((r) => r.name === 'domains-meet-through-their-service-index') as { to: { path: string } };
  const domainFile = new RegExp(domainRule.to.path);
  const violations: BorderViolation[] = [];
  for (const file of files ?? filesUnder(root, 'src', (name) => name.endsWith('.astro'))) {
    const source = fs.readFileSync(path.join(root, file), 'utf8');
    const frontmatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1] ?? '';
    const scripts = [...source.matchAll(/<script(?![^>]*is:inline)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!);
    const resolve = (spec: string) => (spec.startsWith('.') ? path.relative(root, path.resolve(root, path.dirname(file), spec)) : spec);
    for (const spec of specifiers(frontmatter)) {
      const to = resolve(spec);
      if (domainFile.test(to) && !SERVICE_INDEX.test(to)) violations.push({ rule: 'pages-and-scripts-use-the-service-index', from: file, to });
    }
    for (const spec of scripts.flatMap(specifiers)) {
      const to = resolve(spec);
      if (to.startsWith('src/server/')) violations.push({ rule: 'browser-code-stays-in-the-browser', from: `${file} <script>`, to });
      if (to.startsWith('node:')) violations.push({ rule: 'browser-code-has-no-node-modules', from: `${file} <script>`, to });
    }
  }
  return violations;
}

/** The text rules: config.ts alone reads the environment; nothing cites a document we do not ship. */
export function checkSourceText(root = REPOSITORY_ROOT): BorderViolation[] {
  const violations: BorderViolation[] = [];
  for (const file of filesUnder(root, 'src/server', (name) => /\.tsx?$/.test(name))) {
    if (file === 'src/server/config.ts') continue;
    if (/\bprocess\.env\b/.test(fs.readFileSync(path.join(root, file), 'utf8'))) violations.push({ rule: 'only-config-reads-the-environment', from: file, to: 'process.env' });
  }
  const cited = ['src', 'scripts', 'tests', 'integrations', 'docs'].flatMap((dir) => filesUnder(root, dir, (name) => /\.(ts|tsx|mjs|cjs|astro|css|md|sh)$/.test(name)));
  for (const file of [...cited, 'ARCHITECTURE.md', 'README.md'].filter((f) => fs.existsSync(path.join(root, f)))) {
    const match = OUTSIDE_DOCUMENT.exec(fs.readFileSync(path.join(root, file), 'utf8'));
    if (match) violations.push({ rule: 'cites-only-the-repository', from: file, to: match[0] });
  }
  return violations;
}

/** Every border violation in the repository at `root` (TypeScript through dependency-cruiser, plus .astro and text). */
export async function checkBorders(root = REPOSITORY_ROOT): Promise<BorderViolation[]> {
  const config = loadBorderConfig(root);
  const cwd = process.cwd();
  process.chdir(root);
  try {
    const result = await cruise(['src', 'scripts'], { ...config.options, ruleSet: { forbidden: config.forbidden ?? [] }, validate: true });
    const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
    const fromCruise: BorderViolation[] = output.summary.violations.map((v: { rule: { name: string }; from: string; to: string }) => ({ rule: v.rule.name, from: v.from, to: v.to }));
    return [...fromCruise, ...checkAstroFiles(undefined, root), ...checkSourceText(root)];
  } finally {
    process.chdir(cwd);
  }
}

export const describeViolation = (v: BorderViolation) => `${v.rule}: ${v.from} -> ${v.to}`;

if (import.meta.main) {
  const violations = await checkBorders();
  for (const v of violations) console.error(describeViolation(v));
  console.log(violations.length ? `${violations.length} border violation(s); the rules are in .dependency-cruiser.cjs and scripts/check-borders.ts.` : 'No border violations.');
  process.exit(violations.length ? 1 : 0);
}
