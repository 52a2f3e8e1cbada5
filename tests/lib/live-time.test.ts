// Wall-clock times of live sessions (src/lib/live-time.ts; docs/rules/live-sessions.md, "Times"): a
// local date and time in a zone to an instant and back, across both daylight-saving changes.
import { describe, expect, it } from 'vitest';
import { formatSessionTime, instantOfLocal, localDateTimeIn } from '../../src/lib/live-time.ts';

describe('instantOfLocal', () => {
  it('reads a wall time in its zone, winter and summer', () => {
    expect(instantOfLocal('2026-12-03T18:30', 'Europe/Berlin')?.toISOString()).toBe('2026-12-03T17:30:00.000Z');
    expect(instantOfLocal('2026-07-03T18:30', 'America/New_York')?.toISOString()).toBe('2026-07-03T22:30:00.000Z');
    expect(instantOfLocal('2026-12-03T18:30', 'Asia/Kolkata')?.toISOString()).toBe('2026-12-03T13:00:00.000Z');
    expect(instantOfLocal('2026-12-03T18:30', 'UTC')?.toISOString()).toBe('2026-12-03T18:30:00.000Z');
  });

  it('refuses the hour the clocks skip, and takes the first of the hour they repeat', () => {
    expect(instantOfLocal('2026-03-29T02:30', 'Europe/Berlin')).toBeNull();
    expect(instantOfLocal('2026-10-25T02:30', 'Europe/Berlin')?.toISOString()).toBe('2026-10-25T00:30:00.000Z');
  });

  it('refuses what is not a date and time, or not a zone', () => {
    for (const bad of ['2026-02-30T10:00', '2026-13-01T10:00', '2026-12-03 18:30', '2026-12-03T24:00', ''])
      expect(instantOfLocal(bad, 'Europe/Berlin'), bad).toBeNull();
    expect(instantOfLocal('2026-12-03T18:30', 'Mars/Olympus')).toBeNull();
  });

  it('round-trips with localDateTimeIn', () => {
    const at = instantOfLocal('2027-01-15T07:05', 'Australia/Sydney')!;
    expect(localDateTimeIn(at, 'Australia/Sydney')).toBe('2027-01-15T07:05');
  });
});

describe('formatSessionTime', () => {
  it('writes the start in the reader’s zone with the zone’s name, UTC when unknown', () => {
    const at = new Date('2026-12-03T17:30:00Z');
    expect(formatSessionTime(at, 'America/Los_Angeles')).toMatch(/^Thursday,? 3 December 2026 at 09:30 \(America\/Los_Angeles\)$/);
    expect(formatSessionTime(at, null)).toMatch(/17:30 \(UTC\)$/);
    expect(formatSessionTime(at, 'Nowhere/Else')).toMatch(/17:30 \(UTC\)$/);
  });
});
