// The lock that gives a PGlite folder to one process at a time. A module of its own so the server can
// take it before its other modules load (src/server/db/early-open.ts).
import fs from 'node:fs';
import path from 'node:path';

/**
 * A PGlite folder belongs to one process (Postgres in WASM has no postmaster to share it). A lock left
 * by a process that is gone (or is only a zombie waiting to be reaped) is taken over at once. A live
 * holder is waited for, since a server killed a moment ago may still be exiting (docs/deploy.md,
 * "Restarting on the embedded database"); if it is still there after `waitMs`, such as the server
 * while `db:seed` runs, the second process is refused with a clear message.
 */
export async function lockPgliteFolder(dir: string, { waitMs = 10_000, pollMs = 100, onWait }: { waitMs?: number; pollMs?: number; onWait?: (pid: number) => void } = {}): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const lock = path.join(dir, '..', `${path.basename(dir)}.lock`);
  const started = Date.now();
  let told = false;
  for (;;) {
    try {
      fs.writeFileSync(lock, String(process.pid), { flag: 'wx' });
      return () => fs.rmSync(lock, { force: true });
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    }
    const pid = Number(fs.readFileSync(lock, 'utf8'));
    if (!processIsRunning(pid)) {
      fs.rmSync(lock, { force: true });
      continue;
    }
    if (Date.now() - started >= waitMs) {
      throw new Error(
        `The database in ${dir} is in use by process ${pid} (lock file ${lock}), which was still running after ${Math.round(waitMs / 1000)} s. PGlite allows one process at a time: stop the server first, or set DATABASE_URL to use PostgreSQL.`,
      );
    }
    if (!told) (onWait ?? ((p) => console.error(`The database in ${dir} is held by process ${p}; waiting up to ${Math.round(waitMs / 1000)} s for it to exit…`)))(pid), (told = true);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

/** Whether `pid` is another process that still runs: not gone, not this one, not a zombie. */
function processIsRunning(pid: number): boolean {
  if (!(pid > 0) || pid === process.pid) return false;
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    // Linux: the state after the command name in /proc/<pid>/stat; Z and X hold no files any more.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return !/^[ZX]$/.test(stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3));
  } catch {
    return true;
  }
}
