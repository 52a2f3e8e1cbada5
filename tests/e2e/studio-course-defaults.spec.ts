// A new course's defaults and the checklist before publishing (docs/rules/studio.md, "New courses",
// "Price", "Before publishing"), at desktop and phone widths, axe clean: a new draft is free with no
// instructor; unticking "Free course" asks for a price (refused beside the field until one is given);
// the checklist warns about the description and image and blocks on the missing lesson, and a lesson
// added turns that line done.
import { DEMO_AUTHOR, expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const vp of VIEWPORTS) {
  test.describe(`new-course defaults (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('free with no instructor, a price once not free, and the checklist before publishing', async ({ page }) => {
      test.setTimeout(180_000);
      const title = `Defaults ${vp.name} ${Date.now().toString(36)}`;
      await signIn(page, DEMO_AUTHOR);
      await page.goto('/studio/courses');
      await page.locator('[data-ready]').waitFor();
      await page.getByRole('textbox', { name: 'Title', exact: true }).fill(title);
      await page.getByRole('button', { name: 'Create draft' }).click();
      await expect(page).toHaveURL(/\/studio\/courses\/\d+$/);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page.getByText(`Owned by ${DEMO_AUTHOR.name}`)).toBeVisible();

      await expect(page.getByLabel('Free course')).toBeChecked();
      await expect(page.getByLabel('Price')).toHaveCount(0);
      await expect(page.getByLabel('Instructor shown on the page')).toHaveValue('');

      const checklist = page.getByRole('list', { name: 'Before you publish' });
      await expect(checklist.getByText('Write a description')).toBeVisible();
      await expect(checklist.getByText('Choose an image')).toBeVisible();
      await expect(checklist.getByText('Add at least one lesson')).toBeVisible();
      await expect(page.getByText('3 things to look at.')).toBeVisible();
      await expectNoAxeViolations(page);
      await page.screenshot({ path: `/tmp/pw-quiz/course-defaults-${vp.name}.png`, fullPage: true });

      await page.getByLabel('Free course').uncheck();
      await expect(page.getByLabel('Price')).toHaveValue('');
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('Give a price above zero, or tick Free course.')).toBeVisible();
      await expect(page.getByLabel('Price')).toHaveAttribute('aria-invalid', 'true');
      await expectNoAxeViolations(page);
      await page.getByLabel('Price').fill('29');
      await page.getByRole('button', { name: 'Save details' }).click();
      await expect(page.getByText('Saved.')).toBeVisible();

      // Publishing without a lesson is refused; the description and image only warn.
      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByText('Add at least one lesson before publishing the course.')).toBeVisible();
      await page.getByLabel('Kind').selectOption({ label: 'Reading' });
      await page.getByLabel('Lesson title').fill('First steps');
      await page.getByRole('button', { name: 'Add lesson' }).click();
      await expect(checklist.getByText('The course has 1 lesson.')).toBeVisible();
      await expect(page.getByText('2 things to look at.')).toBeVisible();
      await page.getByRole('button', { name: 'Publish now' }).click();
      await expect(page.getByText('Published. The course is on the site and in search now.')).toBeVisible();
    });
  });
}
