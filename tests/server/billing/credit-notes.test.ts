// Partial refunds and credit notes (docs/rules/commerce.md, "Refunds"; docs/rules/billing.md,
// "Credit notes"), through the API as the studio and the member call it: half of a GB purchase is
// refunded, its credit note (own series, tax at the invoice's rate, negative lines, the invoice named,
// PDF read back) shows for the member and in the studio; the rest with access taken back ends the
// course entitlement and audits the choice; the credit notes' tax adds up to the invoice's. Bad input
// changes nothing: over the remaining amount, taking back access with a part, a refund event we did
// not ask for. Racing refunds never refund more than was paid, and credit-note numbers stay gapless.
import { and, eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditNotes, courseEntitlements, paymentEvents, paymentRefunds, payments } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { pageText } from '../../helpers/pdf-text.ts';
import { eventId, json, paidCourse, pay, postEvent } from '../commerce/helpers.ts';
import { auditRows } from '../studio/helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { BILLING_TAX_RATES: 'GB=20', BILLING_SELLER_TAX_ID: 'GB123456789' } });
  admin = await t.member({ name: 'Credit Admin', role: 'admin' });
});
afterAll(() => t.close());

const GB = { line1: '10 Downing Street', city: 'London', postcode: 'SW1A 2AA', country: 'GB' };

/** A member who bought a $29.00 course with a GB address (20 % VAT included: $4.83). */
async function boughtCourse() {
  const member = await t.member();
  const course = await paidCourse(t, 2900);
  const res = await t.api('POST', `/v1/courses/${course.id}/buy`, { token: member.token, json: { billing: GB } });
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = await json(res);
  await pay(t, data.url);
  const [payment] = await t.db.select().from(payments).where(eq(payments.reference, data.reference));
  expect(payment!.status).toBe('paid');
  return { member, course, payment: payment! };
}

const refund = (id: number, json: Record<string, unknown>, token = admin.token) => t.api('POST', `/v1/admin/payments/${id}/refund`, { token, json });

async function pdfText(res: Response) {
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/pdf');
  const doc = await PDFDocument.load(new Uint8Array(await res.arrayBuffer()));
  return Array.from({ length: doc.getPageCount() }, (_, i) => pageText(doc, i)).join('\n');
}

describe('a partial refund and its credit note', () => {
  it('refunds half: the payment stays paid with half refunded, a credit note for the member and the studio', async () => {
    const { member, payment } = await boughtCourse();
    const res = await refund(payment.id, { amount: 1450, reason: 'Half the course was missing' });
    expect(res.status, await res.clone().text()).toBe(200);
    const studio = (await json(res)).data;
    expect(studio).toMatchObject({ status: 'paid', refunded_amount: 1450, refundable_amount: 1450, refund_requested_at: null });
    expect(studio.refunds).toHaveLength(1);
    expect(studio.refunds[0]).toMatchObject({ amount: 1450, status: 'succeeded', reason: 'Half the course was missing', revoke_access: false });
    const note = studio.refunds[0].credit_note;
    expect(note.number).toMatch(/^WS-CN-\d{4}-\d{6}$/);

    // The member's list and invoice: partly refunded, with the credit note.
    const list = (await json(await t.api('GET', '/v1/auth/billing', { token: member.token }))).data;
    expect(list[0]).toMatchObject({ status: 'partially_refunded', credit_notes: [{ id: note.id, number: note.number, amount: 1450, currency: 'USD', reason: 'Half the course was missing' }] });
    const invoice = (await json(await t.api('GET', `/v1/auth/billing/${list[0].id}`, { token: member.token }))).data;
    expect(invoice.credit_notes).toHaveLength(1);

    // The stored note: tax at the invoice's 20 %, included in the refunded amount.
    const [row] = await t.db.select().from(creditNotes).where(eq(creditNotes.id, note.id));
    expect(row).toMatchObject({ total: 1450, taxRate: 2000, taxAmount: 242, invoiceId: list[0].id });

    const text = await pdfText(await t.api('GET', list[0].credit_notes[0].download_path, { token: member.token }));
    expect(text).toContain('CREDIT NOTE');
    expect(text).toContain(note.number);
    expect(text).toContain(`Corrects invoice: ${list[0].number}`);
    expect(text).toContain('−US$14.50');
    expect(text).toContain('−US$2.42');
    expect(text).toContain('Reason: Half the course was missing');
    expect(await pdfText(await t.api('GET', note.download_path, { token: admin.token }))).toContain(note.number);

    // Someone else's credit note is 404 for a member, the studio's PDF 403 for a member, 401 without a token.
    const other = await t.member();
    expect((await t.api('GET', list[0].credit_notes[0].download_path, { token: other.token })).status).toBe(404);
    expect((await t.api('GET', list[0].credit_notes[0].download_path)).status).toBe(401);
    expect((await t.api('GET', note.download_path, { token: member.token })).status).toBe(403);
    expect((await t.api('GET', '/v1/admin/credit-notes/2147483647/credit-note.pdf', { token: admin.token })).status).toBe(404);

    // The member was told, with a link to the invoice.
    const notes = (await json(await t.api('GET', '/v1/auth/notifications', { token: member.token }))).data;
    expect(notes.some((n: { title: string; link: string | null }) => n.title.startsWith('Refund:') && n.link === `/billing/${list[0].id}`)).toBe(true);
  });

  it('refunds the rest with access taken back: refunded, the entitlement gone, the choice audited, the tax adds up', async () => {
    const { member, course, payment } = await boughtCourse();
    expect((await refund(payment.id, { amount: 1450 })).status).toBe(200);
    const rest = await refund(payment.id, { revoke_access: true, reason: 'Chargeback threatened' });
    expect(rest.status, await rest.clone().text()).toBe(200);
    const studio = (await json(rest)).data;
    expect(studio).toMatchObject({ status: 'refunded', refunded_amount: 2900, refundable_amount: 0 });
    expect(studio.refunds.map((r: { amount: number; revoke_access: boolean }) => [r.amount, r.revoke_access])).toEqual([
      [1450, false],
      [1450, true],
    ]);
    const [first, second] = studio.refunds.map((r: { credit_note: { number: string } }) => r.credit_note.number);
    expect(second).not.toBe(first);
    expect(await t.db.select().from(courseEntitlements).where(and(eq(courseEntitlements.userId, member.id), eq(courseEntitlements.courseId, course.id)))).toEqual([]);
    const notes = await t.db.select().from(creditNotes).where(eq(creditNotes.userId, member.id));
    expect(notes.reduce((sum, n) => sum + n.taxAmount, 0)).toBe(483);
    // Each refund is audited when asked for, and again when the provider confirms it (docs/rules/studio.md, "Audit log").
    const audits = await auditRows(t, 'payment', payment.id);
    expect(audits.map((a) => a.action)).toEqual(['payment.refund', 'payment.refund_confirmed', 'payment.refund', 'payment.refund_confirmed']);
    expect(audits.filter((a) => a.action === 'payment.refund').map((a) => a.after)).toEqual([
      expect.objectContaining({ amount: 1450, revoke_access: false }),
      expect.objectContaining({ amount: 1450, revoke_access: true, reason: 'Chargeback threatened' }),
    ]);
    const list = (await json(await t.api('GET', '/v1/auth/billing', { token: member.token }))).data;
    expect(list[0]).toMatchObject({ status: 'refunded' });
    expect(list[0].credit_notes).toHaveLength(2);
    const again = await refund(payment.id, {});
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('This payment was already refunded.');
  });
});

