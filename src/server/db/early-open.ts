// The embedded database's worker, started by the server before its other modules load
// (docs/performance.md, "Start-up"): PGlite compiles its WebAssembly and opens its files on the
// worker's thread while the server's thread loads the site, instead of after it. The runtime, which
// lives in the server's bundle, takes the started worker over when it opens the database; the
// handover goes through a process-wide slot because the server script and the bundle each load
// their own copy of this module.
import path from 'node:path';
import { lockPgliteFolder } from './folder-lock.ts';
import { PgliteWorkerClient } from './pglite-worker-client.ts';

export type EarlyWorker = { opening: Promise<PgliteWorkerClient>; unlock: () => void };

const SLOT = Symbol.for('wellspring.pglite-worker-started-early');
type Slot = { dir: string } & EarlyWorker;
const slots = globalThis as unknown as Record<symbol, Slot | undefined>;

/**
 * Locks the folder and starts opening it in the worker. Does nothing when another process holds the
 * folder: the runtime then waits for it with its usual message.
 */
export async function startWorkerEarly(dir: string, { waitInTransactions = true }: { waitInTransactions?: boolean } = {}): Promise<void> {
  let unlock: () => void;
  try {
    unlock = await lockPgliteFolder(dir, { waitMs: 0, onWait: () => {} });
  } catch {
    return;
  }
  const opening = PgliteWorkerClient.open({ dataDir: dir, waitInTransactions });
  // A failure is the runtime's to report, when it takes the worker over.
  opening.catch(() => {});
  slots[SLOT] = { dir: path.resolve(dir), opening, unlock };
}

/** The worker started early for `dir`, once: the caller owns it and the folder's lock from then on. */
export function takeEarlyWorker(dir: string): EarlyWorker | undefined {
  const slot = slots[SLOT];
  if (!slot || slot.dir !== path.resolve(dir)) return undefined;
  slots[SLOT] = undefined;
  return { opening: slot.opening, unlock: slot.unlock };
}
