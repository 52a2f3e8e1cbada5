// Progress shown to members rounds to the nearest whole percent, and says 100 only when every
// lesson is complete (docs/rules/learning-progress.md).
import { describe, expect, it } from 'vitest';
import { progressPercent } from '../../../src/server/learning/service/progress.ts';

describe('progressPercent', () => {
  it('rounds to the nearest whole percent', () => {
    expect(progressPercent(1, 6)).toBe(17);
    expect(progressPercent(4, 6)).toBe(67);
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(1, 8)).toBe(13);
  });

  it('says 100 only when every lesson is complete, and 0 for none', () => {
    expect(progressPercent(199, 200)).toBe(99);
    expect(progressPercent(200, 200)).toBe(100);
    expect(progressPercent(0, 6)).toBe(0);
    expect(progressPercent(1, 1000)).toBe(1);
    expect(progressPercent(0, 0)).toBe(0);
  });
});
