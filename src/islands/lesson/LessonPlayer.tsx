// The lesson player (bare layout): the course outline with progress, the open lesson in its kind,
// previous and next, and the connection line. A view over player-store.ts (what is open and
// loaded) and src/stores/learning-offline.ts (the connection and the saves waiting to be sent).
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type RefObject } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { formatLocalMoment } from '../../lib/dates.ts';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import type { Lesson, SaveResult } from '../../lib/schemas/learning.ts';
import { passMemberGate } from '../../scripts/member-gate.ts';
import { $online, $saveQueue } from '../../stores/learning-offline.ts';
import { $isLoggedIn } from '../../stores/session.ts';
import { errorHeading, errorDetail } from '../../scripts/error-page.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loading } from '../ui/Loading.tsx';
import { asRouteError } from '../ui/use-query.ts';
import { CompletionPanel } from './CompletionPanel.tsx';
import { SuggestedPractice } from './SuggestedPractice.tsx';
import { ReflectPanel } from './ReflectPanel.tsx';
import { Discussion } from '../discussions/Discussion.tsx';
import { Outline } from './Outline.tsx';
import { lessonKindName } from './kind-name.ts';
import { ChecklistLesson } from './kinds/ChecklistLesson.tsx';
import { DetailLesson } from './kinds/DetailLesson.tsx';
import { QuizLesson } from './kinds/QuizLesson.tsx';
import { SurveyLesson } from './kinds/SurveyLesson.tsx';
import { TaskLesson } from './kinds/TaskLesson.tsx';
import { $bundle, $failure, $lesson, $lessonFromCache, $lessonLoads, $openedInPlace, $outline, $route, applySave, openLesson, startPlayer } from './player-store.ts';
import { lessonUrl, parseLessonPath, type PlayerRoute } from './route.ts';
import type { PlayerContext } from './save.ts';
import './player.css';

/** `text` with its `{date}` placeholder shown as <strong>{date}</strong>, whatever the word order. */
function withStrong(render: (date: string) => string, value: string) {
  const mark = '\u0000';
  const [before = '', after = ''] = render(mark).split(mark);
  return (
    <>
      {before}
      <strong>{value}</strong>
      {after}
    </>
  );
}

function ConnectionStatus({ online, pending }: { online: boolean; pending: number }) {
  if (online && !pending) return null;
  return (
    <p className={`connection ${online ? '' : 'connection--offline'}`} role="status">
      {online ? m.learning_connection_sending({ count: pending }) : pending ? m.learning_connection_offline_waiting({ count: pending }) : m.learning_connection_offline()}
    </p>
  );
}

function KindView({ lesson, ctx, onSaved }: { lesson: Lesson; ctx: PlayerContext; onSaved: (r: SaveResult) => void }) {
  switch (lesson.kind) {
    case 'detail':
      return <DetailLesson lesson={lesson} ctx={ctx} onSaved={onSaved} />;
    case 'checklist':
      return <ChecklistLesson lesson={lesson} ctx={ctx} onSaved={onSaved} />;
    case 'quiz':
      return <QuizLesson lesson={lesson} ctx={ctx} onSaved={onSaved} />;
    case 'survey':
      return <SurveyLesson lesson={lesson} ctx={ctx} onSaved={onSaved} />;
    case 'task':
      return <TaskLesson lesson={lesson} ctx={ctx} onSaved={onSaved} />;
  }
}

