// Billing in a real browser, at desktop and phone widths, axe clean (docs/rules/billing.md): the demo
// member's /billing lists her past payment, /billing/{id} shows its invoice with her billing address,
// and the PDF downloads and holds that address; a new member sees the empty states; an invoice that
// is not theirs is "not found"; a member who subscribes through the sandbox checkout finds the
// payment's invoice on /billing and cancels and resumes the subscription there. Expected values come
// from the API the pages read.
import fs from 'node:fs';
import type { Page } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { BILLING_STATUS_LABELS, formatAmount, type BillingRecord, type Invoice } from '../../src/lib/schemas/billing.ts';
import { pageText } from '../helpers/pdf-text.ts';
import { demoPaidCourses, expect, expectNoAxeViolations, newMember, payWithTestCard, signIn, test } from './support/fixtures.ts';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function apiGet<T>(page: Page, token: string, path: string): Promise<T> {
  const res = await page.request.get(path, { headers: { Authorization: `Bearer ${token}` } });
  expect(res.status(), `${path}: ${await res.text()}`).toBe(200);
  return (await res.json()) as T;
}

async function expectNoSidewaysScroll(page: Page, width: number): Promise<void> {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}

for (const vp of VIEWPORTS) {
  test.describe(`billing (${vp.name})`, () => {
    test.use({ viewport: { width: vp.width, height: vp.height } });

    test('the demo member’s payment is listed, its invoice shows her address, and the PDF downloads with it', async ({ page }) => {
      const { token } = await signIn(page);
      const list = await apiGet<{ data: BillingRecord[]; meta: { total: number } }>(page, token, '/v1/auth/billing?per_page=50');
      expect(list.meta.total).toBeGreaterThan(0);
      const record = list.data[list.data.length - 1]!;
      const invoice = (await apiGet<{ data: Invoice }>(page, token, `/v1/auth/billing/${record.id}`)).data;
      expect(invoice.buyer.address_lines.length).toBeGreaterThan(0);

      await page.goto('/billing');
      await expect(page.getByRole('heading', { level: 1, name: 'Billing' })).toBeVisible();
      await expect(page.locator('.billing-subscription[data-ready="true"]')).toBeVisible();
      const rows = page.getByRole('list', { name: 'Payments' });
      await expect(rows).toHaveAttribute('data-ready', 'true');
      // One row per payment; a row lists its credit notes in a list of their own.
      await expect(rows.locator(':scope > li')).toHaveCount(Math.min(list.meta.total, 20));
      const row = rows.locator(':scope > li').filter({ hasText: `Invoice ${record.number}` });
      await expect(row).toContainText(record.description);
      await expect(row).toContainText(formatAmount(record.amount, record.currency));
      // The demo's past payment has a quarter refunded (its credit note is listed with it).
      await expect(row).toContainText(BILLING_STATUS_LABELS[record.status]!);
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);

      await row.getByRole('link', { name: `View invoice ${record.number}` }).click();
      await expect(page).toHaveURL(new RegExp(`/billing/${record.id}$`));
      const article = page.locator('article.invoice[data-ready="true"]');
      await expect(article).toBeVisible();
      await expect(page.getByRole('heading', { level: 1, name: `Invoice ${invoice.number}` })).toBeVisible();
      for (const line of invoice.buyer.address_lines) await expect(article.locator('address').nth(1)).toContainText(line);
      await expect(article).toContainText(invoice.seller.name);
      await expect(article).toContainText(formatAmount(invoice.total, invoice.currency));
      if (invoice.discount) await expect(article).toContainText(`Discount (${invoice.discount.label})`);
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);

      const downloading = page.waitForEvent('download');
      await page.getByRole('button', { name: 'Download PDF', exact: true }).click();
      const file = await downloading;
      expect(file.suggestedFilename()).toBe(`wellspring-invoice-${invoice.number}.pdf`);
      const pdf = await PDFDocument.load(new Uint8Array(fs.readFileSync((await file.path())!)));
      const text = pageText(pdf);
      for (const line of invoice.buyer.address_lines) expect(text).toContain(line);
      expect(text).toContain(`Number: ${invoice.number}`);
      await expect(article).toHaveAttribute('data-ready', 'true');
    });

    test('a new member sees the empty states, and another member’s invoice is not found', async ({ page }) => {
      const demo = await signIn(page);
      const [theirs] = (await apiGet<{ data: BillingRecord[] }>(page, demo.token, '/v1/auth/billing')).data;
      const who = await newMember(page, 'Payer');
      await signIn(page, who);

      await page.goto('/billing');
      await expect(page.getByText('You have no subscription. A membership unlocks every paid course and bundle.')).toBeVisible();
      await expect(page.getByText('No payments yet. Your invoices will appear here after you subscribe or buy a course.')).toBeVisible();
      await expect(page.getByRole('link', { name: 'See the plans' }).first()).toHaveAttribute('href', '/subscriptions');
      await expectNoSidewaysScroll(page, vp.width);
      await expectNoAxeViolations(page);

      await page.goto(`/billing/${theirs!.id}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Invoice not found' })).toBeVisible();
      await expect(page.getByText('There is no invoice of yours at this address.')).toBeVisible();
      await expect(page.getByText(theirs!.number)).toHaveCount(0);
      await expectNoAxeViolations(page);
    });
  });
}

test('a new subscriber finds the payment’s invoice on /billing, and cancels and resumes there', async ({ page }) => {
  test.setTimeout(150_000);
  const who = await newMember(page, 'Renewer');
  const { token } = await signIn(page, who);
  await page.request.put('/v1/auth/address/default', { headers: { Authorization: `Bearer ${token}` }, data: { line1: '7 Rue de Rivoli', city: 'Paris', postcode: '75001', country: 'FR' } });
  await page.goto('/subscriptions');
  await expect(page.locator('[data-subscribe-form]')).toHaveAttribute('data-ready', 'true');
  await page.getByRole('radio', { name: /Membership, monthly/ }).check();
  await page.getByRole('link', { name: /^Pay .* and subscribe$/ }).click();
  // The checkout starts from the saved billing address.
  await expect(page).toHaveURL(/\/checkout\?plan=/);
  await expect(page.locator('form.checkout')).toHaveAttribute('data-ready', 'true');
  await expect(page.getByLabel('Address line 1')).toHaveValue('7 Rue de Rivoli');
  await expect(page.getByLabel('Country')).toHaveValue('FR');
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await payWithTestCard(page);

  const list = await apiGet<{ data: BillingRecord[] }>(page, token, '/v1/auth/billing');
  expect(list.data).toHaveLength(1);
  const invoice = (await apiGet<{ data: Invoice }>(page, token, `/v1/auth/billing/${list.data[0]!.id}`)).data;
  expect(invoice.buyer.address_lines).toEqual(['7 Rue de Rivoli', '75001 Paris', 'France']);

  await page.goto('/billing');
  const card = page.locator('.billing-subscription');
  await expect(card).toHaveAttribute('data-ready', 'true');
  await expect(card).toHaveAttribute('data-status', 'active');
  await expect(card).toContainText('Membership, monthly');
  await expect(page.getByRole('list', { name: 'Payments' }).getByRole('listitem')).toHaveCount(1);
  await expect(page.getByRole('link', { name: `View invoice ${invoice.number}` })).toBeVisible();
  await expectNoAxeViolations(page);

  await page.getByRole('button', { name: 'Cancel subscription' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Yes' }).click();
  await expect(card).toHaveAttribute('data-status', 'cancelled_at_period_end');
  await expect(card).toContainText('it will not renew');
  expect((await apiGet<{ data: { status: string } }>(page, token, '/v1/auth/subscription')).data.status).toBe('cancelled_at_period_end');
  await expectNoAxeViolations(page);

  await expect(card).toHaveAttribute('data-ready', 'true');
  await page.getByRole('button', { name: 'Resume subscription' }).click();
  await expect(card).toHaveAttribute('data-status', 'active');
  expect((await apiGet<{ data: { status: string } }>(page, token, '/v1/auth/subscription')).data.status).toBe('active');
  const session = await page.evaluate(() => JSON.parse(localStorage.getItem('root') ?? '{}').session);
  expect(session.subscription).toMatchObject({ status: 'active' });
});

/** Buys a paid course through /checkout with these billing details and the test card; answers the invoice and its PDF's text. */
async function buyThroughCheckout(page: Page, token: string, courseIndex: number, fill: (page: Page) => Promise<void>) {
  const courses = await demoPaidCourses(page);
  const course = courses[courseIndex % courses.length]!;
  await page.goto(`/checkout?course=${course.id}`);
  await expect(page.locator('form.checkout')).toHaveAttribute('data-ready', 'true');
  await fill(page);
  await expectNoAxeViolations(page);
  const shown = { total: await page.locator('[data-total]').textContent(), tax: await page.locator('[data-tax]').textContent() };
  await page.getByRole('button', { name: /^Pay / }).click();
  await expect(page).toHaveURL(/\/pay\/sandbox\//);
  await payWithTestCard(page);
  const list = await apiGet<{ data: BillingRecord[] }>(page, token, '/v1/auth/billing');
  const invoice = (await apiGet<{ data: Invoice }>(page, token, `/v1/auth/billing/${list.data[0]!.id}`)).data;
  const pdf = await page.request.get(`/v1/auth/billing/${invoice.id}/invoice.pdf`, { headers: { Authorization: `Bearer ${token}` } });
  expect(pdf.status()).toBe(200);
  const text = pageText(await PDFDocument.load(await pdf.body()));
  return { invoice, text, shown };
}

test('a GB buyer pays a course with 20 % VAT shown before paying and on the invoice PDF; a German business with a VAT number is reverse-charged', async ({ page }) => {
  test.setTimeout(150_000);
  const gb = await newMember(page, 'BritBuyer');
  const gbToken = (await signIn(page, gb)).token;
  const a = await buyThroughCheckout(page, gbToken, 3, async (p) => {
    await p.getByLabel('Address line 1').fill('221B Baker Street');
    await p.getByLabel('Town or city').fill('London');
    await p.getByLabel('Postcode (optional where there is none)').fill('NW1 6XE');
    await p.getByLabel('Country').selectOption('GB');
    await expect(p.locator('[data-tax]')).toBeVisible();
  });
  expect(a.invoice.tax).toMatchObject({ country: 'GB', rate_percent: 20, reverse_charge: false });
  // The tax shown before paying is the tax on the invoice.
  expect(a.shown.tax).toContain((a.invoice.tax.amount / 100).toFixed(2));
  for (const expected of ['221B Baker Street', 'NW1 6XE London', 'VAT 20% (United Kingdom), included', '20%', formatAmount(a.invoice.tax.amount, a.invoice.currency), 'Paid by Visa ending 4242.']) expect(a.text, expected).toContain(expected);
  await page.goto(`/billing/${a.invoice.id}`);
  await expect(page.locator('[data-payment-method]')).toHaveText('Paid by Visa ending 4242.');
  await expectNoAxeViolations(page);

  await page.context().clearCookies();
  await page.evaluate(() => localStorage.clear());
  const de = await newMember(page, 'FirmaBuyer');
  const deToken = (await signIn(page, de)).token;
  const b = await buyThroughCheckout(page, deToken, 4, async (p) => {
    await p.getByLabel('Address line 1').fill('Unter den Linden 5');
    await p.getByLabel('Town or city').fill('Berlin');
    await p.getByLabel('Postcode (optional where there is none)').fill('10117');
    await p.getByLabel('Country').selectOption('DE');
    await p.getByLabel('I am buying for a business').check();
    await p.getByLabel('Company name').fill('Beispiel GmbH');
    // A number whose check digits fail is refused beside its field.
    await p.getByLabel('VAT or tax number (optional)').fill('DE136695977');
    await p.getByLabel('VAT or tax number (optional)').blur();
    await expect(p.locator('#checkout-vat-number-error')).toContainText('not valid');
    await p.getByLabel('VAT or tax number (optional)').fill('DE136695976');
    await p.getByLabel('VAT or tax number (optional)').blur();
    await expect(p.locator('#checkout-vat-number-error')).toBeHidden();
    await expect(p.getByText('VAT 0%: reverse charge')).toBeVisible();
  });
  expect(b.invoice.tax).toMatchObject({ country: 'DE', rate_percent: 0, amount: 0, reverse_charge: true });
  expect(b.invoice.buyer).toMatchObject({ name: 'Beispiel GmbH', tax_id: 'DE136695976' });
  for (const expected of ['Beispiel GmbH', 'VAT / tax number: DE136695976', 'VAT 0%: reverse charge', 'Reverse charge: no VAT is charged']) expect(b.text, expected).toContain(expected);
});
