// The operators' studio in a real browser (docs/rules/studio.md), axe clean: the demo admin signs in,
// reads the overview, finds a member of its own (registered for this test), suspends them (their
// token stops working at once) and restores them (a new login works), and handles an enquiry; a
// member who opens /studio is sent away with a message; a visitor goes to the login page; the
// studio's JavaScript is never loaded by a public or member page; the admin withdraws a mentor's
// rights (after a confirmation) and gives them back. One page is also checked at 390 px.
import type { Page } from '@playwright/test';
import { DEMO_MEMBER, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

// These pages are measured once the network is quiet; the app's service worker (docs/rules/app.md) keeps
// requests of its own in flight for a member, so it is left out here and tested in app-install.spec.ts.
test.use({ serviceWorkers: 'block' });

const DEMO_ADMIN = { email: 'admin@wellspring.example', password: 'wellspring-admin', name: 'Ruth Adeyemi' };

async function login(page: Page, who: { email: string; password: string }): Promise<string> {
  const res = await page.request.post('/v1/auth/login', { data: { email: who.email, password: who.password } });
  expect(res.status(), await res.text()).toBe(200);
  return ((await res.json()) as { data: { token: string } }).data.token;
}

const profileStatus = async (page: Page, token: string) => (await page.request.get('/v1/auth/profile', { headers: { Authorization: `Bearer ${token}` } })).status();

test.describe('studio (desktop)', () => {
  test.use({ viewport: { width: 1280, height: 800 } });

  test('the admin reads the overview, suspends and restores a member, and handles an enquiry', async ({ page }) => {
    // Many pages and five axe scans: more than the default minute on a loaded machine.
    test.setTimeout(240_000);
    const who = await newMember(page, 'Studio');
    const memberToken = await login(page, who);
    expect(await profileStatus(page, memberToken)).toBe(200);
    // An enquiry of this test's own, so the inbox holds one no other test handles.
    const subject = `Question ${Date.now().toString(36)}`;
    const sent = await page.request.post('/v1/enquiry', { data: { name: 'E2E Visitor', email: 'e2e-visitor@example.test', subject, message: 'Is there a student discount?' } });
    expect(sent.status(), await sent.text()).toBeLessThan(300);

    await signIn(page, DEMO_ADMIN);
    await page.goto('/studio');
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    await page.locator('[data-ready]').waitFor();
    await expect(page.getByRole('img', { name: /Revenue per week/ })).toBeVisible();
    await expect(page.getByRole('img', { name: 'New sign-ups per week' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Top courses' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Members' }).click();
    await page.getByLabel('Search by name or e-mail').fill(who.email);
    await page.getByRole('button', { name: 'Search' }).click();
    await expect(page.getByText('1 account matching')).toBeVisible();
    await expectNoAxeViolations(page);
    await page.getByRole('link', { name: who.name }).click();
    await expect(page.getByRole('heading', { level: 1, name: who.name })).toBeVisible();
    await page.locator('[data-ready]').waitFor();
    await expectNoAxeViolations(page);

    await page.getByRole('button', { name: 'Suspend member' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /suspend|ok|yes|confirm/i }).last().click();
    await expect(page.getByRole('button', { name: 'Restore member' })).toBeVisible();
    await expect(page.getByText('Suspended', { exact: true })).toBeVisible();
    expect(await profileStatus(page, memberToken)).toBe(401);
    expect((await page.request.post('/v1/auth/login', { data: { email: who.email, password: who.password } })).status()).toBe(422);

    await page.getByRole('button', { name: 'Restore member' }).click();
    await expect(page.getByRole('button', { name: 'Suspend member' })).toBeVisible();
    expect(await profileStatus(page, memberToken)).toBe(401);
    expect(await profileStatus(page, await login(page, who))).toBe(200);

    // From the member's page, the log filtered to this member: their two changes, fields shown, not JSON.
    const memberUrl = page.url();
    const memberId = memberUrl.split('/').pop()!;
    await page.getByRole('link', { name: 'Changes to this account in the audit log' }).click();
    await expect(page).toHaveURL(new RegExp(`/studio/audit\\?record_type=member&record_id=${memberId}$`));
    await expect(page.getByRole('heading', { name: '2 changes match these filters' })).toBeVisible();
    await expect(page.locator('[data-action]')).toHaveCount(2);
    const restore = page.locator('[data-action="member.restore"]');
    await expect(restore.getByRole('row', { name: /suspended at/ })).toBeVisible();
    await expect(page.getByLabel('Record', { exact: true })).toHaveValue('member');
    await expectNoAxeViolations(page);

    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Enquiries' }).click();
    const item = page.getByRole('article', { name: subject });
    await expect(item).toBeVisible();
    await expect(item.getByText('Is there a student discount?')).toBeVisible();
    await expectNoAxeViolations(page);
    await item.getByRole('button', { name: 'Mark handled' }).click();
    await expect(item).toHaveCount(0);
    await page.getByRole('button', { name: 'Handled', exact: true }).click();
    await expect(page.getByRole('article', { name: subject })).toBeVisible();

    await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name: 'Audit log' }).click();
    await page.locator('[data-ready]').waitFor();
    await expect(page.locator('[data-action="enquiry.handled"]').first()).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the admin withdraws a mentor’s rights after confirming, and gives them back', async ({ page }) => {
    test.setTimeout(120_000);
    const who = await newMember(page, 'Mentor');
    const token = await login(page, who);
    const headers = { Authorization: `Bearer ${token}` };
    const agreed = await page.request.post('/v1/mentors/agree', { headers });
    expect(agreed.status(), await agreed.text()).toBe(200);
    const id = ((await agreed.json()) as { data: { id: number } }).data.id;

    await signIn(page, DEMO_ADMIN);
    await page.goto(`/studio/members/${id}`);
    await page.locator('[data-ready]').waitFor();
    const mentoring = page.getByRole('region', { name: 'Mentoring' });
    await expect(mentoring.getByText('0 of 10')).toBeVisible();
    await mentoring.getByRole('button', { name: 'Withdraw mentor rights' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /withdraw|ok|yes|confirm/i }).last().click();
    await expect(mentoring.getByRole('button', { name: 'Allow mentoring again' })).toBeVisible();
    await expect(mentoring.getByText(/Rights withdrawn on/)).toBeVisible();
    await expectNoAxeViolations(page);
    expect((await page.request.post('/v1/mentors/agree', { headers })).status()).toBe(403);

    await mentoring.getByRole('button', { name: 'Allow mentoring again' }).click();
    await page.getByRole('dialog').getByRole('button', { name: /allow|ok|yes|confirm/i }).last().click();
    await expect(mentoring.getByRole('button', { name: 'Withdraw mentor rights' })).toBeVisible();
    expect((await page.request.post('/v1/mentors/agree', { headers })).status()).toBe(200);
  });

  test('a member who opens the studio is sent away with a message; a visitor goes to login', async ({ page }) => {
    await page.goto('/studio/members');
    await expect(page).toHaveURL(/\/login\?next=%2Fstudio%2Fmembers$/);

    await signIn(page, DEMO_MEMBER);
    const adminCalls: string[] = [];
    page.on('request', (r) => r.url().includes('/v1/admin/') && adminCalls.push(r.url()));
    await page.goto('/studio');
    // The message is on screen only until the redirect (2.5 s), too short to scan it reliably.
    await expect(page.getByRole('alert')).toContainText('Your account cannot open the studio');
    await expect(page).toHaveURL(/\/dashboard$/, { timeout: 10_000 });
    expect(adminCalls).toEqual([]);
  });

  test('no public or member page loads the studio’s JavaScript', async ({ page }) => {
    test.setTimeout(180_000);
    await signIn(page, DEMO_MEMBER);
    const scripts: Array<{ url: string; body: string }> = [];
    page.on('response', async (r) => {
      if (r.request().resourceType() === 'script' && new URL(r.url()).pathname.startsWith('/_astro/')) scripts.push({ url: r.url(), body: await r.text().catch(() => '') });
    });
    for (const path of ['/', '/courses', '/dashboard', '/journal']) {
      await page.goto(path);
      await page.waitForLoadState('networkidle');
    }
    expect(scripts.length).toBeGreaterThan(0);
    const studio = scripts.filter((s) => ['/admin/overview', '/admin/courses', 'cannot open the studio', 'ProseMirror', 'To pick up a draggable item'].some((mark) => s.body.includes(mark)));
    expect(studio.map((s) => s.url)).toEqual([]);
  });
});

test.describe('studio (phone)', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the overview fits a phone and stays axe clean', async ({ page }) => {
    test.setTimeout(120_000);
    await signIn(page, DEMO_ADMIN);
    await page.goto('/studio');
    await page.locator('[data-ready]').waitFor();
    await expect(page.getByRole('heading', { level: 1, name: 'Overview' })).toBeVisible();
    const wide = await page.evaluate(() =>
      [...document.body.querySelectorAll('*')].filter((n) => n.getBoundingClientRect().right > 390).slice(0, 5).map((n) => `${n.tagName}.${n.className}`),
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth), `wider than the phone: ${wide.join(', ')}`).toBeLessThanOrEqual(390);
    await expectNoAxeViolations(page);
  });
});
