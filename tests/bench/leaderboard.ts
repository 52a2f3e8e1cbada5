// The leaderboard at scale (issue 13, docs/rules/rewards.md): 100,000 members and 5,000,000 ledger
// rows on PostgreSQL, the totals per member and period built from the ledger with SQL, as the running
// totals would hold them. Measures, one query at a time after a warm-up, the p99 of a page of each
// board (the top 50, ties ranked) and of "my rank" for members spread over the whole board, including
// the last. Target: p99 < 50 ms for both.
//
//   BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/test node tests/bench/leaderboard.ts [--fresh] [--rounds=300]
//
// The run makes (or, without --fresh, reuses) its own database `wellspring_bench_leaderboard`.
// tests/bench/run.ts calls runLeaderboardBench() when BENCH_DATABASE_URL is set.
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { openPostgres, type Db } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { getLeaderboard } from '../../src/server/rewards/service/index.ts';
import { rankOf, topOfBoard } from '../../src/server/rewards/service/leaderboard.ts';
import { periodStart } from '../../src/server/rewards/service/periods.ts';
import { rowsOf } from '../../src/server/shared/sql-rows.ts';
import { withDatabase } from '../helpers/templates.ts';

export const LEADERBOARD_P99_TARGET_MS = 50;
const DB_NAME = 'wellspring_bench_leaderboard';
const MEMBERS = 100_000;
const LEDGER_ROWS = 5_000_000;

type Figures = { requests: number; median_ms: number; p99_ms: number; max_ms: number };
export type LeaderboardBenchResult = {
  members: number;
  ledger_rows: number;
  totals_rows: number;
  page: Record<string, Figures>;
  my_rank: Record<string, Figures>;
  whole_answer: Record<string, Figures>;
  target_p99_ms: number;
};

const round = (n: number) => Math.round(n * 10) / 10;
const quantile = (sorted: number[], q: number) => sorted[Math.min(sorted.length - 1, Math.ceil(q * sorted.length) - 1)]!;

async function timed(times: number, fn: (i: number) => Promise<unknown>): Promise<Figures> {
  for (let i = 0; i < 20; i++) await fn(i);
  const all: number[] = [];
  for (let i = 0; i < times; i++) {
    const started = performance.now();
    await fn(i);
    all.push(performance.now() - started);
  }
  all.sort((a, b) => a - b);
  return { requests: all.length, median_ms: round(quantile(all, 0.5)), p99_ms: round(quantile(all, 0.99)), max_ms: round(all.at(-1)!) };
}

async function prepare(url: string, fresh: boolean, log: (l: string) => void): Promise<void> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  const exists = (await admin.query('SELECT 1 FROM pg_database WHERE datname = $1', [DB_NAME])).rowCount;
  if (exists && fresh) await admin.query(`DROP DATABASE ${DB_NAME} WITH (FORCE)`);
  if (!exists || fresh) await admin.query(`CREATE DATABASE ${DB_NAME}`);
  await admin.end();
  const handle = openPostgres(withDatabase(url, DB_NAME), 2);
  try {
    await migrateDatabase(handle);
    const [count] = rowsOf<{ n: number }>(await handle.db.execute(sql`SELECT count(*)::int AS n FROM points_ledger`));
    if (Number(count!.n) >= LEDGER_ROWS) return;
    const started = performance.now();
    log(`  generating ${MEMBERS.toLocaleString('en-US')} members and ${LEDGER_ROWS.toLocaleString('en-US')} ledger rows...`);
    await handle.db.execute(sql`TRUNCATE users, points_ledger, points_totals CASCADE`);
    // One in a hundred has left the board, one in five hundred has cancelled.
    await handle.db.execute(sql`INSERT INTO users (id, name, email, password_hash, leaderboard_hidden, cancelled_at)
      SELECT g, 'Member ' || g, 'member' || g || '@bench.test', 'x', g % 100 = 0, CASE WHEN g % 500 = 7 THEN now() END
      FROM generate_series(1, ${MEMBERS}::int) g`);
    await handle.db.execute(sql`SELECT setval(pg_get_serial_sequence('users', 'id'), ${MEMBERS})`);
    // Uneven activity: member m gets about 2 * (1 + m % 50) / 51 of the average, so ties are common.
    // The earned dates span the last 120 days, so every week and month has a board.
    for (let chunk = 0; chunk < 10; chunk++) {
      const from = chunk * (LEDGER_ROWS / 10) + 1;
      const to = (chunk + 1) * (LEDGER_ROWS / 10);
      await handle.db.execute(sql`INSERT INTO points_ledger (user_id, points, reason, source_type, source_id, source_key, earned_at)
        SELECT 1 + (g::bigint * 7919) % ${MEMBERS}::int, (ARRAY[10, 10, 10, 2, 5, 50, 20])[1 + g % 7], 'lesson_finished', 'lesson', g, 'lesson:' || g,
          now() - ((g % 120) * interval '1 day') - ((g % 1440) * interval '1 minute')
        FROM generate_series(${from}::int, ${to}::int) g`);
      log(`    ledger ${to.toLocaleString('en-US')}`);
    }
    // The running totals, as rewards/service/ledger.ts keeps them: all time, UTC weeks from Monday, UTC months.
    await handle.db.execute(sql`INSERT INTO points_totals (period, period_start, user_id, points)
      SELECT 'all', '1970-01-01', user_id, sum(points) FROM points_ledger GROUP BY user_id
      UNION ALL
      SELECT 'week', (date_trunc('week', earned_at AT TIME ZONE 'UTC'))::date, user_id, sum(points) FROM points_ledger GROUP BY 2, user_id
      UNION ALL
      SELECT 'month', (date_trunc('month', earned_at AT TIME ZONE 'UTC'))::date, user_id, sum(points) FROM points_ledger GROUP BY 2, user_id`);
    log(`  generated in ${Math.round((performance.now() - started) / 1000)} s`);
  } finally {
    await handle.close();
  }
  const vacuum = new pg.Client({ connectionString: withDatabase(url, DB_NAME) });
  await vacuum.connect();
  await vacuum.query('VACUUM ANALYZE users');
  await vacuum.query('VACUUM ANALYZE points_totals');
  await vacuum.query('ANALYZE points_ledger');
  await vacuum.end();
}

