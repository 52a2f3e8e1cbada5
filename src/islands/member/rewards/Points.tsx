// Points: the member's total, level with the way to the next, the last 12 weeks as a bar chart and
// the history, paged, each line saying why and linking to what earned it (GET /v1/auth/points).
// The chart is SVG markup from a pure function (src/lib/charts/weekly-bars.ts): no chart library.
import { useMemo } from 'react';
import { weekLabel, weeklyBarsSvg } from '../../../lib/charts/weekly-bars.ts';
import type { PointsEntry, PointsSummary } from '../../../lib/schemas/rewards.ts';
import { Pager } from '../learning/Pager.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { formatDay, points, signedPoints } from './format.ts';
import { LevelProgress } from './LevelProgress.tsx';
import { $points, $pointsPage } from './rewards-store.ts';
import './rewards.css';

function Totals({ summary }: { summary: PointsSummary }) {
  return (
    <ul className="rewards-stats">
      <li className="card rewards-stat rewards-stat--total">
        <span className="rewards-stat__value">{summary.totals.all_time.toLocaleString()}</span>
        <span className="rewards-stat__label">Points in total</span>
      </li>
      <li className="card rewards-stat">
        <span className="rewards-stat__value">{summary.totals.this_week.toLocaleString()}</span>
        <span className="rewards-stat__label">This week</span>
      </li>
      <li className="card rewards-stat">
        <span className="rewards-stat__value">{summary.totals.this_month.toLocaleString()}</span>
        <span className="rewards-stat__label">This month</span>
      </li>
    </ul>
  );
}

function WeeklyChart({ weeks }: { weeks: PointsSummary['weeks'] }) {
  const svg = useMemo(() => weeklyBarsSvg(weeks, { title: `Points per week, last ${weeks.length} weeks` }), [weeks]);
  return (
    <section className="rewards-section card chart-card" aria-labelledby="weeks-title">
      <h2 id="weeks-title">Last {weeks.length} weeks</h2>
      {/* The markup is built from numbers and escaped dates only (weekly-bars.ts). */}
      <figure className="chart-card__figure" dangerouslySetInnerHTML={{ __html: svg }} />
      <details>
        <summary>Show as a table</summary>
        <table className="data-table">
          <caption className="visually-hidden">Points per week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col" className="num">
                Points
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week_start}>
                <td>{weekLabel(w.week_start)}</td>
                <td className="num">{w.points.toLocaleString()}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </details>
    </section>
  );
}

function HistoryItem({ entry }: { entry: PointsEntry }) {
  return (
    <li className="history__item">
      <span className="history__what">{entry.link ? <a href={entry.link}>{entry.description}</a> : entry.description}</span>
      <span className="history__when">{formatDay(entry.earned_at)}</span>
      <span className={`history__points${entry.points < 0 ? ' history__points--minus' : ''}`}>
        <span aria-hidden="true">{signedPoints(entry.points)}</span>
        <span className="visually-hidden">{points(entry.points)}</span>
      </span>
    </li>
  );
}

function PointsContent() {
  // The summary and chart stay while the next page of history loads.
  const { data, refreshing } = useQuery($points, { keep: true });
  if (!data) {
    return (
      <>
        <h1>Points</h1>
        <Loading />
      </>
    );
  }
  const { summary, history } = data;
  return (
    <>
      <h1>Points</h1>
      <p className="muted rewards-intro">You earn points as you learn: for each lesson you finish, each course you complete, quizzes and your learning streak.</p>
      <Totals summary={summary} />
      <section className="card level" aria-label="Your level">
        <LevelProgress summary={summary} />
      </section>
      <WeeklyChart weeks={summary.weeks} />
      <section className="rewards-section" aria-labelledby="history-title">
        <h2 id="history-title">History</h2>
        {history.data.length === 0 ? (
          <div className="empty-state card">
            <p>No points yet. Finish a lesson to earn your first points.</p>
            <a className="btn btn--primary" href="/my-courses">
              Go to my courses
            </a>
          </div>
        ) : (
          <>
            <ul className="history card" aria-busy={refreshing}>
              {history.data.map((e) => (
                <HistoryItem key={e.id} entry={e} />
              ))}
            </ul>
            <Pager meta={history.meta} onPage={(page) => $pointsPage.set(page)} label="History pages" />
          </>
        )}
      </section>
    </>
  );
}

export default function Points() {
  return (
    <ErrorBoundary>
      <PointsContent />
    </ErrorBoundary>
  );
}
