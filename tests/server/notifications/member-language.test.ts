// Notifications in the member's language (docs/i18n.md, "Notifications and push messages"): what
// notify() stores is written in the recipient's users.language when it is made, so the list, the
// e-mail copy and the push say it in Spanish to a Spanish member and, word for word as before, in
// English to an English one. Three kinds come through their real paths (a mentor's invitation, new
// messages, a practice reminder) and one through its domain's call (a badge).
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notificationEmails, pointsTotals, practices, users } from '../../../src/server/db/schema/index.ts';
import { createWorker, enqueue } from '../../../src/server/jobs/index.ts';
import { MESSAGE_JOBS, MESSAGE_MAIL_WINDOW_MS } from '../../../src/server/messages/service/index.ts';
import { NOTIFICATION_JOBS } from '../../../src/server/notifications/service/index.ts';
import { PRACTICE_JOBS, PRACTICE_REMINDER_JOB } from '../../../src/server/practices/service/index.ts';
import { announceRewards } from '../../../src/server/rewards/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { startLocalPushService, type LocalPushService } from '../../helpers/push-service.ts';

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

type Member = Awaited<ReturnType<TestContext['member']>>;
const json = async (res: Response) => (await res.json()) as any;
const later = () => new Date(Date.now() + MESSAGE_MAIL_WINDOW_MS + 1000);
const work = () => createWorker({ deps: t.deps, definitions: [...MESSAGE_JOBS, ...NOTIFICATION_JOBS, ...PRACTICE_JOBS], now: later }).drain();

/** A member in a language, chosen on the profile as a member does, with one device that takes pushes. */
async function memberIn(language: 'en' | 'es', name: string) {
  const m = await t.member({ name });
  expect((await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name, gender: null, language } })).status).toBe(200);
  const device = push.newDevice();
  expect((await t.api('POST', '/v1/auth/push-subscriptions', { token: m.token, json: { endpoint: device.endpoint, keys: device.keys } })).status).toBe(201);
  // Achievements also by e-mail at once, so the e-mail copy is made from the same words.
  await t.db.update(users).set({ notificationSettings: { achievements: { email: 'immediately', inApp: true } } }).where(eq(users.id, m.id));
  return { ...m, device };
}

/** The member's notifications as the page reads them, by type. */
async function listOf(m: Member) {
  const res = await t.api('GET', '/v1/auth/notifications', { token: m.token });
  expect(res.status).toBe(200);
  const rows = (await json(res)).data as Array<{ type: string; title: string; body: string; link: string | null }>;
  return Object.fromEntries(rows.map((n) => [n.type, { title: n.title, body: n.body, link: n.link }]));
}

