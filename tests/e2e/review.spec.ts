// Spaced review in a real browser, at desktop and phone widths, axe clean (docs/rules/review.md): a
// new member passes a quiz with one wrong answer in the player; "the next day" (the test clock's
// X-Test-Now) the dashboard says how many cards are due; they review every card with the keyboard
// only (Space reveals, 1–4 grade), are paid for the session, and the quiz result is unchanged.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const COURSE_SLUG = 'meditation-for-beginners';

async function apiGet<T>(page: Page, token: string, path: string, headers: Record<string, string> = {}): Promise<T> {
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}`, ...headers } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return ((await res.json()) as { data: T }).data;
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const vp of VIEWPORTS) {
  test.describe(`review (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('pass a quiz with one miss, then review its cards the next day with the keyboard', async ({ page }) => {
      test.setTimeout(180_000);
      const who = await newMember(page, 'Reviewer');
      const { token } = await signIn(page, who);
      const auth = { Authorization: `Bearer ${token}` };
      const course = (await (await page.request.get(`/v1/courses/${COURSE_SLUG}`)).json()).data as { id: number; lessons: Array<{ id: number; kind: string; title: string }> };
      const quiz = course.lessons.find((l) => l.kind === 'quiz')!;
      const enrolled = await page.request.post(`/v1/courses/${course.id}/enrolment`, { headers: auth });
      expect([200, 201], await enrolled.text()).toContain(enrolled.status());
      const list = await apiGet<Array<{ enrolment_id: number; course: { id: number } }>>(page, token, '/v1/auth/courses/enrolled?per_page=50');
      const enrolmentId = list.find((e) => e.course.id === course.id)!.enrolment_id;

      // Before any quiz: the dashboard's empty state.
      await page.goto('/dashboard');
      const card = page.getByRole('region', { name: 'Review' });
      await expect(card).toHaveAttribute('data-ready', 'true');
      await expect(card).toContainText('Finish a quiz and its questions come back here');

      // The quiz, passed with the second question wrong (3 of 4).
      await page.goto(`/lesson/${enrolmentId}/${course.id}/${quiz.id}`);
      await expect(page.getByRole('heading', { level: 1, name: quiz.title })).toBeVisible();
      const question = (n: number) => page.getByRole('group', { name: new RegExp(`^Question ${n}\\.`) });
      await question(1).getByLabel('Noticing you have wandered and returning to the breath').check();
      await question(2).getByLabel('True').check();
      for (const anchor of ['The breath at the nostrils', 'The feeling of your feet on the floor', 'Sounds around you']) await question(3).getByLabel(anchor).check();
      await question(4).getByLabel('Start with five minutes every day').check();
      await page.getByRole('button', { name: 'Submit answers' }).click();
      await expect(page.getByRole('heading', { name: 'Passed with 75%' })).toBeVisible();
      const quizBefore = (await apiGet<{ quiz: unknown }>(page, token, `/v1/courses/${course.id}/${quiz.id}`)).quiz;
      const progressBefore = (await apiGet<Array<{ enrolment_id: number; progress_percent: number }>>(page, token, '/v1/auth/courses/enrolled?per_page=50')).find((e) => e.enrolment_id === enrolmentId);

      // Today nothing is due yet.
      await page.goto('/dashboard');
      await expect(card).toHaveAttribute('data-ready', 'true');
      await expect(card).toContainText('Nothing to review today');

      // The next day.
      const tomorrow = new Date(Date.now() + 86_400_000).toISOString();
      await page.setExtraHTTPHeaders({ 'X-Test-Now': tomorrow });
      const due = await apiGet<{ due_today: number }>(page, token, '/v1/auth/review', { 'X-Test-Now': tomorrow });
      expect(due.due_today).toBe(4);
      await page.goto('/dashboard');
      await expect(card).toHaveAttribute('data-ready', 'true');
      await expect(card).toContainText('4 cards to review today');
      await expectNoAxeViolations(page);
      await card.getByRole('link', { name: 'Start review' }).click();
      await page.waitForURL(/\/review$/);
      await expect(page.locator('.review[data-ready="true"]')).toBeVisible();
      await expectNoSidewaysScroll(page, vp.width);

      // The missed question comes first. Keyboard only: Space reveals, a digit grades.
      const heading = page.getByRole('heading', { level: 1 });
      await expect(page.getByText('1 of 4')).toBeVisible();
      await expect(page.getByText('Missed in the quiz')).toBeVisible();
      await expect(heading).toHaveText('Having lots of thoughts means you are bad at meditating.');
      await expect(heading).toBeFocused();
      await expect(page.getByRole('button', { name: /Show answer/ })).toBeVisible();
      await expectNoAxeViolations(page);
      await page.keyboard.press('Space');
      const live = page.locator('.review__answer[aria-live="polite"]');
      await expect(live).toContainText('Answer: False');
      await expect(page.getByRole('button', { name: '1 Again' })).toBeVisible();
      await expect(page.getByRole('button', { name: '4 Easy' })).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page, vp.width);
      await page.keyboard.press('1');
      for (const [n, key] of [[2, '2'], [3, '3'], [4, '4']] as const) {
        await expect(page.getByText(`${n} of 4`)).toBeVisible();
        await expect(page.getByText('Missed in the quiz')).toHaveCount(0);
        await page.keyboard.press('Enter');
        await expect(live).toContainText('Answer:');
        await page.keyboard.press(key);
      }
      await expect(page.getByRole('heading', { level: 1, name: 'Review complete' })).toBeFocused();
      await expect(page.getByText('You earned 5 points.')).toBeVisible();
      await expectNoAxeViolations(page);
      await expectNoSidewaysScroll(page, vp.width);

      // Paid once; the dashboard says today's review is done; the quiz result and progress are unchanged.
      const points = await apiGet<Array<{ reason: string; points: number }>>(page, token, '/v1/auth/points?page=1&per_page=50');
      expect(points.filter((p) => p.reason === 'review_session')).toEqual([expect.objectContaining({ points: 5 })]);
      await page.goto('/dashboard');
      await expect(card).toHaveAttribute('data-ready', 'true');
      await expect(card).toContainText('Today’s review is done');
      expect((await apiGet<{ quiz: unknown }>(page, token, `/v1/courses/${course.id}/${quiz.id}`)).quiz).toEqual(quizBefore);
      const progressAfter = (await apiGet<Array<{ enrolment_id: number; progress_percent: number }>>(page, token, '/v1/auth/courses/enrolled?per_page=50')).find((e) => e.enrolment_id === enrolmentId);
      expect(progressAfter?.progress_percent).toBe(progressBefore?.progress_percent);
    });
  });
}
