// notify() and the jobs behind it: settings decide the channels; the e-mail copy is sent by a job
// exactly once, even when the worker dies mid-job and another takes over; failures retry with
// backoff; daily digests; the learning reminder at most once a week.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, learningReminders, notificationEmails, notifications, enrolments, lessonProgress, users } from '../../../src/server/db/schema/index.ts';
import { CLEANUP_JOB } from '../../../src/server/jobs/cleanup.ts';
import { createWorker, enqueue, type JobDefinition } from '../../../src/server/jobs/index.ts';
import type { Mailer } from '../../../src/server/mail/mailer.ts';
import { NOTIFICATION_EMAIL_JOB, NOTIFICATION_JOBS, NOTIFICATION_SCHEDULES, notify, REMINDER_SCAN_JOB } from '../../../src/server/notifications/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { enrol, makeLearningCourse } from '../learning/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

const MIN = 60_000;
const DAY = 86_400_000;

async function memberWith(settings: Record<string, { email: 'immediately' | 'daily' | 'off'; inApp: boolean }>, timeZone?: string) {
  const m = await t.member();
  await t.db.update(users).set({ notificationSettings: settings, timeZone: timeZone ?? null }).where(eq(users.id, m.id));
  return m;
}

const say = (userId: number, title: string, extra: Partial<Parameters<typeof notify>[1]> = {}) =>
  t.db.transaction((tx) => notify(tx, { userId, type: 'achievements', text: () => ({ title, body: 'Well done.' }), link: '/badges', ...extra }));

const mailsTo = (email: string) => t.outbox().filter((m) => m.includes(`To: ${email}`));

/** A worker over the test's dependencies, with its own clock and (optionally) its own mailer or handlers. */
function worker(o: { at?: () => Date; mailer?: Mailer; definitions?: JobDefinition[] } = {}) {
  return createWorker({ deps: { ...t.deps, mailer: o.mailer ?? t.deps.mailer }, definitions: o.definitions ?? [...NOTIFICATION_JOBS], now: o.at });
}

const emailJobOf = async (userId: number) => {
  const [copy] = await t.db.select().from(notificationEmails).where(eq(notificationEmails.userId, userId));
  const [job] = await t.db.select().from(jobs).where(eq(jobs.key, `notification-email:${copy!.id}`));
  return { copy: copy!, job: job! };
};

