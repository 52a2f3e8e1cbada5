// A time on the member's own clock for ical-generator (docs/rules/calendar-feeds.md, "Times").
// A practice's reminder is "07:30 where I live", every day, in summer and in winter: it must be written
// as DTSTART;TZID=<zone>:…T073000 with the zone's name, never as a UTC instant, or the event would move
// by an hour when the clocks change. ical-generator turns a Date into wall time with the server
// process's own zone, so it is handed this instead: an object formatted like a dayjs value (ical-
// generator checks it with `isValid`, orders start and end by `toDate`, and calls `format`, which, as
// there is no `tz`, it writes as it is after the event's TZID).
import type { ICalDateTimeValue } from 'ical-generator';

/** `day` YYYY-MM-DD and `time` HH:MM, as the member's clock reads. */
export function wallClock(day: string, time: string): ICalDateTimeValue {
  const date = day.replaceAll('-', '');
  const clock = `${time.replace(':', '')}00`;
  const value = {
    format: (pattern: string) => (pattern === 'YYYYMMDD' ? date : clock),
    isValid: () => true,
    // Only compared with the event's other end, which is on the same clock: the wall time read as UTC.
    toDate: () => new Date(`${day}T${time}:00Z`),
    toJSON: () => `${day}T${time}:00`,
    toString: () => `${day}T${time}:00`,
  };
  return value as unknown as ICalDateTimeValue;
}

/** The clock time `minutes` after HH:MM on `day`, carried over midnight. */
export function laterOnClock(day: string, time: string, minutes: number, addDays: (day: string, n: number) => string): { day: string; time: string } {
  const total = Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5)) + minutes;
  const hh = String(Math.floor(total / 60) % 24).padStart(2, '0');
  const mm = String(total % 60).padStart(2, '0');
  return { day: addDays(day, Math.floor(total / 1440)), time: `${hh}:${mm}` };
}
