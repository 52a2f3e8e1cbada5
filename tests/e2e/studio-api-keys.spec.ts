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
