// How the rewards screens word numbers and dates for people. Dates go through the site's one
// formatter (src/lib/dates.ts; docs/rules/client.md, "Dates").
import { formatCalendarDay, formatLocalDate, pageIntlLocale } from '../../../lib/dates.ts';
import { m } from '../../../paraglide/messages.js';

/** "23 November 2026" in the reader's language and time zone. */
export const formatDay = (iso: string) => formatLocalDate(iso);

export { formatCalendarDay };

/** A whole number in the page's language: 1,234 or 1234 / 12.345. */
export const formatNumber = (n: number) => n.toLocaleString(pageIntlLocale());

/** "120 points", "1 point" in the page's language. */
export const points = (n: number) => m.member_points_count({ count: Math.abs(n), formatted: formatNumber(n) });

/** "+10" or "−5" for a line of the history. */
export const signedPoints = (n: number) => (n < 0 ? `−${formatNumber(Math.abs(n))}` : `+${formatNumber(n)}`);