describe('notify()', () => {
  it('follows the member’s settings for each channel', async () => {
    const both = await memberWith({ achievements: { email: 'immediately', inApp: true } });
    expect(await say(both.id, 'Both')).toMatchObject({ notificationId: expect.any(Number), email: 'immediately' });
    expect((await emailJobOf(both.id)).job).toMatchObject({ name: NOTIFICATION_EMAIL_JOB, attempts: 0 });

    const mailOnly = await memberWith({ achievements: { email: 'immediately', inApp: false } });
    expect(await say(mailOnly.id, 'Mail only')).toMatchObject({ notificationId: null, email: 'immediately' });
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, mailOnly.id))).toEqual([]);

    const appOnly = await t.member(); // achievements default: in the app, no e-mail
    expect(await say(appOnly.id, 'App only')).toMatchObject({ email: 'none' });
    expect(await t.db.select().from(notificationEmails).where(eq(notificationEmails.userId, appOnly.id))).toEqual([]);

    const digest = await memberWith({ achievements: { email: 'daily', inApp: true } });
    expect(await say(digest.id, 'Later')).toMatchObject({ email: 'daily' });
    const [copy] = await t.db.select().from(notificationEmails).where(eq(notificationEmails.userId, digest.id));
    expect(copy).toMatchObject({ mode: 'digest', sentAt: null });
    expect(await t.db.select().from(jobs).where(eq(jobs.key, `notification-email:${copy!.id}`))).toEqual([]);

    const gone = await t.member();
    await t.db.update(users).set({ cancelledAt: new Date() }).where(eq(users.id, gone.id));
    expect(await say(gone.id, 'Nobody home')).toMatchObject({ notificationId: null, email: 'none' });
  });

  it('creates a notification with a dedupe key once, and commits or rolls back with the caller', async () => {
    const m = await memberWith({ achievements: { email: 'immediately', inApp: true } });
    expect((await say(m.id, 'Once', { dedupeKey: 'badge:first' })).duplicate).toBe(false);
    expect((await say(m.id, 'Once', { dedupeKey: 'badge:first' })).duplicate).toBe(true);
    expect(await t.db.select().from(notifications).where(eq(notifications.userId, m.id))).toHaveLength(1);
    expect(await t.db.select().from(notificationEmails).where(eq(notificationEmails.userId, m.id))).toHaveLength(1);

    await expect(
      t.db.transaction(async (tx) => {
        await notify(tx, { userId: m.id, type: 'achievements', text: () => ({ title: 'Rolled back' }) });
        throw new Error('the caller failed');
      }),
    ).rejects.toThrow('the caller failed');
    expect((await t.db.select().from(notifications).where(eq(notifications.userId, m.id))).map((n) => n.title)).toEqual(['Once']);
    expect(await t.db.select().from(notificationEmails).where(eq(notificationEmails.userId, m.id))).toHaveLength(1);
  });

  it('refuses what no caller should send: an unknown type or an absolute link', async () => {
    const m = await t.member();
    await expect(say(m.id, 'x', { type: 'spam' as never })).rejects.toThrow(/unknown type/);
    await expect(say(m.id, 'x', { link: 'https://evil.example/' })).rejects.toThrow(/site path/);
    await expect(say(m.id, 'x', { link: '//evil.example/' })).rejects.toThrow(/site path/);
  });
});

