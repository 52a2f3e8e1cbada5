// Dates as the API and the pages show them: ISO 8601 in JSON; for people, the site's one formatter
// (src/lib/dates.ts; docs/rules/client.md, "Dates") in the site's locale and UTC.
import { formatDate } from '../../lib/dates.ts';

export const isoDate = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

/** "3 March 2026": certificates (page and PDF), blog posts, help articles and pages. */
export function formatLongDate(value: Date | string): string {
  return formatDate(value);
}
