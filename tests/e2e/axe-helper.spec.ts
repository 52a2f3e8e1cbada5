// The suite's accessibility scan (support/fixtures.ts) scans a page in place instead of through
// AxeBuilder: this proves it still fails on what axe reports, so "axe clean" in every spec means it.
import { expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test('the axe scan passes a clean page and fails on a missing alt text and an empty button', async ({ page }) => {
  await page.goto('/courses');
  await expectNoAxeViolations(page);
  await page.evaluate(() => {
    const main = document.querySelector('main')!;
    const image = document.createElement('img');
    image.src = '/favicon.svg';
    main.append(image, document.createElement('button'));
  });
  const failure = await expectNoAxeViolations(page).then(
    () => '',
    (error: Error) => error.message,
  );
  expect(failure).toMatch(/image-alt \(critical\)/);
  expect(failure).toMatch(/button-name \(critical\)/);
});
