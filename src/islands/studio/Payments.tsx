// /studio/payments (docs/rules/studio.md, "Payments and refunds"): payments newest first, filtered by
// status; a paid one can be refunded, in part or whole, through the refund dialog (focus returns to its
// button, or to the heading once the row changed). Each refund lists its credit note's PDF once the
// provider's event confirmed it.
import { useStore } from '@nanostores/react';
import { useRef, useState } from 'react';
import { savePdf } from '../../lib/api/billing.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { formatAmount } from '../../lib/schemas/billing.ts';
import { PAYMENT_FILTERS, type StudioPayment } from '../../lib/schemas/studio-business.ts';
import { toast, withLoadingOverlay } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { ExportButton } from './ExportButton.tsx';
import { formatDay } from './format.tsx';
import { $payments, $paymentStatus } from './payments-store.ts';
import { RefundDialog } from './RefundDialog.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';
import { StudioGate } from './StudioGate.tsx';

function RefundButton({ payment }: { payment: StudioPayment }) {
  const [open, setOpen] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  const closed = (refunded: boolean) => {
    setOpen(false);
    // The row may lose its button once refunded: the heading keeps the place then.
    if (refunded || !button.current?.isConnected) document.getElementById('payments-heading')?.focus();
    else button.current.focus();
  };
  return (
    <>
      <button
        ref={button}
        type="button"
        className="btn btn--danger"
        onClick={() => setOpen(true)}
        aria-label={`Refund payment ${payment.invoice_number ?? payment.reference} of ${payment.member.name}`}
      >
        Refund
      </button>
      {open ? <RefundDialog payment={payment} onClose={closed} /> : null}
    </>
  );
}

/** Each refund of a payment: amount, status, and its credit note's PDF once the provider confirmed it. */
function Refunds({ payment }: { payment: StudioPayment }) {
  if (payment.refunds.length === 0) return null;
  const save = (note: { number: string; download_path: string }) =>
    withLoadingOverlay(() => savePdf(note.download_path, `wellspring-credit-note-${note.number}.pdf`)).catch((err: unknown) => {
      if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : 'The credit note could not be downloaded. Please try again.', 'error');
    });
  return (
    <ul className="payment-refunds" aria-label={`Refunds of ${payment.invoice_number ?? payment.reference}`}>
      {payment.refunds.map((r) => (
        <li key={r.id} data-refund={r.status}>
          Refund {formatAmount(r.amount, payment.currency)}
          {r.status === 'pending' ? ' (waiting for the provider)' : r.status === 'failed' ? ' (failed)' : ''}
          {r.credit_note ? (
            <>
              {' · '}
              <button type="button" className="link-button" onClick={() => void save(r.credit_note!)} aria-label={`Download credit note ${r.credit_note.number} (PDF)`}>
                Credit note {r.credit_note.number}
              </button>
            </>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function PaymentsContent() {
  const status = useStore($paymentStatus);
  const { data } = useQuery($payments);
  return (
    <>
      <div className="studio-search">
        <label htmlFor="payment-status">Status</label>
        <select id="payment-status" value={status} onChange={(e) => $paymentStatus.set(e.target.value)}>
          {PAYMENT_FILTERS.map((s) => (
            <option key={s} value={s}>
              {s === 'all' ? 'All' : s.replace('_', ' ')}
            </option>
          ))}
        </select>
        <ExportButton path="/admin/payments.csv" query={{ status }} name="payments" label="Download payments and refunds as CSV" />
      </div>
      {!data ? (
        <Loading />
      ) : (
        <div data-ready="">
          {data.data.length === 0 ? (
            <p className="muted">No payments here.</p>
          ) : (
            <ScrollRegion label="Payments table">
              <table className="data-table">
                <caption className="visually-hidden">Payments, newest first</caption>
                <thead>
                  <tr>
                    <th scope="col">Date</th>
                    <th scope="col">Member</th>
                    <th scope="col">What</th>
                    <th scope="col">Amount</th>
                    <th scope="col">Status</th>
                    <th scope="col">Invoice</th>
                    <th scope="col">Action</th>
                  </tr>
                </thead>
                <tbody>
                  {data.data.map((p) => (
                    <tr key={p.id} data-payment={p.reference}>
                      <td>{formatDay(p.created_at)}</td>
                      <td>
                        <a href={`/studio/members/${p.member.id}`}>{p.member.name}</a>
                        <br />
                        <span className="muted">{p.member.email}</span>
                      </td>
                      <td>{p.description}</td>
                      <td>
                        {formatAmount(p.total, p.currency)}
                        <Refunds payment={p} />
                      </td>
                      <td data-status>{p.status.replace('_', ' ')}</td>
                      <td>{p.invoice_number ?? '–'}</td>
                      <td>{p.status === 'paid' && p.refundable_amount > 0 ? <RefundButton payment={p} /> : null}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </ScrollRegion>
          )}
        </div>
      )}
    </>
  );
}

export default function Payments() {
  return (
    <StudioGate>
      <h1 id="payments-heading" tabIndex={-1}>
        Payments
      </h1>
      <PaymentsContent />
    </StudioGate>
  );
}
