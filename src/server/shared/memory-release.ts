// Gives memory back to the system when a busy server goes quiet (docs/performance.md, "Memory").
// V8 keeps the heap pages that its collections free in a pool for reuse, and an ordinary collection,
// even a full one, does not empty that pool: after a burst of traffic the process stays as large as
// it was at the peak although its live objects fit in a third of it. A "last-resort" collection
// (what V8 runs under memory pressure) compacts the heap and returns the pooled pages. It stops the
// event loop for 0.1 to 0.3 s, so it runs only after the server has been quiet for two checks in a
// row, and only when the process has grown since the last release.
// No imports from the app: scripts/serve.ts loads this file as is.
import { performance } from 'node:perf_hooks';
import v8 from 'node:v8';
import vm from 'node:vm';

export type MemoryReleasePolicy = {
  /** Seconds between checks. */
  checkSeconds: number;
  /** A check counts as quiet when the event loop was busy for less than this share of it. */
  quietBelow: number;
  /** Quiet checks in a row before releasing. */
  quietChecks: number;
  /** Release only when the resident memory has grown by this much since the last release (or the start). */
  growthBytes: number;
};

export const MEMORY_RELEASE_POLICY: MemoryReleasePolicy = { checkSeconds: 5, quietBelow: 0.05, quietChecks: 2, growthBytes: 32 * 1024 * 1024 };

export type MemoryReading = { rssBytes: number; busyShare: number };

/** One check at a time, whether to release now. */
export class MemoryReleaseDecision {
  #baselineBytes: number;
  #quietChecks = 0;
  readonly #policy: MemoryReleasePolicy;

  constructor(baselineBytes: number, policy: MemoryReleasePolicy = MEMORY_RELEASE_POLICY) {
    this.#baselineBytes = baselineBytes;
    this.#policy = policy;
  }

  shouldRelease(reading: MemoryReading): boolean {
    if (reading.busyShare >= this.#policy.quietBelow) {
      this.#quietChecks = 0;
      return false;
    }
    this.#quietChecks += 1;
    return this.#quietChecks >= this.#policy.quietChecks && reading.rssBytes - this.#baselineBytes >= this.#policy.growthBytes;
  }

  /** What a release could not give back is the new floor, so an idle server is not collected again and again. */
  released(rssAfterBytes: number): void {
    this.#baselineBytes = rssAfterBytes;
    this.#quietChecks = 0;
  }
}

type Collect = (options: { type: 'major'; execution: 'sync'; flavor: 'last-resort' }) => void;
let collect: Collect | null | undefined;

/**
 * V8's `gc` function without a global of that name: the flag makes V8 install it in contexts
 * created from now on, and a fresh context hands it over. Null where the runtime refuses.
 */
function collector(): Collect | null {
  if (collect !== undefined) return collect;
  try {
    v8.setFlagsFromString('--expose-gc');
    const gc: unknown = vm.runInNewContext('gc');
    collect = typeof gc === 'function' ? (gc as Collect) : null;
  } catch {
    collect = null;
  }
  return collect;
}

export type MemoryRelease = { rssBeforeBytes: number; rssAfterBytes: number; pauseMs: number };

/** Runs the compacting collection now; null when this runtime offers no way to. */
export function releaseMemoryNow(): MemoryRelease | null {
  const gc = collector();
  if (!gc) return null;
  const rssBeforeBytes = process.memoryUsage.rss();
  const started = performance.now();
  gc({ type: 'major', execution: 'sync', flavor: 'last-resort' });
  return { rssBeforeBytes, rssAfterBytes: process.memoryUsage.rss(), pauseMs: performance.now() - started };
}

/** Checks every few seconds for the rest of the process's life; the timer never keeps it alive. */
export function releaseMemoryWhenQuiet(onRelease: (release: MemoryRelease) => void, policy: MemoryReleasePolicy = MEMORY_RELEASE_POLICY): () => void {
  const decision = new MemoryReleaseDecision(process.memoryUsage.rss(), policy);
  let since = performance.eventLoopUtilization();
  const timer = setInterval(() => {
    const now = performance.eventLoopUtilization();
    const busyShare = performance.eventLoopUtilization(now, since).utilization;
    since = now;
    if (!decision.shouldRelease({ rssBytes: process.memoryUsage.rss(), busyShare })) return;
    const release = releaseMemoryNow();
    if (!release) return clearInterval(timer);
    decision.released(release.rssAfterBytes);
    onRelease(release);
  }, policy.checkSeconds * 1000);
  timer.unref();
  return () => clearInterval(timer);
}
