// `npm run dev`: seeds demo content into an empty database (scripts/seed.ts), then runs Astro's dev
// server with hot reload; the database opens on the first request.
import { spawn } from 'node:child_process';
import { loadConfig } from '../src/server/config.ts';
import { seedDemo } from './seed.ts';

try {
  await seedDemo(loadConfig());
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}

const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
child.on('exit', (code) => process.exit(code ?? 0));
