// Issue 35, finding 5: after cancelling the account the member's sidebar goes with the session, as
// the header's member menu does; the screen that says what happened takes the width. 390 and 1280 px.
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

for (const width of [390, 1280]) {
  test(`the sidebar leaves with the session when the account is cancelled (${width} px)`, async ({ page }, testInfo) => {
    await page.setViewportSize({ width, height: 844 });
    const who = await newMember(page, 'Leaver');
    await signIn(page, who);
    await page.goto('/cancel-account');
    const sidebar = page.getByRole('navigation', { name: 'Member area' });
    await expect(sidebar).toBeVisible();
    await page.getByLabel('Your password').fill(who.password);
    await page.getByRole('button', { name: 'Cancel my account' }).click();
    await page.getByRole('dialog', { name: 'Confirmation' }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('heading', { name: 'Your account has been cancelled' })).toBeVisible();
    await expect(sidebar).toBeHidden();
    if (width >= 1280) {
      // The message starts where the sidebar was, not 240 px in.
      const main = await page.locator('main').boundingBox();
      const frame = await page.locator('[data-member-frame]').boundingBox();
      expect(main!.x - frame!.x).toBeLessThan(40);
    }
    await page.screenshot({ path: testInfo.outputPath(`cancelled-${width}.png`), fullPage: true });
    await expectNoAxeViolations(page);
  });
}
