// The one date formatter (docs/rules/client.md, "Dates"): the long day-month-year form of a locale,
// the site's (en-GB, in UTC) by default; and no other code formats dates on its own.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { formatDate, formatTime, isTimeZone, SITE_LOCALE } from '../../src/lib/dates.ts';

describe('formatDate', () => {
  it('shows the site locale\'s long form in UTC by default', () => {
    expect(SITE_LOCALE).toBe('en-GB');
    expect(formatDate('2026-11-23T10:00:00Z')).toBe('23 November 2026');
    // Late in the UTC day: still that day, whatever the server's own time zone.
    expect(formatDate('2026-03-03T23:59:00Z')).toBe('3 March 2026');
    expect(formatDate(new Date('2026-03-03T00:00:00Z'))).toBe('3 March 2026');
  });
  it('follows the locale and time zone it is given', () => {
    expect(formatDate('2026-11-23T10:00:00Z', { locale: 'en-US' })).toBe('November 23, 2026');
    expect(formatDate('2026-11-23T23:30:00Z', { locale: 'en-GB', timeZone: 'Asia/Tokyo' })).toBe('24 November 2026');
    expect(formatDate('2026-11-23T10:00:00Z', { locale: 'de-DE' })).toBe('23. November 2026');
  });
  it('falls back to the site locale for an unknown locale, and gives nothing for an unreadable date', () => {
    expect(formatDate('2026-11-23T10:00:00Z', { locale: 'not a locale!' })).toBe('23 November 2026');
    expect(formatDate('yesterday-ish')).toBe('');
  });
  it('formats a time of day in the given locale', () => {
    expect(formatTime('2026-11-23T14:05:00Z', { locale: 'en-GB', timeZone: 'UTC' })).toBe('14:05');
  });
});

describe('one formatter', () => {
  it('no code outside src/lib/dates.ts formats a date itself', () => {
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
        const file = path.join(dir, entry.name);
        if (entry.isDirectory()) walk(file);
        else if (/\.(ts|tsx|astro)$/.test(entry.name) && file !== path.join('src', 'lib', 'dates.ts')) {
          const text = fs.readFileSync(file, 'utf8');
          if (/toLocaleDateString|toLocaleTimeString|Intl\.DateTimeFormat|\bDate\([^)]*\)\.toLocaleString/.test(text)) offenders.push(file);
        }
      }
    };
    walk('src');
    expect(offenders).toEqual([]);
  });
});

describe('isTimeZone', () => {
  it('accepts IANA names, again and again, and refuses the rest every time', () => {
    for (let ask = 0; ask < 3; ask += 1) {
      expect(isTimeZone('Europe/London')).toBe(true);
      expect(isTimeZone('Pacific/Kiritimati')).toBe(true);
      expect(isTimeZone('Mars/Olympus_Mons')).toBe(false);
      expect(isTimeZone('')).toBe(false);
      expect(isTimeZone(`Europe/${'x'.repeat(64)}`)).toBe(false);
    }
  });
});
