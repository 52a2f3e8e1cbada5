// Calendar arithmetic of the rewards domain (docs/rules/rewards.md): leaderboard periods start on the
// UTC Monday and the UTC 1st; learning days are dates in the member's own time zone.
import { calendarDayIn } from '../../../lib/dates.ts';
import { isTimeZone } from '../../../lib/schemas/rewards.ts';

export { isTimeZone };

export const ALL_TIME_START = '1970-01-01';

const ymd = (d: Date) => d.toISOString().slice(0, 10);

/** The Monday (UTC) of the week containing `at`, as YYYY-MM-DD. */
export function weekStartUtc(at: Date): string {
  const d = new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), at.getUTCDate()));
  d.setUTCDate(d.getUTCDate() - ((d.getUTCDay() + 6) % 7));
  return ymd(d);
}

/** The 1st (UTC) of the month containing `at`, as YYYY-MM-DD. */
export function monthStartUtc(at: Date): string {
  return ymd(new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth(), 1)));
}

export function periodStart(period: 'all' | 'week' | 'month', at: Date): string {
  return period === 'all' ? ALL_TIME_START : period === 'week' ? weekStartUtc(at) : monthStartUtc(at);
}

/** The calendar date (YYYY-MM-DD) of an instant in a time zone; unknown zones count as UTC. */
export function dayIn(timeZone: string, at: Date): string {
  return calendarDayIn(isTimeZone(timeZone) ? timeZone : 'UTC', at);
}

/** A YYYY-MM-DD date plus `n` days. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return ymd(d);
}

/** The Monday of the ISO week of a YYYY-MM-DD date. */
export function mondayOf(day: string): string {
  return weekStartUtc(new Date(`${day}T00:00:00Z`));
}

/** Whole days from `a` to `b` (both YYYY-MM-DD). */
export function daysBetween(a: string, b: string): number {
  return Math.round((Date.parse(`${b}T00:00:00Z`) - Date.parse(`${a}T00:00:00Z`)) / 86_400_000);
}

/** A reported time of an event, never in the future (an offline device's clock may be ahead). */
export function capToNow(at: Date | undefined | null, now = new Date()): Date {
  if (!at || Number.isNaN(at.getTime()) || at > now) return now;
  return at;
}

/** How far back an offline save may date a finished lesson: the offline queue is a few days at most. */
export const OFFLINE_MAX_AGE_DAYS = 7;

/**
 * The finish time an offline save reported, if believable: within the last OFFLINE_MAX_AGE_DAYS and
 * not in the future (later than now counts as now). Otherwise undefined, i.e. now, so a client
 * cannot backdate lessons to fill old streak days.
 */
export function reportedFinishTime(reported: Date | undefined | null, now = new Date()): Date | undefined {
  if (!reported || Number.isNaN(reported.getTime())) return undefined;
  if (reported.getTime() < now.getTime() - OFFLINE_MAX_AGE_DAYS * 86_400_000) return undefined;
  return capToNow(reported, now);
}