export async function runLeaderboardBench(url: string, options: { fresh?: boolean; rounds?: number; log?: (l: string) => void } = {}): Promise<LeaderboardBenchResult> {
  const log = options.log ?? console.log;
  const rounds = options.rounds ?? 300;
  await prepare(url, Boolean(options.fresh), log);
  const handle = openPostgres(withDatabase(url, DB_NAME), 2);
  const db: Db = handle.db;
  try {
    const [counts] = rowsOf<{ ledger: number; totals: number }>(
      await db.execute(sql`SELECT (SELECT count(*)::int FROM points_ledger) AS ledger, (SELECT count(*)::int FROM points_totals) AS totals`),
    );
    const result: LeaderboardBenchResult = {
      members: MEMBERS, ledger_rows: Number(counts!.ledger), totals_rows: Number(counts!.totals), page: {}, my_rank: {}, whole_answer: {}, target_p99_ms: LEADERBOARD_P99_TARGET_MS,
    };
    const now = new Date();
    for (const period of ['week', 'month', 'all'] as const) {
      const start = periodStart(period, now);
      // Members from the top to the very bottom of this board (and some without points in it).
      const members = rowsOf<{ user_id: number }>(
        await db.execute(sql`SELECT user_id FROM points_totals WHERE period = ${period} AND period_start = ${start} ORDER BY points DESC, user_id`),
      ).map((r) => Number(r.user_id));
      const pick = (i: number) => members[Math.floor(((i * 7907) % 1000) / 1000 * members.length)] ?? 1;
      const last = members.at(-1) ?? 1;
      result.page[period] = await timed(rounds, () => topOfBoard(db, period, start));
      result.my_rank[period] = await timed(rounds, (i) => rankOf(db, period, start, i % 10 === 0 ? last : pick(i)));
      result.whole_answer[period] = await timed(Math.round(rounds / 3), (i) =>
        getLeaderboard({ db, actor: { id: i % 10 === 0 ? last : pick(i), name: '', email: '', isMentor: false, role: 'member' as const, tokenId: 0 }, period, now }),
      );
      const f = (x: Figures) => `median ${x.median_ms} ms, p99 ${x.p99_ms} ms, max ${x.max_ms} ms`;
      log(`  ${period.padEnd(5)} (${members.length.toLocaleString('en-US')} ranked rows) page: ${f(result.page[period]!)} | my rank: ${f(result.my_rank[period]!)} | whole answer: ${f(result.whole_answer[period]!)}`);
    }
    return result;
  } finally {
    await handle.close();
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const url = process.env.BENCH_DATABASE_URL;
  if (!url) {
    console.error('Set BENCH_DATABASE_URL to a PostgreSQL server (e.g. postgres://postgres@127.0.0.1:5432/test).');
    process.exit(2);
  }
  console.log('== leaderboard: 100,000 members, 5,000,000 ledger rows (PostgreSQL) ==');
  const rounds = Number(process.argv.find((a) => a.startsWith('--rounds='))?.slice('--rounds='.length) ?? 300);
  const r = await runLeaderboardBench(url, { fresh: process.argv.includes('--fresh'), rounds });
  const worst = Math.max(...Object.values(r.page).map((x) => x.p99_ms), ...Object.values(r.my_rank).map((x) => x.p99_ms));
  console.log(`worst p99 ${worst} ms (target < ${LEADERBOARD_P99_TARGET_MS} ms): ${worst < LEADERBOARD_P99_TARGET_MS ? 'met' : 'NOT met'}`);
  console.log(JSON.stringify(r));
}
