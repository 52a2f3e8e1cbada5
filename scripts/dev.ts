// `npm run dev`: Astro's dev server with hot reload; the database opens on the first request.
import { spawn } from 'node:child_process';

const child = spawn(process.execPath, ['node_modules/astro/bin/astro.mjs', 'dev', ...process.argv.slice(2)], { stdio: 'inherit', env: { ...process.env, ASTRO_TELEMETRY_DISABLED: '1' } });
child.on('exit', (code) => process.exit(code ?? 0));
