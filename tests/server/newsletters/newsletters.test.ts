// Newsletters end to end (docs/rules/integrations.md, "Newsletters"; issue 36 part 3): agreement to
// news at registration (unticked) and in the settings; a newsletter to a course's members reaches
// exactly the members of that course who agreed, with RFC 8058 headers; the one-click unsubscribe,
// without signing in, stops the next one, and a changed link changes nothing; batches keep to the
// rate a minute (test clock); a time in the future waits and can go back to a draft; an empty segment
// is refused; transactional e-mail still reaches an unsubscribed member. The routes' 401, 403, 404,
// 409 and 422.
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { enrolments, memberActivity, newsletterRecipients, newsletters, plans, subscriptions, users } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { NEWSLETTER_JOBS } from '../../../src/server/newsletters/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { readMail, type Mail } from '../../helpers/mail.ts';
import { makeCategory, makeCourse } from '../catalogue/factories.ts';
import { json } from '../commerce/helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { NEWSLETTER_RATE_PER_MINUTE: '2' } });
  admin = await t.member({ name: 'News Admin', role: 'admin' });
});
afterAll(() => t.close());
beforeEach(async () => {
  // Everyone from earlier tests stops agreeing, so each test's segment is its own.
  await t.db.update(users).set({ newsConsentAt: null });
});

const MINUTE = 60_000;
const BODY = '<h2>New this month</h2><p>A course on <strong>sleep</strong>, and <a href="/courses">more</a>.</p><img src="/v1/media/library/0123456789abcdef01234567.png" alt="The moon">';

async function agreeing(name: string) {
  const m = await t.member({ name });
  await t.db.update(users).set({ newsConsentAt: new Date() }).where(eq(users.id, m.id));
  return m;
}

async function course() {
  const category = await makeCategory(t.db);
  return makeCourse(t.db, { categoryId: category.id, isFree: true, priceCents: 0 });
}

const write = (segment: Record<string, unknown>, subject = 'New this month') => t.api('POST', '/v1/admin/newsletters', { token: admin.token, json: { subject, body_html: BODY, segment } });
const send = (id: number, body: Record<string, unknown> = {}) => t.api('POST', `/v1/admin/newsletters/${id}/send`, { token: admin.token, json: body });
const worker = (now: Date) => createWorker({ deps: t.deps, definitions: NEWSLETTER_JOBS, now: () => now });

async function mailsTo(subject: string): Promise<Mail[]> {
  return (await Promise.all(t.outbox().map(readMail))).filter((m) => m.subject === subject);
}

describe('agreeing to news', () => {
  it('is asked at registration, unticked unless ticked, and changed in the settings', async () => {
    const password = 'correct horse battery';
    const reg = (email: string, extra: Record<string, unknown>) => t.api('POST', '/v1/auth/register', { json: { name: 'Reader', email, password, password_confirmation: password, terms: true, ...extra } });
    expect((await reg('ticked@example.test', { news_emails: true })).status).toBe(201);
    expect((await reg('unticked@example.test', {})).status).toBe(201);
    const [ticked] = await t.db.select().from(users).where(eq(users.email, 'ticked@example.test'));
    const [unticked] = await t.db.select().from(users).where(eq(users.email, 'unticked@example.test'));
    expect(ticked!.newsConsentAt).not.toBeNull();
    expect(unticked!.newsConsentAt).toBeNull();

    const m = await t.member();
    expect((await json(await t.api('GET', '/v1/auth/news-emails', { token: m.token }))).data).toEqual({ subscribed: false, since: null });
    const on = await json(await t.api('PUT', '/v1/auth/news-emails', { token: m.token, json: { subscribed: true } }));
    expect(on.data).toMatchObject({ subscribed: true, since: expect.any(String) });
    expect((await json(await t.api('PUT', '/v1/auth/news-emails', { token: m.token, json: { subscribed: 'maybe' } }))).errors.subscribed).toEqual(['Must be true or false.']);
    expect((await t.api('GET', '/v1/auth/news-emails')).status).toBe(401);
    // The notification settings are untouched by it.
    expect((await json(await t.api('GET', '/v1/auth/notification-settings', { token: m.token }))).data.news).toEqual({ email: 'off', in_app: false, push: false });
  });
});

