// The feed's own zone data and clock arithmetic (docs/rules/calendar-feeds.md, "Times"): the VTIMEZONE
// written from Intl names each change of offset at the right local moment, north and south of the
// equator and for a zone without changes; read back by tests/helpers/ics.ts it turns a local time
// into the right instant on both sides of a change; an event that starts late ends on the next day.
import { describe, expect, it } from 'vitest';
import { vtimezone } from '../../../src/server/calendar/service/vtimezone.ts';
import { laterOnClock } from '../../../src/server/calendar/service/wall-clock.ts';
import { addDays } from '../../../src/server/practices/service/index.ts';
import { instantByVtimezone, parseIcs, prop } from '../../helpers/ics.ts';

const calendarWith = (zone: string, from: number, to: number) => parseIcs(`BEGIN:VCALENDAR\r\nVERSION:2.0\r\n${vtimezone(zone, from, to)}\r\nEND:VCALENDAR\r\n`);
const observances = (zone: string, from: number, to: number) =>
  calendarWith(zone, from, to).children[0]!.children.map((o) => `${o.name} ${prop(o, 'DTSTART')!.value} ${prop(o, 'TZOFFSETFROM')!.value}>${prop(o, 'TZOFFSETTO')!.value}`);

describe('vtimezone', () => {
  it('New York: clocks go forward at 02:00 on 14 March 2027 and back at 02:00 on 7 November', () => {
    expect(observances('America/New_York', 2027, 2027)).toEqual([
      'STANDARD 20261231T190000 -0500>-0500',
      'DAYLIGHT 20270314T020000 -0500>-0400',
      'STANDARD 20271107T020000 -0400>-0500',
    ]);
    const cal = calendarWith('America/New_York', 2027, 2027);
    expect(instantByVtimezone(cal, 'America/New_York', '20270313T073000').toISOString()).toBe('2027-03-13T12:30:00.000Z');
    expect(instantByVtimezone(cal, 'America/New_York', '20270314T073000').toISOString()).toBe('2027-03-14T11:30:00.000Z');
    expect(instantByVtimezone(cal, 'America/New_York', '20271108T073000').toISOString()).toBe('2027-11-08T12:30:00.000Z');
  });

  it('Sydney starts the year in summer time and changes in April and October', () => {
    expect(observances('Australia/Sydney', 2027, 2027)).toEqual([
      'DAYLIGHT 20270101T110000 +1100>+1100',
      'STANDARD 20270404T030000 +1100>+1000',
      'DAYLIGHT 20271003T020000 +1000>+1100',
    ]);
  });

  it('Tokyo has one observance and the half-hour zones keep their minutes', () => {
    expect(observances('Asia/Tokyo', 2026, 2031)).toEqual(['STANDARD 20260101T090000 +0900>+0900']);
    expect(observances('Asia/Kolkata', 2026, 2026)).toEqual(['STANDARD 20260101T053000 +0530>+0530']);
  });
});

describe('laterOnClock', () => {
  it('adds minutes on the wall clock, carried over midnight and month ends', () => {
    expect(laterOnClock('2026-11-30', '07:30', 15, addDays)).toEqual({ day: '2026-11-30', time: '07:45' });
    expect(laterOnClock('2026-12-31', '23:50', 15, addDays)).toEqual({ day: '2027-01-01', time: '00:05' });
  });
});
