// The lesson player (bare layout): the course outline with progress, the open lesson in its kind,
// previous and next. Lessons open in place (the address follows), each opening reports lesson_click
// and is remembered as the last-read lesson. Everything read is kept on this device, so a lesson
// already opened reads without a network, and saves made offline are queued and sent later.
import { useCallback, useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { track } from '../../lib/analytics.ts';
import { getBundleCourse } from '../../lib/api/catalogue.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { enrolledCoursePath, getEnrolledCourse, getLesson, lessonPath, setLastRead } from '../../lib/api/learning.ts';
import type { BundleCourse } from '../../lib/schemas/catalogue.ts';
import { LESSON_KIND_NAMES } from '../../lib/schemas/learning-limits.ts';
import type { EnrolledCourse, Lesson, SaveResult } from '../../lib/schemas/learning.ts';
import { paths } from '../../lib/paths.ts';
import { ANONYMOUS_REDIRECT_DELAY_MS } from '../../scripts/member-gate.ts';
import { restoreSession } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loading } from '../ui/Loading.tsx';
import { asRouteError } from '../ui/use-api.ts';
import { CompletionPanel } from './CompletionPanel.tsx';
import { Outline } from './Outline.tsx';
import { ChecklistLesson } from './kinds/ChecklistLesson.tsx';
import { DetailLesson } from './kinds/DetailLesson.tsx';
import { QuizLesson } from './kinds/QuizLesson.tsx';
import { SurveyLesson } from './kinds/SurveyLesson.tsx';
import { TaskLesson } from './kinds/TaskLesson.tsx';
import { cachePut, flushSaveQueue, loadWithCache, queuedSaves, type FlushEvent } from './offline.ts';
import { lessonUrl, parseLessonPath, type PlayerRoute } from './route.ts';
import { reportSave, type PlayerContext } from './save.ts';
import './player.css';

const subscribeOnline = (cb: () => void) => {
  window.addEventListener('online', cb);
  window.addEventListener('offline', cb);
  return () => {
    window.removeEventListener('online', cb);
    window.removeEventListener('offline', cb);
  };
};
const useOnline = () => useSyncExternalStore(subscribeOnline, () => navigator.onLine, () => true);
const subscribeQueue = (cb: () => void) => {
  window.addEventListener('ws:save-queue', cb);
  return () => window.removeEventListener('ws:save-queue', cb);
};
const usePendingSaves = () => useSyncExternalStore(subscribeQueue, () => queuedSaves().length, () => 0);

/** Caches the player page and its assets in the service worker, so a reload without network works too. */
function registerOfflineShell(): void {
  if (!('serviceWorker' in navigator)) return;
  navigator.serviceWorker
    .register('/lesson/sw.js', { scope: '/lesson/' })
    .then(() => navigator.serviceWorker.ready)
    .then((reg) => {
      const assets = [...document.querySelectorAll<HTMLScriptElement | HTMLLinkElement>('script[src], link[rel="stylesheet"], link[rel="modulepreload"]')]
        .map((el) => ('src' in el && el.src ? el.src : (el as HTMLLinkElement).href))
        .concat(performance.getEntriesByType('resource').map((e) => e.name))
        .filter((url) => url.startsWith(`${location.origin}/_astro/`));
      reg.active?.postMessage({ type: 'cache', urls: [location.pathname, ...new Set(assets)] });
    })
    .catch(() => {
      // Without a service worker, lessons already opened still read offline within the open page.
    });
}

