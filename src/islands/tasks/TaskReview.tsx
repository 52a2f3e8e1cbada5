// One task submission for its reviewer (docs/rules/task-review.md, "Reviewing"): the member's text,
// the file to download, earlier revisions with their feedback, and the decision form (accepted or
// please revise; feedback required for a revision), its errors beside the fields.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { decideTaskSubmission, getTaskSubmission, saveTaskFile, type ReviewScope } from '../../lib/api/tasks.ts';
import { FEEDBACK_MAX, REVISE_NEEDS_FEEDBACK, type TaskDecision, type TaskRevision, type TaskSubmission } from '../../lib/schemas/tasks.ts';
import { toast } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { formatTime } from '../studio/format.tsx';
import { reviewBase } from './TaskQueue.tsx';
import './tasks.css';

export const STATE_LABEL: Record<TaskRevision['state'], string> = {
  waiting: 'Waiting for review',
  accepted: 'Accepted',
  revise: 'Please revise',
  superseded: 'Replaced by a newer version before review',
};

function FileLink({ file }: { file: NonNullable<TaskRevision['file']> }) {
  return (
    <button
      type="button"
      className="btn btn--ghost"
      onClick={() => void saveTaskFile(file.download_path, file.name).catch(() => toast('The file could not be downloaded. Please try again.', 'error'))}
    >
      Download {file.name}
    </button>
  );
}

function Revision({ r }: { r: TaskRevision }) {
  return (
    <li className="card task-revision">
      <h3>
        Revision {r.revision} · {STATE_LABEL[r.state]}
      </h3>
      <p className="muted">Submitted {formatTime(r.submitted_at)}</p>
      <p className="task-text">{r.answer || <em>No text, a file only.</em>}</p>
      {r.file && <FileLink file={r.file} />}
      {r.feedback && (
        <div className="task-feedback">
          <h4>Feedback{r.reviewer ? ` from ${r.reviewer.name}` : ''}</h4>
          <p className="task-text">{r.feedback}</p>
        </div>
      )}
    </li>
  );
}

