// What `npm start` loads before the site's bundle: scripts/start.ts and scripts/serve.ts import the
// edge, the static files and the response cache from the sources, which Node loads file by file. The
// compiled messages are one module per message (about 2,500), and loading them that way took 0.7 s
// of a 2.5 s start (docs/performance.md, "Start-up"); the bundle carries them instead. This walks the
// sources' imports (type-only imports load nothing) and fails if the start path reaches them again.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const IMPORT = /^\s*(?:import|export)\s+(?!type\b)(?:[^'";]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

function startGraph(entry: string): Map<string, string | null> {
  const seen = new Map<string, string | null>();
  const visit = (file: string, from: string | null) => {
    if (seen.has(file)) return;
    seen.set(file, from);
    if (!/\.(ts|js|mjs)$/.test(file) || !fs.existsSync(file)) return;
    for (const match of fs.readFileSync(file, 'utf8').matchAll(IMPORT)) visit(path.resolve(path.dirname(file), match[1]!), file);
  };
  visit(path.resolve(entry), null);
  return seen;
}

describe('npm start before the bundle', () => {
  it('loads a few dozen source modules and none of the compiled messages', () => {
    const graph = startGraph('scripts/start.ts');
    const messages = [...graph.keys()].filter((f) => f.includes(`${path.sep}paraglide${path.sep}messages`));
    const chain = (file: string) => {
      const links: string[] = [];
      for (let at: string | null | undefined = file; at; at = graph.get(at)) links.push(path.relative(process.cwd(), at));
      return links.join(' <- ');
    };
    expect(messages.map(chain)).toEqual([]);
    expect(graph.size).toBeLessThan(100);
  });
});
