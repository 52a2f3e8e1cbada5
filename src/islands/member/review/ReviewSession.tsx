// The review session (/review; docs/rules/review.md), in the lesson player's calm layout and
// keyboard-first: the question shows; Space or Enter reveals the answer (announced in a live region);
// keys 1–4 grade it (Again, Hard, Good, Easy), the buttons say their keys too. "3 of 8" shows where
// the member is; the finished screen says what the day's session earned.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { GRADE_LABELS } from '../../../lib/schemas/review.ts';
import { passMemberGate } from '../../../scripts/member-gate.ts';
import { $isLoggedIn } from '../../../stores/session.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $currentCard, $reviewAnswer, $reviewBusy, $reviewDue, $reviewError, $reviewFinished, $reviewIndex, $reviewSession, gradeCurrent, revealCurrent, type Grade } from './review-session-store.ts';
import './review.css';

const GRADES: Grade[] = [1, 2, 3, 4];
const GRADE_HINTS: Record<Grade, string> = { 1: 'I did not know it', 2: 'Hard to recall', 3: 'Recalled it', 4: 'Easy' };

/** Keys typed into a control are the control's, not the session's. */
const typing = (el: EventTarget | null) => el instanceof HTMLElement && (el.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(el.tagName));
const onControl = (el: EventTarget | null) => el instanceof HTMLElement && ['BUTTON', 'A', 'SUMMARY'].includes(el.tagName);

