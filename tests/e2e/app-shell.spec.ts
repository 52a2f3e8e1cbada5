// The application-wide behaviour of docs/rules/client.md (app shell, session, dialogs, errors), in a
// real browser.
import { dataLayerEvents, expect, expectNoAxeViolations, test } from './support/fixtures.ts';

test('right-click is disabled across the app', async ({ page }) => {
  await page.goto('/');
  const prevented = await page.evaluate(() => {
    const event = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
    document.querySelector('main')!.dispatchEvent(event);
    return event.defaultPrevented;
  });
  expect(prevented).toBe(true);
});

test('the top loading bar shows while the next page loads', async ({ page }) => {
  await page.goto('/');
  await expectNoAxeViolations(page);
  await expect(page.locator('.loading-bar')).toBeHidden();
  // Hold the next page back so the bar has time to show; the old page reports what it displays,
  // because a page that is navigating away can no longer be inspected from the test.
  await page.route('**/testimonials', async (route) => {
    await new Promise((r) => setTimeout(r, 1500));
    await route.continue();
  });
  const seen: Array<{ hidden: boolean; color: string }> = [];
  await page.exposeFunction('reportLoadingBar', (state: { hidden: boolean; color: string }) => seen.push(state));
  await page.evaluate(() => {
    const bar = document.querySelector<HTMLElement>('.loading-bar')!;
    new MutationObserver(() => {
      (window as unknown as { reportLoadingBar: (s: unknown) => void }).reportLoadingBar({ hidden: bar.hidden, color: getComputedStyle(bar).backgroundColor });
    }).observe(bar, { attributes: true });
  });
  await page.locator('footer a[href="/testimonials"]').click({ noWaitAfter: true });
  await expect.poll(() => seen.length).toBeGreaterThan(0);
  expect(seen[0]).toEqual({ hidden: false, color: 'rgb(241, 25, 70)' });
  await page.waitForURL('**/testimonials');
  await expect(page.locator('.loading-bar')).toBeHidden();
});

test('each page view is reported with path and query', async ({ page }) => {
  await page.goto('/courses?term=sleep');
  const events = await dataLayerEvents(page);
  expect(events).toContainEqual({ event: 'page_view', url: '/courses?term=sleep' });
});

test('the view scrolls to the top on a path change', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.locator('footer a[href="/blog"]').click();
  await page.waitForURL('**/blog');
  await page.goBack();
  await page.waitForURL((url) => url.pathname === '/');
  expect(await page.evaluate(() => window.scrollY)).toBe(0);
});

test('an anonymous visit to a member route goes to /login after about a second', async ({ page }) => {
  // Each page notes, by the browser's clock, when its navigation started and when its document was
  // parsed. The wait is at least a second from the member page's start, and it ends a few seconds
  // after that page was parsed, however slowly a loaded machine served and parsed the page.
  await page.addInitScript(() => {
    const note = (key: string, at: number) => {
      const marks = JSON.parse(sessionStorage.getItem('marks') ?? '{}') as Record<string, number>;
      marks[key] = at;
      sessionStorage.setItem('marks', JSON.stringify(marks));
    };
    note(`${location.pathname} start`, performance.timeOrigin);
    document.addEventListener('DOMContentLoaded', () => note(`${location.pathname} parsed`, performance.timeOrigin + performance.now()));
    // Whether the notice was on screen as the member page was left: read back after the redirect, so
    // a loaded machine that shows it for its one second between two polls cannot miss it.
    addEventListener('pagehide', () => {
      const notice = document.querySelector<HTMLElement>('[data-login-redirect]');
      if (notice && !notice.hidden && notice.textContent?.includes('You need to log in to see this page')) note(`${location.pathname} notice`, 1);
    });
  });
  await page.goto('/dashboard');
  await page.waitForURL('**/login?next=%2Fdashboard');
  const marks = await page.evaluate(() => JSON.parse(sessionStorage.getItem('marks') ?? '{}') as Record<string, number>);
  expect(marks['/dashboard notice'], 'the login notice was shown before the redirect').toBe(1);
  expect(marks['/login start']! - marks['/dashboard start']!).toBeGreaterThanOrEqual(1000);
  expect(marks['/login start']! - marks['/dashboard parsed']!).toBeLessThan(4000);
});

