// Credit notes (docs/rules/billing.md, "Credit notes"): one per refund the provider confirmed, issued
// by commerce inside the transaction that applies the refund event, numbered in their own gapless
// series per year (WS-CN-2026-000001), referring to the invoice they correct. The refunded amount
// carries tax at the invoice's rate; the last refund of a payment takes the tax that is left, so the
// credit notes of a wholly refunded invoice add up to its tax exactly. A snapshot like the invoice.
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { formatAmount, type CreditNoteSummary, type Invoice } from '../../../lib/schemas/billing.ts';
import { m } from '../../../paraglide/messages.js';
import type { BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { creditNotes, invoices, paymentRefunds, users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { notify } from '../../notifications/service/index.ts';
import { INTL_LOCALE } from '../../../lib/i18n.ts';
import { recordWebhookEvent } from '../../webhooks/service/index.ts';
import { countryName, partyView } from './invoices.ts';
import { formatCreditNoteNumber, takeCreditNoteNumber } from './numbering.ts';
import { includedTax, taxLabel } from './tax.ts';

type CreditNoteRow = typeof creditNotes.$inferSelect;

/**
 * Numbers and stores the credit note of a confirmed refund and tells the member (unless `notice` is
 * false: the demo seed's past refund, like its receipt-less purchase). Idempotent per refund. Throws
 * when the payment has no invoice: only money received is ever refunded.
 */
export async function issueCreditNote(tx: Db, refundId: number, billing: BillingConfig, now: Date, { notice = true }: { notice?: boolean } = {}): Promise<CreditNoteRow> {
  const [existing] = await tx.select().from(creditNotes).where(eq(creditNotes.refundId, refundId)).limit(1);
  if (existing) return existing;
  const [refund] = await tx.select().from(paymentRefunds).where(eq(paymentRefunds.id, refundId)).limit(1);
  if (!refund) throw new Error(`issueCreditNote: no refund ${refundId}`);
  const [invoice] = await tx.select().from(invoices).where(eq(invoices.paymentId, refund.paymentId)).limit(1);
  if (!invoice) throw new Error(`issueCreditNote: payment ${refund.paymentId} has no invoice`);
  const [before] = await tx
    .select({ total: sql<number>`coalesce(sum(${creditNotes.total}), 0)::int`, tax: sql<number>`coalesce(sum(${creditNotes.taxAmount}), 0)::int` })
    .from(creditNotes)
    .where(eq(creditNotes.invoiceId, invoice.id));
  const creditedBefore = before?.total ?? 0;
  if (creditedBefore + refund.amount > invoice.total) throw new Error(`issueCreditNote: refund ${refundId} would credit more than invoice ${invoice.number}`);
  // The last refund takes the tax left over, so rounding never leaves a cent of tax uncredited.
  const last = creditedBefore + refund.amount === invoice.total;
  const taxAmount = last ? invoice.taxAmount - (before?.tax ?? 0) : includedTax(refund.amount, invoice.taxRate);
  const description = `Refund of invoice ${invoice.number}: ${invoice.description}`;
  const year = now.getUTCFullYear();
  const sequence = await takeCreditNoteNumber(tx, year);
  const [row] = await tx
    .insert(creditNotes)
    .values({
      userId: invoice.userId,
      invoiceId: invoice.id,
      refundId,
      year,
      sequence,
      number: formatCreditNoteNumber(billing.invoicePrefix, year, sequence),
      issuedAt: now,
      description,
      currency: invoice.currency,
      lines: [{ description, quantity: 1, unitAmount: refund.amount, amount: refund.amount, taxRate: invoice.taxRate, taxAmount }],
      taxRate: invoice.taxRate,
      taxCountry: invoice.taxCountry,
      taxAmount,
      total: refund.amount,
      reverseCharge: invoice.reverseCharge,
      reason: refund.reason,
      seller: invoice.seller,
      buyer: invoice.buyer,
    })
    .returning();
  await recordWebhookEvent(
    tx,
    'credit_note.issued',
    {
      credit_note: { id: row!.id, number: row!.number, invoice_id: invoice.id, invoice_number: invoice.number, member_id: invoice.userId, amount: row!.total, currency: row!.currency.toUpperCase(), tax_amount: row!.taxAmount, issued_at: now.toISOString() },
    },
    now,
  );
  if (notice) await notify(tx, {
    userId: invoice.userId,
    type: 'billing',
    text: (locale) => ({
      title: m.notices_refund_title({ description: invoice.description }, { locale }).slice(0, 200),
      body: m.notices_refund_body({ amount: formatAmount(refund.amount, invoice.currency, INTL_LOCALE[locale]), invoice: invoice.number, number: row!.number }, { locale }),
    }),
    link: `/billing/${invoice.id}`,
    dedupeKey: `credit-note:${row!.id}`,
  });
  return row!;
}

export const memberCreditNotePath = (id: number) => `/v1/auth/billing/credit-notes/${id}/credit-note.pdf`;

export function toCreditNoteSummary(row: CreditNoteRow, downloadPath = memberCreditNotePath(row.id)): CreditNoteSummary {
  return { id: row.id, number: row.number, date: row.issuedAt.toISOString(), amount: row.total, currency: row.currency.toUpperCase(), reason: row.reason, download_path: downloadPath };
}

/** The credit notes of some invoices, oldest first, by invoice id. */
export async function creditNotesOfInvoices(db: Db, invoiceIds: number[]): Promise<Map<number, CreditNoteRow[]>> {
  const byInvoice = new Map<number, CreditNoteRow[]>();
  if (invoiceIds.length === 0) return byInvoice;
  const rows = await db.select().from(creditNotes).where(inArray(creditNotes.invoiceId, invoiceIds)).orderBy(asc(creditNotes.issuedAt), asc(creditNotes.id));
  for (const row of rows) byInvoice.set(row.invoiceId, [...(byInvoice.get(row.invoiceId) ?? []), row]);
  return byInvoice;
}

/** The credit notes of some refunds, by refund id (the studio's payments list). */
export async function creditNotesOfRefunds(db: Db, refundIds: number[]): Promise<Map<number, CreditNoteRow>> {
  if (refundIds.length === 0) return new Map();
  const rows = await db.select().from(creditNotes).where(inArray(creditNotes.refundId, refundIds));
  return new Map(rows.map((r) => [r.refundId, r]));
}

/** A credit note drawn by the invoice renderer: amounts printed negative, the invoice it corrects named. */
async function renderCreditNote(db: Db, row: CreditNoteRow): Promise<{ bytes: Uint8Array; filename: string }> {
  const [invoice] = await db.select({ number: invoices.number, paymentMethod: invoices.paymentMethod }).from(invoices).where(eq(invoices.id, row.invoiceId)).limit(1);
  const document: Invoice = {
    id: row.id,
    number: row.number,
    date: row.issuedAt.toISOString(),
    description: row.description,
    amount: row.total,
    currency: row.currency.toUpperCase(),
    status: 'refunded',
    link: '',
    credit_notes: [],
    lines: row.lines.map((l) => ({ description: l.description, quantity: l.quantity, unit_amount: l.unitAmount, amount: l.amount, tax_rate_percent: (l.taxRate ?? row.taxRate) / 100, tax_amount: l.taxAmount ?? row.taxAmount })),
    subtotal: row.total,
    discount: null,
    tax: {
      rate_percent: row.taxRate / 100,
      country: row.taxCountry,
      amount: row.taxAmount,
      reverse_charge: row.reverseCharge,
      label: taxLabel({ country: row.taxCountry, rate: row.taxRate, reverseCharge: row.reverseCharge }, countryName),
    },
    payment_method: invoice?.paymentMethod ?? null,
    net: row.total - row.taxAmount,
    total: row.total,
    seller: partyView(row.seller),
    buyer: partyView(row.buyer),
    download_path: '',
  };
  // In the holder's language (docs/rules/accounts.md, "Member language"), whoever downloads it.
  const [holder] = row.userId === null ? [] : await db.select({ language: users.language }).from(users).where(eq(users.id, row.userId)).limit(1);
  const locale = holder?.language ?? 'en';
  const facts = [
    m.mail_pdf_credit_note_corrects({ number: invoice?.number ?? '–' }, { locale }),
    ...(row.reason ? [m.mail_pdf_credit_note_reason({ reason: row.reason }, { locale })] : []),
  ];
  // pdf-lib is loaded at the first PDF, not at start-up (docs/performance.md, "Start-up").
  const { renderInvoicePdf } = await import('./invoice-pdf.ts');
  const bytes = await renderInvoicePdf(document, { title: 'CREDIT NOTE', facts, negative: true, totalLabel: m.mail_pdf_invoice_total_refunded({}, { locale }) }, locale);
  return { bytes, filename: `credit-note-${row.number}.pdf` };
}

/** The member's own credit note as a PDF; another member's, or none, is "not found". */
export async function memberCreditNotePdf({ db, userId, creditNoteId }: { db: Db; userId: number; creditNoteId: number }) {
  const [row] = await db.select().from(creditNotes).where(and(eq(creditNotes.id, creditNoteId), eq(creditNotes.userId, userId))).limit(1);
  if (!row) throw notFound('credit note');
  return renderCreditNote(db, row);
}

/** Any credit note as a PDF, for the studio (the caller has checked the admin). */
export async function anyCreditNotePdf(db: Db, creditNoteId: number) {
  const [row] = await db.select().from(creditNotes).where(eq(creditNotes.id, creditNoteId)).limit(1);
  if (!row) throw notFound('credit note');
  return renderCreditNote(db, row);
}
