// A course's lessons in the studio (docs/rules/studio.md, "Lessons"): drag a handle to reorder, or
// use the keyboard (focus a handle, Space to pick up, arrows to move, Space to drop) or the Move up
// and Move down buttons; every new order is saved at once and announced. Lessons are archived, never
// deleted, and an archived one can be restored.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { arrayMove, SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type FormEvent } from 'react';
import { addLesson, archiveLesson, reorderLessons, restoreLesson } from '../../../lib/api/studio-courses.ts';
import type { StudioCourse, StudioLessonSummary } from '../../../lib/schemas/studio-courses.ts';
import { LESSON_KINDS } from '../../../lib/schemas/studio-courses.ts';
import { toast } from '../../../stores/ui.ts';
import { described, errorsOf, Field, KIND_LABELS, type Errors } from './fields.tsx';

type Props = { course: StudioCourse; onChanged: (c: StudioCourse) => void };

function LessonRow({ lesson, index, count, onMove, onArchive }: { lesson: StudioLessonSummary; index: number; count: number; onMove: (from: number, to: number) => void; onArchive: () => void }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: lesson.id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={`studio-lesson${isDragging ? ' studio-lesson--dragging' : ''}`} data-lesson-id={lesson.id}>
      <button type="button" className="studio-lesson__handle" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Reorder “${lesson.title}”`}>
        <span aria-hidden="true">⋮⋮</span>
      </button>
      <span className="studio-lesson__pos">{index + 1}.</span>
      <span className="studio-lesson__main">
        <a href={`/studio/lessons/${lesson.id}`}>{lesson.title}</a>
        <span className="muted">
          {' '}
          · {KIND_LABELS[lesson.kind]} · {lesson.duration_minutes} min{lesson.is_preview ? ' · free preview' : ''}
        </span>
      </span>
      <span className="studio-lesson__actions">
        <button type="button" className="btn btn--ghost" disabled={index === 0} onClick={() => onMove(index, index - 1)} aria-label={`Move “${lesson.title}” up`}>
          ↑
        </button>
        <button type="button" className="btn btn--ghost" disabled={index === count - 1} onClick={() => onMove(index, index + 1)} aria-label={`Move “${lesson.title}” down`}>
          ↓
        </button>
        <button type="button" className="btn btn--ghost" onClick={onArchive} aria-label={`Archive “${lesson.title}”`}>
          Archive
        </button>
      </span>
    </li>
  );
}

function AddLesson({ course, onChanged }: Props) {
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    setBusy(true);
    try {
      const res = await addLesson(course.id, { kind: f.get('kind') as StudioLessonSummary['kind'], title: String(f.get('title')) });
      setErrors({});
      form.reset();
      toast('Lesson added. Open it to write its content.', 'success');
      onChanged({ ...course, lessons: [...course.lessons.filter((l) => !l.archived_at), { ...res.data }, ...course.lessons.filter((l) => l.archived_at)], lesson_count: course.lesson_count + 1 });
    } catch (err) {
      const fields = errorsOf(err);
      if (!fields) throw err;
      setErrors(fields);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="studio-add-lesson" onSubmit={submit} noValidate aria-labelledby="add-lesson-heading">
      <h3 id="add-lesson-heading">Add a lesson</h3>
      <Field id="l-kind" label="Kind" errors={errors.kind}>
        <select id="l-kind" name="kind" defaultValue="detail">
          {LESSON_KINDS.map((k) => (
            <option key={k} value={k}>
              {KIND_LABELS[k]}
            </option>
          ))}
        </select>
      </Field>
      <Field id="l-title" label="Lesson title" errors={errors.title}>
        <input id="l-title" name="title" maxLength={160} required {...described('l-title', errors.title)} />
      </Field>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Adding…' : 'Add lesson'}
      </button>
    </form>
  );
}

export function LessonList({ course, onChanged }: Props) {
  const active = course.lessons.filter((l) => !l.archived_at);
  const archived = course.lessons.filter((l) => l.archived_at);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(useSensor(PointerSensor, { activationConstraint: { distance: 4 } }), useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }));

  // What a screen reader hears while a lesson is dragged: titles and places, never internal ids.
  const titleOf = (id: UniqueIdentifier) => active.find((l) => l.id === id)?.title ?? 'The lesson';
  const placeOf = (id: UniqueIdentifier) => `${active.findIndex((l) => l.id === id) + 1} of ${active.length}`;
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up “${titleOf(a.id)}”, lesson ${placeOf(a.id)}.`,
    onDragOver: ({ active: a, over }) => (over ? `“${titleOf(a.id)}” is over place ${placeOf(over.id)}.` : `“${titleOf(a.id)}” is not over a place in the list.`),
    onDragEnd: ({ active: a, over }) => (over ? `“${titleOf(a.id)}” was dropped at place ${placeOf(over.id)}.` : `“${titleOf(a.id)}” was dropped where it was.`),
    onDragCancel: ({ active: a }) => `Moving “${titleOf(a.id)}” was cancelled; it stays lesson ${placeOf(a.id)}.`,
  };

  async function move(from: number, to: number) {
    if (from === to || to < 0 || to >= active.length) return;
    const next = arrayMove(active, from, to);
    const previous = course;
    onChanged({ ...course, lessons: [...next.map((l, i) => ({ ...l, position: i + 1 })), ...archived] });
    try {
      const res = await reorderLessons(course.id, next.map((l) => l.id));
      onChanged(res.data);
      setAnnouncement(`“${active[from]!.title}” is now lesson ${to + 1} of ${active.length}. Saved.`);
    } catch (err) {
      onChanged(previous);
      setAnnouncement('The new order could not be saved; the previous order is back.');
      throw err;
    }
  }

  function onDragEnd(event: DragEndEvent) {
    const { active: dragged, over } = event;
    if (!over || dragged.id === over.id) return;
    void move(
      active.findIndex((l) => l.id === dragged.id),
      active.findIndex((l) => l.id === over.id),
    );
  }

  async function archive(lesson: StudioLessonSummary) {
    const learners = lesson.learners_with_work;
    const warning = learners
      ? `${learners === 1 ? 'One member has' : `${learners} members have`} work on “${lesson.title}”. It will be kept, but the lesson leaves the course and their progress is recounted. Archive it?`
      : `Archive “${lesson.title}”? You can restore it later.`;
    if (!window.confirm(warning)) return;
    const res = await archiveLesson(lesson.id);
    onChanged({ ...course, lessons: [...active.filter((l) => l.id !== lesson.id), ...archived, { ...lesson, archived_at: res.data.archived_at }], lesson_count: course.lesson_count - 1 });
    toast('Lesson archived.', 'success');
  }

  async function restore(lesson: StudioLessonSummary) {
    const res = await restoreLesson(lesson.id);
    onChanged({ ...course, lessons: [...active, { ...lesson, archived_at: null, position: res.data.position }, ...archived.filter((l) => l.id !== lesson.id)], lesson_count: course.lesson_count + 1 });
    toast('Lesson restored at the end of the course.', 'success');
  }

  return (
    <section className="card" aria-labelledby="lessons-heading">
      <h2 id="lessons-heading">Lessons</h2>
      <p className="muted" id="reorder-help">
        Drag a lesson by its handle, or focus the handle and press Space, then the arrow keys, then Space again. The new order is saved at once.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {active.length === 0 ? (
        <p>No lessons yet. Add the first one below.</p>
      ) : (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd} accessibility={{ announcements, screenReaderInstructions: { draggable: 'To pick up a lesson, press Space. Use the up and down arrow keys to move it, Space again to drop it, or Escape to cancel.' } }}>
          <SortableContext items={active.map((l) => l.id)} strategy={verticalListSortingStrategy}>
            <ol className="studio-lessons" aria-describedby="reorder-help">
              {active.map((lesson, i) => (
                <LessonRow key={lesson.id} lesson={lesson} index={i} count={active.length} onMove={(from, to) => void move(from, to)} onArchive={() => void archive(lesson)} />
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <AddLesson course={course} onChanged={onChanged} />
      {archived.length ? (
        <details className="studio-archived">
          <summary>Archived lessons ({archived.length})</summary>
          <ul>
            {archived.map((l) => (
              <li key={l.id}>
                {l.title} <span className="muted">· {KIND_LABELS[l.kind]} · {l.learners_with_work} with saved work</span>{' '}
                <button type="button" className="btn btn--ghost" onClick={() => void restore(l)}>
                  Restore
                </button>
              </li>
            ))}
          </ul>
        </details>
      ) : null}
    </section>
  );
}
