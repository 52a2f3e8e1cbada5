// `npm run cluster`: the production layout on one machine (docs/deploy.md). N instances of the built
// server (CLUSTER_SIZE, 3 by default) on one PostgreSQL, files in an S3-compatible store (a local
// s3rver), and HAProxy in front on http://localhost:4321 (CLUSTER_PORT), checking each instance's
// /v1/health/ready every second and passing live streams through unbuffered. Ctrl-C stops it all:
// the balancer first, then each instance drains (SIGTERM), then the store.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { SERVER_ENV, SERVER_NODE_FLAGS } from './server-flags.ts';

const SIZE = Number(process.env.CLUSTER_SIZE ?? 3);
const PORT = Number(process.env.CLUSTER_PORT ?? 4321);
const FIRST_INSTANCE_PORT = Number(process.env.CLUSTER_INSTANCE_PORT ?? 4501);
const S3_PORT = Number(process.env.CLUSTER_S3_PORT ?? 4569);
const DIR = path.resolve(process.env.CLUSTER_DIR ?? 'data/cluster');
const DATABASE_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/wellspring_cluster';
const BUCKET = 'wellspring';

class ClusterError extends Error {}

function fail(message: string): never {
  throw new ClusterError(message);
}

function findHaproxy(): string {
  for (const candidate of ['/usr/sbin/haproxy', '/usr/local/sbin/haproxy', '/usr/bin/haproxy']) if (fs.existsSync(candidate)) return candidate;
  if (process.getuid?.() === 0) {
    console.log('Installing HAProxy from Debian\'s packages (one time)…');
    const res = spawnSync('bash', ['-c', 'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq haproxy'], { stdio: 'inherit' });
    if (res.status === 0 && fs.existsSync('/usr/sbin/haproxy')) return '/usr/sbin/haproxy';
  }
  fail('the load balancer is HAProxy. Install it with: sudo apt-get install -y haproxy, then run npm run cluster again.');
}

/** Creates the cluster's database on the server when it is missing (the instances migrate it). */
async function ensureDatabase(url: string): Promise<void> {
  const target = new URL(url);
  const name = decodeURIComponent(target.pathname.slice(1));
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  try {
    await client.connect();
  } catch (err) {
    fail(`cannot reach PostgreSQL at ${admin.host} (${err instanceof Error ? err.message : err}). Start it, or set DATABASE_URL.`);
  }
  try {
    const found = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [name]);
    if (!found.rowCount) {
      if (!/^[a-z_][a-z0-9_]*$/.test(name)) fail(`create the database ${name} first (its name needs quoting).`);
      await client.query(`CREATE DATABASE ${name}`);
      console.log(`Created the database ${name}.`);
    }
  } finally {
    await client.end();
  }
}

export function haproxyConfig({ port, instancePorts }: { port: number; instancePorts: number[] }): string {
  return [
    'global',
    '  maxconn 4096',
    'defaults',
    '  mode http',
    '  timeout connect 2s',
    '  timeout client 65s',
    '  timeout server 65s',
    // The same deadlines as the instances' own (docs/deploy.md, "Timeouts"): request headers within
    // 20 s, an idle client connection closed after 60 s, before the instances' 65 s.
    '  timeout http-request 20s',
    '  timeout http-keep-alive 60s',
    // An open event stream is a tunnel once it starts: it may stay quiet between 25-second pings.
    '  timeout tunnel 1h',
    '  option http-server-close',
    '  retries 2',
    '  option redispatch',
    `frontend wellspring`,
    `  bind 127.0.0.1:${port}`,
    // The client's own address, replacing anything the client sent.
    '  http-request set-header X-Forwarded-For %[src]',
    '  default_backend instances',
    'backend instances',
    '  balance roundrobin',
    '  option httpchk GET /v1/health/ready',
    '  http-check expect status 200',
    ...instancePorts.map((p, i) => `  server instance${i + 1} 127.0.0.1:${p} check inter 1s fall 2 rise 1`),
    '',
  ].join('\n');
}

async function waitReady(url: string, child: ChildProcess, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    if (child.exitCode !== null) fail(`an instance exited (${child.exitCode}) before it was ready: see its lines above.`);
    try {
      if ((await fetch(`${url}/v1/health/ready`)).ok) return;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) fail(`${url} was not ready within ${timeoutMs / 1000} s.`);
    await new Promise((r) => setTimeout(r, 250));
  }
}

function prefixLines(child: ChildProcess, label: string): void {
  for (const stream of [child.stdout, child.stderr]) {
    let rest = '';
    stream?.on('data', (chunk: Buffer) => {
      const lines = (rest + chunk.toString()).split('\n');
      rest = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) console.log(`[${label}] ${line}`);
    });
  }
}

export type ClusterOptions = { size: number; port: number; firstInstancePort: number; s3Port: number; dir: string; databaseUrl: string; quiet?: boolean; extraEnv?: Record<string, string> };
export type Cluster = {
  url: string;
  instanceUrls: string[];
  instances: ChildProcess[];
  balancer: ChildProcess;
  /** Starts instance i again after it stopped (or was killed), and waits until it is ready. */
  restartInstance: (i: number) => Promise<void>;
  stop: () => Promise<void>;
};

