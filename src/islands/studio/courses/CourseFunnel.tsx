// /studio/courses/{id}/funnel (docs/rules/studio.md, "Reports"): of the members who enrolled (in a
// period, or in one month), how many started, finished each lesson and completed, with the median
// time between steps; the lesson where most stop is named in words; bars beside the figures are
// decoration (the table holds every number), and the months of enrolment below.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import type { CourseFunnel as Funnel } from '../../../lib/schemas/reports.ts';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { described, errorsOf, Field, type Errors } from '../form.tsx';
import { ScrollRegion } from '../ScrollRegion.tsx';
import { StudioGate } from '../StudioGate.tsx';
import { $courseFunnel, $funnelCourseId, $funnelFilters, funnelFiltersFromSearch, funnelQuery, NO_FUNNEL_FILTERS, type FunnelFilters } from './funnel-store.ts';

/** A median gap in words: minutes under an hour, hours under two days, days after. */
export function gapText(hours: number | null): string {
  if (hours === null) return '—';
  if (hours < 1) return `${Math.round(hours * 60)} min`;
  if (hours < 48) return `${Number.isInteger(hours) ? hours : hours.toFixed(1)} h`;
  return `${(hours / 24).toFixed(1)} days`;
}

const pct = (n: number | null) => (n === null ? '—' : `${n}%`);

function Filters({ errors }: { errors: Errors }) {
  const applied = useStore($funnelFilters);
  const [draft, setDraft] = useState<FunnelFilters>(applied);
  const apply = (next: FunnelFilters) => {
    $funnelFilters.set(next);
    const query = new URLSearchParams(funnelQuery(next)).toString();
    history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };
  const input = (name: keyof FunnelFilters) => ({
    id: `funnel-${name}`,
    name,
    value: draft[name],
    onChange: (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value }),
    ...described(`funnel-${name}`, errors[name], true),
  });
  return (
    <form className="card audit-filters" onSubmit={submit} aria-labelledby="funnel-filters-title">
      <h2 id="funnel-filters-title">Which enrolments</h2>
      <div className="audit-filters__grid">
        <Field id="funnel-from" label="Enrolled from" hint="First day (UTC)" errors={errors.from}>
          <input type="date" {...input('from')} />
        </Field>
        <Field id="funnel-to" label="Enrolled until" hint="Last day (UTC)" errors={errors.to}>
          <input type="date" {...input('to')} />
        </Field>
        <Field id="funnel-cohort" label="Month of enrolment" hint="YYYY-MM, one month’s members" errors={errors.cohort}>
          <input type="text" inputMode="numeric" autoComplete="off" placeholder="2026-09" {...input('cohort')} />
        </Field>
      </div>
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary">
          Show the funnel
        </button>
        <button
          type="button"
          className="btn"
          onClick={() => {
            setDraft(NO_FUNNEL_FILTERS);
            apply(NO_FUNNEL_FILTERS);
          }}
        >
          All enrolments
        </button>
      </div>
    </form>
  );
}

function DropOff({ funnel }: { funnel: Funnel }) {
  const d = funnel.drop_off;
  if (funnel.steps[0]!.members === 0) return <p className="muted">No member enrolled in this period.</p>;
  if (!d) return <p data-drop-off="">No lesson loses members: everyone who reached a lesson finished it.</p>;
  const reached = funnel.steps.find((s) => s.lesson_id === d.lesson_id);
  const before = funnel.steps[funnel.steps.indexOf(reached!) - 1]!;
  return (
    <p className="card funnel-drop-off" data-drop-off={d.lesson_id}>
      Most members stop at <strong>{d.title}</strong>: {d.stopped} of the {before.members} who got there ({d.percent_of_previous}%) did not finish it.
    </p>
  );
}

