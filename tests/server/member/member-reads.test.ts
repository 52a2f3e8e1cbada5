// The member reads each instance keeps (docs/performance.md, "Member reads"): the dashboard, profile,
// points and unread count show every kind of change right after it, one member's change never
// touches another's copy, and a kept read costs the statements the docs say (none, the token lookup
// nothing else; the dashboard one statement when it is read from the database).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MemberHomeSchema } from '../../../src/lib/schemas/accounts.ts';
import { certificates, enrolments, users } from '../../../src/server/db/schema/index.ts';
import { notify } from '../../../src/server/notifications/service/index.ts';
import { payPoints } from '../../../src/server/rewards/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { testDatabaseUrl } from '../../helpers/templates.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';

let t: TestContext;
let course: LearningCourse;
let other: LearningCourse;
const statements: Array<{ name?: string; text: string }> = [];
let counting = false;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  course = await makeLearningCourse(t.db, { title: 'Steady Evenings' });
  other = await makeLearningCourse(t.db, { title: 'Quiet Mornings' });
  await t.deps.events.subscribe('test_events_settled', (marker) => markersSeen.add(String(marker)));
  // Every statement the app sends goes through the driver's query(); count those of one request.
  const client = (t.db as unknown as { $client: { query: (...args: unknown[]) => unknown } }).$client;
  const query = client.query.bind(client);
  client.query = (...args: unknown[]) => {
    if (counting) {
      const q = args[0] as string | { name?: string; text: string };
      statements.push(typeof q === 'string' ? { text: q } : { name: q.name, text: q.text });
    }
    return query(...args);
  };
});
afterAll(() => t.close());

async function counted(run: () => Promise<Response>): Promise<{ res: Response; statements: Array<{ name?: string; text: string }> }> {
  statements.length = 0;
  counting = true;
  try {
    const res = await run();
    return { res, statements: [...statements] };
  } finally {
    counting = false;
  }
}

/**
 * On PostgreSQL the events of earlier commits reach this instance a moment later, through the events
 * connection, and each drops the member's copies: a marker sent now arrives after all of them (one
 * connection delivers in commit order), so once it is in, a copy made afterwards stays. PGlite
 * delivers before the write returns.
 */
const markersSeen = new Set<string>();
let markerCount = 0;
async function settled() {
  if (!testDatabaseUrl()) return;
  const marker = `marker-${(markerCount += 1)}`;
  await t.deps.events.publish(t.db, 'test_events_settled', marker);
  await expect.poll(() => markersSeen.has(marker), { timeout: 5000, interval: 5 }).toBe(true);
}

const home = async (token: string) => MemberHomeSchema.parse((await body(await t.api('GET', '/v1/auth/home', { token }))).data);
const get = async (path: string, token: string) => body(await t.api('GET', path, { token }));

/**
 * Writes that are not the member's own request (a job, a webhook, another member): on PGlite the
 * commit's event reaches this instance before the write returns; on PostgreSQL it comes through the
 * events connection a moment later (docs/performance.md, "Member reads").
 */
async function soon<T>(read: () => Promise<T>, check: (value: T) => void) {
  if (!testDatabaseUrl()) return check(await read());
  await expect.poll(async () => {
    try {
      check(await read());
      return true;
    } catch {
      return false;
    }
  }, { timeout: 2000, interval: 20 }).toBe(true);
}

