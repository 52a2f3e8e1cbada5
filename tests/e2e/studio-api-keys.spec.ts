// API keys in a real browser (docs/rules/integrations.md, "API keys"; issue 36 part 2): the admin
// opens API keys from the studio's navigation, is told beside the scopes to choose one, makes a key
// that may read members, copies it from the panel that shows it once, and the key lists members and
// is refused a refund; after the panel is closed the key is listed by its prefix only; revoked (asked
// first), it is refused at once. Axe clean at 390 and 1280 px.
import { bothWidths } from './support/authoring.ts';
import { DEMO_ADMIN, expect, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block' });

test('the admin makes a key that may read members, uses it, and revokes it', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'API keys' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'API keys' })).toBeVisible();
  await page.locator('[data-ready]').first().waitFor();

  const name = `CRM sync ${Date.now().toString(36)}`;
  await page.getByLabel('Name').fill(name);
  await page.getByRole('button', { name: 'Make the key' }).click();
  await expect(page.locator('#api-key-scopes-error')).toHaveText('Choose at least one scope.');
  await page.getByRole('checkbox', { name: /members:read/ }).check();
  await page.getByRole('button', { name: 'Make the key' }).click();

  const panel = page.locator('[data-new-key]');
  await expect(panel.getByRole('heading', { name: `Copy the key “${name}” now` })).toBeFocused();
  const key = await panel.getByLabel('The key').inputValue();
  expect(key).toMatch(/^wsk_/);
  await bothWidths(page, 'api-keys');
  await page.setViewportSize({ width: 1280, height: 900 });

  const members = await page.request.get('/v1/admin/members', { headers: { Authorization: `Bearer ${key}` } });
  expect(members.status()).toBe(200);
  const refund = await page.request.post('/v1/admin/payments/1/refund', { headers: { Authorization: `Bearer ${key}` }, data: {} });
  expect(refund.status()).toBe(403);

  await panel.getByRole('button', { name: 'I have copied it' }).click();
  await expect(panel).toHaveCount(0);
  await page.reload();
  const row = page.getByRole('row', { name: new RegExp(name) });
  await expect(row).toContainText(key.slice(0, 10));
  await expect(row).not.toContainText(key);
  await expect(row).toContainText('members:read');
  await expect(page.getByText(key)).toHaveCount(0);

  await row.getByRole('button', { name: /Revoke/ }).click();
  await page.getByRole('dialog', { name: 'Revoke the key' }).getByRole('button', { name: 'Yes' }).click();
  await expect(row).toContainText('Revoked');
  const after = await page.request.get('/v1/admin/members', { headers: { Authorization: `Bearer ${key}` } });
  expect(after.status()).toBe(401);
});

test('by keyboard alone: make a key, close its panel, and revoke it through the dialog', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN);
  await page.setViewportSize({ width: 1280, height: 900 });
  await page.goto('/studio/api-keys');
  await page.locator('[data-ready]').first().waitFor();
  const name = `Keyboard key ${Date.now().toString(36)}`;
  const nameField = page.getByLabel('Name');
  await nameField.focus();
  await page.keyboard.type(name);
  // Into the scopes: the first box, ticked with Space.
  await page.keyboard.press('Tab');
  await expect(page.getByRole('checkbox', { name: /members:read/ })).toBeFocused();
  await page.keyboard.press('Space');
  await expect(page.getByRole('checkbox', { name: /members:read/ })).toBeChecked();
  // Past the other scopes and the lifetime to the button, pressed with Enter.
  const make = page.getByRole('button', { name: 'Make the key' });
  for (let i = 0; i < 20 && !(await make.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(make).toBeFocused();
  await page.keyboard.press('Enter');
  const panel = page.locator('[data-new-key]');
  await expect(panel.getByRole('heading', { name: `Copy the key “${name}” now` })).toBeFocused();
  await page.keyboard.press('Tab');
  await expect(panel.getByLabel('The key')).toBeFocused();
  await page.keyboard.press('Tab');
  await page.keyboard.press('Tab');
  await expect(panel.getByRole('button', { name: 'I have copied it' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(panel).toHaveCount(0);

  const revoke = page.getByRole('row', { name: new RegExp(name) }).getByRole('button', { name: /Revoke/ });
  await revoke.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Revoke the key' });
  await expect(dialog).toBeVisible();
  // Focus is in the dialog; Tab reaches "Yes" without leaving it.
  const yes = dialog.getByRole('button', { name: 'Yes' });
  for (let i = 0; i < 4 && !(await yes.evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(yes).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('row', { name: new RegExp(name) })).toContainText('Revoked');
});
