// Daily practices in a real browser, at desktop and phone widths, axe clean (docs/rules/practices.md):
// a new member adopts the practice a lesson suggests in the player, checks in three times from the
// dashboard (with a note and a feeling, again, and once offline: the check-in waits on the device and
// is sent when the connection returns), and reads its history calendar. Figures are checked against
// the API the pages read.
import type { Page } from '@playwright/test';
import type { Practice } from '../../src/lib/schemas/practices.ts';
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';
import { tabTo } from './support/keyboard.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

const COURSE_SLUG = 'meditation-for-beginners';
const LESSON_TITLE = 'Your first ten-minute sit';
const PRACTICE = '10 minutes of sitting';

async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function practices(page: Page, token: string): Promise<Practice[]> {
  return (await apiGet<{ data: Practice[] }>(page, token, '/v1/auth/practices')).data;
}

/** Enrols through the API and answers the player's address of the lesson that suggests a practice. */
async function lessonAddress(page: Page, token: string): Promise<string> {
  const auth = { Authorization: `Bearer ${token}` };
  const course = (await (await page.request.get(`/v1/courses/${COURSE_SLUG}`)).json()).data as { id: number };
  const enrolled = await page.request.post(`/v1/courses/${course.id}/enrolment`, { headers: auth });
  expect([200, 201], await enrolled.text()).toContain(enrolled.status());
  const list = await apiGet<{ data: Array<{ enrolment_id: number; course: { id: number } }> }>(page, token, '/v1/auth/courses/enrolled?per_page=50');
  const enrolmentId = list.data.find((e) => e.course.id === course.id)!.enrolment_id;
  const detail = await apiGet<{ data: { lessons: Array<{ id: number; title: string }> } }>(page, token, `/v1/courses/enrolled/${enrolmentId}`);
  const lesson = detail.data.lessons.find((l) => l.title === LESSON_TITLE)!;
  return `/lesson/${enrolmentId}/${course.id}/${lesson.id}`;
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const vp of VIEWPORTS) {
  test.describe(`practices (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('adopt a practice from a lesson, check in three times (once offline) and read its history', async ({ page, context }) => {
      test.setTimeout(180_000);
      const who = await newMember(page, 'Sitter');
      const { token } = await signIn(page, who);

      // The player suggests the lesson's practice; adopting it puts it on the dashboard.
      await page.goto(await lessonAddress(page, token));
      const suggestion = page.getByRole('complementary', { name: `A practice to keep: ${PRACTICE}` });
      await expect(suggestion).toBeVisible();
      await expect(suggestion).toContainText('Suggested: 4 days a week.');
      await suggestion.getByRole('button', { name: 'Adopt this practice' }).click();
      await expect(suggestion.getByRole('status')).toContainText('You keep this practice.');
      const [adopted] = await practices(page, token);
      expect(adopted).toMatchObject({ name: PRACTICE, target_days: 4, check_ins: 0, lesson: { title: LESSON_TITLE } });
      await expectNoAxeViolations(page);

      // One tap from the dashboard, with a note and how it felt.
      await page.goto('/dashboard');
      const card = page.locator('section.home-practices[data-ready="true"]');
      await expect(card).toBeVisible();
      const row = card.locator(`[data-practice="${adopted!.id}"]`);
      await expect(row.getByRole('link', { name: PRACTICE })).toBeVisible();
      await expect(row).toContainText('0 of 4 days this week');
      await expectNoAxeViolations(page);
      await row.getByText('Add a note or how it felt').click();
      await row.getByLabel('Note (optional)').fill('Settled after five breaths.');
      await row.getByLabel('4').check();
      await row.getByRole('button', { name: 'Check in' }).click();
      await expect(row.getByText('Done today')).toBeVisible();
      await expect(row).toContainText('1 of 4 days this week');
      await expect.poll(async () => (await practices(page, token))[0]!.check_ins).toBe(1);

      // Again: a second check-in the same day is kept, the day counts once.
      await row.getByRole('button', { name: 'Check in' }).click();
      await expect.poll(async () => (await practices(page, token))[0]!.check_ins).toBe(2);
      await expect(row).toContainText('1 of 4 days this week');

      // Offline: the check-in waits on the device, then goes when the connection returns.
      await context.setOffline(true);
      await row.getByRole('button', { name: 'Check in' }).click();
      await expect(page.getByText('Checked in on this device: it will be sent when you are back online.')).toBeVisible();
      await expect(card.getByRole('status')).toHaveText('1 check-in waits on this device until you are back online.');
      await context.setOffline(false);
      await expect(card.getByRole('status')).toHaveCount(0);
      await expect.poll(async () => (await practices(page, token))[0]!.check_ins).toBe(3);
      await expectNoSidewaysScroll(page, vp.width);

      // The history: the server's calendar with its description, the table and the note.
      await card.getByRole('link', { name: PRACTICE }).click();
      await page.waitForURL(`**/practices/${adopted!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: PRACTICE })).toBeVisible();
      await expect(page.getByRole('img', { name: `History of ${PRACTICE}` })).toBeVisible();
      await expect(page.getByText('Settled after five breaths.')).toBeVisible();
      await expect(page.getByText('3 check-ins')).toBeVisible();
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);

      // The list page, and a practice of one's own with a field error first.
      await page.goto('/practices');
      await expect(page.locator('.practices-page[data-ready="true"]')).toBeVisible();
      await page.getByRole('button', { name: 'Start this practice' }).click();
      await expect(page.getByText('Give the practice a name.')).toBeVisible();
      await page.getByLabel('What will you practise?').fill('Evening walk');
      await page.getByLabel('How many days a week?').selectOption('3');
      // Planned days: fewer than the target is refused beside the days, then three are kept.
      const days = page.getByRole('group', { name: 'On which days? (optional)' });
      await days.getByRole('checkbox', { name: 'Monday' }).check();
      await days.getByRole('checkbox', { name: 'Wednesday' }).check();
      await page.getByRole('button', { name: 'Start this practice' }).click();
      await expect(days).toContainText('Choose at least 3 days, as many as your target');
      await expect(days).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await days.getByRole('checkbox', { name: 'Friday' }).check();
      await page.getByRole('button', { name: 'Start this practice' }).click();
      await expect(page.getByRole('link', { name: 'Evening walk' })).toBeVisible();
      expect((await practices(page, token)).map((p) => [p.name, p.target_days, p.weekdays])).toEqual([
        [PRACTICE, 4, null],
        ['Evening walk', 3, [1, 3, 5]],
      ]);
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);
    });

    test('write a journal entry with a mood in the player, keep the draft, and find it on /journal', async ({ page }) => {
      test.setTimeout(180_000);
      const who = await newMember(page, 'Writer');
      const { token } = await signIn(page, who);
      const address = await lessonAddress(page, token);
      await page.goto(address);
      const panel = page.getByRole('region', { name: 'Reflect' });
      await expect(panel).toBeVisible();
      await expect(panel).toContainText('What did you notice when your attention wandered');
      await panel.getByLabel(/What did you notice/).fill('My mind went to the shopping list, then back to the breath.');
      await panel.getByLabel('Good').check();
      await panel.getByLabel('3').check();
      await expect(panel.getByRole('status')).toHaveText('Draft kept on this device.');
      // A reload keeps the draft.
      await page.reload();
      await expect(panel.getByLabel(/What did you notice/)).toHaveValue('My mind went to the shopping list, then back to the breath.');
      await expect(panel.getByLabel('Good')).toBeChecked();
      await expectNoAxeViolations(page);
      await panel.getByRole('button', { name: 'Save to my journal' }).click();
      await expect(panel.getByRole('status')).toHaveText('Saved to your journal.');
      const list = await apiGet<{ data: Array<{ body: string; mood: string; energy: number; lesson: { title: string } }> }>(page, token, '/v1/auth/journal');
      expect(list.data).toEqual([expect.objectContaining({ body: 'My mind went to the shopping list, then back to the breath.', mood: 'good', energy: 3, lesson: expect.objectContaining({ title: LESSON_TITLE }) })]);

      await page.goto('/journal');
      await expect(page.locator('.journal-page[data-ready="true"]')).toBeVisible();
      await expect(page.getByRole('img', { name: 'Mood over the last 60 days' })).toBeVisible();
      await expect(page.getByText('My mind went to the shopping list, then back to the breath.')).toBeVisible();
      await page.getByLabel('Search your journal').fill('nothing like this');
      // The journal's own search (the header has one for courses).
      await page.locator('.journal-page').getByRole('button', { name: 'Search' }).click();
      await expect(page.getByText('No entries match.')).toBeVisible();
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);
    });
  });
}

