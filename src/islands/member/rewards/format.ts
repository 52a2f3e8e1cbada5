// How the rewards screens word numbers and dates for people.

/** "23 November 2026" in the reader's language. */
export const formatDay = (iso: string) => new Date(iso).toLocaleDateString(undefined, { day: 'numeric', month: 'long', year: 'numeric' });

/** A YYYY-MM-DD calendar day (no time zone may move it) as "Mon 23 Nov". */
export const formatCalendarDay = (day: string, options: Intl.DateTimeFormatOptions = { weekday: 'short', day: 'numeric', month: 'short' }) =>
  new Date(`${day}T00:00:00Z`).toLocaleDateString(undefined, { ...options, timeZone: 'UTC' });

export const points = (n: number) => `${n.toLocaleString()} ${Math.abs(n) === 1 ? 'point' : 'points'}`;

/** "+10" or "−5" for a line of the history. */
export const signedPoints = (n: number) => (n < 0 ? `−${Math.abs(n).toLocaleString()}` : `+${n.toLocaleString()}`);
