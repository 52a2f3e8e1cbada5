// The contact enquiries, the tab shown (open, handled, all), and handling or answering one
// (docs/rules/studio.md, "Enquiries"; docs/rules/client.md, "Loading data").
import { atom } from 'nanostores';
import type { List } from '../../lib/api/client.ts';
import { listEnquiries, markEnquiryHandled, replyToEnquiry } from '../../lib/api/studio.ts';
import type { Enquiry } from '../../lib/schemas/studio.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';

export type EnquiryStatus = 'open' | 'handled' | 'all';

export const $enquiryStatus = atom<EnquiryStatus>('open');

export const $enquiries = createFetcherStore<List<Enquiry>>([$memberKey, 'studio/enquiries?status=', $enquiryStatus], {
  fetcher: (_member, _name, status) => listEnquiries({ status: status as EnquiryStatus, per_page: 50 }),
});

// Handling one moves it between tabs: every tab is loaded again.
const refresh = () => refreshQueries('studio/enquiries?', $enquiries);

export async function markHandled(id: number): Promise<void> {
  await markEnquiryHandled(id);
  refresh();
}

export async function reply(id: number, message: string): Promise<void> {
  await replyToEnquiry(id, message);
  refresh();
}
