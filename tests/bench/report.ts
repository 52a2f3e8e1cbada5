// The benchmark's result shape and its Markdown summary (pasted into docs/performance.md).
import type { BadInputBenchResult } from './bad-input.ts';
import type { DurabilityResult } from './durability.ts';
import type { JsBytes } from './js-bytes.ts';
import type { LessonSaveResult } from './lesson-save.ts';
import type { LighthouseScores } from './lighthouse.ts';
import type { Latency } from './search-latency.ts';
import type { Share, Throughput } from './throughput.ts';

import type { LeaderboardBenchResult } from './leaderboard.ts';
import type { MixedLoadResult } from './mixed-load.ts';
import type { MemberReadsResult } from './member-reads.ts';
import type { UploadMemoryResult } from './upload-memory.ts';
import type { RefuseBodiesResult } from './refuse-bodies.ts';

/**
 * One line of the targets table: every section of the bench adds its targets here (issue 29: the
 * bench prints every earlier target beside the new ones), each with its figure and whether it is met
 * (null: a figure shown for reference, with no target of its own).
 */
export type TargetCheck = { section: string; name: string; target: string; measured: string; met: boolean | null };

export type BenchResult = {
  at: string;
  machine: { node: string; cpus: number; loadAverage: number[] };
  pages: Array<{ name: string; path: string; js: JsBytes; lighthouse: LighthouseScores; throughput: Throughput }>;
  staticFile: (Throughput & { path: string }) | undefined;
  search: Record<string, Latency>;
  targets: { jsBudgetBytes: number; searchP99Ms: number };
  /** Every target of every section that ran, in the order they ran. */
  targetChecks: TargetCheck[];
  /** A hashed script's rate over the home page's, same server and run (issue 29). */
  assetShare?: Share;
  /** Sections that failed outright, by name, with their message. */
  sectionErrors?: Record<string, string>;
  memberReads?: MemberReadsResult[];
  partytownGzipBytes?: number;
  lessonSave?: LessonSaveResult;
  lessonSaveError?: string;
  badInput?: BadInputBenchResult;
  durability?: DurabilityResult[];
  durabilityError?: string;
  durationSeconds?: number;
  leaderboard?: LeaderboardBenchResult;
  leaderboardError?: string;
  mixedLoad?: MixedLoadResult;
  mixedLoadPostgres?: MixedLoadResult;
  mixedLoadError?: string;
  uploadMemory?: UploadMemoryResult;
  uploadMemoryError?: string;
  refuseBodies?: RefuseBodiesResult;
  refuseBodiesError?: string;
};

const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
const mark = (ok: boolean) => (ok ? '✓' : '✗');

/** The targets table, printed first: one line per target, its figure and met or not met. */
export function targetsTable(checks: TargetCheck[]): string[] {
  const met = checks.filter((c) => c.met === true).length;
  const targets = checks.filter((c) => c.met !== null).length;
  return [
    `Targets: ${met} of ${targets} met${targets < checks.length ? ` (and ${checks.length - targets} figure${checks.length - targets === 1 ? '' : 's'} shown for reference)` : ''}.`,
    '',
    '| section | target | figure | met |',
    '|---|---|---|---|',
    ...checks.map((c) => `| ${c.section} | ${c.name}${c.target ? `: ${c.target}` : ''} | ${c.measured} | ${c.met === null ? '(figure)' : c.met ? 'met ✓' : '**not met** ✗'} |`),
  ];
}

