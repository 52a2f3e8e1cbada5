// One task submission for its reviewer (docs/rules/task-review.md, "Reviewing"): the member's text,
// the file to download, earlier revisions with their feedback, and the decision form (accepted or
// please revise; feedback required for a revision), its errors beside the fields.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { decideTaskSubmission, getTaskSubmission, saveTaskFile, type ReviewScope } from '../../lib/api/tasks.ts';
import { FEEDBACK_MAX, type TaskDecision, type TaskRevision, type TaskSubmission } from '../../lib/schemas/tasks.ts';
import { toast } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { formatTime } from '../studio/format.tsx';
import { reviewBase } from './TaskQueue.tsx';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import './tasks.css';

/** A revision's state in the page's language. */
export function stateLabel(state: TaskRevision['state']): string {
  const labels: Record<TaskRevision['state'], () => string> = {
    waiting: m.learning_review_state_waiting,
    accepted: m.learning_review_state_accepted,
    revise: m.learning_review_state_revise,
    superseded: m.learning_review_state_superseded,
  };
  return labels[state]();
}

function FileLink({ file }: { file: NonNullable<TaskRevision['file']> }) {
  return (
    <button
      type="button"
      className="btn btn--ghost"
      onClick={() => void saveTaskFile(file.download_path, file.name).catch(() => toast(m.learning_review_download_failed(), 'error'))}
    >
      {m.learning_review_download({ name: file.name })}
    </button>
  );
}

function Revision({ r }: { r: TaskRevision }) {
  return (
    <li className="card task-revision">
      <h3>
        {m.learning_review_revision_heading({ number: r.revision, state: stateLabel(r.state) })}
      </h3>
      <p className="muted">{m.learning_review_submitted({ time: formatTime(r.submitted_at) })}</p>
      <p className="task-text">{r.answer || <em>{m.learning_review_no_text()}</em>}</p>
      {r.file && <FileLink file={r.file} />}
      {r.feedback && (
        <div className="task-feedback">
          <h4>{r.reviewer ? m.learning_review_feedback_from({ name: r.reviewer.name }) : m.learning_review_feedback()}</h4>
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
    if (!decision) next.decision = m.learning_review_choose_decision();
    if (decision === 'revise' && !feedback.trim()) next.feedback = m.learning_review_needs_feedback();
    setErrors(next);
    if (next.decision || next.feedback) {
      document.getElementById(next.decision ? 'decision-accepted' : 'task-feedback')?.focus();
      return;
    }
    setBusy(true);
    try {
      const { data } = await decideTaskSubmission(submission.id, { decision: decision as TaskDecision, feedback });
      toast(decision === 'accepted' ? m.learning_review_accepted_toast({ name: submission.member.name }) : m.learning_review_revise_toast({ name: submission.member.name }), 'success');
      onDone(data);
    } catch (err) {
      if (err instanceof ApiError) setErrors({ decision: err.field('decision'), feedback: err.field('feedback'), form: err.field('decision') || err.field('feedback') ? undefined : err.message });
      else setErrors({ form: m.learning_review_save_failed() });
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card task-decision" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="decision-heading">
      <h2 id="decision-heading">{m.learning_review_your_review()}</h2>
      <fieldset className="field" aria-describedby={errors.decision ? 'decision-error' : undefined}>
        <legend>{m.learning_review_decision()}</legend>
        <label className="choice">
          <input type="radio" id="decision-accepted" name="decision" value="accepted" checked={decision === 'accepted'} onChange={() => setDecision('accepted')} aria-invalid={errors.decision ? true : undefined} />
          {m.learning_review_decision_accepted()}
        </label>
        <label className="choice">
          <input type="radio" name="decision" value="revise" checked={decision === 'revise'} onChange={() => setDecision('revise')} aria-invalid={errors.decision ? true : undefined} />
          {m.learning_review_decision_revise()}
        </label>
        {errors.decision && (
          <p className="field-error" id="decision-error">
            {errors.decision}
          </p>
        )}
      </fieldset>
      <div className="field">
        <label htmlFor="task-feedback">{decision === 'revise' ? m.learning_review_feedback_required() : m.learning_review_feedback_optional()}</label>
        <p className="field-hint" id="task-feedback-hint">
          {m.learning_review_feedback_hint({ name: submission.member.name })}
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
        {m.learning_review_send()}
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
      setError(m.learning_review_not_found());
      return;
    }
    getTaskSubmission(id)
      .then((r) => setSubmission(r.data))
      .catch((err) => setError(err instanceof ApiError && err.status !== 404 ? err.message : m.learning_review_not_found_or_yours()));
  }, []);

  const back = (
    <p>
      <a href={localizePath(reviewBase(scope))}>{m.learning_review_back()}</a>
    </p>
  );
  if (error)
    return (
      <>
        <h1>{m.learning_review_title()}</h1>
        <p className="card" role="alert">
          {error}
        </p>
        {back}
      </>
    );
  if (!submission)
    return (
      <>
        <h1>{m.learning_review_title()}</h1>
        <Loading label={m.learning_review_loading()} />
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
        {m.learning_review_meta({ course: submission.course.title, member: submission.member.name, number: submission.revision, time: formatTime(submission.submitted_at) })}
      </p>
      <p className={`badge task-state task-state--${submission.state}`}>{stateLabel(submission.state)}</p>
      {submission.lesson.prompt && (
        <section aria-labelledby="prompt-heading" className="card">
          <h2 id="prompt-heading">{m.learning_review_the_task()}</h2>
          <p className="task-text">{submission.lesson.prompt}</p>
        </section>
      )}
      <section aria-labelledby="answer-heading" className="card">
        <h2 id="answer-heading">{m.learning_review_answer_of({ name: submission.member.name })}</h2>
        <p className="task-text">{submission.answer || <em>{m.learning_review_no_text()}</em>}</p>
        {submission.file ? <FileLink file={submission.file} /> : <p className="muted">{m.learning_review_no_file()}</p>}
        {submission.feedback && (
          <div className="task-feedback">
            <h3>{submission.reviewer ? m.learning_review_feedback_from({ name: submission.reviewer.name }) : m.learning_review_feedback()}</h3>
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
        <h2 id="history-heading">{m.learning_review_earlier()}</h2>
        {earlier.length === 0 ? (
          <p className="muted">{m.learning_review_first_time({ name: submission.member.name })}</p>
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
