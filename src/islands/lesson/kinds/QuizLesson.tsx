// A quiz: single choice, multiple choice and true/false. Answers are graded on the server (the
// player never has the answer key); after an attempt the result shows the score against the pass
// mark, and the per-question review only once the member has passed or used every attempt
// (docs/rules/quizzes.md). Options come in the order of each attempt. The best attempt counts.
import { forwardRef, useEffect, useRef, useState } from 'react';
import type { Lesson, QuizQuestion, QuizResult, SaveResult } from '../../../lib/schemas/learning.ts';
import { draftClear, draftPut, newerDraft } from '../../../stores/learning-offline.ts';
import { saveWork, type PlayerContext } from '../save.ts';
import { SaveStatus, useSave } from '../SaveStatus.tsx';
import { LessonBody } from '../LessonBody.tsx';
import { m } from '../../../paraglide/messages.js';

type Props = { lesson: Lesson; ctx: PlayerContext; onSaved: (result: SaveResult) => void };
type Answers = Record<string, string[]>;

type FeedbackProps = { result: QuizResult; onRetry: () => void };

const Feedback = forwardRef<HTMLElement, FeedbackProps>(function Feedback({ result, onRetry }, ref) {
  // Each review item carries its question: with a question pool, the next attempt asks other ones.
  const labelOf = (options: Array<{ id: string; label: string }>, ids: string[]) => ids.map((id) => options.find((o) => o.id === id)?.label ?? id).join(', ') || m.learning_quiz_no_answer();
  return (
    <section ref={ref} tabIndex={-1} className={`quiz-result card ${result.passed ? 'quiz-result--passed' : ''}`} aria-labelledby="quiz-result-title">
      <h2 id="quiz-result-title">
        {result.passed ? m.learning_quiz_passed({ score: result.score_percent }) : m.learning_quiz_not_passed({ score: result.score_percent })}
      </h2>
      <p>
        {m.learning_quiz_summary({ pass: result.pass_mark, best: result.best_score_percent, count: result.attempts })}
      </p>
      {!result.questions && (
        <p>
          {m.learning_quiz_attempts_left({ count: result.attempts_left })}
        </p>
      )}
      {result.questions && !result.passed && result.attempts_left === 0 && <p>{m.learning_quiz_all_used({ max: result.max_attempts })}</p>}
      {result.questions && (
      <ol className="quiz-feedback">
        {result.questions.map((f) => {
          return (
            <li key={f.question_id} className={f.correct ? 'is-correct' : 'is-wrong'}>
              <p className="quiz-feedback__prompt">{f.prompt}</p>
              <p>
                <strong>{f.correct ? m.learning_quiz_correct() : m.learning_quiz_not_quite()}</strong> {m.learning_quiz_your_answer({ answer: labelOf(f.options, f.selected) })}
                {f.correct_option_ids && !f.correct && <> {m.learning_quiz_correct_answer({ answer: labelOf(f.options, f.correct_option_ids) })}</>}
              </p>
              {f.explanation && <p className="muted">{f.explanation}</p>}
            </li>
          );
        })}
      </ol>
      )}
      {result.attempts_left > 0 && (
        <button type="button" className="btn btn--ghost" onClick={onRetry}>
          {result.passed ? m.learning_quiz_again() : m.learning_try_again()}
        </button>
      )}
    </section>
  );
});

export function QuizLesson({ lesson, ctx, onSaved }: Props) {
  const quiz = lesson.quiz;
  const [answers, setAnswers] = useState<Answers>(() => newerDraft<Answers>(ctx.enrolmentId, lesson.id, lesson.saved_at) ?? {});
  const [result, setResult] = useState<QuizResult | null>(quiz?.last_result ?? null);
  // The options in the order of the coming attempt; each graded attempt brings the next order.
  const [questions, setQuestions] = useState<QuizQuestion[]>(quiz?.questions ?? []);
  // A graded attempt moves focus to its result, so keyboard and screen-reader users land on the
  // score rather than on the page body (the form they were in is gone).
  const resultRef = useRef<HTMLElement>(null);
  const [graded, setGraded] = useState(0);
  useEffect(() => {
    if (graded > 0) resultRef.current?.focus();
  }, [graded]);
  const { state, run, fieldError, setState } = useSave((saved) => {
    draftClear(ctx.enrolmentId, lesson.id);
    if (saved.quiz) setResult(saved.quiz);
    if (saved.quiz?.next_questions) setQuestions(saved.quiz.next_questions);
    onSaved(saved);
    if (saved.quiz) setGraded((n) => n + 1);
  });
  if (!quiz) return null;

  const choose = (qid: number, optionId: string, multiple: boolean, on: boolean) => {
    const current = answers[qid] ?? [];
    const next = { ...answers, [qid]: multiple ? (on ? [...new Set([...current, optionId])] : current.filter((x) => x !== optionId)) : [optionId] };
    setAnswers(next);
    draftPut(ctx.enrolmentId, lesson.id, next);
  };

  if (result) {
    return (
      <>
        <LessonBody html={lesson.body_html} />
        <Feedback
          ref={resultRef}
          result={result}
          onRetry={() => {
            setResult(null);
            setAnswers({});
            setState({ status: 'idle' });
          }}
        />
      </>
    );
  }

  return (
    <>
      <LessonBody html={lesson.body_html} />
      <p className="muted">
        {questions.length < quiz.question_count
          ? m.learning_quiz_drawn({ count: questions.length, total: quiz.question_count })
          : m.learning_quiz_questions({ count: questions.length })}
        {m.learning_quiz_pass_mark({ pass: quiz.pass_mark })}
        {quiz.attempts > 0 && m.learning_quiz_best({ best: String(quiz.best_score_percent) })}
      </p>
      <form
        className="lesson-form"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void run(() => saveWork(ctx, lesson, 'quiz', { answers }));
        }}
      >
        {questions.map((q, index) => {
          const error = fieldError(`answers.${q.id}`);
          const multiple = q.kind === 'multiple';
          return (
            <fieldset key={q.id} className="choice-group" aria-describedby={error ? `q-${q.id}-error` : undefined}>
              <legend>
                <span className="muted">{m.learning_quiz_question({ number: index + 1 })}</span>
                {q.prompt}
                {multiple && <span className="muted">{m.learning_quiz_choose_all()}</span>}
              </legend>
              {q.options.map((o) => (
                <label key={o.id} className="choice">
                  <input
                    type={multiple ? 'checkbox' : 'radio'}
                    name={`q-${q.id}`}
                    value={o.id}
                    checked={(answers[q.id] ?? []).includes(o.id)}
                    onChange={(e) => choose(q.id, o.id, multiple, e.target.checked)}
                  />
                  <span>{o.label}</span>
                </label>
              ))}
              {error && (
                <p id={`q-${q.id}-error`} className="field__error">
                  {error}
                </p>
              )}
            </fieldset>
          );
        })}
        <div className="lesson-actions">
          <button type="submit" className="btn btn--primary" disabled={state.status === 'saving'}>
            {m.learning_quiz_submit()}
          </button>
          {lesson.completed && <p className="badge badge--done">{m.learning_completed()}</p>}
          <SaveStatus state={state} savedLabel={m.learning_submitted()} />
        </div>
        {state.status === 'queued' && <p className="muted">{m.learning_quiz_queued()}</p>}
      </form>
    </>
  );
}
