// The lesson player's state as nanostores (docs/rules/client.md, "Lesson player"), so Player is a
// view: the course outline with progress, the open lesson (fresh, or the copy kept on this device),
// the bundle it belongs to, and a failure to show. Lessons open in place (the address follows, and
// each change of address is a page_view); lesson_click is sent for the click that opens a lesson (in
// place, or the link that opened the player), never for a reload or back/forward. Each lesson shown is
// remembered as the last-read lesson. Saves sent later from
// the offline queue update what is shown when they concern this course.
import { atom } from 'nanostores';
import { openedByClick, track, trackPageView } from '../../lib/analytics.ts';
import { getBundleCourse } from '../../lib/api/catalogue.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { enrolledCoursePath, getEnrolledCourse, getLesson, lessonPath, setLastRead } from '../../lib/api/learning.ts';
import type { BundleCourse } from '../../lib/schemas/catalogue.ts';
import type { EnrolledCourse, Lesson, SaveResult } from '../../lib/schemas/learning.ts';
import { m } from '../../paraglide/messages.js';
import { cachePut } from '../../stores/learning-offline.ts';
import { $lastSent, flushSaveQueue, loadWithCache } from './offline.ts';
import { registerOfflineShell } from './offline-shell.ts';
import { lessonUrl, parseLessonPath, type PlayerRoute } from './route.ts';

/** Where the player is: the enrolment, course and the lesson the address names. */
export const $route = atom<PlayerRoute | null>(null);
export const $outline = atom<EnrolledCourse | null>(null);
export const $bundle = atom<BundleCourse | null>(null);
export const $lesson = atom<Lesson | null>(null);
/** True when the open lesson is the copy kept on this device (no network). */
export const $lessonFromCache = atom(false);
/** Bumped each time a freshly loaded lesson is shown, so its form starts from the loaded state. */
export const $lessonLoads = atom(0);
/** True once a lesson was opened in place, so its heading takes the focus (screen readers). */
export const $openedInPlace = atom(false);
export const $failure = atom<unknown>(null);

/** Waits this long after the outline loads before fetching every lesson for offline use. */
const PREFETCH_DELAY_MS = 1500;

function loadOutline(): Promise<EnrolledCourse> {
  const { enrolmentId, courseId } = $route.get()!;
  return loadWithCache(enrolledCoursePath(enrolmentId), () => getEnrolledCourse(enrolmentId)).then(({ data }) => {
    if (data.course.id !== courseId) throw new ApiError(404, m.learning_not_in_enrolment());
    $outline.set(data);
    return data;
  });
}

/** Keeps every lesson of the course on this device, so the course can be followed offline. */
function prefetchLessons(outline: EnrolledCourse): void {
  if (!navigator.onLine) return;
  const { courseId } = $route.get()!;
  setTimeout(async () => {
    for (const l of outline.lessons.filter((x) => !x.opens_at)) {
      await getLesson(courseId, l.id).then(({ data }) => cachePut(lessonPath(courseId, l.id), data), () => undefined);
    }
  }, PREFETCH_DELAY_MS);
}

let lessonTicket = 0;
let shownLessonId: number | null = null;

/** Loads the lesson the route names; an answer for a lesson no longer wanted is dropped. */
function loadLesson(): void {
  const { courseId, lessonId, enrolmentId } = $route.get()!;
  const ticket = ++lessonTicket;
  // The previous lesson may have been one not open yet (a 403): that refusal concerns it alone.
  const failed = $failure.get();
  if (failed instanceof ApiError && failed.status === 403) $failure.set(null);
  loadWithCache(lessonPath(courseId, lessonId), () => getLesson(courseId, lessonId)).then(
    ({ data, fromCache }) => {
      if (ticket !== lessonTicket) return;
      $lesson.set(data);
      $lessonFromCache.set(fromCache);
      $lessonLoads.set($lessonLoads.get() + 1);
      if (data.id === shownLessonId) return;
      shownLessonId = data.id;
      setLastRead(enrolmentId, data.id).catch(() => undefined);
    },
    (err: unknown) => ticket === lessonTicket && $failure.set(err),
  );
}

