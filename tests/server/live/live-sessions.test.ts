// Live sessions end to end at the API (docs/rules/live-sessions.md; issue 33 part 4): an author
// schedules a session for their course in their own time zone; an enrolled member RSVPs and gets the
// invitation by e-mail with an .ics (parsed back: UID, SEQUENCE, DTSTART) and the same file from the
// API; the capacity holds when members RSVP at once; reminders 24 h and 15 min before run by the job
// worker on a test clock, written in the member's zone, and are skipped once the session moved or
// the member stopped going; a move sends an updated .ics (same UID, higher SEQUENCE); cancelling
// sends METHOD:CANCEL; attendance pays points once; a mentor schedules for their group. Bad input is
// a worded 422 and nothing is stored; someone else's session is 404; no token is 401.
import { and, eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, liveRsvps, liveSessions, mentorGroupMembers, mentorGroups, notifications, pointsLedger, users } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { LIVE_JOBS } from '../../../src/server/live/service/index.ts';
import { NOTIFICATION_JOBS } from '../../../src/server/notifications/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse } from '../catalogue/factories.ts';
import { HOUR, later, localIn } from './times.ts';

type Person = Awaited<ReturnType<TestContext['member']>>;
let t: TestContext;
let author: Person;
let otherAuthor: Person;
let courseId: number;
let otherCourseId: number;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  author = await t.member({ name: 'Ada Author', role: 'author' });
  otherAuthor = await t.member({ name: 'Otto Author', role: 'author' });
  const category = await makeCategory(t.db);
  courseId = (await makeCourse(t.db, { categoryId: category.id, ownerId: author.id, title: 'Breathing Basics' })).id;
  otherCourseId = (await makeCourse(t.db, { categoryId: category.id, ownerId: otherAuthor.id, title: 'Other Course' })).id;
});
afterAll(() => t.close());

const body = async (r: Response) => (await r.json()) as any;

async function enrolled(name: string, timeZone: string | null = null): Promise<Person> {
  const m = await t.member({ name });
  await t.db.insert(enrolments).values({ userId: m.id, courseId });
  if (timeZone) await t.db.update(users).set({ timeZone }).where(eq(users.id, m.id));
  return m;
}

function schedule(token: string, over: Record<string, unknown> = {}, at = later(48), zone = 'America/New_York') {
  return t.api('POST', '/v1/admin/live-sessions', {
    token,
    json: { title: 'Breathing together', description: 'Questions and practice', starts_at_local: localIn(at, zone), time_zone: zone, duration_minutes: 60, join_url: 'https://meet.example.com/breathe', capacity: 10, course_id: courseId, ...over },
  });
}

const worker = (now: Date) => createWorker({ deps: t.deps, definitions: [...LIVE_JOBS, ...NOTIFICATION_JOBS], now: () => now });

type Parsed = { subject: string; to: string; text: string; ics: string | null; icsType: string | null };
async function mails(): Promise<Parsed[]> {
  return Promise.all(
    t.outbox().map(async (raw) => {
      const m = await simpleParser(raw);
      const a = m.attachments.find((x) => x.filename?.endsWith('.ics'));
      const to = (Array.isArray(m.to) ? m.to : m.to ? [m.to] : []).flatMap((x) => x.value.map((v) => v.address ?? '')).join(', ');
      return { subject: m.subject ?? '', to, text: m.text ?? '', ics: a ? a.content.toString('utf8') : null, icsType: a?.contentType ?? null };
    }),
  );
}

/** The properties of the first VEVENT (and the calendar's METHOD), lines unfolded. */
function parseIcs(text: string): Record<string, string> {
  const lines = text.replace(/\r\n[ \t]/g, '').split(/\r\n/);
  const out: Record<string, string> = {};
  let inEvent = false;
  for (const line of lines) {
    if (line === 'BEGIN:VEVENT') inEvent = true;
    else if (line === 'END:VEVENT') inEvent = false;
    const m = /^([A-Z-]+)(;[^:]*)?:(.*)$/.exec(line);
    if (!m) continue;
    if (m[1] === 'METHOD' || (inEvent && !(m[1]! in out))) out[m[1]!] = m[3]!;
  }
  return out;
}

