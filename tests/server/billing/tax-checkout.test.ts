// Address and tax at checkout (docs/rules/billing.md, "Address and tax at checkout"), through the API
// as the checkout page calls it: the quote shows the tax of the buyer's country inside the same total,
// a business elsewhere in the EU with a valid VAT number is reverse-charged, the payment keeps what
// the buyer saw, and its invoice (JSON and PDF read back) names the buyer's address, VAT number, the
// tax per line and the card. Bad billing details are worded 422s that leave nothing behind.
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { InvoiceSchema } from '../../../src/lib/schemas/billing.ts';
import { QuoteSchema } from '../../../src/lib/schemas/commerce.ts';
import { payments } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { pageText } from '../../helpers/pdf-text.ts';
import { json, paidCourse, pay, planBySlug } from '../commerce/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ env: { BILLING_TAX_RATES: 'GB=20,DE=19', BILLING_SELLER_TAX_ID: 'GB123456789' } });
});
afterAll(() => t.close());

const GB = { line1: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', country: 'GB' };
const DE_BUSINESS = { company: 'Beispiel GmbH', line1: 'Unter den Linden 5', city: 'Berlin', postcode: '10117', country: 'DE', vat_number: 'DE 136 695 976' };

async function buyAndPay(token: string, courseId: number, billing?: Record<string, unknown>) {
  const res = await t.api('POST', `/v1/courses/${courseId}/buy`, { token, json: billing ? { billing } : {} });
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = await json(res);
  await pay(t, data.url);
  const list = await json(await t.api('GET', '/v1/auth/billing', { token }));
  const invoice = InvoiceSchema.parse((await json(await t.api('GET', `/v1/auth/billing/${list.data[0].id}`, { token }))).data);
  const pdf = await t.api('GET', `/v1/auth/billing/${invoice.id}/invoice.pdf`, { token });
  expect(pdf.status).toBe(200);
  const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
  const text = Array.from({ length: doc.getPageCount() }, (_, i) => pageText(doc, i)).join('\n');
  return { checkout: data, invoice, text };
}

describe('POST /v1/subscriptions/quote', () => {
  it('shows the tax of the buyer’s country inside the same total, and no tax line without a country', async () => {
    const course = await paidCourse(t, 2900);
    const plain = QuoteSchema.parse((await json(await t.api('POST', '/v1/subscriptions/quote', { json: { course_id: course.id } }))).data);
    expect(plain).toMatchObject({ total: 2900, tax: null });
    const res = await t.api('POST', '/v1/subscriptions/quote', { json: { course_id: course.id, country: 'gb' } });
    expect(res.status).toBe(200);
    const quote = QuoteSchema.parse((await json(res)).data);
    // 20 % included in 29.00: 29.00 × 20 / 120 = 4.83.
    expect(quote.total).toBe(2900);
    expect(quote.tax).toEqual({ country: 'GB', rate_percent: 20, amount: 483, amount_label: '$4.83', reverse_charge: false, label: 'VAT 20% (United Kingdom), included' });
    const us = (await json(await t.api('POST', '/v1/subscriptions/quote', { json: { course_id: course.id, country: 'US' } }))).data;
    expect(us.tax).toMatchObject({ rate_percent: 0, amount: 0, label: 'Tax 0%: no tax charged for United States' });
  });

  it('reverse-charges a business in another EU country with a valid VAT number, and taxes it without one', async () => {
    const plan = await planBySlug(t, 'membership-monthly');
    const business = (await json(await t.api('POST', '/v1/subscriptions/quote', { json: { plan_id: plan.id, country: 'DE', vat_number: 'DE136695976', code: 'SPRING25' } }))).data;
    expect(business).toMatchObject({ total: 1425, tax: { country: 'DE', rate_percent: 0, amount: 0, reverse_charge: true } });
    const consumer = (await json(await t.api('POST', '/v1/subscriptions/quote', { json: { plan_id: plan.id, country: 'DE', code: 'SPRING25' } }))).data;
    // 19 % included in 14.25 = 2.28.
    expect(consumer).toMatchObject({ total: 1425, tax: { country: 'DE', rate_percent: 19, amount: 228, reverse_charge: false } });
    // A UK business buying from a UK seller pays UK VAT: no reverse charge at home.
    const home = (await json(await t.api('POST', '/v1/subscriptions/quote', { json: { plan_id: plan.id, country: 'GB', vat_number: 'GB980780684' } }))).data;
    expect(home.tax).toMatchObject({ rate_percent: 20, reverse_charge: false });
  });

  it('is a worded 422 for a country we do not know, a VAT number that fails its check digits or belongs elsewhere, and no item', async () => {
    const course = await paidCourse(t);
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ course_id: course.id, country: 'XX' }, 'country', /country from the list/],
      [{ course_id: course.id, country: 'DE', vat_number: 'DE136695977' }, 'vat_number', /not valid/],
      [{ course_id: course.id, country: 'DE', vat_number: 'FR40303265045' }, 'vat_number', /another country/],
      [{ course_id: course.id, country: 'DE', vat_number: 'DE<script>' }, 'vat_number', /only letters, digits/],
      [{ course_id: course.id, vat_number: 'DE136695976' }, 'country', /country of the VAT number/],
      [{ country: 'GB' }, 'plan_id', /exactly one/],
    ];
    for (const [body, field, message] of cases) {
      const res = await t.api('POST', '/v1/subscriptions/quote', { json: body });
      expect(res.status, JSON.stringify(body)).toBe(422);
      const errors = (await json(res)).errors;
      expect(errors[field]?.[0], JSON.stringify(errors)).toMatch(message);
    }
  });
});

