// /studio/courses (docs/rules/studio.md, "Courses"): the courses you may edit (an author's own, an
// admin's all), searchable and filtered by status, and a short form that starts a draft.
import { useStore } from '@nanostores/react';
import { useEffect, type FormEvent } from 'react';
import type { StudioCourseSummary } from '../../../lib/schemas/studio-courses.ts';
import { useQuery } from '../../ui/use-query.ts';
import { formatDay } from '../format.tsx';
import { SearchForm, SearchResults } from '../SearchList.tsx';
import { StudioGate } from '../StudioGate.tsx';
import { $courseCategories } from './course-categories.ts';
import { $newCourse, $newCourseForm, courseList, createCourse, typeNewCourseSlug, typeNewCourseTitle } from './course-list-store.ts';
import { described, Field, StatusBadge, STATUS_LABELS } from './fields.tsx';

const AUTHORING = ['admin', 'author'] as const;

function NewCourse() {
  const categories = useQuery($courseCategories);
  const { title, slug } = useStore($newCourse);
  const { errors, saving } = useStore($newCourseForm);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const created = await createCourse(Number(new FormData(e.currentTarget).get('category_id')));
    if (created) location.assign(`/studio/courses/${created.id}`);
  }

  return (
    <section className="card" aria-labelledby="new-course-heading">
      <h2 id="new-course-heading">Start a course</h2>
      <form className="studio-form studio-form--inline" onSubmit={submit} noValidate>
        <Field id="new-title" label="Title" errors={errors.title}>
          <input id="new-title" name="title" required maxLength={160} value={title} onChange={(e) => typeNewCourseTitle(e.target.value)} {...described('new-title', errors.title)} />
        </Field>
        <Field id="new-slug" label="Address (slug)" errors={errors.slug} hint="Suggested from the title; the course will live at /course/<slug>.">
          <input id="new-slug" name="slug" maxLength={80} value={slug} onChange={(e) => typeNewCourseSlug(e.target.value)} {...described('new-slug', errors.slug, true)} />
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
        <button type="submit" className="btn btn--primary" disabled={saving || !categories.data}>
          {saving ? 'Creating…' : 'Create draft'}
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
  const { status } = useStore(courseList.$query);
  return (
    <>
      <NewCourse />
      <SearchForm list={courseList} id="course-search" label="Search courses by title or slug">
        <select aria-label="Status" value={status} onChange={(e) => courseList.filter('status', e.target.value)}>
          <option value="all">Every status</option>
          {Object.entries(STATUS_LABELS).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      </SearchForm>
      <SearchResults list={courseList} noun={['course', 'courses']} region="Courses table" pager="Pages of courses" empty={<p>No courses here yet. Start one above: it stays a draft until you publish it.</p>}>
        {(rows) => <CoursesTable rows={rows} />}
      </SearchResults>
    </>
  );
}

export default function CourseList() {
  // The list starts from the address (a reload or a shared link keeps the search and the status).
  useEffect(() => courseList.open(location.search), []);
  return (
    <StudioGate roles={AUTHORING}>
      <h1>Courses</h1>
      <p>
        <a href="/studio/courses/import">Import a course</a> from an archive exported by Wellspring.
      </p>
      <CoursesContent />
    </StudioGate>
  );
}
