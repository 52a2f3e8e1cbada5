// Issue 35 item 6 (src/styles/controls.css): one set of drawn controls. The plan cards on
// /subscriptions have a visible border at rest (at least 3:1 against the page) and their radios are
// the site's one radio drawing; the dashboard's "Continue learning" bar is the site's progress bar;
// focus rings show. Screenshots at 390 and 1280 px.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';

const rgb = (css: string) => (css.match(/\d+(\.\d+)?/g) ?? []).slice(0, 3).map(Number);
const luminance = ([r, g, b]: number[]) => {
  const c = [r!, g!, b!].map((v) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * c[0]! + 0.7152 * c[1]! + 0.0722 * c[2]!;
};
const contrast = (a: string, b: string) => {
  const [l1, l2] = [luminance(rgb(a)), luminance(rgb(b))].sort((x, y) => y - x);
  return (l1! + 0.05) / (l2! + 0.05);
};
const style = (page: Page, selector: string, props: string[]) =>
  page.locator(selector).first().evaluate((el, names) => Object.fromEntries(names.map((n) => [n, getComputedStyle(el).getPropertyValue(n)])), props);

for (const width of [390, 1280]) {
  test(`at ${width} px: plan cards show their border and one radio drawing; focus is visible`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/subscriptions');
    const unselected = page.locator('.subs__plan:not(:has(input:checked))').first();
    await expect(unselected).toBeVisible();
    const card = await unselected.evaluate((el) => ({ width: getComputedStyle(el).borderTopWidth, color: getComputedStyle(el).borderTopColor }));
    const bg = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    expect(card.width).toBe('2px');
    expect(contrast(card.color, bg)).toBeGreaterThanOrEqual(3);
    const radio = await style(page, '.subs__plan input[type=radio]', ['appearance', 'width', 'border-top-width']);
    expect(radio).toEqual({ appearance: 'none', width: '20px', 'border-top-width': '2px' });
    await unselected.locator('input').focus();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('ArrowLeft');
    const focused = page.locator('.subs__plan:has(input:focus-visible)');
    await expect(focused).toHaveCount(1);
    expect(await focused.evaluate((el) => getComputedStyle(el).outlineStyle)).toBe('solid');
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h4-shots/controls-subscriptions-${width}.png`, fullPage: false });
  });

  test(`at ${width} px: the dashboard's Continue learning bar is the site's progress bar`, async ({ page }) => {
    await page.setViewportSize({ width, height: 900 });
    await signIn(page);
    await page.goto('/dashboard');
    // The course cards' bars are labelled '<course> progress' (the level meter above is another control).
    const bar = page.getByRole('progressbar', { name: / progress$/ }).first();
    await expect(bar).toBeVisible();
    const s = await bar.evaluate((el) => ({ appearance: getComputedStyle(el).appearance, height: getComputedStyle(el).height, radius: getComputedStyle(el).borderTopLeftRadius }));
    expect(s).toEqual({ appearance: 'none', height: '8px', radius: '999px' });
    await page.screenshot({ path: `/tmp/h4-shots/controls-dashboard-${width}.png`, fullPage: false });
  });
}
