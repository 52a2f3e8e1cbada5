// The studio's media library in a real browser (docs/rules/studio.md, "Media"), axe clean: the demo
// admin opens /studio/media from the studio navigation, uploads a PNG through the labelled file input
// and sees it in the grid with its alternative text (its WebP copy loads), sees a text file named .png
// refused beside the field, edits the alt text, reads the file's address (served as image/png), and
// deletes it after the confirmation dialog.
import sharp from 'sharp';
import { expect, expectNoAxeViolations, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

const DEMO_ADMIN = { email: 'admin@wellspring.example', password: 'wellspring-admin', name: 'Ruth Adeyemi' };

test('the admin uploads an image, sees it in the grid, edits its alt text and deletes it', async ({ page }) => {
  test.setTimeout(180_000);
  const name = `e2e-${Date.now().toString(36)}.png`;
  const png = await sharp({ create: { width: 1200, height: 600, channels: 3, background: '#2f6f62' } }).png().toBuffer();

  await signIn(page, DEMO_ADMIN);
  await page.goto('/studio');
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Media' }).click();
  await expect(page).toHaveURL(/\/studio\/media$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Media library' })).toBeVisible();
  await page.locator('[data-ready]').waitFor();
  await expectNoAxeViolations(page);

  // A text file dressed as a PNG is refused, and the reason is shown beside the file field.
  const upload = page.locator('form', { has: page.getByRole('heading', { name: 'Upload a file' }) });
  await upload.getByLabel('File', { exact: true }).setInputFiles({ name: 'not-really.png', mimeType: 'image/png', buffer: Buffer.from('just words, not a picture') });
  await upload.getByRole('button', { name: 'Upload' }).click();
  await expect(upload.locator('.field__error')).toContainText('not one the library takes');
  await expect(upload.getByLabel('File', { exact: true })).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);

  await upload.getByLabel('File', { exact: true }).setInputFiles({ name, mimeType: 'image/png', buffer: png });
  await upload.getByLabel('Alternative text (images)').fill('A calm green field');
  await upload.getByRole('button', { name: 'Upload' }).click();
  const card = page.locator(`[data-media="${name}"]`);
  await expect(card).toBeVisible();
  await expect(upload.locator('.field__error')).toHaveCount(0);
  const image = card.getByRole('img', { name: 'A calm green field' });
  await expect(image).toHaveAttribute('src', /-w480\.webp$/);
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(480);
  await expect(card).toContainText('1200×600');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/studio-media.png', fullPage: true });

  const address = await card.getByLabel(/^Address/).inputValue();
  expect(address).toMatch(/^\/v1\/media\/library\/[a-f0-9]{24}\.png$/);
  const served = await page.request.get(address);
  expect(served.status()).toBe(200);
  expect(served.headers()['content-type']).toBe('image/png');
  expect(served.headers()['cache-control']).toContain('immutable');

  await card.getByLabel(/^Alternative text/).fill('A green field at dusk');
  await card.getByRole('button', { name: /^Save/ }).click();
  await expect(card.getByRole('img', { name: 'A green field at dusk' })).toBeVisible();

  await card.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toContainText(`Delete ${name}?`);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(card).toHaveCount(0);
  expect((await page.request.get(address)).status()).toBe(404);
});
