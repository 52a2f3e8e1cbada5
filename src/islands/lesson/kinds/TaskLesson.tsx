// A task: a written answer (kept as a draft on this device while typed, and as a draft on the
// server with "Save draft") and an optional file, checked here for type and size before sending and
// checked again by the server.
import { useRef, useState } from 'react';
import type { Lesson, SaveResult } from '../../../lib/schemas/learning.ts';
import { TASK_FILE_MAX_BYTES } from '../../../lib/schemas/learning-limits.ts';
import { draftClear, draftPut, newerDraft } from '../../../stores/learning-offline.ts';
import { saveWork, type PlayerContext } from '../save.ts';
import { SaveStatus, useSave } from '../SaveStatus.tsx';
import { LessonBody } from '../LessonBody.tsx';
import { pageIntlLocale } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';

type Props = { lesson: Lesson; ctx: PlayerContext; onSaved: (result: SaveResult) => void };

const oneDecimal = (n: number) => new Intl.NumberFormat(pageIntlLocale(), { minimumFractionDigits: 1, maximumFractionDigits: 1, useGrouping: false }).format(n);
const sizeLabel = (bytes: number) => (bytes >= 1024 * 1024 ? `${oneDecimal(bytes / 1024 / 1024)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

function checkFile(file: File, accepted: string[]): string | null {
  const ext = file.name.includes('.') ? file.name.slice(file.name.lastIndexOf('.') + 1).toLowerCase() : '';
  if (!accepted.includes(ext)) return m.learning_task_must_type({ types: accepted.map((a) => a.toUpperCase()).join(', ') });
  if (file.size > TASK_FILE_MAX_BYTES) return m.learning_task_must_size({ size: TASK_FILE_MAX_BYTES / 1024 / 1024 });
  if (file.size === 0) return m.learning_task_file_empty();
  return null;
}

type Review = NonNullable<NonNullable<Lesson['task']>['review']>;

/** The latest submission's review, above the task (docs/rules/task-review.md, "The member"). */
function ReviewNote({ review }: { review: Review }) {
  const name = review.reviewer_name;
  const title =
    review.state === 'accepted'
      ? name
        ? m.learning_task_accepted_by({ name })
        : m.learning_task_accepted()
      : review.state === 'revise'
        ? name
          ? m.learning_task_revise_by({ name })
          : m.learning_task_revise()
        : m.learning_task_waiting();
  return (
    <section className={`card task-review-note task-review-note--${review.state}`} aria-labelledby="task-review-note">
      <h2 id="task-review-note">{title}</h2>
      {review.feedback && <p className="task-review-note__feedback">{review.feedback}</p>}
      <p className="muted">
        {review.state === 'waiting'
          ? m.learning_task_waiting_note()
          : review.state === 'revise'
            ? m.learning_task_revise_note()
            : m.learning_task_accepted_note()}
        {review.revisions > 1 ? m.learning_task_versions({ count: review.revisions }) : ''}
      </p>
    </section>
  );
}

export function TaskLesson({ lesson, ctx, onSaved }: Props) {
  const task = lesson.task;
  const [answer, setAnswer] = useState(() => newerDraft<string>(ctx.enrolmentId, lesson.id, lesson.saved_at) ?? task?.answer ?? '');
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [attachment, setAttachment] = useState(task?.attachment ?? null);
  const [submitted, setSubmitted] = useState(task?.submitted ?? false);
  const [review, setReview] = useState(task?.review ?? null);
  const submitting = useRef(false);
  const fileInput = useRef<HTMLInputElement>(null);
  const { state, run, fieldError } = useSave((result) => {
    draftClear(ctx.enrolmentId, lesson.id);
    if (result.attachment) setAttachment(result.attachment);
    if (result.lesson_completed) setSubmitted(true);
    // A submit starts a new revision, waiting for review (docs/rules/task-review.md).
    if (submitting.current && result.applied) setReview((r) => ({ state: 'waiting', feedback: null, reviewer_name: null, submitted_at: result.saved_at, reviewed_at: null, revisions: (r?.revisions ?? 0) + 1 }));
    setFile(null);
    if (fileInput.current) fileInput.current.value = '';
    onSaved(result);
  });
  if (!task) return null;

  const save = (submit: boolean) => {
    if (fileError) return;
    submitting.current = submit;
    void run(() => saveWork(ctx, lesson, 'task', { answer, submit }, file));
  };
  const answerError = fieldError('answer');
  const uploadError = fileError ?? fieldError('file');

  return (
    <>
      <LessonBody html={lesson.body_html} />
      {task.prompt && <p className="task-prompt card">{task.prompt}</p>}
      {review ? <ReviewNote review={review} /> : submitted && <p className="badge badge--done">{m.learning_task_submitted()}</p>}
      <form
        className="lesson-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          save(true);
        }}
      >
        <div className="field">
          <label htmlFor="task-answer">{m.learning_task_answer()}</label>
          <textarea
            id="task-answer"
            value={answer}
            maxLength={20000}
            aria-invalid={answerError ? true : undefined}
            aria-describedby={answerError ? 'task-answer-error' : undefined}
            onChange={(e) => {
              setAnswer(e.target.value);
              draftPut(ctx.enrolmentId, lesson.id, e.target.value);
            }}
          />
          {answerError && (
            <p id="task-answer-error" className="field__error">
              {answerError}
            </p>
          )}
        </div>
        <div className="field">
          <label htmlFor="task-file">{m.learning_task_attach()}</label>
          <input
            id="task-file"
            ref={fileInput}
            type="file"
            accept={task.accepted_types.map((t) => `.${t}`).join(',')}
            aria-invalid={uploadError ? true : undefined}
            aria-describedby={`task-file-hint${uploadError ? ' task-file-error' : ''}`}
            onChange={(e) => {
              const chosen = e.target.files?.[0] ?? null;
              setFile(chosen);
              setFileError(chosen ? checkFile(chosen, task.accepted_types) : null);
            }}
          />
          <p id="task-file-hint" className="field__hint">
            {m.learning_task_file_hint({ types: task.accepted_types.map((t) => t.toUpperCase()).join(', '), size: sizeLabel(task.max_bytes) })}
            {attachment && (attachment.size ? m.learning_task_attached_size({ name: attachment.name, size: sizeLabel(attachment.size) }) : m.learning_task_attached({ name: attachment.name }))}
          </p>
          {uploadError && (
            <p id="task-file-error" className="field__error">
              {uploadError}
            </p>
          )}
        </div>
        <div className="lesson-actions">
          <button type="submit" className="btn btn--primary" disabled={state.status === 'saving'}>
            {review?.state === 'revise' ? m.learning_task_submit_revision() : m.learning_task_submit()}
          </button>
          <button type="button" className="btn btn--ghost" disabled={state.status === 'saving'} onClick={() => save(false)}>
            {m.learning_save_draft()}
          </button>
          <SaveStatus state={state} />
        </div>
      </form>
    </>
  );
}
