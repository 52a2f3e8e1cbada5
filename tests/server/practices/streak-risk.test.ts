// Streak at risk (docs/rules/practices.md, "Streak at risk"): the rule on its own, then the hourly scan
// at the member's 18:00 queueing one notice per practice and day, sent in the app and as a push to the
// member's device (the local push service decrypts it; docs/rules/push.md).
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notifications, practiceCheckIns, practices, users } from '../../../src/server/db/schema/index.ts';
import { createWorker, type JobRow } from '../../../src/server/jobs/index.ts';
import { NOTIFICATION_JOBS } from '../../../src/server/notifications/service/index.ts';
import { PRACTICE_JOBS, scanPracticeReminders, streakRisk } from '../../../src/server/practices/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { startLocalPushService, type LocalPushService } from '../../helpers/push-service.ts';

// 2030-02-25 is a Monday; last week is Feb 25 to Mar 3, this week Mar 4 to Mar 10.
const LAST_WEEK_MET = ['2030-02-25', '2030-02-26', '2030-02-27'];

describe('streakRisk', () => {
  it('is at risk only when the days left, today included, are exactly the days still needed', () => {
    expect(streakRisk(LAST_WEEK_MET, 3, '2030-02-25', '2030-03-08')).toEqual({ streakWeeks: 1, stillNeeded: 3 }); // Fri: 3 left, 3 needed
    expect(streakRisk(LAST_WEEK_MET, 3, '2030-02-25', '2030-03-07')).toBeNull(); // Thu: 4 left
    expect(streakRisk([...LAST_WEEK_MET, '2030-03-04'], 3, '2030-02-25', '2030-03-08')).toBeNull(); // 2 needed, 3 left
    expect(streakRisk([...LAST_WEEK_MET, '2030-03-04', '2030-03-05'], 3, '2030-02-25', '2030-03-10')).toEqual({ streakWeeks: 1, stillNeeded: 1 }); // Sun
    expect(streakRisk([...LAST_WEEK_MET, '2030-03-08'], 3, '2030-02-25', '2030-03-08')).toBeNull(); // done today
    expect(streakRisk([], 3, '2030-02-25', '2030-03-08')).toBeNull(); // no streak to lose
  });
});

describe('the streak-at-risk notice', () => {
  let t: TestContext;
  let push: LocalPushService;
  beforeAll(async () => {
    t = await createTestContext({ seeded: false });
    push = await startLocalPushService();
  });
  afterAll(async () => {
    await push.close();
    await t.close();
  });

  it('comes once at the member’s 18:00, in the app and as a push', async () => {
    const me = await t.member();
    await t.db.update(users).set({ timeZone: 'Europe/London' }).where(eq(users.id, me.id));
    const device = push.newDevice();
    expect((await t.api('POST', '/v1/auth/push-subscriptions', { token: me.token, json: { endpoint: device.endpoint, keys: device.keys } })).status).toBe(201);
    const [p] = await t.db.insert(practices).values({ userId: me.id, name: 'Evening walk', targetDays: 3, createdAt: new Date('2030-02-25T09:00:00Z') }).returning();
    await t.db.insert(practiceCheckIns).values(LAST_WEEK_MET.map((day) => ({ practiceId: p!.id, userId: me.id, day })));
    const [calm] = await t.db.insert(practices).values({ userId: me.id, name: 'New habit', targetDays: 3 }).returning();

    const at = new Date('2030-03-08T18:10:00Z'); // 18:10 in London (GMT in March before the change)
    const ctx = { deps: t.deps, job: {} as JobRow, payload: {}, now: at };
    await scanPracticeReminders({ ...ctx, now: new Date('2030-03-08T17:10:00Z') }); // 17:10: not yet
    await scanPracticeReminders(ctx);
    await scanPracticeReminders(ctx); // a second instance
    const queued = await t.db.select().from(jobs).where(like(jobs.key, 'practice-streak:%'));
    expect(queued.map((j) => j.key).sort()).toEqual([`practice-streak:${calm!.id}:2030-03-08`, `practice-streak:${p!.id}:2030-03-08`].sort());
    const worker = createWorker({ deps: t.deps, definitions: [...PRACTICE_JOBS, ...NOTIFICATION_JOBS], now: () => at });
    await worker.drain();
    await worker.drain();

    const sent = await t.db.select().from(notifications).where(and(eq(notifications.userId, me.id), eq(notifications.type, 'reminders')));
    expect(sent.map((n) => n.title)).toEqual(['Your “Evening walk” streak needs today']);
    expect(sent[0]!.body).toBe('Your 1-week streak counts on today: 3 more days this week. Check in from your dashboard when you are done.');
    const pushed = push.received.filter((r) => r.device === device.id).map((r) => JSON.parse(r.text));
    expect(pushed).toEqual([{ title: 'Your “Evening walk” streak needs today', body: sent[0]!.body, link: '/dashboard', tag: `${me.id}:practice-streak:${p!.id}:2030-03-08` }]);
  });
});
