// A survey: ratings (1 to 5), single choices and free text. Answers are kept as a draft on this
// device while typed, can be saved as a draft on the server, and are submitted when complete.
import { useState } from 'react';
import type { Lesson, SaveResult, SurveyAnswer } from '../../../lib/schemas/learning.ts';
import { RATING_MAX, RATING_MIN } from '../../../lib/schemas/learning-limits.ts';
import { draftClear, draftPut, newerDraft } from '../../../stores/learning-offline.ts';
import { saveWork, type PlayerContext } from '../save.ts';
import { SaveStatus, useSave } from '../SaveStatus.tsx';
import { LessonBody } from '../LessonBody.tsx';
import { m } from '../../../paraglide/messages.js';

type Props = { lesson: Lesson; ctx: PlayerContext; onSaved: (result: SaveResult) => void };
type Answers = Record<string, SurveyAnswer>;

const RATINGS = Array.from({ length: RATING_MAX - RATING_MIN + 1 }, (_, i) => RATING_MIN + i);
/** The words under the scale, in the page's language. */
const ratingWords = (): Record<number, string> => ({ 1: m.learning_rating_not_at_all(), 3: m.learning_rating_somewhat(), 5: m.learning_rating_very_much() });

export function SurveyLesson({ lesson, ctx, onSaved }: Props) {
  const survey = lesson.survey;
  const [answers, setAnswers] = useState<Answers>(() => newerDraft<Answers>(ctx.enrolmentId, lesson.id, lesson.saved_at) ?? survey?.answers ?? {});
  const [submitted, setSubmitted] = useState(survey?.submitted ?? false);
  const { state, run, fieldError } = useSave((result) => {
    draftClear(ctx.enrolmentId, lesson.id);
    if (result.lesson_completed) setSubmitted(true);
    onSaved(result);
  });
  if (!survey) return null;

  const set = (qid: number, value: SurveyAnswer) => {
    const next = { ...answers, [qid]: value };
    setAnswers(next);
    draftPut(ctx.enrolmentId, lesson.id, next);
  };
  const RATING_WORDS = ratingWords();
  const save = (submit: boolean) => run(() => saveWork(ctx, lesson, 'survey', { answers, submit }));

  return (
    <>
      <LessonBody html={lesson.body_html} />
      {submitted && <p className="badge badge--done">{m.learning_survey_submitted()}</p>}
      <form
        className="lesson-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void save(true);
        }}
      >
        {survey.questions.map((q) => {
          const error = fieldError(`answers.${q.id}`);
          const errorId = `s-${q.id}-error`;
          const described = error ? errorId : undefined;
          const label = (
            <>
              {q.prompt}
              {q.required ? <span className="muted">{m.learning_required()}</span> : <span className="muted">{m.learning_optional()}</span>}
            </>
          );
          const errorLine = error && (
            <p id={errorId} className="field__error">
              {error}
            </p>
          );
          if (q.kind === 'text') {
            return (
              <div key={q.id} className="field">
                <label htmlFor={`s-${q.id}`}>{label}</label>
                <textarea id={`s-${q.id}`} value={String(answers[q.id] ?? '')} onChange={(e) => set(q.id, e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={described} maxLength={5000} />
                {errorLine}
              </div>
            );
          }
          if (q.kind === 'rating') {
            // Five equal buttons on one row, even on a phone; the words for the ends sit under the row.
            return (
              <fieldset key={q.id} className="choice-group choice-group--scale" aria-describedby={described}>
                <legend>{label}</legend>
                <div className="scale">
                  {RATINGS.map((n) => (
                    <label key={n} className="scale__option">
                      <input type="radio" name={`s-${q.id}`} value={n} checked={String(answers[q.id] ?? '') === String(n)} onChange={() => set(q.id, n)} />
                      <span>{n}</span>
                      {RATING_WORDS[n] && <span className="visually-hidden">{` · ${RATING_WORDS[n]}`}</span>}
                    </label>
                  ))}
                </div>
                <p className="scale__ends" aria-hidden="true">
                  <span>{RATING_WORDS[RATING_MIN]}</span>
                  <span>{RATING_WORDS[RATING_MAX]}</span>
                </p>
                {errorLine}
              </fieldset>
            );
          }
          return (
            <fieldset key={q.id} className="choice-group" aria-describedby={described}>
              <legend>{label}</legend>
              {q.options.map((o) => (
                <label key={o.id} className="choice">
                  <input type="radio" name={`s-${q.id}`} value={o.id} checked={String(answers[q.id] ?? '') === o.id} onChange={() => set(q.id, o.id)} />
                  <span>{o.label}</span>
                </label>
              ))}
              {errorLine}
            </fieldset>
          );
        })}
        <div className="lesson-actions">
          <button type="submit" className="btn btn--primary" disabled={state.status === 'saving'}>
            {m.learning_survey_submit()}
          </button>
          <button type="button" className="btn btn--ghost" disabled={state.status === 'saving'} onClick={() => void save(false)}>
            {m.learning_save_draft()}
          </button>
          <SaveStatus state={state} />
        </div>
      </form>
    </>
  );
}
