// The calendar feed block on /settings (docs/rules/calendar-feeds.md; docs/rules/client.md, "Loading
// data"): the feed's state from the server, and the address the server answered once, kept only in
// this page's memory until the member closes it, turns the feed off or leaves the page.
import { atom } from 'nanostores';
import { createCalendarFeed, deleteCalendarFeed, getCalendarFeed } from '../../../lib/api/calendar-feeds.ts';
import type { CalendarFeedLink, CalendarFeedState } from '../../../lib/schemas/calendar-feeds.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';

export const $calendarFeed = createFetcherStore<CalendarFeedState>([$memberKey, 'calendar-feed'], {
  fetcher: async () => (await getCalendarFeed()).data,
});

/** The address just made: the one time it can be shown. */
export const $shownFeedLink = atom<CalendarFeedLink | null>(null);

/** Makes the feed's address, or a new one in place of the old (which stops working at once). */
export async function makeFeedLink(): Promise<void> {
  const { data } = await createCalendarFeed();
  $shownFeedLink.set(data);
  $calendarFeed.mutate({ enabled: data.enabled, created_at: data.created_at, time_zone: data.time_zone });
}

export async function turnOffFeed(): Promise<void> {
  await deleteCalendarFeed();
  $shownFeedLink.set(null);
  const shown = $calendarFeed.get().data;
  $calendarFeed.mutate({ enabled: false, created_at: null, time_zone: shown?.time_zone ?? 'UTC' });
}

export const closeShownLink = () => $shownFeedLink.set(null);
