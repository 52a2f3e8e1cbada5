// Issue 35 item 11 (docs/privacy.md, "Consent before analytics"), on a build with PUBLIC_GTM_ID
// (build it with `PUBLIC_GTM_ID=GTM-TEST35 WELLSPRING_DIST=<dist> npm run build` and run this spec
// with the same PUBLIC_GTM_ID): nothing reaches the tag manager before the visitor agrees; Consent
// Mode v2 defaults are denied before GTM's start; a choice is sent as an update, kept, and changeable
// from the footer; the account events with e-mail and name go only with consent. Skipped on a build
// without a tag manager, where there is no banner at all.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newMember, test } from './support/fixtures.ts';

test.skip(!process.env.PUBLIC_GTM_ID, 'needs a build and server with PUBLIC_GTM_ID');

/** Every request for GTM's hosts, answered with an empty script so nothing leaves the machine. */
async function recordTagManager(page: Page): Promise<string[]> {
  const seen: string[] = [];
  await page.context().route(/googletagmanager\.com|google-analytics\.com/, (route) => {
    seen.push(route.request().url());
    return route.fulfill({ status: 200, contentType: 'text/javascript', body: '' });
  });
  return seen;
}

const consentCalls = (page: Page) =>
  page.evaluate(() =>
    ((window as unknown as { dataLayer: unknown[] }).dataLayer ?? [])
      .filter((e): e is IArguments => typeof e === 'object' && e !== null && !Array.isArray(e) && 'length' in e && (e as IArguments)[0] === 'consent')
      .map((e) => [e[1], e[2]]),
  );

for (const width of [390, 1280]) {
  test(`at ${width} px: denied by default, nothing sent; Accept grants, loads GTM and is kept`, async ({ page }) => {
    await page.setViewportSize({ width, height: 800 });
    const gtm = await recordTagManager(page);
    await page.goto('/courses');
    const banner = page.getByRole('region', { name: 'Cookies and analytics' });
    await expect(banner).toBeVisible();
    expect(await consentCalls(page)).toEqual([['default', { ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied', analytics_storage: 'denied' }]]);
    await expect(page.locator('script[data-gtm]')).toHaveCount(0);
    await expectNoAxeViolations(page);
    await page.screenshot({ path: `/tmp/h4-shots/consent-banner-${width}.png` });
    await page.waitForTimeout(500);
    expect(gtm).toEqual([]);

    await banner.getByRole('button', { name: 'Accept' }).click();
    await expect(banner).toBeHidden();
    expect((await consentCalls(page)).at(-1)).toEqual(['update', { analytics_storage: 'granted', ad_storage: 'granted', ad_user_data: 'granted', ad_personalization: 'granted' }]);
    // Partytown marks the scripts it took over (text/partytown-x): the type says it is Partytown's, not the page's.
    await expect(page.locator('script[data-gtm]')).toHaveAttribute('src', /gtm\.js\?id=GTM-TEST35/);
    await expect(page.locator('script[data-gtm]')).toHaveAttribute('type', /^text\/partytown/);

    // Kept: the next page applies it before GTM and shows no banner.
    await page.reload();
    await expect(page.locator('script[data-gtm]')).toHaveCount(1);
    expect((await consentCalls(page)).map((c) => c[0])).toEqual(['default', 'update']);
    await expect(page.getByRole('region', { name: 'Cookies and analytics' })).toHaveCount(0);
  });
}

test('Choose: only analytics; changeable from the footer; Reject keeps the account events out', async ({ page }) => {
  const gtm = await recordTagManager(page);
  await page.goto('/');
  const banner = page.getByRole('region', { name: 'Cookies and analytics' });
  await banner.getByRole('button', { name: 'Choose' }).click();
  await expect(banner.getByRole('switch', { name: 'Analytics' })).toBeFocused();
  await banner.getByRole('switch', { name: 'Analytics' }).check();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: '/tmp/h4-shots/consent-choose-1280.png' });
  await banner.getByRole('button', { name: 'Save my choice' }).click();
  expect((await consentCalls(page)).at(-1)).toEqual(['update', { analytics_storage: 'granted', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);

  // Changed from the footer: everything rejected; GTM no longer loads from the next page on.
  await page.getByRole('button', { name: 'Cookie settings' }).click();
  const again = page.getByRole('region', { name: 'Cookies and analytics' });
  await expect(again.getByRole('switch', { name: 'Analytics' })).toBeChecked();
  await again.getByRole('button', { name: 'Reject' }).click();
  expect((await consentCalls(page)).at(-1)).toEqual(['update', { analytics_storage: 'denied', ad_storage: 'denied', ad_user_data: 'denied', ad_personalization: 'denied' }]);
  const before = gtm.length;
  await page.goto('/login');
  await expect(page.locator('script[data-gtm]')).toHaveCount(0);

  // Without consent the login event (e-mail and name) is not pushed: every push of every page is kept
  // in this tab's sessionStorage, since the login page is left right after it pushes.
  await page.addInitScript(() => {
    const dl: unknown[] = [];
    const push = dl.push.bind(dl);
    dl.push = (...items: unknown[]) => {
      try {
        sessionStorage.setItem('t:dl', (sessionStorage.getItem('t:dl') ?? '') + JSON.stringify(items));
      } catch {
        // Nothing to keep.
      }
      return push(...items);
    };
    (window as unknown as { dataLayer: unknown[] }).dataLayer = dl;
  });
  await page.goto('/login');
  const who = await newMember(page, 'Consent');
  await page.getByLabel('E-mail address').fill(who.email);
  await page.getByLabel('Password').fill(who.password);
  await page.getByRole('button', { name: 'Log in' }).click();
  await page.waitForURL(/\/dashboard/);
  const pushed = await page.evaluate(() => sessionStorage.getItem('t:dl') ?? '');
  expect(pushed).toContain('page_view');
  expect(pushed).not.toContain(who.email);
  expect(gtm.length).toBe(before);
});
