// The default error screen's words (docs/rules/client.md, "Errors"), shared by the islands' error
// boundary and the server's 500 page.
import { m } from '../paraglide/messages.js';

/** The English heading (the server's 500 page); errorHeading() gives it in the page's language. */
export const ERROR_HEADING = 'Unexpected Application Error!';

/** "Unexpected Application Error!" in the page's language. */
export const errorHeading = (): string => m.member_error_heading();

/** The status and its text when the error has a status, otherwise its message. */
export function errorDetail(error: unknown): string {
  const e = error as { status?: number; statusText?: string; message?: string } | null;
  if (e && typeof e.status === 'number') return `${e.status} ${e.statusText ?? ''}`.trim();
  return e?.message ?? String(error);
}
