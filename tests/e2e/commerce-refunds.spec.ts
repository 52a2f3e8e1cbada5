// Partial refunds and credit notes in a real browser (issue 30 part 3; docs/rules/studio.md, "Payments
// and refunds"; docs/rules/billing.md, "Credit notes"), axe clean at 390 and 1280 px: the demo
// member's seeded partial refund shows its credit note on her /billing and invoice, and on the
// studio's payments; the admin refunds half of a fresh subscription through the refund dialog (Escape
// closes it and focus returns to its button, an amount over what remains is explained beside the field,
// "take back access" is offered only for the whole remainder), and the credit note appears for the
// admin and for the member. The sandbox's card fields format as typed (issue 30 part 5).
import type { Page } from '@playwright/test';
import { DEMO_ADMIN, expect, expectNoAxeViolations, newMember, signIn, test } from './support/fixtures.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function subscribeThroughSandbox(member: Page): Promise<void> {
  await member.goto('/subscriptions');
  await expect(member.locator('[data-subscribe-form]')).toHaveAttribute('data-ready', 'true');
  await member.getByRole('radio', { name: /Membership, monthly/ }).check();
  await member.getByRole('link', { name: /^Pay .* and subscribe$/ }).click();
  await expect(member).toHaveURL(/\/checkout\?/);
  await expect(member.locator('form.checkout')).toHaveAttribute('data-ready', 'true');
  await member.getByLabel('Address line 1').fill('1 Test Street');
  await member.getByLabel('Town or city').fill('London');
  await member.getByLabel('Postcode (optional where there is none)').fill('EC1A 1AA');
  await member.getByLabel('Country').selectOption({ label: 'United Kingdom' });
  await member.getByRole('button', { name: /^Pay / }).click();
  await expect(member).toHaveURL(/\/pay\/sandbox\//);
  // The card fields format as typed: the number in fours with its brand named, the expiry's slash put in.
  await member.getByLabel('Card number').pressSequentially('4242424242424242');
  await expect(member.getByLabel('Card number')).toHaveValue('4242 4242 4242 4242');
  await expect(member.locator('[data-card-brand]')).toHaveText('Visa');
  await member.getByLabel('Expiry (MM / YY)').pressSequentially('1230');
  await expect(member.getByLabel('Expiry (MM / YY)')).toHaveValue('12 / 30');
  await member.getByLabel('Security code (CVC)').fill('123');
  await member.getByRole('button', { name: /^Pay / }).click();
  await expect(member).toHaveURL(/\/subscriptions\/success/);
}

for (const vp of VIEWPORTS) {
  test.describe(`credit notes (${vp.name})`, () => {
    test.use({ serviceWorkers: 'block', viewport: { width: vp.width, height: vp.height } });

    test('the demo member’s seeded partial refund shows its credit note on /billing, her invoice and the studio’s payments', async ({ page, browser }) => {
      test.setTimeout(180_000);
      await signIn(page);
      await page.goto('/billing');
      const payments = page.getByRole('list', { name: 'Payments' });
      await expect(payments).toHaveAttribute('data-ready', 'true');
      const seeded = payments.getByRole('listitem').filter({ hasText: 'Membership' }).last();
      const download = seeded.getByRole('button', { name: /^Download PDF of credit note WS-CN-\d{4}-\d{6}$/ });
      await expect(download).toBeVisible();
      await expectNoAxeViolations(page);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(vp.width);
      await page.screenshot({ path: `test-results/billing-credit-note-${vp.name}.png`, fullPage: true });
      const [file] = await Promise.all([page.waitForEvent('download'), download.click()]);
      expect(file.suggestedFilename()).toMatch(/^wellspring-credit-note-WS-CN-\d{4}-\d{6}\.pdf$/);

      await seeded.getByRole('link', { name: /^View invoice/ }).click();
      await expect(page.locator('.invoice')).toHaveAttribute('data-ready', 'true');
      await expect(page.getByRole('heading', { name: 'Credit notes' })).toBeVisible();
      await expect(page.getByRole('button', { name: /^Download PDF of credit note WS-CN-/ })).toBeVisible();
      await expectNoAxeViolations(page);

      const adminContext = await browser.newContext({ serviceWorkers: 'block', viewport: { width: vp.width, height: vp.height } });
      const admin = await adminContext.newPage();
      await signIn(admin, DEMO_ADMIN);
      await admin.goto('/studio/payments');
      await admin.locator('[data-ready]').waitFor();
      const row = admin.locator('[data-payment="pay_demo_first_membership_month"]');
      await expect(row.getByRole('button', { name: /^Download credit note WS-CN-/ })).toBeVisible();
      await expectNoAxeViolations(admin);
      await admin.screenshot({ path: `test-results/studio-payments-credit-note-${vp.name}.png`, fullPage: true });
      await adminContext.close();
    });
  });
}

test('the admin refunds half of a fresh subscription through the dialog; the credit note appears for the admin and the member', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const memberContext = await browser.newContext({ serviceWorkers: 'block', viewport: { width: 390, height: 844 } });
  const member = await memberContext.newPage();
  const who = await newMember(member, 'HalfRefund');
  await signIn(member, who);
  await subscribeThroughSandbox(member);

  await signIn(page, DEMO_ADMIN);
  await page.goto('/studio/payments');
  await page.locator('[data-ready]').waitFor();
  const row = page.getByRole('row').filter({ hasText: who.email }).first();
  await expect(row.locator('[data-status]')).toHaveText('paid');
  const open = row.getByRole('button', { name: /^Refund payment/ });

  // Escape closes the dialog and focus goes back to the button that opened it.
  await open.click();
  const dialog = page.getByRole('dialog');
  const amount = dialog.getByLabel(/Amount to refund/);
  await expect(amount).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(open).toBeFocused();

  await open.click();
  const whole = await amount.inputValue();
  expect(whole).toMatch(/^\d+\.\d{2}$/);
  // The whole remainder may take back access; a part may not, so the choice goes.
  await expect(dialog.getByLabel(/Take back access/)).toBeVisible();
  await expectNoAxeViolations(page);
  await page.screenshot({ path: 'test-results/refund-dialog-1280.png' });
  await amount.fill((Number(whole) + 1).toFixed(2));
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog.locator('.field-error')).toContainText('Refund at most what remains');
  await expect(amount).toHaveAttribute('aria-invalid', 'true');
  const half = (Math.round(Number(whole) * 50) / 100).toFixed(2);
  await amount.fill(half);
  await expect(dialog.getByLabel(/Take back access/)).toHaveCount(0);
  await dialog.getByLabel('Reason (optional)').fill('Half back: a goodwill gesture');
  await dialog.getByRole('button', { name: 'Refund', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(row.locator('[data-refund="succeeded"]')).toContainText(half);
  await expect(row.getByRole('button', { name: /^Download credit note WS-CN-/ })).toBeVisible();
  // Half remains, so it can still be refunded.
  await expect(row.getByRole('button', { name: /^Refund payment/ })).toBeVisible();

  await member.goto('/billing');
  const payments = member.getByRole('list', { name: 'Payments' });
  await expect(payments).toHaveAttribute('data-ready', 'true');
  const paid = payments.getByRole('listitem').first();
  await expect(paid.locator('[data-credit-note]')).toContainText(half);
  await expect(paid.locator('[data-credit-note]')).toContainText('Half back: a goodwill gesture');
  await expectNoAxeViolations(member);
  await member.screenshot({ path: 'test-results/billing-half-refund-390.png', fullPage: true });
  await memberContext.close();
});
