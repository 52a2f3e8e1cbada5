// The VTIMEZONE of a member's zone (docs/rules/calendar-feeds.md, "Times"). RFC 5545 wants one for
// every TZID an event names; Google and Apple know IANA names anyway, but Outlook and strict readers
// resolve the zone only from it (without it, 07:30 would float with the reader's own clock). It is
// computed from the zone data Node carries (Intl), with no library: every change of UTC offset
// between two years, found by stepping a day at a time and narrowing to the minute, written as one
// observance each (DTSTART in the local time before the change, the offsets before and after). After
// the last year written, a reader keeps the last offset; the feed is fetched again long before then.
import { utcOffsetMinutes, zoneAbbreviation } from '../../../lib/dates.ts';

const pad = (n: number, width = 2) => String(Math.abs(n)).padStart(width, '0');
const offsetText = (minutes: number) => `${minutes < 0 ? '-' : '+'}${pad(Math.floor(Math.abs(minutes) / 60))}${pad(Math.abs(minutes) % 60)}`;

/** The instant written as local time at `offset`, as a DTSTART value (YYYYMMDDTHHMMSS). */
function localText(at: number, offset: number): string {
  const d = new Date(at + offset * 60_000);
  return `${pad(d.getUTCFullYear(), 4)}${pad(d.getUTCMonth() + 1)}${pad(d.getUTCDate())}T${pad(d.getUTCHours())}${pad(d.getUTCMinutes())}${pad(d.getUTCSeconds())}`;
}

function observance(kind: 'STANDARD' | 'DAYLIGHT', start: string, from: number, to: number, name: string | null): string[] {
  return [`BEGIN:${kind}`, `DTSTART:${start}`, `TZOFFSETFROM:${offsetText(from)}`, `TZOFFSETTO:${offsetText(to)}`, ...(name ? [`TZNAME:${name}`] : []), `END:${kind}`];
}

const cache = new Map<string, string>();

/** The VTIMEZONE of `zone` for the years `fromYear` to `toYear`, with CRLF line ends. */
export function vtimezone(zone: string, fromYear: number, toYear: number): string {
  const key = `${zone}:${fromYear}:${toYear}`;
  const known = cache.get(key);
  if (known) return known;
  const begin = Date.UTC(fromYear, 0, 1);
  const end = Date.UTC(toYear + 1, 0, 1);
  const first = utcOffsetMinutes(zone, begin);
  const summer = utcOffsetMinutes(zone, Date.UTC(fromYear, 6, 1));
  const lines = ['BEGIN:VTIMEZONE', `TZID:${zone}`, ...observance(first > Math.min(first, summer) ? 'DAYLIGHT' : 'STANDARD', localText(begin, first), first, first, zoneAbbreviation(zone, begin))];
  const DAY = 86_400_000;
  let before = first;
  for (let t = begin; t < end; t += DAY) {
    const after = utcOffsetMinutes(zone, t + DAY);
    if (after === before) continue;
    // Narrow to the minute of the change: lo has the old offset, hi the new.
    let lo = t;
    let hi = t + DAY;
    while (hi - lo > 60_000) {
      const mid = lo + Math.floor((hi - lo) / 120_000) * 60_000;
      if (utcOffsetMinutes(zone, mid) === before) lo = mid;
      else hi = mid;
    }
    lines.push(...observance(after > before ? 'DAYLIGHT' : 'STANDARD', localText(hi, before), before, after, zoneAbbreviation(zone, hi)));
    before = after;
  }
  lines.push('END:VTIMEZONE');
  const text = lines.join('\r\n');
  cache.set(key, text);
  return text;
}
