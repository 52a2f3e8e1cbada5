// What a large upload costs the server's memory (docs/security.md, "Request bodies"), against a real
// `scripts/serve.ts` on a migrated, empty database: an admin sends the studio's media upload
// (POST /v1/admin/media) as `curl -F file=@…` would, with a declared length, while the server's
// resident memory is sampled every 20 ms. Two cases: a 200 MB file that starts like a PNG (refused
// with 422 at the image limit, 10 MB) and a 150 MB MP4 video (accepted, stored, then read back and
// compared byte for byte). Reports the growth over the server's memory just before each upload,
// median of RUNS runs; the target is under 64 MB for both. Run alone:
// `node tests/bench/upload-memory.ts [--runs=N]` (builds WELLSPRING_DIST, default dist-bench, if stale;
// port BENCH_UPLOAD_PORT, 4454).
import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import fs from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { issueToken } from '../../src/server/auth/tokens.ts';
import { openPglite } from '../../src/server/db/client.ts';
import { migrateDatabase } from '../../src/server/db/migrate.ts';
import { users } from '../../src/server/db/schema/index.ts';
import { startServer } from './server.ts';

export const UPLOAD_GROWTH_TARGET_MB = 64;
const MB = 1024 * 1024;

export type UploadMemoryCase = { name: string; sizeMb: number; status: number; rssGrowthMb: number[]; medianGrowthMb: number; seconds: number; met: boolean; identical?: boolean };
export type UploadMemoryResult = { runs: number; cases: UploadMemoryCase[]; met: boolean };

const PNG_HEAD = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const MP4_HEAD = [0, 0, 0, 0x20, ...Buffer.from('ftypisom'), 0, 0, 2, 0, ...Buffer.from('isomiso2avc1mp41')];

