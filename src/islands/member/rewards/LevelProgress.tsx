// The member's level and the way to the next one, on /points and the dashboard.
import type { PointsSummary } from '../../../lib/schemas/rewards.ts';
import { points } from './format.ts';

export function LevelProgress({ summary, headingLevel = 2 }: { summary: Omit<PointsSummary, 'weeks'>; headingLevel?: 2 | 3 }) {
  const { level, next_level: next, level_progress_percent: percent, totals } = summary;
  const Heading = `h${headingLevel}` as const;
  return (
    <>
      <div className="level__head">
        <Heading className="level__name">{level.name}</Heading>
        <span className="level__number">Level {level.number}</span>
      </div>
      <progress className="meter" max={100} value={percent} aria-label={next ? `Progress to level ${next.number}, ${next.name}` : 'Highest level reached'} aria-valuetext={`${percent}%`} />
      <p className="level__next">{next ? `${points(Math.max(0, next.min_points - totals.all_time))} to level ${next.number}, ${next.name}` : 'You have reached the highest level. Lovely work.'}</p>
    </>
  );
}
