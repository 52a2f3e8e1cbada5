// The one way a date is shown to people (docs/rules/client.md, "Dates"): the long day-month-year form
// of the reader's locale. Pages the server renders use the site's locale, SITE_LOCALE, in UTC so a date
// never shifts with the server's time zone; member islands and the lesson player pass the browser's
// locale (browserLocale()) and show the date in the browser's own time zone.

import { currentLocale, INTL_LOCALE } from './i18n.ts';

/** The locale of server-rendered English pages: "23 November 2026". */
export const SITE_LOCALE = 'en-GB';

/** The Intl locale of the page being rendered: en-GB, or es-ES under /es/ (docs/i18n.md). */
export const pageIntlLocale = (): string => INTL_LOCALE[currentLocale()];

const formats = new Map<string, Intl.DateTimeFormat>();

function formatter(locale: string, timeZone: string, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${locale}|${timeZone}|${JSON.stringify(options)}`;
  let format = formats.get(key);
  if (!format) {
    try {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
    } catch {
      // A locale or time zone the runtime does not know falls back to the site's.
      format = new Intl.DateTimeFormat(SITE_LOCALE, { ...options, timeZone: 'UTC' });
    }
    formats.set(key, format);
  }
  return format;
}

const toDate = (value: Date | string | number) => (value instanceof Date ? value : new Date(value));

export type DateOptions = { locale?: string; timeZone?: string };

/**
 * "23 November 2026" (en-GB), "November 23, 2026" (en-US): the date part of `value`. With no options,
 * the site's locale in UTC, as server-rendered pages show it. An unreadable value gives ''.
 */
export function formatDate(value: Date | string | number, { locale = pageIntlLocale(), timeZone = 'UTC' }: DateOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, timeZone, { dateStyle: 'long' }).format(date);
}

/** "14:05" / "2:05 PM": the time of day, for "saved at" notes in the browser. */
export function formatTime(value: Date | string | number, { locale = browserLocale(), timeZone = browserTimeZone() }: DateOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, timeZone, { timeStyle: 'short' }).format(date);
}

/**
 * The browser's locale (navigator.language) when it is in the page's language, else the page's own
 * (a Spanish page read in an English browser shows Spanish dates); the page's on the server.
 */
export function browserLocale(): string {
  const page = pageIntlLocale();
  if (typeof navigator === 'undefined' || !navigator.language) return page;
  return navigator.language.slice(0, 2).toLowerCase() === page.slice(0, 2) ? navigator.language : page;
}

/** The browser's IANA time zone, or null where it cannot be read. */
export function readBrowserTimeZone(): string | null {
  try {
    return new Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

/** The browser's time zone; UTC where it cannot be read. */
export function browserTimeZone(): string {
  return readBrowserTimeZone() ?? 'UTC';
}

/**
 * The calendar day (YYYY-MM-DD) of an instant in an IANA time zone: the member's own day, for the
 * learning streak. A zone the runtime does not know counts as UTC.
 */
export function calendarDayIn(timeZone: string, at: Date): string {
  // en-CA writes YYYY-MM-DD.
  return formatter('en-CA', timeZone, { year: 'numeric', month: '2-digit', day: '2-digit' }).format(at);
}

/** The ISO day of the week (1 Monday … 7 Sunday) of a calendar day 'YYYY-MM-DD' (practices' planned days). */
export const isoWeekday = (day: string): number => new Date(`${day}T12:00:00Z`).getUTCDay() || 7;

/** formatDate in the browser's locale and time zone: what member islands and the lesson player show. */
export const formatLocalDate = (value: Date | string | number) => formatDate(value, { locale: browserLocale(), timeZone: browserTimeZone() });

/**
 * A calendar day (YYYY-MM-DD, a day of the member's own calendar that no time zone may move) in the
 * browser's locale, in the parts asked for: "Monday 23 November" for the streak week, "November 2026"
 * for a month's board, a narrow weekday for the week's dots.
 */
export function formatCalendarDay(day: string, parts: Pick<Intl.DateTimeFormatOptions, 'weekday' | 'day' | 'month' | 'year'>, { locale = browserLocale() }: { locale?: string } = {}): string {
  const date = new Date(`${day}T00:00:00Z`);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, 'UTC', parts).format(date);
}

/**
 * Names Intl has already accepted. Making a DateTimeFormat to ask costs about as much as a small
 * database query, and the server asks for every member's zone on every dashboard. Only accepted names
 * are kept, and at most a few thousand (there are about 600 zones; case variants are accepted too).
 */
const knownTimeZones = new Set<string>();
const KNOWN_TIME_ZONES_MAX = 4096;

/** Whether Intl knows the name as an IANA time zone (browsers and the server agree on the names). */
export function isTimeZone(name: string): boolean {
  if (!name || name.length > 64) return false;
  if (knownTimeZones.has(name)) return true;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: name });
  } catch {
    return false;
  }
  if (knownTimeZones.size < KNOWN_TIME_ZONES_MAX) knownTimeZones.add(name);
  return true;
}

/** "Mon 23 Nov 2026, 14:05" style: a date with its time of day, for lists of events (notifications). */
export function formatLocalDateTime(value: Date | string | number, { locale = browserLocale(), timeZone = browserTimeZone() }: DateOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, timeZone, { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "27 November 2026 at 14:05": a day in the long style and the time, in the browser's locale and time zone. */
export function formatLocalMoment(value: Date | string | number, { locale = browserLocale(), timeZone = browserTimeZone() }: DateOptions = {}): string {
  const date = toDate(value);
  if (Number.isNaN(date.getTime())) return '';
  return formatter(locale, timeZone, { dateStyle: 'long', timeStyle: 'short' }).format(date);
}

/** The calendar date (YYYY-MM-DD) and hour (0–23) of an instant in an IANA time zone; UTC when the zone is unknown. */
export function localDateAndHour(at: Date, timeZone: string | null): { date: string; hour: number } {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  const parts = formatter('en-CA', zone, { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return { date: `${get('year')}-${get('month')}-${get('day')}`, hour: Number(get('hour')) };
}

/**
 * `at` moved forward by `count` calendar months (UTC), the day clamped to the month's last day, so a
 * subscription started on 31 January renews on 28 (or 29) February (docs/rules/commerce.md).
 */
export function addMonthsUtc(at: Date, count: number): Date {
  const target = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + count, 1, at.getUTCHours(), at.getUTCMinutes(), at.getUTCSeconds(), at.getUTCMilliseconds()));
  const lastDay = new Date(Date.UTC(target.getUTCFullYear(), target.getUTCMonth() + 1, 0)).getUTCDate();
  target.setUTCDate(Math.min(at.getUTCDate(), lastDay));
  return target;
}

/** The end of a billing period of one `interval` starting at `start`. */
export const addBillingPeriod = (start: Date, interval: 'month' | 'year') => addMonthsUtc(start, interval === 'year' ? 12 : 1);

/** The UTC month (YYYY-MM) a moment falls in. */
export const utcMonthOf = (at: Date) => at.toISOString().slice(0, 7);

/** A month (YYYY-MM) moved by `count` months, e.g. shiftMonth('2026-01', -1) → '2025-12'. */
export const shiftMonth = (month: string, count: number) => utcMonthOf(addMonthsUtc(new Date(`${month}-01T00:00:00Z`), count));

/** Offset of `timeZone` from UTC at an instant, in milliseconds. */
function zoneOffsetMs(at: number, timeZone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(new Date(at));
  const get = (type: string) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  return Date.UTC(get('year'), get('month') - 1, get('day'), get('hour'), get('minute'), get('second')) - Math.floor(at / 1000) * 1000;
}

/** A zone's UTC offset at an instant, in whole minutes east of UTC (calendar feeds' VTIMEZONE). */
export function utcOffsetMinutes(timeZone: string, at: number): number {
  const name = formatter('en-US', timeZone, { timeZoneName: 'longOffset' }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? 'GMT';
  const m = /GMT([+-])(\d{2}):(\d{2})/.exec(name);
  return m ? (m[1] === '-' ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3])) : 0;
}

/** A zone's short name at an instant ("EST", "CEST"), or null when the zone data has only "GMT+1". */
export function zoneAbbreviation(timeZone: string, at: number): string | null {
  const name = formatter('en-US', timeZone, { timeZoneName: 'short' }).formatToParts(new Date(at)).find((p) => p.type === 'timeZoneName')?.value ?? '';
  return /^[A-Z]{2,6}$/.test(name) ? name : null;
}

/** Local midnight of a calendar day (YYYY-MM-DD) in an IANA zone; UTC, the site's default, when unknown. */
export function localMidnight(day: string, timeZone: string | null): Date {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  const guess = Date.parse(`${day}T00:00:00Z`);
  let at = guess - zoneOffsetMs(guess, zone);
  // Across a daylight-saving change the offset at the answer may differ from the guess's: once more.
  at = guess - zoneOffsetMs(at, zone);
  return new Date(at);
}

/** "2026-12-03T18:30": an instant's wall time in a zone, as a datetime-local input takes it (live sessions). */
export function wallTimeIn(at: Date | string | number, timeZone: string): string {
  const parts = formatter('en-CA', isTimeZone(timeZone) ? timeZone : 'UTC', { year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(toDate(at));
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '00';
  return `${get('year')}-${get('month')}-${get('day')}T${get('hour')}:${get('minute')}`;
}

/**
 * "Thursday 3 December 2026 at 18:30 (Europe/Berlin)": a live session's start as a member reads it
 * in e-mails, notifications and screens, with the zone named (docs/rules/live-sessions.md). UTC when
 * the zone is unknown.
 */
export function formatSessionTime(at: Date | string | number, timeZone: string | null | undefined, locale = SITE_LOCALE): string {
  const zone = timeZone && isTimeZone(timeZone) ? timeZone : 'UTC';
  const text = formatter(locale, zone, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(toDate(at));
  return `${text} (${zone})`;
}