export async function startCluster(o: ClusterOptions): Promise<Cluster> {
  const haproxy = findHaproxy();
  fs.mkdirSync(o.dir, { recursive: true });

  const build = spawnSync(process.execPath, ['scripts/build-if-stale.ts'], { stdio: o.quiet ? 'ignore' : 'inherit' });
  if (build.status !== 0) fail('the build failed.');
  await ensureDatabase(o.databaseUrl);

  // The shared file store: s3rver keeps the bucket in a folder of the cluster's own.
  const { default: S3rver } = await import('s3rver');
  const s3 = new S3rver({ address: '127.0.0.1', port: o.s3Port, silent: true, directory: path.join(o.dir, 's3') });
  await s3.run();
  const s3Endpoint = `http://127.0.0.1:${o.s3Port}`;
  const { CreateBucketCommand, S3Client } = await import('@aws-sdk/client-s3');
  const s3Env = { S3_BUCKET: BUCKET, S3_ENDPOINT: s3Endpoint, S3_REGION: 'us-east-1', S3_FORCE_PATH_STYLE: 'true', S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
  const client = new S3Client({ region: 'us-east-1', endpoint: s3Endpoint, forcePathStyle: true, credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' } });
  await client.send(new CreateBucketCommand({ Bucket: BUCKET })).catch(() => undefined);
  client.destroy();

  // One DATA_DIR for all: the app secret and credential key files in it are shared, as they must be.
  const env = {
    ...process.env,
    LOG_LEVEL: process.env.LOG_LEVEL ?? 'warn',
    ...s3Env,
    DATABASE_URL: o.databaseUrl,
    DATA_DIR: o.dir,
    APP_URL: process.env.APP_URL ?? `http://localhost:${o.port}`,
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    // HAProxy replaces X-Forwarded-For with the client's address (haproxyConfig below).
    TRUST_PROXY: 'true',
    ...o.extraEnv,
  };
  // Not spawnSync: the seed writes the demo media into the store this process serves.
  const seeded = await new Promise<number | null>((resolve) => spawn(process.execPath, ['scripts/seed.ts'], { env, stdio: o.quiet ? 'ignore' : 'inherit' }).on('exit', resolve));
  if (seeded !== 0) fail('seeding the demo content failed.');

  const instancePorts = Array.from({ length: o.size }, (_, i) => o.firstInstancePort + i);
  const instanceUrls = instancePorts.map((p) => `http://127.0.0.1:${p}`);
  const launch = (i: number) => {
    const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.ts'], { env: { ...env, ...SERVER_ENV, PORT: String(instancePorts[i]) }, stdio: ['ignore', 'pipe', 'pipe'] });
    if (!o.quiet) prefixLines(child, `instance${i + 1}`);
    else child.stdout?.resume(), child.stderr?.resume();
    return child;
  };
  const instances = instancePorts.map((_, i) => launch(i));
  await Promise.all(instances.map((child, i) => waitReady(instanceUrls[i]!, child)));

  const configFile = path.join(o.dir, 'haproxy.cfg');
  fs.writeFileSync(configFile, haproxyConfig({ port: o.port, instancePorts }));
  const balancer = spawn(haproxy, ['-db', '-f', configFile], { stdio: ['ignore', 'pipe', 'pipe'] });
  if (!o.quiet) prefixLines(balancer, 'haproxy');
  else balancer.stdout?.resume(), balancer.stderr?.resume();
  const url = `http://127.0.0.1:${o.port}`;
  await waitReady(url, balancer, 15_000);

  let stopped = false;
  return {
    url,
    instanceUrls,
    instances,
    balancer,
    restartInstance: async (i) => {
      instances[i] = launch(i);
      await waitReady(instanceUrls[i]!, instances[i]!);
    },
    stop: async () => {
      if (stopped) return;
      stopped = true;
      balancer.kill('SIGTERM');
      await Promise.all(
        instances.map((child) => (child.exitCode !== null || child.signalCode !== null ? Promise.resolve() : new Promise<void>((resolve) => (child.once('exit', () => resolve()), child.kill('SIGTERM'))))),
      );
      await s3.close();
    },
  };
}

async function main(): Promise<void> {
  if (!Number.isInteger(SIZE) || SIZE < 1 || SIZE > 16) fail('CLUSTER_SIZE must be a whole number from 1 to 16.');
  const cluster = await startCluster({ size: SIZE, port: PORT, firstInstancePort: FIRST_INSTANCE_PORT, s3Port: S3_PORT, dir: DIR, databaseUrl: DATABASE_URL });
  console.log(`\nWellspring cluster: ${SIZE} instances behind HAProxy on http://localhost:${PORT}`);
  console.log(`  instances: ${cluster.instanceUrls.join(', ')}`);
  console.log(`  database:  ${DATABASE_URL.replace(/\/\/[^@]*@/, '//')}`);
  console.log(`  files:     bucket ${BUCKET} at http://127.0.0.1:${S3_PORT} (kept in ${path.join(DIR, 's3')})`);
  console.log('Press Ctrl-C to stop.\n');

  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    console.log('Stopping: the balancer, then each instance drains…');
    await cluster.stop();
    console.log('Stopped.');
    process.exit(0);
  };
  process.on('SIGINT', () => void stop());
  process.on('SIGTERM', () => void stop());
  cluster.balancer.on('exit', (code) => {
    if (!stopping) {
      console.error(`HAProxy exited (${code}); stopping the cluster.`);
      void stop();
    }
  });
}

if (import.meta.main) {
  try {
    await main();
  } catch (err) {
    console.error(`npm run cluster: ${err instanceof Error ? err.message : err}`);
    process.exit(1);
  }
}
