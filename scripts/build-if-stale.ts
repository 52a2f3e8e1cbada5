// Builds the site when dist/ is missing or older than the sources (used by npm test and npm start).
import { spawnSync } from 'node:child_process';
import { buildIsStale } from './build-state.ts';

const { stale, reason } = buildIsStale();
if (stale) {
  console.log(`Building (${reason})…`);
  const result = spawnSync(process.execPath, ['scripts/build.ts'], { stdio: 'inherit' });
  process.exit(result.status ?? 1);
}
console.log('Build is current.');
