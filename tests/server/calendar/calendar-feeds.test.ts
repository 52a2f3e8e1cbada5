// Calendar feeds at the API (docs/rules/calendar-feeds.md; issue 34 part 3): a member makes the feed's
// private address (shown once), and calendar apps fetch it without a session. The feed is read back
// with tests/helpers/ics.ts (ical.js and a strict reader): a member in America/New_York with a 07:30
// practice gets a daily event at 07:30 on their own clock (TZID, so the same 07:30 before and after the clocks change) with an alarm
// at its start; the live sessions they are going to are there at their instants, a cancelled one
// marked CANCELLED, one they stopped going to and someone else's not at all. A new link kills the
// old address (404); turning off kills it too; the state never shows the address; an unknown token
// is 404; the export and account cancellation handle the row.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarFeeds, enrolments, liveRsvps, liveSessions, users } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { events, instantByVtimezone, instantIn, occurrences, parseIcs, prop, utcOf } from '../../helpers/ics.ts';
import { makeCategory, makeCourse } from '../catalogue/factories.ts';

type Person = Awaited<ReturnType<TestContext['member']>>;
let t: TestContext;
let member: Person;
let courseId: number;
const body = async (r: Response) => (await r.json()) as any;
const DAY = 86_400_000;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  member = await t.member({ name: 'Nora New York' });
  await t.db.update(users).set({ timeZone: 'America/New_York' }).where(eq(users.id, member.id));
  const category = await makeCategory(t.db);
  courseId = (await makeCourse(t.db, { categoryId: category.id, title: 'Breathing Basics' })).id;
  await t.db.insert(enrolments).values({ userId: member.id, courseId });
});
afterAll(() => t.close());

/** The feed's path on the API app, from the https address the API answered. */
const pathOf = (url: string) => new URL(url).pathname;
const fetchFeed = (url: string) => t.api('GET', pathOf(url));

async function newLink(who: Person = member): Promise<any> {
  const r = await t.api('POST', '/v1/auth/calendar-feed', { token: who.token });
  expect(r.status).toBe(201);
  return (await body(r)).data;
}

async function session(over: Partial<typeof liveSessions.$inferInsert> = {}) {
  const [row] = await t.db
    .insert(liveSessions)
    .values({ courseId, title: 'Breathing together', startsAt: new Date(Date.now() + 3 * DAY), timeZone: 'Europe/Berlin', durationMinutes: 60, joinUrl: 'https://meet.example.com/breathe', capacity: 10, ...over })
    .returning();
  return row!;
}

