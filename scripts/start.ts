// `npm start`: build if the build is missing or stale, seed demo content into an empty database
// (scripts/seed.ts), then serve. The server opens and migrates the database before it answers.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { loadConfig } from '../src/server/config.ts';
import { buildIsStale } from './build-state.ts';
import { demoSeededMarker } from './seed-marker.ts';
import { serve } from './serve.ts';

const { stale, reason } = buildIsStale();
if (stale) {
  console.log(`Building the site (${reason}); this takes a minute the first time…`);
  const result = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  if (result.status !== 0) {
    console.error('The build failed; see the messages above.');
    process.exit(result.status ?? 1);
  }
}
// Before serving: an embedded PGlite database belongs to one process at a time. The seeding code is
// loaded only when the database has not been checked before (scripts/seed-marker.ts).
try {
  const config = loadConfig();
  const marker = demoSeededMarker(config);
  if (!marker || !fs.existsSync(marker)) {
    const { seedDemo } = await import('./seed.ts');
    await seedDemo(config, { log: (line) => console.log(JSON.stringify({ level: 'info', msg: line })) });
  }
} catch (err) {
  console.error(err instanceof Error ? err.message : err);
  process.exit(1);
}
await serve();
// performance.now() counts from the process's start, module loading included.
console.log(JSON.stringify({ level: 'info', msg: 'ready', since_start_ms: Math.round(performance.now()) }));
