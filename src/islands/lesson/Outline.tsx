// The course outline beside the lesson: progress, and every lesson with its kind and a tick once
// complete, grouped under its section with the section's own count when the course has several
// (docs/rules/learning-progress.md, "Sections"). Links are real addresses; the player opens them in place.
import type { EnrolledCourse, OutlineLesson } from '../../lib/schemas/learning.ts';
import { formatLocalDate } from '../../lib/dates.ts';
import { m } from '../../paraglide/messages.js';
import { lessonKindName } from './kind-name.ts';

type Props = { outline: EnrolledCourse; currentId: number; hrefOf: (lessonId: number) => string; onOpen: (lessonId: number) => void };

export function Outline({ outline, currentId, hrefOf, onOpen }: Props) {
  const byId = new Map(outline.lessons.map((l) => [l.id, l]));
  const groups = (outline.sections ?? []).map((sec) => ({ ...sec, lessons: sec.lesson_ids.map((id) => byId.get(id)).filter((l) => l !== undefined) }));
  const item = (l: OutlineLesson) => (
    <li key={l.id}>
      <a
        href={hrefOf(l.id)}
        aria-current={l.id === currentId ? 'page' : undefined}
        className={`outline__link${l.completed ? ' is-done' : ''}${l.opens_at ? ' is-locked' : ''}`}
        onClick={(e) => {
          if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
          e.preventDefault();
          onOpen(l.id);
        }}
      >
        <span className="outline__mark" aria-hidden="true">
          {l.completed ? '✓' : l.opens_at ? '🔒' : l.position}
        </span>
        <span className="outline__title">{l.title}</span>
        <span className="outline__kind">
          {lessonKindName(l.kind)}
          {l.completed && <span className="visually-hidden">{m.learning_outline_completed()}</span>}
        </span>
        {l.opens_at && <span className="outline__opens">{m.learning_outline_opens({ date: formatLocalDate(l.opens_at) })}</span>}
      </a>
    </li>
  );
  return (
    <nav className="outline" aria-label={m.learning_outline_summary()}>
      <div className="outline__progress">
        <label htmlFor="course-progress">
          {m.learning_outline_progress({ percent: outline.progress_percent, done: outline.completed_lessons, total: outline.lesson_count })}
        </label>
        <progress id="course-progress" max={100} value={outline.progress_percent} />
      </div>
      {groups.length > 1 ? (
        <ol className="outline__list outline__sections">
          {groups.map((g, gi) => (
            <li key={g.id} className="outline__section">
              <span className="outline__section-title" id={`outline-section-${g.id}`}>
                {m.learning_outline_section({ number: gi + 1, title: g.title })}
                <span className="outline__section-count">
                  {' '}
                  · {m.learning_outline_section_count({ done: g.lessons.filter((l) => l.completed).length, total: g.lessons.length })}
                  <span className="visually-hidden">{m.learning_outline_section_done()}</span>
                </span>
              </span>
              <ol className="outline__list" aria-labelledby={`outline-section-${g.id}`}>
                {g.lessons.map(item)}
              </ol>
            </li>
          ))}
        </ol>
      ) : (
        <ol className="outline__list">{outline.lessons.map(item)}</ol>
      )}
    </nav>
  );
}
