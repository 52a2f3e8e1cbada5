// Times for the live-session tests: a whole minute some hours ahead, and the local date-time an
// organiser types for an instant in their zone.
export const HOUR = 3_600_000;

/** The local date-time of `at` in a zone, as the organiser types it (YYYY-MM-DDTHH:MM). */
export function localIn(at: Date, zone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', { timeZone: zone, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(at);
  const g = (k: string) => parts.find((p) => p.type === k)!.value;
  return `${g('year')}-${g('month')}-${g('day')}T${g('hour')}:${g('minute')}`;
}

/** A whole minute `hours` from now. */
export function later(hours: number): Date {
  const d = new Date(Date.now() + hours * HOUR);
  d.setUTCSeconds(0, 0);
  return d;
}
