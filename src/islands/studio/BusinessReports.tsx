// /studio/reports (docs/rules/studio.md, "Revenue", "Active members and retention"): over a range of
// months, the revenue (net of refunds, tax apart) by month, plan and course; the members active by
// month, week and day; and the monthly retention cohorts. Every figure is in a table; bars beside
// the active members are decoration.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent, type ReactNode } from 'react';
import { formatAmount } from '../../lib/schemas/billing.ts';
import type { ActivityReport, RetentionReport, RevenueReport, RevenueRow } from '../../lib/schemas/reports.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { $activity, $reportRange, $retention, $revenue, DEFAULT_RANGE, rangeFromSearch, rangeQuery, type MonthRange } from './business-reports-store.ts';
import { described, errorsOf, Field, type Errors } from './form.tsx';
import { formatTime } from './format.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';
import { StudioGate } from './StudioGate.tsx';

function RangeForm({ errors }: { errors: Errors }) {
  const applied = useStore($reportRange);
  const [draft, setDraft] = useState<MonthRange>(applied);
  const apply = (next: MonthRange) => {
    $reportRange.set(next);
    const query = new URLSearchParams(rangeQuery(next)).toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };
  const input = (name: keyof MonthRange) => ({
    id: `reports-${name}`,
    name,
    // Text, not type=month: Safari has no month picker, and Chromium's takes a month name then a year,
    // which nobody can type from the hint; YYYY-MM typed is checked by the server, beside the field.
    type: 'text',
    inputMode: 'numeric' as const,
    autoComplete: 'off',
    placeholder: '2026-01',
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
    ...described(`reports-${name}`, errors[name], true),
  });
  return (
    <form className="card audit-filters" onSubmit={submit} aria-labelledby="reports-range-title">
      <h2 id="reports-range-title">Which months</h2>
      <div className="audit-filters__grid">
        <Field id="reports-from" label="From" hint="First month, YYYY-MM" errors={errors.from}>
          <input {...input('from')} />
        </Field>
        <Field id="reports-to" label="Until" hint="Last month, YYYY-MM" errors={errors.to}>
          <input {...input('to')} />
        </Field>
      </div>
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary">
          Show these months
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setDraft(DEFAULT_RANGE);
            apply(DEFAULT_RANGE);
          }}
        >
          The last 12 months
        </button>
      </div>
    </form>
  );
}

/** A report's section: its heading, then a loading state, a way back from an error, or the report. */
function Report<T>({ id, title, store, children }: { id: string; title: string; store: typeof $revenue | typeof $activity | typeof $retention; children: (data: T) => ReactNode }) {
  const { data, error, reload } = useQuery(store as typeof $revenue, { soft: true, keep: true });
  const fieldErrors = errorsOf(error);
  return (
    <section className="card" aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      {fieldErrors ? (
        <p className="field-error">The months need a look: see the notes beside them.</p>
      ) : error ? (
        <div role="alert">
          <p>This report could not be loaded.</p>
          <button type="button" className="btn" onClick={reload}>
            Try again
          </button>
        </div>
      ) : !data ? (
        <Loading />
      ) : (
        <div data-ready="">{children(data.data as T)}</div>
      )}
    </section>
  );
}

const money = (n: number, currency: string) => formatAmount(n, currency);
const MONEY_COLUMNS = ['Paid', 'Refunded', 'Net', 'Tax in it', 'Net of tax'] as const;

function MoneyCells({ row }: { row: RevenueRow }) {
  return (
    <>
      <td className="num">{money(row.gross, row.currency)}</td>
      <td className="num">{row.refunds ? `−${money(row.refunds, row.currency)}` : money(0, row.currency)}</td>
      <td className="num">{money(row.net, row.currency)}</td>
      <td className="num">{money(row.tax, row.currency)}</td>
      <td className="num">
        <strong>{money(row.net_of_tax, row.currency)}</strong>
      </td>
    </>
  );
}

