// Moderating lesson discussions (docs/rules/discussions.md, "Moderation"; issue 33 part 2): a member
// reports a post once; the course's author and the administrators see the queue (another author sees
// nothing of it); hiding takes the post away from members, resolves its reports, tells its author and
// writes an audit row; restoring, dismissing, locking a thread and muting a member for some days do
// the same; a member gets 403 and bad input 422, changing nothing.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, discussionMutes, discussionReports, notifications } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';

type Member = Awaited<ReturnType<TestContext['member']>>;
let t: TestContext;
let author: Member;
let otherAuthor: Member;
let admin: Member;
let ana: Member;
let ben: Member;
let c: LearningCourse;
let lessonId: number;

beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { WELLSPRING_TEST_CLOCK: '1' } });
  author = await t.member({ name: 'Owning Author', role: 'author' });
  otherAuthor = await t.member({ name: 'Other Author', role: 'author' });
  admin = await t.member({ name: 'Site Admin', role: 'admin' });
  ana = await t.member({ name: 'Ana Lee' });
  ben = await t.member({ name: 'Ben Rude' });
  c = await makeLearningCourse(t.db, { title: 'Kind Words' });
  await t.db.execute(`update courses set owner_id = ${author.id} where id = ${c.course.id}`);
  lessonId = c.lessons.detail.id;
  await enrol(t, ana.token, c.course.id);
  await enrol(t, ben.token, c.course.id);
});
afterAll(() => t.close());

const post = async (token: string, text: string) => (await body(await t.api('POST', `/v1/auth/lessons/${lessonId}/threads`, { token, json: { body: text } }))).data;
const threadsFor = async (token: string) => (await body(await t.api('GET', `/v1/auth/lessons/${lessonId}/threads?per_page=50`, { token }))).data as Array<{ id: number; hidden: boolean; locked: boolean }>;
const report = (token: string, id: number, json: unknown = { reason: 'abuse', note: 'Unkind' }) => t.api('POST', `/v1/auth/posts/${id}/report`, { token, json });
const queue = async (token: string, status = 'open') => t.api('GET', `/v1/admin/discussions/reports?status=${status}`, { token });
const told = (userId: number, title: string) => t.db.select().from(notifications).where(and(eq(notifications.userId, userId), eq(notifications.title, title)));

describe('reporting and the queue', () => {
  it('takes one report per member per post, never your own, and only on posts you can see', async () => {
    const rude = await post(ben.token, 'You are all wrong');
    expect((await report(ana.token, rude.id)).status).toBe(201);
    const again = await report(ana.token, rude.id);
    expect(again.status).toBe(409);
    expect((await report(ben.token, rude.id)).status).toBe(409);
    const outsider = await t.member();
    expect((await report(outsider.token, rude.id)).status).toBe(404);
    const bad = await report(ana.token, rude.id, { reason: 'boring' });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.reason).toEqual(['Choose why you are reporting this post.']);
    expect(await t.db.select().from(discussionReports).where(eq(discussionReports.postId, rude.id))).toHaveLength(1);
  });

  it('shows the queue to the course’s author and the admins, not to another author or a member', async () => {
    const mine = await body(await queue(author.token));
    expect(mine.data).toHaveLength(1);
    expect(mine.data[0]).toMatchObject({ course: { id: c.course.id, title: 'Kind Words' }, lesson: { id: lessonId }, post: { body: 'You are all wrong', author: { name: 'Ben Rude' } }, reports: [{ reason: 'abuse', note: 'Unkind', reporter: { name: 'Ana Lee' }, decision: null }] });
    expect((await body(await queue(admin.token))).data).toHaveLength(1);
    expect((await body(await queue(otherAuthor.token))).data).toEqual([]);
    expect((await queue(ana.token)).status).toBe(403);
    expect((await queue(author.token, 'closed')).status).toBe(422);
    const passwordOnly = await t.member({ role: 'admin', secondFactor: null });
    expect((await queue(passwordOnly.token)).status).toBe(403);
  });
});

