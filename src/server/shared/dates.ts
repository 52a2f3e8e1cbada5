// Dates as the API and the pages show them: ISO 8601 in JSON, "3 March 2026" for people (UTC, so a
// date never shifts with the server's time zone).
export const isoDate = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

const LONG_DATE = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' });

/** "3 March 2026": certificates, blog posts, help articles and pages. */
export function formatLongDate(value: Date | string): string {
  return LONG_DATE.format(value instanceof Date ? value : new Date(value));
}