test('by keyboard alone: a practice of one’s own planned on Monday and Wednesday', async ({ page }) => {
  test.setTimeout(90_000);
  const who = await newMember(page, 'KeyPlanner');
  const { token } = await signIn(page, who);
  await page.goto('/practices');
  await expect(page.locator('.practices-page[data-ready="true"]')).toBeVisible();
  await tabTo(page, page.getByLabel('What will you practise?'));
  await page.keyboard.type('Morning stretch');
  await page.keyboard.press('Tab');
  const target = page.getByLabel('How many days a week?');
  await expect(target).toBeFocused();
  for (let i = 0; i < 7 && (await target.inputValue()) !== '2'; i += 1) await target.press('ArrowUp');
  await expect(target).toHaveValue('2');
  const days = page.getByRole('group', { name: 'On which days? (optional)' });
  for (const day of ['Monday', 'Wednesday']) {
    await tabTo(page, days.getByRole('checkbox', { name: day }), 10);
    await page.keyboard.press('Space');
    await expect(days.getByRole('checkbox', { name: day })).toBeChecked();
  }
  await tabTo(page, page.getByRole('button', { name: 'Start this practice' }));
  await page.keyboard.press('Enter');
  await expect(page.getByRole('link', { name: 'Morning stretch' })).toBeVisible();
  expect((await practices(page, token)).map((p) => [p.name, p.target_days, p.weekdays])).toEqual([['Morning stretch', 2, [1, 3]]]);
  await expectNoAxeViolations(page);
});
