// The dashboard's rewards row: the learning streak with this week as seven dots and the rest days
// left, points and level with the way to the next, and the latest badges, all from the member home
// (GET /v1/auth/home) that the dashboard loads once.
import type { MemberHome } from '../../../lib/schemas/accounts.ts';
import type { Streak } from '../../../lib/schemas/rewards.ts';
import { localizePath } from '../../../lib/i18n.ts';
import { localHref } from '../../ui/local-href.ts';
import { m } from '../../../paraglide/messages.js';
import { formatCalendarDay, formatNumber } from './format.ts';
import { LevelProgress } from './LevelProgress.tsx';
import './rewards.css';

const dayState = (state: Streak['week'][number]['state']): string =>
  ({ learned: m.member_day_learned, rest: m.member_day_rest, missed: m.member_day_missed, today: m.member_day_today, future: m.member_day_future })[state]();

export function StreakCard({ streak }: { streak: Streak }) {
  return (
    <section className="card home-card" aria-labelledby="home-streak">
      <h2 id="home-streak">{m.member_streak_heading()}</h2>
      <>
          <p className="home-card__big">{streak.current_days === 0 ? m.member_streak_start() : m.member_streak_in_a_row({ count: streak.current_days })}</p>
          <ol className="streak-week" aria-label={m.member_streak_week()}>
            {streak.week.map((d) => (
              <li key={d.date} className={`streak-day streak-day--${d.state}`}>
                <span className="streak-dot" aria-hidden="true" />
                <span className="streak-day__name" aria-hidden="true">
                  {formatCalendarDay(d.date, { weekday: 'narrow' })}
                </span>
                <span className="visually-hidden">
                  {formatCalendarDay(d.date, { weekday: 'long', day: 'numeric', month: 'long' })}: {dayState(d.state)}
                </span>
              </li>
            ))}
          </ol>
          <p className="home-card__note">
            {m.member_streak_rest_left({ count: streak.rest_days_left })}
            {streak.longest_days > 0 ? ` · ${m.member_streak_longest({ count: streak.longest_days })}` : ''}
          </p>
      </>
    </section>
  );
}

export function LevelCard({ summary }: { summary: MemberHome['points'] }) {
  return (
    <section className="card home-card" aria-labelledby="home-points">
      <h2 id="home-points">{m.member_points_heading()}</h2>
      <>
          <p className="home-card__big">{formatNumber(summary.totals.all_time)}</p>
          <LevelProgress summary={summary} headingLevel={3} />
          <a className="home-card__link" href={localizePath('/points')}>
            {m.member_your_points()}
          </a>
      </>
    </section>
  );
}

export function LatestBadgesCard({ latest }: { latest: MemberHome['latest_badges'] }) {
  return (
    <section className="card home-card" aria-labelledby="home-badges">
      <h2 id="home-badges">{m.member_latest_badges()}</h2>
      {latest.length === 0 ? (
        <p className="home-card__note">{m.member_first_badge_hint()}</p>
      ) : (
        <ul className="latest-badges">
          {latest.map((b) => (
            <li key={b.key}>
              <a href={localHref(b.public_url ?? '/badges')}>
                <img src={b.image_url} alt="" width={56} height={56} />
                <span>{b.name}</span>
              </a>
            </li>
          ))}
        </ul>
      )}
      <a className="home-card__link" href={localizePath('/badges')}>
        {m.member_all_badges()}
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
