// The course outline beside the lesson: progress, and every lesson with its kind and a tick once
// complete. Links are real addresses; the player opens them in place.
import { LESSON_KIND_NAMES } from '../../lib/schemas/learning-limits.ts';
import type { EnrolledCourse } from '../../lib/schemas/learning.ts';

type Props = { outline: EnrolledCourse; currentId: number; hrefOf: (lessonId: number) => string; onOpen: (lessonId: number) => void };

export function Outline({ outline, currentId, hrefOf, onOpen }: Props) {
  return (
    <nav className="outline" aria-label="Course outline">
      <div className="outline__progress">
        <label htmlFor="course-progress">
          {outline.progress_percent}% complete · {outline.completed_lessons} of {outline.lesson_count} lessons
        </label>
        <progress id="course-progress" max={100} value={outline.progress_percent} />
      </div>
      <ol className="outline__list">
        {outline.lessons.map((l) => (
          <li key={l.id}>
            <a
              href={hrefOf(l.id)}
              aria-current={l.id === currentId ? 'page' : undefined}
              className={`outline__link${l.completed ? ' is-done' : ''}`}
              onClick={(e) => {
                if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
                e.preventDefault();
                onOpen(l.id);
              }}
            >
              <span className="outline__mark" aria-hidden="true">
                {l.completed ? '✓' : l.position}
              </span>
              <span className="outline__title">{l.title}</span>
              <span className="outline__kind">
                {LESSON_KIND_NAMES[l.kind]}
                {l.completed && <span className="visually-hidden"> (completed)</span>}
              </span>
            </a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
