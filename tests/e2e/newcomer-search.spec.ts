// Search as a newcomer types it (docs/rules/search.md): the hero's own words, in either order, a typo
// with its "did you mean", the help centre the same, and the search box in the phone's slide-out menu.
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

const cards = (page: import('@playwright/test').Page) => page.locator('.catalogue__results .course-card');

test('"sleep better" and "better sleep" find courses', async ({ page }) => {
  for (const term of ['sleep better', 'better sleep']) {
    await page.goto(`/courses?term=${encodeURIComponent(term)}`);
    await expect(page.locator('[data-result-count]')).not.toHaveText(/No courses found/);
    await expect(page.locator('[data-empty-state]')).toHaveCount(0);
  }
});

test('a typo shows "did you mean" with the corrected search, and its courses', async ({ page }) => {
  await page.goto('/courses?term=meditaton');
  const note = page.locator('[data-did-you-mean]');
  await expect(note).toContainText('Did you mean meditation?');
  await expect(page.locator('[data-empty-state]')).toHaveCount(0);
  await expect(cards(page).first()).toBeVisible();
  await note.getByRole('link', { name: 'meditation' }).click();
  await page.waitForURL((u) => u.searchParams.get('term') === 'meditation');
  await expect(page.locator('[data-did-you-mean]')).toHaveCount(0);
  await expectNoAxeViolations(page);
});

test('help search forgives a typo and says "did you mean"', async ({ page }) => {
  await page.goto('/help/term/pasword');
  await expect(page.locator('[data-did-you-mean]')).toContainText('Did you mean password?');
  await expect(page.locator('[data-empty-state]')).toHaveCount(0);
});

test('on a phone the slide-out menu has a course search', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const box = page.getByRole('dialog', { name: 'Menu' }).getByRole('searchbox', { name: 'Search courses' });
  await expect(box).toBeVisible();
  await box.fill('sleep better');
  await box.press('Enter');
  await page.waitForURL((u) => u.pathname === '/courses' && u.searchParams.get('term') === 'sleep better');
  await expect(page.locator('[data-empty-state]')).toHaveCount(0);
});
