// Invoice numbers (docs/rules/billing.md): sequential per calendar year (UTC) without gaps. The next
// number is taken with one upsert of the year's counter row inside the transaction that stores the
// invoice: the row stays locked until that transaction ends, so concurrent payments take numbers one
// after another, and a transaction that rolls back releases its number to the next one.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { creditNoteCounters, invoiceCounters } from '../../db/schema/index.ts';

export async function takeInvoiceNumber(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: invoiceCounters.year, set: { lastNumber: sql`${invoiceCounters.lastNumber} + 1` } })
    .returning({ lastNumber: invoiceCounters.lastNumber });
  return row!.lastNumber;
}

/** WS-2026-000042 */
export const formatInvoiceNumber = (prefix: string, year: number, sequence: number) => `${prefix}-${year}-${String(sequence).padStart(6, '0')}`;

/** The next credit-note number of a year: its own gapless series, taken exactly as invoice numbers are. */
export async function takeCreditNoteNumber(tx: Db, year: number): Promise<number> {
  const [row] = await tx
    .insert(creditNoteCounters)
    .values({ year, lastNumber: 1 })
    .onConflictDoUpdate({ target: creditNoteCounters.year, set: { lastNumber: sql`${creditNoteCounters.lastNumber} + 1` } })
    .returning({ lastNumber: creditNoteCounters.lastNumber });
  return row!.lastNumber;
}

/** WS-CN-2026-000001 */
export const formatCreditNoteNumber = (prefix: string, year: number, sequence: number) => formatInvoiceNumber(`${prefix}-CN`, year, sequence);