describe('decisions', () => {
  it('hides a post from members (not from moderators), resolves its reports, tells its author and audits it', async () => {
    const [item] = (await body(await queue(author.token))).data;
    const id = item.post.id;
    expect((await t.api('POST', `/v1/admin/discussions/posts/${id}/hide`, { token: otherAuthor.token, json: { reason: 'No' } })).status).toBe(404);
    const missing = await t.api('POST', `/v1/admin/discussions/posts/${id}/hide`, { token: author.token, json: { reason: ' ' } });
    expect(missing.status).toBe(422);
    expect((await body(missing)).errors.reason).toEqual(['Say why the post is hidden; the member is told.']);

    expect((await t.api('POST', `/v1/admin/discussions/posts/${id}/hide`, { token: author.token, json: { reason: 'Please be kind' } })).status).toBe(200);
    expect((await threadsFor(ana.token)).some((x) => x.id === id)).toBe(false);
    expect((await threadsFor(ben.token)).some((x) => x.id === id)).toBe(false);
    expect((await threadsFor(author.token)).find((x) => x.id === id)).toMatchObject({ hidden: true, hidden_reason: 'Please be kind' });
    expect((await t.api('PUT', `/v1/auth/posts/${id}/reactions/like`, { token: ana.token })).status).toBe(404);
    expect((await body(await queue(author.token))).data).toEqual([]);
    expect((await body(await queue(author.token, 'resolved'))).data[0].reports[0]).toMatchObject({ decision: 'hidden', resolved_at: expect.any(String) });
    expect(await told(ben.id, 'A moderator hid your post in Kind Words')).toHaveLength(1);
    const [audit] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'discussion.post.hide'), eq(auditLog.subjectId, id)));
    expect(audit).toMatchObject({ actorId: author.id, subjectType: 'discussion_post', before: { hidden: false }, after: { hidden: true, hidden_reason: 'Please be kind' } });
    expect((await t.api('POST', `/v1/admin/discussions/posts/${id}/hide`, { token: author.token, json: { reason: 'Again' } })).status).toBe(409);

    expect((await t.api('POST', `/v1/admin/discussions/posts/${id}/restore`, { token: admin.token })).status).toBe(200);
    expect((await threadsFor(ana.token)).some((x) => x.id === id)).toBe(true);
    expect(await told(ben.id, 'A moderator restored your post in Kind Words')).toHaveLength(1);
    expect((await t.api('POST', `/v1/admin/discussions/posts/${id}/restore`, { token: admin.token })).status).toBe(409);
  });

  it('dismisses reports and keeps the post', async () => {
    const p = await post(ana.token, 'Honest opinion');
    await report(ben.token, p.id, { reason: 'off_topic' });
    expect((await t.api('POST', `/v1/admin/discussions/posts/${p.id}/dismiss`, { token: author.token })).status).toBe(200);
    expect((await threadsFor(ben.token)).some((x) => x.id === p.id)).toBe(true);
    expect((await t.api('POST', `/v1/admin/discussions/posts/${p.id}/dismiss`, { token: author.token })).status).toBe(409);
  });

  it('locks a thread: replies are refused until it is unlocked', async () => {
    const p = await post(ana.token, 'Locked soon');
    const lock = (locked: unknown) => t.api('PUT', `/v1/admin/discussions/threads/${p.id}/lock`, { token: author.token, json: { locked } });
    expect((await lock('yes')).status).toBe(422);
    expect((await lock(true)).status).toBe(200);
    const refused = await t.api('POST', `/v1/auth/threads/${p.id}/replies`, { token: ben.token, json: { body: 'Late' } });
    expect(refused.status).toBe(409);
    expect((await body(refused)).message).toBe('This thread is locked: it takes no more replies.');
    expect((await threadsFor(ben.token)).find((x) => x.id === p.id)?.locked).toBe(true);
    expect((await lock(false)).status).toBe(200);
    expect((await t.api('POST', `/v1/auth/threads/${p.id}/replies`, { token: ben.token, json: { body: 'Now' } })).status).toBe(201);
  });

  it('mutes a member in the course for some days: they read but cannot post, are told, and it is audited', async () => {
    const mutes = `/v1/admin/courses/${c.course.id}/discussion-mutes`;
    const bad = await t.api('POST', mutes, { token: author.token, json: { user_id: ben.id, days: 0, reason: 'Rude' } });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.days).toEqual(['Days must be a whole number from 1 to 90.']);
    expect((await t.api('POST', mutes, { token: author.token, json: { user_id: admin.id, days: 3, reason: 'No' } })).status).toBe(422);
    expect((await t.api('POST', mutes, { token: otherAuthor.token, json: { user_id: ben.id, days: 3, reason: 'No' } })).status).toBe(404);
    expect((await t.api('POST', mutes, { token: ana.token, json: { user_id: ben.id, days: 3, reason: 'No' } })).status).toBe(403);
    expect(await t.db.select().from(discussionMutes)).toHaveLength(0);

    const muted = await t.api('POST', mutes, { token: author.token, json: { user_id: ben.id, days: 3, reason: 'Repeated rudeness' } });
    expect(muted.status).toBe(200);
    expect((await body(muted)).data).toMatchObject({ user: { id: ben.id, name: 'Ben Rude' }, reason: 'Repeated rudeness' });
    const refused = await t.api('POST', `/v1/auth/lessons/${lessonId}/threads`, { token: ben.token, json: { body: 'Still here' } });
    expect(refused.status).toBe(403);
    expect((await body(refused)).message).toMatch(/^A moderator has paused your posting in Kind Words until /);
    const page = await body(await t.api('GET', `/v1/auth/lessons/${lessonId}/threads`, { token: ben.token }));
    expect(page.meta.cannot_post).toMatch(/paused your posting/);
    expect(await told(ben.id, 'Your posting in Kind Words is paused for 3 days')).toHaveLength(1);
    expect(await t.db.select().from(auditLog).where(eq(auditLog.action, 'discussion.member.mute'))).toHaveLength(1);
    expect((await body(await t.api('GET', mutes, { token: admin.token }))).data).toHaveLength(1);
    // After the days pass, posting works again by itself.
    const later = { 'x-test-now': new Date(Date.now() + 4 * 86_400_000).toISOString() };
    expect((await t.api('POST', `/v1/auth/lessons/${lessonId}/threads`, { token: ben.token, json: { body: 'Back again' }, headers: later })).status).toBe(201);

    expect((await t.api('DELETE', `${mutes}/${ben.id}`, { token: author.token })).status).toBe(200);
    expect((await t.api('DELETE', `${mutes}/${ben.id}`, { token: author.token })).status).toBe(404);
    expect((await t.api('POST', `/v1/auth/lessons/${lessonId}/threads`, { token: ben.token, json: { body: 'Sorry, everyone' } })).status).toBe(201);
  });
});
