// /studio (docs/rules/studio.md, "Overview"): the business at a glance. Figures as cards, revenue and
// sign-ups per week as server-drawn SVG charts each with the same figures in a table beside it, and
// the courses with the most enrolments.
import { weekLabel } from '../../lib/charts/weekly-bars.ts';
import { formatAmount } from '../../lib/schemas/billing.ts';
import type { Overview as OverviewData } from '../../lib/schemas/studio.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { $overview } from './overview-store.ts';
import { StudioGate } from './StudioGate.tsx';

const number = (n: number) => n.toLocaleString('en-US');

function WeeklyChart({ id, title, svg, weeks, format }: { id: string; title: string; svg: string; weeks: Array<{ week_start: string; value: number }>; format: (n: number) => string }) {
  return (
    <section className="card studio-chart" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <div className="studio-chart__body">
        {/* Drawn by the server (src/lib/charts/studio-bars.ts) from figures and escaped text. */}
        <figure className="studio-chart__figure" dangerouslySetInnerHTML={{ __html: svg }} />
        <table className="data-table studio-chart__table">
          <caption className="visually-hidden">{title}, by week</caption>
          <thead>
            <tr>
              <th scope="col">Week of</th>
              <th scope="col">{title.startsWith('Revenue') ? 'Revenue' : 'Sign-ups'}</th>
            </tr>
          </thead>
          <tbody>
            {weeks.map((w) => (
              <tr key={w.week_start}>
                <td>{weekLabel(w.week_start)}</td>
                <td className="num">{format(w.value)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}

function Figures({ o }: { o: OverviewData }) {
  const cards: Array<[string, string, string]> = [
    ['Members', number(o.members.total), `${number(o.members.suspended)} suspended`],
    ['New sign-ups, 7 days', number(o.members.new_7_days), `${number(o.members.new_30_days)} in 30 days`],
    ['Enrolments', number(o.enrolments.total), `${number(o.enrolments.new_30_days)} in 30 days`],
    ['Completions', number(o.completions.total), `${number(o.completions.last_30_days)} in 30 days`],
    ['Revenue, 12 weeks', formatAmount(o.revenue.total, o.revenue.currency), o.revenue.currency],
    ['Open enquiries', number(o.open_enquiries), 'in the inbox'],
  ];
  return (
    <dl className="studio-figures">
      {cards.map(([label, value, note]) => (
        <div className="card studio-figure" key={label}>
          <dt>{label}</dt>
          <dd>
            <span className="studio-figure__value">{value}</span>
            <span className="studio-figure__note">{note}</span>
          </dd>
        </div>
      ))}
    </dl>
  );
}

function OverviewContent() {
  const { data } = useQuery($overview);
  if (!data) return <Loading />;
  const o = data.data;
  return (
    <div data-ready="">
      <Figures o={o} />
      <div className="studio-charts">
        <WeeklyChart id="chart-revenue" title={`Revenue per week (${o.revenue.currency})`} svg={o.revenue.svg} weeks={o.revenue.weeks} format={(v) => formatAmount(v, o.revenue.currency)} />
        <WeeklyChart id="chart-signups" title="New sign-ups per week" svg={o.signups.svg} weeks={o.signups.weeks} format={number} />
      </div>
      <section className="card" aria-labelledby="top-courses">
        <h2 id="top-courses">Top courses</h2>
        {o.top_courses.length === 0 ? (
          <p className="muted">No enrolments yet.</p>
        ) : (
          <div className="studio-scroll" tabIndex={0} role="region" aria-label="Top courses table">
          <table className="data-table">
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Enrolments</th>
                <th scope="col">Completions</th>
              </tr>
            </thead>
            <tbody>
              {o.top_courses.map((c) => (
                <tr key={c.id}>
                  <td>{c.title}</td>
                  <td className="num">{number(c.enrolments)}</td>
                  <td className="num">{number(c.completions)}</td>
                </tr>
              ))}
            </tbody>
          </table>
          </div>
        )}
      </section>
    </div>
  );
}

export default function Overview() {
  return (
    <StudioGate>
      <h1>Overview</h1>
      <OverviewContent />
    </StudioGate>
  );
}