describe('the feed’s address', () => {
  it('is off at first, and the state never carries an address', async () => {
    const r = await t.api('GET', '/v1/auth/calendar-feed', { token: member.token });
    expect(r.status).toBe(200);
    expect((await body(r)).data).toEqual({ enabled: false, created_at: null, time_zone: 'America/New_York' });
  });

  it('is made once, shown once, stored only as a hash', async () => {
    const link = await newLink();
    expect(link.url).toMatch(/^http:\/\/[^/]+\/v1\/calendar\/wsc_[A-Za-z0-9_-]{43}\/wellspring\.ics$/);
    expect(link.webcal_url).toBe(link.url.replace(/^https?:/, 'webcal:'));
    const token = /\/calendar\/([^/]+)\//.exec(link.url)![1]!;
    const [row] = await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, member.id));
    expect(row!.tokenHash).toMatch(/^[0-9a-f]{64}$/);
    expect(row!.tokenHash).not.toContain(token);
    const state = (await body(await t.api('GET', '/v1/auth/calendar-feed', { token: member.token }))).data;
    expect(state).toEqual({ enabled: true, created_at: link.created_at, time_zone: 'America/New_York' });
    expect(JSON.stringify(state)).not.toContain(token);
  });

  it('answers as a calendar, privately cached, with nothing about the member but their plans', async () => {
    const link = await newLink();
    const r = await fetchFeed(link.url);
    expect(r.status).toBe(200);
    expect(r.headers.get('content-type')).toBe('text/calendar; charset=utf-8');
    expect(r.headers.get('cache-control')).toBe('private, max-age=300');
    const text = await r.text();
    expect(text).not.toContain(member.email);
    expect(text).not.toContain('Nora');
    const cal = parseIcs(text);
    expect(cal.name).toBe('VCALENDAR');
    expect(prop(cal, 'METHOD')?.value).toBe('PUBLISH');
    expect(prop(cal, 'X-PUBLISHED-TTL')?.value).toBe('PT1H');
  });

  it('a new link kills the old address at once; turning off kills the new one', async () => {
    const first = await newLink();
    expect((await fetchFeed(first.url)).status).toBe(200);
    const second = await newLink();
    expect(second.url).not.toBe(first.url);
    expect((await fetchFeed(first.url)).status).toBe(404);
    expect((await fetchFeed(second.url)).status).toBe(200);
    const off = await t.api('DELETE', '/v1/auth/calendar-feed', { token: member.token });
    expect(off.status).toBe(204);
    expect((await fetchFeed(second.url)).status).toBe(404);
    expect((await body(await t.api('GET', '/v1/auth/calendar-feed', { token: member.token }))).data.enabled).toBe(false);
    expect((await t.api('DELETE', '/v1/auth/calendar-feed', { token: member.token })).status).toBe(204);
  });

  it('an unknown or malformed token is 404 and no session is needed or used', async () => {
    expect((await t.api('GET', `/v1/calendar/wsc_${'A'.repeat(43)}/wellspring.ics`)).status).toBe(404);
    expect((await t.api('GET', '/v1/calendar/not-a-token/wellspring.ics')).status).toBe(404);
    expect((await t.api('GET', `/v1/calendar/wsc_${'A'.repeat(43)}/wellspring.ics`, { token: member.token })).status).toBe(404);
  });

  it('a suspended member’s feed is 404 until they are restored', async () => {
    const link = await newLink();
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, member.id));
    expect((await fetchFeed(link.url)).status).toBe(404);
    await t.db.update(users).set({ suspendedAt: null }).where(eq(users.id, member.id));
    expect((await fetchFeed(link.url)).status).toBe(200);
  });

  it('the member routes need a token', async () => {
    expect((await t.api('GET', '/v1/auth/calendar-feed')).status).toBe(401);
    expect((await t.api('POST', '/v1/auth/calendar-feed')).status).toBe(401);
    expect((await t.api('DELETE', '/v1/auth/calendar-feed')).status).toBe(401);
  });
});