function rssMb(pid: number): number {
  try {
    const kb = /VmRSS:\s+(\d+)/.exec(fs.readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
    return kb ? Number(kb) / 1024 : 0;
  } catch {
    return 0;
  }
}

/** A file of `size` bytes: `head`, then a fixed 1 MB pattern; never held whole by the sender. */
function fileOf(head: number[], size: number) {
  const pattern = Buffer.alloc(MB);
  for (let i = 0; i < MB; i += 1) pattern[i] = (i * 31 + 7) & 0xff;
  const first = Buffer.from(pattern);
  Buffer.from(head).copy(first);
  const chunkAt = (at: number) => (at === 0 ? first : pattern).subarray(0, Math.min(MB, size - at));
  const hash = createHash('sha256');
  for (let at = 0; at < size; at += MB) hash.update(chunkAt(at));
  return { size, chunkAt, sha256: hash.digest('hex') };
}

type Reply = { status: number; body: string };

/** Sends the multipart form with a declared length, stopping as soon as the server has answered. */
function send(url: string, token: string, file: ReturnType<typeof fileOf>, filename: string, type: string): Promise<Reply> {
  const boundary = `bench-${Date.now().toString(36)}`;
  const preamble = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`);
  const epilogue = Buffer.from(`\r\n--${boundary}\r\nContent-Disposition: form-data; name="alt"\r\n\r\nBench upload\r\n--${boundary}--\r\n`);
  const target = new URL('/v1/admin/media', url);
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: target.hostname,
      port: target.port,
      path: target.pathname,
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'content-length': preamble.length + file.size + epilogue.length },
    });
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body });
        req.destroy();
      });
    });
    // A refused upload is answered while it is still being sent; the write errors after that are expected.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    req.write(preamble);
    let at = 0;
    const pump = () => {
      while (at < file.size && !answered) {
        const chunk = file.chunkAt(at);
        at += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end(epilogue);
    };
    pump();
  });
}

/** Runs `fn` while sampling the server's RSS; the largest growth over the RSS just before. */
async function sampled<T>(pid: number, fn: () => Promise<T>): Promise<{ result: T; growthMb: number; seconds: number }> {
  const before = rssMb(pid);
  let peak = before;
  const timer = setInterval(() => (peak = Math.max(peak, rssMb(pid))), 20);
  const started = performance.now();
  try {
    const result = await fn();
    peak = Math.max(peak, rssMb(pid));
    return { result, growthMb: Math.round((peak - before) * 10) / 10, seconds: Math.round((performance.now() - started) / 100) / 10 };
  } finally {
    clearInterval(timer);
  }
}

async function hashOf(url: string): Promise<string> {
  const res = await fetch(url);
  const hash = createHash('sha256');
  for await (const chunk of res.body as unknown as AsyncIterable<Uint8Array>) hash.update(chunk);
  return hash.digest('hex');
}

const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)]!;

export async function runUploadMemoryBench(opts: { dist?: string; port?: number; runs?: number; log?: (line: string) => void } = {}): Promise<UploadMemoryResult> {
  const log = opts.log ?? ((line: string) => console.log(line));
  const dist = opts.dist ?? process.env.WELLSPRING_DIST ?? 'dist-bench';
  const port = opts.port ?? Number(process.env.BENCH_UPLOAD_PORT ?? 4454);
  const runs = opts.runs ?? 3;
  const dataDir = path.resolve('tests/.tmp/bench/upload-memory');
  log(`== upload memory: the studio's media upload against scripts/serve.ts (median of ${runs}) ==`);
  fs.rmSync(dataDir, { recursive: true, force: true });
  const handle = await openPglite(path.join(dataDir, 'pglite'));
  let token: string;
  try {
    await migrateDatabase(handle);
    const [admin] = await handle.db.insert(users).values({ name: 'Bench Admin', email: 'bench-admin@bench.example', passwordHash: 'not-a-login-account', role: 'admin', emailVerifiedAt: new Date() }).returning({ id: users.id });
    token = await issueToken(handle.db, admin!.id, 'bench');
  } finally {
    await handle.close();
  }
  const server = await startServer({ port, dataDir, dist });
  try {
    // Warm the route (module loading, JIT) with a small accepted file, so the figures describe a running server.
    const warm = await send(server.url, token, fileOf(MP4_HEAD, MB), 'warm.mp4', 'video/mp4');
    if (warm.status !== 201) throw new Error(`The warm-up upload answered ${warm.status}: ${warm.body.slice(0, 200)}`);
    const cases: UploadMemoryCase[] = [];
    for (const c of [
      { name: 'refused: 200 MB starting like a PNG', head: PNG_HEAD, sizeMb: 200, filename: 'big.png', type: 'image/png', expect: 422 },
      { name: 'accepted: 150 MB MP4 video', head: MP4_HEAD, sizeMb: 150, filename: 'talk.mp4', type: 'video/mp4', expect: 201 },
    ]) {
      const file = fileOf(c.head, c.sizeMb * MB);
      const growth: number[] = [];
      const seconds: number[] = [];
      let status = 0;
      let identical: boolean | undefined;
      for (let run = 0; run < runs; run += 1) {
        // Let the server settle after the previous upload (a refused body is drained or cut, then idle).
        await new Promise((resolve) => setTimeout(resolve, 1000));
        const { result, growthMb, seconds: s } = await sampled(server.pid, () => send(server.url, token, file, c.filename, c.type));
        status = result.status;
        if (status !== c.expect) throw new Error(`${c.name}: expected ${c.expect}, got ${status}: ${result.body.slice(0, 200)}`);
        if (status === 201) {
          const stored = JSON.parse(result.body).data as { url: string; byte_size: number };
          identical = (identical ?? true) && stored.byte_size === file.size && (await hashOf(new URL(stored.url, server.url).href)) === file.sha256;
        }
        growth.push(growthMb);
        seconds.push(s);
      }
      const medianGrowthMb = median(growth);
      const met = medianGrowthMb < UPLOAD_GROWTH_TARGET_MB && identical !== false;
      cases.push({ name: c.name, sizeMb: c.sizeMb, status, rssGrowthMb: growth, medianGrowthMb, seconds: median(seconds), met, ...(identical === undefined ? {} : { identical }) });
      log(`  ${c.name.padEnd(38)} ${status}  server RSS +${medianGrowthMb.toFixed(1)} MB (runs ${growth.map((g) => g.toFixed(1)).join(', ')}), ${median(seconds)} s${identical === undefined ? '' : identical ? ', stored byte for byte' : ', STORED FILE DIFFERS'}  target < ${UPLOAD_GROWTH_TARGET_MB} MB ${met ? '✓' : '✗'}`);
    }
    return { runs, cases, met: cases.every((c) => c.met) };
  } finally {
    await server.stop();
  }
}

if (import.meta.main) {
  const dist = process.env.WELLSPRING_DIST ?? 'dist-bench';
  const build = spawnSync(process.execPath, ['scripts/build-if-stale.ts'], { stdio: 'inherit', env: { ...process.env, WELLSPRING_DIST: dist } });
  if (build.status !== 0) process.exit(build.status ?? 1);
  const runs = Number(process.argv.find((a) => a.startsWith('--runs='))?.slice('--runs='.length) ?? 3);
  const result = await runUploadMemoryBench({ dist, runs });
  process.exit(result.met ? 0 : 1);
}