describe('the e-mail job', () => {
  it('sends the copy once with the notification’s words and link', async () => {
    const m = await memberWith({ achievements: { email: 'immediately', inApp: true } });
    await say(m.id, 'You earned First Step');
    const w = worker();
    expect(await w.drain()).toBeGreaterThanOrEqual(1);
    const sent = mailsTo(m.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Subject: You earned First Step');
    expect(sent[0]).toContain(`${t.config.appUrl}/badges`);
    expect(sent[0]).toMatch(/Message-ID: <notification-\d+@/i);
    const { copy, job } = await emailJobOf(m.id);
    expect(copy.sentAt).not.toBeNull();
    expect(job).toMatchObject({ attempts: 1, lockedBy: null });
    expect(job.doneAt).not.toBeNull();
    expect(await w.drain()).toBe(0);
    expect(mailsTo(m.email)).toHaveLength(1);
  });

  it('is sent exactly once when the worker dies before sending and another takes over after the lease', async () => {
    const m = await memberWith({ achievements: { email: 'immediately', inApp: true } });
    await say(m.id, 'Killed before sending');
    // Worker A hangs inside the mailer, as a process would that is killed mid-job.
    const hung: Mailer = { outboxDir: undefined, send: () => new Promise(() => {}) };
    const a = worker({ mailer: hung });
    void a.runOnce();
    await expect.poll(async () => (await emailJobOf(m.id)).job.lockedBy).toBe(a.id);
    await a.stop({ wait: false });

    // Within the lease nobody else may take it.
    const b = worker({ at: () => new Date(Date.now() + MIN) });
    expect(await b.drain()).toBe(0);
    // After the lease, another worker (a restarted process) does, once.
    const c = worker({ at: () => new Date(Date.now() + 3 * MIN) });
    expect(await c.drain()).toBe(1);
    expect(mailsTo(m.email)).toHaveLength(1);
    expect((await emailJobOf(m.id)).job).toMatchObject({ attempts: 2, lockedBy: null });
    expect(await c.drain()).toBe(0);
    expect(mailsTo(m.email)).toHaveLength(1);
  });

  it('is not sent again when the worker dies after sending but before finishing the job', async () => {
    const m = await memberWith({ achievements: { email: 'immediately', inApp: true } });
    await say(m.id, 'Killed after sending');
    const real = NOTIFICATION_JOBS.find((d) => d.name === NOTIFICATION_EMAIL_JOB)!;
    const diesAfter: JobDefinition = { name: NOTIFICATION_EMAIL_JOB, handler: async (ctx) => (await real.handler(ctx), await new Promise(() => {})) };
    const a = worker({ definitions: [diesAfter] });
    void a.runOnce();
    await expect.poll(() => mailsTo(m.email).length).toBe(1);
    await a.stop({ wait: false });
    expect((await emailJobOf(m.id)).job.doneAt).toBeNull();

    const restarted = worker({ at: () => new Date(Date.now() + 3 * MIN) });
    expect(await restarted.drain()).toBe(1);
    expect((await emailJobOf(m.id)).job.doneAt).not.toBeNull();
    expect(mailsTo(m.email)).toHaveLength(1);
  });

  it('retries a failed send with exponential backoff, and gives up after the last attempt', async () => {
    const m = await memberWith({ achievements: { email: 'immediately', inApp: true } });
    await say(m.id, 'Flaky server');
    const down: Mailer = { outboxDir: undefined, send: async () => Promise.reject(new Error('SMTP 421 try later')) };
    const start = Date.now();
    const first = worker({ mailer: down, at: () => new Date(start) });
    expect(await first.runOnce()).toBe(true);
    let { job } = await emailJobOf(m.id);
    expect(job).toMatchObject({ attempts: 1, lastError: 'SMTP 421 try later', doneAt: null, failedAt: null });
    expect(job.runAt.getTime() - start).toBe(10_000);
    expect(await first.runOnce()).toBe(false); // not due yet

    const second = worker({ mailer: down, at: () => new Date(start + 10_000) });
    expect(await second.runOnce()).toBe(true);
    ({ job } = await emailJobOf(m.id));
    expect(job.runAt.getTime() - (start + 10_000)).toBe(20_000);

    const healed = worker({ at: () => new Date(start + 30_000) });
    expect(await healed.drain()).toBe(1);
    expect(mailsTo(m.email)).toHaveLength(1);
    expect((await emailJobOf(m.id)).job).toMatchObject({ attempts: 3, lastError: null });

    // A job that never succeeds stops after max_attempts and is kept, failed, for a person to look at.
    const id = await enqueue(t.db, NOTIFICATION_EMAIL_JOB, { emailId: (await emailJobOf(m.id)).copy.id }, { key: 'always-fails', maxAttempts: 2 });
    const broken = createWorker({ deps: t.deps, definitions: [{ name: NOTIFICATION_EMAIL_JOB, handler: async () => Promise.reject(new Error('boom')) }], now: () => new Date(start + DAY) });
    await broken.drain();
    const later = createWorker({ deps: t.deps, definitions: [{ name: NOTIFICATION_EMAIL_JOB, handler: async () => Promise.reject(new Error('boom')) }], now: () => new Date(start + 2 * DAY) });
    await later.drain();
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id!));
    expect(row).toMatchObject({ attempts: 2, lastError: 'boom' });
    expect(row!.failedAt).not.toBeNull();
  });

  it('keeps one job per key', async () => {
    expect(await enqueue(t.db, 'test.noop', {}, { key: 'same' })).toEqual(expect.any(Number));
    expect(await enqueue(t.db, 'test.noop', {}, { key: 'same' })).toBeNull();
    expect(await t.db.select().from(jobs).where(eq(jobs.key, 'same'))).toHaveLength(1);
  });
});