describe('what the feed holds', () => {
  it('a 07:30 practice repeats daily at 07:30 New York time, across the clock change, with an alarm', async () => {
    const made = await t.api('POST', '/v1/auth/practices', { token: member.token, json: { name: 'Morning sitting', target_days: 2, reminder_time: '07:30' } });
    expect(made.status).toBe(201);
    const practiceId = (await body(made)).data.id;
    const quiet = await t.api('POST', '/v1/auth/practices', { token: member.token, json: { name: 'No reminder', target_days: 3 } });
    expect(quiet.status).toBe(201);

    const cal = parseIcs(await (await fetchFeed((await newLink()).url)).text());
    const practiceEvents = events(cal).filter((e) => prop(e, 'UID')!.value.startsWith('practice-'));
    expect(practiceEvents).toHaveLength(1);
    const e = practiceEvents[0]!;
    expect(prop(e, 'UID')!.value).toBe(`practice-${practiceId}@localhost`);
    expect(prop(e, 'SUMMARY')!.value).toBe('Morning sitting');
    const start = prop(e, 'DTSTART')!;
    expect(start.params.TZID).toBe('America/New_York');
    expect(start.value).toMatch(/^\d{8}T073000$/);
    expect(prop(e, 'DTEND')!.params.TZID).toBe('America/New_York');
    expect(prop(e, 'DTEND')!.value).toBe(`${start.value.slice(0, 8)}T074500`);
    expect(prop(e, 'RRULE')!.value).toBe('FREQ=DAILY');
    // Today in New York, written as the series' first day.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(new Date()).replaceAll('-', '');
    expect(start.value.slice(0, 8)).toBe(today);
    // The same wall time is 12:30 UTC in winter and 11:30 UTC in summer: the zone, not an offset, is
    // written, and the feed's own VTIMEZONE says so (a reader that knows no IANA names needs it)...
    expect(instantByVtimezone(cal, 'America/New_York', '20270115T073000').toISOString()).toBe('2027-01-15T12:30:00.000Z');
    expect(instantByVtimezone(cal, 'America/New_York', '20270715T073000').toISOString()).toBe('2027-07-15T11:30:00.000Z');
    // ... right on both sides of the spring change (02:00 on 14 March 2027), as the zone data says.
    expect(instantByVtimezone(cal, 'America/New_York', '20270313T073000').toISOString()).toBe('2027-03-13T12:30:00.000Z');
    expect(instantByVtimezone(cal, 'America/New_York', '20270314T073000').toISOString()).toBe('2027-03-14T11:30:00.000Z');
    expect(instantIn('20270314T073000', 'America/New_York').toISOString()).toBe('2027-03-14T11:30:00.000Z');
    // ical.js expands the series as a calendar app would: a year of mornings, each at 07:30 in New
    // York, at 12:30 UTC in winter and 11:30 UTC in summer (a year always holds both).
    const mornings = occurrences(cal, `practice-${practiceId}@localhost`, 365);
    expect(mornings).toHaveLength(365);
    const newYorkTime = new Intl.DateTimeFormat('en-GB', { timeZone: 'America/New_York', hour: '2-digit', minute: '2-digit' });
    expect(new Set(mornings.map((d) => newYorkTime.format(d)))).toEqual(new Set(['07:30']));
    expect(new Set(mornings.map((d) => d.getUTCHours()))).toEqual(new Set([11, 12]));
    const alarm = e.children.find((c) => c.name === 'VALARM')!;
    expect(prop(alarm, 'ACTION')!.value).toBe('DISPLAY');
    expect(prop(alarm, 'TRIGGER')!.value).toMatch(/^-?PT0S$/);
    expect(prop(alarm, 'DESCRIPTION')!.value).toBe('Time for “Morning sitting”');

    // A stopped practice leaves the feed.
    expect((await t.api('DELETE', `/v1/auth/practices/${practiceId}`, { token: member.token })).status).toBe(204);
    const after = parseIcs(await (await fetchFeed((await newLink()).url)).text());
    expect(events(after).filter((x) => prop(x, 'UID')!.value.startsWith('practice-'))).toHaveLength(0);
  });

  it('speaks the member’s language: our own words in Spanish for a Spanish member, the names as written', async () => {
    const lucia = await t.member({ name: 'Lucía Pérez' });
    await t.db.update(users).set({ timeZone: 'Europe/Madrid', language: 'es' }).where(eq(users.id, lucia.id));
    const made = await t.api('POST', '/v1/auth/practices', { token: lucia.token, json: { name: 'Respirar', target_days: 2, weekdays: [1, 3], reminder_time: '08:00' } });
    expect(made.status).toBe(201);
    const cal = parseIcs(await (await fetchFeed((await newLink(lucia)).url)).text());
    expect(cal.read!.getFirstPropertyValue('x-wr-caldesc') ?? prop(cal, 'X-WR-CALDESC')?.value).toBe('Tus prácticas y las sesiones en directo a las que vas a ir.');
    const e = events(cal)[0]!;
    expect(prop(e, 'SUMMARY')!.value).toBe('Respirar');
    expect(prop(e, 'DESCRIPTION')!.value).toMatch(/^Tu práctica, 2 días a la semana, los lunes, miércoles\. Regístrala cuando la hayas hecho: http.*\/es\/practices\/\d+$/);
    expect(prop(e.children.find((c) => c.name === 'VALARM')!, 'DESCRIPTION')!.value).toBe('Es la hora de «Respirar»');
  });

  it('a practice planned on some days repeats weekly on them, starting on the first planned day', async () => {
    const planner = await t.member({ name: 'Plan Ahead' });
    await t.db.update(users).set({ timeZone: 'Europe/Paris' }).where(eq(users.id, planner.id));
    const made = await t.api('POST', '/v1/auth/practices', { token: planner.token, json: { name: 'Yoga', target_days: 2, weekdays: [3, 1], reminder_time: '18:00' } });
    expect(made.status, await made.clone().text()).toBe(201);
    const e = events(parseIcs(await (await fetchFeed((await newLink(planner)).url)).text()))[0]!;
    expect(prop(e, 'RRULE')!.value).toBe('FREQ=WEEKLY;BYDAY=MO,WE');
    const start = prop(e, 'DTSTART')!;
    expect(start.params.TZID).toBe('Europe/Paris');
    expect(start.value).toMatch(/T180000$/);
    const first = new Date(`${start.value.slice(0, 4)}-${start.value.slice(4, 6)}-${start.value.slice(6, 8)}T12:00:00Z`).getUTCDay();
    expect([1, 3]).toContain(first);
    expect(prop(e, 'DESCRIPTION')!.value).toContain('on Monday, Wednesday');
  });

  it('a reminder late in the evening ends after midnight on the next day', async () => {
    const late = await t.member({ name: 'Late Lark' });
    await t.db.update(users).set({ timeZone: 'Asia/Tokyo' }).where(eq(users.id, late.id));
    expect((await t.api('POST', '/v1/auth/practices', { token: late.token, json: { name: 'Night walk', target_days: 7, reminder_time: '23:50' } })).status).toBe(201);
    const e = events(parseIcs(await (await fetchFeed((await newLink(late)).url)).text()))[0]!;
    const start = prop(e, 'DTSTART')!.value;
    expect(prop(e, 'DTSTART')!.params.TZID).toBe('Asia/Tokyo');
    expect(start).toMatch(/T235000$/);
    const end = prop(e, 'DTEND')!.value;
    expect(end).toMatch(/T000500$/);
    expect(Number(end.slice(0, 8))).toBeGreaterThan(Number(start.slice(0, 8)));
  });

  it('lists the sessions the member is going to at their instants; cancelled ones are marked, withdrawn and unseen ones absent', async () => {
    const going = await session({ title: 'Going session', startsAt: new Date('2027-03-20T17:00:00Z') });
    const cancelled = await session({ title: 'Cancelled session', status: 'cancelled', sequence: 2, cancelledAt: new Date() });
    const withdrawn = await session({ title: 'Withdrawn session' });
    const notMine = await session({ title: 'Not answered' });
    await t.db.insert(liveRsvps).values([
      { sessionId: going.id, userId: member.id },
      { sessionId: cancelled.id, userId: member.id },
      { sessionId: withdrawn.id, userId: member.id, status: 'cancelled' },
    ]);
    const other = await t.member({ name: 'Other Member' });
    await t.db.insert(liveRsvps).values({ sessionId: notMine.id, userId: other.id });

    const text = await (await fetchFeed((await newLink()).url)).text();
    const live = events(parseIcs(text)).filter((e) => prop(e, 'UID')!.value.startsWith('live-session-'));
    expect(live.map((e) => prop(e, 'SUMMARY')!.value).sort()).toEqual(['Cancelled session', 'Going session']);
    const g = live.find((e) => prop(e, 'SUMMARY')!.value === 'Going session')!;
    expect(prop(g, 'UID')!.value).toBe(`live-session-${going.id}@localhost`);
    expect(utcOf(prop(g, 'DTSTART')!.value).toISOString()).toBe('2027-03-20T17:00:00.000Z');
    expect(utcOf(prop(g, 'DTEND')!.value).toISOString()).toBe('2027-03-20T18:00:00.000Z');
    expect(prop(g, 'STATUS')!.value).toBe('CONFIRMED');
    expect(prop(g, 'LOCATION')!.value).toBe('https://meet.example.com/breathe');
    const c = live.find((e) => prop(e, 'SUMMARY')!.value === 'Cancelled session')!;
    expect(prop(c, 'STATUS')!.value).toBe('CANCELLED');
    expect(prop(c, 'SEQUENCE')!.value).toBe('2');
    expect(prop(c, 'LOCATION')).toBeUndefined();
    expect(text).not.toContain('Withdrawn session');
    expect(text).not.toContain('Not answered');
  });
});

describe('the member’s data', () => {
  it('the export says when the feed was made, never its address', async () => {
    const link = await newLink();
    const r = await t.api('GET', '/v1/auth/export', { token: member.token });
    expect(r.status).toBe(200);
    const data = await body(r);
    expect(data.calendar_feed).toEqual({ created_at: link.created_at });
    expect(JSON.stringify(data)).not.toContain(new URL(link.url).pathname);
  });

  it('cancelling the account deletes the feed and its address stops', async () => {
    const leaver = await t.member({ name: 'Leaving Lee' });
    const link = await newLink(leaver);
    expect((await fetchFeed(link.url)).status).toBe(200);
    const r = await t.api('POST', '/v1/auth/account/cancel', { token: leaver.token, json: { password: leaver.password } });
    expect(r.status).toBeLessThan(300);
    expect(await t.db.select().from(calendarFeeds).where(eq(calendarFeeds.userId, leaver.id))).toHaveLength(0);
    expect((await fetchFeed(link.url)).status).toBe(404);
  });
});
