// The signed-in devices on /settings (docs/security.md, "Sessions and devices"; docs/rules/client.md,
// "Loading data"): the member's sessions, the current one first, and signing one device or all the
// others out. After a change the list reloads, so it never shows a device that can no longer sign in.
import { listSessions, revokeOtherSessions, revokeSession } from '../../../lib/api/accounts.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';

/** One page at the API's ceiling: a member with more live sessions than this is told how many more. */
export const DEVICES_PER_PAGE = 100;

export const $devices = createFetcherStore<Awaited<ReturnType<typeof listSessions>>>([$memberKey, 'sessions'], {
  fetcher: () => listSessions({ page: 1, per_page: DEVICES_PER_PAGE }),
});

/** Signs one device out; the answer's message is for the toast. */
export async function signOutDevice(id: number): Promise<string> {
  const { data } = await revokeSession(id);
  refreshQueries('sessions', $devices);
  return data.message;
}

/** Signs out every device but this one; the answer says how many. */
export async function signOutOtherDevices(): Promise<{ message: string; revoked: number }> {
  const { data } = await revokeOtherSessions();
  refreshQueries('sessions', $devices);
  return data;
}
