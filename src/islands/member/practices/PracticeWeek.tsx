// This week of a practice as seven dots, Monday to Sunday (docs/rules/practices.md), with the words
// for screen readers.
import { pageIntlLocale } from '../../../lib/dates.ts';
import type { Practice } from '../../../lib/schemas/practices.ts';
import { formatCalendarDay } from '../rewards/format.ts';
import { m } from '../../../paraglide/messages.js';

// Built when shown, in the page's language.
const state = (s: Practice['this_week']['days'][number]['state']): string =>
  ({ done: m.community_prac_state_done, missed: m.community_prac_state_missed, today: m.community_prac_state_today, future: m.community_prac_state_future })[s]();
const CLASS: Record<Practice['this_week']['days'][number]['state'], string> = { done: 'learned', missed: 'missed', today: 'today', future: 'future' };

export function PracticeWeek({ practice }: { practice: Practice }) {
  return (
    <ol className="streak-week" aria-label={m.community_prac_this_week_of({ name: practice.name })}>
      {practice.this_week.days.map((d) => (
        <li key={d.date} className={`streak-day streak-day--${CLASS[d.state]}`}>
          <span className="streak-dot" aria-hidden="true" />
          <span className="streak-day__name" aria-hidden="true">
            {formatCalendarDay(d.date, { weekday: 'narrow' })}
          </span>
          <span className="visually-hidden">
            {formatCalendarDay(d.date, { weekday: 'long', day: 'numeric', month: 'long' })}: {state(d.state)}
          </span>
        </li>
      ))}
    </ol>
  );
}

export const weeks = (n: number) => m.community_prac_weeks({ count: n });
export const daysAWeek = (n: number) => (n === 7 ? m.community_prac_every_day() : m.community_prac_days_a_week({ count: n }));

/** The choices of how many days a week a practice aims for, in the page's language. */
export const targetDays = () => [1, 2, 3, 4, 5, 6, 7].map((n) => ({ value: n, label: daysAWeek(n) }));

/** The days of the week, Monday (1) to Sunday (7), named by Intl in the page's language: short ('Mon', 'lun') and long. */
export function weekdayNames(): { n: number; short: string; long: string }[] {
  const locale = pageIntlLocale();
  // 2024-01-01 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((n) => ({ n, short: formatCalendarDay(`2024-01-0${n}`, { weekday: 'short' }, { locale }), long: formatCalendarDay(`2024-01-0${n}`, { weekday: 'long' }, { locale }) }));
}

/** "2 of 3 days this week · 4 weeks in a row" */
export function progressLine(p: Practice): string {
  const counts = { done: p.this_week.days_done, target: p.target_days };
  const week = p.this_week.met ? m.community_prac_week_done_line(counts) : m.community_prac_this_week_line(counts);
  return p.streak_weeks > 0 ? `${week} · ${m.community_prac_in_a_row({ count: p.streak_weeks })}` : week;
}
