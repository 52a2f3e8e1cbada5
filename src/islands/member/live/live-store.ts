// The /live screen's state (docs/rules/live-sessions.md; docs/rules/client.md, "Loading data"): the
// member's sessions by page, going or taking it back (a full or cancelled session's message kept for
// the session it concerns), and the .ics download.
import { atom, map } from 'nanostores';
import type { List } from '../../../lib/api/client.ts';
import { downloadLiveInvite, listLiveSessions, rsvpLiveSession, withdrawLiveRsvp } from '../../../lib/api/live.ts';
import type { LiveSession } from '../../../lib/schemas/live.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';
import { m } from '../../../paraglide/messages.js';
import { formatSessionTime, pageIntlLocale } from '../../../lib/dates.ts';

export const LIVE_PER_PAGE = 10;
export const $livePage = atom(1);
export const $liveSessions = createFetcherStore<List<LiveSession>>([$memberKey, 'live?page=', $livePage], {
  fetcher: (_member, _name, page) => listLiveSessions({ page: Number(page), per_page: LIVE_PER_PAGE }),
});

/** Per session: a change on its way, and the last refusal's words. */
export const $liveActions = map<Record<string, { busy: boolean; message: string | null; done?: 'going' | 'cancelled' | null }>>({});

async function act(id: number, work: () => Promise<unknown>, becomes: 'going' | 'cancelled' | null): Promise<boolean> {
  $liveActions.setKey(String(id), { busy: true, message: null });
  try {
    await work();
    // `done`: the answer the card will show once reloaded; its buttons change, so it then takes the focus.
    $liveActions.setKey(String(id), { busy: false, message: null, done: becomes });
    refreshQueries('live?', $liveSessions);
    return true;
  } catch (err) {
    $liveActions.setKey(String(id), { busy: false, message: err instanceof Error ? err.message : m.community_try_again() });
    refreshQueries('live?', $liveSessions);
    return false;
  }
}

export const goToSession = (id: number) => act(id, () => rsvpLiveSession(id), 'going');
export const leaveSession = (id: number) => act(id, () => withdrawLiveRsvp(id), 'cancelled');
export const downloadInvite = (id: number) => act(id, () => downloadLiveInvite(id), null);

/** The card has moved the focus: forget it was asked. */
export const focusTaken = (id: number) => $liveActions.setKey(String(id), { busy: false, message: null });

/**
 * A session's start as formatSessionTime words it ("Thursday 3 December 2026 at 18:30 (Europe/Madrid)"),
 * in the page's language: English pages keep the site's wording, a Spanish page names its days in Spanish.
 */
export function sessionTime(at: Date | string | number, timeZone: string | null | undefined): string {
  return formatSessionTime(at, timeZone, pageIntlLocale());
}