describe('checkout with billing details', () => {
  it('a GB buyer: the payment keeps the tax shown, and the invoice and its PDF name the address, 20 % VAT per line, the seller’s VAT number and the card', async () => {
    const m = await t.member({ name: 'Olivia Brown' });
    const course = await paidCourse(t, 2900);
    const { checkout, invoice, text } = await buyAndPay(m.token, course.id, GB);
    expect(checkout).toMatchObject({ total: 2900, tax_amount: 483 });
    expect(invoice.buyer).toEqual({ name: 'Olivia Brown', email: m.email, address_lines: ['10 Downing Street', 'SW1A 2AA London', 'United Kingdom'], country: 'GB', tax_id: null });
    expect(invoice.seller.tax_id).toBe('GB123456789');
    expect(invoice.lines).toEqual([expect.objectContaining({ amount: 2900, tax_rate_percent: 20, tax_amount: 483 })]);
    expect(invoice.tax).toEqual({ rate_percent: 20, country: 'GB', amount: 483, reverse_charge: false, label: 'VAT 20% (United Kingdom), included' });
    expect(invoice.net).toBe(2417);
    expect(invoice.payment_method).toBe('Visa ending 4242');
    for (const expected of ['Olivia Brown', '10 Downing Street', 'SW1A 2AA London', 'VAT / tax number: GB123456789', 'VAT 20% (United Kingdom), included', 'US$4.83', 'US$24.17', 'US$29.00', 'Paid by Visa ending 4242.']) {
      expect(text, expected).toContain(expected);
    }
  });

  it('a German business with a valid VAT number is reverse-charged: 0 %, its VAT number and the statement on the invoice', async () => {
    const m = await t.member({ name: 'Jonas Weber' });
    const course = await paidCourse(t, 2900);
    const { checkout, invoice, text } = await buyAndPay(m.token, course.id, DE_BUSINESS);
    expect(checkout).toMatchObject({ total: 2900, tax_amount: 0 });
    expect(invoice.buyer).toMatchObject({ name: 'Beispiel GmbH', country: 'DE', tax_id: 'DE136695976', address_lines: ['For the attention of Jonas Weber', 'Unter den Linden 5', '10117 Berlin', 'Germany'] });
    expect(invoice.tax).toMatchObject({ rate_percent: 0, amount: 0, reverse_charge: true });
    expect(invoice.total).toBe(2900);
    for (const expected of ['Beispiel GmbH', 'VAT / tax number: DE136695976', 'VAT 0%: reverse charge', 'Reverse charge: no VAT is charged']) expect(text, expected).toContain(expected);
  });

  it('uses the saved billing address when the checkout sends none; with neither, the invoice says so in full', async () => {
    const saved = await t.member({ name: 'Saved Address' });
    expect((await t.api('PUT', '/v1/auth/address/default', { token: saved.token, json: { line1: '1 High St', city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' } })).status).toBe(200);
    const a = await buyAndPay(saved.token, (await paidCourse(t, 1200)).id);
    expect(a.invoice.tax).toMatchObject({ country: 'GB', rate_percent: 20, amount: 200 });
    const none = await t.member({ name: 'No Address' });
    const b = await buyAndPay(none.token, (await paidCourse(t, 1200)).id);
    expect(b.invoice.tax).toMatchObject({ country: null, rate_percent: 0, label: 'Tax 0%: no billing country given' });
    expect(b.text).toContain('No billing address was given for this payment.');
    expect(b.text).not.toContain('…');
  });

  it('prints names in other scripts and wraps long lines instead of cutting them', async () => {
    const m = await t.member({ name: 'Σοφία Παπαδοπούλου' });
    const long = 'Εταιρεία Ανάπτυξης Προσωπικών Δεξιοτήτων και Ευεξίας Ανώνυμη Εταιρεία με Έδρα στην Αθήνα';
    const { invoice, text } = await buyAndPay(m.token, (await paidCourse(t)).id, { company: long, line1: 'Οδός Ερμού 12', city: 'Αθήνα', postcode: '10563', country: 'GR', vat_number: 'EL094259216' });
    expect(invoice.buyer.tax_id).toBe('EL094259216');
    expect(invoice.tax.reverse_charge).toBe(true);
    for (const word of long.split(' ')) expect(text, word).toContain(word);
    expect(text).toContain('Σοφία Παπαδοπούλου');
    expect(text).toContain('Αθήνα');
    expect(text).not.toMatch(/[…\uFFFD]/);
  });

  it('refuses bad billing details with a worded 422 on the field and stores no payment', async () => {
    const m = await t.member({ name: 'Bad Input' });
    const course = await paidCourse(t);
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ ...GB, country: 'XX' }, 'billing.country'],
      [{ ...GB, line1: 'Flat 1\u0000' }, 'billing.line1'],
      [{ ...GB, line1: 'x'.repeat(10_000) }, 'billing.line1'],
      [{ ...GB, city: '' }, 'billing.city'],
      [{ ...DE_BUSINESS, vat_number: 'DE000000000' }, 'billing.vat_number'],
    ];
    for (const [billing, field] of cases) {
      const res = await t.api('POST', `/v1/courses/${course.id}/buy`, { token: m.token, json: { billing } });
      expect(res.status, field).toBe(422);
      const errors = (await json(res)).errors;
      expect(Object.keys(errors), JSON.stringify(errors)).toEqual([field]);
      expect(errors[field][0]).toMatch(/[A-Z].*\.$/);
    }
    expect(await t.db.select().from(payments).where(eq(payments.userId, m.id))).toEqual([]);
  });
});
