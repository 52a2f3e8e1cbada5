// Sections in a real browser (docs/rules/studio.md, "Sections"): the demo admin starts a course with
// three lessons, adds a second section, moves one lesson into it with the buttons and another with
// the keyboard (each move announced), renames the section inline and publishes; the public course
// page and a new member's player outline show both sections. Axe clean at 390 and 1280 px.
import { DEMO_ADMIN, expect, newMember, signIn, test } from './support/fixtures.ts';
import { bothWidths, enrolAndStart, startCourseDraft } from './support/authoring.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });

test('an admin splits a course into two sections; the course page and the player follow them', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const tag = Date.now().toString(36);
  const title = `Tidewater ${tag}`;

  await signIn(page, DEMO_ADMIN);
  await startCourseDraft(page, title);

  for (const lesson of ['Arriving', 'Breathing basics', 'Settling']) {
    await page.getByLabel('Lesson title').fill(lesson);
    await page.getByRole('button', { name: 'Add lesson' }).click();
    await expect(page.getByRole('link', { name: lesson, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: 'Section 1: Lessons' })).toBeVisible();

  // A second section: empty, and the checklist says so.
  await page.getByLabel('Section name').fill('Going deeper');
  await page.getByRole('button', { name: 'Add section' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Section 2: Going deeper' })).toBeVisible();
  await expect(page.getByText('No lessons in this section yet.')).toBeVisible();
  await expect(page.getByText('Add a lesson to “Going deeper” or delete it')).toBeVisible();
  await bothWidths(page, 'sections-editor-empty');
  await page.setViewportSize({ width: 1280, height: 900 });

  // Buttons: the last lesson of section 1 steps down into section 2.
  await page.getByRole('button', { name: 'Move “Settling” down' }).click();
  await expect(page.getByText('Moved “Settling” to section 2, position 1.')).toBeAttached();
  const second = page.locator('.studio-section').nth(1);
  await expect(second.locator('.studio-lesson')).toHaveText([/Settling/]);
  // Focus stays on the moved lesson's controls.
  await expect(page.getByRole('button', { name: 'Move “Settling” up' })).toBeFocused();

  // Keyboard: pick "Breathing basics" up, move it down into section 2, drop it.
  await page.getByRole('button', { name: 'Reorder “Breathing basics”' }).focus();
  await page.keyboard.press('Space');
  await expect(page.getByText('“Breathing basics” is over section 1, position 2.')).toBeAttached();
  // The keyboard sensor starts listening for arrows a moment after the pick-up is announced: an arrow
  // pressed in between is lost (the clean-clone run of 2026-11-29 lost one on a loaded machine), so it
  // is pressed again while the move has not been announced.
  const overSecond = page.getByText('“Breathing basics” is over section 2, position 1.');
  await expect(async () => {
    if ((await overSecond.count()) === 0) await page.keyboard.press('ArrowDown');
    await expect(overSecond).toBeAttached({ timeout: 1_500 });
  }).toPass({ timeout: 10_000 });
  await page.keyboard.press('Space');
  await expect(page.getByText('Moved “Breathing basics” to section 2, position 1.')).toBeAttached();
  await expect(second.locator('.studio-lesson')).toHaveText([/Breathing basics/, /Settling/]);
  await expect(page.locator('.studio-section').first().locator('.studio-lesson')).toHaveText([/Arriving/]);

  // Rename inline: a labelled field, an error beside it, then the new name.
  await page.getByRole('button', { name: 'Rename section “Going deeper”' }).click();
  const name = page.getByLabel('Name of section 2');
  await expect(name).toBeFocused();
  await name.fill('   ');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByText('Name the section.')).toBeVisible();
  await name.fill('Breath work');
  await page.getByRole('button', { name: 'Save name' }).click();
  await expect(page.getByRole('heading', { level: 3, name: 'Section 2: Breath work' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Rename section “Breath work”' })).toBeFocused();
  await bothWidths(page, 'sections-editor');
  await page.setViewportSize({ width: 1280, height: 900 });

  await page.getByRole('button', { name: 'Publish now' }).click();
  await expect(page.getByText('Published. The course is on the site and in search now.')).toBeVisible();
  const slug = `tidewater-${tag}`;

  // The public course page lists the lessons under both sections.
  await page.goto(`/course/${slug}`);
  await expect(page.getByRole('heading', { level: 3, name: /Section 1: Lessons/ })).toBeVisible();
  await expect(page.getByRole('heading', { level: 3, name: /Section 2: Breath work/ })).toBeVisible();
  await expect(page.getByRole('list', { name: /Section 2: Breath work/ }).getByRole('listitem')).toHaveText([/Breathing basics/, /Settling/]);
  await bothWidths(page, 'sections-course-page');

  // A new member's player: the outline groups lessons with a count per section; Next follows sections.
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 900 } });
  const member = await context.newPage();
  const who = await newMember(member, 'Tide');
  await signIn(member, who);
  await member.goto(`/course/${slug}`);
  await enrolAndStart(member, title);
  await expect(member.getByRole('heading', { level: 1, name: 'Arriving' })).toBeVisible();
  const outline = member.getByRole('navigation', { name: 'Course outline' });
  await expect(outline.getByRole('list', { name: /Section 1: Lessons/ }).getByRole('link')).toHaveText([/Arriving/]);
  await expect(outline.getByRole('list', { name: /Section 2: Breath work · 0 of 2/ }).getByRole('link')).toHaveText([/Breathing basics/, /Settling/]);
  await bothWidths(member, 'sections-player');
  await context.close();
});
