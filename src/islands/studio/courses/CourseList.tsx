// /studio/courses (docs/rules/studio.md, "Courses"): the courses you may edit (an author's own, an
// admin's all), searchable and filtered by status, and a short form that starts a draft.
import { useEffect, useState, type FormEvent } from 'react';
import { getCourseCategories } from '../../../lib/api/catalogue.ts';
import { createStudioCourse, listStudioCourses } from '../../../lib/api/studio-courses.ts';
import { slugify } from '../../../lib/slug.ts';
import type { StudioCourseSummary } from '../../../lib/schemas/studio-courses.ts';
import { Loading } from '../../ui/Loading.tsx';
import { useApi } from '../../ui/use-api.ts';
import { formatDay } from '../format.tsx';
import { Pager } from '../Pager.tsx';
import { StudioGate } from '../StudioGate.tsx';
import { described, errorsOf, Field, StatusBadge, STATUS_LABELS, type Errors } from './fields.tsx';

const AUTHORING = ['admin', 'author'] as const;

function NewCourse() {
  const categories = useApi(() => getCourseCategories(), []);
  const [title, setTitle] = useState('');
  const [slug, setSlug] = useState('');
  const [slugTouched, setSlugTouched] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const f = new FormData(e.currentTarget);
    setBusy(true);
    try {
      const res = await createStudioCourse({ title, ...(slug ? { slug } : {}), category_id: Number(f.get('category_id')) });
      location.assign(`/studio/courses/${res.data.id}`);
    } catch (err) {
      const fields = errorsOf(err);
      setBusy(false);
      if (!fields) throw err;
      setErrors(fields);
    }
  }

  return (
    <section className="card" aria-labelledby="new-course-heading">
      <h2 id="new-course-heading">Start a course</h2>
      <form className="studio-form studio-form--inline" onSubmit={submit} noValidate>
        <Field id="new-title" label="Title" errors={errors.title}>
          <input
            id="new-title"
            name="title"
            required
            maxLength={160}
            value={title}
            onChange={(e) => {
              setTitle(e.target.value);
              if (!slugTouched) setSlug(slugify(e.target.value, ''));
            }}
            {...described('new-title', errors.title)}
          />
        </Field>
        <Field id="new-slug" label="Address (slug)" errors={errors.slug} hint="Suggested from the title; the course will live at /course/<slug>.">
          <input
            id="new-slug"
            name="slug"
            maxLength={80}
            value={slug}
            onChange={(e) => {
              setSlug(e.target.value);
              setSlugTouched(true);
            }}
            {...described('new-slug', errors.slug, true)}
          />
        </Field>
        <Field id="new-category" label="Category" errors={errors.category_id}>
          <select id="new-category" name="category_id" required {...described('new-category', errors.category_id)}>
            {(categories.data?.data ?? []).map((c) => (
              <option key={c.id} value={c.id}>
                {c.name}
              </option>
            ))}
          </select>
        </Field>
        <button type="submit" className="btn btn--primary" disabled={busy || !categories.data}>
          {busy ? 'Creating…' : 'Create draft'}
        </button>
      </form>
    </section>
  );
}

function CoursesTable({ rows }: { rows: StudioCourseSummary[] }) {
  return (
    <table className="data-table studio-table">
      <caption className="visually-hidden">Courses</caption>
      <thead>
        <tr>
          <th scope="col">Title</th>
          <th scope="col">Status</th>
          <th scope="col">Category</th>
          <th scope="col">Owner</th>
          <th scope="col" className="num">
            Lessons
          </th>
          <th scope="col">Last change</th>
        </tr>
      </thead>
      <tbody>
        {rows.map((c) => (
          <tr key={c.id}>
            <td>
              <a href={`/studio/courses/${c.id}`}>{c.title}</a>
            </td>
            <td>
              <StatusBadge status={c.status} />
              {c.status === 'scheduled' && c.publish_at ? <span className="muted"> {formatDay(c.publish_at)}</span> : null}
            </td>
            <td>{c.category.name}</td>
            <td>{c.owner?.name ?? 'Administrators'}</td>
            <td className="num">{c.lesson_count}</td>
            <td>{formatDay(c.updated_at)}</td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}

function CoursesContent() {
  const initial = typeof location === 'undefined' ? new URLSearchParams() : new URLSearchParams(location.search);
  const [query, setQuery] = useState({ q: initial.get('q') ?? '', status: initial.get('status') ?? 'all', page: 1 });
  const [term, setTerm] = useState(query.q);
  const { data, loading } = useApi(() => listStudioCourses({ ...(query.q ? { q: query.q } : {}), status: query.status, page: query.page, per_page: 20 }), [query]);

  useEffect(() => {
    const params = new URLSearchParams();
    if (query.q) params.set('q', query.q);
    if (query.status !== 'all') params.set('status', query.status);
    history.replaceState(null, '', params.size ? `?${params}` : location.pathname);
  }, [query]);

  return (
    <>
      <NewCourse />
      <form
        className="studio-search"
        role="search"
        onSubmit={(e) => {
          e.preventDefault();
          setQuery({ ...query, q: term.trim(), page: 1 });
        }}
      >
        <label htmlFor="course-search">Search courses by title or slug</label>
        <input id="course-search" type="search" value={term} maxLength={100} onChange={(e) => setTerm(e.target.value)} />
        <select aria-label="Status" value={query.status} onChange={(e) => setQuery({ ...query, status: e.target.value, page: 1 })}>
          <option value="all">Every status</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
        <button type="submit" className="btn btn--primary">
          Search
        </button>
      </form>
      {loading || !data ? (
        <Loading />
      ) : (
        <div data-ready="">
          <p className="muted" aria-live="polite">
            {data.meta.total === 1 ? '1 course' : `${data.meta.total} courses`}
            {query.q ? ` matching “${query.q}”` : ''}
          </p>
          {data.data.length === 0 ? (
            <p>No courses here yet. Start one above: it stays a draft until you publish it.</p>
          ) : (
            <div className="studio-scroll" tabIndex={0} role="region" aria-label="Courses table">
              <CoursesTable rows={data.data} />
            </div>
          )}
          <Pager label="Pages of courses" page={data.meta.page} lastPage={data.meta.last_page} onPage={(page) => setQuery({ ...query, page })} />
        </div>
      )}
    </>
  );
}

export default function CourseList() {
  return (
    <StudioGate roles={AUTHORING}>
      <h1>Courses</h1>
      <CoursesContent />
    </StudioGate>
  );
}
