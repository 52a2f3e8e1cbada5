// Calendar feeds (docs/rules/calendar-feeds.md): each member's private .ics address of their
// practices and the live sessions they are going to. It joins practices and live, so it sits above
// live in the domain order (docs/domain-order.md).
export { calendarFeed, PRACTICE_EVENT_MINUTES, practiceUid } from './feed.ts';
export { calendarFeedState, createCalendarFeed, exportCalendarFeed, feedRateSubject, feedUrl, turnOffCalendarFeed, webcalUrl } from './tokens.ts';
