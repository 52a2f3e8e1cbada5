// Typed client functions for the billing API (docs/rules/billing.md): the member's billing history,
// one invoice and its PDF; and the subscription calls the billing page offers (commerce's routes:
// the member's subscription, cancel at period end, resume).
import type { BillingRecord, Invoice, UnsettledPayment } from '../schemas/billing.ts';
import type { Checkout, MemberSubscription } from '../schemas/commerce.ts';
import { api, type Item, type List } from './client.ts';
import { saveBlob } from '../save-blob.ts';

export const listBilling = (query: { page?: number; per_page?: number } = {}) => api.get<List<BillingRecord>>('/auth/billing', { query });
export const listUnsettled = () => api.get<Item<UnsettledPayment[]>>('/auth/billing/unsettled');
export const getInvoice = (id: number) => api.get<Item<Invoice>>(`/auth/billing/${id}`);

/** The invoice PDF as a Blob (the download needs the Bearer token, so it cannot be a plain link). */
export const downloadInvoicePdf = (invoice: Pick<Invoice, 'id'>) =>
  api.get<Blob>(`/auth/billing/${invoice.id}/invoice.pdf`, { responseType: 'blob' as 'json', headers: { Accept: 'application/pdf' } });

export const getMySubscription = () => api.get<Item<MemberSubscription | null>>('/auth/subscription');
export const cancelMySubscription = () => api.post<Item<MemberSubscription>>('/auth/subscription/cancel');
export const resumeMySubscription = () => api.post<Item<MemberSubscription>>('/auth/subscription/resume');
/** Pays an overdue renewal now on the provider's page (docs/rules/commerce.md, "Failed renewals"). */
export const payOverdueRenewal = (id: number) => api.post<Item<Checkout>>(`/auth/subscription/${id}/pay-now`);

/** A PDF the API serves at `path` (a download_path, "/v1/…"), saved under `filename`; it needs the Bearer token, so it cannot be a plain link. */
export async function savePdf(path: string, filename: string): Promise<void> {
  const blob = await api.get<Blob>(path.replace(/^\/v1(?=\/)/, ''), { responseType: 'blob' as 'json', headers: { Accept: 'application/pdf' } });
  saveBlob(blob, filename);
}
