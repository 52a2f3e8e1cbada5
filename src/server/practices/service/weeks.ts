// Week arithmetic of practices (docs/rules/practices.md): weeks run Monday to Sunday in the member's
// time zone; a week counts when the practice was done on at least its target number of days; the
// streak is consecutive counted weeks, and the week in progress never breaks it.
import type { Practice } from '../../../lib/schemas/practices.ts';

const ymd = (d: Date) => d.toISOString().slice(0, 10);

export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return ymd(d);
}

/** The Monday of the week of a YYYY-MM-DD date. */
export function mondayOf(day: string): string {
  const d = new Date(`${day}T00:00:00Z`);
  return addDays(day, -((d.getUTCDay() + 6) % 7));
}

export type WeekCount = { week_start: string; days_done: number; met: boolean };

/** Distinct days done per week, for the weeks from `firstWeek` to the week of `today`, oldest first. */
export function weeksBetween(days: Iterable<string>, target: number, firstWeek: string, today: string): WeekCount[] {
  const perWeek = new Map<string, Set<string>>();
  for (const day of days) {
    const w = mondayOf(day);
    (perWeek.get(w) ?? perWeek.set(w, new Set()).get(w)!).add(day);
  }
  const out: WeekCount[] = [];
  for (let w = mondayOf(firstWeek), end = mondayOf(today); w <= end; w = addDays(w, 7)) {
    const n = perWeek.get(w)?.size ?? 0;
    out.push({ week_start: w, days_done: n, met: n >= target });
  }
  return out;
}

export type WeekSummary = Pick<Practice, 'streak_weeks' | 'longest_weeks' | 'weeks_met' | 'this_week' | 'checked_in_today'>;

/**
 * The streak and this week from the days a practice was done. `since` is the first day that can count
 * (the practice's start, or its first check-in if earlier: an adopted practice may carry a check-in
 * queued before it synced).
 */
export function summarise(doneDays: string[], target: number, since: string, today: string): WeekSummary {
  const done = new Set(doneDays);
  const first = [since, ...doneDays].reduce((a, b) => (b < a ? b : a));
  const weeks = weeksBetween(done, target, first, today);
  const current = weeks[weeks.length - 1]!;
  let longest = 0;
  let run = 0;
  for (const w of weeks) {
    run = w.met ? run + 1 : 0;
    longest = Math.max(longest, run);
  }
  // The streak: met weeks back from last week, plus this week once it is met.
  let streak = 0;
  for (let i = weeks.length - 2; i >= 0 && weeks[i]!.met; i--) streak++;
  if (current.met) streak++;
  const monday = mondayOf(today);
  const days = Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    const state = done.has(date) ? 'done' : date === today ? 'today' : date > today ? 'future' : 'missed';
    return { date, state } as const;
  });
  return {
    streak_weeks: streak,
    longest_weeks: longest,
    weeks_met: weeks.filter((w) => w.met).length,
    this_week: { days_done: current.days_done, met: current.met, days },
    checked_in_today: done.has(today),
  };
}
