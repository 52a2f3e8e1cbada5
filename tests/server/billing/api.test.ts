// The billing API as members see it (docs/rules/billing.md): the paged history, one invoice and its
// PDF, each with 200, 401, 422 and 404 for another member's invoice; the invoice as a snapshot with
// the buyer's address, the discount and the tax of the buyer's country; the receipt following the
// member's billing setting; one invoice per payment.
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BillingRecordSchema, InvoiceSchema } from '../../../src/lib/schemas/billing.ts';
import { issueInvoice } from '../../../src/server/billing/service/index.ts';
import type { Db } from '../../../src/server/db/client.ts';
import { discounts, notificationEmails, notifications } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { drawnStrings, pageText } from '../../helpers/pdf-text.ts';
import { body } from '../learning/factories.ts';
import { makeInvoice, makePayment } from './factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { BILLING_TAX_RATES: 'PL=23,GB=20', BILLING_SELLER_NAME: 'Źródło Learning Sp. z o.o.', BILLING_SELLER_TAX_ID: 'PL1234567890' } });
});
afterAll(() => t.close());

const ADDRESS = { line1: 'ul. Piotrkowska 12', line2: 'm. 4', city: 'Łódź', postcode: '90-001', country: 'PL' };

async function buyer(name = 'Łukasz Żółć', address: Record<string, string> | null = ADDRESS) {
  const m = await t.member({ name });
  if (address) expect((await t.api('PUT', '/v1/auth/address/default', { token: m.token, json: address })).status).toBe(200);
  return m;
}

describe('GET /v1/auth/billing', () => {
  it('is 401 without a token', async () => {
    expect((await t.api('GET', '/v1/auth/billing')).status).toBe(401);
  });

  it('is an empty page for a member who has paid nothing', async () => {
    const m = await buyer('Nobody Paid', null);
    const res = await t.api('GET', '/v1/auth/billing', { token: m.token });
    expect(res.status).toBe(200);
    expect(await body(res)).toEqual({ data: [], meta: { page: 1, per_page: 20, total: 0, last_page: 1 } });
  });

  it('lists the member’s own payments, newest first, paged, and none of anyone else’s', async () => {
    const m = await buyer();
    const other = await buyer('Someone Else');
    await makeInvoice(t, other.id, { description: 'Not yours' });
    const first = await makeInvoice(t, m.id, { description: 'Course: Calm Mornings', lines: [{ description: 'Course: Calm Mornings', quantity: 1, unitAmount: 2500, amount: 2500 }], discount: null, total: 2500 }, { now: new Date('2026-03-01T10:00:00Z') });
    const second = await makeInvoice(t, m.id, {}, { now: new Date('2026-04-01T10:00:00Z') });
    const res = await t.api('GET', '/v1/auth/billing?per_page=1', { token: m.token });
    expect(res.status).toBe(200);
    const page1 = await body(res);
    expect(page1.meta).toEqual({ page: 1, per_page: 1, total: 2, last_page: 2 });
    expect(page1.data).toEqual([
      BillingRecordSchema.parse({ id: second.id, number: second.number, date: '2026-04-01T10:00:00.000Z', description: 'Wellspring membership (monthly)', amount: 1200, currency: 'GBP', status: 'paid', link: `/billing/${second.id}`, credit_notes: [] }),
    ]);
    const page2 = await body(await t.api('GET', '/v1/auth/billing?per_page=1&page=2', { token: m.token }));
    expect(page2.data.map((r: { id: number }) => r.id)).toEqual([first.id]);
    expect(page2.data[0].amount).toBe(2500);
  });

  it('is 422 with field errors for a bad page', async () => {
    const m = await buyer('Pager');
    for (const query of ['page=0', 'per_page=51', 'page=abc']) {
      const res = await t.api('GET', `/v1/auth/billing?${query}`, { token: m.token });
      expect(res.status, query).toBe(422);
      expect(Object.keys((await body(res)).errors), query).toHaveLength(1);
    }
  });
});