function Player({ route }: { route: PlayerRoute }) {
  const outline = useStore($outline);
  const bundle = useStore($bundle);
  const lesson = useStore($lesson);
  const fromCache = useStore($lessonFromCache);
  const loads = useStore($lessonLoads);
  const failure = useStore($failure);
  const openedInPlace = useStore($openedInPlace);
  const { lessonId } = useStore($route) ?? route;
  const online = useStore($online);
  const pending = useStore($saveQueue).length;
  const heading = useRef<HTMLHeadingElement>(null);

  useEffect(() => startPlayer(route), [route]);
  // A lesson opened in place takes the focus, for screen readers.
  const shownId = lesson?.id;
  useEffect(() => {
    if (shownId && openedInPlace) heading.current?.focus();
  }, [shownId, openedInPlace]);

  // A lesson its drip schedule keeps closed is a 403 naming when it opens: shown in the player, not as an error page.
  const opensAt = lockedUntil(failure);
  if (failure && !opensAt) throw failure instanceof ApiError ? asRouteError(failure) : failure;
  if (!outline) return <Loading />;

  const index = lesson ? outline.lessons.findIndex((l) => l.id === lesson.id) : -1;
  // Previous and next skip lessons that are not open yet (docs/rules/learning-progress.md, "Drip").
  const isOpen = (l: { opens_at: string | null }) => !l.opens_at;
  const previous = index > 0 ? outline.lessons.slice(0, index).findLast(isOpen) : undefined;
  const next = index >= 0 ? outline.lessons.slice(index + 1).find(isOpen) : undefined;
  const ctx: PlayerContext = { enrolmentId: route.enrolmentId, courseId: route.courseId, bundleId: route.bundleId, courseTitle: outline.course.title };
  const hrefOf = (id: number) => lessonUrl(route, id);
  const navLink = (target: { id: number; title: string }, rel: 'prev' | 'next') => (
    <a
      className={`lesson-nav__${rel}`}
      href={hrefOf(target.id)}
      rel={rel}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        openLesson(target.id);
      }}
    >
      <span className="lesson-nav__dir">{rel === 'prev' ? m.learning_nav_previous() : m.learning_nav_next()}</span>
      <span className="lesson-nav__title">{target.title}</span>
    </a>
  );

  return (
    <div className="player">
      <header className="player__bar">
        <a className="player__back" href={localizePath('/my-courses')} aria-label={m.learning_back_label()}>
          ← <span className="player__back-label">{m.learning_my_courses()}</span>
        </a>
        {/* One line on a phone: the title is cut with an ellipsis, its full text in the tooltip. */}
        <p className="player__course" title={bundle ? `${bundle.bundle.title} · ${outline.course.title}` : outline.course.title}>
          {bundle && <span className="muted">{bundle.bundle.title} · </span>}
          {outline.course.title}
        </p>
        {index >= 0 && (
          <p className="player__position">
            <span aria-hidden="true">
              {index + 1}/{outline.lessons.length}
            </span>
            <span className="visually-hidden">
              {m.learning_position({ position: index + 1, total: outline.lessons.length })}
            </span>
          </p>
        )}
        <ConnectionStatus online={online} pending={pending} />
      </header>
      <div className="player__body">
        <details className="player__outline" open={typeof window !== 'undefined' && window.matchMedia('(min-width: 861px)').matches}>
          <summary>{m.learning_outline_summary()}</summary>
          <Outline outline={outline} currentId={lessonId} hrefOf={hrefOf} onOpen={openLesson} />
        </details>
        <article className="player__lesson" aria-labelledby="lesson-title">
          {outline.status === 'completed' && <CompletionPanel key={outline.certificate?.id ?? 'none'} outline={outline} bundle={bundle} />}
          {opensAt ? (
            <LockedLesson title={outline.lessons.find((l) => l.id === lessonId)?.title ?? m.learning_this_lesson()} opensAt={opensAt} cohort={cohortStart(failure)} headingRef={heading} />
          ) : !lesson ? (
            <Loading />
          ) : (
            <>
              {fromCache && <p className="notice">{m.learning_offline_copy()}</p>}
              <p className="lesson-kicker">
                <span className="badge">{lessonKindName(lesson.kind)}</span> {m.learning_kicker({ position: index + 1, total: outline.lessons.length, minutes: lesson.duration_minutes })}
                {lesson.completed && <span className="badge badge--done">{m.learning_completed()}</span>}
              </p>
              <h1 id="lesson-title" ref={heading} tabIndex={-1}>
                {lesson.title}
              </h1>
              {(lesson as { translated?: boolean }).translated === false && <p className="notice" role="note">{m.untranslated_note()}</p>}
              <KindView key={`${lesson.id}:${loads}`} lesson={lesson} ctx={ctx} onSaved={applySave} />
              {!fromCache && <SuggestedPractice lessonId={lesson.id} />}
              <ReflectPanel key={`reflect-${lesson.id}`} lessonId={lesson.id} />
              <nav className="lesson-nav" aria-label={m.learning_nav_label()}>
                {previous && navLink(previous, 'prev')}
                {next ? (
                  navLink(next, 'next')
                ) : (
                  <a className="lesson-nav__next" href={localizePath('/my-courses')}>
                    <span className="lesson-nav__dir">{m.learning_done_for_now()}</span>
                    <span className="lesson-nav__title">{m.learning_back_label()}</span>
                  </a>
                )}
              </nav>
              {!fromCache && lesson.enrolment_id !== null && <Discussion place={{ kind: 'lesson', id: lesson.id }} />}
            </>
          )}
        </article>
      </div>
    </div>
  );
}

