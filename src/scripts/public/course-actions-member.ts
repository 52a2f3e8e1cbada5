// The enrol and bookmark buttons for a signed-in member (loaded by course-actions.ts only then):
// asks the learning API for the enrolment status (which includes the bookmark state), enrols
// (course_enrol is reported after a successful enrol), and toggles the bookmark, showing the state
// on the buttons.
import { track } from '../../lib/analytics.ts';
import { enrolInCourse, getEnrolmentStatus, toggleBookmark } from '../../lib/api/learning.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import { toast } from '../../stores/ui.ts';
import { updateSubscription } from '../../stores/session.ts';

type Box = {
  root: HTMLElement;
  courseId: number;
  title: string;
  bundleId: number | undefined;
  bundleTitle: string | undefined;
  enrol: HTMLAnchorElement;
  status: HTMLElement | null;
  /** Bookmark toggles so far: a status asked for before the latest toggle must not undo it. */
  bookmarkToggles: number;
};

function say(box: Box, message: string): void {
  if (box.status) box.status.textContent = message;
}

/** A paid course's buy box gives way to the enrol link (owned, subscribed or enrolled). */
function hideBuyBox(box: Box): void {
  const buyBox = box.root.querySelector<HTMLElement>('[data-buy-box]');
  if (buyBox) buyBox.hidden = true;
  box.enrol.hidden = false;
}

function showEnrolled(box: Box, resumeUrl: string | null, progress: number): void {
  box.root.dataset.enrolled = 'true';
  hideBuyBox(box);
  const badge = box.root.querySelector<HTMLElement>('[data-enrolled-badge]') ?? document.createElement('p');
  badge.dataset.enrolledBadge = '';
  badge.className = 'course-actions__enrolled';
  badge.textContent = m.public_enrolled();
  if (!badge.isConnected) box.root.prepend(badge);
  if (resumeUrl) box.enrol.href = localizePath(resumeUrl);
  box.enrol.textContent = progress > 0 ? m.public_continue_learning({ progress }) : m.public_start_learning();
  box.enrol.removeAttribute('aria-disabled');
}

function bookmarkButton(box: Box): HTMLButtonElement | null {
  const link = box.root.querySelector<HTMLAnchorElement>('a[data-bookmark]');
  if (!link) return box.root.querySelector<HTMLButtonElement>('button[data-bookmark]');
  // A real button for members: it acts in place rather than going somewhere.
  const button = document.createElement('button');
  button.type = 'button';
  button.className = link.className;
  button.dataset.bookmark = '';
  button.setAttribute('aria-pressed', 'false');
  button.textContent = m.public_bookmark();
  link.replaceWith(button);
  return button;
}

function setBookmarked(button: HTMLButtonElement, on: boolean): void {
  button.setAttribute('aria-pressed', String(on));
  button.textContent = on ? m.public_bookmarked() : m.public_bookmark();
}

async function loadStatus(box: Box, bookmark: HTMLButtonElement | null): Promise<void> {
  const togglesBefore = box.bookmarkToggles;
  try {
    const { data } = await getEnrolmentStatus(box.courseId);
    // The course's cohorts, when the page shows any (docs/rules/cohorts.md, "On the course page").
    if (!box.bundleId && document.querySelector('[data-course-cohorts], .lessons__opens')) void import('./course-cohorts-member.ts').then((m) => m.startMemberCohorts(data));
    if (data.enrolled) showEnrolled(box, data.resume_url, data.progress_percent);
    else if (box.root.dataset.paid === 'true') {
      // A subscriber enrols in a paid course without paying: the session's subscription part says so,
      // checked against the API (it may have changed in another tab).
      const { getSubscriptionStatus } = await import('../../lib/api/accounts.ts');
      const { data: status } = await getSubscriptionStatus();
      updateSubscription(status.isSubscribed, status.subscription);
      if (status.isSubscribed) hideBuyBox(box);
    }
    // A member who toggled the bookmark while the status was on its way (a paid course's status
    // takes two round trips) sees what their toggle answered, not the older state.
    if (bookmark && box.bookmarkToggles === togglesBefore) setBookmarked(bookmark, data.bookmarked);
  } catch {
    // Without a status the buttons still work: enrolling again is answered by the API.
  } finally {
    box.root.dataset.ready = 'true';
  }
}

async function enrol(box: Box): Promise<void> {
  if (box.enrol.getAttribute('aria-disabled') === 'true') return;
  box.enrol.setAttribute('aria-disabled', 'true');
  const label = box.enrol.textContent;
  box.enrol.textContent = m.public_enrolling();
  try {
    const { data } = await enrolInCourse(box.courseId, box.bundleId ? { bundle_id: box.bundleId } : {});
    track('course_enrol', { course_id: box.courseId, title: box.title });
    showEnrolled(box, data.resume_url, 0);
    const done = box.bundleTitle ? m.public_enrolled_in_bundle({ bundle: box.bundleTitle }) : m.public_enrolled_in({ course: box.title });
    say(box, done);
    toast(done, 'success');
  } catch (err) {
    box.enrol.textContent = label;
    box.enrol.removeAttribute('aria-disabled');
    if (err instanceof ApiError && err.status === 401) return; // the Session Expired dialog handles it
    const message = err instanceof ApiError ? err.message : m.public_enrol_failed();
    say(box, message);
    toast(message, 'error');
  }
}

async function toggle(box: Box, button: HTMLButtonElement): Promise<void> {
  box.bookmarkToggles += 1;
  button.disabled = true;
  try {
    const { data } = await toggleBookmark(box.courseId);
    setBookmarked(button, data.bookmarked);
    const message = data.bookmarked ? m.public_bookmark_added({ course: box.title }) : m.public_bookmark_removed({ course: box.title });
    say(box, message);
    toast(message, 'success');
  } catch (err) {
    if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : m.public_bookmark_failed(), 'error');
  } finally {
    button.disabled = false;
  }
}

export function startMemberCourseActions(root: ParentNode = document): void {
  for (const el of root.querySelectorAll<HTMLElement>('[data-course-actions]')) {
    const enrolLink = el.querySelector<HTMLAnchorElement>('[data-enrol]');
    if (!enrolLink) continue;
    const box: Box = {
      root: el,
      courseId: Number(el.dataset.courseId),
      title: el.dataset.courseTitle ?? '',
      bundleId: el.dataset.bundleId ? Number(el.dataset.bundleId) : undefined,
      bundleTitle: el.dataset.bundleTitle || undefined,
      enrol: enrolLink,
      status: el.querySelector('[data-actions-status]'),
      bookmarkToggles: 0,
    };
    const bookmark = bookmarkButton(box);
    enrolLink.addEventListener('click', (e) => {
      if (box.root.dataset.enrolled === 'true') return; // a plain link to the lesson now
      e.preventDefault();
      void enrol(box);
    });
    bookmark?.addEventListener('click', () => void toggle(box, bookmark));
    // Joining a cohort enrols a member who was not yet (docs/rules/cohorts.md): the buttons follow.
    document.addEventListener('cohort-joined', () => {
      if (box.root.dataset.enrolled === 'true') return;
      void getEnrolmentStatus(box.courseId).then(({ data }) => data.enrolled && showEnrolled(box, data.resume_url, data.progress_percent), () => undefined);
    });
    void loadStatus(box, bookmark);
  }
}
