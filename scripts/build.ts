// `npm run build`: the Astro build, then the brotli and gzip forms of its client files written beside
// them (src/server/http/static-files.ts, which the server reads into memory at start), stamped so
// `npm start` knows it is current.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { precompressFiles } from '../src/server/http/static-files.ts';
import { DIST, markBuilt } from './build-state.ts';
import { compileMessages } from './i18n.ts';

// The messages as they are now (docs/i18n.md): npm install compiles them too, but they may have changed since.
compileMessages('./src/paraglide');
const result = spawnSync(process.execPath, ['node_modules/astro/bin/astro.mjs', 'build'], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
if (result.status !== 0) process.exit(result.status ?? 1);
const packed = await precompressFiles(path.resolve(DIST, 'client'));
console.log(`Precompressed ${packed.files} client files (${packed.written} .br and .gz written) in ${packed.ms} ms.`);
markBuilt();