/** The opening moment of a 403 for a lesson not open yet (errors.opens_at), else null. */
function lockedUntil(failure: unknown): string | null {
  return failure instanceof ApiError && failure.status === 403 ? (failure.field('opens_at') ?? null) : null;
}

/** The start of the member's cohort when that is what keeps the lesson closed (docs/rules/cohorts.md, "Drip"), else null. */
function cohortStart(failure: unknown): string | null {
  return failure instanceof ApiError && failure.status === 403 ? (failure.field('cohort_starts_at') ?? null) : null;
}

/** A lesson not open yet: when it opens, in the member's own locale and time zone, and the way back. */
function LockedLesson({ title, opensAt, cohort, headingRef }: { title: string; opensAt: string; cohort: string | null; headingRef: RefObject<HTMLHeadingElement | null> }) {
  return (
    <section className="player__locked" aria-labelledby="lesson-title">
      <h1 id="lesson-title" ref={headingRef} tabIndex={-1}>
        {title}
      </h1>
      <p className="notice" role="status">
        {cohort
          ? withStrong((date) => m.learning_locked_cohort({ date }), formatLocalMoment(cohort))
          : withStrong((date) => m.learning_locked_opens({ date }), formatLocalMoment(opensAt))}
      </p>
      <p>
        <a className="btn btn--primary" href={localizePath('/my-courses')}>
          {m.learning_back_label()}
        </a>
      </p>
    </section>
  );
}

/** The member gate the member layout uses too: a visitor is told and sent to /login. */
function Gate() {
  const [member] = useState(passMemberGate);
  const [route] = useState(() => parseLessonPath(location.pathname));
  const loggedIn = useStore($isLoggedIn);
  if (!member || !loggedIn) return <p className="player__redirect">{m.learning_login_needed()}</p>;
  if (!route) throw { status: 404, statusText: 'Not Found', message: m.learning_no_such_address() };
  return <Player route={route} />;
}

/**
 * The player's error screen (docs/rules/client.md, "Errors"): the spec's words inside the player's
 * bar, and for a lesson that is not the member's (a 404 from the outline) what that means and the
 * way back.
 */
function LessonError({ error }: { error: unknown }) {
  const notFound = (error as { status?: number } | null)?.status === 404;
  return (
    <div className="player">
      <header className="player__bar">
        <a href={localizePath('/')} className="player__home" aria-label={m.header_home_label()}>
          <svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true"><circle cx="16" cy="16" r="16" fill="#1d6b61" /><path d="M16 7c4 5 6 8.5 6 11.5a6 6 0 0 1-12 0C10 15.5 12 12 16 7z" fill="#fbf8f4" /></svg>
          <span>Wellspring</span>
        </a>
        <a className="player__back" href={localizePath('/my-courses')}>
          ← {m.learning_my_courses()}
        </a>
      </header>
      <section className="player__error app-error" role="alert" aria-labelledby="player-error-title">
        <h1 id="player-error-title">{errorHeading()}</h1>
        <p className="player__error-status">{errorDetail(error)}</p>
        {notFound && <p className="player__error-lead">{m.learning_not_yours()}</p>}
        <p className="app-error__actions">
          <a className="btn btn--primary" href={localizePath('/my-courses')}>
            {m.learning_my_courses()}
          </a>
          {notFound && (
            <a className="btn btn--ghost" href={localizePath('/courses')}>
              {m.learning_browse_courses()}
            </a>
          )}
          <a href={localizePath('/')}>{m.learning_home_page()}</a>
          <button type="button" className="btn btn--ghost" onClick={() => location.reload()}>
            {m.learning_try_again()}
          </button>
        </p>
      </section>
    </div>
  );
}

export default function LessonPlayer() {
  return (
    <ErrorBoundary renderError={(error) => <LessonError error={error} />}>
      <Gate />
    </ErrorBoundary>
  );
}
