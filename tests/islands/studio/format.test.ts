// Issue 35, finding 10: the studio writes days and moments in one style (a moment is its day, then
// the time), and a post published with a date still to come reads "Scheduled".
import { describe, expect, it } from 'vitest';
import { formatDay, formatTime, publicationState } from '../../../src/islands/studio/format.tsx';

describe('studio dates', () => {
  it('writes a moment as its day in the same long style, then the time', () => {
    for (const iso of ['2026-11-27T10:05:00Z', '2026-01-02T23:59:00Z', '2026-07-15T00:30:00Z']) {
      const day = formatDay(iso);
      expect(day).toMatch(/\b\d{4}\b/);
      expect(day).not.toMatch(/\d{1,2}:\d{2}/);
      expect(formatTime(iso).startsWith(day), `${formatTime(iso)} begins with ${day}`).toBe(true);
      expect(formatTime(iso)).toMatch(/\d{1,2}:\d{2}/);
    }
    expect(formatDay(null)).toBe('–');
    expect(formatTime(null)).toBe('–');
  });

  it('says Scheduled for a publication date still to come, Published for one gone by, Draft otherwise', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(publicationState({ published: true, published_at: '2026-12-01T09:00:00Z' }, now)).toBe(`Scheduled ${formatDay('2026-12-01T09:00:00Z')}`);
    expect(publicationState({ published: true, published_at: '2026-11-20T09:00:00Z' }, now)).toBe(`Published ${formatDay('2026-11-20T09:00:00Z')}`);
    expect(publicationState({ published: false, published_at: '2026-12-01T09:00:00Z' }, now)).toBe('Draft');
  });
});
