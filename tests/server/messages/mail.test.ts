// Message e-mail (docs/rules/messages.md, "E-mail"): a burst of messages gives one job per recipient
// and one mail; the mail follows the member's settings (immediately, daily digest, off); messages
// already read by the time the job runs are not mailed.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { jobs, notificationEmails, users } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { MESSAGE_JOBS, MESSAGE_MAIL_WINDOW_MS } from '../../../src/server/messages/service/index.ts';
import { NOTIFICATION_JOBS } from '../../../src/server/notifications/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { pair, send } from './support.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

const later = () => new Date(Date.now() + MESSAGE_MAIL_WINDOW_MS + 1000);
const worker = () => createWorker({ deps: t.deps, definitions: [...MESSAGE_JOBS, ...NOTIFICATION_JOBS], now: later });
const mailsTo = (email: string) => t.outbox().filter((m) => m.includes(`To: ${email}`));

describe('message e-mail', () => {
  it('coalesces a burst into one job and one mail for the recipient, not for the sender', async () => {
    const { mentor, mentee, conversationId } = await pair(t);
    for (let i = 0; i < 6; i += 1) expect((await send(t, mentor.token, conversationId, `Burst ${i}`)).status).toBe(201);
    const queued = (await t.db.select().from(jobs)).filter((j) => j.name === 'messages.mail' && (j.payload as { userId: number }).userId === mentee.id);
    expect(queued.length).toBeLessThanOrEqual(2); // one per two-minute window; a burst may straddle one boundary
    expect(queued.every((j) => j.runAt.getTime() > Date.now())).toBe(true);
    await worker().drain();
    const mails = mailsTo(mentee.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatch(/6 new messages from Mentor Mo/);
    expect(mailsTo(mentor.email)).toHaveLength(0);
    // Running again sends nothing more.
    await worker().drain();
    expect(mailsTo(mentee.email)).toHaveLength(1);
  });

  it('sends nothing for messages already read, and follows the daily digest and off settings', async () => {
    const read = await pair(t);
    const id = (await (await send(t, read.mentor.token, read.conversationId, 'Read at once')).json()).data.id;
    await t.api('POST', `/v1/auth/conversations/${read.conversationId}/read`, { token: read.mentee.token, json: { message_id: id } });
    await worker().drain();
    expect(mailsTo(read.mentee.email)).toHaveLength(0);

    const daily = await pair(t);
    await t.db.update(users).set({ notificationSettings: { messages: { email: 'daily', inApp: true } } }).where(eq(users.id, daily.mentee.id));
    await send(t, daily.mentor.token, daily.conversationId, 'For the digest');
    await worker().drain();
    expect(mailsTo(daily.mentee.email)).toHaveLength(0);
    const waiting = await t.db.select().from(notificationEmails).where(eq(notificationEmails.userId, daily.mentee.id));
    expect(waiting.map((w) => [w.mode, w.title])).toEqual([['digest', 'A new message from Mentor Mo']]);

    const off = await pair(t);
    await t.db.update(users).set({ notificationSettings: { messages: { email: 'off', inApp: false } } }).where(eq(users.id, off.mentee.id));
    await send(t, off.mentor.token, off.conversationId, 'Nobody is told');
    await worker().drain();
    expect(mailsTo(off.mentee.email)).toHaveLength(0);
    expect(await t.db.select().from(notificationEmails).where(eq(notificationEmails.userId, off.mentee.id))).toEqual([]);
  });
});
