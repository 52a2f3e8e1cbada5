// The member's level and the way to the next one, on /points and the dashboard.
import type { PointsSummary } from '../../../lib/schemas/rewards.ts';
import { m } from '../../../paraglide/messages.js';
import { points } from './format.ts';

export function LevelProgress({ summary, headingLevel = 2 }: { summary: Omit<PointsSummary, 'weeks'>; headingLevel?: 2 | 3 }) {
  const { level, next_level: next, level_progress_percent: percent, totals } = summary;
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <div className="level__head">
        <Heading className="level__name">{level.name}</Heading>
        <span className="level__number">{m.member_level_number({ number: level.number })}</span>
      </div>
      <progress className="meter" max={100} value={percent} aria-label={next ? m.member_level_progress_to({ number: next.number, name: next.name }) : m.member_level_highest_reached()} aria-valuetext={`${percent}%`} />
      <p className="level__next">{next ? m.member_level_to_next({ points: points(Math.max(0, next.min_points - totals.all_time)), number: next.number, name: next.name }) : m.member_level_highest()}</p>
    </>
  );
}
