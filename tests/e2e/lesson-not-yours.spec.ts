// Issue 35, finding 1: a lesson outside the member's enrolments shows the spec's words inside the
// player's frame (its bar with the way home and to My courses), says what happened in plain words
// and offers the way back, at phone and desktop widths.
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';

for (const width of [390, 1280]) {
  test(`a lesson of someone else's enrolment says it is not in your courses (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 844 });
    await signIn(page);
    // Enrolment 1 belongs to another demo member.
    await page.goto('/lesson/1/2/7');
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
    await expect(alert).toContainText('404 Not Found');
    await expect(alert).toContainText('This lesson is not in your courses.');
    // Inside a frame: the bar with the way home, and the error is not pressed into the corner.
    await expect(page.locator('header.player__bar').getByRole('link', { name: 'Wellspring home' })).toBeVisible();
    const box = await alert.boundingBox();
    expect(box!.y, 'the error sits below the bar').toBeGreaterThan(40);
    if (width >= 1280) expect(box!.x, 'the error is centred, not in the corner').toBeGreaterThan(200);
    await expect(alert.getByRole('link', { name: 'Browse courses' })).toHaveAttribute('href', '/courses');
    await page.screenshot({ path: testInfo.outputPath(`lesson-not-yours-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);
    await alert.getByRole('link', { name: 'My courses', exact: true }).click();
    await expect(page).toHaveURL(/\/my-courses$/);
  });
}
