// HTTP routes of the billing domain (docs/rules/billing.md): the member's billing history, the
// payments that did not go through, one invoice, the invoice as a PDF and a credit note as a PDF. Every route needs a token and answers about the caller only;
// another member's invoice is 404.
import { z } from '@hono/zod-openapi';
import { BillingQuerySchema, BillingRecordSchema, InvoiceSchema, UnsettledPaymentSchema } from '../../lib/schemas/billing.ts';
import { actorOf } from '../http/middleware.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { dataOf, errorResponses, listOf, pageMeta, pdfDownload } from '../http/respond.ts';
import { auth, createRoute, idParam, json } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { getInvoice, invoicePdf, listBilling, listUnsettled, memberCreditNotePdf } from './service/index.ts';

const TAG = ['Billing'];

const list = createRoute({
  method: 'get', path: '/auth/billing', tags: TAG, summary: 'The member’s billing history: one record per paid payment, newest first', ...auth,
  description: 'Each record has its invoice number, date, description, amount (minor units) with currency, the payment status and the site path of its invoice page.',
  request: { query: BillingQuerySchema },
  responses: { 200: json(listOf(BillingRecordSchema), 'One page of records'), ...errorResponses(401, 422) },
});

const unsettled = createRoute({
  method: 'get', path: '/auth/billing/unsettled', tags: TAG, summary: 'The member’s payments that did not go through: failed and unfinished attempts of the last 90 days', ...auth,
  description: 'Newest first, at most 20, each with its reason when it failed (a declined renewal is retried by the job queue while the subscription is past due). They have no invoice.',
  responses: { 200: json(dataOf(z.array(UnsettledPaymentSchema)), 'The attempts, possibly none'), ...errorResponses(401) },
});

const one = createRoute({
  method: 'get', path: '/auth/billing/{id}', tags: TAG, summary: 'One invoice: seller, buyer and billing address, lines, discount, tax and totals', ...auth,
  description: 'The snapshot taken when the payment was made. Another member’s invoice is 404.',
  request: { params: z.object({ id: idParam('id', 'invoice') }) },
  responses: { 200: json(dataOf(InvoiceSchema), 'The invoice'), ...errorResponses(401, 404, 422) },
});

const pdf = createRoute({
  method: 'get', path: '/auth/billing/{id}/invoice.pdf', tags: TAG, summary: 'The invoice as a PDF', ...auth,
  description: `A4, with the names and addresses in an embedded Unicode font. Rate-limited to ${describeRateLimit('invoice-pdf:user')}.`,
  request: { params: z.object({ id: idParam('id', 'invoice') }) },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, ...errorResponses(401, 404, 422, 429) },
});

const creditNotePdf = createRoute({
  method: 'get', path: '/auth/billing/credit-notes/{id}/credit-note.pdf', tags: TAG, summary: 'A credit note (one refund of a payment) as a PDF', ...auth,
  description: `A4: the refunded amount as negative lines with its tax, and the invoice it corrects. Another member’s credit note is 404. Rate-limited to ${describeRateLimit('invoice-pdf:user')} with the invoices.`,
  request: { params: z.object({ id: idParam('id', 'credit note') }) },
  responses: { 200: { description: 'The PDF', content: { 'application/pdf': { schema: z.string().openapi({ format: 'binary' }) } } }, ...errorResponses(401, 404, 422, 429) },
});

export function billingRoutes() {
  const app = createRouter();

  app.openapi(list, async (c) => {
    const { page, per_page } = c.req.valid('query');
    const result = await listBilling({ db: c.get('deps').db, actor: actorOf(c), page, perPage: per_page });
    return c.json({ data: result.items, meta: pageMeta(page, per_page, result.total) }, 200);
  });

  app.openapi(unsettled, async (c) => c.json({ data: await listUnsettled({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(one, async (c) => c.json({ data: await getInvoice({ db: c.get('deps').db, actor: actorOf(c), invoiceId: c.req.valid('param').id }) }, 200));

  app.openapi(pdf, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'invoice-pdf:user', actor.id);
    return pdfDownload(await invoicePdf({ db: c.get('deps').db, actor, invoiceId: c.req.valid('param').id })) as never;
  });

  app.openapi(creditNotePdf, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'invoice-pdf:user', actor.id);
    return pdfDownload(await memberCreditNotePdf({ db: c.get('deps').db, userId: actor.id, creditNoteId: c.req.valid('param').id })) as never;
  });

  return app;
}
