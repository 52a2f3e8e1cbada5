// Steps the authoring specs share: a new draft course in the studio, a page checked with axe at
// phone and desktop widths (screenshots kept when E2E_SHOTS names a folder), and a member enrolling
// from a course page and landing in its first lesson.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations } from './fixtures.ts';

const SHOTS = process.env.E2E_SHOTS;

/** Axe at 390 and then 1280 px (the page is left at 1280 × 900); a screenshot of each when asked. */
export async function bothWidths(page: Page, name?: string): Promise<void> {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectNoAxeViolations(page);
    if (SHOTS && name) await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  }
}

/** From /studio/courses, a draft with this title; the page is its editor, ready. */
export async function startCourseDraft(page: Page, title: string): Promise<void> {
  await page.goto('/studio/courses');
  await page.locator('[data-ready]').waitFor();
  await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
  await page.getByRole('button', { name: 'Create draft' }).click();
  await expect(page).toHaveURL(/\/studio\/courses\/\d+$/);
  await page.locator('[data-ready]').waitFor();
}

/** On a course page: enrol (the page says so), then start, landing in the player. */
export async function enrolAndStart(page: Page, title: string): Promise<void> {
  await page.locator('[data-course-actions][data-ready="true"]').waitFor();
  await page.locator('[data-enrol]').click();
  await expect(page.locator('[data-actions-status]')).toHaveText(`You are enrolled in ${title}.`);
  await page.locator('[data-enrol]').click();
  await page.waitForURL(/\/lesson\/\d+\/\d+\/\d+$/);
}
