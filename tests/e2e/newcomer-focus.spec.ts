// Keyboard users see where they are: a focused course card draws a clear focus ring around the card.
import { expect, test } from './support/fixtures.ts';

test('a course card shows a visible focus ring when its link has keyboard focus', async ({ page }) => {
  await page.goto('/courses');
  const link = page.locator('.course-card__title a').first();
  await link.focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  await expect(link).toBeFocused();
  const ring = await link.evaluate((a) => {
    const card = a.closest('.course-card')!;
    const style = getComputedStyle(card);
    return { style: style.outlineStyle, width: parseFloat(style.outlineWidth) };
  });
  expect(ring.style).toBe('solid');
  expect(ring.width).toBeGreaterThanOrEqual(2);
});
