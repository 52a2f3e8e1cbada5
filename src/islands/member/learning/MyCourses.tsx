// "My courses": the member's enrolments with progress and a "Continue" link to the last-read
// lesson, filtered by in progress / completed, from GET /v1/auth/courses/enrolled.
import { useStore } from '@nanostores/react';
import { formatLocalDate } from '../../../lib/dates.ts';
import { localizePath } from '../../../lib/i18n.ts';
import { localHref } from '../../ui/local-href.ts';
import { m } from '../../../paraglide/messages.js';
import { interpolate } from '../../ui/interpolate.tsx';
import type { EnrolledCourseCard } from '../../../lib/schemas/learning.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $courseFilter, $myCourses, $myCoursesPage, chooseCourseFilter, type CourseFilter } from './my-courses-store.ts';
import { PagedList } from './PagedList.tsx';
import './learning.css';

// Built when shown, in the page's language (docs/i18n.md).
const filters = (): Array<{ value: CourseFilter; label: string }> => [
  { value: 'all', label: m.member_filter_all() },
  { value: 'active', label: m.member_filter_active() },
  { value: 'completed', label: m.member_filter_completed() },
];

function CourseRow({ item }: { item: EnrolledCourseCard }) {
  const done = item.status === 'completed';
  // Enrolled but never opened: "Not started", not "In progress" at 0 % (docs/rules/learning-progress.md).
  const started = done || item.progress_percent > 0 || item.last_read_at != null;
  const action = done ? m.member_action_review() : started ? m.member_continue() : m.member_action_start();
  return (
    <li className="learning-card card">
      <img className="learning-card__image" src={item.course.image_url} alt="" width={160} height={100} loading="lazy" />
      <div className="learning-card__body">
        <h2 className="learning-card__title">
          <a href={localizePath(`/course/${encodeURIComponent(item.course.slug)}`)}>{item.course.title}</a>
        </h2>
        <p className="learning-card__meta">
          {done ? (
            <span className="badge badge--done">{m.member_course_completed()}</span>
          ) : started ? (
            <span className="badge">{m.member_progress_in_progress()}</span>
          ) : (
            <span className="badge">{m.member_progress_not_started()}</span>
          )}{' '}
          {m.member_lessons_count({ count: item.course.lesson_count })}
          {item.last_read_at && (
            <>
              {' '}
              · {interpolate((p) => m.member_last_opened(p), { date: <time dateTime={item.last_read_at}>{formatLocalDate(item.last_read_at)}</time> })}
            </>
          )}
        </p>
        {item.assigned_by ? <p className="learning-card__assigned">{m.member_assigned_by({ name: item.assigned_by })}</p> : null}
        {started && (
          <div className="learning-card__progress">
            <progress max={100} value={item.progress_percent} aria-label={m.member_course_progress({ title: item.course.title })} />
            <span>{item.progress_percent}%</span>
          </div>
        )}
      </div>
      <div className="learning-card__actions">
        <a className={`btn ${done ? 'btn--ghost' : 'btn--primary'}`} href={localHref(item.resume_url)} aria-label={`${action} ${item.course.title}`}>
          {action}
        </a>
        {done && (
          <a className="btn btn--ghost" href={localizePath('/certificates')}>
            {item.certificate_id ? m.member_certificate() : m.member_cert_get()}
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
      <h1>{m.member_my_courses_heading()}</h1>
      <div className="segmented" role="group" aria-label={m.member_show_courses()}>
        {filters().map((f) => (
          <button key={f.value} type="button" className="segmented__option" aria-pressed={filter === f.value} onClick={() => chooseCourseFilter(f.value)}>
            {f.label}
          </button>
        ))}
      </div>
      <PagedList
        data={data}
        label={m.member_my_courses_pages()}
        onPage={(page) => $myCoursesPage.set(page)}
        empty={
          <>
            <p>{filter === 'completed' ? m.member_no_completed() : m.member_not_enrolled()}</p>
            <a className="btn btn--primary" href={localizePath('/courses')}>
              {m.member_browse_courses()}
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