function Session() {
  const { data, error: loadError } = useQuery($reviewDue, { soft: true });
  const cards = data?.data.cards ?? null;
  const failed = Boolean(loadError) && !data;
  const index = useStore($reviewIndex);
  const card = useStore($currentCard);
  const answer = useStore($reviewAnswer);
  const session = useStore($reviewSession);
  const busy = useStore($reviewBusy);
  const error = useStore($reviewError);
  const finished = useStore($reviewFinished);
  const questionRef = useRef<HTMLHeadingElement>(null);
  const gradesRef = useRef<HTMLDivElement>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    if (card) questionRef.current?.focus();
    else if (finished) doneRef.current?.focus();
  }, [card, finished]);

  const reveal = useCallback(async () => {
    if (await revealCurrent()) requestAnimationFrame(() => gradesRef.current?.focus());
  }, []);

  const grade = useCallback((g: Grade) => gradeCurrent(g), []);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.altKey || e.ctrlKey || e.metaKey || typing(e.target)) return;
      if ((e.key === ' ' || e.key === 'Enter') && !answer && card) {
        if (onControl(e.target)) return;
        e.preventDefault();
        void reveal();
      } else if (/^[1-4]$/.test(e.key) && answer) {
        e.preventDefault();
        void grade(Number(e.key) as Grade);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [answer, card, reveal, grade]);

  const total = cards?.length ?? 0;
  const ready = cards !== null || failed;
  const correct = new Set(answer?.correct_option_ids ?? []);
  const rightLabels = card ? card.question.options.filter((o) => correct.has(o.id)).map((o) => o.label) : [];

  return (
    <div className="player review" data-ready={ready ? 'true' : undefined}>
      <header className="player__bar">
        <a className="player__back" href="/dashboard">
          ← <span className="player__back-label">Dashboard</span>
        </a>
        <p className="player__course">Review</p>
        {card ? (
          <p className="player__position" aria-label={`Card ${index + 1} of ${total}`}>
            {index + 1} of {total}
          </p>
        ) : null}
      </header>
      <div className="review__body">
        {failed ? (
          <p role="alert">Your review could not be loaded just now. Please try again later.</p>
        ) : cards === null ? (
          <p role="status">Loading your review…</p>
        ) : finished ? (
          <section className="review__done" aria-labelledby="review-done">
            <h1 id="review-done" ref={doneRef} tabIndex={-1}>
              Review complete
            </h1>
            <p>
              You reviewed {total === 1 ? '1 card' : `${total} cards`} today.{' '}
              {session && session.points_earned > 0 ? <strong>You earned {session.points_earned} points.</strong> : null}
            </p>
            {session && session.due_today > 0 ? (
              <a className="btn btn--primary" href="/review">
                {session.due_today === 1 ? 'Review 1 more card' : `Review ${session.due_today} more cards`}
              </a>
            ) : (
              <a className="btn btn--primary" href="/dashboard">
                Back to your dashboard
              </a>
            )}
          </section>
        ) : !card ? (
          <section className="review__done" aria-labelledby="review-empty">
            <h1 id="review-empty">Nothing to review today</h1>
            <p>
              {session && session.total_cards > 0
                ? session.complete
                  ? `Today’s review is done${session.points_earned ? `: you earned ${session.points_earned} points` : ''}. Your cards come back on the days they are due.`
                  : 'Your cards come back on the days they are due.'
                : 'Finish a quiz and its questions come back here, spaced out so they stay with you.'}
            </p>
            <a className="btn btn--primary" href={session && session.total_cards > 0 ? '/dashboard' : '/my-courses'}>
              {session && session.total_cards > 0 ? 'Back to your dashboard' : 'Go to your courses'}
            </a>
          </section>
        ) : (
          <article className="review__card" aria-labelledby="review-question">
            <p className="lesson-kicker">
              <span>
                {card.lesson.course_title} · {card.lesson.title}
              </span>
              {card.missed ? <span className="badge review__missed">Missed in the quiz</span> : null}
            </p>
            <h1 id="review-question" ref={questionRef} tabIndex={-1}>
              {card.question.prompt}
            </h1>
            <ul className="review__options" aria-label="Options">
              {card.question.options.map((o) => (
                <li key={o.id} className={answer ? (correct.has(o.id) ? 'is-right' : 'is-other') : undefined}>
                  {o.label}
                  {answer && correct.has(o.id) ? <span className="review__tick"> ✓ right answer</span> : null}
                </li>
              ))}
            </ul>
            <div className="review__answer" aria-live="polite">
              {answer ? (
                <>
                  <p>
                    <strong>Answer:</strong> {rightLabels.join(', ')}
                  </p>
                  {answer.explanation ? <p>{answer.explanation}</p> : null}
                </>
              ) : null}
            </div>
            {answer ? (
              <div className="review__grades" role="group" aria-labelledby="review-grade-label" ref={gradesRef} tabIndex={-1}>
                <p id="review-grade-label" className="review__hint">
                  How well did you remember? Press 1 to 4.
                </p>
                <div className="review__grade-buttons">
                  {GRADES.map((g) => (
                    <button key={g} type="button" className={`btn ${g === 3 ? 'btn--primary' : 'btn--ghost'} review__grade`} onClick={() => void grade(g)} disabled={busy} aria-keyshortcuts={String(g)} title={GRADE_HINTS[g]}>
                      <kbd>{g}</kbd> {GRADE_LABELS[g]}
                    </button>
                  ))}
                </div>
              </div>
            ) : (
              <div className="review__reveal">
                <button type="button" className="btn btn--primary" onClick={() => void reveal()} disabled={busy} aria-keyshortcuts="Space Enter">
                  Show answer <kbd>Space</kbd>
                </button>
                <p className="review__hint">Think of the answer, then press Space or Enter.</p>
              </div>
            )}
            {error ? (
              <p className="field__error" role="alert">
                {error}
              </p>
            ) : null}
          </article>
        )}
      </div>
    </div>
  );
}

function Gate() {
  const [member] = useState(passMemberGate);
  const loggedIn = useStore($isLoggedIn);
  if (!member || !loggedIn) return <p className="player__redirect">You need to log in to review. Taking you to the login page…</p>;
  return <Session />;
}

export default function ReviewSession() {
  return (
    <ErrorBoundary>
      <Gate />
    </ErrorBoundary>
  );
}
