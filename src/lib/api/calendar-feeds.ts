// Typed client functions for the member's calendar feed (docs/rules/calendar-feeds.md).
import type { CalendarFeedLink, CalendarFeedState } from '../schemas/calendar-feeds.ts';
import { api, type Item } from './client.ts';

export const getCalendarFeed = () => api.get<Item<CalendarFeedState>>('/auth/calendar-feed');
/** Makes the address, or a new one in place of the old (which stops working at once). */
export const createCalendarFeed = () => api.post<Item<CalendarFeedLink>>('/auth/calendar-feed');
export const deleteCalendarFeed = () => api.delete<void>('/auth/calendar-feed');