describe('the worker', () => {
  it('does not lose a wake-up that arrives while it is looking for work instead of sleeping', async () => {
    // The event is delivered during the worker's first round, about a job that round cannot see yet:
    // the round reads the clock twice (to schedule, then to claim) and both reads come before the
    // job's time. A worker that only listens while asleep misses it and waits for its next poll, a
    // minute here. The clock is a month back, so the housekeeping this worker schedules deletes
    // nothing the other tests keep.
    let deliver: ((payload: unknown) => void) | undefined;
    const events = { ...t.deps.events, subscribe: async (_channel: string, handler: (payload: unknown) => void) => ((deliver = handler), () => {}) };
    const base = Date.now() - 30 * DAY;
    let reads = 0;
    const clock = () => {
      reads += 1;
      if (reads === 1) deliver?.({ name: 'test.wake' });
      return new Date(reads <= 2 ? base : base + MIN);
    };
    // That day's housekeeping has run already, so the first round finds nothing at all to do.
    const cleanup = await enqueue(t.db, CLEANUP_JOB, {}, { key: `${CLEANUP_JOB}@${new Date(Math.floor(base / DAY) * DAY).toISOString()}`, runAt: new Date(base - MIN) });
    await t.db.update(jobs).set({ doneAt: new Date(base - MIN) }).where(eq(jobs.id, cleanup!));
    const ran: number[] = [];
    const id = await enqueue(t.db, 'test.wake', {}, { runAt: new Date(base + MIN / 2) });
    const w = createWorker({ deps: { ...t.deps, events }, definitions: [{ name: 'test.wake', handler: async ({ job }) => void ran.push(job.id) }], pollMs: 60_000, now: clock });
    await w.start();
    try {
      await expect.poll(() => ran, { timeout: 5000 }).toEqual([id]);
    } finally {
      await w.stop();
    }
  });
});

describe('recurring jobs and housekeeping', () => {
  it('enqueues each period’s run once however many workers schedule it, and deletes finished jobs after 14 days', async () => {
    const at = new Date(Date.now() + 40 * DAY);
    const period = new Date(Math.floor(at.getTime() / 3_600_000) * 3_600_000).toISOString();
    const scheduler = () => createWorker({ deps: t.deps, definitions: [...NOTIFICATION_JOBS], schedules: [...NOTIFICATION_SCHEDULES], now: () => at });
    await Promise.all([scheduler().schedule(), scheduler().schedule()]);
    expect(await t.db.select().from(jobs).where(eq(jobs.key, `notifications.digest-scan@${period}`))).toHaveLength(1);

    const old = await enqueue(t.db, 'test.old', {}, { key: 'old-done' });
    const failed = await enqueue(t.db, 'test.old', {}, { key: 'old-failed' });
    await t.db.update(jobs).set({ doneAt: new Date(Date.now() - 20 * DAY) }).where(eq(jobs.id, old!));
    await t.db.update(jobs).set({ failedAt: new Date(Date.now() - 20 * DAY) }).where(eq(jobs.id, failed!));
    const today = worker({ at: () => new Date() });
    await today.schedule();
    await today.drain();
    const keys = (await t.db.select({ key: jobs.key }).from(jobs)).map((j) => j.key);
    expect(keys).not.toContain('old-done');
    expect(keys).toContain('old-failed');
    expect(keys.some((k) => k?.startsWith('notification-email:'))).toBe(true);
  });
});

