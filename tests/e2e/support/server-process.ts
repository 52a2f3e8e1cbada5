// Starts the built server (scripts/serve.ts) as its own process, for specs about the process itself:
// stopping, and several instances together. Playwright runs after the build, so dist/ exists.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SERVER_ENV, SERVER_NODE_FLAGS } from '../../../scripts/server-flags.ts';

export type ServerProcess = { url: string; port: number; child: ChildProcess; output: () => string; exited: Promise<number | null>; dataDir: string };


/** Runs `node scripts/seed.ts` into a new data folder (or with the given env) and returns the env. */
export async function seededEnv(extra: Record<string, string> = {}): Promise<Record<string, string>> {
  const dataDir = extra.DATA_DIR ?? fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-proc-'));
  const env = { DATA_DIR: dataDir, LOG_LEVEL: 'warn', NODE_ENV: 'production', RATE_LIMIT_FACTOR: '50', ...extra };
  await new Promise<void>((resolve, reject) => {
    const seed = spawn(process.execPath, ['scripts/seed.ts'], { env: { ...process.env, ...env }, stdio: 'ignore' });
    seed.on('exit', (code) => (code === 0 ? resolve() : reject(new Error(`seed exited ${code}`))));
  });
  return env;
}

export async function startServer(port: number, env: Record<string, string>): Promise<ServerProcess> {
  let output = '';
  const child = spawn(process.execPath, [...SERVER_NODE_FLAGS, 'scripts/serve.ts'], {
    env: { ...process.env, ...SERVER_ENV, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (d) => (output += d));
  child.stderr!.on('data', (d) => (output += d));
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)));
  const url = `http://127.0.0.1:${port}`;
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited ${child.exitCode}: ${output}`);
    try {
      if ((await fetch(`${url}/v1/health/ready`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error(`the server did not get ready in 60 s: ${output}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return { url, port, child, output: () => output, exited, dataDir: env.DATA_DIR! };
}
