// Issue 11, layout: the error screen keeps its words ("Unexpected Application Error!" and the
// status) but is no longer a dead end: it links to the home page and My courses, and "Try again"
// loads the page again. Reached here through a lesson address with a wrong enrolment id.
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';

test('the lesson player’s 404 for a wrong enrolment offers a way back', async ({ page }) => {
  await signIn(page);
  await page.goto('/lesson/999999/1/1');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(alert).toContainText('404');
  await expectNoAxeViolations(page);

  // Try again loads the same address again.
  const reloaded = page.waitForEvent('load');
  await alert.getByRole('button', { name: 'Try again' }).click();
  await reloaded;
  await expect(page).toHaveURL(/\/lesson\/999999\/1\/1$/);
  await expect(page.getByRole('alert').getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();

  await page.getByRole('alert').getByRole('link', { name: 'My courses' }).click();
  await expect(page).toHaveURL(/\/my-courses$/);
  await page.goBack();
  await page.getByRole('alert').getByRole('link', { name: 'Home page' }).click();
  await expect(page).toHaveURL(/\/$/);
});