describe('a newsletter to a segment', () => {
  it('reaches exactly the course members who agreed; one click unsubscribes without signing in and the next one skips them', async () => {
    const c = await course();
    const inCourse = await agreeing('In Course');
    const elsewhere = await agreeing('Elsewhere');
    const noConsent = await t.member({ name: 'No Consent' });
    const suspended = await agreeing('Suspended');
    await t.db.update(users).set({ suspendedAt: new Date() }).where(eq(users.id, suspended.id));
    await t.db.insert(enrolments).values([inCourse, noConsent, suspended].map((m) => ({ userId: m.id, courseId: c.id })));

    const draft = (await json(await write({ kind: 'course', course_id: c.id }, 'For the course'))).data;
    expect(draft).toMatchObject({ status: 'draft', audience: 1, segment_label: `Members of ${c.title}`, report: { recipients: 0 } });
    expect(draft.body_html).toContain('<strong>sleep</strong>');
    // A test copy goes to the admin only, marked as such.
    expect((await json(await t.api('POST', `/v1/admin/newsletters/${draft.id}/test`, { token: admin.token }))).data.message).toBe(`A test copy is on its way to ${admin.email}.`);
    expect((await mailsTo('[Test] For the course')).map((m) => m.to)).toEqual([admin.email]);

    expect((await json(await send(draft.id))).data).toMatchObject({ status: 'scheduled' });
    await worker(new Date()).drain();
    const mails = await mailsTo('For the course');
    expect(mails.map((m) => m.to)).toEqual([inCourse.email]);
    const mail = mails[0]!;
    const oneClick = mail.raw.match(/^List-Unsubscribe:\s+<([^>]+)>/m)?.[1];
    expect(oneClick).toMatch(/\/v1\/newsletters\/unsubscribe\?u=\d+&n=\d+&t=[\w-]+$/);
    expect(mail.raw).toMatch(/^List-Unsubscribe-Post: List-Unsubscribe=One-Click/m);
    expect(mail.html).toContain(`src="${t.config.appUrl}/v1/media/library/0123456789abcdef01234567.png"`);
    expect(mail.html).toContain(`href="${t.config.appUrl}/courses"`);
    expect(mail.text).toContain(`Unsubscribe: ${t.config.appUrl}/unsubscribe?u=${inCourse.id}&n=${draft.id}&t=`);
    const sent = (await json(await t.api('GET', `/v1/admin/newsletters/${draft.id}`, { token: admin.token }))).data;
    expect(sent).toMatchObject({ status: 'sent', audience: null, report: { recipients: 1, sent: 1, failed: 0, skipped: 0, unsubscribed: 0 } });

    // A changed link changes nothing.
    const changed = oneClick!.replace(`u=${inCourse.id}`, `u=${elsewhere.id}`);
    const refused = await fetchPath(changed);
    expect(refused.status).toBe(404);
    expect((await refused.json()).message).toMatch(/^This unsubscribe link is not valid/);
    expect((await t.db.select().from(users).where(eq(users.id, elsewhere.id)))[0]!.newsConsentAt).not.toBeNull();

    // The one click of RFC 8058, as a mail client sends it: no token, a form body.
    const res = await fetchPath(oneClick!);
    expect(res.status).toBe(200);
    expect((await fetchPath(oneClick!)).status).toBe(200);
    expect((await t.db.select().from(users).where(eq(users.id, inCourse.id)))[0]!.newsConsentAt).toBeNull();
    expect((await json(await t.api('GET', `/v1/admin/newsletters/${draft.id}`, { token: admin.token }))).data.report.unsubscribed).toBe(1);

    // The next newsletter to everyone who agreed reaches the one still agreeing, not them.
    const next = (await json(await write({ kind: 'news' }, 'The next one'))).data;
    await send(next.id);
    await worker(new Date()).drain();
    expect((await mailsTo('The next one')).map((m) => m.to)).toEqual([elsewhere.email]);

    // Transactional e-mail still reaches the unsubscribed member.
    expect((await t.api('POST', '/v1/auth/password/forgot', { json: { email: inCourse.email } })).status).toBe(200);
    await expect.poll(async () => (await Promise.all(t.outbox().map(readMail))).some((m) => m.to === inCourse.email && /password/i.test(m.subject))).toBe(true);
  });

  it('refuses an empty segment beside it, and schedules nothing', async () => {
    const c = await course();
    const draft = (await json(await write({ kind: 'course', course_id: c.id }, 'Nobody'))).data;
    expect(draft.audience).toBe(0);
    const res = await send(draft.id);
    expect(res.status).toBe(422);
    expect((await json(res)).errors.segment).toEqual(['No member in this segment has agreed to news by e-mail: nothing would be sent. Choose another segment.']);
    expect((await t.db.select().from(newsletters).where(eq(newsletters.id, draft.id)))[0]!.status).toBe('draft');
  });
});

describe('the other segments', () => {
  it('subscribers are members with a running subscription; inactive ones joined over 30 days ago and have no active day since', async () => {
    const subscriber = await agreeing('Subscriber');
    const lapsed = await agreeing('Lapsed');
    const [plan] = await t.db.insert(plans).values({ slug: `news-plan-${Date.now()}`, membership: 'all', name: 'Monthly', interval: 'month', amount: 1900 }).returning();
    const period = { currentPeriodStart: new Date(), currentPeriodEnd: new Date(Date.now() + 30 * 86_400_000), provider: 'sandbox' as const, planId: plan!.id };
    await t.db.insert(subscriptions).values([
      { ...period, userId: subscriber.id, status: 'active' },
      { ...period, userId: lapsed.id, status: 'expired' },
    ]);
    const subs = (await json(await write({ kind: 'subscribers' }, 'For subscribers'))).data;
    expect(subs).toMatchObject({ audience: 1, segment_label: 'Subscribers' });

    const longAgo = new Date(Date.now() - 60 * 86_400_000);
    const quiet = await agreeing('Quiet');
    const busy = await agreeing('Busy');
    await t.db.update(users).set({ createdAt: longAgo }).where(inArray(users.id, [quiet.id, busy.id]));
    const today = new Date().toISOString().slice(0, 10);
    await t.db.insert(memberActivity).values({ period: 'day', periodStart: today, userId: busy.id, joinedMonth: `${longAgo.toISOString().slice(0, 7)}-01` });
    const inactive = (await json(await write({ kind: 'inactive' }, 'We miss you'))).data;
    expect(inactive).toMatchObject({ audience: 1, segment_label: 'Members inactive for 30 days' });
    await send(inactive.id);
    await worker(new Date()).drain();
    expect((await mailsTo('We miss you')).map((m) => m.to)).toEqual([quiet.email]);
  });
});