function RevenueTable({ label, first, rows }: { label: string; first: string; rows: Array<{ key: string; name: string; row: RevenueRow; extra?: string }> }) {
  if (rows.length === 0) return <p className="muted">Nothing was paid or refunded in these months.</p>;
  return (
    <ScrollRegion label={`${label} table`}>
      <table className="data-table studio-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            {MONEY_COLUMNS.map((c) => (
              <th key={c} scope="col" className="num">
                {c}
              </th>
            ))}
            <th scope="col" className="num">
              Payments
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map(({ key, name, row, extra }) => (
            <tr key={`${key}-${row.currency}`}>
              <th scope="row">
                {name}
                {extra ? <span className="muted"> {extra}</span> : null}
              </th>
              <MoneyCells row={row} />
              <td className="num">
                {row.payments}
                {row.refund_count ? ` (${row.refund_count} refunded)` : ''}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Revenue({ r }: { r: RevenueReport }) {
  return (
    <>
      <p className="muted">
        {r.from} to {r.to}. A payment counts in the month it was paid, a refund in the month it went through. Prices include tax: “Net of tax” is what the business keeps.
      </p>
      {r.totals.length > 0 ? (
        <dl className="reports-totals" data-revenue-totals="">
          {r.totals.map((t) => (
            <div key={t.currency} className="reports-total">
              <dt>Net of tax ({t.currency})</dt>
              <dd>{money(t.net_of_tax, t.currency)}</dd>
            </div>
          ))}
        </dl>
      ) : null}
      <h3>By month</h3>
      <RevenueTable label="Revenue by month" first="Month" rows={r.months.map((m) => ({ key: m.month, name: m.month, row: m }))} />
      <h3>By plan</h3>
      <RevenueTable label="Revenue by plan" first="Plan" rows={r.plans.map((p) => ({ key: String(p.plan_id), name: p.name, row: p }))} />
      <h3>By course or bundle</h3>
      <RevenueTable label="Revenue by course, bundle or cohort" first="Course, bundle or cohort" rows={r.products.map((p) => ({ key: `${p.kind}${p.id}`, name: p.title, row: p, extra: p.kind === 'course' ? undefined : `(${p.kind === 'bundle' ? 'bundle' : 'cohort place'})` }))} />
    </>
  );
}

function CountTable({ label, first, rows }: { label: string; first: string; rows: Array<{ start: string; members: number }> }) {
  const most = Math.max(1, ...rows.map((r) => r.members));
  return (
    <ScrollRegion label={`${label} table`}>
      <table className="data-table studio-table">
        <caption className="visually-hidden">{label}</caption>
        <thead>
          <tr>
            <th scope="col">{first}</th>
            <th scope="col" className="num">
              Active members
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((r) => (
            <tr key={r.start}>
              <th scope="row">
                {r.start}
                <span className="funnel-bar" aria-hidden="true" style={{ width: `${Math.round((r.members * 100) / most)}%` }} />
              </th>
              <td className="num">{r.members}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Activity({ a }: { a: ActivityReport }) {
  return (
    <>
      <p className="muted">
        A member is active on a day they save or finish a lesson, answer a quiz or check in a practice. {a.counted_until ? `Counted up to ${formatTime(a.counted_until)}; the count is brought up to date every 15 minutes.` : 'Not counted yet: the first count runs within 15 minutes of the server starting.'}
      </p>
      <div className="reports-columns">
        <div>
          <h3>By month</h3>
          <CountTable label="Active members by month" first="Month" rows={[...a.months].reverse()} />
        </div>
        <div>
          <h3>By week</h3>
          <CountTable label="Active members by week, from Monday" first="Week from" rows={a.weeks.slice(-12).reverse()} />
        </div>
        <div>
          <h3>By day</h3>
          <CountTable label="Active members by day" first="Day" rows={a.days.slice(-31).reverse()} />
        </div>
      </div>
    </>
  );
}

function Retention({ r }: { r: RetentionReport }) {
  const width = Math.max(0, ...r.cohorts.map((c) => c.months.length));
  if (r.cohorts.every((c) => c.joined === 0)) return <p className="muted">Nobody joined in these months.</p>;
  return (
    <>
      <p className="muted">Of the members who joined in a month, the share active in that month (month 0) and in each month after.</p>
      <ScrollRegion label="Retention cohorts table">
        <table className="data-table studio-table reports-cohorts">
          <caption className="visually-hidden">Monthly retention cohorts, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Joined in</th>
              <th scope="col" className="num">
                Members
              </th>
              {Array.from({ length: width }, (_, k) => (
                <th key={k} scope="col" className="num">
                  Month {k}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {r.cohorts.map((c) => (
              <tr key={c.month} data-cohort={c.month}>
                <th scope="row">{c.month}</th>
                <td className="num">{c.joined}</td>
                {Array.from({ length: width }, (_, k) => {
                  const m = c.months[k];
                  return (
                    <td key={k} className="num">
                      {m && c.joined > 0 ? `${m.percent}% (${m.active})` : ''}
                    </td>
                  );
                })}
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </>
  );
}

function ReportsContent() {
  const { error } = useQuery($revenue, { soft: true, keep: true });
  return (
    <>
      <h1>Reports</h1>
      <RangeForm errors={errorsOf(error) ?? {}} />
      <Report<RevenueReport> id="reports-revenue" title="Revenue" store={$revenue}>
        {(r) => <Revenue r={r} />}
      </Report>
      <Report<ActivityReport> id="reports-activity" title="Active members" store={$activity}>
        {(a) => <Activity a={a} />}
      </Report>
      <Report<RetentionReport> id="reports-retention" title="Retention by month joined" store={$retention}>
        {(r) => <Retention r={r} />}
      </Report>
    </>
  );
}

export default function BusinessReports() {
  useState(() => $reportRange.set(rangeFromSearch(location.search)));
  return (
    <StudioGate roles={['admin']}>
      <ReportsContent />
    </StudioGate>
  );
}
