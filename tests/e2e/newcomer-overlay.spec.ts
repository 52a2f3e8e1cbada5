// The full-screen "loading..." overlay (docs/rules/client.md, "Dialogs") covers the long actions only:
// the data export and certificate generation show it until they end; an ordinary save never does.
import type { Page } from '@playwright/test';
import { expect, signIn, test } from './support/fixtures.ts';

const overlay = (page: Page) => page.locator('[data-loading-overlay]');

/** Holds matching requests until release() is called, so the test sees the page while they run. */
async function holdRequests(page: Page, url: string | RegExp, answer?: (route: import('@playwright/test').Route) => Promise<void>) {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  await page.route(url, async (route) => {
    await released;
    await (answer ? answer(route) : route.continue());
  });
  return release;
}

/** Notes in the page whether the overlay was ever shown, however briefly. */
async function watchOverlay(page: Page): Promise<void> {
  await page.evaluate(() => {
    const node = document.querySelector('[data-loading-overlay]')!;
    const w = window as unknown as { overlayShown: boolean };
    w.overlayShown = !node.hasAttribute('hidden');
    new MutationObserver(() => (w.overlayShown ||= !node.hasAttribute('hidden'))).observe(node, { attributes: true });
  });
}

test('the data export shows the overlay while it runs and removes it after', async ({ page }) => {
  await signIn(page);
  const release = await holdRequests(page, '**/v1/auth/export');
  await page.goto('/settings');
  await expect(overlay(page)).toBeHidden();
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  await expect(overlay(page)).toBeVisible();
  await expect(overlay(page)).toHaveText('loading...');
  release();
  expect((await download).suggestedFilename()).toMatch(/^wellspring-data-\d+-\d{4}-\d{2}-\d{2}\.json$/);
  await expect(overlay(page)).toBeHidden();
  await expect(page.getByText('Your data has been downloaded.')).toBeVisible();
});

test('certificate generation shows the overlay until the certificate is issued', async ({ page }) => {
  await signIn(page);
  const issuedAt = new Date().toISOString();
  await page.route('**/v1/auth/courses/enrolled?*status=completed*', (route) =>
    route.fulfill({ json: { data: [{ enrolment_id: 99, bundle_id: null, status: 'completed', progress_percent: 100, resume_url: '/my-courses', enrolled_at: issuedAt, last_read_at: issuedAt, completed_at: issuedAt, course: { id: 999, slug: 'done', title: 'A finished course', image_url: '/images/og-default.svg', lesson_count: 3 }, certificate_id: null }], meta: { current_page: 1, last_page: 1, per_page: 100, total: 1 } } }),
  );
  const release = await holdRequests(page, '**/v1/auth/certificates/generate', (route) =>
    route.fulfill({ status: 201, json: { data: { id: 5, code: 'WS-AAAA-BBBB-CCCC', course_id: 999, course_title: 'A finished course', holder_name: 'Maya Thompson', issued_at: issuedAt, verify_url: '/certificate/WS-AAAA-BBBB-CCCC', download_path: '/v1/auth/certificates/5/download' } } }),
  );
  await page.goto('/certificates');
  await page.getByRole('button', { name: 'Get certificate for A finished course' }).click();
  await expect(overlay(page)).toBeVisible();
  release();
  await expect(page.getByText('Your certificate is ready.')).toBeVisible();
  await expect(overlay(page)).toBeHidden();
});

test('an ordinary save does not show the overlay', async ({ page }) => {
  await signIn(page);
  await page.goto('/notification-settings');
  await expect(page.getByRole('button', { name: /save/i })).toBeEnabled();
  await watchOverlay(page);
  const saved = page.waitForResponse((res) => res.url().includes('/v1/auth/notification-settings') && res.request().method() !== 'GET');
  await page.route('**/v1/auth/notification-settings', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });
  await page.getByRole('button', { name: /save/i }).click();
  await expect(overlay(page)).toBeHidden();
  expect((await saved).status()).toBe(200);
  expect(await page.evaluate(() => (window as unknown as { overlayShown: boolean }).overlayShown)).toBe(false);
});