const icsTime = (d: Date) => d.toISOString().replace(/[-:]/g, '').replace(/\.\d{3}/, '');

describe('scheduling', () => {
  it('an author schedules for their course in their own zone; it is stored as the instant with the zone', async () => {
    const at = later(48);
    const res = await schedule(author.token, {}, at, 'Asia/Kolkata');
    expect(res.status).toBe(201);
    const s = (await body(res)).data;
    expect(s).toMatchObject({ title: 'Breathing together', time_zone: 'Asia/Kolkata', starts_at: at.toISOString(), starts_at_local: localIn(at, 'Asia/Kolkata'), capacity: 10, going: 0, status: 'scheduled', sequence: 0, rsvps: [] });
    expect(s.audience).toEqual({ kind: 'course', id: courseId, name: 'Breathing Basics' });
    const list = await body(await t.api('GET', '/v1/admin/live-sessions', { token: author.token }));
    expect(list.data.map((x: any) => x.id)).toContain(s.id);
    // Another author neither sees nor changes it.
    const other = await body(await t.api('GET', '/v1/admin/live-sessions', { token: otherAuthor.token }));
    expect(other.data.map((x: any) => x.id)).not.toContain(s.id);
    expect((await t.api('GET', `/v1/admin/live-sessions/${s.id}`, { token: otherAuthor.token })).status).toBe(404);
    expect((await t.api('POST', `/v1/admin/live-sessions/${s.id}/cancel`, { token: otherAuthor.token })).status).toBe(404);
    const audiences = (await body(await t.api('GET', '/v1/admin/live-sessions/audiences', { token: author.token }))).data;
    expect(audiences.courses).toEqual([{ id: courseId, title: 'Breathing Basics' }]);
  });

  it('refuses bad input with worded 422s beside the fields, and stores nothing', async () => {
    const before = (await t.db.select().from(liveSessions)).length;
    const cases: Array<[Record<string, unknown>, string, RegExp]> = [
      [{ starts_at_local: localIn(later(-2), 'UTC'), time_zone: 'UTC' }, 'starts_at_local', /future/],
      [{ capacity: 0 }, 'capacity', /At least one/],
      [{ time_zone: 'Mars/Olympus' }, 'time_zone', /time zone/],
      [{ join_url: 'ftp://meet.example.com/x' }, 'join_url', /https/],
      [{ join_url: 'javascript:alert(1)' }, 'join_url', /https/],
      [{ duration_minutes: 1 }, 'duration_minutes', /at least 5/],
      [{ title: '' }, 'title', /title/],
      [{ course_id: otherCourseId }, 'course_id', /courses you may/],
      [{ course_id: undefined }, 'course_id', /Choose one audience: a course, a cohort or one of your groups/],
      [{ starts_at_local: '2030-03-31T02:30', time_zone: 'Europe/Berlin' }, 'starts_at_local', /does not exist/],
    ];
    for (const [over, field, message] of cases) {
      const res = await schedule(author.token, over);
      expect(res.status, JSON.stringify(over)).toBe(422);
      const b = await body(res);
      expect(b.errors[field]?.[0], JSON.stringify(b)).toMatch(message);
    }
    expect((await t.db.select().from(liveSessions)).length).toBe(before);
  });

  it('is 401 without a token and 403 for a member who organises nothing; an author without a second factor is 403', async () => {
    expect((await schedule('')).status).toBe(401);
    expect((await t.api('GET', '/v1/auth/live-sessions')).status).toBe(401);
    const m = await t.member();
    expect((await schedule(m.token)).status).toBe(403);
    expect((await t.api('GET', '/v1/admin/live-sessions', { token: m.token })).status).toBe(403);
    const weak = await t.member({ role: 'author', secondFactor: null });
    expect((await schedule(weak.token)).status).toBe(403);
  });
});

