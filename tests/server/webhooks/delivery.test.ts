// Outgoing webhooks end to end (docs/rules/integrations.md, "Webhooks"; issue 36 part 1): a receiver
// on this machine verifies every event's signature with the Standard Webhooks library and gets each of
// the thirteen events once, driven through the real flows; a worker that dies mid-delivery leaves the
// message to the next, sent with the same webhook-id; a failing receiver gets the ten attempts on the
// schedule (test clock), and three days of failures turn the endpoint off and tell the admins; a
// rotated secret signs beside the old one for a day; resend sends the same message again.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WEBHOOK_EVENT_TYPES, webhookPayloadSchema, type WebhookEventType } from '../../../src/lib/schemas/webhooks.ts';
import { COMMERCE_JOBS, scanRenewals } from '../../../src/server/commerce/service/index.ts';
import { payments, quizQuestions, subscriptions, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { recordWebhookEvent, WEBHOOK_JOBS, WEBHOOK_RETRY_DELAYS_MS, WEBHOOK_SCHEDULES } from '../../../src/server/webhooks/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { readMail } from '../../helpers/mail.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver.ts';
import { makeCategory, makeCourse, makeLesson } from '../catalogue/factories.ts';
import { json, paidCourse, pay, planBySlug, subscribe } from '../commerce/helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let receiver: WebhookReceiver;
beforeAll(async () => {
  t = await createTestContext({ seeded: true, env: { WEBHOOKS_ALLOW_PRIVATE_ADDRESSES: 'true' } });
  admin = await t.member({ name: 'Hook Admin', role: 'admin' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});
beforeEach(async () => {
  // Each test has its own endpoint; earlier ones are removed so their deliveries do not mix in.
  await t.db.delete(webhookEndpoints);
  await t.db.delete(webhookMessages);
  receiver.received.length = 0;
  receiver.answer = () => ({ status: 200 });
});

const HOUR = 3_600_000;

async function endpoint(events: readonly string[] = WEBHOOK_EVENT_TYPES) {
  const res = await t.api('POST', '/v1/admin/webhooks', { token: admin.token, json: { url: receiver.url, description: 'Test receiver', events } });
  expect(res.status, await res.clone().text()).toBe(201);
  const { data } = await json(res);
  receiver.secrets = [data.secret];
  return data as { id: number; secret: string };
}

const worker = (now?: () => Date) => createWorker({ deps: t.deps, definitions: [...WEBHOOK_JOBS, ...COMMERCE_JOBS], schedules: WEBHOOK_SCHEDULES, ...(now ? { now } : {}) });

/** A free course of one quiz lesson: passing it completes the course. */
async function quizCourse() {
  const category = await makeCategory(t.db);
  const course = await makeCourse(t.db, { categoryId: category.id, isFree: true, priceCents: 0 });
  const quiz = await makeLesson(t.db, { courseId: course.id, position: 1, kind: 'quiz', title: 'Check in', passMark: 50 });
  const [q] = await t.db
    .insert(quizQuestions)
    .values({ lessonId: quiz.id, position: 1, prompt: 'Breathe out longer?', kind: 'true_false', options: [{ id: 'true', label: 'True' }, { id: 'false', label: 'False' }], correctOptionIds: ['true'], explanation: 'It calms.' })
    .returning();
  return { course, quiz, answers: { [q!.id]: ['true'] } };
}

describe('every event, signed and delivered once', () => {
  it('the thirteen events reach the receiver through the real flows, each verified, each with its documented body', async () => {
    await endpoint();
    // member.created, by registration.
    const email = `hook-${Date.now()}@example.test`;
    const reg = await t.api('POST', '/v1/auth/register', { json: { name: 'Hook Member', email, password: 'correct horse battery', password_confirmation: 'correct horse battery', terms: true } });
    expect(reg.status).toBe(201);
    // enrolment.created, quiz.passed, course.completed, certificate.issued.
    const m = await t.member({ password: 'correct horse battery' });
    const { course, quiz, answers } = await quizCourse();
    expect((await t.api('POST', `/v1/courses/${course.id}/enrolment`, { token: m.token })).status).toBe(201);
    const passed = await t.api('POST', `/v1/courses/${course.id}/${quiz.id}/quiz`, { token: m.token, json: { answers } });
    expect((await json(passed)).data).toMatchObject({ course_completed: true });
    // payment.succeeded, invoice.issued (and enrolment.created from the purchase).
    const paid = await paidCourse(t, 2900);
    const buy = (await json(await t.api('POST', `/v1/courses/${paid.id}/buy`, { token: m.token, json: {} }))).data;
    await pay(t, buy.url);
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, buy.reference));
    // payment.refunded, credit_note.issued.
    expect((await t.api('POST', `/v1/admin/payments/${payment!.id}/refund`, { token: admin.token, json: { amount: 900, reason: 'Goodwill' } })).status).toBe(200);
    // subscription.created, .renewed, .cancelled.
    await subscribe(t, m.token, (await planBySlug(t, 'membership-monthly')).id);
    const [sub] = await t.db.select().from(subscriptions).where(eq(subscriptions.userId, m.id));
    const renewalAt = new Date(sub!.currentPeriodEnd.getTime() + HOUR);
    await scanRenewals(t.db, renewalAt);
    await worker(() => renewalAt).drain();
    expect((await t.api('POST', '/v1/auth/subscription/cancel', { token: m.token })).status).toBe(200);
    // member.deleted.
    expect((await t.api('POST', '/v1/auth/account/cancel', { token: m.token, json: { password: 'correct horse battery' } })).status).toBe(200);

    await worker().drain();
    const types = receiver.received.map((r) => r.payload.type as WebhookEventType);
    expect(new Set(types)).toEqual(new Set(WEBHOOK_EVENT_TYPES));
    for (const r of receiver.received) {
      expect(r.verifiedWith, `${r.payload.type} is signed with the endpoint's secret`).toEqual([0]);
      expect(r.id).toMatch(/^msg_[\w-]{24}$/);
      const parsed = webhookPayloadSchema(r.payload.type as WebhookEventType).safeParse(r.payload);
      expect(parsed.success, `${r.payload.type}: ${JSON.stringify(parsed.error?.issues)}`).toBe(true);
    }
    // Once each: no message id twice.
    expect(receiver.handled()).toHaveLength(receiver.received.length);
    const byType = (type: WebhookEventType) => receiver.received.filter((r) => r.payload.type === type).map((r) => r.payload.data);
    expect(byType('member.created')).toEqual([{ member: expect.objectContaining({ name: 'Hook Member', email, source: 'registration' }) }]);
    expect(byType('enrolment.created').map((d) => d.enrolment.source).sort()).toEqual(['member', 'purchase']);
    expect(byType('quiz.passed')).toEqual([expect.objectContaining({ member_id: m.id, score_percent: 100, attempt: 1, lesson: { id: quiz.id, title: 'Check in' } })]);
    expect(byType('certificate.issued')[0].certificate).toMatchObject({ member_id: m.id, course: { id: course.id }, verify_path: expect.stringMatching(/^\/certificate\//) });
    expect(byType('payment.refunded')).toEqual([expect.objectContaining({ refund: expect.objectContaining({ amount: 900, whole: false }), payment: expect.objectContaining({ id: payment!.id, refunded_amount: 900 }) })]);
    expect(byType('subscription.cancelled')[0].subscription).toMatchObject({ status: 'cancelled_at_period_end' });
    expect(byType('member.deleted')).toEqual([{ member: { id: m.id }, deleted_at: expect.any(String) }]);
    // Each delivery is logged as succeeded with the receiver's answer.
    const logged = await t.db.select().from(webhookDeliveries);
    expect(logged.every((d) => d.status === 'succeeded' && d.attempts === 1 && d.lastStatusCode === 200)).toBe(true);
  });

  it('records nothing for an endpoint that did not choose the event, or that is turned off', async () => {
    const { id } = await endpoint(['payment.succeeded']);
    const m = await t.member();
    const { course } = await quizCourse();
    await t.api('POST', `/v1/courses/${course.id}/enrolment`, { token: m.token });
    expect(await t.db.select().from(webhookDeliveries)).toHaveLength(0);
    expect((await t.api('PATCH', `/v1/admin/webhooks/${id}`, { token: admin.token, json: { enabled: false } })).status).toBe(200);
    const paid = await paidCourse(t, 1500);
    const buy = (await json(await t.api('POST', `/v1/courses/${paid.id}/buy`, { token: m.token, json: {} }))).data;
    await pay(t, buy.url);
    expect(await t.db.select().from(webhookDeliveries)).toHaveLength(0);
  });
});

describe('in the transaction of the change', () => {
  it('a change that rolls back records nothing', async () => {
    await endpoint(['member.created']);
    await expect(
      t.db.transaction(async (tx) => {
        await recordWebhookEvent(tx as never, 'member.created', { member: { id: 1, name: 'Nobody', email: 'nobody@example.test', created_at: new Date().toISOString(), source: 'registration' } });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await t.db.select().from(webhookMessages)).toHaveLength(0);
    expect(await t.db.select().from(webhookDeliveries)).toHaveLength(0);
  });

  it('an erased member leaves no name or address in the log, and member.deleted follows', async () => {
    await endpoint(['member.created', 'member.deleted']);
    const email = `erased-${Date.now()}@example.test`;
    const password = 'correct horse battery';
    await t.api('POST', '/v1/auth/register', { json: { name: 'Erased Person', email, password, password_confirmation: password, terms: true } });
    const login = await json(await t.api('POST', '/v1/auth/login', { json: { email, password } }));
    expect((await t.api('POST', '/v1/auth/account/cancel', { token: login.data.token, json: { password } })).status).toBe(200);
    const messages = await t.db.select().from(webhookMessages);
    expect(messages.map((m) => m.type).sort()).toEqual(['member.created', 'member.deleted']);
    expect(JSON.stringify(messages)).not.toContain(email);
    expect(JSON.stringify(messages)).not.toContain('Erased Person');
    await worker().drain();
    expect(receiver.received.map((r) => r.payload.type).sort()).toEqual(['member.created', 'member.deleted']);
  });
});

describe('a restart mid-delivery', () => {
  it('the next worker sends the message again with the same webhook-id; the receiver handles it once', async () => {
    await endpoint(['enrolment.created']);
    const m = await t.member();
    const { course } = await quizCourse();
    await t.api('POST', `/v1/courses/${course.id}/enrolment`, { token: m.token });
    // The first request is never answered: the worker sending it "dies" (stops without finishing).
    receiver.answer = (_r, i) => (i === 0 ? { hang: true } : { status: 200 });
    const first = worker();
    const running = first.runOnce();
    await expect.poll(() => receiver.received.length).toBe(1);
    await first.stop({ wait: false });
    // Another instance, once the dead worker's lease has run out, takes the job over.
    const later = new Date(Date.now() + 60_000);
    await worker(() => later).drain();
    expect(receiver.received).toHaveLength(2);
    expect(receiver.received[1]!.id).toBe(receiver.received[0]!.id);
    expect(receiver.received[1]!.body).toBe(receiver.received[0]!.body);
    expect(receiver.handled()).toEqual([receiver.received[0]!.id]);
    // The dead worker's request ends at last; its failure does not undo the delivery.
    receiver.dropHanging();
    await running;
    const [d] = await t.db.select().from(webhookDeliveries);
    expect(d).toMatchObject({ status: 'succeeded', lastStatusCode: 200 });
    expect(await t.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, d!.id))).toHaveLength(2);
  });
});

describe('retries on schedule, then off', () => {
  it('a receiver that keeps failing gets ten attempts over about three days; then the endpoint is off and the admins are told', async () => {
    const { id } = await endpoint(['enrolment.created']);
    receiver.answer = () => ({ status: 503, body: 'down for maintenance' });
    const m = await t.member();
    const { course } = await quizCourse();
    await t.api('POST', `/v1/courses/${course.id}/enrolment`, { token: m.token });
    const [d] = await t.db.select().from(webhookDeliveries);
    let now = new Date(d!.createdAt.getTime() + 1000);
    const at = () => now;
    const times: number[] = [];
    const start = now.getTime();
    await worker(at).drain();
    times.push(now.getTime() - start);
    for (const wait of WEBHOOK_RETRY_DELAYS_MS) {
      // Not due a second early.
      now = new Date(now.getTime() + wait - 1000);
      expect(await worker(at).drain()).toBe(0);
      now = new Date(now.getTime() + 1000);
      expect(await worker(at).drain()).toBeGreaterThanOrEqual(1);
      times.push(now.getTime() - start);
    }
    expect(receiver.received).toHaveLength(10);
    expect(new Set(receiver.received.map((r) => r.id)).size).toBe(1);
    expect(times.at(-1)! / HOUR).toBeCloseTo(75.6, 0);
    const [after] = await t.db.select().from(webhookDeliveries).where(eq(webhookDeliveries.id, d!.id));
    expect(after).toMatchObject({ status: 'failed', attempts: 10, lastStatusCode: 503, nextAttemptAt: null });
    const log = await t.db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, d!.id));
    expect(log[0]).toMatchObject({ statusCode: 503, responseBody: 'down for maintenance', error: 'The receiver answered 503.' });
    // Failing for more than three days: off, and every admin has an e-mail.
    const [ep] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(ep).toMatchObject({ disabledReason: 'failing' });
    await worker(at).drain();
    const mail = (await Promise.all(t.outbox().map(readMail))).filter((x) => x.subject === 'A webhook endpoint was turned off');
    expect(mail.map((x) => x.to)).toContain(admin.email);
    expect(mail[0]!.text).toContain(receiver.url);
    // The studio shows it off for failing; nothing more is recorded for it.
    const list = (await json(await t.api('GET', '/v1/admin/webhooks', { token: admin.token }))).data;
    expect(list[0]).toMatchObject({ id, status: 'disabled', disabled_reason: 'failing', deliveries: { failed: 1, pending: 0, succeeded: 0 } });
    // Resend is refused while off; turned on again, it is sent and succeeds.
    const resend = () => t.api('POST', `/v1/admin/webhooks/${id}/deliveries/${d!.id}/resend`, { token: admin.token });
    expect((await resend()).status).toBe(409);
    expect((await json(await t.api('PATCH', `/v1/admin/webhooks/${id}`, { token: admin.token, json: { enabled: true } }))).data).toMatchObject({ status: 'enabled', failing_since: null });
    receiver.answer = () => ({ status: 204 });
    const res = await resend();
    expect(res.status).toBe(202);
    await worker().drain();
    const detail = (await json(await t.api('GET', `/v1/admin/webhooks/${id}/deliveries/${d!.id}`, { token: admin.token }))).data;
    expect(detail).toMatchObject({ status: 'succeeded', attempts: 11, last_status_code: 204 });
    expect(detail.attempts_log[0]).toMatchObject({ status_code: 204, manual: true });
    expect(detail.attempts_log).toHaveLength(11);
    expect(JSON.parse(detail.payload)).toMatchObject({ type: 'enrolment.created', version: 1 });
  });
});

describe('the delivery log', () => {
  it('keeps 30 days: the daily clean-up deletes older messages with their deliveries and attempts', async () => {
    await endpoint(['enrolment.created']);
    const m = await t.member();
    const { course } = await quizCourse();
    await t.api('POST', `/v1/courses/${course.id}/enrolment`, { token: m.token });
    await worker().drain();
    expect(await t.db.select().from(webhookAttempts)).toHaveLength(1);
    const [message] = await t.db.select().from(webhookMessages);
    const day = 86_400_000;
    const clean = async (at: Date) => {
      const w = worker(() => at);
      await w.schedule();
      await w.drain();
    };
    await clean(new Date(message!.createdAt.getTime() + 29 * day));
    expect(await t.db.select().from(webhookMessages)).toHaveLength(1);
    await clean(new Date(message!.createdAt.getTime() + 31 * day));
    expect(await t.db.select().from(webhookMessages)).toHaveLength(0);
    expect(await t.db.select().from(webhookDeliveries)).toHaveLength(0);
    expect(await t.db.select().from(webhookAttempts)).toHaveLength(0);
  });
});

describe('secrets', () => {
  it('a rotated secret signs beside the old one for a day, so a receiver can switch; the secret is never in a list', async () => {
    const { id, secret: old } = await endpoint(['enrolment.created']);
    const rotated = await t.api('POST', `/v1/admin/webhooks/${id}/rotate-secret`, { token: admin.token });
    expect(rotated.status).toBe(200);
    const { data } = await json(rotated);
    expect(data.secret).toMatch(/^whsec_/);
    expect(data.secret).not.toBe(old);
    expect(Date.parse(data.previous_secret_until) - Date.now()).toBeGreaterThan(23 * HOUR);
    receiver.secrets = [old, data.secret];
    const m = await t.member();
    const { course } = await quizCourse();
    await t.api('POST', `/v1/courses/${course.id}/enrolment`, { token: m.token });
    await worker().drain();
    expect(receiver.received[0]!.verifiedWith).toEqual([0, 1]);
    expect(receiver.received[0]!.signature.split(' ')).toHaveLength(2);
    const list = await t.api('GET', '/v1/admin/webhooks', { token: admin.token });
    const text = await list.text();
    expect(text).not.toContain(old);
    expect(text).not.toContain(data.secret);
    const [row] = await t.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id));
    expect(row!.secret).not.toContain(data.secret.slice(6));
  });

  it('an audit row for each change, with no secret in it', async () => {
    const { id, secret } = await endpoint(['invoice.issued']);
    await t.api('PATCH', `/v1/admin/webhooks/${id}`, { token: admin.token, json: { description: 'Accounting', events: ['invoice.issued', 'credit_note.issued'] } });
    await t.api('POST', `/v1/admin/webhooks/${id}/rotate-secret`, { token: admin.token });
    await t.api('DELETE', `/v1/admin/webhooks/${id}`, { token: admin.token });
    const audit = (await json(await t.api('GET', `/v1/admin/audit?record_type=webhook_endpoint&record_id=${id}&per_page=10`, { token: admin.token }))).data;
    expect(audit.map((a: { action: string }) => a.action).sort()).toEqual(['webhook.create', 'webhook.delete', 'webhook.rotate_secret', 'webhook.update']);
    expect(JSON.stringify(audit)).not.toContain(secret.slice(6));
    expect(await t.db.select().from(webhookEndpoints).where(and(eq(webhookEndpoints.id, id)))).toHaveLength(0);
  });
});
