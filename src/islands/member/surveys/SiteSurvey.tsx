// The site survey dialog (docs/rules/surveys.md), on the dashboard: when a survey is due (the member
// finished their first course and has neither answered nor dismissed it), it opens once in a native
// modal dialog: focus stays inside (Tab wraps), Escape or "Not now" dismisses it for good, and
// "Send" stores the 0 to 10 score and the optional comment. Either way it never opens again.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { answerSiteSurvey, dismissSiteSurvey, listDueSurveys } from '../../../lib/api/messages.ts';
import { $isLoggedIn } from '../../../stores/session.ts';
import { SITE_SURVEY_COMMENT_MAX_CHARS, type SiteSurvey } from '../../../lib/schemas/surveys.ts';
import { m } from '../../../paraglide/messages.js';
import { toast } from '../../../stores/ui.ts';
import './surveys.css';

function SurveyDialog({ survey, onDone }: { survey: SiteSurvey; onDone: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const [score, setScore] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [error, setError] = useState<{ score?: string; comment?: string }>({});
  const [busy, setBusy] = useState(false);
  const finished = useRef(false);

  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);

  const close = () => {
    finished.current = true;
    ref.current?.close();
    onDone();
  };

  const dismiss = async () => {
    if (finished.current) return;
    finished.current = true;
    ref.current?.close();
    onDone();
    await dismissSiteSurvey(survey.id).catch(() => {});
  };

  const send = async () => {
    if (score === null) return setError({ score: m.member_survey_choose() });
    setBusy(true);
    try {
      await answerSiteSurvey(survey.id, { score, comment });
      toast(m.member_survey_thanks(), 'success');
      close();
    } catch (err) {
      if (err instanceof ApiError && (err.errors.score || err.errors.comment)) setError({ score: err.errors.score?.[0], comment: err.errors.comment?.[0] });
      else if (err instanceof ApiError && err.status === 409) close();
      else toast(m.member_survey_failed(), 'error');
    } finally {
      setBusy(false);
    }
  };

  // Tab and Shift+Tab wrap inside the dialog.
  const trap = (e: React.KeyboardEvent<HTMLDialogElement>) => {
    if (e.key !== 'Tab') return;
    const focusable = [...(ref.current?.querySelectorAll<HTMLElement>('button, input, textarea, [href]') ?? [])].filter((el) => !el.hasAttribute('disabled') && el.tabIndex >= 0);
    const first = focusable[0];
    const last = focusable.at(-1);
    if (!first || !last) return;
    if (e.shiftKey && document.activeElement === first) {
      e.preventDefault();
      last.focus();
    } else if (!e.shiftKey && document.activeElement === last) {
      e.preventDefault();
      first.focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className="app-dialog survey-dialog"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-intro`}
      onKeyDown={trap}
      onCancel={(e) => {
        // Escape: not now, and not again.
        e.preventDefault();
        void dismiss();
      }}
    >
      <h2 id={`${id}-title`} className="app-dialog__title">
        {survey.title}
      </h2>
      <p id={`${id}-intro`} className="muted">
        {m.member_survey_intro()}
      </p>
      <form
        onSubmit={(e) => {
          e.preventDefault();
          void send();
        }}
      >
        <fieldset className="survey-scale" aria-describedby={error.score ? `${id}-score-error` : undefined}>
          <legend>{survey.question}</legend>
          <div className="survey-scale__options">
            {Array.from({ length: survey.scale.max - survey.scale.min + 1 }, (_, i) => survey.scale.min + i).map((n) => (
              <label key={n} className={`survey-scale__option${score === n ? ' survey-scale__option--on' : ''}`}>
                <input
                  type="radio"
                  name={`${id}-score`}
                  value={n}
                  checked={score === n}
                  aria-label={n === survey.scale.min ? `${n}, ${survey.scale.min_label}` : n === survey.scale.max ? `${n}, ${survey.scale.max_label}` : String(n)}
                  onChange={() => {
                    setScore(n);
                    setError((x) => ({ ...x, score: undefined }));
                  }}
                />
                <span aria-hidden="true">{n}</span>
              </label>
            ))}
          </div>
          <p className="survey-scale__ends muted" aria-hidden="true">
            <span>{survey.scale.min_label}</span>
            <span>{survey.scale.max_label}</span>
          </p>
          {error.score && (
            <p className="field-error" id={`${id}-score-error`} role="alert">
              {error.score}
            </p>
          )}
        </fieldset>
        <label htmlFor={`${id}-comment`} className="survey-comment__label">
          {survey.comment_label}
        </label>
        <textarea
          id={`${id}-comment`}
          className="survey-comment"
          rows={3}
          maxLength={SITE_SURVEY_COMMENT_MAX_CHARS}
          value={comment}
          aria-invalid={error.comment ? true : undefined}
          aria-describedby={error.comment ? `${id}-comment-error` : undefined}
          onChange={(e) => setComment(e.target.value)}
        />
        {error.comment && (
          <p className="field-error" id={`${id}-comment-error`} role="alert">
            {error.comment}
          </p>
        )}
        <div className="app-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={() => void dismiss()}>
            {m.member_survey_not_now()}
          </button>
          <button type="submit" className="btn btn--primary" disabled={busy}>
            {m.member_survey_send()}
          </button>
        </div>
      </form>
    </dialog>
  );
}

export default function SiteSurveyPrompt() {
  const [survey, setSurvey] = useState<SiteSurvey | null>(null);
  // Nothing is asked for a visitor the member gate is sending to /login (docs/rules/client.md).
  const signedIn = useStore($isLoggedIn);
  useEffect(() => {
    if (!signedIn) return;
    let alive = true;
    // A short pause lets the page settle first; the member's session is restored by then.
    const timer = window.setTimeout(() => {
      listDueSurveys().then(
        (res) => alive && setSurvey(res.data[0] ?? null),
        () => {},
      );
    }, 600);
    return () => {
      alive = false;
      window.clearTimeout(timer);
    };
  }, [signedIn]);
  if (!survey) return null;
  return <SurveyDialog survey={survey} onDone={() => setSurvey(null)} />;
}
