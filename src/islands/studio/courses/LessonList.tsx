// A course's sections and lessons in the studio (docs/rules/studio.md, "Sections" and "Lessons").
// A lesson moves by its handle (drag, or focus it, Space, arrows, Space) or by the Move up / Move down
// buttons, which cross into the neighbouring section at its edge; every move is saved at once and
// announced ("Moved … to section 2, position 1"). Sections are added, renamed inline, moved and
// deleted when empty. Lessons are archived, never deleted, and an archived one can be restored.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useDroppable, useSensor, useSensors, type Announcements, type DragEndEvent, type UniqueIdentifier } from '@dnd-kit/core';
import { SortableContext, sortableKeyboardCoordinates, useSortable, verticalListSortingStrategy } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState } from 'react';
import { archiveLesson, moveLesson, reorderLessons, restoreLesson } from '../../../lib/api/studio-courses.ts';
import type { StudioCourse, StudioLessonSummary } from '../../../lib/schemas/studio-courses.ts';
import { toast } from '../../../stores/ui.ts';
import { KIND_LABELS } from './fields.tsx';
import { AddLesson, AddSection, SectionHeader } from './SectionForms.tsx';
import { DripForm, dripLabel } from './DripForm.tsx';
import './sections.css';

type Props = { course: StudioCourse; onChanged: (c: StudioCourse) => void };
type Section = StudioCourse['sections'][number];
/** Where a lesson is: section index and place in it, both from 0. */
type Place = { s: number; i: number };

const sectionKey = (id: number) => `section-${id}`;

function LessonRow({
  lesson,
  place,
  first,
  last,
  onStep,
  onArchive,
  onChanged,
}: {
  lesson: StudioLessonSummary;
  place: Place;
  first: boolean;
  last: boolean;
  onStep: (dir: -1 | 1) => void;
  onArchive: () => void;
  onChanged: Props['onChanged'];
}) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id: lesson.id });
  const style = { transform: CSS.Transform.toString(transform), transition };
  return (
    <li ref={setNodeRef} style={style} className={`studio-lesson${isDragging ? ' studio-lesson--dragging' : ''}`} data-lesson-id={lesson.id}>
      <button type="button" className="studio-lesson__handle" ref={setActivatorNodeRef} {...attributes} {...listeners} aria-label={`Reorder “${lesson.title}”`}>
        <span aria-hidden="true">⋮⋮</span>
      </button>
      <span className="studio-lesson__pos">{place.i + 1}.</span>
      <span className="studio-lesson__main">
        <a href={`/studio/lessons/${lesson.id}`}>{lesson.title}</a>
        <span className="muted">
          {' '}
          · {KIND_LABELS[lesson.kind]} · {lesson.duration_minutes} min
          {lesson.is_preview ? ' · free preview' : ''}
          {dripLabel(lesson.drip) ? ` · ${dripLabel(lesson.drip)}` : ''}
        </span>
      </span>
      <span className="studio-lesson__actions">
        <button type="button" className="btn btn--ghost" data-move="up" disabled={first} onClick={() => onStep(-1)} aria-label={`Move “${lesson.title}” up`}>
          ↑
        </button>
        <button type="button" className="btn btn--ghost" data-move="down" disabled={last} onClick={() => onStep(1)} aria-label={`Move “${lesson.title}” down`}>
          ↓
        </button>
        <button type="button" className="btn btn--ghost" onClick={onArchive} aria-label={`Archive “${lesson.title}”`}>
          Archive
        </button>
      </span>
      <DripForm target="lesson" id={lesson.id} name={lesson.title} rule={lesson.drip} onChanged={onChanged} />
    </li>
  );
}

/** An empty section still takes a dropped lesson. */
function EmptyDrop({ section }: { section: Section }) {
  const { setNodeRef, isOver } = useDroppable({ id: sectionKey(section.id) });
  return (
    <p ref={setNodeRef} className={`studio-section__empty${isOver ? ' studio-section__empty--over' : ''}`}>
      No lessons in this section yet. Move one here or add one below.
    </p>
  );
}

