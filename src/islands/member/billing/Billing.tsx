// Billing (docs/rules/billing.md): the member's subscription with cancel and resume (commerce's
// routes), and the billing history (GET /v1/auth/billing), each payment with its date, description,
// amount, status, a link to its invoice and its credit notes' PDFs.
import { useEffect, useRef, useState } from 'react';
import { payOverdueRenewal } from '../../../lib/api/billing.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatLocalDate, pageIntlLocale } from '../../../lib/dates.ts';
import { localizePath } from '../../../lib/i18n.ts';
import { formatAmount, type BillingRecord, type UnsettledPayment } from '../../../lib/schemas/billing.ts';
import type { MemberSubscription } from '../../../lib/schemas/commerce.ts';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { Pager } from '../learning/Pager.tsx';
import { m } from '../../../paraglide/messages.js';
import { money } from '../../checkout/labels.ts';
import { CreditNotes } from './CreditNotes.tsx';
import { paymentStatusLabel } from './status.ts';
import { SLOT, withSlot } from './slot.tsx';
import { $payments, $paymentsPage, $subscription, $unsettled, changeSubscription } from './billing-store.ts';
import './billing.css';

const failed = (err: unknown, fallback: string) => {
  if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : fallback, 'error');
};

const subscriptionStatus = (status: MemberSubscription['status']): string =>
  ({
    active: m.commerce_billing_status_active(),
    cancelled_at_period_end: m.commerce_billing_status_cancelled(),
    past_due: m.commerce_billing_status_past_due(),
    expired: m.commerce_billing_status_expired(),
  })[status];

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
      failed(err, m.commerce_billing_start_failed());
      setBusy(false);
    }
  };
  return (
    <div id="pay-now" className="billing-pay-now" ref={panel} tabIndex={-1} role="group" aria-labelledby="pay-now-heading">
      <h3 id="pay-now-heading">{m.commerce_billing_renewal_failed_heading()}</h3>
      <p>{failure.reason}</p>
      <p>
        {failure.next_retry_at ? (
          <>
            {withSlot(m.commerce_billing_retry_on({ date: SLOT }), <time dateTime={failure.next_retry_at}>{formatLocalDate(failure.next_retry_at)}</time>)}{' '}
          </>
        ) : (
          <>{m.commerce_billing_last_try()} </>
        )}
        {withSlot(m.commerce_billing_keep_until({ date: SLOT }), <time dateTime={failure.access_until}>{formatLocalDate(failure.access_until)}</time>)}
      </p>
      <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void payNow()}>
        {busy ? m.commerce_billing_opening_payment() : failure.amount_label ? m.commerce_pay_now_other_card_amount({ amount: failure.amount_label }) : m.commerce_pay_now_other_card()}
      </button>
    </div>
  );
}

