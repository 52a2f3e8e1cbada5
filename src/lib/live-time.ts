// Wall-clock times of live sessions (docs/rules/live-sessions.md, "Times"): an organiser gives the
// start as a local date and time in an IANA time zone; it is stored as an instant with the zone.
// Universal code: the API converts, the studio screen shows a stored session back in its zone.
import { isTimeZone } from './dates.ts';

const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function wallParts(at: Date, timeZone: string) {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/** "2026-12-03T18:30" in the zone: the wall time of an instant, as a datetime-local input takes it. */
export function localDateTimeIn(at: Date | string, timeZone: string): string {
  return wallParts(typeof at === 'string' ? new Date(at) : at, isTimeZone(timeZone) ? timeZone : 'UTC');
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
  const offsetAt = (t: number) => Date.parse(`${wallParts(new Date(t), timeZone)}:00Z`) - t;
  // Two candidates (the offsets before and after a change); the earliest that shows the wall time wins.
  const candidates = [asUtc - offsetAt(asUtc - 86_400_000), asUtc - offsetAt(asUtc), asUtc - offsetAt(asUtc + 86_400_000)].sort((a, b) => a - b);
  for (const t of candidates) if (wallParts(new Date(t), timeZone) === local) return new Date(t);
  return null;
}

/** "Thursday 3 December 2026 at 18:30 (Europe/Berlin)": a session's start as a member reads it, in their zone. */
export function formatSessionTime(at: Date | string, timeZone: string | null | undefined): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  const text = new Intl.DateTimeFormat('en-GB', { timeZone: zone, weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(
    typeof at === 'string' ? new Date(at) : at,
  );
  return `${text} (${zone})`;
}
