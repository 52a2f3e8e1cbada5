// The studio's "running the business" pages in a real browser (docs/rules/studio.md, "Running the
// business"), axe clean: the demo admin creates a discount code on /studio/plans and a member sees it
// apply at /subscriptions and pays; the admin refunds that payment on /studio/payments (refund
// dialog, the whole amount) and the member's /billing shows it refunded; the NPS chart shows on /studio/surveys; the
// rewards page lists the points; the header's Studio link shows to an admin only; a member is sent
// away from these pages.
import type { Page } from '@playwright/test';
import { expect, expectNoAxeViolations, newMember, payWithTestCard, signIn, test } from './support/fixtures.ts';

test.use({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });

const DEMO_ADMIN = { email: 'admin@wellspring.example', password: 'wellspring-admin', name: 'Ruth Adeyemi' };

async function studioNav(page: Page, name: string) {
  await page.getByRole('navigation', { name: 'Studio' }).getByRole('link', { name }).click();
}

test('a code made in the studio applies at checkout; a refund in the studio shows on the member’s billing', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const code = `E2E${Date.now().toString(36).toUpperCase()}`;

  await signIn(page, DEMO_ADMIN);
  await page.goto('/studio/plans');
  await expect(page.getByRole('heading', { level: 1, name: 'Plans and discounts' })).toBeVisible();
  await page.locator('[data-ready]').first().waitFor();
  await expectNoAxeViolations(page);
  const form = page.locator('form', { has: page.getByRole('heading', { name: 'New discount code' }) });
  await form.getByLabel('Name').fill('E2E half price');
  await form.getByLabel('Code members type').fill(code);
  await form.getByRole('textbox', { name: 'Percent off' }).fill('50');
  await form.getByRole('button', { name: 'Create code' }).click();
  await expect(page.locator(`[data-discount="${code}"]`)).toContainText('50% off');

  // A member applies it on /subscriptions and pays through the sandbox.
  const memberContext = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 1280, height: 800 } });
  const member = await memberContext.newPage();
  const who = await newMember(member, 'Refunded');
  await signIn(member, who);
  await member.goto('/subscriptions');
  await expect(member.locator('[data-subscribe-form]')).toHaveAttribute('data-ready', 'true');
  await member.getByRole('radio', { name: /Membership, monthly/ }).check();
  await member.getByLabel('Discount code (optional)').fill(code.toLowerCase());
  await member.getByRole('button', { name: 'Apply' }).click();
  await expect(member.locator('[data-total]')).toHaveText('$9.50');
  await member.getByRole('link', { name: 'Pay $9.50 and subscribe' }).click();
  // The checkout asks where the buyer is; prices include tax, so the total stays (docs/rules/billing.md).
  await expect(member).toHaveURL(/\/checkout\?/);
  await expect(member.locator('form.checkout')).toHaveAttribute('data-ready', 'true');
  await member.getByLabel('Address line 1').fill('1 Test Street');
  await member.getByLabel('Town or city').fill('London');
  await member.getByLabel('Postcode (optional where there is none)').fill('EC1A 1AA');
  await member.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await expect(member.locator('[data-total]')).toHaveText('$9.50');
  await member.getByRole('button', { name: /^Pay / }).click();
  await expect(member).toHaveURL(/\/pay\/sandbox\//);
  await payWithTestCard(member);

  // The admin refunds it.
  await page.goto('/studio/payments');
  await page.locator('[data-ready]').waitFor();
  const row = page.getByRole('row').filter({ hasText: who.email }).first();
  await expect(row).toContainText('$9.50');
  await expect(row.locator('[data-status]')).toHaveText('paid');
  await expectNoAxeViolations(page);
  await row.getByRole('button', { name: /^Refund payment/ }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByLabel(/Amount to refund/)).toHaveValue('9.50');
  await expectNoAxeViolations(page);
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(row.locator('[data-status]')).toHaveText('refunded');
  await expect(page.getByRole('heading', { level: 1, name: 'Payments' })).toBeFocused();
  await page.screenshot({ path: 'test-results/studio-payments.png', fullPage: true });

  await member.goto('/billing');
  const payments = member.getByRole('list', { name: 'Payments' });
  await expect(payments).toHaveAttribute('data-ready', 'true');
  await expect(payments.getByRole('listitem').first()).toContainText(/refunded/i);
  await memberContext.close();
});

test('the NPS chart and the rewards rules show; a member is sent away', async ({ page }) => {
  test.setTimeout(120_000);
  await signIn(page, DEMO_ADMIN);
  await page.goto('/studio/surveys');
  await expect(page.getByRole('heading', { level: 1, name: 'Site surveys' })).toBeVisible();
  await page.locator('[data-ready]').first().waitFor();
  await expect(page.getByRole('img', { name: /by score/ })).toBeVisible();
  await expect(page.locator('[data-nps]').first()).toContainText('NPS:');
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/studio-surveys.png', fullPage: true });

  await studioNav(page, 'Rewards');
  await expect(page.getByRole('heading', { level: 1, name: 'Rewards' })).toBeVisible();
  await expect(page.getByLabel('Lesson finished')).toHaveValue(/\d+/);
  await expectNoAxeViolations(page);

  // The header's Studio link: shown to an admin, not to a member.
  await page.goto('/courses');
  await page.locator('.site-header .user-chip').click();
  await expect(page.locator('.site-header').getByRole('link', { name: 'Studio', exact: true })).toBeVisible();

  const who = await newMember(page, 'Outsider');
  await signIn(page, who);
  await page.goto('/courses');
  await page.locator('.site-header .user-chip').click();
  await expect(page.locator('.site-header').getByRole('link', { name: 'Logout' }).first()).toBeVisible();
  await expect(page.locator('.site-header').getByRole('link', { name: 'Studio', exact: true })).toHaveCount(0);
  for (const path of ['/studio/plans', '/studio/payments']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/dashboard/, { timeout: 15_000 });
  }
});
