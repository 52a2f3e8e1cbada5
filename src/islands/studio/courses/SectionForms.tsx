// The forms around a course's sections in the studio (docs/rules/studio.md, "Sections"): a section's
// heading with inline rename, move and delete; adding a section; adding a lesson to a chosen section.
// Field errors show beside their fields; a refused delete says why.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { addLesson, addSection, deleteSection, getStudioCourse, renameSection, reorderSections } from '../../../lib/api/studio-courses.ts';
import type { StudioCourse, StudioLessonSummary } from '../../../lib/schemas/studio-courses.ts';
import { LESSON_KINDS } from '../../../lib/schemas/studio-courses.ts';
import { toast } from '../../../stores/ui.ts';
import { described, errorsOf, Field, KIND_LABELS, useFormSend, type Errors } from './fields.tsx';

type Props = { course: StudioCourse; onChanged: (c: StudioCourse) => void };
type Section = StudioCourse['sections'][number];

const messageOf = (err: unknown) => (err instanceof Error && err.message ? err.message : 'That did not work. Try again.');

export function SectionHeader({
  course,
  section,
  index,
  count,
  onChanged,
  onAnnounce,
}: Props & {
  section: Section;
  index: number;
  count: number;
  onAnnounce: (text: string) => void;
}) {
  const [editing, setEditing] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const renameButton = useRef<HTMLButtonElement>(null);
  const fieldId = `sec-${section.id}-name`;
  useEffect(() => {
    if (editing) input.current?.focus();
  }, [editing]);

  async function rename(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    setBusy(true);
    try {
      const res = await renameSection(section.id, input.current?.value ?? '');
      setErrors({});
      setEditing(false);
      onChanged(res.data);
      onAnnounce(`Section ${index + 1} is now called “${res.data.sections[index]?.title ?? ''}”.`);
      requestAnimationFrame(() => renameButton.current?.focus());
    } catch (err) {
      const fields = errorsOf(err);
      if (!fields) throw err;
      setErrors(fields);
    } finally {
      setBusy(false);
    }
  }

  async function move(dir: -1 | 1) {
    const ids = course.sections.map((s) => s.id);
    const to = index + dir;
    [ids[index], ids[to]] = [ids[to]!, ids[index]!];
    const res = await reorderSections(course.id, ids);
    onChanged(res.data);
    onAnnounce(`Moved section “${section.title}” to position ${to + 1} of ${count}.`);
    requestAnimationFrame(() => {
      const head = document.querySelector<HTMLElement>(`[data-section-id="${section.id}"]`);
      (
        head?.querySelector<HTMLButtonElement>(`[data-section-move="${dir < 0 ? 'up' : 'down'}"]:not(:disabled)`) ?? head?.querySelector<HTMLButtonElement>('[data-section-move]:not(:disabled)')
      )?.focus();
    });
  }

  async function remove() {
    if (section.lesson_ids.length) {
      toast(`Move the lessons of “${section.title}” to another section before deleting it.`, 'error');
      return;
    }
    if (!window.confirm(`Delete the section “${section.title}”?`)) return;
    try {
      const res = await deleteSection(section.id);
      onChanged(res.data);
      onAnnounce(`Section “${section.title}” deleted.`);
      document.getElementById('lessons-heading')?.focus();
    } catch (err) {
      toast(messageOf(err), 'error');
    }
  }

  return (
    <div className="studio-section__head">
      {editing ? (
        <form className="studio-section__rename" onSubmit={rename} noValidate>
          <h3 id={`sec-${section.id}-title`} className="visually-hidden">
            Section {index + 1}: {section.title}
          </h3>
          <Field id={fieldId} label={`Name of section ${index + 1}`} errors={errors.title}>
            <input id={fieldId} ref={input} defaultValue={section.title} maxLength={200} required {...described(fieldId, errors.title)} />
          </Field>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            Save name
          </button>
          <button
            type="button"
            className="btn btn--ghost"
            onClick={() => {
              setEditing(false);
              setErrors({});
              requestAnimationFrame(() => renameButton.current?.focus());
            }}
          >
            Cancel
          </button>
        </form>
      ) : (
        <h3 id={`sec-${section.id}-title`} className="studio-section__title">
          <span className="studio-section__num">Section {index + 1}:</span> {section.title}
        </h3>
      )}
      <span className="studio-row-tools">
        {editing ? null : (
          <button type="button" className="btn btn--ghost" ref={renameButton} onClick={() => setEditing(true)} aria-label={`Rename section “${section.title}”`}>
            Rename
          </button>
        )}
        <button type="button" className="btn btn--ghost" data-section-move="up" disabled={index === 0} onClick={() => void move(-1)} aria-label={`Move section “${section.title}” up`}>
          ↑
        </button>
        <button type="button" className="btn btn--ghost" data-section-move="down" disabled={index === count - 1} onClick={() => void move(1)} aria-label={`Move section “${section.title}” down`}>
          ↓
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void remove()} aria-label={`Delete section “${section.title}”`}>
          Delete
        </button>
      </span>
    </div>
  );
}

export function AddSection({ course, onChanged, onAnnounce }: Props & { onAnnounce: (text: string) => void }) {
  const { errors, busy, send } = useFormSend();
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    await send(async () => {
      const res = await addSection(course.id, String(new FormData(form).get('title') ?? ''));
      form.reset();
      onChanged(res.data);
      onAnnounce(`Section ${res.data.sections.length} added.`);
    });
  }
  return (
    <form className="studio-add-lesson" onSubmit={submit} noValidate aria-labelledby="add-section-heading">
      <h3 id="add-section-heading">Add a section</h3>
      <Field id="s-title" label="Section name" errors={errors.title}>
        <input id="s-title" name="title" maxLength={200} required {...described('s-title', errors.title)} />
      </Field>
      <button type="submit" className="btn btn--ghost" disabled={busy}>
        {busy ? 'Adding…' : 'Add section'}
      </button>
    </form>
  );
}

export function AddLesson({ course, onChanged }: Props) {
  const { errors, busy, send } = useFormSend();
  const sections = course.sections;
  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const f = new FormData(form);
    const section = f.get('section_id');
    await send(async () => {
      await addLesson(course.id, {
        kind: f.get('kind') as StudioLessonSummary['kind'],
        title: String(f.get('title')),
        ...(section ? { section_id: Number(section) } : {}),
      });
      form.reset();
      toast('Lesson added. Open it to write its content.', 'success');
      onChanged((await getStudioCourse(course.id)).data);
    });
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
      {sections.length > 1 ? (
        <Field id="l-section" label="Section" errors={errors.section_id}>
          <select id="l-section" name="section_id" key={sections.map((s) => s.id).join('-')} defaultValue={String(sections.at(-1)!.id)}>
            {sections.map((s, i) => (
              <option key={s.id} value={s.id}>
                {i + 1}. {s.title}
              </option>
            ))}
          </select>
        </Field>
      ) : null}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Adding…' : 'Add lesson'}
      </button>
    </form>
  );
}