function DecisionForm({ submission, onDone }: { submission: TaskSubmission; onDone: (s: TaskSubmission) => void }) {
  const [decision, setDecision] = useState<TaskDecision | ''>('');
  const [feedback, setFeedback] = useState('');
  const [errors, setErrors] = useState<{ decision?: string; feedback?: string; form?: string }>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent) {
    e.preventDefault();
    const next: typeof errors = {};
    if (!decision) next.decision = 'Choose accepted or please revise.';
    if (decision === 'revise' && !feedback.trim()) next.feedback = REVISE_NEEDS_FEEDBACK;
    setErrors(next);
    if (next.decision || next.feedback) {
      document.getElementById(next.decision ? 'decision-accepted' : 'task-feedback')?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = await decideTaskSubmission(submission.id, { decision: decision as TaskDecision, feedback });
      toast(decision === 'accepted' ? `Accepted. ${submission.member.name} is told.` : `Revision asked for. ${submission.member.name} is told.`, 'success');
      onDone(data);
    } catch (err) {
      if (err instanceof ApiError) setErrors({ decision: err.field('decision'), feedback: err.field('feedback'), form: err.field('decision') || err.field('feedback') ? undefined : err.message });
      else setErrors({ form: 'The review could not be saved. Please try again.' });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card task-decision" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="decision-heading">
      <h2 id="decision-heading">Your review</h2>
      <fieldset className="field" aria-describedby={errors.decision ? 'decision-error' : undefined}>
        <legend>Decision</legend>
        <label className="choice">
          <input type="radio" id="decision-accepted" name="decision" value="accepted" checked={decision === 'accepted'} onChange={() => setDecision('accepted')} aria-invalid={errors.decision ? true : undefined} />
          Accepted
        </label>
        <label className="choice">
          <input type="radio" name="decision" value="revise" checked={decision === 'revise'} onChange={() => setDecision('revise')} aria-invalid={errors.decision ? true : undefined} />
          Please revise
        </label>
        {errors.decision && (
          <p className="field-error" id="decision-error">
            {errors.decision}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="task-feedback">Feedback {decision === 'revise' ? '(required)' : '(optional)'}</label>
        <p className="field-hint" id="task-feedback-hint">
          Plain text. {submission.member.name} reads it above the task in the lesson.
        </p>
        <textarea
          id="task-feedback"
          rows={6}
          maxLength={FEEDBACK_MAX}
          value={feedback}
          onChange={(e) => setFeedback(e.target.value)}
          aria-invalid={errors.feedback ? true : undefined}
          aria-describedby={`task-feedback-hint${errors.feedback ? ' task-feedback-error' : ''}`}
        />
        {errors.feedback && (
          <p className="field-error" id="task-feedback-error">
            {errors.feedback}
          </p>
        )}
      </div>
      {errors.form && (
        <p className="field-error" role="alert">
          {errors.form}
        </p>
      )}
      <button type="submit" className="btn btn--primary" disabled={busy}>
        Send review
      </button>
    </form>
  );
}

export function TaskReview({ scope }: { scope: ReviewScope }) {
  const [submission, setSubmission] = useState<TaskSubmission | null>(null);
  const [error, setError] = useState<string | null>(null);
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    const id = Number(new URLSearchParams(window.location.search).get('id'));
    if (!Number.isInteger(id) || id < 1) {
      setError('This task submission was not found.');
      return;
    }
    getTaskSubmission(id)
      .then((r) => setSubmission(r.data))
      .catch((err) => setError(err instanceof ApiError && err.status !== 404 ? err.message : 'This task submission was not found, or it is not yours to review.'));
  }, []);

  const back = (
    <p>
      <a href={reviewBase(scope)}>Back to the tasks to review</a>
    </p>
  );
  if (error)
    return (
      <>
        <h1>Task review</h1>
        <p className="card" role="alert">
          {error}
        </p>
        {back}
      </>
    );
  if (!submission)
    return (
      <>
        <h1>Task review</h1>
        <Loading label="Loading the task…" />
      </>
    );
  const earlier = submission.history.filter((h) => h.id !== submission.id);
  return (
    <div className="task-review" data-ready="">
      {back}
      <h1 ref={heading} tabIndex={-1}>
        {submission.lesson.title}
      </h1>
      <p className="muted">
        {submission.course.title} · {submission.member.name} · revision {submission.revision} · submitted {formatTime(submission.submitted_at)}
      </p>
      <p className={`badge task-state task-state--${submission.state}`}>{STATE_LABEL[submission.state]}</p>
      {submission.lesson.prompt && (
        <section aria-labelledby="prompt-heading" className="card">
          <h2 id="prompt-heading">The task</h2>
          <p className="task-text">{submission.lesson.prompt}</p>
        </section>
      )}
      <section aria-labelledby="answer-heading" className="card">
        <h2 id="answer-heading">{submission.member.name}’s answer</h2>
        <p className="task-text">{submission.answer || <em>No text, a file only.</em>}</p>
        {submission.file ? <FileLink file={submission.file} /> : <p className="muted">No file attached.</p>}
        {submission.feedback && (
          <div className="task-feedback">
            <h3>Feedback{submission.reviewer ? ` from ${submission.reviewer.name}` : ''}</h3>
            <p className="task-text">{submission.feedback}</p>
          </div>
        )}
      </section>
      {submission.can_review && (
        <DecisionForm
          submission={submission}
          onDone={(s) => {
            setSubmission(s);
            heading.current?.focus();
          }}
        />
      )}
      <section aria-labelledby="history-heading">
        <h2 id="history-heading">Earlier revisions</h2>
        {earlier.length === 0 ? (
          <p className="muted">This is the first time {submission.member.name} sent this task.</p>
        ) : (
          <ol className="task-history">
            {earlier.map((r) => (
              <Revision key={r.id} r={r} />
            ))}
          </ol>
        )}
      </section>
    </div>
  );
}