export function renderMarkdown(r: BenchResult): string {
  const lines: string[] = [];
  lines.push(`Measured ${r.at.slice(0, 16).replace('T', ' ')} UTC on ${r.machine.cpus} CPUs (load average at start ${r.machine.loadAverage.join(' / ')}), Node ${r.machine.node}; catalogue of 1,000 courses.`, '');
  lines.push(...targetsTable(r.targetChecks ?? []), '');
  if (r.assetShare) {
    const a = r.assetShare;
    lines.push(`| round | \`${a.numerator}\` req/s | p99 | \`${a.denominator}\` req/s | p99 | ratio |`, '|---|---|---|---|---|---|');
    a.rounds.forEach((round, i) => lines.push(`| ${i + 1} | ${round.numerator.requestsPerSec} | ${round.numerator.latencyP99Ms} ms | ${round.denominator.requestsPerSec} | ${round.denominator.latencyP99Ms} ms | ${round.ratio} |`));
    lines.push('', `Hashed asset beside the home page: autocannon, 10 connections, Accept-Encoding: br, gzip, both in each round; median ratio ${a.medianRatio}.`, '');
  }
  lines.push('| page | JS (gzip) | Lighthouse perf | a11y | best practices | SEO | LCP | TBT | req/s | p99 |', '|---|---|---|---|---|---|---|---|---|---|');
  for (const p of r.pages) {
    const l = p.lighthouse;
    lines.push(
      `| ${p.name} \`${p.path.length > 40 ? `${p.path.slice(0, 40)}…` : p.path}\` | ${kb(p.js.gzipBytes)} ${mark(p.js.gzipBytes <= r.targets.jsBudgetBytes)} | ${l.performance} | ${l.accessibility} | ${l.bestPractices} | ${l.seo} | ${l.metrics.lcpMs} ms | ${l.metrics.tbtMs} ms | ${p.throughput.requestsPerSec} | ${p.throughput.latencyP99Ms} ms |`,
    );
  }
  if (r.staticFile) lines.push(`| static file \`${r.staticFile.path}\` | | | | | | | | ${r.staticFile.requestsPerSec} | ${r.staticFile.latencyP99Ms} ms |`);
  lines.push('', `JavaScript: every script the page loads plus inline scripts, gzip; budget ${kb(r.targets.jsBudgetBytes)} per page. Not counted: Partytown's service worker, sandbox and worker files (${kb(r.partytownGzipBytes ?? 0)} gzip), which load in the background and only when PUBLIC_GTM_ID is set. Throughput: autocannon, 10 connections, 5 s per URL after a 1 s warm-up, same server and run as the static file.`, '');
  lines.push('| `GET /v1/courses?term=…` | requests | median | p99 | max | target p99 |', '|---|---|---|---|---|---|');
  for (const [size, l] of Object.entries(r.search)) {
    lines.push(`| ${Number(size).toLocaleString('en-US')} courses | ${l.requests} | ${l.medianMs} ms | ${l.p99Ms} ms | ${l.maxMs} ms | < ${r.targets.searchP99Ms} ms ${mark(l.p99Ms < r.targets.searchP99Ms)} |`);
  }
  if (r.lessonSave) {
    const { burst, steady, learners, target } = r.lessonSave;
    lines.push('', `| lesson saves, ${learners} learners | saves | median | p99 | max | errors | target |`, '|---|---|---|---|---|---|---|');
    lines.push(`| burst (all at once × ${burst.rounds}) | ${burst.requests} | ${burst.median_ms} ms | ${burst.p99_ms} ms | ${burst.max_ms} ms | ${burst.errors} | |`);
    lines.push(`| steady (${steady.per_second} saves/s for ${steady.seconds} s) | ${steady.requests} | ${steady.median_ms} ms | ${steady.p99_ms} ms | ${steady.max_ms} ms | ${steady.errors} | p99 < ${target.p99_ms} ms, no errors ${mark(r.lessonSave.met)} |`);
  }
  if (r.lessonSaveError) lines.push('', `The lesson-save benchmark failed: ${r.lessonSaveError}`);
  if (r.mixedLoad) lines.push('', ...mixedLoadTable(r.mixedLoad));
  if (r.mixedLoadPostgres) lines.push('', ...mixedLoadTable(r.mixedLoadPostgres));
  if (r.mixedLoadError) lines.push('', `The mixed-load benchmark failed: ${r.mixedLoadError}`);
  if (r.badInput) lines.push('', `Bad input (${r.badInput.runsPerOperation} per operation, seed ${r.badInput.seed}, ${r.badInput.seconds} s): ${r.badInput.passed ? 'passed' : 'FAILED'}. ${r.badInput.summary}`);
  if (r.durability?.length) lines.push('', ...durabilityTable(r.durability));
  if (r.durabilityError) lines.push('', `The durability check failed: ${r.durabilityError}`);
  if (r.uploadMemory) {
    lines.push('', `| media upload (median of ${r.uploadMemory.runs}) | answer | server RSS growth | time | target |`, '|---|---|---|---|---|');
    for (const c of r.uploadMemory.cases) lines.push(`| ${c.name}${c.identical ? ', stored byte for byte' : ''} | ${c.status} | ${c.medianGrowthMb} MB | ${c.seconds} s | < 64 MB ${mark(c.met)} |`);
  }
  if (r.uploadMemoryError) lines.push('', `The upload-memory benchmark failed: ${r.uploadMemoryError}`);
  if (r.refuseBodies) {
    lines.push('', `| three 64 MB bodies sent before reading (median of ${r.refuseBodies.runs}) | 413s read | connection errors | time for all three | target |`, '|---|---|---|---|---|');
    for (const c of r.refuseBodies.cases) lines.push(`| ${c.name} | ${c.statuses.filter((s) => s === 413).length} of ${c.statuses.length} | ${c.resets} | ${c.medianSeconds} s | every 413 read ${mark(c.met)} |`);
  }
  if (r.refuseBodiesError) lines.push('', `The refused-bodies benchmark failed: ${r.refuseBodiesError}`);
  for (const [section, message] of Object.entries(r.sectionErrors ?? {})) lines.push('', `The ${section} benchmark failed: ${message}`);
  const failing = r.pages.filter((p) => p.lighthouse.failing.length);
  if (failing.length) {
    lines.push('', 'Lighthouse audits below full marks:');
    for (const p of failing) lines.push(`- ${p.name}: ${p.lighthouse.failing.join(', ')}`);
  }
  return `${lines.join('\n')}\n`;
}

export function durabilityTable(results: DurabilityResult[]): string[] {
  return [
    '| kill -9 during profile saves | kills | members | writes acknowledged | missing (must be 0) | restart median | restart max |',
    '|---|---|---|---|---|---|---|',
    ...results.map((d) => `| ${d.database === 'pglite' ? 'PGlite' : 'PostgreSQL'} | ${d.kills} | ${d.members} | ${d.acknowledged.toLocaleString('en-US')} | ${d.missing} ${mark(d.missing === 0)} | ${d.restartMs.median} ms | ${d.restartMs.max} ms |`),
  ];
}

export function mixedLoadTable(m: MixedLoadResult): string[] {
  const lines = [
    `Mixed load on ${m.database === 'pglite' ? 'the embedded database' : 'PostgreSQL'}: ${m.connections} connections for ${m.seconds} s (half visitors on public pages and search, half members on the API with lesson saves); static file ${m.staticFile.requestsPerSec} req/s (10 connections, same server); visitors ${m.visitors.requestsPerSec} req/s (p99 ${m.visitors.p99Ms} ms), members ${m.members.requestsPerSec} req/s (p99 ${m.members.p99Ms} ms); RSS ${m.rss.atStartMb} MB at start.`,
    '',
    '| check | target | measured | met |',
    '|---|---|---|---|',
  ];
  for (const c of m.checks) lines.push(`| ${c.name} | ${c.target} | ${c.measured} | ${mark(c.met)} |`);
  return lines;
}