describe('the daily digest', () => {
  it('collects a member’s copies into one mail a day, from 8 in the morning where they live', async () => {
    const m = await memberWith({ achievements: { email: 'daily', inApp: true }, course_updates: { email: 'daily', inApp: false } }, 'Asia/Tokyo');
    await say(m.id, 'Badge one');
    await say(m.id, 'New lesson in Quiet Evenings', { type: 'course_updates', link: '/course/quiet-evenings' });
    const tomorrow = new Date(Date.now() + DAY).toISOString().slice(0, 10);
    const at = (iso: string) => () => new Date(iso);

    // 22:30 UTC is 07:30 in Tokyo: too early.
    const early = worker({ at: at(`${tomorrow}T22:30:00Z`) });
    await enqueue(t.db, 'notifications.digest-scan', {}, { key: `scan-early-${m.id}` });
    await early.drain();
    expect(mailsTo(m.email)).toHaveLength(0);

    // Two hours later it is 09:30 there: one digest with both.
    const morning = worker({ at: at(new Date(new Date(`${tomorrow}T22:30:00Z`).getTime() + 2 * 3_600_000).toISOString()) });
    await enqueue(t.db, 'notifications.digest-scan', {}, { key: `scan-morning-${m.id}` });
    await morning.drain();
    let sent = mailsTo(m.email);
    expect(sent).toHaveLength(1);
    expect(sent[0]).toContain('Subject: Your Wellspring day: 2 updates');
    expect(sent[0]).toContain('Badge one');
    expect(sent[0]).toContain('New lesson in Quiet Evenings');

    // Later the same day: a new copy waits for tomorrow's digest.
    await say(m.id, 'Badge two');
    await enqueue(t.db, 'notifications.digest-scan', {}, { key: `scan-noon-${m.id}` });
    await morning.drain();
    expect(mailsTo(m.email)).toHaveLength(1);
    const nextDay = worker({ at: at(new Date(new Date(`${tomorrow}T22:30:00Z`).getTime() + 26 * 3_600_000).toISOString()) });
    await enqueue(t.db, 'notifications.digest-scan', {}, { key: `scan-next-${m.id}` });
    await nextDay.drain();
    sent = mailsTo(m.email);
    expect(sent).toHaveLength(2);
    expect(sent[1]).toContain('Subject: Your Wellspring day: 1 update');
    expect(sent[1]).toContain('Badge two');
    expect(sent[1]).not.toContain('Badge one');
  });
});

describe('the learning reminder', () => {
  it('nudges an idle learner once, and not again within a week', async () => {
    const course = await makeLearningCourse(t.db, { title: 'Morning Stillness' });
    const idle = await t.member();
    const busy = await t.member();
    const quiet = await memberWith({ reminders: { email: 'off', inApp: false } });
    const mailer = await memberWith({ reminders: { email: 'immediately', inApp: false } });
    const longAgo = new Date(Date.now() - 5 * DAY);
    for (const m of [idle, busy, quiet, mailer]) {
      const enrolmentId = await enrol(t, m.token, course.course.id);
      await t.db.update(enrolments).set({ createdAt: longAgo }).where(eq(enrolments.id, enrolmentId));
      if (m === busy) await t.db.insert(lessonProgress).values({ enrolmentId, lessonId: course.lessons.detail.id, completedAt: new Date(Date.now() - DAY) });
    }
    const run = async (laterMs: number, key: string) => {
      await enqueue(t.db, REMINDER_SCAN_JOB, {}, { key });
      await worker({ at: () => new Date(Date.now() + laterMs) }).drain();
    };
    const remindersOf = async (userId: number) =>
      t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.type, 'reminders')));

    await run(0, 'reminders-1');
    const first = await remindersOf(idle.id);
    expect(first).toHaveLength(1);
    expect(first[0]).toMatchObject({ title: 'A quiet moment for you', link: `/course/${course.course.slug}` });
    expect(first[0]!.body).toContain('Morning Stillness');
    expect(await remindersOf(busy.id)).toEqual([]);
    expect(await remindersOf(quiet.id)).toEqual([]);
    expect(mailsTo(mailer.email).filter((m) => m.includes('Subject: A quiet moment for you'))).toHaveLength(1);

    await run(2 * DAY, 'reminders-2');
    expect(await remindersOf(idle.id)).toHaveLength(1);
    await run(8 * DAY, 'reminders-3');
    expect(await remindersOf(idle.id)).toHaveLength(2);
    expect((await t.db.select().from(learningReminders).where(eq(learningReminders.userId, idle.id)))[0]!.lastSentAt.getTime()).toBeGreaterThan(Date.now() + 7 * DAY);
  });
});
