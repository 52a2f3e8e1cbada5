// Issuing, listing and reading invoices (docs/rules/billing.md). An invoice is created once per paid
// payment, inside the transaction that marks the payment paid, as a snapshot: the buyer's name,
// e-mail and default billing address at that moment, the seller from configuration, the lines, the
// discount and the tax of the buyer's country. Members only ever see their own (404 otherwise).
import { and, count, desc, eq } from 'drizzle-orm';
import type { BillingRecord, Invoice } from '../../../lib/schemas/billing.ts';
import { loadBillingConfig, type BillingConfig } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { addresses, creditNotes, discounts, invoices, payments, users, type InvoiceLine, type InvoiceParty, type PaymentBilling, type PaymentCard } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { INTL_LOCALE } from '../../../lib/i18n.ts';
import { recordWebhookEvent } from '../../webhooks/service/index.ts';
import { formatAmount } from '../../../lib/schemas/billing.ts';
import { creditNotesOfInvoices, toCreditNoteSummary } from './credit-notes.ts';
import { formatInvoiceNumber, takeInvoiceNumber } from './numbering.ts';
import { decideTax, includedTax, taxLabel, type TaxDecision } from './tax.ts';

type InvoiceRow = typeof invoices.$inferSelect;
type CreditNoteRow = typeof creditNotes.$inferSelect;

export type NewInvoice = {
  userId: number;
  paymentId: number;
  /** What was bought, in one line. */
  description: string;
  currency: string;
  lines: InvoiceLine[];
  /** Taken off the sum of the lines (positive), with the words shown for it (the code or "Welcome offer"). */
  discount: { label: string; amount: number } | null;
  /** What was charged, tax included; must equal the lines less the discount. */
  total: number;
  /** The payment's state shown in the list (paid, refunded). */
  status?: string;
  /** The billing details given at checkout; without them the member's saved address is used. */
  billing?: PaymentBilling | null;
  /** The tax decided at checkout; without it, decided now from the address used. */
  tax?: TaxDecision | null;
  /** The card the provider reported. */
  card?: PaymentCard | null;
};

const regionNames = new Intl.DisplayNames(['en'], { type: 'region' });
export const countryName = (code: string) => {
  try {
    return regionNames.of(code) ?? code;
  } catch {
    return code;
  }
};

/** "Visa ending 4242". */
export function cardLabel(card: PaymentCard): string {
  const brand = card.brand.charAt(0).toUpperCase() + card.brand.slice(1);
  return `${brand} ending ${card.last4}`;
}

/** The billing details as the address lines of an invoice, country last. */
export function billingAddressLines(b: Pick<PaymentBilling, 'company' | 'line1' | 'line2' | 'city' | 'postcode' | 'region' | 'country'>, withCompany = false): string[] {
  return [withCompany ? b.company : null, b.line1, b.line2, [b.postcode, b.city].filter(Boolean).join(' '), b.region, countryName(b.country)].filter((l): l is string => !!l);
}

/** Each line's tax at the sale's rate, on the line less its share of the discount; the shares add up to the whole tax. */
function taxedLines(lines: InvoiceLine[], discount: number, tax: TaxDecision): InvoiceLine[] {
  const subtotal = lines.reduce((sum, l) => sum + l.amount, 0);
  let discountLeft = discount;
  let taxLeft = tax.amount;
  return lines.map((l, i) => {
    const last = i === lines.length - 1;
    const share = last ? discountLeft : subtotal > 0 ? Math.round((discount * l.amount) / subtotal) : 0;
    discountLeft -= share;
    const lineTax = last ? taxLeft : includedTax(l.amount - share, tax.rate);
    taxLeft -= lineTax;
    return { ...l, taxRate: tax.rate, taxAmount: lineTax };
  });
}
function checkAmounts(input: NewInvoice) {
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
  const subtotal = input.lines.reduce((sum, l) => sum + l.amount, 0);
  if (input.lines.length === 0) throw new Error('issueInvoice: an invoice needs at least one line');
  for (const l of input.lines) {
    if (!whole(l.amount) || !whole(l.unitAmount) || !Number.isInteger(l.quantity) || l.quantity < 1 || l.unitAmount * l.quantity !== l.amount) {
      throw new Error(`issueInvoice: the line "${l.description}" does not add up`);
    }
  }
  const discount = input.discount?.amount ?? 0;
  if (!whole(discount) || !whole(input.total) || Math.max(0, subtotal - discount) !== input.total) {
    throw new Error(`issueInvoice: lines ${subtotal} less discount ${discount} is not the total ${input.total}`);
  }
  return { subtotal, discount: Math.min(discount, subtotal) };
}

/**
 * Numbers and stores the invoice of a payment, and sends the receipt (in the app and by e-mail, as
 * the member's "billing" notification setting says). Idempotent per payment: a second call returns
 * the invoice already issued, without a new number or a second receipt.
 */
