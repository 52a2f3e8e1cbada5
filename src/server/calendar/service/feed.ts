// The member's .ics feed (docs/rules/calendar-feeds.md, "What the feed holds"): one calendar with
// - each kept practice that has a reminder time, as an event repeating on its planned weekdays (daily
//   when the member plans none) at that time on the member's own clock (DTSTART with the zone's TZID, so it stays at 07:30 across a clock change) with
//   an alarm at its start;
// - each live session they are going to, at its UTC instants, cancelled ones marked CANCELLED.
// UIDs never change (`practice-{id}@host`, and the live invitation's own), so a calendar that polls
// the feed updates the events it has instead of adding copies. Nothing about the member is in it
// beyond their practices' names and their sessions: no name, no e-mail address.
import ical, { ICalAlarmType, ICalCalendarMethod, ICalEventRepeatingFreq, ICalEventStatus, ICalWeekday } from 'ical-generator';
import { WEEKDAYS } from '../../../lib/schemas/practices.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { liveSessionsForFeed } from '../../live/service/index.ts';
import { addDays, memberTimeZone, practicesForFeed, type FeedPractice } from '../../practices/service/index.ts';
import { calendarDayIn, isoWeekday } from '../../../lib/dates.ts';
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

const daysAWeek = (n: number) => (n === 7 ? 'every day of the week' : `${n} day${n === 1 ? '' : 's'} a week`);

const BY_DAY = [ICalWeekday.MO, ICalWeekday.TU, ICalWeekday.WE, ICalWeekday.TH, ICalWeekday.FR, ICalWeekday.SA, ICalWeekday.SU];
const plannedOn = (weekdays: number[] | null) => (weekdays ? `on ${weekdays.map((n) => WEEKDAYS[n - 1]!.long).join(', ')}` : 'on the days that suit you');

function addPractice(calendar: ReturnType<typeof ical>, p: FeedPractice, timeZone: string, appUrl: string): void {
  // The series starts on the local day the practice was adopted (its first planned day from then): the
  // same DTSTART on every fetch, and one of the days the rule repeats on, as RFC 5545 expects.
  let day = calendarDayIn(timeZone, p.createdAt);
  for (let i = 0; i < 6 && p.weekdays && !p.weekdays.includes(isoWeekday(day)); i += 1) day = addDays(day, 1);
  const end = laterOnClock(day, p.reminderTime, PRACTICE_EVENT_MINUTES, addDays);
  const page = `${appUrl}/practices/${p.id}`;
  const event = calendar.createEvent({
    id: practiceUid(appUrl, p.id),
    stamp: p.updatedAt,
    lastModified: p.updatedAt,
    timezone: timeZone,
    start: wallClock(day, p.reminderTime),
    end: wallClock(end.day, end.time),
    repeating: p.weekdays ? { freq: ICalEventRepeatingFreq.WEEKLY, byDay: p.weekdays.map((n) => BY_DAY[n - 1]!) } : { freq: ICalEventRepeatingFreq.DAILY },
    summary: p.name,
    description: [p.description, `Your practice, ${daysAWeek(p.targetDays)}, ${plannedOn(p.weekdays)}. Check in when it is done: ${page}`].filter(Boolean).join('\n\n'),
    url: page,
  });
  event.createAlarm({ type: ICalAlarmType.display, trigger: 0, description: `Time for “${p.name}”` });
}

export async function calendarFeed({ db, token, now, appUrl }: { db: Db; token: string; now: Date; appUrl: string }): Promise<string> {
  const userId = await feedOwner(db, token);
  if (userId === null) throw notFound('calendar feed');
  const timeZone = await memberTimeZone(db, userId);
  const practices = await practicesForFeed(db, userId);
  const year = now.getUTCFullYear();
  const fromYear = Math.max(year - ZONE_YEARS_BACK, Math.min(year, ...practices.map((p) => p.createdAt.getUTCFullYear() - 1)));
  const calendar = ical({
    // Only the practices name a zone (live sessions are UTC instants): its VTIMEZONE goes with them.
    timezone: { name: null, generator: (zone) => vtimezone(zone, fromYear, year + ZONE_YEARS_AHEAD) },
    prodId: { company: 'Wellspring', product: 'Calendar feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    name: 'Wellspring',
    description: 'Your practices and the live sessions you are going to.',
    ttl: REFRESH_SECONDS,
  });
  for (const p of practices) addPractice(calendar, p, timeZone, appUrl);
  for (const s of await liveSessionsForFeed(db, userId, now, appUrl)) {
    calendar.createEvent({
      id: s.uid,
      sequence: s.sequence,
      stamp: s.updatedAt,
      lastModified: s.updatedAt,
      start: s.start,
      end: s.end,
      summary: s.title,
      description: [s.description, s.joinUrl ? `Join: ${s.joinUrl}` : null, `Your live sessions: ${appUrl}/live`].filter(Boolean).join('\n\n'),
      location: s.joinUrl,
      url: `${appUrl}/live`,
      status: s.cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    });
  }
  // Every content line ends with CRLF, the last one too (RFC 5545); ical-generator leaves it off.
  return `${calendar.toString()}\r\n`;
}
