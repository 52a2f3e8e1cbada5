// Invoices (docs/rules/billing.md): one per paid payment, numbered sequentially per calendar year
// without gaps, and stored as a snapshot of what was sold to whom, so a later change of address,
// price or seller details never rewrites an issued invoice.
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { createdAt, id, timestampTz } from './columns.ts';
import { paymentRefunds, payments } from './commerce.ts';

/**
 * The last invoice number used in a year. The row is locked by the UPDATE that takes the next
 * number, inside the transaction that stores the invoice, so numbers are handed out one at a time
 * and a rolled-back payment gives its number back (no gaps).
 */
export const invoiceCounters = pgTable('invoice_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

export type InvoiceLine = {
  description: string;
  quantity: number;
  unitAmount: number;
  amount: number;
  /** Basis points and the tax included in the line after its share of the discount (absent on invoices issued before lines carried them). */
  taxRate?: number;
  taxAmount?: number;
};
export type InvoiceParty = { name: string; email: string | null; addressLines: string[]; country: string | null; taxId: string | null };

export const invoices = pgTable(
  'invoices',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The payment this invoice is for (commerce's payments table); one invoice per payment. */
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** Printed number: {prefix}-{year}-{sequence, six digits}. */
    number: text('number').notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
    /** What was bought, in one line (the list shows it). */
    description: text('description').notNull(),
    /** ISO 4217, lower case as stored by commerce; amounts below are integers in minor units. */
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    subtotal: integer('subtotal').notNull(),
    discountLabel: text('discount_label'),
    discountAmount: integer('discount_amount').notNull().default(0),
    /** Basis points of the buyer's country at issue time; the tax is included in the total. */
    taxRate: integer('tax_rate').notNull().default(0),
    taxCountry: text('tax_country'),
    taxAmount: integer('tax_amount').notNull().default(0),
    total: integer('total').notNull(),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    /** No tax charged: a business buyer in another EU/UK country accounts for it (the invoice says so). */
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** How it was paid, in words ("Visa ending 4242"); null when the provider did not say. */
    paymentMethod: text('payment_method'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('invoices_payment_unique').on(t.paymentId),
    uniqueIndex('invoices_year_sequence_unique').on(t.year, t.sequence),
    uniqueIndex('invoices_number_unique').on(t.number),
    index('invoices_user_issued_idx').on(t.userId, t.issuedAt.desc(), t.id.desc()),
  ],
);

/** The last credit-note number used in a year: its own gapless series, taken as invoice numbers are. */
export const creditNoteCounters = pgTable('credit_note_counters', {
  year: integer('year').primaryKey(),
  lastNumber: integer('last_number').notNull().default(0),
});

/**
 * A credit note: one per confirmed refund, referring to the invoice it corrects, with the refunded
 * amount split into tax at the invoice's rate (docs/rules/billing.md, "Credit notes"). Amounts are
 * stored positive and printed negative. A snapshot like the invoice.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    refundId: integer('refund_id')
      .notNull()
      .references(() => paymentRefunds.id, { onDelete: 'cascade' }),
    year: integer('year').notNull(),
    sequence: integer('sequence').notNull(),
    /** {prefix}-CN-{year}-{sequence, six digits}. */
    number: text('number').notNull(),
    issuedAt: timestampTz('issued_at').notNull().defaultNow(),
    description: text('description').notNull(),
    currency: text('currency').notNull(),
    lines: jsonb('lines').$type<InvoiceLine[]>().notNull(),
    taxRate: integer('tax_rate').notNull().default(0),
    taxCountry: text('tax_country'),
    taxAmount: integer('tax_amount').notNull().default(0),
    total: integer('total').notNull(),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    reason: text('reason'),
    seller: jsonb('seller').$type<InvoiceParty>().notNull(),
    buyer: jsonb('buyer').$type<InvoiceParty>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_refund_unique').on(t.refundId),
    uniqueIndex('credit_notes_year_sequence_unique').on(t.year, t.sequence),
    uniqueIndex('credit_notes_number_unique').on(t.number),
    index('credit_notes_user_issued_idx').on(t.userId, t.issuedAt.desc(), t.id.desc()),
    index('credit_notes_invoice_idx').on(t.invoiceId),
  ],
);
