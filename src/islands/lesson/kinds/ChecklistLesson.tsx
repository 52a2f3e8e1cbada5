// A checklist: items ticked, kept as a draft on this device as they are ticked, and saved; the
// lesson completes on the server once every item is ticked.
import { useState } from 'react';
import type { Lesson, SaveResult } from '../../../lib/schemas/learning.ts';
import { draftClear, draftPut, newerDraft } from '../../../stores/learning-offline.ts';
import { saveWork, type PlayerContext } from '../save.ts';
import { SaveStatus, useSave } from '../SaveStatus.tsx';
import { LessonBody } from '../LessonBody.tsx';
import { m } from '../../../paraglide/messages.js';

type Props = { lesson: Lesson; ctx: PlayerContext; onSaved: (result: SaveResult) => void };

export function ChecklistLesson({ lesson, ctx, onSaved }: Props) {
  const items = lesson.checklist?.items ?? [];
  const [checked, setChecked] = useState<number[]>(() => newerDraft<number[]>(ctx.enrolmentId, lesson.id, lesson.saved_at) ?? lesson.checklist?.checked_ids ?? []);
  const { state, run, fieldError } = useSave((result) => {
    draftClear(ctx.enrolmentId, lesson.id);
    onSaved(result);
  });

  const toggle = (id: number, on: boolean) => {
    const next = on ? [...new Set([...checked, id])] : checked.filter((x) => x !== id);
    setChecked(next);
    draftPut(ctx.enrolmentId, lesson.id, next);
  };
  const error = fieldError('checked_ids');

  return (
    <>
      <LessonBody html={lesson.body_html} />
      <form
        className="lesson-form"
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => saveWork(ctx, lesson, 'checklist', { checked_ids: checked }));
        }}
      >
        <fieldset className="choice-group" aria-describedby={error ? 'checklist-error' : undefined}>
          <legend>
            {m.learning_checklist_legend({ done: checked.filter((id) => items.some((i) => i.id === id)).length, total: items.length })}
          </legend>
          {items.map((item) => (
            <label key={item.id} className="choice">
              <input type="checkbox" checked={checked.includes(item.id)} onChange={(e) => toggle(item.id, e.target.checked)} />
              <span>{item.label}</span>
            </label>
          ))}
          {error && (
            <p id="checklist-error" className="field__error">
              {error}
            </p>
          )}
        </fieldset>
        <div className="lesson-actions">
          <button type="submit" className="btn btn--primary" disabled={state.status === 'saving'}>
            {m.learning_checklist_save()}
          </button>
          {lesson.completed && <p className="badge badge--done">{m.learning_completed()}</p>}
          <SaveStatus state={state} />
        </div>
      </form>
    </>
  );
}
