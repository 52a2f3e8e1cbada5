// A member's local date and hour, in their time zone (UTC when none is known or it is not valid):
// the one formatter's helper (src/lib/dates.ts) under the name the notification jobs use.
export { localDateAndHour as localClock } from '../../../lib/dates.ts';
