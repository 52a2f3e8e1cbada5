// Giving memory back when the server goes quiet (src/server/shared/memory-release.ts): when it decides
// to, and that the collection it runs really lowers this process's resident memory.
import { describe, expect, it } from 'vitest';
import { MemoryReleaseDecision, releaseMemoryNow, releaseMemoryWhenQuiet, type MemoryRelease } from '../../../src/server/shared/memory-release.ts';

const MB = 1024 * 1024;
/**
 * What a release must give back of the 250 MB of garbage: an ordinary collection gave back 15 to 34 MB
 * of it, a last-resort one more than 100 MB; the bound sits between, with room for a busy machine.
 */
const RELEASED_AT_LEAST = 64 * MB;
const policy = { checkSeconds: 5, quietBelow: 0.05, quietChecks: 2, growthBytes: 32 * MB };

/** About 250 MB of small objects that nothing refers to once this returns. */
function makeGarbage(): number {
  let objects: Array<{ id: number; name: string; pair: number[] }> | null = [];
  for (let i = 0; i < 1_500_000; i += 1) objects.push({ id: i, name: `lesson ${i}`, pair: [i, i + 1] });
  const count = objects.length;
  objects = null;
  return count;
}

describe('when to release memory', () => {
  it('waits for two quiet checks in a row after the process has grown', () => {
    const decision = new MemoryReleaseDecision(200 * MB, policy);
    expect(decision.shouldRelease({ rssBytes: 300 * MB, busyShare: 0.01 })).toBe(false);
    expect(decision.shouldRelease({ rssBytes: 300 * MB, busyShare: 0.01 })).toBe(true);
  });

  it('starts counting again when the server gets busy', () => {
    const decision = new MemoryReleaseDecision(200 * MB, policy);
    expect(decision.shouldRelease({ rssBytes: 300 * MB, busyShare: 0.01 })).toBe(false);
    expect(decision.shouldRelease({ rssBytes: 300 * MB, busyShare: 0.4 })).toBe(false);
    expect(decision.shouldRelease({ rssBytes: 300 * MB, busyShare: 0.01 })).toBe(false);
    expect(decision.shouldRelease({ rssBytes: 300 * MB, busyShare: 0.01 })).toBe(true);
  });

  it('leaves a quiet process alone that has not grown', () => {
    const decision = new MemoryReleaseDecision(200 * MB, policy);
    for (let check = 0; check < 5; check += 1) expect(decision.shouldRelease({ rssBytes: 220 * MB, busyShare: 0 })).toBe(false);
  });

  it('measures growth from what the last release left, so an idle server is not collected again and again', () => {
    const decision = new MemoryReleaseDecision(200 * MB, policy);
    decision.shouldRelease({ rssBytes: 400 * MB, busyShare: 0 });
    expect(decision.shouldRelease({ rssBytes: 400 * MB, busyShare: 0 })).toBe(true);
    decision.released(330 * MB);
    for (let check = 0; check < 5; check += 1) expect(decision.shouldRelease({ rssBytes: 335 * MB, busyShare: 0 })).toBe(false);
    expect(decision.shouldRelease({ rssBytes: 370 * MB, busyShare: 0 })).toBe(true);
  });
});

describe('releasing memory', () => {
  it('hands the pages of collected objects back to the system', () => {
    expect(makeGarbage()).toBe(1_500_000);
    const release = releaseMemoryNow();
    expect(release).not.toBeNull();
    expect(release!.rssBeforeBytes - release!.rssAfterBytes).toBeGreaterThan(RELEASED_AT_LEAST);
    expect(globalThis).not.toHaveProperty('gc');
  });

  it('runs by itself once the process has grown and gone quiet', async () => {
    const released = new Promise<MemoryRelease>((resolve) => {
      const stop = releaseMemoryWhenQuiet((release) => (stop(), resolve(release)), { checkSeconds: 0.2, quietBelow: 0.5, quietChecks: 2, growthBytes: 64 * MB });
    });
    makeGarbage();
    const release = await released;
    expect(release.rssBeforeBytes - release.rssAfterBytes).toBeGreaterThan(RELEASED_AT_LEAST);
  });
});
