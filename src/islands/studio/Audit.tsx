// /studio/audit (docs/rules/studio.md, "Audit log"): every studio change, newest first, filtered by who,
// what, which record and which days, each shown with the fields it changed (before → after) instead
// of raw records, paged, and downloadable as CSV with the same filters. Read-only: there is nothing
// here, or in the API, to edit it.
import { useStore } from '@nanostores/react';
import { useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { AUDIT_RECORD_TYPES, type AuditChange, type AuditEntry } from '../../lib/schemas/studio-audit.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { $audit, $auditFilters, $auditPage, filterQuery, filtersFromSearch, NO_AUDIT_FILTERS, type AuditFilterValues } from './audit-store.ts';
import { ExportButton } from './ExportButton.tsx';
import { described, errorsOf, Field, type Errors } from './form.tsx';
import { formatTime } from './format.tsx';
import { Pager } from './Pager.tsx';
import { StudioGate } from './StudioGate.tsx';

const RECORD_LABEL: Record<string, string> = {
  ...Object.fromEntries(AUDIT_RECORD_TYPES),
  user: 'Member',
};

/** The address shows the filters and page, so a filtered view can be linked to and reloaded. */
function showInAddress(filters: AuditFilterValues, page: number) {
  const query = new URLSearchParams({
    ...filterQuery(filters),
    ...(page > 1 ? { page: String(page) } : {}),
  }).toString();
  history.replaceState(history.state, '', `${location.pathname}${query ? `?${query}` : ''}`);
}

function RecordLink({ subject }: { subject: AuditEntry['subject'] }) {
  const label = `${RECORD_LABEL[subject.type] ?? subject.type.replace(/_/g, ' ')} ${subject.id}`;
  const href =
    subject.type === 'user' || subject.type === 'member'
      ? `/studio/members/${subject.id}`
      : subject.type === 'course'
        ? `/studio/courses/${subject.id}`
        : subject.type === 'lesson'
          ? `/studio/lessons/${subject.id}`
          : null;
  return href ? <a href={href}>{label}</a> : <>{label}</>;
}

function Value({ short, full, field, side }: { short: string | null; full: string | null; field: string; side: string }) {
  if (short === null) return <span className="muted">(none)</span>;
  if (full === null) return <span className="audit-value">{short}</span>;
  return (
    <details className="audit-value">
      <summary>
        {short}{' '}
        <span className="visually-hidden">
          (shortened: show the whole {field} {side})
        </span>
      </summary>
      {full}
    </details>
  );
}

function Changes({ entry }: { entry: AuditEntry }) {
  if (entry.changes.length === 0) return <p className="muted">No field changed.</p>;
  return (
    <table className="data-table audit-changes">
      <caption className="visually-hidden">Fields changed by {entry.action}</caption>
      <thead>
        <tr>
          <th scope="col">Field</th>
          <th scope="col">Before</th>
          <th scope="col">After</th>
        </tr>
      </thead>
      <tbody>
        {entry.changes.map((c: AuditChange) => (
          <tr key={c.field}>
            <th scope="row">{c.field.replace(/_/g, ' ')}</th>
            <td>
              <Value short={c.before} full={c.before_full} field={c.field} side="before" />
            </td>
            <td>
              <Value short={c.after} full={c.after_full} field={c.field} side="after" />
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function Filters({ errors }: { errors: Errors }) {
  const applied = useStore($auditFilters);
  const [draft, setDraft] = useState<AuditFilterValues>(applied);
  const set = (name: keyof AuditFilterValues) => (e: { target: { value: string } }) => setDraft({ ...draft, [name]: e.target.value });
  const apply = (next: AuditFilterValues) => {
    $auditFilters.set(next);
    $auditPage.set(1);
    showInAddress(next, 1);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    apply(draft);
  };
  const clear = () => {
    setDraft(NO_AUDIT_FILTERS);
    apply(NO_AUDIT_FILTERS);
  };
  const input = (name: keyof AuditFilterValues) => ({
    id: `audit-${name}`,
    name,
    value: draft[name],
    onChange: set(name),
    ...described(`audit-${name}`, errors[name], true),
  });
  return (
    <form className="card audit-filters" onSubmit={submit} aria-labelledby="audit-filters-title">
      <h2 id="audit-filters-title">Filters</h2>
      <div className="audit-filters__grid">
        <Field id="audit-actor" label="Who" hint="An admin’s name, e-mail or id" errors={errors.actor}>
          <input type="search" autoComplete="off" {...input('actor')} />
        </Field>
        <Field id="audit-action" label="Action" hint="member.suspend, or course. for all" errors={errors.action}>
          <input type="text" autoComplete="off" spellCheck={false} {...input('action')} />
        </Field>
        <Field id="audit-record_type" label="Record" hint="The kind of record changed" errors={errors.record_type}>
          <select {...input('record_type')}>
            <option value="">Any record</option>
            {AUDIT_RECORD_TYPES.map(([value, label]) => (
              <option key={value} value={value}>
                {label}
              </option>
            ))}
          </select>
        </Field>
        <Field id="audit-record_id" label="Record id" hint="With a kind of record" errors={errors.record_id}>
          <input type="text" inputMode="numeric" autoComplete="off" {...input('record_id')} />
        </Field>
        <Field id="audit-from" label="From" hint="First day (UTC)" errors={errors.from}>
          <input type="date" {...input('from')} />
        </Field>
        <Field id="audit-to" label="To" hint="Last day (UTC)" errors={errors.to}>
          <input type="date" {...input('to')} />
        </Field>
      </div>
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary">
          Apply filters
        </button>
        <button type="button" className="btn" onClick={clear}>
          Clear filters
        </button>
      </div>
    </form>
  );
}

function Entries({
  data,
  filtered,
}: {
  data: {
    data: AuditEntry[];
    meta: { page: number; last_page: number; total: number };
  };
  filtered: boolean;
}) {
  const filters = useStore($auditFilters);
  const toPage = (page: number) => {
    $auditPage.set(page);
    showInAddress(filters, page);
    document.getElementById('audit-results')?.focus();
  };
  const total = data.meta.total;
  return (
    <section aria-labelledby="audit-results" data-ready="">
      <div className="audit-results__bar">
        <h2 id="audit-results" tabIndex={-1} aria-live="polite">
          {total === 0
            ? filtered
              ? 'No changes match these filters'
              : 'No studio changes yet'
            : filtered
              ? `${total} ${total === 1 ? 'change matches' : 'changes match'} these filters`
              : `${total} ${total === 1 ? 'change' : 'changes'}`}
        </h2>
        {total > 0 ? <ExportButton path="/admin/audit.csv" query={filterQuery(filters)} name="audit-log" label="Download these as CSV" /> : null}
      </div>
      <ol className="audit-list">
        {data.data.map((entry) => (
          <li key={entry.id} className="card audit-entry" data-action={entry.action}>
            <p className="audit-entry__head">
              <strong>
                <code>{entry.action}</code>
              </strong>{' '}
              on <RecordLink subject={entry.subject} />
            </p>
            <p className="audit-entry__meta muted">
              {formatTime(entry.created_at)} · by {entry.actor.name ? `${entry.actor.name} (${entry.actor.email})` : entry.actor.email}
            </p>
            <Changes entry={entry} />
          </li>
        ))}
      </ol>
      <Pager label="Pages of the audit log" page={data.meta.page} lastPage={data.meta.last_page} onPage={toPage} previous="Newer" next="Older" />
    </section>
  );
}

function AuditContent() {
  const filters = useStore($auditFilters);
  const { data, error, reload } = useQuery($audit, { soft: true, keep: true });
  const errors = errorsOf(error) ?? {};
  const filtered = Object.keys(filterQuery(filters)).length > 0;
  return (
    <>
      <Filters errors={errors} />
      {error && !errorsOf(error) ? (
        <div className="card" role="alert">
          <p>{error instanceof ApiError ? error.message : 'The audit log could not be loaded.'}</p>
          <button type="button" className="btn" onClick={reload}>
            Try again
          </button>
        </div>
      ) : error ? (
        <p className="field-error" role="alert">
          Some filters need a look: see the notes beside them.
        </p>
      ) : !data ? (
        <Loading />
      ) : (
        <Entries data={data} filtered={filtered} />
      )}
    </>
  );
}

export default function Audit() {
  // The address's filters apply before the first load, so a linked view loads once, already filtered.
  useState(() => {
    $auditFilters.set(filtersFromSearch(location.search));
    $auditPage.set(Math.max(1, Math.floor(Number(new URLSearchParams(location.search).get('page'))) || 1));
  });
  return (
    <StudioGate>
      <h1>Audit log</h1>
      <AuditContent />
    </StudioGate>
  );
}
