// Points: the member's total, level with the way to the next, the last 12 weeks as a bar chart and
// the history, paged, each line saying why and linking to what earned it (GET /v1/auth/points).
// The chart is SVG markup from a pure function (src/lib/charts/weekly-bars.ts): no chart library.
import { useMemo } from 'react';
import { weeklyBarsSvg } from '../../../lib/charts/weekly-bars.ts';
import { formatCalendarDay, pageIntlLocale } from '../../../lib/dates.ts';
import { localizePath } from '../../../lib/i18n.ts';
import { localHref } from '../../ui/local-href.ts';
import { m } from '../../../paraglide/messages.js';
import type { PointsEntry, PointsSummary } from '../../../lib/schemas/rewards.ts';
import { Pager } from '../learning/Pager.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { formatDay, formatNumber, points, signedPoints } from './format.ts';
import { LevelProgress } from './LevelProgress.tsx';
import { $points, $pointsPage } from './rewards-store.ts';
import './rewards.css';

/** "23 Nov" / "23 nov": a week's first day in the page's language (weekLabel in weekly-bars.ts, en-GB). */
const weekLabel = (weekStart: string) => formatCalendarDay(weekStart, { day: 'numeric', month: 'short' }, { locale: pageIntlLocale() }) || weekStart;

function Totals({ summary }: { summary: PointsSummary }) {
  return (
    <ul className="rewards-stats">
      <li className="card rewards-stat rewards-stat--total">
        <span className="rewards-stat__value">{formatNumber(summary.totals.all_time)}</span>
        <span className="rewards-stat__label">{m.member_points_total()}</span>
      </li>
      <li className="card rewards-stat">
        <span className="rewards-stat__value">{formatNumber(summary.totals.this_week)}</span>
        <span className="rewards-stat__label">{m.member_points_week()}</span>
      </li>
      <li className="card rewards-stat">
        <span className="rewards-stat__value">{formatNumber(summary.totals.this_month)}</span>
        <span className="rewards-stat__label">{m.member_points_month()}</span>
      </li>
    </ul>
  );
}

function WeeklyChart({ weeks }: { weeks: PointsSummary['weeks'] }) {
  const svg = useMemo(() => weeklyBarsSvg(weeks, { title: m.member_points_chart_title({ count: weeks.length }) }), [weeks]);
  return (
    <section className="rewards-section card chart-card" aria-labelledby="weeks-title">
      <h2 id="weeks-title">{m.member_points_last_weeks({ count: weeks.length })}</h2>
      {/* The markup is built from numbers and escaped dates only (weekly-bars.ts). */}
      <figure className="chart-card__figure" dangerouslySetInnerHTML={{ __html: svg }} />
      <details>
        <summary>{m.member_points_show_table()}</summary>
        <table className="data-table">
          <caption className="visually-hidden">{m.member_points_per_week()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.member_points_week_of()}</th>
              <th scope="col" className="num">
                {m.member_points_column()}
              </th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week_start}>
                <td>{weekLabel(w.week_start)}</td>
                <td className="num">{formatNumber(w.points)}</td>
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
      <span className="history__what">{entry.link ? <a href={localHref(entry.link)}>{entry.description}</a> : entry.description}</span>
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
        <h1>{m.member_points_heading()}</h1>
        <Loading />
      </>
    );
  }
  const { summary, history } = data;
  return (
    <>
      <h1>{m.member_points_heading()}</h1>
      <p className="muted rewards-intro">{m.member_points_intro()}</p>
      <Totals summary={summary} />
      <section className="card level" aria-label={m.member_points_your_level()}>
        <LevelProgress summary={summary} />
      </section>
      <WeeklyChart weeks={summary.weeks} />
      <section className="rewards-section" aria-labelledby="history-title">
        <h2 id="history-title">{m.member_points_history()}</h2>
        {history.data.length === 0 ? (
          <div className="empty-state card">
            <p>{m.member_points_empty()}</p>
            <a className="btn btn--primary" href={localizePath('/my-courses')}>
              {m.member_go_to_my_courses()}
            </a>
          </div>
        ) : (
          <>
            <ul className="history card" aria-busy={refreshing}>
              {history.data.map((e) => (
                <HistoryItem key={e.id} entry={e} />
              ))}
            </ul>
            <Pager meta={history.meta} onPage={(page) => $pointsPage.set(page)} label={m.member_points_history_pages()} />
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