describe('bad refunds change nothing', () => {
  it('refuses more than remains and taking back access with a part (422, worded, next to the field)', async () => {
    const { payment } = await boughtCourse();
    const over = await refund(payment.id, { amount: 2901 });
    expect(over.status).toBe(422);
    expect((await json(over)).errors.amount).toEqual(['Refund at most what remains of the payment: US$29.00.']);
    const part = await refund(payment.id, { amount: 100, revoke_access: true });
    expect(part.status).toBe(422);
    expect((await json(part)).errors.revoke_access).toEqual(['Access can only be taken back with a refund of everything that remains.']);
    const bad = await refund(payment.id, { amount: 0 });
    expect(bad.status).toBe(422);
    expect(Object.keys((await json(bad)).errors)).toEqual(['amount']);
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))).toEqual([]);
    expect(await auditRows(t, 'payment', payment.id)).toEqual([]);
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'paid', refundedAmount: 0, refundRequestedAt: null });
  });

  it('ignores and logs a signed refund event for a refund we did not ask for', async () => {
    const { payment } = await boughtCourse();
    const id = eventId();
    const res = await postEvent(t, {
      id,
      type: 'payment.refunded',
      created: Date.now() / 1000,
      data: { payment_reference: payment.reference, refund_id: 're_sandbox_unknown', refund_reference: 'rf_not_ours', refund_amount: 2900, currency: 'USD' },
    });
    expect(res.status).toBe(200);
    const [stored] = await t.db.select().from(paymentEvents).where(eq(paymentEvents.eventId, id));
    expect(stored!.outcome).toBe('ignored: a refund we did not ask for');
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after).toMatchObject({ status: 'paid', refundedAmount: 0 });
    expect(await t.db.select().from(creditNotes).where(eq(creditNotes.userId, payment.userId))).toEqual([]);
  });
});

describe('concurrent refunds', () => {
  it('two admins refunding 60 % at once: one refund goes through, the other is told what remains', async () => {
    const { payment } = await boughtCourse();
    const answers = await Promise.all([refund(payment.id, { amount: 1740 }), refund(payment.id, { amount: 1740 })]);
    expect(answers.map((r) => r.status).sort()).toEqual([200, 422]);
    const [after] = await t.db.select().from(payments).where(eq(payments.id, payment.id));
    expect(after!.refundedAmount).toBe(1740);
    expect(await t.db.select().from(paymentRefunds).where(eq(paymentRefunds.paymentId, payment.id))).toHaveLength(1);
  });

  it('keeps credit-note numbers gapless when many payments are refunded at once', async () => {
    const bought = [];
    for (let i = 0; i < 6; i++) bought.push(await boughtCourse());
    const answers = await Promise.all(bought.map(({ payment }) => refund(payment.id, { amount: 1000 })));
    expect(answers.map((r) => r.status)).toEqual(bought.map(() => 200));
    const rows = await t.db.select({ year: creditNotes.year, sequence: creditNotes.sequence }).from(creditNotes);
    const sequences = rows.map((r) => r.sequence).sort((a, b) => a - b);
    expect(sequences).toEqual(sequences.map((_, i) => i + 1));
  });
});
