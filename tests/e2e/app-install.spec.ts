// The installable app in a real browser, at phone and desktop widths (docs/rules/app.md): the web
// app manifest and its icons; the service worker registered and controlling for a member, never for
// a visitor; the dashboard and journal opening without a network after one visit online; the
// footer's "Install the app" button shown when the browser offers installation; the member's kept
// API answers gone after logout. Axe clean.
import type { Page } from '@playwright/test';
import sharp from 'sharp';
import { expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

const VIEWPORTS = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

/** Waits until the app worker controls the page. */
async function controlled(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker?.controller?.scriptURL.endsWith('/sw.js') === true && navigator.serviceWorker.controller.state === 'activated', undefined, { timeout: 60_000 });
}

/** Waits until this page's own copy and its API answers are kept by the worker (polled: an async predicate to waitForFunction counts its promise as true). */
async function keptForOffline(page: Page, apiPath: string): Promise<void> {
  await expect
    .poll(
      () =>
        page.evaluate(async (path) => {
          const pages = await caches.open('ws-member-pages-v1');
          if (!(await pages.match(location.pathname))) return false;
          const api = await caches.open('ws-member-api-v1');
          return (await api.keys()).some((r) => new URL(r.url).pathname === path);
        }, apiPath),
      { timeout: 60_000 },
    )
    .toBe(true);
}

for (const vp of VIEWPORTS) {
  test.describe(`the installable app (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('the manifest opens the dashboard and names PNG icons of the sizes it says; every layout links it', async ({ page }) => {
      const res = await page.request.get('/manifest.webmanifest');
      expect(res.status()).toBe(200);
      expect(res.headers()['content-type']).toContain('application/manifest+json');
      const manifest = await res.json();
      expect(manifest).toMatchObject({ name: 'Wellspring', short_name: 'Wellspring', start_url: '/dashboard', scope: '/', display: 'standalone', theme_color: '#1d6b61', background_color: '#fbf8f4' });
      const icons = manifest.icons as Array<{ src: string; sizes: string; type: string; purpose: string }>;
      expect(icons.map((i) => i.sizes)).toEqual(expect.arrayContaining(['192x192', '512x512']));
      expect(icons.some((i) => i.purpose.includes('maskable'))).toBe(true);
      for (const icon of icons) {
        const file = await page.request.get(icon.src);
        expect(file.status(), icon.src).toBe(200);
        expect(file.headers()['content-type']).toBe('image/png');
        const meta = await sharp(await file.body()).metadata();
        expect(`${meta.format} ${meta.width}x${meta.height}`).toBe(`png ${icon.sizes}`);
      }
      for (const path of ['/', '/login', '/dashboard']) {
        await page.goto(path);
        await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
        await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1d6b61');
        await expect(page.locator('link[rel="apple-touch-icon"]')).toHaveAttribute('href', /\.png$/);
      }
    });

    test('a visitor gets no service worker and no install button', async ({ page }) => {
      for (const path of ['/', '/courses']) {
        await page.goto(path, { waitUntil: 'networkidle' });
        expect(await page.evaluate(async () => (await navigator.serviceWorker.getRegistrations()).length)).toBe(0);
        await expect(page.getByRole('button', { name: 'Install the app' })).toBeHidden();
      }
      await page.evaluate(() => {
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve() });
        window.dispatchEvent(offer);
      });
      await expect(page.getByRole('button', { name: 'Install the app' })).toBeHidden();
      await expectNoAxeViolations(page);
    });

    test('the member installs the app: worker controlling at scope /, install button beside the store badges', async ({ page }) => {
      // Installing the worker fetches the app shell: slow on a loaded machine.
      test.setTimeout(150_000);
      await signIn(page);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 1, name: /^Hi / })).toBeVisible();
      await controlled(page);
      const reg = await page.evaluate(async () => {
        const r = await navigator.serviceWorker.getRegistration('/dashboard');
        return { scope: r?.scope, script: r?.active?.scriptURL };
      });
      expect(reg.scope).toBe(new URL('/', page.url()).toString());
      expect(reg.script).toBe(new URL('/sw.js', page.url()).toString());

      // Not offered by the browser: no button.
      const install = page.getByRole('button', { name: 'Install the app' });
      await expect(install).toBeHidden();
      // The browser offers installation (a synthetic beforeinstallprompt): the button shows beside the badges.
      await page.evaluate(() => {
        const w = window as unknown as { prompted: number };
        w.prompted = 0;
        const offer = Object.assign(new Event('beforeinstallprompt', { cancelable: true }), {
          prompt: () => {
            w.prompted += 1;
            return Promise.resolve({ outcome: 'accepted' });
          },
          userChoice: Promise.resolve({ outcome: 'accepted' }),
        });
        window.dispatchEvent(offer);
      });
      await expect(install).toBeVisible();
      await expect(page.locator('.stores [data-install-app]')).toBeVisible();
      await expect(page.getByRole('link', { name: 'Download on the App Store' })).toBeVisible();
      await expectNoAxeViolations(page);
      // Keyboard: focus it and press Enter.
      await install.focus();
      await page.keyboard.press('Enter');
      expect(await page.evaluate(() => (window as unknown as { prompted: number }).prompted)).toBe(1);
      await expect(install).toBeHidden();
      // Offered again, then installed: hidden.
      await page.evaluate(() => window.dispatchEvent(Object.assign(new Event('beforeinstallprompt', { cancelable: true }), { prompt: () => Promise.resolve() })));
      await expect(install).toBeVisible();
      await page.evaluate(() => window.dispatchEvent(new Event('appinstalled')));
      await expect(install).toBeHidden();
    });

    test('after one visit online the dashboard and the journal open without a network; logout forgets the kept answers', async ({ page, context }) => {
      test.setTimeout(180_000);
      const who = await newMember(page, 'Offline');
      await signIn(page, who);
      await page.goto('/dashboard');
      await expect(page.getByRole('heading', { level: 2, name: 'Continue learning' })).toBeVisible();
      await controlled(page);
      await keptForOffline(page, '/v1/auth/home');
      await page.goto('/journal');
      await expect(page.locator('.journal-page[data-ready="true"]')).toBeVisible();
      await keptForOffline(page, '/v1/auth/journal');

      await context.setOffline(true);
      try {
        const dashboard = await page.goto('/dashboard');
        expect(dashboard?.fromServiceWorker()).toBe(true);
        await expect(page.getByRole('heading', { level: 1, name: `Hi ${who.name}` })).toBeVisible();
        await expect(page.getByRole('heading', { level: 2, name: 'Continue learning' })).toBeVisible();
        await expectNoAxeViolations(page);
        const journal = await page.goto('/journal');
        expect(journal?.fromServiceWorker()).toBe(true);
        await expect(page.locator('.journal-page[data-ready="true"]')).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'My journal' })).toBeVisible();
        await expectNoAxeViolations(page);
      } finally {
        await context.setOffline(false);
      }

      await page.goto('/logout');
      await expect(page.getByRole('heading', { level: 1, name: 'You have been logged out' })).toBeVisible();
      expect(await page.evaluate(async () => (await caches.keys()).includes('ws-member-api-v1'))).toBe(false);
    });
  });
}
