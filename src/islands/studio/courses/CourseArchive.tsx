// Course export and import in the studio (docs/rules/studio.md, "Course export and import"): the
// "Export" button of a course's editor downloads its archive; /studio/courses/import takes an archive,
// shows "Importing…" while it travels and is read, then the report (renamed and refused, a link to
// the new draft), with the server's reasons beside the file field when it is refused.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { exportCourseArchive, importCourseArchive } from '../../../lib/api/studio-archive.ts';
import type { ImportReport } from '../../../lib/schemas/course-archive.ts';
import type { StudioCourse } from '../../../lib/schemas/studio-courses.ts';
import { toast } from '../../../stores/ui.ts';
import { StudioGate } from '../StudioGate.tsx';
import { saveBlob } from '../../../lib/save-blob.ts';

export function ExportCourseButton({ course }: { course: Pick<StudioCourse, 'id' | 'slug' | 'title'> }) {
  const [busy, setBusy] = useState(false);
  async function download() {
    setBusy(true);
    try {
      saveBlob(await exportCourseArchive(course.id), `course-${course.slug}.zip`);
      toast('Course archive downloaded.', 'success');
    } catch (err) {
      toast(err instanceof ApiError ? err.message : 'The archive could not be downloaded. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <button type="button" className="btn" disabled={busy} onClick={() => void download()}>
      {busy ? 'Preparing the archive…' : 'Export'}
    </button>
  );
}

function Report({ report }: { report: ImportReport }) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Focus moves to the report, so a keyboard or screen-reader user lands on what happened.
  useEffect(() => heading.current?.focus(), [report]);
  return (
    <section className="card" aria-labelledby="import-report-heading">
      <h2 id="import-report-heading" tabIndex={-1} ref={heading}>
        Imported “{report.title}” as a draft
      </h2>
      <p>
        {report.sections} {report.sections === 1 ? 'section' : 'sections'}, {report.lessons} {report.lessons === 1 ? 'lesson' : 'lessons'}, {report.media} {report.media === 1 ? 'file' : 'files'}. Its address is /course/{report.slug}.
      </p>
      <p>
        <a className="btn btn--primary" href={`/studio/courses/${report.course_id}`}>
          Open the draft
        </a>
      </p>
      <h3>Renamed</h3>
      {report.renamed.length ? (
        <ul>
          {report.renamed.map((r, i) => (
            <li key={i}>
              {r.what}: “{r.from}” became “{r.to}”
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nothing was renamed.</p>
      )}
      <h3>Refused</h3>
      {report.refused.length ? (
        <ul>
          {report.refused.map((r, i) => (
            <li key={i}>
              {r.what}: {r.reason}
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">Nothing was refused.</p>
      )}
      {report.added.length ? (
        <>
          <h3>Added to this site</h3>
          <ul>
            {report.added.map((a, i) => (
              <li key={i}>{a}</li>
            ))}
          </ul>
        </>
      ) : null}
    </section>
  );
}

function ImportForm() {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const input = e.currentTarget.elements.namedItem('file') as HTMLInputElement;
    const file = input.files?.[0];
    if (!file) {
      setError('Choose a course archive (.zip) to import.');
      return input.focus();
    }
    setBusy(true);
    setError(null);
    setReport(null);
    try {
      setReport((await importCourseArchive(file)).data);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // The archive as a whole is the field: its first reason goes beside it.
      setError(err.errors.file?.[0] ?? err.message);
      input.focus();
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <form className="card studio-form" onSubmit={submit} aria-labelledby="import-heading" noValidate>
        <h2 id="import-heading">Choose an archive</h2>
        <div className="field">
          <label htmlFor="import-file">Course archive (.zip)</label>
          <p className="field__hint" id="import-file-hint">
            A course exported from Wellspring with “Export”, up to 500 MB. It becomes a new draft here; members’ progress is never part of it.
          </p>
          <input id="import-file" name="file" type="file" accept=".zip,application/zip" className="input" disabled={busy} aria-invalid={error ? true : undefined} aria-describedby={`import-file-hint${error ? ' import-file-error' : ''}`} />
          {error ? (
            <p className="field__error" id="import-file-error">
              {error}
            </p>
          ) : null}
        </div>
        <button type="submit" className="btn btn--primary" disabled={busy} aria-busy={busy || undefined}>
          {busy ? 'Importing…' : 'Import'}
        </button>
        <p className="visually-hidden" role="status">
          {busy ? 'Importing the course…' : report ? `Imported ${report.title}.` : ''}
        </p>
      </form>
      {report ? <Report report={report} /> : null}
    </>
  );
}

export default function CourseImport() {
  return (
    <StudioGate roles={['admin', 'author']}>
      <p>
        <a href="/studio/courses">← All courses</a>
      </p>
      <h1>Import a course</h1>
      <ImportForm />
    </StudioGate>
  );
}
