// Issue 35, finding 8: HTML_CodeSniffer (pa11y's engine, WCAG 2 AA) reports no error on the public
// pages: every search form has a submit button (H32.2: the header's and the phone menu's had none),
// and the empty testimonial star has text contrast (it was 1.38:1). Axe stays clean on them too.
import { specRoutes } from './support/routes.ts';
import { htmlcsErrors } from './support/htmlcs.ts';
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test('HTML_CodeSniffer finds no WCAG 2 AA error on the public pages', async ({ page, request }) => {
  test.setTimeout(300_000);
  const routes = (await specRoutes(request)).filter(([, layout]) => layout === 'public').map(([path]) => path);
  const found: Record<string, string[]> = {};
  for (const path of routes) {
    await page.goto(path);
    const errors = await htmlcsErrors(page);
    if (errors.length) found[path] = errors;
  }
  expect(found).toEqual({});
});

test('the header search is sent with its button, and the phone menu has one too', async ({ page }) => {
  await page.goto('/blog');
  await page.getByRole('search', { name: 'Search courses' }).getByRole('searchbox').fill('sleep');
  await page.getByRole('search', { name: 'Search courses' }).getByRole('button', { name: 'Search' }).click();
  await expect(page).toHaveURL(/\/courses\?term=sleep$/);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Search' })).toBeVisible();
  await menu.screenshot({ path: test.info().outputPath('mobile-menu-390.png') });
  await expectNoAxeViolations(page);
});

test('an empty testimonial star has at least 4.5:1 contrast on its card', async ({ page }) => {
  await page.goto('/testimonials');
  const off = page.locator('.testimonial__stars .off').first();
  await expect(off).toHaveText('☆');
  const ratio = await off.evaluate((el) => {
    const rgb = (c: string) => (c.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
    const lum = ([r, g, b]: number[]) => {
      const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
      return 0.2126 * f(r!) + 0.7152 * f(g!) + 0.0722 * f(b!);
    };
    const fg = lum(rgb(getComputedStyle(el).color));
    const bg = lum(rgb(getComputedStyle(el.closest('.testimonial')!).backgroundColor));
    return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
  });
  expect(ratio).toBeGreaterThanOrEqual(4.5);
  await page.screenshot({ path: test.info().outputPath('testimonials-1280.png') });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.screenshot({ path: test.info().outputPath('testimonials-390.png') });
});
