// `npm start`: build if the build is missing or stale, then serve. The server opens the database,
// migrates it and seeds demo content into an empty one before it answers (src/server/runtime.ts).
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.ts';
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
await serve();
console.log(JSON.stringify({ level: 'info', msg: 'ready', since_start_ms: Math.round(performance.now() - t0) }));
