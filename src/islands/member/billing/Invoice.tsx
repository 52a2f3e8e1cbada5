// One invoice (GET /v1/auth/billing/{id}, docs/rules/billing.md): seller, buyer and billing address,
// lines with their tax, discount, tax and totals, how it was paid, the reverse-charge statement, and
// the PDF download, and the credit notes of its refunds.
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { downloadInvoicePdf } from '../../../lib/api/billing.ts';
import type { Item } from '../../../lib/api/client.ts';
import { formatLocalDate } from '../../../lib/dates.ts';
import { BILLING_STATUS_LABELS, formatAmount, type Invoice as InvoiceView } from '../../../lib/schemas/billing.ts';
import { toast, withLoadingOverlay } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { invoiceStore } from './billing-store.ts';
import { CreditNotes } from './CreditNotes.tsx';
import './billing.css';

async function saveInvoice(invoice: InvoiceView): Promise<void> {
  const blob = await downloadInvoicePdf(invoice);
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = `wellspring-invoice-${invoice.number}.pdf`;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 30_000);
}

function Party({ title, party }: { title: string; party: InvoiceView['seller'] }) {
  return (
    <div className="invoice-party">
      <h2 className="invoice-party__title">{title}</h2>
      <address>
        <strong>{party.name}</strong>
        {party.address_lines.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
        {party.tax_id && <span>VAT / tax number: {party.tax_id}</span>}
        {party.email && <span className="muted">{party.email}</span>}
      </address>
      {title === 'Billed to' && party.address_lines.length === 0 && <p className="muted">No billing address was given for this payment.</p>}
    </div>
  );
}

function InvoiceDetails({ invoice }: { invoice: InvoiceView }) {
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => formatAmount(minor, invoice.currency);
  const download = async () => {
    setBusy(true);
    try {
      await withLoadingOverlay(() => saveInvoice(invoice));
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : 'The invoice could not be downloaded. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="invoice card" data-ready={busy ? undefined : 'true'}>
      <header className="invoice__head">
        <div>
          <h1>Invoice {invoice.number}</h1>
          <p className="muted">
            <time dateTime={invoice.date}>{formatLocalDate(invoice.date)}</time> ·{' '}
            <span className={`badge billing-status billing-status--${invoice.status}`}>{BILLING_STATUS_LABELS[invoice.status] ?? invoice.status}</span>
          </p>
        </div>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void download()}>
          Download PDF
        </button>
      </header>
      <div className="invoice__parties">
        <Party title="From" party={invoice.seller} />
        <Party title="Billed to" party={invoice.buyer} />
      </div>
      {/* Focusable so keyboard users can scroll it when a narrow screen cannot show every column. */}
      <div className="invoice__table-wrap" tabIndex={0} role="region" aria-label="Invoice lines">
        <table className="invoice__table">
          <caption className="visually-hidden">What was bought</caption>
          <thead>
            <tr>
              <th scope="col">Description</th>
              <th scope="col" className="num">
                Qty
              </th>
              <th scope="col" className="num">
                Unit price
              </th>
              <th scope="col" className="num">
                Tax rate
              </th>
              <th scope="col" className="num">
                Tax
              </th>
              <th scope="col" className="num">
                Amount
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              <tr key={i}>
                <td data-label="Description">{line.description}</td>
                <td className="num" data-label="Qty">{line.quantity}</td>
                <td className="num" data-label="Unit price">{money(line.unit_amount)}</td>
                <td className="num" data-label="Tax rate">{line.tax_rate_percent}%</td>
                <td className="num" data-label="Tax">{money(line.tax_amount)}</td>
                <td className="num" data-label="Amount">{money(line.amount)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="invoice__totals">
        <dt>Subtotal</dt>
        <dd>{money(invoice.subtotal)}</dd>
        {invoice.discount && (
          <>
            <dt>Discount ({invoice.discount.label})</dt>
            <dd>−{money(invoice.discount.amount)}</dd>
          </>
        )}
        <dt>Total without tax</dt>
        <dd>{money(invoice.net)}</dd>
        <dt>{invoice.tax.label}</dt>
        <dd>{money(invoice.tax.amount)}</dd>
        <dt className="invoice__total">Total paid</dt>
        <dd className="invoice__total">{money(invoice.total)}</dd>
      </dl>
      {invoice.payment_method && <p data-payment-method>Paid by {invoice.payment_method}.</p>}
      {invoice.tax.reverse_charge && <p>Reverse charge: no VAT is charged on this supply; the customer accounts for the VAT.</p>}
      <CreditNotes notes={invoice.credit_notes} title="Credit notes" />
    </article>
  );
}

function InvoiceContent({ id }: { id: number | null }) {
  // An address that names no invoice is answered as the API answers an invoice that is not the member's.
  const [$invoice] = useState(() => (id ? invoiceStore(id) : null));
  return $invoice ? <LoadedInvoice $invoice={$invoice} /> : <InvoiceState error={new ApiError(404, 'The invoice was not found.')} />;
}

function LoadedInvoice({ $invoice }: { $invoice: ReturnType<typeof invoiceStore> }) {
  const { data, loading, error } = useQuery($invoice, { soft: true });
  return <InvoiceState data={data} loading={loading} error={error} />;
}

function InvoiceState({ data, loading = false, error }: { data?: Item<InvoiceView> | undefined; loading?: boolean; error?: Error | undefined }) {
  return (
    <>
      <p>
        <a href="/billing">← Back to billing</a>
      </p>
      {loading ? (
        <Loading />
      ) : error || !data ? (
        <div className="empty-state card">
          <h1>Invoice not found</h1>
          <p>{error instanceof ApiError && error.status !== 404 ? error.message : 'There is no invoice of yours at this address.'}</p>
          <a className="btn btn--primary" href="/billing">
            Go to billing
          </a>
        </div>
      ) : (
        <InvoiceDetails invoice={data.data} />
      )}
    </>
  );
}

export default function Invoice({ id }: { id: string }) {
  const parsed = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : null;
  return (
    <ErrorBoundary>
      <InvoiceContent id={parsed} />
    </ErrorBoundary>
  );
}
