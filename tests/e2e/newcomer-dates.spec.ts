// One date format across the site (docs/rules/client.md, "Dates"): every date a page shows is the long
// day-month-year form of one formatter, src/lib/dates.ts. Server-rendered pages use the site's locale;
// member screens the browser's, in the same long style.
import type { Page } from '@playwright/test';
import { expect, newMember, test } from './support/fixtures.ts';

const MONTHS = 'January|February|March|April|May|June|July|August|September|October|November|December';
/** Anything that reads as a date: 23/11/2026, 2026-11-23, November 23, 2026, 23 November 2026, 23 Nov 2026. */
const ANY_DATE = new RegExp(`\\b\\d{1,2}/\\d{1,2}/\\d{2,4}\\b|\\b\\d{4}-\\d{2}-\\d{2}\\b|\\b(?:${MONTHS}|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.? \\d{1,2}, \\d{4}\\b|\\b\\d{1,2} (?:${MONTHS}|Jan|Feb|Mar|Apr|Jun|Jul|Aug|Sep|Sept|Oct|Nov|Dec)\\.? \\d{4}\\b`, 'g');
const EN_GB = new RegExp(`^\\d{1,2} (?:${MONTHS}) \\d{4}$`);
const EN_US = new RegExp(`^(?:${MONTHS}) \\d{1,2}, \\d{4}$`);

async function datesShown(page: Page): Promise<string[]> {
  const text = await page.locator('main').innerText();
  return text.match(ANY_DATE) ?? [];
}

async function signedInMemberWithHistory(page: Page): Promise<void> {
  const who = await newMember(page, 'Dates');
  const login = await page.request.post('/v1/auth/login', { data: { email: who.email, password: who.password } });
  const { data } = await login.json();
  const auth = { Authorization: `Bearer ${data.token}` };
  const course = (await (await page.request.get('/v1/courses/meditation-for-beginners')).json()).data;
  const enrolled = await page.request.post(`/v1/courses/${course.id}/enrolment`, { headers: auth });
  expect(enrolled.status(), await enrolled.text()).toBeLessThan(300);
  const enrolment = (await enrolled.json()).data;
  const read = await page.request.put(`/v1/courses/enrolled/${enrolment.enrolment_id}/lastRead`, { headers: auth, data: { lesson_id: course.lessons[0].id } });
  expect(read.status(), await read.text()).toBe(200);
  await page.goto('/');
  await page.evaluate((session) => localStorage.setItem('root', JSON.stringify({ version: 1, session })), { token: data.token, isLoggedIn: true, user: data.user, isSubscribed: false, subscription: null });
  // A certificate and a completed course, as the certificates screen lists them.
  const issuedAt = '2026-03-03T10:00:00.000Z';
  await page.route('**/v1/auth/certificates?*', (route) =>
    route.fulfill({ json: { data: [{ id: 1, code: 'WS-AAAA-BBBB-CCCC', course_id: course.id, course_title: course.title, holder_name: who.name, issued_at: issuedAt, verify_url: '/certificate/WS-AAAA-BBBB-CCCC', download_path: '/v1/auth/certificates/1/download' }], meta: { current_page: 1, last_page: 1, per_page: 10, total: 1 } } }),
  );
  await page.route('**/v1/auth/courses/enrolled?*status=completed*', (route) =>
    route.fulfill({ json: { data: [{ enrolment_id: 99, bundle_id: null, status: 'completed', progress_percent: 100, resume_url: '/my-courses', enrolled_at: issuedAt, last_read_at: issuedAt, completed_at: issuedAt, course: { id: 999, slug: 'done', title: 'A finished course', image_url: course.image_url, lesson_count: 3 }, certificate_id: null }], meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 } } }),
  );
}

// The screens' reads are answered by page.route below; the app's service worker, once it controls the
// page, fetches past page.route, so a run where it took over first saw no certificate (CI, 2026-11-29).
test.use({ serviceWorkers: 'block' });

test.describe('in an en-GB browser', () => {
  test.use({ locale: 'en-GB', timezoneId: 'Europe/London' });

  test('every date on public and member pages reads "3 March 2026"', async ({ page }) => {
    const post = (await (await page.request.get('/v1/blogs?per_page=1')).json()).data[0];
    const article = (await (await page.request.get('/v1/help-centers?per_page=1')).json()).data[0];
    const seen: Record<string, string[]> = {};
    for (const path of ['/blog', `/blog/${post.id}`, `/help/${article.id}`, '/page/about-us']) {
      await page.goto(path);
      seen[path] = await datesShown(page);
    }
    await signedInMemberWithHistory(page);
    for (const [path, ready] of [['/my-courses', 'last opened'], ['/certificates', 'Issued to']] as const) {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible();
      seen[path] = await datesShown(page);
    }
    for (const [path, dates] of Object.entries(seen)) {
      expect(dates.length, `${path} shows a date`).toBeGreaterThan(0);
      expect(dates.filter((d) => !EN_GB.test(d)), `dates on ${path}`).toEqual([]);
    }
  });
});

test.describe('in an en-US browser', () => {
  test.use({ locale: 'en-US', timezoneId: 'America/New_York' });

  test('member screens show the same long style in the browser\'s locale, public pages the site\'s', async ({ page }) => {
    await signedInMemberWithHistory(page);
    // The same readiness signs as the en-GB walk (the clean-clone run once timed out waiting for the
    // first <time> on a loaded machine, where the list's own text is the surer sign).
    for (const [path, ready] of [['/my-courses', 'last opened'], ['/certificates', 'Issued to']] as const) {
      await page.goto(path);
      await expect(page.getByText(ready).first()).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('main time').first()).toBeVisible();
      const dates = await datesShown(page);
      expect(dates.length, path).toBeGreaterThan(0);
      expect(dates.filter((d) => !EN_US.test(d)), `dates on ${path}`).toEqual([]);
    }
    const post = (await (await page.request.get('/v1/blogs?per_page=1')).json()).data[0];
    await page.goto(`/blog/${post.id}`);
    const dates = await datesShown(page);
    expect(dates.length).toBeGreaterThan(0);
    expect(dates.filter((d) => !EN_GB.test(d))).toEqual([]);
  });
});
