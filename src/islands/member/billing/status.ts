// A payment's status in the page's language (the words of BILLING_STATUS_LABELS in English).
import { m } from '../../../paraglide/messages.js';

export function paymentStatusLabel(status: string): string {
  const labels: Record<string, string> = {
    paid: m.commerce_payment_status_paid(),
    refunded: m.commerce_payment_status_refunded(),
    partially_refunded: m.commerce_payment_status_partially_refunded(),
    failed: m.commerce_payment_status_failed(),
    pending: m.commerce_payment_status_pending(),
    requires_action: m.commerce_payment_status_requires_action(),
  };
  return labels[status] ?? status;
}
