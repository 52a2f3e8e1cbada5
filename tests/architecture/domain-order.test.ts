// The order of the server domains (docs/domain-order.md): no domain imports another that, directly or
// through others, imports it back. dependency-cruiser reads src/server; scripts/domain-graph.ts keeps
// the edges between two domains (a domain is a folder with a service/index.ts) and finds the cycles.
// A cycle is printed with the import lines that make it.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildDomainGraph, cycleEdges, describeEdge, domainOrder, drawnOrder, edgesAgainstOrder, findCycles, listDomains, serverDomainGraph, type ModuleLike } from '../../scripts/domain-graph.ts';
import { isProvided } from '../../src/server/shared/provided.ts';
import { wireDomains } from '../../src/server/wiring.ts';

const mod = (source: string, ...deps: string[]): ModuleLike => ({ source, dependencies: deps.map((resolved) => ({ resolved })) });

describe('the order of the domains', () => {
  it('has no cycle between the domains of src/server', async () => {
    const graph = await serverDomainGraph();
    const cycles = findCycles(graph);
    for (const cycle of cycles) {
      console.error(`Cycle between the domains ${cycle.join(', ')}; the imports that make it:`);
      for (const e of cycleEdges(graph, cycle)) console.error(`  ${describeEdge(e)}`);
    }
    expect(cycles.map((c) => c.join(' <-> '))).toEqual([]);
    // Every domain is placed: webhooks imports none (every domain records its events there), accounts
    // none but webhooks, and nothing imports the studio.
    const order = domainOrder(graph);
    expect([...order].sort()).toEqual(listDomains());
    expect(order.indexOf('webhooks')).toBeLessThan(order.indexOf('accounts'));
    expect([...graph.get('webhooks')!.keys()]).toEqual([]);
    expect([...graph.get('accounts')!.keys()].filter((d) => d !== 'webhooks')).toEqual([]);
    expect(order.at(-1)).toBe('studio');
  }, 120_000);

  it('keeps the order ARCHITECTURE.md draws: every domain drawn once, every import going down the picture', async () => {
    const drawn = drawnOrder(fs.readFileSync(path.join(import.meta.dirname, '../../ARCHITECTURE.md'), 'utf8'));
    expect([...drawn].sort()).toEqual(listDomains());
    expect(new Set(drawn).size).toBe(drawn.length);
    const upward = edgesAgainstOrder(await serverDomainGraph(), drawn);
    for (const e of upward) console.error(`Goes up the order drawn in ARCHITECTURE.md: ${describeEdge(e)}`);
    expect(upward.map(describeEdge)).toEqual([]);
  }, 120_000);

  it('sees an import that goes up a drawn order', () => {
    const graph = buildDomainGraph([mod('src/server/accounts/service/a.ts', 'src/server/rewards/service/index.ts'), mod('src/server/rewards/service/b.ts', 'src/server/accounts/service/index.ts')], ['accounts', 'rewards']);
    expect(edgesAgainstOrder(graph, ['accounts', 'rewards']).map(describeEdge)).toEqual(['src/server/accounts/service/a.ts -> src/server/rewards/service/index.ts']);
    expect(drawnOrder('The domains today:\n\n```\n  accounts   the lowest\n  rewards    points\n\n  platform   none\n```\n')).toEqual(['accounts', 'rewards', 'platform']);
  });

  it('finds a cycle planted in a module list, with its file-level edges, and ignores infrastructure and inner imports', () => {
    const domains = ['accounts', 'learning', 'mentors', 'rewards'];
    const modules = [
      mod('src/server/learning/service/run-save.ts', 'src/server/mentors/service/index.ts', 'src/server/rewards/service/index.ts', 'src/server/learning/service/progress.ts', 'src/server/db/client.ts'),
      mod('src/server/mentors/service/finished.ts', 'src/server/rewards/service/index.ts', 'src/server/accounts/service/index.ts'),
      mod('src/server/mentors/service/courses.ts', 'src/server/learning/service/index.ts'),
      mod('src/server/rewards/service/leaderboard.ts', 'src/server/accounts/service/index.ts', 'src/server/shared/sql-rows.ts'),
      // Through infrastructure, or from a folder that is not a domain: not a domain edge.
      mod('src/server/accounts/service/login.ts', 'src/server/auth/tokens.ts'),
      mod('src/server/demo/seed.ts', 'src/server/learning/service/index.ts'),
      mod('src/server/db/client.ts', 'node_modules/pg/lib/index.js'),
    ];
    const graph = buildDomainGraph(modules, domains);
    const cycles = findCycles(graph);
    expect(cycles).toEqual([['learning', 'mentors']]);
    expect(cycleEdges(graph, cycles[0]!).map(describeEdge)).toEqual([
      'src/server/learning/service/run-save.ts -> src/server/mentors/service/index.ts',
      'src/server/mentors/service/courses.ts -> src/server/learning/service/index.ts',
    ]);

    // Cut the edge the way the code does (mentors passes its step in): the order appears.
    const cut = buildDomainGraph(
      modules.map((m) => (m.source.endsWith('run-save.ts') ? { ...m, dependencies: m.dependencies.filter((d) => !d.resolved.includes('/mentors/')) } : m)),
      domains,
    );
    expect(findCycles(cut)).toEqual([]);
    expect(domainOrder(cut)).toEqual(['accounts', 'rewards', 'learning', 'mentors']);
  });

  it('finds a longer cycle and a second one at the same time', () => {
    const graph = buildDomainGraph(
      [
        mod('src/server/a/service/x.ts', 'src/server/b/service/index.ts'),
        mod('src/server/b/service/x.ts', 'src/server/c/service/index.ts'),
        mod('src/server/c/routes.ts', 'src/server/a/service/index.ts'),
        mod('src/server/d/service/x.ts', 'src/server/e/service/index.ts', 'src/server/a/service/index.ts'),
        mod('src/server/e/service/x.ts', 'src/server/d/service/index.ts'),
      ],
      ['a', 'b', 'c', 'd', 'e'],
    );
    expect(findCycles(graph)).toEqual([['a', 'b', 'c'], ['d', 'e']]);
  });

  it('passes in every dependency a domain declares with provided() when the app is built', () => {
    // Each provided('name') in src/server must be filled by src/server/wiring.ts, or its first use throws.
    const names: string[] = [];
    const walk = (dir: string) => {
      for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, e.name);
        if (e.isDirectory()) walk(file);
        else if (file.endsWith('.ts')) names.push(...[...fs.readFileSync(file, 'utf8').matchAll(/provided<[^;]*?>\('([^']+)'\)/g)].map((m) => m[1]!));
      }
    };
    walk('src/server');
    expect(names.length).toBeGreaterThan(0);
    expect(new Set(names).size).toBe(names.length);
    wireDomains();
    expect(names.filter((n) => !isProvided(n))).toEqual([]);
  });
});
