// The notification centre: the demo member sees their notifications (newest first, unread marked,
// as the API holds them at that moment),
// the header badge counts them and changes live when something happens elsewhere: a notification
// created by a real action (the member collects a certificate from another device) and one read
// from another device; then marks all read. Axe-clean at phone and desktop widths.
import type { APIRequestContext, Page } from '@playwright/test';
import { COURSES } from '../../src/server/demo/data/courses.ts';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';

// A free course no other spec uses and the demo seed leaves untouched (her seeded history already
// finished desk-body-reset), so finishing it here is a real completion and this spec's own.
const SLUG = 'wind-down-evening-routine';

/** Another device of the same member: the API with a token of its own. */
async function otherDevice(request: APIRequestContext): Promise<(method: 'get' | 'post', path: string, data?: unknown) => Promise<any>> {
  const login = await request.post('/v1/auth/login', { data: { email: 'member@wellspring.example', password: 'wellspring-demo' } });
  const { token } = (await login.json()).data;
  return async (method, path, data) => {
    const res = await request[method](`/v1${path}`, { headers: { authorization: `Bearer ${token}` }, ...(data === undefined ? {} : { data }) });
    expect(res.status(), `${method} ${path}: ${await res.text()}`).toBeLessThan(300);
    return res.json();
  };
}

/** Finishes every lesson of the course through the API, as the lesson player would. */
async function finishCourse(api: Awaited<ReturnType<typeof otherDevice>>) {
  const course = (await api('get', `/courses/${SLUG}`)).data;
  const seed = COURSES.find((c) => c.slug === SLUG)!;
  await api('post', `/courses/${course.id}/enrolment`);
  for (const ref of course.lessons as Array<{ id: number; kind: string }>) {
    const at = `/courses/${course.id}/${ref.id}`;
    const lesson = (await api('get', at)).data;
    if (ref.kind === 'detail') await api('post', `${at}/finish`);
    if (ref.kind === 'checklist') await api('post', `${at}/checklist`, { checked_ids: lesson.checklist.items.map((i: { id: number }) => i.id) });
    if (ref.kind === 'quiz') {
      const seeded = seed.lessons.find((l) => l.kind === 'quiz' && l.title === lesson.title) as { questions: Array<{ correct: string[] }> };
      const answers = Object.fromEntries(lesson.quiz.questions.map((q: { id: number; position: number }) => [q.id, seeded.questions[q.position - 1]!.correct]));
      await api('post', `${at}/quiz`, { answers });
    }
    if (ref.kind === 'survey') {
      const answers = Object.fromEntries(
        lesson.survey.questions.map((q: { id: number; kind: string; options: Array<{ id: string }> }) => [q.id, q.kind === 'rating' ? 4 : q.kind === 'single' ? q.options[0]!.id : 'Shorter breaks help.']),
      );
      await api('post', `${at}/survey`, { answers });
    }
    if (ref.kind === 'task') await api('post', `${at}/task`, { answer: 'Two movement snacks a day, after each call.', submit: true });
  }
  return course as { id: number; title: string };
}

const bell = (page: Page) => page.locator('.site-header [data-notify-bell]');

test('the member reads notifications, and the header count follows what happens elsewhere, live', async ({ page, request }) => {
  test.setTimeout(120_000);
  await signIn(page);
  const api = await otherDevice(request);
  // Other specs learn as the demo member too, and what they earn is announced: the page is checked
  // against what the API holds at this moment, not against a fixed count.
  const before = await api('get', '/auth/notifications?per_page=20');
  const unreadLabel = (n: number) => (n === 0 ? 'Notifications, none unread' : `Notifications, ${n} unread`);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/notifications');

  await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
  const list = page.getByRole('list', { name: 'Your notifications' });
  const items = list.getByRole('listitem');
  await expect(items).toHaveCount(before.data.length);
  // Newest first; unread ones are bold and say so in words; the seeded ones are there.
  await expect(items.nth(0)).toContainText(before.data[0].title);
  await expect(list.getByText('Unread', { exact: true })).toHaveCount(before.data.filter((n: { read: boolean }) => !n.read).length);
  await expect(list.getByRole('link', { name: 'You earned the First Step badge' })).toHaveAttribute('href', '/badges');
  await expect(list.getByRole('link', { name: 'Your certificate is ready' })).toBeVisible();
  const firstUnread = list.locator('li', { has: page.getByText('Unread', { exact: true }) }).first();
  expect(await firstUnread.locator('.notice__title').evaluate((el) => getComputedStyle(el).fontWeight)).toBe('700');
  await expect(page.getByText(`You have ${before.meta.unread} unread notification${before.meta.unread === 1 ? '' : 's'}.`)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName(unreadLabel(before.meta.unread));
  await expect(bell(page).locator('[data-notify-count]')).toHaveText(String(before.meta.unread));
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'tests/.tmp/notifications-unread-1280.png' });

  // Elsewhere, the member finishes a course, which issues its certificate: the news (the certificate,
  // and any badge or level it earned) appears here and the count goes up, without a reload.
  const course = await finishCourse(api);
  const after = await api('get', '/auth/notifications?per_page=20');
  expect(after.meta.unread).toBeGreaterThan(before.meta.unread);
  await expect(bell(page)).toHaveAccessibleName(unreadLabel(after.meta.unread));
  await expect(items.nth(0)).toContainText(`Your certificate for ${course.title} is ready`);
  await expect(items).toHaveCount(after.data.length);

  // Elsewhere, one is read: the count goes down.
  await api('post', `/auth/notifications/${after.data[0].id}/read`);
  await expect(bell(page)).toHaveAccessibleName(unreadLabel(after.meta.unread - 1));

  // Mark all read here.
  await page.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(page.getByText('All notifications are marked as read.')).toBeVisible();
  await expect(page.getByText('You are all caught up.')).toBeVisible();
  await expect(list.getByText('Unread', { exact: true })).toHaveCount(0);
  await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
  await expect(bell(page).locator('[data-notify-count]')).toBeHidden();
  await page.screenshot({ path: 'tests/.tmp/notifications-1280.png', fullPage: true });

  // On a phone: the badge stays in the header, nothing scrolls sideways, still axe-clean.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(items).toHaveCount(after.data.length);
  await expect(bell(page)).toBeVisible();
  await expect(bell(page)).toHaveAccessibleName('Notifications, none unread');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'tests/.tmp/notifications-390.png', fullPage: true });
});
