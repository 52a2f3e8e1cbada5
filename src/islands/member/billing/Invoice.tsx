// One invoice (GET /v1/auth/billing/{id}, docs/rules/billing.md): seller, buyer and billing address,
// lines with their tax, discount, tax and totals, how it was paid, the reverse-charge statement, and
// the PDF download, and the credit notes of its refunds.
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { downloadInvoicePdf } from '../../../lib/api/billing.ts';
import type { Item } from '../../../lib/api/client.ts';
import { formatLocalDate, pageIntlLocale } from '../../../lib/dates.ts';
import { localizePath } from '../../../lib/i18n.ts';
import { formatAmount, type Invoice as InvoiceView } from '../../../lib/schemas/billing.ts';
import { m } from '../../../paraglide/messages.js';
import { cardLabel, taxLabel } from '../../checkout/labels.ts';
import { paymentStatusLabel } from './status.ts';
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

function Party({ title, party, buyer = false }: { title: string; party: InvoiceView['seller']; buyer?: boolean }) {
  return (
    <div className="invoice-party">
      <h2 className="invoice-party__title">{title}</h2>
      <address>
        <strong>{party.name}</strong>
        {party.address_lines.map((line, i) => (
          <span key={i}>{line}</span>
        ))}
        {party.tax_id && <span>{m.commerce_invoice_tax_id({ id: party.tax_id })}</span>}
        {party.email && <span className="muted">{party.email}</span>}
      </address>
      {buyer && party.address_lines.length === 0 && <p className="muted">{m.commerce_invoice_no_address()}</p>}
    </div>
  );
}

function InvoiceDetails({ invoice }: { invoice: InvoiceView }) {
  const [busy, setBusy] = useState(false);
  const money = (minor: number) => formatAmount(minor, invoice.currency, pageIntlLocale());
  const download = async () => {
    setBusy(true);
    try {
      await withLoadingOverlay(() => saveInvoice(invoice));
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : m.commerce_invoice_download_failed(), 'error');
    } finally {
      setBusy(false);
    }
  };
  return (
    <article className="invoice card" data-ready={busy ? undefined : 'true'}>
      <header className="invoice__head">
        <div>
          <h1>{m.commerce_invoice_number({ number: invoice.number })}</h1>
          <p className="muted">
            <time dateTime={invoice.date}>{formatLocalDate(invoice.date)}</time> ·{' '}
            <span className={`badge billing-status billing-status--${invoice.status}`}>{paymentStatusLabel(invoice.status)}</span>
          </p>
        </div>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void download()}>
          {m.commerce_download_pdf()}
        </button>
      </header>
      <div className="invoice__parties">
        <Party title={m.commerce_invoice_from()} party={invoice.seller} />
        <Party title={m.commerce_invoice_billed_to()} party={invoice.buyer} buyer />
      </div>
      {/* Focusable so keyboard users can scroll it when a narrow screen cannot show every column. */}
      <div className="invoice__table-wrap" tabIndex={0} role="region" aria-label={m.commerce_invoice_lines()}>
        <table className="invoice__table">
          <caption className="visually-hidden">{m.commerce_invoice_what_bought()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.commerce_invoice_description()}</th>
              <th scope="col" className="num">
                {m.commerce_invoice_qty()}
              </th>
              <th scope="col" className="num">
                {m.commerce_invoice_unit_price()}
              </th>
              <th scope="col" className="num">
                {m.commerce_invoice_tax_rate()}
              </th>
              <th scope="col" className="num">
                {m.commerce_invoice_tax()}
              </th>
              <th scope="col" className="num">
                {m.commerce_invoice_amount()}
              </th>
            </tr>
          </thead>
          <tbody>
            {invoice.lines.map((line, i) => (
              <tr key={i}>
                <td data-label={m.commerce_invoice_description()}>{line.description}</td>
                <td className="num" data-label={m.commerce_invoice_qty()}>
                  {line.quantity}
                </td>
                <td className="num" data-label={m.commerce_invoice_unit_price()}>
                  {money(line.unit_amount)}
                </td>
                <td className="num" data-label={m.commerce_invoice_tax_rate()}>
                  {m.commerce_invoice_rate({ rate: line.tax_rate_percent.toLocaleString(pageIntlLocale(), { maximumFractionDigits: 2 }) })}
                </td>
                <td className="num" data-label={m.commerce_invoice_tax()}>
                  {money(line.tax_amount)}
                </td>
                <td className="num" data-label={m.commerce_invoice_amount()}>
                  {money(line.amount)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="invoice__totals">
        <dt>{m.commerce_invoice_subtotal()}</dt>
        <dd>{money(invoice.subtotal)}</dd>
        {invoice.discount && (
          <>
            <dt>{m.commerce_discount_named({ name: invoice.discount.label })}</dt>
            <dd>−{money(invoice.discount.amount)}</dd>
          </>
        )}
        <dt>{m.commerce_invoice_net()}</dt>
        <dd>{money(invoice.net)}</dd>
        <dt>{taxLabel(invoice.tax)}</dt>
        <dd>{money(invoice.tax.amount)}</dd>
        <dt className="invoice__total">{m.commerce_invoice_total_paid()}</dt>
        <dd className="invoice__total">{money(invoice.total)}</dd>
      </dl>
      {invoice.payment_method && <p data-payment-method>{m.commerce_invoice_paid_by({ method: cardLabel(invoice.payment_method) })}</p>}
      {invoice.tax.reverse_charge && <p>{m.commerce_invoice_reverse_charge()}</p>}
      <CreditNotes notes={invoice.credit_notes} title={m.commerce_credit_notes()} />
    </article>
  );
}

function InvoiceContent({ id }: { id: number | null }) {
  // An address that names no invoice is answered as the API answers an invoice that is not the member's.
  const [$invoice] = useState(() => (id ? invoiceStore(id) : null));
  return $invoice ? <LoadedInvoice $invoice={$invoice} /> : <InvoiceState error={new ApiError(404, m.commerce_invoice_not_found_error())} />;
}

function LoadedInvoice({ $invoice }: { $invoice: ReturnType<typeof invoiceStore> }) {
  const { data, loading, error } = useQuery($invoice, { soft: true });
  return <InvoiceState data={data} loading={loading} error={error} />;
}

function InvoiceState({ data, loading = false, error }: { data?: Item<InvoiceView> | undefined; loading?: boolean; error?: Error | undefined }) {
  return (
    <>
      <p>
        <a href={localizePath('/billing')}>{m.commerce_invoice_back()}</a>
      </p>
      {loading ? (
        <Loading />
      ) : error || !data ? (
        <div className="empty-state card">
          <h1>{m.commerce_invoice_not_found()}</h1>
          <p>{error instanceof ApiError && error.status !== 404 ? error.message : m.commerce_invoice_none_here()}</p>
          <a className="btn btn--primary" href={localizePath('/billing')}>
            {m.commerce_invoice_go_billing()}
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
