// The member's rewards in a real browser, at desktop and phone widths, axe clean: a new member's
// empty points, badges and leaderboard (and their browser's time zone reaching the profile, where the
// demo member's kept zone is left alone); the demo member's points and history, a badge's dialog (Escape closes it, focus goes back), the leaderboard
// tabs by keyboard and the privacy switch off and on, and the streak week on the dashboard. Expected
// figures come from the same API the pages read, after the test has made the member learn.
import type { Page } from '@playwright/test';
import type { Badge, Leaderboard, PointsEntry, PointsSummary, Streak } from '../../src/lib/schemas/rewards.ts';
import { BADGES } from '../../src/server/rewards/service/badge-catalogue.ts';
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

// These pages are measured once the network is quiet; the app's service worker (docs/rules/app.md) keeps
// requests of its own in flight for a member, so it is left out here and tested in app-install.spec.ts.
test.use({ serviceWorkers: 'block' });

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

/** A free course no other spec learns in, so this spec's lesson never changes another's figures. */
const COURSE_SLUG = 'listening-that-connects';

async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

/** Enrols (or finds the enrolment) and finishes the course's first reading, through the API. */
async function finishFirstLesson(page: Page, token: string): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const course = (await (await page.request.get(`/v1/courses/${COURSE_SLUG}`)).json()).data as { id: number };
  const enrolled = await page.request.post(`/v1/courses/${course.id}/enrolment`, { headers: auth });
  expect([200, 201, 409], await enrolled.text()).toContain(enrolled.status());
  const list = await apiGet<{ data: Array<{ enrolment_id: number; course: { id: number } }> }>(page, token, '/v1/auth/courses/enrolled?per_page=50');
  const enrolmentId = list.data.find((e) => e.course.id === course.id)!.enrolment_id;
  const detail = await apiGet<{ data: { lessons: Array<{ id: number; kind: string; title: string }> } }>(page, token, `/v1/courses/enrolled/${enrolmentId}`);
  const reading = detail.data.lessons.find((l) => l.kind === 'detail')!;
  const saved = await page.request.post(`/v1/courses/enrolled/${enrolmentId}/finish`, { headers: auth, data: { lesson_id: reading.id, client_save_id: crypto.randomUUID() } });
  expect(saved.status(), await saved.text()).toBe(200);
  return reading.title;
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const vp of VIEWPORTS) {
  test.describe(`a new member (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height }, timezoneId: 'Pacific/Auckland' });

    test('sees how to begin on /points, /badges and /leaderboard, and the browser’s time zone reaches the profile', async ({ page }) => {
      const who = await newMember(page, 'Sprout');
      const { token } = await signIn(page, who);
      // Until the browser says otherwise, days are counted in UTC.
      expect((await apiGet<{ data: Streak }>(page, token, '/v1/auth/streak')).data.time_zone).toBe('UTC');

      await page.goto('/points');
      await expect(page.getByRole('heading', { level: 1, name: 'Points' })).toBeVisible();
      await expect(page.locator('.rewards-stat--total')).toHaveText(/^0\s*Points in total$/);
      await expect(page.getByText('No points yet. Finish a lesson to earn your first points.')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Points per week, last 12 weeks' })).toBeVisible();
      await expect(page.locator('.wbars__bar')).toHaveCount(12);
      await expect(page.getByRole('heading', { name: 'Seedling' })).toBeVisible();
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);

      // The member gate sent the browser's zone once this session.
      await expect.poll(async () => (await apiGet<{ data: Streak }>(page, token, '/v1/auth/streak')).data.time_zone).toBe('Pacific/Auckland');

      await page.goto('/badges');
      const tiles = page.locator('.badge-grid > li');
      await expect(tiles).toHaveCount(BADGES.length);
      await expect(page.locator('.badge-tile--locked')).toHaveCount(BADGES.length);
      await expect(page.getByRole('button', { name: /First Step.*Locked: 0 of 1 lesson/ })).toBeVisible();
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);

      await page.goto('/leaderboard');
      await expect(page.getByRole('tab', { name: 'This week', selected: true })).toBeVisible();
      await expect(page.getByRole('tabpanel')).toContainText(/Earn points to appear on this board\.|No one has earned points this week yet\./);
      await expect(page.locator('.board__me')).toHaveCount(0);
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);
    });
  });
}

test.describe('the demo member', () => {
  // One after the other: they share the demo member's leaderboard switch.
  test.describe.configure({ mode: 'serial' });
  // A browser in another zone than the one her profile keeps: it must not replace it.
  test.use({ timezoneId: 'Asia/Tokyo' });

  for (const vp of VIEWPORTS) {
    test(`opens points, badges, leaderboard and the dashboard streak (${vp.name})`, async ({ page }) => {
      test.setTimeout(120_000);
      await page.setViewportSize({ width: vp.width, height: vp.height });
      const { token } = await signIn(page);
      const keptZone = (await apiGet<{ data: Streak }>(page, token, '/v1/auth/streak')).data.time_zone;
      expect(keptZone).not.toBe('UTC');
      const lessonTitle = await finishFirstLesson(page, token);

      // Points: the totals, level and history the API reports.
      const points = await apiGet<{ data: PointsEntry[]; summary: PointsSummary }>(page, token, '/v1/auth/points?per_page=10');
      await page.goto('/points');
      await expect(page.locator('.rewards-stat--total .rewards-stat__value')).toHaveText(points.summary.totals.all_time.toLocaleString('en-US'));
      await expect(page.getByRole('heading', { name: points.summary.level.name })).toBeVisible();
      await expect(page.getByRole('progressbar', { name: /Progress to level|Highest level/ })).toHaveAttribute('value', String(points.summary.level_progress_percent));
      const history = page.locator('.history__item');
      await expect(history).toHaveCount(points.data.length);
      await expect(history.first()).toContainText(points.data[0]!.description);
      await expect(page.getByRole('link', { name: `Finished the lesson “${lessonTitle}”` }).first()).toHaveAttribute('href', /^\/lesson\/\d+\/\d+\/\d+$/);
      await page.getByText('Show as a table').click();
      await expect(page.locator('.data-table tbody tr')).toHaveCount(12);
      await expect(page.locator('.data-table tbody tr').last().locator('td').last()).toHaveText(points.summary.weeks.at(-1)!.points.toLocaleString('en-US'));
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);
      // The member gate looked at the kept zone this session and left it alone.
      await expect.poll(() => page.evaluate(() => sessionStorage.getItem('wellspring.time-zone-sent'))).toBe('Asia/Tokyo');
      await page.waitForLoadState('networkidle');
      expect((await apiGet<{ data: Streak }>(page, token, '/v1/auth/streak')).data.time_zone).toBe(keptZone);

      // Badges: First Step is earned; its dialog opens, Escape closes it and focus returns.
      const badges = (await apiGet<{ data: Badge[] }>(page, token, '/v1/auth/badges')).data;
      const firstStep = badges.find((b) => b.key === 'first_lesson')!;
      expect(firstStep.earned).toBe(true);
      await page.goto('/badges');
      await expect(page.locator('.badge-tile:not(.badge-tile--locked)')).toHaveCount(badges.filter((b) => b.earned).length);
      const tile = page.getByRole('button', { name: /^First Step Earned/ });
      await tile.click();
      const dialog = page.getByRole('dialog', { name: 'First Step' });
      await expect(dialog).toBeVisible();
      await expect(dialog).toContainText(firstStep.description);
      await expect(dialog).toContainText(firstStep.criteria);
      await expect(dialog).toContainText('Earned on');
      await expect(dialog.getByRole('link', { name: 'Public page' })).toHaveAttribute('href', firstStep.public_url!);
      await expect(dialog.getByRole('link', { name: 'Download Open Badges credential' })).toHaveAttribute('href', firstStep.credential_url!);
      await expectNoAxeViolations(page);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(tile).toBeFocused();
      // A locked badge shows its progress in the dialog, and Close closes it too.
      const locked = badges.find((b) => !b.earned)!;
      await page.getByRole('button', { name: new RegExp(`^${locked.name} Locked`) }).click();
      const lockedDialog = page.getByRole('dialog', { name: locked.name });
      await expect(lockedDialog).toContainText(locked.progress.label);
      await expect(lockedDialog.getByRole('link', { name: 'Download Open Badges credential' })).toHaveCount(0);
      await lockedDialog.getByRole('button', { name: 'Close' }).click();
      await expect(lockedDialog).toBeHidden();
      await expectNoSidewaysScroll(page, vp.width);

      // Leaderboard: the tabs by keyboard, the member's own row, the privacy switch off and on.
      await page.goto('/leaderboard');
      const week = page.getByRole('tab', { name: 'This week' });
      await expect(week).toHaveAttribute('aria-selected', 'true');
      const me = page.locator('.board__me');
      await expect(me).toContainText('Maya Thompson (you)');
      await expectNoAxeViolations(page);
      await week.focus();
      await page.keyboard.press('ArrowRight');
      const month = page.getByRole('tab', { name: 'This month' });
      await expect(month).toBeFocused();
      await expect(month).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('tabpanel', { name: 'This month' })).toContainText('Points earned in');
      await page.keyboard.press('ArrowRight');
      const all = page.getByRole('tab', { name: 'All time' });
      await expect(all).toBeFocused();
      await expect(page.getByRole('tabpanel', { name: 'All time' })).toContainText('Points earned since joining');
      const allBoard = (await apiGet<{ data: Leaderboard }>(page, token, '/v1/leaderboard?period=all')).data;
      await expect(me).toContainText(String(allBoard.me!.points));
      await expect(me.locator('.board__rank')).toHaveText(String(allBoard.me!.rank));
      await page.keyboard.press('ArrowRight');
      await expect(week).toBeFocused();
      await page.keyboard.press('End');
      await expect(all).toBeFocused();
      await page.keyboard.press('Home');
      await expect(week).toBeFocused();
      await expect(week).toHaveAttribute('aria-selected', 'true');

      const privacy = page.getByRole('switch', { name: 'Show me on the leaderboard' });
      await expect(privacy).toHaveAttribute('aria-checked', 'true');
      await privacy.click();
      await expect(privacy).toHaveAttribute('aria-checked', 'false');
      await expect(page.getByText('You are no longer shown on the leaderboard.')).toBeVisible();
      await expect(me).toHaveCount(0);
      await expect(page.getByRole('tabpanel')).toContainText('You are not shown on the leaderboard.');
      expect((await apiGet<{ data: Leaderboard }>(page, token, '/v1/leaderboard?period=week')).data.hidden).toBe(true);
      await expectNoAxeViolations(page);
      await privacy.click();
      await expect(privacy).toHaveAttribute('aria-checked', 'true');
      await expect(me).toContainText('Maya Thompson (you)');
      expect((await apiGet<{ data: Leaderboard }>(page, token, '/v1/leaderboard?period=week')).data.hidden).toBe(false);
      await expectNoSidewaysScroll(page, vp.width);

      // Dashboard: the streak week as seven days, today learned, and the latest badge linking to its page.
      const streak = (await apiGet<{ data: Streak }>(page, token, '/v1/auth/streak')).data;
      await page.goto('/dashboard');
      const streakCard = page.getByRole('region', { name: 'Learning streak' });
      await expect(streakCard.getByRole('list', { name: 'This week' }).getByRole('listitem')).toHaveCount(7);
      await expect(streakCard).toContainText(`${streak.current_days} ${streak.current_days === 1 ? 'day' : 'days'} in a row`);
      await expect(streakCard.locator('.streak-day--learned')).toHaveCount(streak.week.filter((d) => d.state === 'learned').length);
      expect(streak.week.some((d) => d.state === 'learned')).toBe(true);
      await expect(streakCard).toContainText(`${streak.rest_days_left} rest day${streak.rest_days_left === 1 ? '' : 's'} left this week`);
      await expect(page.getByRole('region', { name: 'Points' })).toContainText(points.summary.level.name);
      const latest = badges
        .filter((b) => b.earned)
        .sort((a, b) => b.awarded_at!.localeCompare(a.awarded_at!))
        .slice(0, 3);
      const latestLinks = page.getByRole('region', { name: 'Latest badges' }).locator('.latest-badges a');
      await expect(latestLinks).toHaveText(latest.map((b) => b.name));
      for (const [i, b] of latest.entries()) await expect(latestLinks.nth(i)).toHaveAttribute('href', b.public_url!);
      // The home's other cards: unread notifications as the API counts them, and the certificates.
      const home = (await apiGet<{ data: { notifications: { unread: number; latest: Array<{ title: string }> }; latest_certificates: unknown[]; stats: { completed: number } } }>(page, token, '/v1/auth/home')).data;
      const notes = page.getByRole('region', { name: 'Notifications' });
      if (home.notifications.unread > 0) {
        await expect(notes).toContainText(`${home.notifications.unread} unread notification`);
        await expect(notes.getByRole('link', { name: home.notifications.latest[0]!.title })).toBeVisible();
      } else await expect(notes).toContainText('You are all caught up.');
      const certs = page.getByRole('region', { name: 'Certificates' });
      if (home.latest_certificates.length === 0 && home.stats.completed > 0) await expect(certs.getByRole('link', { name: 'Collect your certificates' })).toHaveAttribute('href', '/certificates');
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);
    });
  }
});

// Fifty-one members with points are slow to make through the API, so these two boards are answered
// by a stand-in for GET /v1/leaderboard, in the contract's own shape.
test('a member far down the board sees the top 50 and their own row below it; an empty board says so (phone)', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const who = await newMember(page, 'Faraway');
  await signIn(page, who);
  const rows = Array.from({ length: 50 }, (_, i) => ({ rank: i < 2 ? 1 : i + 1, user_id: 1000 + i, name: `Member ${i + 1}`, avatar_url: '/images/avatars/default.svg', points: 900 - i * 10, is_me: false }));
  rows[1]!.points = rows[0]!.points;
  const me = { rank: 73, user_id: 9999, name: who.name, avatar_url: '/images/avatars/default.svg', points: 12, is_me: true };
  const boards: Record<string, Leaderboard> = {
    week: { period: 'week', period_start: '2026-11-23', rows, me, hidden: false },
    month: { period: 'month', period_start: '2026-11-01', rows: [], me: null, hidden: false },
    all: { period: 'all', period_start: null, rows, me, hidden: false },
  };
  await page.route('**/v1/leaderboard?*', (route) => {
    const period = new URL(route.request().url()).searchParams.get('period') ?? 'week';
    return route.fulfill({ status: 200, contentType: 'application/json', body: JSON.stringify({ data: boards[period] }) });
  });
  await page.goto('/leaderboard');
  const panel = page.getByRole('tabpanel', { name: 'This week' });
  await expect(panel.locator('tbody').first().locator('tr')).toHaveCount(50);
  await expect(panel.locator('tbody').first().locator('tr').nth(1).locator('.board__rank')).toHaveText('1');
  const mine = panel.locator('.board__me');
  await expect(mine).toHaveCount(1);
  await expect(mine).toContainText(`${who.name} (you)`);
  await expect(mine.locator('.board__rank')).toHaveText('73');
  await expect(panel).toContainText('You are number 73 with 12 points.');
  await expectNoSidewaysScroll(page, 390);
  await expectNoAxeViolations(page);

  await page.getByRole('tab', { name: 'This month' }).click();
  await expect(page.getByRole('tabpanel', { name: 'This month' })).toContainText('No one has earned points this month yet.');
  await expect(page.getByRole('link', { name: 'Continue learning' })).toBeVisible();
  await expectNoAxeViolations(page);
});
