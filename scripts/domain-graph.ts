// The order of the server domains (docs/domain-order.md): a domain is a folder under src/server/
// with a service/index.ts, and the graph of which domain imports which must have no cycle. This
// module builds that graph from dependency-cruiser's module list and finds its cycles; it is run by
// tests/architecture/domain-order.test.ts and on its own as `node scripts/domain-graph.ts`.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { cruise, type IConfiguration } from 'dependency-cruiser';

/** The part of a dependency-cruiser module the graph needs (dependency-cruiser's IModule fits it). */
export type ModuleLike = { source: string; dependencies: readonly { resolved: string }[] };

/** One import line from a file of one domain to a file of another. */
export type FileEdge = { from: string; to: string };

/** domain -> imported domain -> the import lines behind that edge. */
export type DomainGraph = Map<string, Map<string, FileEdge[]>>;

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER = 'src/server';

/** The domains: every folder under src/server/ that has a service/index.ts. */
export function listDomains(root = ROOT): string[] {
  return fs
    .readdirSync(path.join(root, SERVER), { withFileTypes: true })
    .filter((e) => e.isDirectory() && fs.existsSync(path.join(root, SERVER, e.name, 'service', 'index.ts')))
    .map((e) => e.name)
    .sort();
}

/** The domain a file belongs to, or undefined for infrastructure and everything outside src/server. */
export function domainOf(file: string, domains: ReadonlySet<string>): string | undefined {
  const m = /^src\/server\/([^/]+)\//.exec(file);
  return m && domains.has(m[1]!) ? m[1] : undefined;
}

/** The domain graph: only edges between two different domains count. */
export function buildDomainGraph(modules: readonly ModuleLike[], domains: readonly string[]): DomainGraph {
  const known = new Set(domains);
  const graph: DomainGraph = new Map(domains.map((d) => [d, new Map()]));
  for (const mod of modules) {
    const from = domainOf(mod.source, known);
    if (!from) continue;
    for (const dep of mod.dependencies) {
      const to = domainOf(dep.resolved, known);
      if (!to || to === from) continue;
      const edges = graph.get(from)!;
      if (!edges.has(to)) edges.set(to, []);
      edges.get(to)!.push({ from: mod.source, to: dep.resolved });
    }
  }
  return graph;
}

/** The strongly connected components with more than one domain (Tarjan), each sorted; none when acyclic. */
export function findCycles(graph: DomainGraph): string[][] {
  let next = 0;
  const index = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const cycles: string[][] = [];
  const visit = (v: string) => {
    index.set(v, next);
    low.set(v, next);
    next++;
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v)?.keys() ?? []) {
      if (!index.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v)!, low.get(w)!));
      } else if (onStack.has(w)) {
        low.set(v, Math.min(low.get(v)!, index.get(w)!));
      }
    }
    if (low.get(v) === index.get(v)) {
      const component: string[] = [];
      let w: string;
      do {
        w = stack.pop()!;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1) cycles.push(component.sort());
    }
  };
  for (const v of [...graph.keys()].sort()) if (!index.has(v)) visit(v);
  return cycles;
}

/** The file-level import lines between domains of one cycle: what has to change to break it. */
export function cycleEdges(graph: DomainGraph, cycle: readonly string[]): FileEdge[] {
  const members = new Set(cycle);
  return cycle.flatMap((from) => [...(graph.get(from) ?? new Map<string, FileEdge[]>())].filter(([to]) => members.has(to)).flatMap(([, edges]) => edges));
}

/**
 * The domains lowest first (each after everything it imports), ties in alphabetical order; only
 * meaningful when findCycles() found none.
 */
export function domainOrder(graph: DomainGraph): string[] {
  const order: string[] = [];
  const placed = new Set<string>();
  const remaining = new Set(graph.keys());
  while (remaining.size) {
    const ready = [...remaining].filter((d) => [...graph.get(d)!.keys()].every((to) => placed.has(to) || !graph.has(to))).sort();
    if (!ready.length) break; // a cycle: findCycles() names it
    for (const d of ready) {
      order.push(d);
      placed.add(d);
      remaining.delete(d);
    }
  }
  return order;
}

/**
 * The order ARCHITECTURE.md draws: the first word of each line of the code block that follows "The
 * domains today", lowest first.
 */
export function drawnOrder(markdown: string): string[] {
  const from = markdown.indexOf('The domains today');
  const block = /```\n([\s\S]*?)```/.exec(markdown.slice(from))?.[1] ?? '';
  return block
    .split('\n')
    .map((line) => line.trim().split(/\s+/)[0] ?? '')
    .filter(Boolean);
}

/** The imports that go up a drawn order (from a domain to one drawn after it), or reach an undrawn domain. */
export function edgesAgainstOrder(graph: DomainGraph, order: readonly string[]): FileEdge[] {
  const rank = new Map(order.map((domain, i) => [domain, i]));
  return [...graph].flatMap(([from, targets]) =>
    [...targets].filter(([to]) => !rank.has(from) || !rank.has(to) || rank.get(to)! >= rank.get(from)!).flatMap(([, edges]) => edges),
  );
}

/** dependency-cruiser over src/server with the project's resolution options, as the border check runs it. */
export async function cruiseServer(): Promise<ModuleLike[]> {
  const require = createRequire(import.meta.url);
  const config = require(path.join(ROOT, '.dependency-cruiser.cjs')) as IConfiguration;
  const cwd = process.cwd();
  process.chdir(ROOT);
  try {
    const result = await cruise([SERVER], { ...config.options });
    const output = typeof result.output === 'string' ? JSON.parse(result.output) : result.output;
    return output.modules as ModuleLike[];
  } finally {
    process.chdir(cwd);
  }
}

/** The domain graph of the code as it is now. */
export async function serverDomainGraph(): Promise<DomainGraph> {
  return buildDomainGraph(await cruiseServer(), listDomains());
}

export const describeEdge = (e: FileEdge) => `${e.from} -> ${e.to}`;

if (import.meta.main) {
  const graph = await serverDomainGraph();
  const cycles = findCycles(graph);
  if (process.argv.includes('--edges')) {
    for (const [from, tos] of graph) for (const [to, edges] of tos) console.log(`${from} -> ${to} (${edges.length})`);
  }
  for (const cycle of cycles) {
    console.error(`Cycle between ${cycle.join(', ')}:`);
    for (const e of cycleEdges(graph, cycle)) console.error(`  ${describeEdge(e)}`);
  }
  if (!cycles.length) console.log(`Domain order, lowest first: ${domainOrder(graph).join(' -> ')}`);
  process.exit(cycles.length ? 1 : 0);
}
