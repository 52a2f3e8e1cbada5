// The review session (/review; docs/rules/review.md), in the lesson player's calm layout and
// keyboard-first: the question shows; Space or Enter reveals the answer (announced in a live region);
// keys 1–4 grade it (Again, Hard, Good, Easy), the buttons say their keys too. "3 of 8" shows where
// the member is; the finished screen says what the day's session earned.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useRef, useState } from 'react';
import { passMemberGate } from '../../../scripts/member-gate.ts';
import { $isLoggedIn } from '../../../stores/session.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $currentCard, $reviewAnswer, $reviewBusy, $reviewDue, $reviewError, $reviewFinished, $reviewIndex, $reviewSession, gradeCurrent, revealCurrent, type Grade } from './review-session-store.ts';
import './review.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

const GRADES: Grade[] = [1, 2, 3, 4];
// In the page's language, looked up when shown.
const GRADE_HINTS: Record<Grade, () => string> = { 1: m.community_rv_hint_1, 2: m.community_rv_hint_2, 3: m.community_rv_hint_3, 4: m.community_rv_hint_4 };
const GRADE_LABELS: Record<Grade, () => string> = { 1: m.community_rv_grade_1, 2: m.community_rv_grade_2, 3: m.community_rv_grade_3, 4: m.community_rv_grade_4 };

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
        <a className="player__back" href={localizePath('/dashboard')}>
          ← <span className="player__back-label">{m.community_rv_dashboard()}</span>
        </a>
        <p className="player__course">{m.community_review_title()}</p>
        {card ? (
          <p className="player__position" aria-label={m.community_rv_card_of({ index: index + 1, total })}>
            {m.community_rv_index_of({ index: index + 1, total })}
          </p>
        ) : null}
      </header>
      <div className="review__body">
        {failed ? (
          <p role="alert">{m.community_rv_load_failed()}</p>
        ) : cards === null ? (
          <p role="status">{m.community_rv_loading()}</p>
        ) : finished ? (
          <section className="review__done" aria-labelledby="review-done">
            <h1 id="review-done" ref={doneRef} tabIndex={-1}>
              {m.community_rv_complete()}
            </h1>
            <p>
              {m.community_rv_reviewed({ count: total })}{' '}
              {session && session.points_earned > 0 ? <strong>{m.community_rv_earned({ points: session.points_earned })}</strong> : null}
            </p>
            {session && session.due_today > 0 ? (
              <a className="btn btn--primary" href={localizePath('/review')}>
                {m.community_rv_more({ count: session.due_today })}
              </a>
            ) : (
              <a className="btn btn--primary" href={localizePath('/dashboard')}>
                {m.community_rv_back_dashboard()}
              </a>
            )}
          </section>
        ) : !card ? (
          <section className="review__done" aria-labelledby="review-empty">
            <h1 id="review-empty">{m.community_rv_nothing()}</h1>
            <p>
              {session && session.total_cards > 0
                ? session.complete
                  ? session.points_earned
                    ? m.community_rv_done_points({ points: session.points_earned })
                    : m.community_rv_done()
                  : m.community_rv_come_back()
                : m.community_rv_empty()}
            </p>
            <a className="btn btn--primary" href={localizePath(session && session.total_cards > 0 ? '/dashboard' : '/my-courses')}>
              {session && session.total_cards > 0 ? m.community_rv_back_dashboard() : m.community_rv_go_courses()}
            </a>
          </section>
        ) : (
          <article className="review__card" aria-labelledby="review-question">
            <p className="lesson-kicker">
              <span>
                {card.lesson.course_title} · {card.lesson.title}
              </span>
              {card.missed ? <span className="badge review__missed">{m.community_rv_missed()}</span> : null}
            </p>
            <h1 id="review-question" ref={questionRef} tabIndex={-1}>
              {card.question.prompt}
            </h1>
            <ul className="review__options" aria-label={m.community_rv_options()}>
              {card.question.options.map((o) => (
                <li key={o.id} className={answer ? (correct.has(o.id) ? 'is-right' : 'is-other') : undefined}>
                  {o.label}
                  {answer && correct.has(o.id) ? <span className="review__tick"> {m.community_rv_right()}</span> : null}
                </li>
              ))}
            </ul>
            <div className="review__answer" aria-live="polite">
              {answer ? (
                <>
                  <p>
                    <strong>{m.community_rv_answer()}</strong> {rightLabels.join(', ')}
                  </p>
                  {answer.explanation ? <p>{answer.explanation}</p> : null}
                </>
              ) : null}
            </div>
            {answer ? (
              <div className="review__grades" role="group" aria-labelledby="review-grade-label" ref={gradesRef} tabIndex={-1}>
                <p id="review-grade-label" className="review__hint">
                  {m.community_rv_how_well()}
                </p>
                <div className="review__grade-buttons">
                  {GRADES.map((g) => (
                    <button key={g} type="button" className={`btn ${g === 3 ? 'btn--primary' : 'btn--ghost'} review__grade`} onClick={() => void grade(g)} disabled={busy} aria-keyshortcuts={String(g)} title={GRADE_HINTS[g]()}>
                      <kbd>{g}</kbd> {GRADE_LABELS[g]()}
                    </button>
                  ))}
                </div>
              </div>
            ) : (
              <div className="review__reveal">
                <button type="button" className="btn btn--primary" onClick={() => void reveal()} disabled={busy} aria-keyshortcuts="Space Enter">
                  {m.community_rv_show_answer()} <kbd>{m.community_rv_space()}</kbd>
                </button>
                <p className="review__hint">{m.community_rv_think()}</p>
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
  if (!member || !loggedIn) return <p className="player__redirect">{m.community_rv_login()}</p>;
  return <Session />;
}

export default function ReviewSession() {
  return (
    <ErrorBoundary>
      <Gate />
    </ErrorBoundary>
  );
}