describe('GET /v1/auth/billing/{id}', () => {
  it('shows the invoice: seller, buyer with the billing address, lines, discount, tax of the buyer’s country included, totals', async () => {
    const m = await buyer();
    const row = await makeInvoice(t, m.id);
    const res = await t.api('GET', `/v1/auth/billing/${row.id}`, { token: m.token });
    expect(res.status).toBe(200);
    const invoice = InvoiceSchema.parse((await body(res)).data);
    expect(invoice.number).toMatch(/^WS-\d{4}-\d{6}$/);
    expect(invoice.seller).toEqual({ name: 'Źródło Learning Sp. z o.o.', email: 'support@wellspring.example', address_lines: ['1 Example Street', 'London', 'EC1A 1AA', 'United Kingdom'], country: 'GB', tax_id: 'PL1234567890' });
    expect(invoice.buyer).toEqual({ name: 'Łukasz Żółć', email: m.email, address_lines: ['ul. Piotrkowska 12', 'm. 4', '90-001 Łódź', 'Poland'], country: 'PL', tax_id: null });
    // The line's tax is on the line less the discount: the whole of the tax for one line.
    expect(invoice.lines).toEqual([{ description: 'Wellspring membership (monthly)', quantity: 1, unit_amount: 1500, amount: 1500, tax_rate_percent: 23, tax_amount: 224 }]);
    expect(invoice.subtotal).toBe(1500);
    expect(invoice.discount).toEqual({ label: 'WELCOME3', amount: 300 });
    // 23 % included in 12.00: 12.00 × 23 / 123 = 2.24 (rounded), so 9.76 without tax.
    expect(invoice.tax).toEqual({ rate_percent: 23, country: 'PL', amount: 224, reverse_charge: false, label: 'VAT 23% (Poland), included' });
    expect(invoice.net).toBe(976);
    expect(invoice.total).toBe(1200);
    expect(invoice.download_path).toBe(`/v1/auth/billing/${row.id}/invoice.pdf`);
  });

  it('charges no tax where no rate is configured, and when the member has no address', async () => {
    const us = await buyer('No Rate', { line1: '5 Main St', city: 'Boston', postcode: '02101', country: 'US' });
    const none = await buyer('No Address', null);
    for (const m of [us, none]) {
      const row = await makeInvoice(t, m.id);
      const invoice = (await body(await t.api('GET', `/v1/auth/billing/${row.id}`, { token: m.token }))).data;
      expect(invoice.tax.amount).toBe(0);
      expect(invoice.tax.rate_percent).toBe(0);
      expect(invoice.net).toBe(1200);
    }
  });

  it('keeps the address of the day it was issued when the member moves later', async () => {
    const m = await buyer('Mover');
    const row = await makeInvoice(t, m.id);
    await t.api('PUT', '/v1/auth/address/default', { token: m.token, json: { line1: '9 New Road', city: 'York', postcode: 'YO1 1AA', country: 'GB' } });
    const invoice = (await body(await t.api('GET', `/v1/auth/billing/${row.id}`, { token: m.token }))).data;
    expect(invoice.buyer.address_lines[0]).toBe('ul. Piotrkowska 12');
    expect(invoice.tax.country).toBe('PL');
  });

  it('is 404 for another member’s invoice and for none, 401 without a token, 422 for a bad id', async () => {
    const owner = await buyer('Owner');
    const other = await buyer('Other');
    const row = await makeInvoice(t, owner.id);
    const theirs = await t.api('GET', `/v1/auth/billing/${row.id}`, { token: other.token });
    expect(theirs.status).toBe(404);
    expect(JSON.stringify(await body(theirs))).not.toContain('Owner');
    expect((await t.api('GET', `/v1/auth/billing/999999999`, { token: owner.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/auth/billing/${row.id}`)).status).toBe(401);
    const bad = await t.api('GET', '/v1/auth/billing/abc', { token: owner.token });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.id).toBeDefined();
  });
});

describe('GET /v1/auth/billing/{id}/invoice.pdf', () => {
  it('downloads the invoice as a PDF with the names and the address in any script, the lines and the totals', async () => {
    const m = await buyer();
    const row = await makeInvoice(t, m.id);
    const res = await t.api('GET', `/v1/auth/billing/${row.id}/invoice.pdf`, { token: m.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('application/pdf');
    expect(res.headers.get('content-disposition')).toBe(`attachment; filename="invoice-${row.number}.pdf"`);
    const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
    const text = pageText(doc);
    for (const expected of ['Źródło Learning Sp. z o.o.', 'Łukasz Żółć', 'ul. Piotrkowska 12', '90-001 Łódź', 'Poland', `Number: ${row.number}`, 'Wellspring membership (monthly)', 'Discount (WELCOME3)', '−£3.00', 'VAT 23% (Poland), included', '23%', '£2.24', 'Total paid', '£12.00', 'VAT / tax number: PL1234567890']) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(/[?\uFFFD]/);
    expect(drawnStrings(doc).find((d) => d.text === 'Łukasz Żółć')?.font).toMatch(/^DejaVuSerif-Bold-\d+$/);
  });

  it('is 404 for another member’s invoice, 401 without a token, 422 for a bad id', async () => {
    const owner = await buyer('Pdf Owner');
    const other = await buyer('Pdf Other');
    const row = await makeInvoice(t, owner.id);
    expect((await t.api('GET', `/v1/auth/billing/${row.id}/invoice.pdf`, { token: other.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/auth/billing/${row.id}/invoice.pdf`)).status).toBe(401);
    expect((await t.api('GET', '/v1/auth/billing/0/invoice.pdf', { token: owner.token })).status).toBe(422);
  });
});

describe('issuing', () => {
  it('issueInvoice(tx, paymentId) invoices a paid payment from its own amounts, the discount named by its code', async () => {
    const m = await buyer('Code User');
    const [code] = await t.db.insert(discounts).values({ code: 'SPRING25', name: 'Spring offer', kind: 'percent', percentOff: 25 }).returning();
    const paymentId = await makePayment(t.db, m.id, { description: 'Course: Calm Mornings', subtotal: 4000, discountAmount: 1000, total: 3000, currency: 'USD', discountId: code!.id });
    const row = await t.db.transaction((tx) => issueInvoice(tx as unknown as Db, paymentId, t.config.billing));
    const invoice = (await body(await t.api('GET', `/v1/auth/billing/${row.id}`, { token: m.token }))).data;
    expect(invoice).toMatchObject({
      description: 'Course: Calm Mornings',
      currency: 'USD',
      status: 'paid',
      lines: [{ description: 'Course: Calm Mornings', quantity: 1, unit_amount: 4000, amount: 4000 }],
      subtotal: 4000,
      discount: { label: 'SPRING25', amount: 1000 },
      total: 3000,
      tax: { rate_percent: 23, country: 'PL', amount: 561 },
    });
  });

  it('issueInvoice refuses a payment that is not paid, and issues no number for it', async () => {
    const m = await buyer('Pending');
    const paymentId = await makePayment(t.db, m.id, { description: 'Membership', subtotal: 1000, discountAmount: 0, total: 1000, currency: 'USD', status: 'pending' });
    await expect(t.db.transaction((tx) => issueInvoice(tx as unknown as Db, paymentId, t.config.billing))).rejects.toThrow(/is pending, not paid/);
    expect((await body(await t.api('GET', '/v1/auth/billing', { token: m.token }))).data).toEqual([]);
  });

  it('is once per payment: a repeat returns the same invoice, with no new number and no second receipt', async () => {
    const m = await buyer('Twice');
    const first = await makeInvoice(t, m.id);
    const again = await makeInvoice(t, m.id, { paymentId: first.paymentId });
    expect(again.id).toBe(first.id);
    expect(again.number).toBe(first.number);
    const sent = await t.db.select().from(notifications).where(and(eq(notifications.userId, m.id), eq(notifications.type, 'billing')));
    expect(sent).toHaveLength(1);
  });

  it('sends a receipt in the app and by e-mail, linking to the invoice', async () => {
    const m = await buyer('Receipt');
    const row = await makeInvoice(t, m.id);
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, m.id), eq(notifications.type, 'billing')));
    expect(note).toMatchObject({ title: 'Receipt: Wellspring membership (monthly)', link: `/billing/${row.id}` });
    expect(note!.body).toBe(`Thank you. We received £12.00. Invoice ${row.number} is ready to view and download.`);
    const emails = await t.db.select().from(notificationEmails).where(eq(notificationEmails.userId, m.id));
    expect(emails.map((e) => e.mode)).toEqual(['immediate']);
  });

  it('follows the billing setting: e-mail off sends no e-mail copy, the invoice is still issued', async () => {
    const m = await buyer('Quiet');
    const settings = (await body(await t.api('GET', '/v1/auth/notification-settings', { token: m.token }))).data;
    const off = { ...settings, billing: { email: 'off', in_app: true } };
    expect((await t.api('PUT', '/v1/auth/notification-settings', { token: m.token, json: off })).status).toBe(200);
    const row = await makeInvoice(t, m.id);
    expect(await t.db.select().from(notificationEmails).where(eq(notificationEmails.userId, m.id))).toEqual([]);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, m.id))).toHaveLength(1);
    expect((await t.api('GET', `/v1/auth/billing/${row.id}`, { token: m.token })).status).toBe(200);
  });

  it('refuses amounts that do not add up', async () => {
    const m = await buyer('Sums');
    await expect(makeInvoice(t, m.id, { total: 1500 })).rejects.toThrow(/not the total/);
    await expect(makeInvoice(t, m.id, { lines: [{ description: 'x', quantity: 2, unitAmount: 500, amount: 900 }], discount: null, total: 900 })).rejects.toThrow(/does not add up/);
  });
});
