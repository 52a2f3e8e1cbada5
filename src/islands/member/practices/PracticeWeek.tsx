// This week of a practice as seven dots, Monday to Sunday (docs/rules/practices.md), with the words
// for screen readers.
import type { Practice } from '../../../lib/schemas/practices.ts';
import { formatCalendarDay } from '../rewards/format.ts';

const STATE: Record<Practice['this_week']['days'][number]['state'], string> = { done: 'done', missed: 'not done', today: 'today, not yet', future: 'still to come' };
const CLASS: Record<Practice['this_week']['days'][number]['state'], string> = { done: 'learned', missed: 'missed', today: 'today', future: 'future' };

export function PracticeWeek({ practice }: { practice: Practice }) {
  return (
    <ol className="streak-week" aria-label={`This week of ${practice.name}`}>
      {practice.this_week.days.map((d) => (
        <li key={d.date} className={`streak-day streak-day--${CLASS[d.state]}`}>
          <span className="streak-dot" aria-hidden="true" />
          <span className="streak-day__name" aria-hidden="true">
            {formatCalendarDay(d.date, { weekday: 'narrow' })}
          </span>
          <span className="visually-hidden">
            {formatCalendarDay(d.date, { weekday: 'long', day: 'numeric', month: 'long' })}: {STATE[d.state]}
          </span>
        </li>
      ))}
    </ol>
  );
}

export const weeks = (n: number) => `${n} ${n === 1 ? 'week' : 'weeks'}`;
export const daysAWeek = (n: number) => (n === 7 ? 'every day of the week' : `${n} ${n === 1 ? 'day' : 'days'} a week`);

/** The choices of how many days a week a practice aims for. */
export const TARGET_DAYS = [1, 2, 3, 4, 5, 6, 7].map((n) => ({ value: n, label: daysAWeek(n) }));

/** "2 of 3 days this week · 4 weeks in a row" */
export function progressLine(p: Practice): string {
  const week = p.this_week.met ? `Week done: ${p.this_week.days_done} of ${p.target_days} days` : `${p.this_week.days_done} of ${p.target_days} days this week`;
  return p.streak_weeks > 0 ? `${week} · ${weeks(p.streak_weeks)} in a row` : week;
}
