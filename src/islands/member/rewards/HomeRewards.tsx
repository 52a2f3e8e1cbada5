// The dashboard's rewards row: the learning streak with this week as seven dots and the rest days
// left, points and level with the way to the next, and the latest badges, all from the member home
// (GET /v1/auth/home) that the dashboard loads once.
import type { MemberHome } from '../../../lib/schemas/accounts.ts';
import type { Streak } from '../../../lib/schemas/rewards.ts';
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

export function StreakCard({ streak }: { streak: Streak }) {
  return (
    <section className="card home-card" aria-labelledby="home-streak">
      <h2 id="home-streak">Learning streak</h2>
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
    </section>
  );
}

export function LevelCard({ summary }: { summary: MemberHome['points'] }) {
  return (
    <section className="card home-card" aria-labelledby="home-points">
      <h2 id="home-points">Points</h2>
      <>
          <p className="home-card__big">{summary.totals.all_time.toLocaleString()}</p>
          <LevelProgress summary={summary} headingLevel={3} />
          <a className="home-card__link" href="/points">
            Your points
          </a>
      </>
    </section>
  );
}

export function LatestBadgesCard({ latest }: { latest: MemberHome['latest_badges'] }) {
  return (
    <section className="card home-card" aria-labelledby="home-badges">
      <h2 id="home-badges">Latest badges</h2>
      {latest.length === 0 ? (
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

export function HomeRewards({ home }: { home: MemberHome }) {
  return (
    <div className="home-rewards">
      <StreakCard streak={home.streak} />
      <LevelCard summary={home.points} />
      <LatestBadgesCard latest={home.latest_badges} />
    </div>
  );
}
