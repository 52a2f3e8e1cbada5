// The bad-input suite (tests/contract/bad-input-suite.ts, in its two files) with many more inputs than `npm test` sends:
// BENCH_BAD_INPUT_RUNS per operation (default 1,000; 200 with --quick), from a new random seed each
// time unless BAD_INPUT_SEED is set (the seed is printed, so a finding can be replayed). Runs on
// PGlite, or on PostgreSQL when TEST_DATABASE_URL is set. Run alone: `node tests/bench/bad-input.ts`.
import { spawnSync } from 'node:child_process';

export type BadInputBenchResult = { runsPerOperation: number; seed: number; passed: boolean; summary: string; seconds: number };

export function runBadInputBench(o: { quick: boolean; log: (line: string) => void }): BadInputBenchResult {
  const runs = Number(process.env.BENCH_BAD_INPUT_RUNS ?? (o.quick ? 200 : 1000));
  const seed = Number(process.env.BAD_INPUT_SEED ?? Math.floor(Math.random() * 2 ** 31));
  o.log(`== bad-input suite: ${runs} inputs per operation, seed ${seed} ==`);
  const started = performance.now();
  const out = spawnSync('npx', ['vitest', 'run', 'tests/contract/bad-input-1.test.ts', 'tests/contract/bad-input-2.test.ts'], {
    encoding: 'utf8',
    env: { ...process.env, BAD_INPUT_RUNS: String(runs), BAD_INPUT_SEED: String(seed), BAD_INPUT_VERBOSE: '1', FORCE_COLOR: '0' },
    maxBuffer: 256 * 1024 * 1024,
  });
  const text = `${out.stdout}\n${out.stderr}`;
  const summary = [...text.matchAll(/Bad-input suite[^\n]*/g)].map((m) => m[0]).join('\n  ') || 'no summary (the suite did not finish)';
  for (const line of text.split('\n').filter((l) => /^\s+5xx |^\s+\d+x |first: /.test(l)).slice(0, 60)) o.log(line);
  o.log(`  ${summary}`);
  return { runsPerOperation: runs, seed, passed: out.status === 0, summary, seconds: Math.round((performance.now() - started) / 1000) };
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const result = runBadInputBench({ quick: process.argv.includes('--quick'), log: console.log });
  process.exit(result.passed ? 0 : 1);
}
