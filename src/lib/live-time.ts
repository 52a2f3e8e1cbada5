// Wall-clock times of live sessions (docs/rules/live-sessions.md, "Times"): an organiser gives the
// start as a local date and time in an IANA time zone; it is stored as an instant with the zone.
// Universal code: the API converts, the screens show a stored session back in its zone. The
// formatting itself is src/lib/dates.ts's (the one formatter).
import { formatSessionTime, isTimeZone, wallTimeIn } from './dates.ts';

export { formatSessionTime };

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

/** "2026-12-03T18:30" in the zone: the wall time of an instant, as a datetime-local input takes it. */
export function localDateTimeIn(at: Date | string, timeZone: string): string {
  return wallTimeIn(at, timeZone);
}

/**
 * The instant a wall time names in a zone, or null when the text is not a date and time or the
 * time does not exist there (the hour skipped when clocks go forward). A repeated hour (clocks go
 * back) is its first occurrence.
 */
export function instantOfLocal(local: string, timeZone: string): Date | null {
  const m = LOCAL.exec(local);
  if (!m || !isTimeZone(timeZone)) return null;
  const [, y, mo, d, h, mi] = m.map(Number) as [number, number, number, number, number, number];
  if (mo < 1 || mo > 12 || d < 1 || d > 31 || h > 23 || mi > 59) return null;
  const asUtc = Date.UTC(y, mo - 1, d, h, mi);
  const offsetAt = (t: number) => Date.parse(`${wallTimeIn(t, timeZone)}:00Z`) - t;
  // Three candidates (the offsets a day before, at and a day after); the earliest that shows the wall time wins.
  const candidates = [asUtc - offsetAt(asUtc - 86_400_000), asUtc - offsetAt(asUtc), asUtc - offsetAt(asUtc + 86_400_000)].sort((a, b) => a - b);
  for (const t of candidates) if (wallTimeIn(t, timeZone) === local) return new Date(t);
  return null;
}
