// Analytics count what happened (docs/rules/client.md, "Analytics events"): course_click and
// lesson_click are sent for the click that leads to the course or lesson, never for a reload, a direct
// visit or back/forward; every change of address inside the lesson player is a page_view.
import type { Page } from '@playwright/test';
import { dataLayerEvents, expect, newMember, test } from './support/fixtures.ts';

const named = async (page: Page, event: string) => (await dataLayerEvents(page)).filter((e) => e.event === event);

/** After a back/forward visit: events the page sent again. A page restored whole from the back/forward cache still holds its old ones. */
async function sentAgain(page: Page, event: string, before: number): Promise<number> {
  const restored = await page.evaluate(() => (window as unknown as { marked?: boolean }).marked === true);
  return (await named(page, event)).length - (restored ? before : 0);
}

test('course_click is sent for the click on a course card, not for reloads, direct visits or back/forward', async ({ page }) => {
  const course = (await (await page.request.get('/v1/courses/meditation-for-beginners')).json()).data;
  await page.goto('/courses?term=meditation');
  await page.getByRole('link', { name: course.title, exact: true }).first().click();
  await page.waitForURL(`**/course/${course.slug}`);
  expect(await named(page, 'course_click')).toEqual([{ event: 'course_click', course_id: course.id, title: course.title }]);

  await page.reload();
  expect(await named(page, 'course_click')).toEqual([]);

  await page.goto(`/course/${course.slug}`);
  expect(await named(page, 'course_click')).toEqual([]);

  // Away by a click, then back and forward again.
  await page.evaluate(() => ((window as unknown as { marked: boolean }).marked = true));
  await page.getByRole('link', { name: 'Courses', exact: true }).first().click().catch(() => page.goto('/courses'));
  await page.waitForURL((url) => url.pathname !== `/course/${course.slug}`);
  await page.goBack();
  await page.waitForURL(`**/course/${course.slug}`);
  expect(await sentAgain(page, 'course_click', 0)).toBe(0);
});

test('lesson_click is sent for Continue, Next and the outline; every lesson change is a page_view', async ({ page }) => {
  const who = await newMember(page, 'Clicks');
  const login = await (await page.request.post('/v1/auth/login', { data: { email: who.email, password: who.password } })).json();
  const auth = { Authorization: `Bearer ${login.data.token}` };
  const course = (await (await page.request.get('/v1/courses/meditation-for-beginners')).json()).data;
  const enrolment = (await (await page.request.post(`/v1/courses/${course.id}/enrolment`, { headers: auth })).json()).data;
  const [first, second, third] = course.lessons as Array<{ id: number; title: string }>;
  const click = (lessonId: number) => ({ event: 'lesson_click', bundle_id: null, course_id: course.id, lesson_id: lessonId });
  const path = (lessonId: number) => `/lesson/${enrolment.enrolment_id}/${course.id}/${lessonId}`;
  await page.goto('/');
  await page.evaluate((session) => localStorage.setItem('root', JSON.stringify({ version: 1, session })), { token: login.data.token, isLoggedIn: true, user: login.data.user, isSubscribed: false, subscription: null });

  // "Start" on My courses: one lesson_click when the player opens.
  await page.goto('/my-courses');
  await page.getByRole('link', { name: `Start ${course.title}` }).click();
  await page.waitForURL(`**${path(first!.id)}`);
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  await expect.poll(() => named(page, 'lesson_click')).toEqual([click(first!.id)]);

  // A reload or a direct visit is no click. The player decides whether it was opened by a click when
  // it starts, before it asks for the lesson, so once the lesson's heading shows, any lesson_click
  // would already be in the dataLayer.
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  expect(await named(page, 'lesson_click')).toEqual([]);
  await page.goto(path(second!.id));
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  expect(await named(page, 'lesson_click')).toEqual([]);
  expect(await named(page, 'page_view')).toEqual([{ event: 'page_view', url: path(second!.id) }]);

  // Next: in place, a page_view for the new address and a lesson_click.
  await page.getByRole('link', { name: `Next → ${third!.title}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: third!.title })).toBeVisible();
  expect(await named(page, 'lesson_click')).toEqual([click(third!.id)]);
  expect(await named(page, 'page_view')).toEqual([{ event: 'page_view', url: path(second!.id) }, { event: 'page_view', url: path(third!.id) }]);

  // Back: a page_view, no lesson_click.
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: second!.title })).toBeVisible();
  expect(await named(page, 'lesson_click')).toEqual([click(third!.id)]);
  expect((await named(page, 'page_view')).at(-1)).toEqual({ event: 'page_view', url: path(second!.id) });

  // The outline: a page_view and a lesson_click.
  const outline = page.locator('.player__outline');
  if (!(await outline.evaluate((d: HTMLDetailsElement) => d.open))) await outline.locator('summary').click();
  await outline.getByRole('link', { name: first!.title }).click();
  await expect(page.getByRole('heading', { level: 1, name: first!.title })).toBeVisible();
  expect(await named(page, 'lesson_click')).toEqual([click(third!.id), click(first!.id)]);
  expect((await named(page, 'page_view')).at(-1)).toEqual({ event: 'page_view', url: path(first!.id) });
  expect((await named(page, 'page_view')).length).toBe(4);
});

test('no address sent to analytics carries a reset token or a verification hash', async ({ page }) => {
  // Every push is copied to the console: the verification page moves on before it could be read.
  const sent: string[] = [];
  page.on('console', (msg) => msg.text().startsWith('dataLayer ') && sent.push(msg.text()));
  await page.addInitScript(() => {
    const layer: unknown[] = [];
    layer.push = (...items: unknown[]) => {
      for (const item of items) console.log(`dataLayer ${JSON.stringify(item)}`);
      return Array.prototype.push.apply(layer, items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = layer;
  });
  await page.goto('/reset-password/ana%40example.com/0123456789abcdef?email=ana%40example.com');
  await page.goto('/email/verify/7/fedcba9876543210?expires=1&signature=s3cr3t');
  await page.waitForURL('**/email/verify/error');
  await expect.poll(() => sent.filter((s) => s.includes('page_view')).length).toBeGreaterThanOrEqual(3);
  expect(sent.join('\n')).toContain('/reset-password/:email/:token');
  expect(sent.join('\n')).toContain('/email/verify/7/:hash');
  for (const secret of ['0123456789abcdef', 'fedcba9876543210', 's3cr3t', 'ana%40example.com', 'ana@example.com']) expect(sent.join('\n')).not.toContain(secret);
});
