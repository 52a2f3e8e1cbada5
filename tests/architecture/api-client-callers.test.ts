// Every function the browser's API client exports has a caller (ARCHITECTURE.md, "src/lib"): a typed
// function per endpoint, each defined once, and none kept for nobody. A caller is a file of src/,
// tests/, scripts/ or integrations/ that imports the function by name from its module.
import fs from 'node:fs';
import path from 'node:path';
import { expect, it } from 'vitest';

const ROOT = path.resolve(import.meta.dirname, '../..');
const API = 'src/lib/api';

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(path.join(ROOT, dir), { withFileTypes: true }).flatMap((e) => {
    const rel = `${dir}/${e.name}`;
    if (e.isDirectory()) return e.name === 'node_modules' || e.name.startsWith('.') ? [] : sourceFiles(rel);
    return /\.(ts|tsx|astro|mjs)$/.test(e.name) ? [rel] : [];
  });
}

/**
 * The names each file imports, by the module file they come from: `import { a, b as c }`, a dynamic
 * `const { a } = await import(…)`, and `X.a` after `import * as X` or `const X = await import(…)`.
 */
function importsOf(file: string): Array<{ module: string; names: string[] }> {
  const code = fs.readFileSync(path.join(ROOT, file), 'utf8');
  const moduleOf = (spec: string) => path.relative(ROOT, path.resolve(ROOT, path.dirname(file), spec));
  const listed = (list: string) => list.split(',').map((n) => n.trim().replace(/^type\s+/, '').split(/\s+(?:as\s+|:\s*)/)[0]!.split(':')[0]!.trim()).filter(Boolean);
  const named = [
    ...code.matchAll(/import\s+(?:type\s+)?\{([^{}]*)\}\s*from\s*['"](\.[^'"]+)['"]/g),
    ...code.matchAll(/\{([^{}]*)\}\s*=\s*await\s+import\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((m) => ({ module: moduleOf(m[2]!), names: listed(m[1]!) }));
  const namespaces = [
    ...code.matchAll(/import\s+\*\s+as\s+(\w+)\s+from\s*['"](\.[^'"]+)['"]/g),
    ...code.matchAll(/(?:const|let)\s+(\w+)\s*=\s*await\s+import\(\s*['"](\.[^'"]+)['"]\s*\)/g),
  ].map((m) => ({ module: moduleOf(m[2]!), names: [...code.matchAll(new RegExp(`\\b${m[1]}\\.(\\w+)`, 'g'))].map((u) => u[1]!) }));
  return [...named, ...namespaces];
}

it('has a caller for every function the API client exports', () => {
  const imported = new Map<string, Set<string>>();
  for (const file of ['src', 'tests', 'scripts', 'integrations'].flatMap(sourceFiles)) {
    for (const { module, names } of importsOf(file)) for (const name of names) (imported.get(module) ?? imported.set(module, new Set()).get(module)!).add(name);
  }
  const unused = fs.readdirSync(path.join(ROOT, API)).flatMap((f) => {
    const module = `${API}/${f}`;
    const code = fs.readFileSync(path.join(ROOT, module), 'utf8');
    const exported = [...code.matchAll(/^export (?:const|function|async function) (\w+)/gm)].map((m) => m[1]!);
    return exported.filter((name) => !imported.get(module)?.has(name)).map((name) => `${module}: ${name}`);
  });
  expect(unused).toEqual([]);
});
