// The dashboard's rewards row: the learning streak with this week as seven dots and the rest days
// left, points and level with the way to the next, and the latest badges. Each card loads on its
// own, so a slow or failed one never hides the others or the rest of the dashboard.
import { getPoints, getStreak, listBadges } from '../../../lib/api/rewards.ts';
import type { Streak } from '../../../lib/schemas/rewards.ts';
import { useApi } from '../../ui/use-api.ts';
import { formatCalendarDay } from './format.ts';
import { LevelProgress } from './LevelProgress.tsx';
import './rewards.css';

const DAY_STATE: Record<Streak['week'][number]['state'], string> = {
  learned: 'learned',
  rest: 'rest day',
  missed: 'missed',
  today: 'today, not yet',
  future: 'still to come',
};

const days = (n: number) => `${n} ${n === 1 ? 'day' : 'days'}`;

function CardState({ error }: { error: unknown }) {
  return error ? <p className="home-card__error">This could not be loaded. Please try again later.</p> : <p className="home-card__note">loading...</p>;
}

export function StreakCard() {
  const { data, error } = useApi(getStreak, [], { soft: true });
  const streak = data?.data;
  return (
    <section className="card home-card" aria-labelledby="home-streak">
      <h2 id="home-streak">Learning streak</h2>
      {!streak ? (
        <CardState error={error} />
      ) : (
        <>
          <p className="home-card__big">{streak.current_days === 0 ? 'Start today' : `${days(streak.current_days)} in a row`}</p>
          <ol className="streak-week" aria-label="This week">
            {streak.week.map((d) => (
              <li key={d.date} className={`streak-day streak-day--${d.state}`}>
                <span className="streak-dot" aria-hidden="true" />
                <span className="streak-day__name" aria-hidden="true">
                  {formatCalendarDay(d.date, { weekday: 'narrow' })}
                </span>
                <span className="visually-hidden">
                  {formatCalendarDay(d.date, { weekday: 'long', day: 'numeric', month: 'long' })}: {DAY_STATE[d.state]}
                </span>
              </li>
            ))}
          </ol>
          <p className="home-card__note">
            {streak.rest_days_left === 1 ? '1 rest day left this week' : `${streak.rest_days_left} rest days left this week`}
            {streak.longest_days > 0 ? ` · longest ${days(streak.longest_days)}` : ''}
          </p>
        </>
      )}
    </section>
  );
}

export function LevelCard() {
  const { data, error } = useApi(() => getPoints({ per_page: 1 }), [], { soft: true });
  const summary = data?.summary;
  return (
    <section className="card home-card" aria-labelledby="home-points">
      <h2 id="home-points">Points</h2>
      {!summary ? (
        <CardState error={error} />
      ) : (
        <>
          <p className="home-card__big">{summary.totals.all_time.toLocaleString()}</p>
          <LevelProgress summary={summary} headingLevel={3} />
          <a className="home-card__link" href="/points">
            Your points
          </a>
        </>
      )}
    </section>
  );
}

export function LatestBadgesCard() {
  const { data, error } = useApi(listBadges, [], { soft: true });
  const latest = (data?.data ?? [])
    .filter((b) => b.earned && b.awarded_at)
    .sort((a, b) => (b.awarded_at! < a.awarded_at! ? -1 : b.awarded_at! > a.awarded_at! ? 1 : 0))
    .slice(0, 3);
  return (
    <section className="card home-card" aria-labelledby="home-badges">
      <h2 id="home-badges">Latest badges</h2>
      {!data ? (
        <CardState error={error} />
      ) : latest.length === 0 ? (
        <p className="home-card__note">Finish your first lesson to earn your first badge.</p>
      ) : (
        <ul className="latest-badges">
          {latest.map((b) => (
            <li key={b.key}>
              <a href={b.public_url ?? '/badges'}>
                <img src={b.image_url} alt="" width={56} height={56} />
                <span>{b.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <a className="home-card__link" href="/badges">
        All badges
      </a>
    </section>
  );
}

export function HomeRewards() {
  return (
    <div className="home-rewards">
      <StreakCard />
      <LevelCard />
      <LatestBadgesCard />
    </div>
  );
}