export type IssueOptions = {
  /** The configuration's `billing`; read from the environment when not given. */
  billing?: BillingConfig;
  /** When the invoice is issued (its date and numbering year); now by default. */
  now?: Date;
  /** false: no receipt (the demo seed's past purchase); true by default. */
  receipt?: boolean;
};

export async function createInvoice(tx: Db, input: NewInvoice, billing: BillingConfig, now = new Date(), { receipt = true }: Pick<IssueOptions, 'receipt'> = {}): Promise<InvoiceRow> {
  const [existing] = await tx.select().from(invoices).where(eq(invoices.paymentId, input.paymentId)).limit(1);
  if (existing) return existing;
  const { subtotal, discount } = checkAmounts(input);
  const [member] = await tx.select({ name: users.name, email: users.email }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!member) throw new Error(`issueInvoice: no member ${input.userId}`);
  let buyer: InvoiceParty;
  if (input.billing) {
    const b = input.billing;
    buyer = { name: b.company ?? b.name, email: member.email, addressLines: billingAddressLines(b, false), country: b.country, taxId: b.vatNumber };
    // A business invoice names the company, with the person who bought beneath it.
    if (b.company) buyer.addressLines = [`For the attention of ${b.name}`, ...buyer.addressLines];
  } else {
    const [address] = await tx
      .select()
      .from(addresses)
      .where(and(eq(addresses.userId, input.userId), eq(addresses.isDefault, true)))
      .limit(1);
    buyer = {
      name: member.name,
      email: member.email,
      addressLines: address ? billingAddressLines({ ...address, company: null }) : [],
      country: address?.country ?? null,
      taxId: null,
    };
  }
  const tax = input.tax ?? decideTax(billing, buyer.country, buyer.taxId, input.total);
  const seller: InvoiceParty = { name: billing.sellerName, email: billing.sellerEmail, addressLines: billing.sellerAddress, country: billing.sellerCountry, taxId: billing.sellerTaxId ?? null };

  const year = now.getUTCFullYear();
  const sequence = await takeInvoiceNumber(tx, year);
  const [row] = await tx
    .insert(invoices)
    .values({
      userId: input.userId,
      paymentId: input.paymentId,
      year,
      sequence,
      number: formatInvoiceNumber(billing.invoicePrefix, year, sequence),
      issuedAt: now,
      description: input.description,
      currency: input.currency.toLowerCase(),
      lines: taxedLines(input.lines, discount, tax),
      subtotal,
      discountLabel: input.discount && discount > 0 ? input.discount.label : null,
      discountAmount: discount,
      taxRate: tax.rate,
      taxCountry: tax.country,
      taxAmount: tax.amount,
      reverseCharge: tax.reverseCharge,
      paymentMethod: input.card ? cardLabel(input.card) : null,
      total: input.total,
      seller,
      buyer,
    })
    .returning();

  await recordWebhookEvent(
    tx,
    'invoice.issued',
    { invoice: { id: row!.id, number: row!.number, member_id: input.userId, payment_id: input.paymentId, amount: row!.total, currency: row!.currency.toUpperCase(), tax_amount: row!.taxAmount, issued_at: now.toISOString() } },
    now,
  );
  if (receipt) await notify(tx, {
    userId: input.userId,
    type: 'billing',
    text: (locale) => ({
      title: m.notices_receipt_title({ description: input.description }, { locale }).slice(0, 200),
      body: m.notices_receipt_body({ amount: formatAmount(input.total, input.currency, INTL_LOCALE[locale]), number: row!.number }, { locale }),
    }),
    link: `/billing/${row!.id}`,
    dedupeKey: `receipt:${row!.id}`,
  });
  return row!;
}

/**
 * The invoice of a payment that has just become paid, called by commerce inside the transaction that
 * marks it paid (so a rolled-back payment takes no number). The lines, discount and total are the
 * payment's own; the seller and tax rates come from `billing` (pass `deps.config.billing` when at
 * hand; read from the environment otherwise); `now` is the issue date. Idempotent per payment. Throws for a payment that is
 * not paid: an invoice is only ever issued for money received.
 */
