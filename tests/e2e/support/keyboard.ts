// Keyboard walks (docs/testing.md): reaching a control by Tab alone, as a keyboard user does.
import { expect, type Locator, type Page } from '@playwright/test';

/** Presses Tab until `target` has the focus (at most `max` times); the walk fails if it never does. */
export async function tabTo(page: Page, target: Locator, max = 60): Promise<void> {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement || el.contains(document.activeElement))); i += 1) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

/** In an open confirmation dialog: Tab to its `confirm` button and press Enter. */
export async function confirmByKeyboard(page: Page, dialogName: string | RegExp, confirm = 'Yes'): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await tabTo(page, dialog.getByRole('button', { name: confirm }), 6);
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
}
