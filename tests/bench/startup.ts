// `npm start` to the first 200 of the home page when the site is built and the database seeded
// (issue 12: under 2 s): the command npm runs, spawned as npm would (scripts/server-flags.ts), timed
// from the spawn to the first 200 of `/`, one unmeasured start first (it checks the demo content
// once, scripts/seed-marker.ts), then the median of three.
import { spawn } from 'node:child_process';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../scripts/server-flags.ts';

export const STARTUP_TARGET_MS = 2000;

async function startOnce(port: number, dataDir: string, dist: string): Promise<number> {
  const url = `http://127.0.0.1:${port}/`;
  const started = performance.now();
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/start.ts'], {
    env: { ...process.env, ...SERVER_ENV, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, WELLSPRING_DIST: dist, NODE_ENV: 'production', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (d) => (stderr += String(d)));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error(`npm start exited (${child.exitCode}):\n${stderr}`);
      if (performance.now() - started > 60_000) throw new Error(`npm start gave no 200 within 60 s:\n${stderr}`);
      const ok = await fetch(url).then((res) => (res.body?.cancel(), res.ok), () => false);
      if (ok) return Math.round(performance.now() - started);
      await new Promise((r) => setTimeout(r, 20));
    }
  } finally {
    child.kill('SIGTERM');
    setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
    await exited;
  }
}

export async function measureStartup(opts: { port: number; dataDir: string; dist: string }): Promise<{ medianMs: number; runsMs: number[] }> {
  await startOnce(opts.port, opts.dataDir, opts.dist);
  const runsMs: number[] = [];
  for (let run = 0; run < 3; run += 1) runsMs.push(await startOnce(opts.port, opts.dataDir, opts.dist));
  return { medianMs: [...runsMs].sort((a, b) => a - b)[1]!, runsMs };
}
