// A second, separate instance of the built site for specs that move something between instances
// (a course archive): its own PGlite folder and files, seeded with the demo content as `npm start`
// seeds, served from the same build on a port of its own. Started the way playwright.config.ts starts
// the first one; stopped (and its folder removed) by the returned function.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

export type SecondInstance = { baseURL: string; stop: () => Promise<void> };

export async function startSecondInstance(port: number): Promise<SecondInstance> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'wellspring-second-'));
  const node = JSON.stringify(process.execPath);
  const child = spawn('bash', ['-c', `${node} scripts/seed.ts && exec ${node} scripts/serve.ts`], {
    env: { ...process.env, PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, APP_URL: `http://localhost:${port}`, RATE_LIMIT_FACTOR: '50', LOG_LEVEL: 'warn', NODE_ENV: 'production', WELLSPRING_TEST_CLOCK: '1' },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr.on('data', (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000)));
  const baseURL = `http://localhost:${port}`;
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 15_000))]);
      if (child.exitCode === null) child.kill('SIGKILL');
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  };
  const deadline = Date.now() + 120_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the second instance stopped (exit ${child.exitCode}): ${errors}`);
    const ready = await fetch(`${baseURL}/v1/health`).then((r) => r.ok, () => false);
    if (ready) return { baseURL, stop };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  await stop();
  throw new Error(`the second instance did not answer within two minutes: ${errors}`);
}
