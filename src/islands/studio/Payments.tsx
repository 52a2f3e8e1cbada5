// /studio/payments (docs/rules/studio.md, "Payments and refunds"): payments newest first, filtered by
// status; a paid one can be refunded after a confirmation dialog (focus returns to the list). The
// provider's event marks it refunded.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { formatAmount } from '../../lib/schemas/billing.ts';
import { PAYMENT_FILTERS, type StudioPayment } from '../../lib/schemas/studio-business.ts';
import { confirmDialog, toast } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { formatDay } from './format.tsx';
import { $payments, $paymentStatus, refund as refundAndReload } from './payments-store.ts';
import { StudioGate } from './StudioGate.tsx';

function RefundButton({ payment }: { payment: StudioPayment }) {
  const [busy, setBusy] = useState(false);
  async function refund(e: React.MouseEvent<HTMLButtonElement>) {
    const button = e.currentTarget;
    const ok = await confirmDialog(`Refund ${formatAmount(payment.total, payment.currency)} to ${payment.member.name}? The money goes back through ${payment.provider}; this cannot be undone.`, 'Refund payment', { destructive: true });
    if (!ok) return button.focus();
    setBusy(true);
    try {
      const refunded = await refundAndReload(payment.id);
      toast(refunded.status === 'refunded' ? 'Refunded.' : 'Refund asked for; it shows once the provider confirms it.', 'success');
    } finally {
      setBusy(false);
      document.getElementById('payments-heading')?.focus();
    }
  }
  return (
    <button type="button" className="btn btn--danger" disabled={busy} onClick={refund} aria-label={`Refund payment ${payment.invoice_number ?? payment.reference} of ${payment.member.name}`}>
      Refund
    </button>
  );
}

function PaymentsContent() {
  const status = useStore($paymentStatus);
  const { data } = useQuery($payments);
  return (
    <>
      <label htmlFor="payment-status">Status</label>{' '}
      <select id="payment-status" value={status} onChange={(e) => $paymentStatus.set(e.target.value)}>
        {PAYMENT_FILTERS.map((s) => (
          <option key={s} value={s}>
            {s === 'all' ? 'All' : s.replace('_', ' ')}
          </option>
        ))}
      </select>
      {!data ? (
        <Loading />
      ) : (
        <div data-ready="">
          {data.data.length === 0 ? (
            <p className="muted">No payments here.</p>
          ) : (
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
                    <td>{formatAmount(p.total, p.currency)}</td>
                    <td data-status>{p.status.replace('_', ' ')}</td>
                    <td>{p.invoice_number ?? '–'}</td>
                    <td>{p.status === 'paid' && !p.refund_requested_at ? <RefundButton payment={p} /> : null}</td>
                  </tr>
                ))}
              </tbody>
            </table>
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