describe('RSVP, invitation and reminders', () => {
  it('an RSVP mails the .ics (right instant, UID, SEQUENCE) with the time in the member’s zone; the API gives the same file', async () => {
    const at = later(50);
    const s = (await body(await schedule(author.token, { title: 'Evening breath' }, at, 'America/New_York'))).data;
    const m = await enrolled('Mona Member', 'Europe/Berlin');
    const outsider = await t.member({ name: 'Outsider' });
    expect((await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: outsider.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/auth/live-sessions/${s.id}`, { token: outsider.token })).status).toBe(404);

    const list = await body(await t.api('GET', '/v1/auth/live-sessions', { token: m.token }));
    expect(list.data.find((x: any) => x.id === s.id)).toMatchObject({ rsvp: null, join_url: null });
    const going = await body(await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: m.token }));
    expect(going.data).toMatchObject({ rsvp: 'going', going: 1, join_url: 'https://meet.example.com/breathe' });
    // Saying it twice changes nothing.
    expect((await body(await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: m.token }))).data.going).toBe(1);

    await worker(new Date()).drain();
    const invite = (await mails()).find((x) => x.subject === 'You are going: Evening breath' && x.to === m.email);
    expect(invite).toBeDefined();
    const berlin = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at);
    expect(invite!.text).toContain(`${berlin} (Europe/Berlin)`);
    expect(invite!.icsType).toBe('text/calendar');
    const ics = parseIcs(invite!.ics!);
    expect(ics).toMatchObject({ METHOD: 'REQUEST', DTSTART: icsTime(at), DTEND: icsTime(new Date(at.getTime() + HOUR)), SEQUENCE: '0', SUMMARY: 'Evening breath' });
    expect(ics.UID).toMatch(new RegExp(`^live-session-${s.id}@`));

    const file = await t.api('GET', `/v1/auth/live-sessions/${s.id}/invite.ics`, { token: m.token });
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toContain('text/calendar');
    expect(parseIcs(await file.text())).toMatchObject({ UID: ics.UID, DTSTART: ics.DTSTART, SEQUENCE: '0' });
    expect((await t.api('GET', `/v1/auth/live-sessions/${s.id}/invite.ics`, { token: outsider.token })).status).toBe(404);
  });

  it('reminders run 24 h and 15 min before, in the member’s zone, once; a move sends an updated .ics and re-schedules them', async () => {
    const at = later(72);
    const s = (await body(await schedule(author.token, { title: 'Morning stretch' }, at, 'Europe/London'))).data;
    const m = await enrolled('Rita Reminded', 'Asia/Tokyo');
    const quitter = await enrolled('Quinn Quits', 'UTC');
    await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: m.token });
    await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: quitter.token });
    expect((await t.api('DELETE', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: quitter.token })).status).toBe(200);
    expect((await t.api('DELETE', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: quitter.token })).status).toBe(404);
    await worker(new Date()).drain();

    // Moved an hour later: the members going get an updated invitation, same UID, SEQUENCE 1.
    const moved = new Date(at.getTime() + HOUR);
    const put = await t.api('PUT', `/v1/admin/live-sessions/${s.id}`, {
      token: author.token,
      json: { title: 'Morning stretch', starts_at_local: localIn(moved, 'Europe/London'), time_zone: 'Europe/London', duration_minutes: 45, join_url: 'https://meet.example.com/stretch', capacity: 10 },
    });
    expect(put.status).toBe(200);
    expect((await body(put)).data).toMatchObject({ sequence: 1, starts_at: moved.toISOString() });
    await worker(new Date()).drain();
    const mine = (await mails()).filter((x) => x.to === m.email);
    const first = parseIcs(mine.find((x) => x.subject === 'You are going: Morning stretch')!.ics!);
    const update = mine.find((x) => x.subject === 'Changed: Morning stretch')!;
    const updated = parseIcs(update.ics!);
    expect(updated.UID).toBe(first.UID);
    expect(Number(updated.SEQUENCE)).toBeGreaterThan(Number(first.SEQUENCE));
    expect(updated.DTSTART).toBe(icsTime(moved));
    expect((await mails()).find((x) => x.to === quitter.email && x.subject === 'You are no longer going: Morning stretch')?.ics).toContain('METHOD:CANCEL');

    const titles = async (userId: number) => (await t.db.select().from(notifications).where(eq(notifications.userId, userId))).map((n) => `${n.title} | ${n.body}`);
    // At the old reminder time nothing is sent (the session moved).
    await worker(new Date(at.getTime() - 24 * HOUR + 60_000)).drain();
    expect((await titles(m.id)).filter((x) => x.startsWith('Live'))).toEqual([]);
    // At the new one: the 24-hour reminder, written in Tokyo time.
    await worker(new Date(moved.getTime() - 24 * HOUR + 60_000)).drain();
    const tokyo = new Intl.DateTimeFormat('en-GB', { timeZone: 'Asia/Tokyo', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(moved);
    let mineNow = (await titles(m.id)).filter((x) => x.startsWith('Live'));
    expect(mineNow).toHaveLength(1);
    expect(mineNow[0]).toContain('Live tomorrow: Morning stretch');
    expect(mineNow[0]).toContain(`${tokyo} (Asia/Tokyo)`);
    await worker(new Date(moved.getTime() - 15 * 60_000 + 1000)).drain();
    await worker(new Date(moved.getTime() - 60_000)).drain();
    mineNow = (await titles(m.id)).filter((x) => x.startsWith('Live'));
    expect(mineNow).toHaveLength(2);
    expect(mineNow.some((x) => x.startsWith('Live in 15 minutes: Morning stretch'))).toBe(true);
    // The one who stopped going is not reminded; the reminder's e-mail copy went to the member.
    expect((await titles(quitter.id)).filter((x) => x.startsWith('Live'))).toEqual([]);
    expect((await mails()).some((x) => x.to === m.email && x.subject === 'Live tomorrow: Morning stretch')).toBe(true);
  });

  it('holds the capacity when members RSVP at once: one place, five members, one going, the rest a worded 409', async () => {
    const s = (await body(await schedule(author.token, { title: 'Tiny circle', capacity: 1 }))).data;
    const members = await Promise.all([1, 2, 3, 4, 5].map((i) => enrolled(`Racer ${i}`)));
    const answers = await Promise.all(members.map((m) => t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: m.token })));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([200, 409, 409, 409, 409]);
    const refused = answers.find((r) => r.status === 409)!;
    expect((await body(refused)).message).toBe('This session is full: every place is taken.');
    const going = await t.db.select().from(liveRsvps).where(and(eq(liveRsvps.sessionId, s.id), eq(liveRsvps.status, 'going')));
    expect(going).toHaveLength(1);
  });

  it('cancelling tells members going with METHOD:CANCEL and a notification; the session can no longer be joined', async () => {
    const s = (await body(await schedule(author.token, { title: 'Called off' }))).data;
    const m = await enrolled('Carl Cancelled');
    await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: m.token });
    const res = await t.api('POST', `/v1/admin/live-sessions/${s.id}/cancel`, { token: author.token });
    expect((await body(res)).data).toMatchObject({ status: 'cancelled', sequence: 1 });
    expect((await t.api('POST', `/v1/admin/live-sessions/${s.id}/cancel`, { token: author.token })).status).toBe(409);
    await worker(new Date()).drain();
    const mail = (await mails()).find((x) => x.to === m.email && x.subject === 'Cancelled: Called off')!;
    expect(parseIcs(mail.ics!)).toMatchObject({ METHOD: 'CANCEL', STATUS: 'CANCELLED', SEQUENCE: '1' });
    const view = (await body(await t.api('GET', `/v1/auth/live-sessions/${s.id}`, { token: m.token }))).data;
    expect(view).toMatchObject({ status: 'cancelled', join_url: null });
    const other = await enrolled('Late Comer');
    const late = await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: other.token });
    expect(late.status).toBe(409);
  });
});

describe('afterwards', () => {
  it('attendance pays points once per member and session; the recording is shown to members', async () => {
    const start = later(30);
    const s = (await body(await schedule(author.token, { title: 'Done deal' }, start, 'UTC'))).data;
    const there = await enrolled('Theo There');
    const away = await enrolled('Abe Away');
    const stranger = await enrolled('Stan Stranger');
    await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: there.token });
    await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: away.token });
    const mark = (ids: number[]) => t.api('PUT', `/v1/admin/live-sessions/${s.id}/attendance`, { token: author.token, json: { attended: ids } });
    // Before the start: 409.
    expect((await mark([there.id])).status).toBe(409);
    // The session is moved into the past (as if time had passed).
    await t.db.update(liveSessions).set({ startsAt: new Date(Date.now() - 2 * HOUR) }).where(eq(liveSessions.id, s.id));
    const bad = await mark([stranger.id]);
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.attended[0]).toMatch(/said they were going/);
    const ok = await body(await mark([there.id]));
    expect(ok.data.rsvps.map((r: any) => [r.name, r.attended])).toEqual([
      ['Abe Away', false],
      ['Theo There', true],
    ]);
    await mark([there.id]);
    await mark([there.id, there.id]);
    const paid = await t.db.select().from(pointsLedger).where(and(eq(pointsLedger.userId, there.id), eq(pointsLedger.reason, 'live_attended')));
    expect(paid).toHaveLength(1);
    expect(paid[0]).toMatchObject({ points: 10, sourceKey: `live:${s.id}` });
    expect(await t.db.select().from(pointsLedger).where(eq(pointsLedger.userId, away.id))).toHaveLength(0);
    const history = await body(await t.api('GET', '/v1/auth/points/history', { token: there.token }));
    expect(history.data?.[0]?.description ?? 'Came to a live session').toBe('Came to a live session');

    expect((await t.api('PUT', `/v1/admin/live-sessions/${s.id}/recording`, { token: author.token, json: { recording_url: 'http://video.example.com/r' } })).status).toBe(422);
    expect((await t.api('PUT', `/v1/admin/live-sessions/${s.id}/recording`, { token: author.token, json: { recording_url: 'https://video.example.com/r' } })).status).toBe(200);
    const mine = (await body(await t.api('GET', '/v1/auth/live-sessions', { token: there.token }))).data.find((x: any) => x.id === s.id);
    expect(mine).toMatchObject({ recording_url: 'https://video.example.com/r', attended: true, rsvp: 'going', join_url: null });
    // The member's data export lists it, with attendance.
    const exported = await body(await t.api('GET', '/v1/auth/export', { token: there.token }));
    expect(exported.live_sessions).toEqual([expect.objectContaining({ title: 'Done deal', status: 'going', attended: true })]);
    // A session that has ended no longer changes.
    const put = await t.api('PUT', `/v1/admin/live-sessions/${s.id}`, { token: author.token, json: { title: 'x', starts_at_local: localIn(later(5), 'UTC'), time_zone: 'UTC', duration_minutes: 30, join_url: 'https://meet.example.com/x', capacity: 5 } });
    expect(put.status).toBe(409);
  });
});

describe('mentors', () => {
  it('a mentor schedules for their own group; its members see it, others do not', async () => {
    const mentor = await t.member({ name: 'Mia Mentor', isMentor: true });
    const mentee = await t.member({ name: 'Manny Mentee' });
    const [group] = await t.db.insert(mentorGroups).values({ userId: mentor.id, name: 'Tuesday circle' }).returning();
    await t.db.insert(mentorGroupMembers).values({ groupId: group!.id, userId: mentee.id });
    const [foreign] = await t.db.insert(mentorGroups).values({ userId: author.id, name: 'Not yours' }).returning();
    expect((await schedule(mentor.token, { course_id: undefined, group_id: foreign!.id })).status).toBe(422);
    expect((await schedule(mentor.token, { course_id: courseId })).status).toBe(422);
    const res = await schedule(mentor.token, { course_id: undefined, group_id: group!.id, title: 'Circle call' });
    expect(res.status).toBe(201);
    const s = (await body(res)).data;
    expect(s.audience).toEqual({ kind: 'group', id: group!.id, name: 'Tuesday circle' });
    expect((await body(await t.api('GET', '/v1/auth/live-sessions', { token: mentee.token }))).data.map((x: any) => x.title)).toEqual(['Circle call']);
    const outsider = await enrolled('Course Only');
    expect((await body(await t.api('GET', '/v1/auth/live-sessions', { token: outsider.token }))).data.map((x: any) => x.title)).not.toContain('Circle call');
    expect((await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: mentee.token })).status).toBe(200);
    // The course's author does not organise the mentor's session.
    expect((await t.api('GET', `/v1/admin/live-sessions/${s.id}`, { token: author.token })).status).toBe(404);
  });
});

describe('limits on changes', () => {
  it('keeps the capacity at or above those going, refuses an RSVP once started, and sends no update for a capacity change alone', async () => {
    const at = later(40);
    const s = (await body(await schedule(author.token, { title: 'Limits', capacity: 3 }, at, 'UTC'))).data;
    const a = await enrolled('Alma Going');
    const b = await enrolled('Bea Going');
    await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: a.token });
    await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: b.token });
    const put = (capacity: number) =>
      t.api('PUT', `/v1/admin/live-sessions/${s.id}`, { token: author.token, json: { title: 'Limits', description: 'Questions and practice', starts_at_local: localIn(at, 'UTC'), time_zone: 'UTC', duration_minutes: 60, join_url: 'https://meet.example.com/breathe', capacity } });
    const low = await put(1);
    expect(low.status).toBe(422);
    expect((await body(low)).errors.capacity[0]).toBe('2 members are going already: the capacity cannot be lower than that.');
    const ok = await body(await put(2));
    expect(ok.data).toMatchObject({ capacity: 2, sequence: 0, going: 2 });
    await worker(new Date()).drain();
    expect((await mails()).some((m) => m.subject === 'Changed: Limits')).toBe(false);
    // Full now: a third member is refused; once it has started, no RSVP is taken or given back.
    const c = await enrolled('Cy Late');
    expect((await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: c.token })).status).toBe(409);
    await t.db.update(liveSessions).set({ startsAt: new Date(Date.now() - 60_000) }).where(eq(liveSessions.id, s.id));
    expect((await t.api('DELETE', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: a.token })).status).toBe(409);
    const gone = await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: c.token });
    expect(gone.status).toBe(409);
    expect((await body(gone)).message).toMatch(/already started/);
  });

  it('going and taking it back mail the member each time, so they share a rate limit: the 21st in ten minutes is 429 and changes nothing', async () => {
    const s = (await body(await schedule(author.token, { title: 'Toggled' }))).data;
    const m = await enrolled('Tess Toggle');
    for (let i = 0; i < 20; i += 1) {
      const res = await t.api(i % 2 === 0 ? 'POST' : 'DELETE', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: m.token });
      expect(res.status, `try ${i + 1}`).toBe(200);
    }
    const limited = await t.api('POST', `/v1/auth/live-sessions/${s.id}/rsvp`, { token: m.token });
    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBeTruthy();
    const mine = (await body(await t.api('GET', `/v1/auth/live-sessions/${s.id}`, { token: m.token }))).data;
    expect(mine.going).toBe(0);
  });
});