test('a 401 shows "Session Expired" once, then logs out on /logout without showing it again', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const user = { id: 999, name: 'Stale Session', email: 'stale@example.test', avatar_url: '', gender: null, is_mentor: false, email_verified: true, created_at: '2026-01-01T00:00:00Z' };
    localStorage.setItem('root', JSON.stringify({ version: 1, session: { token: 'ws_expired-token', isLoggedIn: true, user, isSubscribed: false, subscription: null } }));
  });
  // The dashboard makes two calls through the client with the dead token (the gate's profile
  // refresh and the dashboard's home): both are refused, and only one dialog opens.
  const refused = ['/v1/auth/profile', '/v1/auth/home'].map((path) =>
    page.waitForResponse((r) => new URL(r.url()).pathname === path && r.status() === 401),
  );
  await page.goto('/dashboard');
  await Promise.all(refused);
  const dialog = page.getByRole('dialog', { name: 'Session Expired' });
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText('You will be redirected into Login');
  await expect(page.getByRole('dialog')).toHaveCount(1);
  await expectNoAxeViolations(page);

  // OK goes to /logout, which revokes the (dead) token: its 401 must not open the dialog again.
  const revoked = page.waitForResponse((r) => new URL(r.url()).pathname === '/v1/auth/logout');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.waitForURL('**/logout');
  expect((await revoked).status()).toBe(401);
  await expect(page.getByRole('heading', { name: 'You have been logged out' })).toBeVisible();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? 'null'));
  expect(stored).toEqual({ version: 1, session: { token: '', isLoggedIn: false, user: null, isSubscribed: false, subscription: null } });
  await expectNoAxeViolations(page);
});

test('the session survives a reload under the root key with version 1', async ({ page }) => {
  await page.goto('/');
  const user = { id: 5, name: 'Ada Reload', email: 'ada@example.test', avatar_url: '', gender: 2, is_mentor: true, email_verified: true, created_at: '2026-01-01T00:00:00Z' };
  await page.evaluate((u) => {
    localStorage.setItem('root', JSON.stringify({ version: 1, session: { token: 'ws_some-token', isLoggedIn: true, user: u, isSubscribed: false, subscription: null } }));
  }, user);
  await page.reload();
  await expect(page.locator('.site-header [data-user-greeting]').first()).toHaveText('Hi Ada Reload');
  await page.locator('.site-header summary.user-chip').click();
  await expect(page.locator('.site-header .auth--member').getByRole('link', { name: 'Mentor', exact: true })).toBeVisible();
  const stored = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? 'null'));
  expect(stored.version).toBe(1);
  expect(Object.keys(stored.session).sort()).toEqual(['isLoggedIn', 'isSubscribed', 'subscription', 'token', 'user']);
});

test('a server error shows "Unexpected Application Error!" with status and text', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const user = { id: 1, name: 'Maya', email: 'm@example.test', avatar_url: '', gender: 2, is_mentor: false, email_verified: true, created_at: '2026-01-01T00:00:00Z' };
    localStorage.setItem('root', JSON.stringify({ version: 1, session: { token: 'ws_x', isLoggedIn: true, user, isSubscribed: false, subscription: null } }));
  });
  await page.route('**/v1/auth/**', (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'boom' }) }));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeVisible();
  await expect(page.getByText('500 Internal Server Error')).toBeVisible();
});

test('/auth/login and /auth/logout redirect', async ({ page }) => {
  await page.goto('/auth/login');
  expect(new URL(page.url()).pathname).toBe('/login');
  await page.goto('/auth/logout');
  expect(new URL(page.url()).pathname).toBe('/logout');
});
