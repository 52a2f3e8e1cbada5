// The studio's refund dialog (docs/rules/studio.md, "Payments and refunds"): a native modal, so the
// browser keeps focus inside and Escape closes it; the amount starts at what remains, an amount the
// server refuses is explained beside the field, and "take back access" is offered only for a refund of
// everything that remains (docs/rules/commerce.md, "Refunds": access goes only with the whole amount).
import { useEffect, useId, useRef, useState } from 'react';
import { currencyDigits, formatAmount } from '../../lib/schemas/billing.ts';
import type { StudioPayment } from '../../lib/schemas/studio-business.ts';
import { toast } from '../../stores/ui.ts';
import { described, errorsOf, Field, type Errors } from './form.tsx';
import { refund } from './payments-store.ts';

/** "12.50" → 1250 minor units, or null when it is not an amount of money. */
export function toMinor(text: string, currency: string): number | null {
  const digits = currencyDigits(currency);
  const t = text.trim().replace(',', '.');
  const pattern = digits > 0 ? new RegExp(`^\\d+(\\.\\d{1,${digits}})?$`) : /^\d+$/;
  if (!pattern.test(t)) return null;
  return Math.round(Number(t) * 10 ** digits);
}

const toMajor = (minor: number, currency: string) => (minor / 10 ** currencyDigits(currency)).toFixed(currencyDigits(currency));

export function RefundDialog({ payment, onClose }: { payment: StudioPayment; onClose: (refunded: boolean) => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const id = useId();
  const remaining = payment.refundable_amount;
  const [amount, setAmount] = useState(toMajor(remaining, payment.currency));
  const [reason, setReason] = useState('');
  const [revoke, setRevoke] = useState(false);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);
  const refunded = useRef(false);
  useEffect(() => {
    const d = ref.current;
    if (d && !d.open) d.showModal();
  }, []);
  const minor = toMinor(amount, payment.currency);
  const whole = minor === remaining;

  async function submit(e: React.FormEvent) {
    e.preventDefault();
    if (minor === null || minor <= 0) return setErrors({ amount: [`Write an amount above zero, such as ${toMajor(remaining, payment.currency)}.`] });
    if (minor > remaining) return setErrors({ amount: [`Refund at most what remains: ${formatAmount(remaining, payment.currency)}.`] });
    setBusy(true);
    try {
      const done = await refund(payment.id, { amount: minor, ...(reason.trim() ? { reason: reason.trim() } : {}), revoke_access: whole && revoke });
      const confirmed = done.refunds.at(-1)?.status === 'succeeded';
      toast(confirmed ? `Refunded ${formatAmount(minor, payment.currency)}.` : 'Refund asked for; it shows once the provider confirms it.', 'success');
      // Told once: the dialog's close event that follows must not report a cancel (it would move focus back to the button).
      refunded.current = true;
      ref.current?.close();
      onClose(true);
    } catch (err) {
      const fields = errorsOf(err);
      if (!fields) {
        toast(err instanceof Error ? err.message : 'The refund could not be made. Please try again.', 'error');
      } else setErrors(fields);
    } finally {
      setBusy(false);
    }
  }

  const amountId = `${id}-amount`;
  const amountErrors = errors.amount;
  return (
    <dialog ref={ref} className="app-dialog refund-dialog" aria-labelledby={`${id}-title`} onClose={() => (refunded.current ? undefined : onClose(false))}>
      <form onSubmit={(e) => void submit(e)} noValidate>
        <h2 id={`${id}-title`} className="app-dialog__title">
          Refund {payment.member.name}
        </h2>
        <p>
          {payment.description}: paid {formatAmount(payment.total, payment.currency)}
          {payment.refunded_amount > 0 ? `, ${formatAmount(payment.refunded_amount, payment.currency)} refunded already` : ''}. The money goes back through {payment.provider}; a refund cannot be undone.
        </p>
        <Field id={amountId} label={`Amount to refund (${payment.currency.toUpperCase()})`} hint={`Up to ${formatAmount(remaining, payment.currency)}, what remains of this payment.`} errors={amountErrors}>
          <input id={amountId} name="amount" inputMode="decimal" autoComplete="off" value={amount} onChange={(e) => { setAmount(e.target.value); setErrors({}); }} {...described(amountId, amountErrors, true)} />
        </Field>
        <Field id={`${id}-reason`} label="Reason (optional)" errors={errors.reason}>
          <input id={`${id}-reason`} name="reason" maxLength={500} value={reason} onChange={(e) => setReason(e.target.value)} {...described(`${id}-reason`, errors.reason)} />
        </Field>
        {whole ? (
          <div className="field refund-dialog__check">
            <input id={`${id}-revoke`} type="checkbox" checked={revoke} onChange={(e) => setRevoke(e.target.checked)} {...described(`${id}-revoke`, errors.revoke_access)} />
            <label htmlFor={`${id}-revoke`}>Take back access: the subscription ends, courses bought are removed</label>
            {errors.revoke_access?.length ? (
              <p className="field-error" id={`${id}-revoke-error`}>
                {errors.revoke_access.join(' ')}
              </p>
            ) : null}
          </div>
        ) : null}
        <div className="app-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={() => ref.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="btn btn--danger" disabled={busy}>
            {busy ? 'Refunding…' : 'Refund'}
          </button>
        </div>
      </form>
    </dialog>
  );
}
