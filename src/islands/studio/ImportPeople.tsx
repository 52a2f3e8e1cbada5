// /studio/members/import (docs/rules/studio.md, "Importing people"): choose a CSV, read the preview
// (each row's outcome, problems first, nothing changed yet), start the import, watch its progress, and
// read the result (kept in the address, so a reload shows it again). A file the server cannot use is
// refused beside the file field.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { PeopleImport, PeopleImportPreview } from '../../lib/schemas/people-import.ts';
import { $importPeople, chooseAnotherFile, previewFile, resumeFromAddress, startImport } from './import-people-store.ts';
import { Field } from './form.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';
import { StudioGate } from './StudioGate.tsx';

/** Rows shown in the preview table; the counts above it cover every row. */
const SHOWN_ROWS = 200;
const OUTCOME: Record<string, string> = { invite: 'Invite and enrol', enrol: 'Enrol (already a member)', skip: 'Skip' };

function Preview({ preview, onRun, onReset, busy }: { preview: PeopleImportPreview; onRun: () => void; onReset: () => void; busy: boolean }) {
  const shown = preview.rows.slice(0, SHOWN_ROWS);
  return (
    <section className="card" aria-labelledby="import-preview" data-ready="">
      <h2 id="import-preview" tabIndex={-1}>
        Preview
      </h2>
      <p data-counts="">
        {preview.new_people} new {preview.new_people === 1 ? 'person' : 'people'} to invite, {preview.existing_people} existing {preview.existing_people === 1 ? 'member' : 'members'} to enrol,{' '}
        {preview.skipped} {preview.skipped === 1 ? 'row' : 'rows'} with problems to skip. Nothing has changed yet.
      </p>
      <ScrollRegion label="Rows of the file">
        <table className="data-table studio-table import-rows">
          <caption className="visually-hidden">Each row of the file and what importing it does, rows with problems first</caption>
          <thead>
            <tr>
              <th scope="col">Line</th>
              <th scope="col">Name</th>
              <th scope="col">E-mail</th>
              <th scope="col">Courses</th>
              <th scope="col">What happens</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((r) => (
              <tr key={r.line} data-line={r.line} data-outcome={r.outcome}>
                <td className="num" data-label="Line">
                  {r.line}
                </td>
                <td data-label="Name">{r.name || '—'}</td>
                <td data-label="E-mail">{r.email || '—'}</td>
                <td data-label="Courses">{r.courses.join('; ') || '—'}</td>
                <td data-label="What happens">
                  {r.problems.length ? (
                    <span>
                      <span className="studio-badge studio-badge--warn">Skip</span> {r.problems.join(' ')}
                    </span>
                  ) : (
                    OUTCOME[r.outcome]
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      {preview.rows.length > SHOWN_ROWS ? <p className="muted">And {preview.rows.length - SHOWN_ROWS} more rows without problems.</p> : null}
      <div className="studio-actions">
        <button type="button" className="btn btn--primary" onClick={onRun} disabled={busy || preview.total === 0}>
          Import {preview.total} {preview.total === 1 ? 'person' : 'people'}
        </button>
        <button type="button" className="btn" onClick={onReset}>
          Choose another file
        </button>
      </div>
    </section>
  );
}

function Progress({ job, onReset }: { job: PeopleImport; onReset: () => void }) {
  const done = job.status === 'done';
  return (
    <section className="card" aria-labelledby="import-progress" data-import-status={job.status}>
      <h2 id="import-progress" tabIndex={-1}>
        {done ? 'Import finished' : job.status === 'failed' ? 'Import failed' : 'Importing…'}
      </h2>
      <label htmlFor="import-bar">
        {job.processed} of {job.total} rows done
      </label>
      <progress id="import-bar" max={Math.max(1, job.total)} value={job.processed} />
      <p role="status">
        {done
          ? `Done: ${job.invited} ${job.invited === 1 ? 'person' : 'people'} invited, ${job.enrolled} ${job.enrolled === 1 ? 'enrolment' : 'enrolments'} made, ${job.skipped} ${job.skipped === 1 ? 'row' : 'rows'} skipped.`
          : job.status === 'failed'
            ? 'The import stopped. The rows done so far are kept; start a new import with the rest.'
            : ''}
      </p>
      {done || job.status === 'failed' ? (
        <div className="studio-actions">
          <a className="btn btn--primary" href="/studio/members">
            Back to members
          </a>
          <button type="button" className="btn" onClick={onReset}>
            Import another file
          </button>
        </div>
      ) : null}
    </section>
  );
}

function ImportContent() {
  const file = useRef<HTMLInputElement>(null);
  // Rendered once the gate has let the operator in, so the address's import is asked for with a session.
  useState(() => void resumeFromAddress(location.search));
  const { preview, job, error, busy } = useStore($importPeople);
  useEffect(() => {
    document.getElementById(job ? 'import-progress' : preview ? 'import-preview' : '')?.focus();
  }, [Boolean(preview), job?.status]);

  const read = (e: FormEvent) => {
    e.preventDefault();
    void previewFile(file.current?.files?.[0]);
  };

  if (job) return <Progress job={job} onReset={chooseAnotherFile} />;
  if (preview) return <Preview preview={preview} onRun={() => void startImport()} onReset={chooseAnotherFile} busy={busy} />;
  return (
    <form className="card" onSubmit={read} aria-labelledby="import-file-title">
      <h2 id="import-file-title">Choose a file</h2>
      <Field
        id="import-file"
        label="CSV file"
        hint="A header row with name, email and, if you like, courses (their addresses or titles, separated by ;). Up to 10,000 people."
        errors={error ? [error] : undefined}
      >
        <input ref={file} id="import-file" type="file" accept=".csv,text/csv" aria-describedby={`import-file-hint${error ? ' import-file-error' : ''}`} aria-invalid={error ? true : undefined} />
      </Field>
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Reading…' : 'Preview the import'}
        </button>
      </div>
    </form>
  );
}

export default function ImportPeople() {
  return (
    <StudioGate>
      <p>
        <a href="/studio/members">← All members</a>
      </p>
      <h1>Import people</h1>
      <ImportContent />
    </StudioGate>
  );
}
