// Signed-in devices end to end (docs/security.md, "Sessions and devices"): a new member signs in from
// two browser contexts, /settings lists both with this device marked, the member signs the other one
// out, and that context's next API call meets the Session Expired dialog. The settings page passes axe.
import type { Browser } from '@playwright/test';
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

test('two devices on /settings: sign the other out and its next call gets Session Expired', async ({ page, browser }) => {
  const who = await newMember(page, 'Devi');
  await signIn(page, who);

  const other = await (browser as Browser).newContext();
  const otherPage = await other.newPage();
  await signIn(otherPage, who);

  await page.goto('/settings');
  const section = page.locator('#devices');
  await expect(section.getByRole('heading', { name: 'Signed-in devices' })).toBeVisible();
  const rows = section.locator('li.device');
  await expect(rows).toHaveCount(2);
  await expect(rows.first()).toContainText('This device');
  await expect(rows.first()).toContainText('Chrome on Linux');
  await expect(rows.nth(1)).not.toContainText('This device');
  await expectNoAxeViolations(page);

  await rows.nth(1).getByRole('button', { name: /^Sign out / }).click();
  const confirm = page.getByRole('dialog', { name: 'Confirmation' });
  await confirm.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText('The device has been signed out.')).toBeVisible();
  await expect(rows).toHaveCount(1);
  await expect(section.getByRole('button', { name: 'Sign out all other devices' })).toBeHidden();

  // The other context's token was revoked: its next API call opens the dialog, once.
  await otherPage.goto('/dashboard');
  const dialog = otherPage.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You will be redirected into Login');
  await expect(otherPage.getByRole('dialog')).toHaveCount(1);
  await other.close();

  // This device still works.
  await page.reload();
  await expect(section.locator('li.device')).toHaveCount(1);
});
