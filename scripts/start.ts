// `npm start`: build if the build is missing or stale, seed demo content into an empty database
// (scripts/seed.ts), then serve. The server opens and migrates the database before it answers.
import { spawnSync } from 'node:child_process';
import { loadConfig } from '../src/server/config.ts';
import { buildIsStale } from './build-state.ts';
import { seedDemo } from './seed.ts';
import { serve } from './serve.ts';

const t0 = performance.now();
const { stale, reason } = buildIsStale();
if (stale) {
  console.log(`Building the site (${reason}); this takes a minute the first time…`);
  const result = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
// Before serving: an embedded PGlite database belongs to one process at a time.
try {
  await seedDemo(loadConfig(), { log: (line) => console.log(JSON.stringify({ level: 'info', msg: line })) });
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
await serve();
console.log(JSON.stringify({ level: 'info', msg: 'ready', since_start_ms: Math.round(performance.now() - t0) }));
