// Drip in a real browser (docs/rules/studio.md and learning-progress.md, "Drip"): the demo admin sets
// "opens 1 day after enrolment" on a lesson (a bad number is refused beside the field), publishes; a
// new member sees the lesson locked with its date in the outline and in the player, then, with the
// test clock one day later (X-Test-Now), it opens. Axe clean at 390 and 1280 px.
import { DEMO_ADMIN, expect, newMember, signIn, test } from './support/fixtures.ts';
import { bothWidths, enrolAndStart, startCourseDraft } from './support/authoring.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

test('a lesson that opens one day after enrolment is locked with its date, then opens a day later', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const title = `Slow Tide ${tag}`;

  await signIn(page, DEMO_ADMIN);
  await startCourseDraft(page, title);
  for (const lesson of ['Arriving', 'Day two']) {
    await page.getByLabel('Lesson title').fill(lesson);
    await page.getByRole('button', { name: 'Add lesson' }).click();
    await expect(page.getByRole('link', { name: lesson, exact: true })).toBeVisible();
  }

  await page.getByRole('button', { name: 'Schedule “Day two”' }).click();
  await page.getByLabel('Some days after they enrol').check();
  const days = page.getByLabel('Days after enrolment');
  await days.fill('0');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Enter a whole number of days from 1 to 365.')).toBeVisible();
  await bothWidths(page, 'drip-studio-error');
  await days.fill('1');
  await page.getByRole('button', { name: 'Save schedule' }).click();
  await expect(page.getByText('Opens 1 day after enrolment')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Schedule “Day two”' })).toBeFocused();
  await bothWidths(page, 'drip-studio');

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published. The course is on the site and in search now.')).toBeVisible();
  const slug = `slow-tide-${tag}`;

  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const member = await context.newPage();
  const who = await newMember(member, 'Drip');
  await signIn(member, who);
  await member.goto(`/course/${slug}`);
  // The course page says when the scheduled lesson opens, before anyone enrols.
  await expect(member.locator('.lessons__item', { hasText: 'Day two' }).locator('.lessons__opens')).toHaveText('Opens 1 day after you enrol');
  await enrolAndStart(member, title);
  await expect(member.getByRole('heading', { level: 1, name: 'Arriving' })).toBeVisible({ timeout: 30_000 });
  const outline = member.getByRole('navigation', { name: 'Course outline' });
  // The date in the browser's own locale and time zone, as the outline writes it.
  const date = await member.evaluate(() => new Intl.DateTimeFormat(navigator.language, { dateStyle: 'long' }).format(new Date(Date.now() + 86_400_000)));
  await expect(outline.getByText(`Opens on ${date}`)).toBeVisible();
  // Next skips the lesson that is not open yet: this course has nothing after it.
  await expect(member.getByRole('link', { name: /Day two/ }).filter({ hasText: 'Next' })).toHaveCount(0);

  await outline.getByRole('link', { name: /Day two/ }).click();
  await expect(member.getByRole('heading', { level: 1, name: 'Day two' })).toBeVisible();
  await expect(member.getByText('This lesson is not open yet.')).toBeVisible();
  await expect(member.getByRole('link', { name: 'Back to my courses' }).first()).toBeVisible();
  await bothWidths(member, 'drip-locked');

  // The test clock, one day and a minute later: the lesson opens.
  await context.setExtraHTTPHeaders({ 'X-Test-Now': new Date(Date.now() + 86_460_000).toISOString() });
  await member.reload();
  await expect(member.getByRole('heading', { level: 1, name: 'Day two' })).toBeVisible();
  await expect(member.getByText('This lesson is not open yet.')).toHaveCount(0);
  await expect(outline.getByText(/Opens on/)).toHaveCount(0);
  await bothWidths(member, 'drip-open');
  await context.close();
});