function ConnectionStatus({ online, pending }: { online: boolean; pending: number }) {
  if (online && !pending) return null;
  return (
    <p className={`connection ${online ? '' : 'connection--offline'}`} role="status">
      {online ? `Sending ${pending} saved ${pending === 1 ? 'change' : 'changes'}…` : `Offline${pending ? `: ${pending} ${pending === 1 ? 'save' : 'saves'} waiting` : ''}. Your work is kept on this device.`}
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
  const { enrolmentId, courseId, bundleId } = route;
  const [lessonId, setLessonId] = useState(route.lessonId);
  const [outline, setOutline] = useState<EnrolledCourse | null>(null);
  const [bundle, setBundle] = useState<BundleCourse | null>(null);
  const [lesson, setLesson] = useState<Lesson | null>(null);
  const [fromCache, setFromCache] = useState(false);
  /** Bumped to load the open lesson again (a queued save for it was sent). */
  const [version, setVersion] = useState(0);
  /** Bumped each time a freshly loaded lesson is shown, so its form starts from the loaded state. */
  const [loaded, setLoaded] = useState(0);
  const [failure, setFailure] = useState<unknown>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  const openedInPlace = useRef(false);
  const online = useOnline();
  const pending = usePendingSaves();
  const hrefOf = useCallback((id: number) => lessonUrl(route, id), [route]);

  const loadOutline = useCallback(
    () =>
      loadWithCache(enrolledCoursePath(enrolmentId), () => getEnrolledCourse(enrolmentId)).then(({ data }) => {
        if (data.course.id !== courseId) throw new ApiError(404, 'This lesson is not part of that enrolment.');
        setOutline(data);
        return data;
      }),
    [enrolmentId, courseId],
  );

  useEffect(() => {
    loadOutline()
      .then((data) => {
        // Keep every lesson of the course on this device, so the course can be followed offline.
        if (!navigator.onLine) return;
        const prefetch = async () => {
          for (const l of data.lessons) {
            await getLesson(courseId, l.id).then(({ data: payload }) => cachePut(lessonPath(courseId, l.id), payload), () => undefined);
          }
        };
        setTimeout(() => void prefetch(), 1500);
      })
      .catch(setFailure);
    if (bundleId) {
      loadWithCache(`/bundles/${bundleId}/${courseId}`, () => getBundleCourse(bundleId, courseId)).then(({ data }) => setBundle(data), () => setBundle(null));
    }
    registerOfflineShell();
    void flushSaveQueue();
    const onOnline = () => void flushSaveQueue();
    const onPop = () => {
      const next = parseLessonPath(location.pathname);
      if (next) setLessonId(next.lessonId);
    };
    window.addEventListener('online', onOnline);
    window.addEventListener('popstate', onPop);
    return () => {
      window.removeEventListener('online', onOnline);
      window.removeEventListener('popstate', onPop);
    };
  }, [loadOutline, bundleId, courseId]);

  useEffect(() => {
    let live = true;
    loadWithCache(lessonPath(courseId, lessonId), () => getLesson(courseId, lessonId)).then(
      ({ data, fromCache: cached }) => {
        if (!live) return;
        setLesson(data);
        setLoaded((n) => n + 1);
        setFromCache(cached);
      },
      (err: unknown) => live && setFailure(err),
    );
    return () => {
      live = false;
    };
  }, [courseId, lessonId, version]);

  // Opening a lesson: analytics, last-read, title and focus for screen readers.
  const shownId = lesson?.id;
  useEffect(() => {
    if (!shownId) return;
    track('lesson_click', { bundle_id: bundleId, course_id: courseId, lesson_id: shownId });
    setLastRead(enrolmentId, shownId).catch(() => undefined);
    if (openedInPlace.current) heading.current?.focus();
  }, [shownId, bundleId, courseId, enrolmentId]);

  useEffect(() => {
    if (lesson) document.title = `${lesson.title} · ${outline?.course.title ?? 'Lesson'} · Wellspring`;
  }, [lesson, outline]);

  // Saves sent later from the queue: report them, and show their effect if they concern this course.
  useEffect(() => {
    const onFlushed = (e: Event) => {
      const { item, result, error } = (e as CustomEvent<FlushEvent>).detail;
      if (result) reportSave(item.meta, result);
      if (error) toast(`A change you made offline could not be saved: ${error.message}`, 'error');
      if (item.enrolmentId !== enrolmentId) return;
      void loadOutline().catch(() => undefined);
      if (item.meta.lessonId === lessonId) setVersion((v) => v + 1);
    };
    window.addEventListener('ws:save-flushed', onFlushed);
    return () => window.removeEventListener('ws:save-flushed', onFlushed);
  }, [enrolmentId, lessonId, loadOutline]);

  const open = useCallback(
    (id: number) => {
      if (id === lessonId) return;
      history.pushState(null, '', hrefOf(id));
      openedInPlace.current = true;
      setLesson(null);
      setLessonId(id);
      window.scrollTo(0, 0);
    },
    [lessonId, hrefOf],
  );

  const onSaved = useCallback(
    (result: SaveResult) => {
      setOutline((o) =>
        o && {
          ...o,
          progress_percent: result.progress_percent,
          status: result.course_completed || o.status === 'completed' ? 'completed' : o.status,
          lessons: o.lessons.map((l) => (l.id === result.lesson_id ? { ...l, completed: l.completed || result.lesson_completed } : l)),
          completed_lessons: o.lessons.filter((l) => l.completed || (l.id === result.lesson_id && result.lesson_completed)).length,
        },
      );
      setLesson((l) => l && l.id === result.lesson_id ? { ...l, completed: result.lesson_completed, saved_at: result.saved_at } : l);
      // Refresh the copies kept for offline use with what the server now holds.
      getLesson(courseId, result.lesson_id).then(({ data }) => cachePut(lessonPath(courseId, result.lesson_id), data), () => undefined);
      if (result.course_completed) void loadOutline().catch(() => undefined);
    },
    [courseId, loadOutline],
  );

  if (failure) throw failure instanceof ApiError ? asRouteError(failure) : failure;
  if (!outline) return <Loading />;

  const index = lesson ? outline.lessons.findIndex((l) => l.id === lesson.id) : -1;
  const previous = index > 0 ? outline.lessons[index - 1] : undefined;
  const next = index >= 0 ? outline.lessons[index + 1] : undefined;
  const ctx: PlayerContext = { enrolmentId, courseId, bundleId, courseTitle: outline.course.title };
  const navLink = (target: { id: number; title: string }, rel: 'prev' | 'next') => (
    <a
      className={`lesson-nav__${rel}`}
      href={hrefOf(target.id)}
      rel={rel}
      onClick={(e) => {
        if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
        e.preventDefault();
        open(target.id);
      }}
    >
      <span className="lesson-nav__dir">{rel === 'prev' ? '← Previous' : 'Next →'}</span>
      <span className="lesson-nav__title">{target.title}</span>
    </a>
  );

  return (
    <div className="player">
      <header className="player__bar">
        <a className="player__back" href="/my-courses">
          ← My courses
        </a>
        <p className="player__course">
          {bundle && <span className="muted">{bundle.bundle.title} · </span>}
          {outline.course.title}
        </p>
        <ConnectionStatus online={online} pending={pending} />
      </header>
      <div className="player__body">
        <details className="player__outline" open={typeof window !== 'undefined' && window.matchMedia('(min-width: 861px)').matches}>
          <summary>Course outline</summary>
          <Outline outline={outline} currentId={lessonId} hrefOf={hrefOf} onOpen={open} />
        </details>
        <article className="player__lesson" aria-labelledby="lesson-title">
          {outline.status === 'completed' && <CompletionPanel key={outline.certificate?.id ?? 'none'} outline={outline} bundle={bundle} />}
          {!lesson ? (
            <Loading />
          ) : (
            <>
              {fromCache && <p className="notice">You are offline: this is the copy of the lesson kept on this device.</p>}
              <p className="lesson-kicker">
                <span className="badge">{LESSON_KIND_NAMES[lesson.kind]}</span> Lesson {index + 1} of {outline.lessons.length} · {lesson.duration_minutes} min
                {lesson.completed && <span className="badge badge--done">Completed</span>}
              </p>
              <h1 id="lesson-title" ref={heading} tabIndex={-1}>
                {lesson.title}
              </h1>
              <KindView key={`${lesson.id}:${loaded}`} lesson={lesson} ctx={ctx} onSaved={onSaved} />
              <nav className="lesson-nav" aria-label="Previous and next lesson">
                {previous && navLink(previous, 'prev')}
                {next ? (
                  navLink(next, 'next')
                ) : (
                  <a className="lesson-nav__next" href="/my-courses">
                    <span className="lesson-nav__dir">Done for now?</span>
                    <span className="lesson-nav__title">Back to my courses</span>
                  </a>
                )}
              </nav>
            </>
          )}
        </article>
      </div>
    </div>
  );
}

function Gate() {
  const [state, setState] = useState<'restoring' | 'visitor' | 'member'>('restoring');
  const [failure, setFailure] = useState<unknown>(null);
  useEffect(() => {
    restoreSession().then(
      (session) => {
        if (session.isLoggedIn && session.token) return setState('member');
        setState('visitor');
        setTimeout(() => location.replace(paths.login(location.pathname)), ANONYMOUS_REDIRECT_DELAY_MS);
      },
      setFailure,
    );
  }, []);
  if (failure) throw failure;
  if (state === 'restoring') return <Loading />;
  if (state === 'visitor') return <p className="player__redirect">You need to log in to see this lesson. Taking you to the login page…</p>;
  const route = parseLessonPath(location.pathname);
  if (!route) throw { status: 404, statusText: 'Not Found', message: 'No such lesson address.' };
  return <Player route={route} />;
}

export default function LessonPlayer() {
  return (
    <ErrorBoundary>
      <Gate />
    </ErrorBoundary>
  );
}