export function LessonList({ course, onChanged }: Props) {
  const byId = new Map(course.lessons.map((l) => [l.id, l]));
  const sections = course.sections;
  const archived = course.lessons.filter((l) => l.archived_at);
  const [announcement, setAnnouncement] = useState('');
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, {
      coordinateGetter: sortableKeyboardCoordinates,
    }),
  );

  const placeOf = (id: UniqueIdentifier): Place | null => {
    for (const [s, sec] of sections.entries()) {
      if (id === sectionKey(sec.id)) return { s, i: sec.lesson_ids.length };
      const i = sec.lesson_ids.indexOf(Number(id));
      if (i >= 0) return { s, i };
    }
    return null;
  };
  // What a screen reader hears while a lesson is dragged: titles and places, never internal ids.
  const titleOf = (id: UniqueIdentifier) => byId.get(Number(id))?.title ?? 'The lesson';
  const said = (id: UniqueIdentifier) => {
    const p = placeOf(id);
    return p ? `section ${p.s + 1}, position ${p.i + 1}` : 'no place';
  };
  const announcements: Announcements = {
    onDragStart: ({ active: a }) => `Picked up “${titleOf(a.id)}” in ${said(a.id)}.`,
    onDragOver: ({ active: a, over }) => (over ? `“${titleOf(a.id)}” is over ${said(over.id)}.` : `“${titleOf(a.id)}” is not over a place in the list.`),
    onDragEnd: ({ active: a, over }) => (over ? `“${titleOf(a.id)}” was dropped at ${said(over.id)}.` : `“${titleOf(a.id)}” was dropped where it was.`),
    onDragCancel: ({ active: a }) => `Moving “${titleOf(a.id)}” was cancelled; it stays in ${said(a.id)}.`,
  };

  /** Saves the lesson at section `to.s`, place `to.i` (from 0), then announces it and keeps focus on it. */
  async function moveTo(lessonId: number, to: Place, focus?: 'up' | 'down') {
    const lesson = byId.get(lessonId)!;
    const target = sections[to.s]!;
    try {
      // Within its section the flat order is enough (audited as a reorder); across sections it is a move.
      const within = target.lesson_ids.includes(lessonId);
      const order = () => {
        const ids = target.lesson_ids.filter((id) => id !== lessonId);
        ids.splice(to.i, 0, lessonId);
        return sections.flatMap((s) => (s.id === target.id ? ids : s.lesson_ids));
      };
      const res = within ? await reorderLessons(course.id, order()) : await moveLesson(lessonId, target.id, to.i + 1);
      onChanged(res.data);
      setAnnouncement(`Moved “${lesson.title}” to section ${to.s + 1}, position ${to.i + 1}.`);
      if (focus) {
        requestAnimationFrame(() => {
          const row = document.querySelector<HTMLElement>(`[data-lesson-id="${lessonId}"]`);
          const wanted = row?.querySelector<HTMLButtonElement>(`[data-move="${focus}"]:not(:disabled)`) ?? row?.querySelector<HTMLButtonElement>('[data-move]:not(:disabled)');
          wanted?.focus();
        });
      }
    } catch (err) {
      setAnnouncement('The lesson could not be moved; it stays where it was.');
      throw err;
    }
  }

  function step(lessonId: number, dir: -1 | 1) {
    const p = placeOf(lessonId)!;
    const here = sections[p.s]!;
    const i = p.i + dir;
    // At a section's edge the lesson crosses into the neighbour: the end of the one before, the start of the one after.
    if (i >= 0 && i < here.lesson_ids.length) return void moveTo(lessonId, { s: p.s, i }, dir < 0 ? 'up' : 'down');
    const s = p.s + dir;
    if (s < 0 || s >= sections.length) return;
    void moveTo(lessonId, { s, i: dir < 0 ? sections[s]!.lesson_ids.length : 0 }, dir < 0 ? 'up' : 'down');
  }

  function onDragEnd(event: DragEndEvent) {
    const { active: dragged, over } = event;
    if (!over || dragged.id === over.id) return;
    const from = placeOf(dragged.id);
    const to = placeOf(over.id);
    if (!from || !to) return;
    void moveTo(Number(dragged.id), to);
  }

  async function archive(lesson: StudioLessonSummary) {
    const learners = lesson.learners_with_work;
    const warning = learners
      ? `${learners === 1 ? 'One member has' : `${learners} members have`} work on “${lesson.title}”. It will be kept, but the lesson leaves the course and their progress is recounted. Archive it?`
      : `Archive “${lesson.title}”? You can restore it later.`;
    if (!window.confirm(warning)) return;
    await archiveLesson(lesson.id);
    onChanged({
      ...course,
      lessons: course.lessons.map((l) => (l.id === lesson.id ? { ...l, archived_at: new Date().toISOString() } : l)),
      sections: sections.map((s) => ({
        ...s,
        lesson_ids: s.lesson_ids.filter((id) => id !== lesson.id),
      })),
      lesson_count: course.lesson_count - 1,
    });
    toast('Lesson archived.', 'success');
  }

  async function restore(lesson: StudioLessonSummary) {
    await restoreLesson(lesson.id);
    onChanged({
      ...course,
      lessons: course.lessons.map((l) => (l.id === lesson.id ? { ...l, archived_at: null } : l)),
      sections: sections.map((s, i) => (i === sections.length - 1 ? { ...s, lesson_ids: [...s.lesson_ids, lesson.id] } : s)),
      lesson_count: course.lesson_count + 1,
    });
    toast('Lesson restored at the end of the course.', 'success');
  }

  const total = sections.reduce((n, s) => n + s.lesson_ids.length, 0);
  const lastSection = sections.length - 1;
  return (
    <section className="card" aria-labelledby="lessons-heading">
      <h2 id="lessons-heading" tabIndex={-1}>
        Sections and lessons
      </h2>
      <p className="muted" id="reorder-help">
        Drag a lesson by its handle, or focus the handle and press Space, then the arrow keys, then Space again. The arrow buttons move a lesson up or down, into the next section at its edge. Every
        change is saved at once.
      </p>
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {sections.length === 0 ? <p>No lessons yet. Add the first one below.</p> : null}
      <DndContext
        sensors={sensors}
        collisionDetection={closestCenter}
        onDragEnd={onDragEnd}
        accessibility={{
          announcements,
          screenReaderInstructions: {
            draggable: 'To pick up a lesson, press Space. Use the up and down arrow keys to move it, Space again to drop it, or Escape to cancel.',
          },
        }}
      >
        {sections.map((section, s) => (
          <section key={section.id} className="studio-section" aria-labelledby={`sec-${section.id}-title`} data-section-id={section.id}>
            <SectionHeader course={course} section={section} index={s} count={sections.length} onChanged={onChanged} onAnnounce={setAnnouncement} />
            <div className="studio-section__drip">
              {dripLabel(section.drip) ? <span className="muted">{dripLabel(section.drip)}</span> : null}
              <DripForm target="section" id={section.id} name={section.title} rule={section.drip} onChanged={onChanged} />
            </div>
            {section.lesson_ids.length === 0 ? (
              <EmptyDrop section={section} />
            ) : (
              <SortableContext items={section.lesson_ids} strategy={verticalListSortingStrategy}>
                <ol className="studio-lessons" aria-labelledby={`sec-${section.id}-title`} aria-describedby="reorder-help">
                  {section.lesson_ids.map((id, i) => {
                    const lesson = byId.get(id);
                    if (!lesson) return null;
                    return (
                      <LessonRow
                        key={id}
                        lesson={lesson}
                        place={{ s, i }}
                        first={s === 0 && i === 0}
                        last={s === lastSection && i === section.lesson_ids.length - 1}
                        onStep={(dir) => step(id, dir)}
                        onArchive={() => void archive(lesson)}
                        onChanged={onChanged}
                      />
                    );
                  })}
                </ol>
              </SortableContext>
            )}
          </section>
        ))}
      </DndContext>
      {total === 0 && sections.length > 0 ? <p className="muted">The course has no lessons yet.</p> : null}
      <div className="studio-section-forms">
        <AddLesson course={course} onChanged={onChanged} />
        <AddSection course={course} onChanged={onChanged} onAnnounce={setAnnouncement} />
      </div>
      {archived.length ? (
        <details className="studio-archived">
          <summary>Archived lessons ({archived.length})</summary>
          <ul>
            {archived.map((l) => (
              <li key={l.id}>
                {l.title}{' '}
                <span className="muted">
                  · {KIND_LABELS[l.kind]} · {l.learners_with_work} with saved work
                </span>{' '}
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
