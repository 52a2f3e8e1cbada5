// "My courses": the member's enrolments with progress and a "Continue" link to the last-read
// lesson, filtered by in progress / completed, from GET /v1/auth/courses/enrolled.
import { useStore } from '@nanostores/react';
import { formatLocalDate } from '../../../lib/dates.ts';
import type { EnrolledCourseCard } from '../../../lib/schemas/learning.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $courseFilter, $myCourses, $myCoursesPage, chooseCourseFilter, type CourseFilter } from './my-courses-store.ts';
import { PagedList } from './PagedList.tsx';
import './learning.css';

const FILTERS: Array<{ value: CourseFilter; label: string }> = [
  { value: 'all', label: 'All' },
  { value: 'active', label: 'In progress' },
  { value: 'completed', label: 'Completed' },
];

function CourseRow({ item }: { item: EnrolledCourseCard }) {
  const done = item.status === 'completed';
  // Enrolled but never opened: "Not started", not "In progress" at 0 % (docs/rules/learning-progress.md).
  const started = done || item.progress_percent > 0 || item.last_read_at != null;
  const action = done ? 'Review' : started ? 'Continue' : 'Start';
  return (
    <li className="learning-card card">
      <img className="learning-card__image" src={item.course.image_url} alt="" width={160} height={100} loading="lazy" />
      <div className="learning-card__body">
        <h2 className="learning-card__title">
          <a href={`/course/${encodeURIComponent(item.course.slug)}`}>{item.course.title}</a>
        </h2>
        <p className="learning-card__meta">
          {done ? <span className="badge badge--done">Completed</span> : started ? <span className="badge">In progress</span> : <span className="badge">Not started</span>} {item.course.lesson_count} lessons
          {item.last_read_at && (
            <>
              {' '}
              · last opened <time dateTime={item.last_read_at}>{formatLocalDate(item.last_read_at)}</time>
            </>
          )}
        </p>
        {item.assigned_by ? <p className="learning-card__assigned">Assigned by your mentor, {item.assigned_by}</p> : null}
        {started && (
          <div className="learning-card__progress">
            <progress max={100} value={item.progress_percent} aria-label={`${item.course.title} progress`} />
            <span>{item.progress_percent}%</span>
          </div>
        )}
      </div>
      <div className="learning-card__actions">
        <a className={`btn ${done ? 'btn--ghost' : 'btn--primary'}`} href={item.resume_url} aria-label={`${action} ${item.course.title}`}>
          {action}
        </a>
        {done && (
          <a className="btn btn--ghost" href="/certificates">
            {item.certificate_id ? 'Certificate' : 'Get certificate'}
          </a>
        )}
      </div>
    </li>
  );
}

function MyCoursesContent() {
  const filter = useStore($courseFilter);
  const { data } = useQuery($myCourses);
  return (
    <>
      <h1>My courses</h1>
      <div className="segmented" role="group" aria-label="Show courses">
        {FILTERS.map((f) => (
          <button key={f.value} type="button" className="segmented__option" aria-pressed={filter === f.value} onClick={() => chooseCourseFilter(f.value)}>
            {f.label}
          </button>
        ))}
      </div>
      <PagedList
        data={data}
        label="My courses pages"
        onPage={(page) => $myCoursesPage.set(page)}
        empty={
          <>
            <p>{filter === 'completed' ? 'No completed courses yet. Keep going!' : 'You have not enrolled in a course yet.'}</p>
            <a className="btn btn--primary" href="/courses">
              Browse courses
            </a>
          </>
        }
      >
        {(item) => <CourseRow key={item.enrolment_id} item={item} />}
      </PagedList>
    </>
  );
}

export default function MyCourses() {
  return (
    <ErrorBoundary>
      <MyCoursesContent />
    </ErrorBoundary>
  );
}
