// Contract lint: /v1/openapi.json passes Redocly's `recommended` rules and Spectral's `spectral:oas`
// with no error and no warning, except rules turned off, each with its reason, in redocly.yaml and
// spectral.yaml next to this file. Both CLIs run from node_modules on the document the app serves.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { RESERVED_SLUGS } from '../../src/lib/schemas/input.ts';
import { createTestContext, type TestContext } from '../helpers/app.ts';

const here = path.dirname(new URL(import.meta.url).pathname);
const root = path.resolve(here, '../..');
let t: TestContext;
let dir: string;
let file: string;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-openapi-'));
  file = path.join(dir, 'openapi.json');
  fs.writeFileSync(file, await (await t.api('GET', '/v1/openapi.json')).text());
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** Runs a CLI's JS entry with this Node (the system `node` on PATH may be older). */
function run(bin: string, args: string[]) {
  const entry = fs.realpathSync(path.join(root, 'node_modules/.bin', bin));
  const result = spawnSync(process.execPath, [entry, ...args], { cwd: root, encoding: 'utf8', maxBuffer: 64 * 1024 * 1024 });
  if (result.error) throw result.error;
  return result;
}

type Problem = { severity: string; rule: string; where: string; message: string };

function report(tool: string, problems: Problem[]) {
  const lines = problems.map((p) => `  ${p.severity} ${p.rule} ${p.where}: ${p.message}`);
  const errors = problems.filter((p) => p.severity === 'error').length;
  console.log(`${tool}: ${errors} errors, ${problems.length - errors} warnings${lines.length ? `\n${lines.join('\n')}` : ''}`);
  return `${tool} found ${problems.length} problems:\n${lines.join('\n')}`;
}

it("passes Redocly's recommended rules", () => {
  const out = run('redocly', ['lint', file, '--config', path.join(here, 'redocly.yaml'), '--format', 'json']);
  const parsed = JSON.parse(out.stdout) as { problems: Array<{ ruleId: string; severity: string; message: string; location: Array<{ pointer: string }> }> };
  const problems = parsed.problems.map((p) => ({ severity: p.severity, rule: p.ruleId, where: p.location[0]?.pointer ?? '', message: p.message }));
  expect(problems, report('Redocly', problems)).toEqual([]);
});

it("passes Spectral's spectral:oas rules", () => {
  const out = run('spectral', ['lint', file, '--ruleset', path.join(here, 'spectral.yaml'), '--format', 'json', '--quiet']);
  const text = out.stdout.trim();
  const parsed = (text.startsWith('[') ? JSON.parse(text) : []) as Array<{ code: string; severity: number; message: string; path: string[] }>;
  if (!text.startsWith('[') && out.status !== 0) throw new Error(`Spectral failed: ${out.stderr || text}`);
  const severity = ['error', 'warning', 'info', 'hint'];
  const problems = parsed.map((p) => ({ severity: severity[p.severity] ?? String(p.severity), rule: p.code, where: p.path.join('.'), message: p.message }));
  expect(problems, report('Spectral', problems)).toEqual([]);
});

it('reserves, for each kind of slug, every word the API uses where that slug stands', () => {
  const paths = Object.keys(JSON.parse(fs.readFileSync(file, 'utf8')).paths as Record<string, unknown>);
  // Where a slug of each kind can stand in an API path: /v1/courses/{id} takes a course's id or slug.
  const levels: Record<keyof typeof RESERVED_SLUGS, string> = { course: '/v1/courses/', bundle: '/v1/bundles/', page: '/v1/pages/', post: '/v1/blog/', category: '/v1/categories/' };
  for (const [kind, prefix] of Object.entries(levels) as [keyof typeof RESERVED_SLUGS, string][]) {
    const words = new Set(paths.filter((p) => p.startsWith(prefix)).map((p) => p.slice(prefix.length).split('/')[0]!).filter((w) => !w.startsWith('{')));
    expect([...words].sort(), `words under ${prefix}`).toEqual([...RESERVED_SLUGS[kind]].sort());
  }
});
