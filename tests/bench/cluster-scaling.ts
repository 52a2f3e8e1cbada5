// Throughput with 1, 2 and 3 instances behind HAProxy on one PostgreSQL (issue 18; docs/performance.md,
// "Instances"). For each size: `npm run cluster`'s layout is started, then 40 connections for
// BENCH_SECONDS (15 by default) mix anonymous pages (answered from each instance's response cache) and
// a member's API reads (the database on every request). Run alone: `node tests/bench/cluster-scaling.ts`.
// On a 2-core machine the cores, not the instances, bound the figure: the balancer, every instance
// and PostgreSQL share them.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Request } from 'autocannon';
import pg from 'pg';
import { startCluster } from '../../scripts/cluster.ts';

const SECONDS = Number(process.env.BENCH_SECONDS ?? 15);
const PG_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
const DB = 'wellspring_bench_cluster';

async function dropDatabase(): Promise<void> {
  const client = new pg.Client({ connectionString: PG_URL });
  await client.connect();
  await client.query(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`);
  await client.end();
}

const rows: string[] = [];
for (const size of [1, 2, 3]) {
  await dropDatabase();
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-bench-cluster-'));
  const url = new URL(PG_URL);
  url.pathname = `/${DB}`;
  const cluster = await startCluster({ size, port: 4701, firstInstancePort: 4702, s3Port: 4710, dir, databaseUrl: url.toString(), quiet: true, extraEnv: { RATE_LIMIT_FACTOR: '1000' } });
  try {
    const login = await fetch(`${cluster.url}/v1/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email: 'member@wellspring.example', password: 'wellspring-demo' }) });
    const token = ((await login.json()) as { data: { token: string } }).data.token;
    const member = { authorization: `Bearer ${token}`, accept: 'application/json' };
    const requests: Request[] = [
      { method: 'GET', path: '/' },
      { method: 'GET', path: '/courses' },
      { method: 'GET', path: '/v1/courses?term=sleep' },
      { method: 'GET', path: '/v1/auth/profile', headers: member },
      { method: 'GET', path: '/v1/auth/points', headers: member },
    ];
    // Warm every instance's cache and compiled code.
    await autocannon({ url: cluster.url, connections: 10, duration: 3, requests });
    const result = await autocannon({ url: cluster.url, connections: 40, duration: SECONDS, requests });
    const line = `| ${size} | ${Math.round(result.requests.average)} | ${result.latency.p50} ms | ${result.latency.p99} ms | ${result.errors} | ${result.non2xx} |`;
    rows.push(line);
    console.log(line);
  } finally {
    await cluster.stop();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
await dropDatabase();
console.log(`\nMeasured ${new Date().toISOString()}, ${os.cpus().length} CPUs, load average ${os.loadavg().map((n) => n.toFixed(1)).join(' ')}`);
console.log('| instances | req/s | p50 | p99 | errors | non-2xx |\n|---|---|---|---|---|---|');
for (const r of rows) console.log(r);
process.exit(0);
