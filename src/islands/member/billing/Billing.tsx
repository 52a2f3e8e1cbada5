// Billing (docs/rules/billing.md): the member's subscription with cancel and resume (commerce's
// routes), and the billing history (GET /v1/auth/billing), each payment with its date, description,
// amount, status, a link to its invoice and its credit notes' PDFs.
import { useEffect, useRef, useState } from 'react';
import { payOverdueRenewal } from '../../../lib/api/billing.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatLocalDate } from '../../../lib/dates.ts';
import { BILLING_STATUS_LABELS, formatAmount, type BillingRecord, type UnsettledPayment } from '../../../lib/schemas/billing.ts';
import type { MemberSubscription } from '../../../lib/schemas/commerce.ts';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { Pager } from '../learning/Pager.tsx';
import { CreditNotes } from './CreditNotes.tsx';
import { $payments, $paymentsPage, $subscription, $unsettled, changeSubscription } from './billing-store.ts';
import './billing.css';

const failed = (err: unknown, fallback: string) => {
  if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : fallback, 'error');
};

const SUBSCRIPTION_STATUS: Record<MemberSubscription['status'], string> = {
  active: 'Active',
  cancelled_at_period_end: 'Cancelled',
  past_due: 'Payment overdue',
  expired: 'Ended',
};

/**
 * A declined renewal (docs/rules/commerce.md, "Failed renewals"): why, when the next try is, until
 * when access lasts, and paying now with another card. The renewal notices link here (#pay-now).
 */
function PayNow({ subscriptionId, failure }: { subscriptionId: number; failure: NonNullable<MemberSubscription['payment_failed']> }) {
  const panel = useRef<HTMLDivElement>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (window.location.hash === '#pay-now') panel.current?.focus();
  }, []);
  const payNow = async () => {
    setBusy(true);
    try {
      window.location.assign((await payOverdueRenewal(subscriptionId)).data.url);
    } catch (err) {
      failed(err, 'The payment could not be started. Please try again.');
      setBusy(false);
    }
  };
  return (
    <div id="pay-now" className="billing-pay-now" ref={panel} tabIndex={-1} role="group" aria-labelledby="pay-now-heading">
      <h3 id="pay-now-heading">Your renewal did not go through</h3>
      <p>{failure.reason}</p>
      <p>
        {failure.next_retry_at ? (
          <>
            We try your card again on <time dateTime={failure.next_retry_at}>{formatLocalDate(failure.next_retry_at)}</time>.{' '}
          </>
        ) : (
          <>That was our last try. </>
        )}
        You keep your membership until <time dateTime={failure.access_until}>{formatLocalDate(failure.access_until)}</time>.
      </p>
      <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void payNow()}>
        {busy ? 'Opening the payment page…' : `Pay now with another card${failure.amount_label ? ` (${failure.amount_label})` : ''}`}
      </button>
    </div>
  );
}

function SubscriptionCard() {
  const { data, loading, error } = useQuery($subscription, { soft: true });
  const [busy, setBusy] = useState(false);
  const act = async (action: 'cancel' | 'resume') => {
    if (action === 'cancel') {
      const sure = await confirmDialog('Your membership stays active until the end of the period you paid for, and will not renew. You can resume it before then.', 'Cancel your subscription?', { destructive: true });
      if (!sure) return;
    }
    setBusy(true);
    try {
      await changeSubscription(action);
      toast(action === 'cancel' ? 'Your subscription will end at the end of this period.' : 'Your subscription will renew again.', 'success');
    } catch (err) {
      failed(err, action === 'cancel' ? 'The subscription could not be cancelled. Please try again.' : 'The subscription could not be resumed. Please try again.');
    } finally {
      setBusy(false);
    }
  };

  if (loading) return <Loading />;
  if (error || !data) return <p className="muted">Your subscription could not be loaded just now.</p>;
  const sub = data.data;
  if (!sub) {
    return (
      <div className="billing-subscription card" data-ready="true">
        <p>You have no subscription. A membership unlocks every paid course and bundle.</p>
        <a className="btn btn--primary" href="/subscriptions">
          See the plans
        </a>
      </div>
    );
  }
  const end = formatLocalDate(sub.current_period_end);
  return (
    <div className="billing-subscription card" data-ready={busy ? undefined : 'true'} data-status={sub.status}>
      <div>
        <p className="billing-subscription__plan">
          {sub.plan} <span className={`badge billing-status billing-status--${sub.status}`}>{SUBSCRIPTION_STATUS[sub.status]}</span>
        </p>
        <p className="muted billing-subscription__when">
          {sub.status === 'active' && sub.next_charge && (
            <>
              Renews on <time dateTime={sub.current_period_end}>{end}</time> for {sub.next_charge.label}.
            </>
          )}
          {sub.status === 'cancelled_at_period_end' && (
            <>
              Ends on <time dateTime={sub.current_period_end}>{end}</time>; it will not renew.
            </>
          )}
          {sub.status === 'past_due' && !sub.payment_failed && <>Your last renewal payment failed. We will try again; your access ends if it keeps failing.</>}
          {sub.status === 'expired' && <>Your subscription has ended.</>}
        </p>
      </div>
      {sub.status === 'past_due' && sub.payment_failed && <PayNow subscriptionId={sub.id} failure={sub.payment_failed} />}
      <div className="billing-subscription__actions">
        {sub.status === 'active' && (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void act('cancel')}>
            Cancel subscription
          </button>
        )}
        {sub.status === 'cancelled_at_period_end' && (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void act('resume')}>
            Resume subscription
          </button>
        )}
      </div>
    </div>
  );
}