describe('the dashboard kept per member', () => {
  it('shows each of the member’s own writes in the very next read', async () => {
    const m = await t.member();
    const first = await home(m.token);
    expect(first.stats).toEqual({ enrolled: 0, completed: 0, certificates: 0, bookmarks: 0 });
    expect(await home(m.token)).toEqual(first);

    // Enrolment
    const enrolmentId = await enrol(t, m.token, course.course.id);
    let now = await home(m.token);
    expect(now.stats.enrolled).toBe(1);
    expect(now.continue_learning.map((c) => c.enrolment_id)).toEqual([enrolmentId]);
    expect(now.continue_learning[0]!.progress_percent).toBe(0);

    // A lesson save: progress, points and the streak move
    const at = (id: number, kind: string) => `/v1/courses/${course.course.id}/${id}/${kind}`;
    expect((await t.api('POST', at(course.lessons.checklist.id, 'checklist'), { token: m.token, json: { checked_ids: course.itemIds } })).status).toBe(200);
    now = await home(m.token);
    expect(now.continue_learning[0]!.progress_percent).toBeGreaterThan(0);
    expect(now.points.totals.all_time).toBeGreaterThan(0);
    expect(now.streak.current_days).toBe(1);

    // A bookmark
    expect((await t.api('POST', `/v1/courses/${other.course.id}/bookmark`, { token: m.token })).status).toBeLessThan(300);
    expect((await home(m.token)).stats.bookmarks).toBe(1);

    // The time zone the streak is counted in
    expect((await t.api('PUT', '/v1/auth/timezone', { token: m.token, json: { time_zone: 'Asia/Tokyo' } })).status).toBe(200);
    expect((await home(m.token)).streak.time_zone).toBe('Asia/Tokyo');
  });

  it('shows notifications, marking them read, points paid and certificates issued by others right after they commit', async () => {
    const m = await t.member();
    await home(m.token);
    await t.db.transaction((tx) => notify(tx, { userId: m.id, type: 'achievements', text: () => ({ title: 'Well done' }), link: '/badges' }));
    await soon(() => home(m.token), (h) => expect(h.notifications.unread).toBe(1));
    expect((await home(m.token)).notifications.latest.map((n) => n.title)).toEqual(['Well done']);

    expect((await t.api('POST', '/v1/auth/notifications/read-all', { token: m.token })).status).toBe(200);
    expect((await home(m.token)).notifications).toEqual({ unread: 0, latest: [] });

    await t.db.transaction((tx) => payPoints(tx, m.id, { reason: 'survey_answered', sourceKey: `test:${m.id}`, earnedAt: new Date(), points: 7 }));
    await soon(() => home(m.token), (h) => expect(h.points.totals.all_time).toBe(7));

    // A purchase's fulfilment or the studio enrols through the database, not the member's request.
    const [e] = await t.db.insert(enrolments).values({ userId: m.id, courseId: other.course.id, status: 'completed', progressPercent: 100, completedAt: new Date() }).returning();
    await t.db.insert(certificates).values({ code: `MR-${m.id}`, userId: m.id, courseId: other.course.id, enrolmentId: e!.id, holderName: 'M', courseTitle: 'Quiet Mornings' });
    await soon(() => home(m.token), (h) => {
      expect(h.stats).toMatchObject({ enrolled: 1, completed: 1, certificates: 1 });
      expect(h.latest_certificates.map((c) => c.code)).toEqual([`MR-${m.id}`]);
    });
  });

  it('keeps one member’s copy when another member writes', async () => {
    const mine = await t.member();
    const theirs = await t.member();
    await enrol(t, mine.token, course.course.id);
    await settled();
    const before = await home(mine.token);
    await enrol(t, theirs.token, course.course.id);
    await t.db.transaction((tx) => notify(tx, { userId: theirs.id, type: 'achievements', text: () => ({ title: 'Theirs only' }) }));
    // Their changes have reached this instance, and left my copy alone.
    await settled();
    const { res, statements: sent } = await counted(() => t.api('GET', '/v1/auth/home', { token: mine.token }));
    // Still served from the copy, and the token's lookup kept too: nothing reached the database.
    expect(sent).toHaveLength(0);
    expect(MemberHomeSchema.parse((await body(res)).data)).toEqual(before);
  });

  it('costs one statement read from the database (named on PostgreSQL) and none past the token when kept', async () => {
    const m = await t.member();
    await enrol(t, m.token, course.course.id);
    await settled();
    const miss = await counted(() => t.api('GET', '/v1/auth/home', { token: m.token }));
    expect(miss.res.status).toBe(200);
    // The token lookup, then the dashboard's one statement.
    expect(miss.statements).toHaveLength(2);
    if (testDatabaseUrl()) expect(miss.statements.map((s) => s.name)).toEqual(['token_lookup', 'member_home']);
    const hit = await counted(() => t.api('GET', '/v1/auth/home', { token: m.token }));
    expect(hit.statements).toHaveLength(0);
    expect(await body(hit.res)).toEqual(await body(miss.res));
  });
});