function SubscriptionCard() {
  const { data, loading, error } = useQuery($subscription, { soft: true });
  const [busy, setBusy] = useState(false);
  const act = async (action: 'cancel' | 'resume') => {
    if (action === 'cancel') {
      const sure = await confirmDialog(m.commerce_billing_cancel_confirm(), m.commerce_billing_cancel_confirm_title(), { destructive: true });
      if (!sure) return;
    }
    setBusy(true);
    try {
      await changeSubscription(action);
      toast(action === 'cancel' ? m.commerce_billing_cancelled_toast() : m.commerce_billing_resumed_toast(), 'success');
    } catch (err) {
      failed(err, action === 'cancel' ? m.commerce_billing_cancel_failed() : m.commerce_billing_resume_failed());
    } finally {
      setBusy(false);
    }
  };

  if (loading) return <Loading />;
  if (error || !data) return <p className="muted">{m.commerce_billing_subscription_load_failed()}</p>;
  const sub = data.data;
  if (!sub) {
    return (
      <div className="billing-subscription card" data-ready="true">
        <p>{m.commerce_billing_no_subscription()}</p>
        <a className="btn btn--primary" href={localizePath('/subscriptions')}>
          {m.commerce_see_the_plans()}
        </a>
      </div>
    );
  }
  const end = formatLocalDate(sub.current_period_end);
  return (
    <div className="billing-subscription card" data-ready={busy ? undefined : 'true'} data-status={sub.status}>
      <div>
        <p className="billing-subscription__plan">
          {sub.plan} <span className={`badge billing-status billing-status--${sub.status}`}>{subscriptionStatus(sub.status)}</span>
        </p>
        <p className="muted billing-subscription__when">
          {sub.status === 'active' && sub.next_charge && (
            <>{withSlot(m.commerce_billing_renews_on({ date: SLOT, amount: money(sub.next_charge.amount, sub.next_charge.currency, sub.next_charge.label) }), <time dateTime={sub.current_period_end}>{end}</time>)}</>
          )}
          {sub.status === 'cancelled_at_period_end' && (
            <>{withSlot(m.commerce_billing_ends_on({ date: SLOT }), <time dateTime={sub.current_period_end}>{end}</time>)}</>
          )}
          {sub.status === 'past_due' && !sub.payment_failed && <>{m.commerce_billing_past_due()}</>}
          {sub.status === 'expired' && <>{m.commerce_billing_ended()}</>}
        </p>
      </div>
      {sub.status === 'past_due' && sub.payment_failed && <PayNow subscriptionId={sub.id} failure={sub.payment_failed} />}
      <div className="billing-subscription__actions">
        {sub.status === 'active' && (
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void act('cancel')}>
            {m.commerce_billing_cancel()}
          </button>
        )}
        {sub.status === 'cancelled_at_period_end' && (
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void act('resume')}>
            {m.commerce_billing_resume()}
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
        <span className="billing-row__number muted">{m.commerce_invoice_number({ number: record.number })}</span>
      </span>
      <span className="billing-row__amount">{formatAmount(record.amount, record.currency, pageIntlLocale())}</span>
      <span className={`badge billing-status billing-status--${record.status}`}>{paymentStatusLabel(record.status)}</span>
      <a className="btn btn--ghost billing-row__link" href={localizePath(record.link)} aria-label={m.commerce_billing_view_invoice_number({ number: record.number })}>
        {m.commerce_billing_view_invoice()}
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
          {payment.reason ?? (payment.status === 'requires_action' ? m.commerce_billing_waiting_bank() : m.commerce_billing_not_finished())}
          {payment.status === 'failed' && payment.renewal ? ` ${m.commerce_billing_renewal_retried()}` : ''}
        </span>
      </span>
      <span className="billing-row__amount">{formatAmount(payment.amount, payment.currency, pageIntlLocale())}</span>
      <span className={`badge billing-status billing-status--${payment.status}`}>{paymentStatusLabel(payment.status)}</span>
    </li>
  );
}

/** Failed and unfinished payments, shown only when there are some (docs/rules/billing.md). */
function Unsettled() {
  const { data } = useQuery($unsettled, { soft: true });
  if (!data || data.data.length === 0) return null;
  return (
    <section className="billing-section" aria-labelledby="unsettled-title">
      <h2 id="unsettled-title">{m.commerce_billing_unsettled()}</h2>
      <ul className="billing-list" aria-label={m.commerce_billing_unsettled()} data-ready="true">
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
      <h1>{m.commerce_billing_title()}</h1>
      <section className="billing-section" aria-labelledby="subscription-title">
        <h2 id="subscription-title">{m.commerce_billing_subscription()}</h2>
        <SubscriptionCard />
      </section>
      <Unsettled />
      <section className="billing-section" aria-labelledby="payments-title">
        <h2 id="payments-title">{m.commerce_billing_payments()}</h2>
        {loading || !data ? (
          <Loading />
        ) : data.data.length === 0 ? (
          <div className="empty-state card" data-ready="true">
            <p>{m.commerce_billing_no_payments()}</p>
            <a className="btn btn--primary" href={localizePath('/subscriptions')}>
              {m.commerce_see_the_plans()}
            </a>
          </div>
        ) : (
          <>
            <ul className="billing-list" aria-label={m.commerce_billing_payments()} data-ready="true">
              {data.data.map((r) => (
                <PaymentRow key={r.id} record={r} />
              ))}
            </ul>
            <Pager meta={data.meta} onPage={(page) => $paymentsPage.set(page)} label={m.commerce_billing_payment_pages()} />
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
