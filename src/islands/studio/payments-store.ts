// The payments list, its status filter, and refunding one (docs/rules/studio.md, "Payments and
// refunds"; docs/rules/client.md, "Loading data").
import { atom } from 'nanostores';
import type { List } from '../../lib/api/client.ts';
import { listPayments, refundPayment } from '../../lib/api/studio-business.ts';
import type { RefundInput, StudioPayment } from '../../lib/schemas/studio-business.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';

export const $paymentStatus = atom<string>('all');

export const $payments = createFetcherStore<List<StudioPayment>>([$memberKey, 'studio/payments?status=', $paymentStatus], {
  fetcher: (_member, _name, status) => listPayments({ status: String(status), per_page: 50 }),
});

/** Asks the provider for the refund; answers the payment as it stands now, and the list reloads. */
export async function refund(id: number, body: RefundInput): Promise<StudioPayment> {
  const res = await refundPayment(id, body);
  refreshQueries('studio/payments?', $payments);
  return res.data;
}