describe('lesson saves and the kept reads', () => {
  it('a save that only keeps the work (a draft, a checklist not yet done, a replay) leaves the copies and the token lookup standing; one that completes the lesson drops them', async () => {
    const m = await t.member();
    const enrolmentId = await enrol(t, m.token, course.course.id);
    await settled();
    const before = await home(m.token);
    const save = (checked: number[], clientSaveId?: string) =>
      t.api('POST', `/v1/courses/enrolled/${enrolmentId}/checklist`, { token: m.token, json: { lesson_id: course.lessons.checklist.id, checked_ids: checked, ...(clientSaveId ? { client_save_id: clientSaveId } : {}) } });
    const task = (submit: boolean) => t.api('POST', `/v1/courses/enrolled/${enrolmentId}/task`, { token: m.token, json: { lesson_id: course.lessons.task.id, answer: 'Mornings by the window.', submit } });

    for (const write of [() => save(course.itemIds.slice(0, 1), 'draft-save-1'), () => save(course.itemIds.slice(0, 1), 'draft-save-1'), () => task(false)]) {
      expect((await write()).status).toBe(200);
      const kept = await counted(() => t.api('GET', '/v1/auth/home', { token: m.token }));
      expect(kept.statements).toHaveLength(0);
      expect(MemberHomeSchema.parse((await body(kept.res)).data)).toEqual(before);
    }

    // Ticking the last item completes the lesson: progress and points change, and show at once.
    expect((await save(course.itemIds)).status).toBe(200);
    const after = await counted(() => t.api('GET', '/v1/auth/home', { token: m.token }));
    expect(after.statements.length).toBeGreaterThan(0);
    const now = MemberHomeSchema.parse((await body(after.res)).data);
    expect(now.continue_learning[0]!.progress_percent).toBeGreaterThan(before.continue_learning[0]!.progress_percent);
    expect(now.points.totals.all_time).toBeGreaterThan(before.points.totals.all_time);

    // Submitting a task writes a submission for review: not a work-only save, the copies go.
    await home(m.token);
    expect((await task(true)).status).toBe(200);
    expect((await counted(() => t.api('GET', '/v1/auth/home', { token: m.token }))).statements.length).toBeGreaterThan(0);
  });
});

describe('the enrolled course outline', () => {
  it('costs two statements past the token lookup, and reads nothing for someone else’s enrolment', async () => {
    const m = await t.member();
    const enrolmentId = await enrol(t, m.token, course.course.id);
    await get('/v1/auth/profile', m.token);
    const outline = await counted(() => t.api('GET', `/v1/courses/enrolled/${enrolmentId}`, { token: m.token }));
    expect(outline.res.status).toBe(200);
    expect(outline.statements).toHaveLength(2);
    const stranger = await t.member();
    expect((await t.api('GET', `/v1/courses/enrolled/${enrolmentId}`, { token: stranger.token })).status).toBe(404);
  });
});

describe('the profile, points and unread count kept per member', () => {
  it('each costs no statement once kept (the token lookup is kept too), and shows the member’s change right after it', async () => {
    const m = await t.member({ name: 'Before Name' });
    await settled();
    for (const path of ['/v1/auth/profile', '/v1/auth/points', '/v1/auth/notifications/unread-count']) {
      await get(path, m.token);
      const kept = await counted(() => t.api('GET', path, { token: m.token }));
      expect(kept.res.status, path).toBe(200);
      expect(kept.statements, path).toHaveLength(0);
    }
    expect((await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: 'After Name' } })).status).toBe(200);
    expect((await get('/v1/auth/profile', m.token)).data.name).toBe('After Name');

    await t.db.transaction((tx) => notify(tx, { userId: m.id, type: 'achievements', text: () => ({ title: 'One more' }) }));
    await soon(() => get('/v1/auth/notifications/unread-count', m.token), (r) => expect(r.data).toEqual({ unread: 1 }));

    await t.db.transaction((tx) => payPoints(tx, m.id, { reason: 'survey_answered', sourceKey: `points:${m.id}`, earnedAt: new Date(), points: 5 }));
    await soon(() => get('/v1/auth/points', m.token), (r) => {
      expect(r.summary.totals.all_time).toBe(5);
      expect(r.data.map((p: { points: number }) => p.points)).toEqual([5]);
    });
  });

  it('never answers for a cancelled account from a copy', async () => {
    const m = await t.member();
    await get('/v1/auth/profile', m.token);
    await t.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, m.id));
    // The token stops working with the account: its kept lookup is dropped by the same event as the
    // copies (at once on PGlite; on PostgreSQL when the commit's event arrives, milliseconds later).
    await expect.poll(async () => (await t.api('GET', '/v1/auth/profile', { token: m.token })).status, { timeout: 2000, interval: 5 }).toBe(401);
  });
});
