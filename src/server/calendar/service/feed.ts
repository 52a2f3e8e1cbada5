// The member's .ics feed (docs/rules/calendar-feeds.md, "What the feed holds"): one calendar with
// - each kept practice that has a reminder time, as an event repeating on its planned weekdays (daily
//   when the member plans none) at that time on the member's own clock (DTSTART with the zone's TZID, so it stays at 07:30 across a clock change) with
//   an alarm at its start;
// - each live session they are going to, at its UTC instants, cancelled ones marked CANCELLED.
// UIDs never change (`practice-{id}@host`, and the live invitation's own), so a calendar that polls
// the feed updates the events it has instead of adding copies. Nothing about the member is in it
// beyond their practices' names and their sessions: no name, no e-mail address.
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus, ICalWeekday } from 'ical-generator';
import { eq } from 'drizzle-orm';
import { INTL_LOCALE, isLocale, localizePath, type Locale } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';
import type { Db } from '../../db/client.ts';
import { users } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { liveSessionsForFeed } from '../../live/service/index.ts';
import { addDays, memberTimeZone, practicesForFeed, type FeedPractice } from '../../practices/service/index.ts';
import { calendarDayIn, formatCalendarDay, isoWeekday } from '../../../lib/dates.ts';
import { feedOwner } from './tokens.ts';
import { vtimezone } from './vtimezone.ts';
import { laterOnClock, wallClock } from './wall-clock.ts';

/** How long a practice's event lasts in the calendar: a short block, not the whole day. */
export const PRACTICE_EVENT_MINUTES = 15;
/** How often calendars are asked to fetch again (X-PUBLISHED-TTL); Google and Outlook keep their own pace. */
const REFRESH_SECONDS = 3600;
/** The zone's clock changes are written from the first practice's year (at most this far back) to this far ahead. */
const ZONE_YEARS_BACK = 5;
const ZONE_YEARS_AHEAD = 5;

export const practiceUid = (appUrl: string, id: number) => `practice-${id}@${new URL(appUrl).hostname}`;

// Our own words in the feed are in the member's language (docs/i18n.md, "Calendar feed"); the
// practices' and sessions' names are as written.
const daysAWeek = (n: number, locale: Locale) => (n === 7 ? m.member_feed_every_day({}, { locale }) : m.member_feed_days_a_week({ count: n }, { locale }));

const BY_DAY = [ICalWeekday.MO, ICalWeekday.TU, ICalWeekday.WE, ICalWeekday.TH, ICalWeekday.FR, ICalWeekday.SA, ICalWeekday.SU];
// ISO weekday n is the n-th of January 2024 (a Monday first), named by Intl: Monday, lunes.
const weekdayName = (n: number, locale: Locale) => formatCalendarDay(`2024-01-0${n}`, { weekday: 'long' }, { locale: INTL_LOCALE[locale] });
const plannedOn = (weekdays: number[] | null, locale: Locale) =>
  weekdays ? m.member_feed_on_days({ days: weekdays.map((n) => weekdayName(n, locale)).join(', ') }, { locale }) : m.member_feed_any_days({}, { locale });

function addPractice(calendar: ReturnType<typeof ical>, p: FeedPractice, timeZone: string, appUrl: string, locale: Locale): void {
  // The series starts on the local day the practice was adopted (its first planned day from then): the
  // same DTSTART on every fetch, and one of the days the rule repeats on, as RFC 5545 expects.
  let day = calendarDayIn(timeZone, p.createdAt);
  for (let i = 0; i < 6 && p.weekdays && !p.weekdays.includes(isoWeekday(day)); i += 1) day = addDays(day, 1);
  const end = laterOnClock(day, p.reminderTime, PRACTICE_EVENT_MINUTES, addDays);
  const page = `${appUrl}${localizePath(`/practices/${p.id}`, locale)}`;
  const event = calendar.createEvent({
    id: practiceUid(appUrl, p.id),
    stamp: p.updatedAt,
    lastModified: p.updatedAt,
    timezone: timeZone,
    start: wallClock(day, p.reminderTime),
    end: wallClock(end.day, end.time),
    repeating: p.weekdays ? { freq: ICalEventRepeatingFreq.WEEKLY, byDay: p.weekdays.map((n) => BY_DAY[n - 1]!) } : { freq: ICalEventRepeatingFreq.DAILY },
    summary: p.name,
    description: [p.description, m.member_feed_practice({ often: daysAWeek(p.targetDays, locale), when: plannedOn(p.weekdays, locale), url: page }, { locale })].filter(Boolean).join('\n\n'),
    url: page,
  });
  event.createAlarm({ type: ICalAlarmType.display, trigger: 0, description: m.member_feed_alarm({ name: p.name }, { locale }) });
}

/** The member's language: a calendar app asks with no page and no session (docs/i18n.md). */
async function memberLanguage(db: Db, userId: number): Promise<Locale> {
  const [row] = await db.select({ language: users.language }).from(users).where(eq(users.id, userId)).limit(1);
  return isLocale(row?.language) ? row.language : 'en';
}

export async function calendarFeed({ db, token, now, appUrl }: { db: Db; token: string; now: Date; appUrl: string }): Promise<string> {
  const userId = await feedOwner(db, token);
  if (userId === null) throw notFound('calendar feed');
  const timeZone = await memberTimeZone(db, userId);
  const locale = await memberLanguage(db, userId);
  const livePage = `${appUrl}${localizePath('/live', locale)}`;
  const practices = await practicesForFeed(db, userId);
  const year = now.getUTCFullYear();
  const fromYear = Math.max(year - ZONE_YEARS_BACK, Math.min(year, ...practices.map((p) => p.createdAt.getUTCFullYear() - 1)));
  const calendar = ical({
    // Only the practices name a zone (live sessions are UTC instants): its VTIMEZONE goes with them.
    timezone: { name: null, generator: (zone) => vtimezone(zone, fromYear, year + ZONE_YEARS_AHEAD) },
    prodId: { company: 'Wellspring', product: 'Calendar feed', language: locale.toUpperCase() },
    method: ICalCalendarMethod.PUBLISH,
    name: 'Wellspring',
    description: m.member_feed_description({}, { locale }),
    ttl: REFRESH_SECONDS,
  });
  for (const p of practices) addPractice(calendar, p, timeZone, appUrl, locale);
  for (const s of await liveSessionsForFeed(db, userId, now, appUrl)) {
    calendar.createEvent({
      id: s.uid,
      sequence: s.sequence,
      stamp: s.updatedAt,
      lastModified: s.updatedAt,
      start: s.start,
      end: s.end,
      summary: s.title,
      description: [s.description, s.joinUrl ? m.mail_live_ics_join({ url: s.joinUrl }, { locale }) : null, m.mail_live_ics_page({ url: livePage }, { locale })].filter(Boolean).join('\n\n'),
      location: s.joinUrl,
      url: livePage,
      status: s.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // Every content line ends with CRLF, the last one too (RFC 5545); ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}
