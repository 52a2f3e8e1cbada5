// How the rewards screens word numbers and dates for people. Dates go through the site's one
// formatter (src/lib/dates.ts; docs/rules/client.md, "Dates").
import { formatCalendarDay, formatLocalDate } from '../../../lib/dates.ts';

/** "23 November 2026" in the reader's language and time zone. */
export const formatDay = (iso: string) => formatLocalDate(iso);

export { formatCalendarDay };

export const points = (n: number) => `${n.toLocaleString()} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/** "+10" or "−5" for a line of the history. */
export const signedPoints = (n: number) => (n < 0 ? `−${Math.abs(n).toLocaleString()}` : `+${n.toLocaleString()}`);
