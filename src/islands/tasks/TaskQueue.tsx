// The reviewers' queue of waiting task submissions (docs/rules/task-review.md, "The queue"): in the
// studio for authors and admins (filtered by course), and on the mentor's pages for their mentees.
// Oldest first, paged; each row opens the submission's review page.
import { useEffect, useState } from 'react';
import type { List } from '../../lib/api/client.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { listStudioCourses } from '../../lib/api/studio-courses.ts';
import { listTasksToReview, type ReviewScope } from '../../lib/api/tasks.ts';
import type { TaskQueueItem } from '../../lib/schemas/tasks.ts';
import { Loading } from '../ui/Loading.tsx';
import { formatTime } from '../studio/format.tsx';
import { Pager } from '../studio/Pager.tsx';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import './tasks.css';

const PER_PAGE = 20;
export const reviewBase = (scope: ReviewScope) => (scope === 'studio' ? '/studio/tasks' : '/mentors/tasks');

function CourseFilter({ value, onChange }: { value: string; onChange: (v: string) => void }) {
  const [courses, setCourses] = useState<Array<{ id: number; title: string }>>([]);
  useEffect(() => {
    listStudioCourses({ status: 'all', per_page: 100 })
      .then((r) => setCourses(r.data.map((c) => ({ id: c.id, title: c.title }))))
      .catch(() => setCourses([]));
  }, []);
  return (
    <div className="field task-queue__filter">
      <label htmlFor="task-course">{m.learning_review_course()}</label>
      <select id="task-course" value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{m.learning_review_all_courses()}</option>
        {courses.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </select>
    </div>
  );
}

export function TaskQueue({ scope }: { scope: ReviewScope }) {
  const [page, setPage] = useState(1);
  const [course, setCourse] = useState('');
  const [list, setList] = useState<List<TaskQueueItem> | null>(null);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setList(null);
    listTasksToReview(scope, { page, per_page: PER_PAGE, ...(course ? { course_id: Number(course) } : {}) })
      .then((r) => live && setList(r))
      .catch((err) => live && setError(err instanceof ApiError ? err.message : m.learning_review_queue_failed()));
    return () => {
      live = false;
    };
  }, [scope, page, course]);

  return (
    <div className="task-queue">
      {scope === 'studio' && (
        <CourseFilter
          value={course}
          onChange={(v) => {
            setCourse(v);
            setPage(1);
          }}
        />
      )}
      {error ? (
        <p className="card" role="alert">
          {error}
        </p>
      ) : !list ? (
        <Loading label={m.learning_review_queue_loading()} />
      ) : (
        <div data-ready="">
          {list.data.length === 0 ? (
            <p className="card task-queue__empty">
              {scope === 'studio' ? m.learning_review_empty_studio() : m.learning_review_empty_mentor()}
            </p>
          ) : (
            <>
              <p className="muted" aria-live="polite">
                {m.learning_review_waiting({ count: list.meta.total })}
              </p>
              <ul className="task-queue__list">
                {list.data.map((t) => (
                  <li key={t.id} className="card task-queue__item">
                    <a className="task-queue__open" href={localizePath(`${reviewBase(scope)}/review?id=${t.id}`)}>
                      {t.lesson.title}
                      <span className="visually-hidden">{m.learning_review_by({ name: t.member.name })}</span>
                    </a>
                    <span>{t.course.title}</span>
                    <span>
                      {t.member.name}
                      {t.revision > 1 ? m.learning_review_revision_suffix({ number: t.revision }) : ''}
                    </span>
                    <span className="muted">{m.learning_review_submitted({ time: formatTime(t.submitted_at) })}</span>
                  </li>
                ))}
              </ul>
              <Pager label={m.learning_review_pages()} page={list.meta.page} lastPage={list.meta.last_page} onPage={setPage} />
            </>
          )}
        </div>
      )}
    </div>
  );
}
