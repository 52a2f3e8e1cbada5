// Issue 11, layout: on the course page at 1280 px the sticky price card stays within the course's
// main section, so it never slides over the "Related courses" row (and never hides the price and
// the Enrol button behind it, or the related cards behind the card).
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test.use({ viewport: { width: 1280, height: 800 } });

test('the sticky price card does not cover the related courses at 1280 px', async ({ page }) => {
  await page.goto('/course/meditation-for-beginners');
  const card = page.getByRole('complementary', { name: 'Enrol' });
  const related = page.locator('section[aria-labelledby="related"]');
  await expect(card).toBeVisible();
  await expect(related.getByRole('heading', { name: 'Related courses' })).toBeVisible();

  for (const where of ['start', 'center', 'end'] as const) {
    await related.evaluate((el, block) => el.scrollIntoView({ block }), where);
    await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))));
    const a = (await card.boundingBox())!;
    const b = (await related.boundingBox())!;
    const overlap = a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;
    expect(overlap, `card ${JSON.stringify(a)} over related ${JSON.stringify(b)} (scrolled to its ${where})`).toBe(false);
  }
  await expectNoAxeViolations(page);
});