describe('batches and times', () => {
  it('sends at most the rate a minute, the rest a minute later', async () => {
    for (const name of ['One', 'Two', 'Three']) await agreeing(name);
    const draft = (await json(await write({ kind: 'news' }, 'Batched'))).data;
    await send(draft.id);
    const start = new Date();
    await worker(start).drain();
    expect(await mailsTo('Batched')).toHaveLength(2);
    expect(await worker(new Date(start.getTime() + MINUTE - 1000)).drain()).toBe(0);
    await worker(new Date(start.getTime() + MINUTE)).drain();
    expect(await mailsTo('Batched')).toHaveLength(3);
    const rows = await t.db.select().from(newsletterRecipients).where(eq(newsletterRecipients.newsletterId, draft.id));
    expect(rows.map((r) => r.status)).toEqual(['sent', 'sent', 'sent']);
    expect((await json(await t.api('GET', `/v1/admin/newsletters/${draft.id}`, { token: admin.token }))).data.status).toBe('sent');
  });

  it('waits for its time, and goes back to a draft until then; a sent one cannot change', async () => {
    await agreeing('Later Reader');
    const draft = (await json(await write({ kind: 'news' }, 'Later'))).data;
    const at = new Date(Date.now() + 3 * 3_600_000);
    expect((await json(await send(draft.id, { send_at: at.toISOString() }))).data).toMatchObject({ status: 'scheduled', scheduled_at: at.toISOString() });
    expect((await t.api('PUT', `/v1/admin/newsletters/${draft.id}`, { token: admin.token, json: { subject: 'x', body_html: BODY, segment: { kind: 'news' } } })).status).toBe(409);
    await worker(new Date()).drain();
    expect(await mailsTo('Later')).toHaveLength(0);
    expect((await json(await t.api('POST', `/v1/admin/newsletters/${draft.id}/cancel`, { token: admin.token }))).data).toMatchObject({ status: 'draft', scheduled_at: null });
    await worker(new Date(at.getTime() + MINUTE)).drain();
    expect(await mailsTo('Later')).toHaveLength(0);
    await send(draft.id);
    await worker(new Date()).drain();
    expect(await mailsTo('Later')).toHaveLength(1);
    expect((await t.api('DELETE', `/v1/admin/newsletters/${draft.id}`, { token: admin.token })).status).toBe(409);
    expect((await send(draft.id)).status).toBe(409);
    expect((await send(draft.id + 1000)).status).toBe(404);
  });
});

describe('the routes', () => {
  it('401 without a token, 403 for a member, 422 beside the fields, 404 for what is not there', async () => {
    expect((await t.api('GET', '/v1/admin/newsletters')).status).toBe(401);
    const member = await t.member();
    expect((await t.api('GET', '/v1/admin/newsletters', { token: member.token })).status).toBe(403);
    const bad = await json(await t.api('POST', '/v1/admin/newsletters', { token: admin.token, json: { subject: ' ', body_html: '', segment: { kind: 'course' } } }));
    expect(bad.errors).toMatchObject({ subject: ['Write a subject.'], body_html: ['Write the newsletter.'], 'segment.course_id': ['Choose the course.'] });
    const noCourse = await json(await write({ kind: 'course', course_id: 999999 }));
    expect(noCourse.errors['segment.course_id']).toEqual(['Choose a course that exists.']);
    const empty = await json(await t.api('POST', '/v1/admin/newsletters', { token: admin.token, json: { subject: 'Only a script', body_html: '<script>alert(1)</script>', segment: { kind: 'news' } } }));
    expect(empty.errors.body_html).toEqual(['Write the newsletter.']);
    expect((await t.api('GET', '/v1/admin/newsletters/999999', { token: admin.token })).status).toBe(404);
    const draft = (await json(await write({ kind: 'news' }, 'Draft to delete'))).data;
    expect((await send(draft.id, { send_at: 'tomorrow' })).status).toBe(422);
    expect((await t.api('DELETE', `/v1/admin/newsletters/${draft.id}`, { token: admin.token })).status).toBe(200);
  });
});

/** POSTs to an absolute address of the app as a mail client does for one-click unsubscribe. */
async function fetchPath(url: string): Promise<Response> {
  const { pathname, search } = new URL(url);
  return t.app.request(`${pathname}${search}`, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click' });
}
