// The invoice PDF, drawn on demand from the stored snapshot (docs/rules/billing.md): the same
// invoice always prints the same content, whatever changed in the account or the configuration.
// pdf-lib is loaded at the first PDF, not at start-up (docs/performance.md, "Start-up").
import type { Db } from '../../db/client.ts';
import type { Actor } from '../../http/env.ts';
import { getInvoice } from './invoices.ts';

export async function invoicePdf({ db, actor, invoiceId }: { db: Db; actor: Actor; invoiceId: number }): Promise<{ bytes: Uint8Array; filename: string }> {
  const invoice = await getInvoice({ db, actor, invoiceId });
  const { renderInvoicePdf } = await import('./invoice-pdf.ts');
  return { bytes: await renderInvoicePdf(invoice), filename: `invoice-${invoice.number}.pdf` };
}
