// The invoice PDF, drawn on demand from the stored snapshot (docs/rules/billing.md): the same
// invoice always prints the same content, whatever changed in the account or the configuration.
// pdf-lib is loaded at the first PDF, not at start-up (docs/performance.md, "Start-up").
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { getInvoice } from './invoices.ts';

export async function invoicePdf({ db, actor, invoiceId }: { db: Db; actor: Actor; invoiceId: number }): Promise<{ bytes: Uint8Array; filename: string }> {
  const invoice = await getInvoice({ db, actor, invoiceId });
  const { renderInvoicePdf, invoiceKind } = await import('./invoice-pdf.ts');
  // In the holder's language (docs/rules/accounts.md, "Member language"): the member downloading their own.
  const [holder] = await db.select({ language: users.language }).from(users).where(eq(users.id, actor.id)).limit(1);
  const locale = holder?.language ?? 'en';
  return { bytes: await renderInvoicePdf(invoice, invoiceKind(invoice, locale), locale), filename: `invoice-${invoice.number}.pdf` };
}