export async function issueInvoice(
  tx: Db,
  paymentId: number,
  billing: BillingConfig = loadBillingConfig(),
  now: Date = new Date(),
  { receipt = true }: Pick<IssueOptions, 'receipt'> = {},
): Promise<InvoiceRow> {
  const [payment] = await tx
    .select({
      userId: payments.userId,
      status: payments.status,
      description: payments.description,
      subtotal: payments.subtotal,
      discountAmount: payments.discountAmount,
      total: payments.total,
      currency: payments.currency,
      billing: payments.billing,
      taxCountry: payments.taxCountry,
      taxRate: payments.taxRate,
      taxAmount: payments.taxAmount,
      reverseCharge: payments.reverseCharge,
      card: payments.card,
      discountCode: discounts.code,
      discountName: discounts.name,
    })
    .from(payments)
    .leftJoin(discounts, eq(discounts.id, payments.discountId))
    .where(eq(payments.id, paymentId))
    .limit(1);
  if (!payment) throw new Error(`issueInvoice: no payment ${paymentId}`);
  if (payment.status !== 'paid') throw new Error(`issueInvoice: payment ${paymentId} is ${payment.status}, not paid`);
  return createInvoice(
    tx,
    {
      userId: payment.userId,
      paymentId,
      description: payment.description,
      currency: payment.currency,
      lines: [{ description: payment.description, quantity: 1, unitAmount: payment.subtotal, amount: payment.subtotal }],
      discount: payment.discountAmount > 0 ? { label: payment.discountCode ?? payment.discountName ?? 'Discount', amount: payment.discountAmount } : null,
      total: payment.total,
      billing: payment.billing,
      // The tax decided at checkout when the payment has billing details; else decided from the saved address.
      tax: payment.billing ? { country: payment.taxCountry, rate: payment.taxRate, amount: payment.taxAmount, reverseCharge: payment.reverseCharge } : null,
      card: payment.card,
    },
    billing,
    now,
    { receipt },
  );
}

/** A seller or buyer as the API and the PDFs show it. */
export const partyView = (p: InvoiceParty) => ({ name: p.name, email: p.email, address_lines: p.addressLines, country: p.country, tax_id: p.taxId });

/** How a payment's state reads on its invoice: a paid payment with some money refunded is partly refunded. */
const billingStatus = (status: string, refundedAmount: number) => (status === 'paid' && refundedAmount > 0 ? 'partially_refunded' : status);

export function toBillingRecord(row: InvoiceRow, status = 'paid', notes: CreditNoteRow[] = []): BillingRecord {
  return {
    id: row.id,
    number: row.number,
    date: row.issuedAt.toISOString(),
    description: row.description,
    amount: row.total,
    currency: row.currency.toUpperCase(),
    status,
    link: `/billing/${row.id}`,
    credit_notes: notes.map((n) => toCreditNoteSummary(n)),
  };
}

export function toInvoice(row: InvoiceRow, status = 'paid', notes: CreditNoteRow[] = []): Invoice {
  return {
    ...toBillingRecord(row, status, notes),
    lines: row.lines.map((l) => ({
      description: l.description,
      quantity: l.quantity,
      unit_amount: l.unitAmount,
      amount: l.amount,
      tax_rate_percent: (l.taxRate ?? row.taxRate) / 100,
      tax_amount: l.taxAmount ?? (row.lines.length === 1 ? row.taxAmount : includedTax(l.amount, row.taxRate)),
    })),
    subtotal: row.subtotal,
    discount: row.discountLabel ? { label: row.discountLabel, amount: row.discountAmount } : null,
    tax: {
      rate_percent: row.taxRate / 100,
      country: row.taxCountry,
      amount: row.taxAmount,
      reverse_charge: row.reverseCharge,
      label: taxLabel({ country: row.taxCountry, rate: row.taxRate, reverseCharge: row.reverseCharge }, countryName),
    },
    payment_method: row.paymentMethod,
    net: row.total - row.taxAmount,
    total: row.total,
    seller: partyView(row.seller),
    buyer: partyView(row.buyer),
    download_path: `/v1/auth/billing/${row.id}/invoice.pdf`,
  };
}

export async function listBilling({ db, actor, page, perPage }: { db: Db; actor: Actor; page: number; perPage: number }): Promise<{ items: BillingRecord[]; total: number }> {
  const [rows, counted] = await Promise.all([
    db
      .select({ invoice: invoices, status: payments.status, refundedAmount: payments.refundedAmount })
      .from(invoices)
      .innerJoin(payments, eq(payments.id, invoices.paymentId))
      .where(eq(invoices.userId, actor.id))
      .orderBy(desc(invoices.issuedAt), desc(invoices.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ total: count() }).from(invoices).where(eq(invoices.userId, actor.id)),
  ]);
  const notes = await creditNotesOfInvoices(db, rows.map((r) => r.invoice.id));
  return { items: rows.map((r) => toBillingRecord(r.invoice, billingStatus(r.status, r.refundedAmount), notes.get(r.invoice.id))), total: counted[0]?.total ?? 0 };
}

/** The member's own invoice; another member's, or none, is "not found" (never "forbidden"). */
export async function getInvoice({ db, actor, invoiceId }: { db: Db; actor: Actor; invoiceId: number }): Promise<Invoice> {
  const [row] = await db
    .select({ invoice: invoices, status: payments.status, refundedAmount: payments.refundedAmount })
    .from(invoices)
    .innerJoin(payments, eq(payments.id, invoices.paymentId))
    .where(and(eq(invoices.id, invoiceId), eq(invoices.userId, actor.id)))
    .limit(1);
  if (!row) throw notFound('invoice');
  const notes = await creditNotesOfInvoices(db, [row.invoice.id]);
  return toInvoice(row.invoice, billingStatus(row.status, row.refundedAmount), notes.get(row.invoice.id));
}
