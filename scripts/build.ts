// `npm run build`: the Astro build, stamped so `npm start` knows it is current.
import { spawnSync } from 'node:child_process';
import { markBuilt } from './build-state.ts';

const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
if (result.status !== 0) process.exit(result.status ?? 1);
markBuilt();
