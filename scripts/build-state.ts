// Decides whether the build in dist/ is missing or older than the sources it was made from.
import fs from 'node:fs';
import path from 'node:path';

const SOURCES = ['src', 'messages', 'project.inlang/settings.json', 'public', 'integrations', 'astro.config.mjs', 'package.json', 'package-lock.json', 'tsconfig.json', 'scripts/build.ts'];
/** Where the build lives; WELLSPRING_DIST moves it so parallel builds never share a folder. */
export const DIST = process.env.WELLSPRING_DIST ?? 'dist';
const MARKER = `${DIST}/.build-stamp`;

function newestMtime(p: string): number {
  let stat: fs.Stats;
  try {
    stat = fs.statSync(p);
  } catch {
    return 0;
  }
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of fs.readdirSync(p)) newest = Math.max(newest, newestMtime(path.join(p, entry)));
  return newest;
}

export function buildIsStale(): { stale: boolean; reason: string } {
  if (!fs.existsSync(`${DIST}/server/entry.mjs`) || !fs.existsSync(MARKER)) return { stale: true, reason: 'no build yet' };
  const built = fs.statSync(MARKER).mtimeMs;
  // The tag-manager id is built in (Partytown and the page CSP), so a different one needs a build.
  if (builtTagManager() !== (process.env.PUBLIC_GTM_ID ?? '')) return { stale: true, reason: 'PUBLIC_GTM_ID changed since the last build' };
  const changed = SOURCES.find((s) => newestMtime(s) > built);
  return changed ? { stale: true, reason: `${changed} changed since the last build` } : { stale: false, reason: 'build is current' };
}

/** The PUBLIC_GTM_ID the build was made with ('' for none); builds older than this rule had none. */
function builtTagManager(): string {
  try {
    return (JSON.parse(fs.readFileSync(MARKER, 'utf8')) as { gtm?: string }).gtm ?? '';
  } catch {
    return '';
  }
}

export function markBuilt(): void {
  fs.writeFileSync(MARKER, JSON.stringify({ builtAt: new Date().toISOString(), gtm: process.env.PUBLIC_GTM_ID ?? '' }));
}