function PaymentRow({ record }: { record: BillingRecord }) {
  return (
    <li className="billing-row card">
      <time className="billing-row__date" dateTime={record.date}>
        {formatLocalDate(record.date)}
      </time>
      <span className="billing-row__description">
        {record.description}
        <span className="billing-row__number muted">Invoice {record.number}</span>
      </span>
      <span className="billing-row__amount">{formatAmount(record.amount, record.currency)}</span>
      <span className={`badge billing-status billing-status--${record.status}`}>{BILLING_STATUS_LABELS[record.status] ?? record.status}</span>
      <a className="btn btn--ghost billing-row__link" href={record.link} aria-label={`View invoice ${record.number}`}>
        View invoice
      </a>
      <CreditNotes notes={record.credit_notes} />
    </li>
  );
}

function UnsettledRow({ payment }: { payment: UnsettledPayment }) {
  return (
    <li className="billing-row card" data-unsettled={payment.status}>
      <time className="billing-row__date" dateTime={payment.date}>
        {formatLocalDate(payment.date)}
      </time>
      <span className="billing-row__description">
        {payment.description}
        <span className="billing-row__number muted">
          {payment.reason ?? (payment.status === 'requires_action' ? 'Waiting for your bank’s confirmation.' : 'Not finished: nothing was taken.')}
          {payment.status === 'failed' && payment.renewal ? ' We try a renewal again on its own while your membership is overdue.' : ''}
        </span>
      </span>
      <span className="billing-row__amount">{formatAmount(payment.amount, payment.currency)}</span>
      <span className={`badge billing-status billing-status--${payment.status}`}>{BILLING_STATUS_LABELS[payment.status] ?? payment.status}</span>
    </li>
  );
}

/** Failed and unfinished payments, shown only when there are some (docs/rules/billing.md). */
function Unsettled() {
  const { data } = useQuery($unsettled, { soft: true });
  if (!data || data.data.length === 0) return null;
  return (
    <section className="billing-section" aria-labelledby="unsettled-title">
      <h2 id="unsettled-title">Payments that did not go through</h2>
      <ul className="billing-list" aria-label="Payments that did not go through" data-ready="true">
        {data.data.map((p) => (
          <UnsettledRow key={p.reference} payment={p} />
        ))}
      </ul>
    </section>
  );
}

function BillingContent() {
  const { data, loading } = useQuery($payments);
  return (
    <>
      <h1>Billing</h1>
      <section className="billing-section" aria-labelledby="subscription-title">
        <h2 id="subscription-title">Subscription</h2>
        <SubscriptionCard />
      </section>
      <Unsettled />
      <section className="billing-section" aria-labelledby="payments-title">
        <h2 id="payments-title">Payments</h2>
        {loading || !data ? (
          <Loading />
        ) : data.data.length === 0 ? (
          <div className="empty-state card" data-ready="true">
            <p>No payments yet. Your invoices will appear here after you subscribe or buy a course.</p>
            <a className="btn btn--primary" href="/subscriptions">
              See the plans
            </a>
          </div>
        ) : (
          <>
            <ul className="billing-list" aria-label="Payments" data-ready="true">
              {data.data.map((r) => (
                <PaymentRow key={r.id} record={r} />
              ))}
            </ul>
            <Pager meta={data.meta} onPage={(page) => $paymentsPage.set(page)} label="Payment pages" />
          </>
        )}
      </section>
    </>
  );
}

export default function Billing() {
  return (
    <ErrorBoundary>
      <BillingContent />
    </ErrorBoundary>
  );
}