describe('notifications in the member’s language', () => {
  it('writes a mentor’s invitation, new messages, a badge and a practice reminder in Spanish for a Spanish member and in English for an English one', async () => {
    const lucia = await memberIn('es', 'Lucía Pérez');
    const emma = await memberIn('en', 'Emma Brown');
    const mentor = await t.member({ isMentor: true, name: 'Mentor Mo' });

    // A mentor's invitation (mentoring), answered so the conversation opens.
    const invited = await json(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [lucia.email, emma.email] } }));
    const invitations = invited.data.invited as Array<{ id: number }>;
    expect(invitations).toHaveLength(2);
    const before = { es: await listOf(lucia), en: await listOf(emma) };
    for (const [i, who] of [lucia, emma].entries()) expect((await t.api('POST', `/v1/mentors/acceptInvite/${invitations[i]!.id}`, { token: who.token })).status).toBe(200);

    // Two new messages from the mentor to each (messages, through the coalescing job).
    for (const who of [lucia, emma]) {
      const conversations = await json(await t.api('GET', '/v1/auth/conversations', { token: who.token }));
      const id = conversations.data[0].id as number;
      for (const text of ['Hola', 'How are you?']) expect((await t.api('POST', `/v1/auth/conversations/${id}/messages`, { token: mentor.token, json: { body: text } })).status).toBe(201);
    }

    // A badge (achievements), as the rewards domain announces one.
    for (const who of [lucia, emma]) {
      await t.db.transaction((tx) => announceRewards(tx, who.id, { points: [], badges: [{ key: 'first_lesson', name: 'First Step', code: `code-${who.id}`, awardedAt: new Date().toISOString() }] }));
    }

    // A practice reminder (reminders), through its job.
    for (const who of [lucia, emma]) {
      const [p] = await t.db.insert(practices).values({ userId: who.id, name: 'Evening walk', targetDays: 3, reminderTime: '19:00' }).returning();
      await enqueue(t.db, PRACTICE_REMINDER_JOB, { practiceId: p!.id, day: '2026-11-29' }, { key: `practice-reminder:${p!.id}:2026-11-29` });
    }
    await work();

    expect(before.es.mentoring).toEqual({
      title: 'Un mentor te invitó a ser su mentorizado',
      body: 'Mentor Mo te invitó. Acepta para recibir recomendaciones de cursos y mensajes de tu mentor, o rechaza la invitación.',
      link: '/mentors/requested',
    });
    expect(before.en.mentoring).toEqual({
      title: 'A mentor invited you to be their mentee',
      body: 'Mentor Mo invited you. Accept to get course recommendations and messages from your mentor, or decline.',
      link: '/mentors/requested',
    });

    const es = await listOf(lucia);
    const en = await listOf(emma);
    expect(es.messages).toMatchObject({ title: '2 mensajes nuevos de Mentor Mo', body: 'Abre tus mensajes para leerlos y responder.' });
    expect(en.messages).toMatchObject({ title: '2 new messages from Mentor Mo', body: 'Open your messages to read and reply.' });
    // The badge's name and description are the catalogue's own, each in the member's language.
    expect(es.achievements).toEqual({ title: 'Conseguiste la insignia «Primer paso»', body: 'Terminó una primera lección.', link: '/badges' });
    expect(en.achievements).toEqual({ title: 'You earned the badge “First Step”', body: 'Finished a first lesson.', link: '/badges' });
    expect(es.reminders).toEqual({
      title: 'Es hora de «Evening walk»',
      body: 'Unos minutos tranquilos para tu práctica. Regístrala desde tu panel cuando termines.',
      link: '/dashboard',
    });
    expect(en.reminders).toEqual({
      title: 'Time for “Evening walk”',
      body: 'A few quiet minutes for your practice. Check in from your dashboard when you are done.',
      link: '/dashboard',
    });

    // The e-mail copy carries the same words (its subject is the title).
    const copies = await t.db.select().from(notificationEmails).where(and(eq(notificationEmails.userId, lucia.id), eq(notificationEmails.type, 'achievements')));
    expect(copies.map((c) => [c.title, c.body])).toEqual([['Conseguiste la insignia «Primer paso»', 'Terminó una primera lección.']]);

    // The push messages each device received: Spanish words and a Spanish page for Lucía, English for Emma.
    const pushed = (who: { device: { id: string } }) => push.received.filter((r) => r.device === who.device.id).map((r) => JSON.parse(r.text) as { title: string; body: string; link: string; tag: string });
    const esPushes = pushed(lucia);
    const enPushes = pushed(emma);
    expect(esPushes.find((p) => p.tag.includes('practice-reminder'))).toMatchObject({
      title: 'Es hora de «Evening walk»',
      body: 'Unos minutos tranquilos para tu práctica. Regístrala desde tu panel cuando termines.',
      link: '/es/dashboard',
    });
    expect(enPushes.find((p) => p.tag.includes('practice-reminder'))).toMatchObject({
      title: 'Time for “Evening walk”',
      body: 'A few quiet minutes for your practice. Check in from your dashboard when you are done.',
      link: '/dashboard',
    });
    expect(esPushes.find((p) => p.tag.includes('messages'))).toMatchObject({ title: '2 mensajes nuevos de Mentor Mo', link: expect.stringMatching(/^\/es\/messages\?conversation=\d+$/) });
    expect(enPushes.find((p) => p.tag.includes('messages'))).toMatchObject({ title: '2 new messages from Mentor Mo', link: expect.stringMatching(/^\/messages\?conversation=\d+$/) });
    expect(esPushes.find((p) => p.title.startsWith('Un mentor'))).toMatchObject({ link: '/es/mentors/requested' });
  });

  it('writes numbers inside a text the member’s way: a level reached, with the points so far', async () => {
    const reached = async (language: 'en' | 'es') => {
      const m = await memberIn(language, `Level ${language}`);
      // The total after the gain, as the ledger keeps it; 600 points lift it past Still Lake (12,000).
      await t.db.insert(pointsTotals).values({ period: 'all', periodStart: '1970-01-01', userId: m.id, points: 12_500 });
      await t.db.transaction((tx) => announceRewards(tx, m.id, { badges: [], points: [{ id: 1, reason: 'lesson_finished', points: 600, sourceKey: 'x', earnedAt: new Date().toISOString() }] }));
      return (await listOf(m)).achievements;
    };
    expect(await reached('es')).toEqual({ title: 'Alcanzaste el nivel Lago en calma', body: '12.500 puntos hasta ahora. Sigue a tu ritmo.', link: '/points' });
    expect(await reached('en')).toEqual({ title: 'You reached the level Still Lake', body: '12,500 points so far. Keep going at your own pace.', link: '/points' });
  });

  it('keeps what was written: a member who changes language later reads old notifications as they were made', async () => {
    const m = await memberIn('en', 'Sam Green');
    await t.db.transaction((tx) => announceRewards(tx, m.id, { points: [], badges: [{ key: 'quiz_ace', name: 'Quiz Ace', code: `code-${m.id}`, awardedAt: new Date().toISOString() }] }));
    expect((await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: 'Sam Green', gender: null, language: 'es' } })).status).toBe(200);
    await t.db.transaction((tx) => announceRewards(tx, m.id, { points: [], badges: [{ key: 'first_lesson', name: 'First Step', code: `code2-${m.id}`, awardedAt: new Date().toISOString() }] }));
    const rows = (await json(await t.api('GET', '/v1/auth/notifications', { token: m.token }))).data as Array<{ title: string }>;
    expect(rows.map((r) => r.title)).toEqual(['Conseguiste la insignia «Primer paso»', 'You earned the badge “Quiz Ace”']);
  });
});