function showTitle(): void {
  const lesson = $lesson.get();
  if (lesson) document.title = `${lesson.title} · ${$outline.get()?.course.title ?? m.learning_page_title()} · Wellspring`;
}

/** A save sent later from the queue: refresh what it changed if it concerns this course. */
function followSentSave(sent: ReturnType<typeof $lastSent.get>): void {
  const route = $route.get();
  if (!sent || !route || sent.item.enrolmentId !== route.enrolmentId) return;
  void loadOutline().catch(() => undefined);
  if (sent.item.meta.lessonId === route.lessonId) loadLesson();
}

/** Starts the player on `route`; returns what stops it. */
export function startPlayer(route: PlayerRoute): () => void {
  $route.set(route);
  // The player opened by a click on a lesson link (Continue, Start, a lesson of the course page).
  if (openedByClick()) trackLessonClick(route.lessonId);
  $failure.set(null);
  loadOutline().then(prefetchLessons, (err: unknown) => $failure.set(err));
  if (route.bundleId) {
    const { bundleId, courseId } = route;
    loadWithCache(`/bundles/${bundleId}/${courseId}`, () => getBundleCourse(bundleId, courseId)).then(({ data }) => $bundle.set(data), () => $bundle.set(null));
  }
  loadLesson();
  registerOfflineShell();
  void flushSaveQueue();
  const onOnline = () => void flushSaveQueue();
  const onPop = () => {
    const next = parseLessonPath(location.pathname);
    if (!next) return;
    // Back/forward changes the address: a page view, but no lesson_click (nothing was clicked).
    trackPageView();
    showLesson(next.lessonId);
  };
  window.addEventListener('online', onOnline);
  window.addEventListener('popstate', onPop);
  const stops = [$lesson.listen(showTitle), $outline.listen(showTitle), $lastSent.listen(followSentSave)];
  return () => {
    window.removeEventListener('online', onOnline);
    window.removeEventListener('popstate', onPop);
    for (const stop of stops) stop();
  };
}

function trackLessonClick(lessonId: number): void {
  const { bundleId, courseId } = $route.get()!;
  track('lesson_click', { bundle_id: bundleId, course_id: courseId, lesson_id: lessonId });
}

function showLesson(lessonId: number): void {
  $route.set({ ...$route.get()!, lessonId });
  loadLesson();
}

/** Opens another lesson in place: the address follows, the view goes back to the top. */
export function openLesson(lessonId: number): void {
  const route = $route.get()!;
  if (lessonId === route.lessonId) return;
  history.pushState(null, '', lessonUrl(route, lessonId));
  trackPageView();
  trackLessonClick(lessonId);
  $openedInPlace.set(true);
  $lesson.set(null);
  showLesson(lessonId);
  window.scrollTo(0, 0);
}

/** A save the server answered: progress, completion and the copies kept for offline use follow it. */
export function applySave(result: SaveResult): void {
  const outline = $outline.get();
  if (outline) {
    $outline.set({
      ...outline,
      progress_percent: result.progress_percent,
      status: result.course_completed || outline.status === 'completed' ? 'completed' : outline.status,
      lessons: outline.lessons.map((l) => (l.id === result.lesson_id ? { ...l, completed: l.completed || result.lesson_completed } : l)),
      completed_lessons: outline.lessons.filter((l) => l.completed || (l.id === result.lesson_id && result.lesson_completed)).length,
    });
  }
  const lesson = $lesson.get();
  if (lesson && lesson.id === result.lesson_id) $lesson.set({ ...lesson, completed: result.lesson_completed, saved_at: result.saved_at });
  const { courseId } = $route.get()!;
  getLesson(courseId, result.lesson_id).then(({ data }) => cachePut(lessonPath(courseId, result.lesson_id), data), () => undefined);
  if (result.course_completed) void loadOutline().catch(() => undefined);
}