function Steps({ funnel }: { funnel: Funnel }) {
  return (
    <ScrollRegion label="Funnel table">
      <table className="data-table studio-table funnel-table">
        <caption className="visually-hidden">Each step of {funnel.course.title}, in course order</caption>
        <thead>
          <tr>
            <th scope="col">Step</th>
            <th scope="col" className="num">
              Members
            </th>
            <th scope="col" className="num">
              Of enrolled
            </th>
            <th scope="col" className="num">
              Of the step before
            </th>
            <th scope="col" className="num">
              Median time from the step before
            </th>
          </tr>
        </thead>
        <tbody>
          {funnel.steps.map((s, i) => (
            <tr key={`${s.kind}-${s.lesson_id ?? i}`} data-step={s.kind} className={s.lesson_id !== null && s.lesson_id === funnel.drop_off?.lesson_id ? 'funnel-row--drop' : undefined}>
              <th scope="row">
                {s.kind === 'lesson' ? `Finished “${s.label}”` : s.label}
                <span className="funnel-bar" aria-hidden="true" style={{ width: `${s.percent_of_enrolled ?? 0}%` }} />
              </th>
              <td className="num">{s.members}</td>
              <td className="num">{pct(s.percent_of_enrolled)}</td>
              <td className="num">{pct(s.percent_of_previous)}</td>
              <td className="num">{gapText(s.median_hours_from_previous)}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </ScrollRegion>
  );
}

function Cohorts({ funnel }: { funnel: Funnel }) {
  if (funnel.cohorts.length === 0) return null;
  return (
    <section className="card" aria-labelledby="funnel-cohorts">
      <h2 id="funnel-cohorts">By month of enrolment</h2>
      <ScrollRegion label="Months of enrolment table">
        <table className="data-table studio-table">
          <caption className="visually-hidden">Enrolments by month, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Month</th>
              <th scope="col" className="num">
                Enrolled
              </th>
              <th scope="col" className="num">
                Started
              </th>
              <th scope="col" className="num">
                Completed
              </th>
            </tr>
          </thead>
          <tbody>
            {funnel.cohorts.map((m) => (
              <tr key={m.month}>
                <th scope="row">{m.month}</th>
                <td className="num">{m.enrolled}</td>
                <td className="num">
                  {m.started} ({pct(m.enrolled ? Math.round((m.started * 100) / m.enrolled) : null)})
                </td>
                <td className="num">
                  {m.completed} ({pct(m.enrolled ? Math.round((m.completed * 100) / m.enrolled) : null)})
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
    </section>
  );
}

function FunnelContent({ id }: { id: string }) {
  useEffect(() => $funnelCourseId.set(id), [id]);
  const { data, error, reload } = useQuery($courseFunnel, { soft: true, keep: true });
  const fieldErrors = errorsOf(error);
  const funnel = data?.data;
  return (
    <>
      <p>
        <a href={`/studio/courses/${id}`}>← Back to the course</a>
      </p>
      <h1>Funnel{funnel ? `: ${funnel.course.title}` : ''}</h1>
      <Filters errors={fieldErrors ?? {}} />
      {error && !fieldErrors ? (
        <div className="card" role="alert">
          <p>{error instanceof ApiError && error.status === 404 ? 'This course does not exist, or it is not yours.' : 'The funnel could not be loaded.'}</p>
          <button type="button" className="btn" onClick={reload}>
            Try again
          </button>
        </div>
      ) : fieldErrors ? (
        <p className="field-error" role="alert">
          Some dates need a look: see the notes beside them.
        </p>
      ) : !funnel ? (
        <Loading />
      ) : (
        <div data-ready="">
          <DropOff funnel={funnel} />
          <section className="card" aria-labelledby="funnel-steps">
            <h2 id="funnel-steps">Steps</h2>
            <Steps funnel={funnel} />
            <p className="muted funnel-note">Times are medians of the members who reached both steps; the first lesson’s counts from enrolling. A bar shows the share of the enrolled.</p>
          </section>
          <Cohorts funnel={funnel} />
        </div>
      )}
    </>
  );
}

export default function CourseFunnel({ id }: { id: string }) {
  useState(() => $funnelFilters.set(funnelFiltersFromSearch(location.search)));
  return (
    <StudioGate roles={['admin', 'author']}>
      <FunnelContent id={id} />
    </StudioGate>
  );
}
