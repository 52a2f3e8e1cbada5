// Lesson discussions (docs/rules/discussions.md; issue 33 part 1): threads and replies by the members
// who can open the lesson, the small Markdown and its refusals, mentions that notify and refuse
// outsiders, reactions, editing within 15 minutes (test clock), deleting your own, the rate, paging
// and order, marks for the course's author, and the live stream.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionPosts, notifications, users } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeLesson } from '../catalogue/factories.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';
import { sseReader } from '../notifications/support.ts';

type Member = Awaited<ReturnType<TestContext['member']>>;
let t: TestContext;
let author: Member;
let ana: Member;
let ben: Member;
let outsider: Member;
let c: LearningCourse;
let lessonId: number;
const MINUTE = 60_000;
const at = (ms: number) => ({ 'x-test-now': new Date(Date.now() + ms).toISOString() });

beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { WELLSPRING_TEST_CLOCK: '1' } });
  author = await t.member({ name: 'Course Author', role: 'author' });
  ana = await t.member({ name: 'Ana Lee' });
  ben = await t.member({ name: 'Ben Okafor' });
  outsider = await t.member({ name: 'Olga Outside' });
  c = await makeLearningCourse(t.db, { title: 'Calm Breathing' });
  await t.db.execute(`update courses set owner_id = ${author.id} where id = ${c.course.id}`);
  lessonId = c.lessons.detail.id;
  await enrol(t, ana.token, c.course.id);
  await enrol(t, ben.token, c.course.id);
});
afterAll(() => t.close());

const start = (token: string, json: unknown, headers: Record<string, string> = {}, lesson = lessonId) => t.api('POST', `/v1/auth/lessons/${lesson}/threads`, { token, json, headers });
const list = async (token: string, query = '') => body(await t.api('GET', `/v1/auth/lessons/${lessonId}/threads${query}`, { token }));
const replyTo = (token: string, threadId: number, json: unknown) => t.api('POST', `/v1/auth/threads/${threadId}/replies`, { token, json });
const countPosts = async () => (await t.db.select().from(discussionPosts)).length;

describe('threads and replies', () => {
  it('lets an enrolled member start a thread that a classmate reads, with the small Markdown rendered', async () => {
    const res = await start(ana.token, { body: 'Breathing *slowly* helps.\n\n- in for four\n- out for six\n\nSee [the guide](/help) or https://elsewhere.example/x' }, at(-30 * MINUTE));
    expect(res.status).toBe(201);
    const thread = (await body(res)).data;
    expect(thread).toMatchObject({ lesson_id: lessonId, author: { name: 'Ana Lee', mark: null }, locked: false, reply_count: 0, mine: true, can_edit: true, replies: [] });
    expect(thread.body_html).toContain('<em>slowly</em>');
    expect(thread.body_html).toContain('<li>in for four</li>');
    expect(thread.body_html).toContain('<a href="/help">the guide</a>');
    expect(thread.body_html).not.toContain('href="https://elsewhere.example');
    expect(thread.body_html).toContain('https://elsewhere.example/x');

    const seen = await list(ben.token);
    expect(seen.data.map((x: { id: number }) => x.id)).toContain(thread.id);
    const forBen = seen.data.find((x: { id: number }) => x.id === thread.id);
    expect(forBen).toMatchObject({ mine: false, can_edit: false, can_delete: false, can_report: true });
    expect(seen.meta).toMatchObject({ can_moderate: false, cannot_post: null });
  });

  it('marks the course’s author, and lets them read and moderate without enrolling', async () => {
    const res = await start(author.token, { body: 'Welcome, everyone.' });
    expect(res.status).toBe(201);
    expect((await body(res)).data.author.mark).toBe('author');
    expect((await list(author.token)).meta.can_moderate).toBe(true);
  });

  it('answers 404 to a member who cannot open the lesson and 401 without a token, storing nothing', async () => {
    const before = await countPosts();
    expect((await t.api('GET', `/v1/auth/lessons/${lessonId}/threads`, { token: outsider.token })).status).toBe(404);
    expect((await start(outsider.token, { body: 'Let me in' })).status).toBe(404);
    expect((await t.api('GET', `/v1/auth/lessons/${lessonId}/threads`)).status).toBe(401);
    // A lesson the drip schedule has not opened is as closed as one of another course.
    const later = await makeLesson(t.db, { courseId: c.course.id, position: 9, kind: 'detail', title: 'Later', dripAfterDays: 30 });
    expect((await start(ana.token, { body: 'Too early' }, {}, later.id)).status).toBe(404);
    expect(await countPosts()).toBe(before);
  });

  it('refuses bad posts with the reason beside the field and stores nothing', async () => {
    const before = await countPosts();
    const cases: Array<[unknown, RegExp]> = [
      [{ body: '   ' }, /Write something first/],
      [{ body: 'x'.repeat(4001) }, /under 4,000 characters/],
      [{ body: 'Hello <script>alert(1)</script>' }, /HTML tags/],
      [{ body: 'Look <b>here</b>' }, /HTML tags/],
      [{ body: 'a https://a.test b https://b.test c https://c.test d https://d.test e https://e.test f https://f.test' }, /at most 5 links/],
      [{ body: 'Null \u0000 here' }, /NUL/],
      [{}, /required/i],
    ];
    for (const [json, message] of cases) {
      const res = await start(ana.token, json);
      expect(res.status).toBe(422);
      const b = await body(res);
      expect(b.errors.body.join(' ')).toMatch(message);
    }
    expect(await countPosts()).toBe(before);
  });

  it('replies in a thread: counted, shown under it, paged in order, and the thread’s author is told', async () => {
    const thread = (await body(await start(ana.token, { body: 'Who practises at night?' }))).data;
    for (const n of [1, 2, 3, 4]) expect((await replyTo(ben.token, thread.id, { body: `Reply ${n}` })).status).toBe(201);
    const listed = (await list(ana.token)).data.find((x: { id: number }) => x.id === thread.id);
    expect(listed.reply_count).toBe(4);
    expect(listed.replies.map((r: { body: string }) => r.body)).toEqual(['Reply 1', 'Reply 2', 'Reply 3']);
    const page2 = await body(await t.api('GET', `/v1/auth/threads/${thread.id}/replies?page=2&per_page=3`, { token: ana.token }));
    expect(page2.data.map((r: { body: string }) => r.body)).toEqual(['Reply 4']);
    expect(page2.meta).toMatchObject({ page: 2, total: 4 });
    const told = await t.db.select().from(notifications).where(and(eq(notifications.userId, ana.id), eq(notifications.type, 'discussions')));
    expect(told.some((n) => n.title === 'Ben Okafor replied to your post in “Arriving”' && n.link?.includes(`#post-`))).toBe(true);
    // A reply to a reply is not a thread.
    const firstReply = listed.replies[0];
    expect((await replyTo(ben.token, firstReply.id, { body: 'Nested?' })).status).toBe(404);
  });

  it('orders threads newest or oldest first and pages them', async () => {
    const newest = await list(ana.token, '?per_page=2');
    const oldest = await list(ana.token, '?order=oldest&per_page=2');
    expect(newest.data).toHaveLength(2);
    expect(newest.meta.total).toBeGreaterThanOrEqual(3);
    expect(new Date(newest.data[0].created_at) >= new Date(newest.data[1].created_at)).toBe(true);
    expect(new Date(oldest.data[0].created_at) <= new Date(oldest.data[1].created_at)).toBe(true);
    expect(oldest.data[0].id).not.toBe(newest.data[0].id);
    expect((await t.api('GET', `/v1/auth/lessons/${lessonId}/threads?order=sideways`, { token: ana.token })).status).toBe(422);
  });
});

describe('mentions', () => {
  it('suggests classmates and the author, notifies the mentioned, and refuses anyone outside the course', async () => {
    const hidden = await t.member({ name: 'Bea Private' });
    await t.db.update(users).set({ leaderboardHidden: true }).where(eq(users.id, hidden.id));
    await enrol(t, hidden.token, c.course.id);
    const suggestions = (await body(await t.api('GET', `/v1/auth/lessons/${lessonId}/mentionable?q=b`, { token: ana.token }))).data;
    expect(suggestions.map((s: { name: string }) => s.name)).toEqual(['Ben Okafor']);
    const all = (await body(await t.api('GET', `/v1/auth/lessons/${lessonId}/mentionable`, { token: ana.token }))).data.map((s: { name: string }) => s.name);
    expect(all).toContain('Course Author');
    expect(all).not.toContain('Ana Lee');
    expect(all).not.toContain('Olga Outside');

    const res = await start(ana.token, { body: 'Thank you @Ben Okafor!', mention_ids: [ben.id] });
    expect(res.status).toBe(201);
    const post = (await body(res)).data;
    expect(post.mentions).toEqual([{ id: ben.id, name: 'Ben Okafor' }]);
    expect(post.body_html).toContain(`<span class="mention" data-member-id="${ben.id}">@Ben Okafor</span>`);
    const [told] = await t.db.select().from(notifications).where(and(eq(notifications.userId, ben.id), eq(notifications.title, 'Ana Lee mentioned you in “Arriving”')));
    expect(told?.link).toMatch(new RegExp(`^/lesson/\\d+/${c.course.id}/${lessonId}#post-${post.id}$`));

    const before = await countPosts();
    const refused = await start(ana.token, { body: 'Hi @Olga Outside', mention_ids: [outsider.id] });
    expect(refused.status).toBe(422);
    expect((await body(refused)).errors.mention_ids).toEqual(['You can mention only members of this course.']);
    expect(await countPosts()).toBe(before);
  });
});

describe('your own posts', () => {
  it('edits within 15 minutes, not after; someone else’s is 404', async () => {
    const fresh = (await body(await start(ben.token, { body: 'Frist post' }))).data;
    const edited = await t.api('PATCH', `/v1/auth/posts/${fresh.id}`, { token: ben.token, json: { body: 'First post' } });
    expect(edited.status).toBe(200);
    expect((await body(edited)).data).toMatchObject({ body: 'First post', edited_at: expect.any(String) });
    expect((await t.api('PATCH', `/v1/auth/posts/${fresh.id}`, { token: ana.token, json: { body: 'Hijack' } })).status).toBe(404);
    const late = await t.api('PATCH', `/v1/auth/posts/${fresh.id}`, { token: ben.token, json: { body: 'Too late' }, headers: at(16 * MINUTE) });
    expect(late.status).toBe(409);
    expect((await body(late)).message).toMatch(/15 minutes/);
    const [row] = await t.db.select().from(discussionPosts).where(eq(discussionPosts.id, fresh.id));
    expect(row!.body).toBe('First post');
  });

  it('deletes your own: a reply goes, an opening post with replies stays as a placeholder', async () => {
    const [cat, dan] = [await t.member({ name: 'Cat Deletes' }), await t.member({ name: 'Dan Replies' })];
    for (const m of [cat, dan]) await enrol(t, m.token, c.course.id);
    const thread = (await body(await start(cat.token, { body: 'To be deleted' }))).data;
    const r = (await body(await replyTo(dan.token, thread.id, { body: 'A reply' }))).data;
    expect((await t.api('DELETE', `/v1/auth/posts/${thread.id}`, { token: dan.token })).status).toBe(404);
    expect((await t.api('DELETE', `/v1/auth/posts/${thread.id}`, { token: cat.token })).status).toBe(200);
    let shown = (await list(dan.token, '?per_page=50')).data.find((x: { id: number }) => x.id === thread.id);
    expect(shown).toMatchObject({ deleted: true, body: '', body_html: '', reply_count: 1 });
    expect((await t.api('DELETE', `/v1/auth/posts/${r.id}`, { token: dan.token })).status).toBe(200);
    shown = (await list(dan.token, '?per_page=50')).data.find((x: { id: number }) => x.id === thread.id);
    expect(shown).toBeUndefined();
  });

  it('reacts once per kind and takes it back', async () => {
    const post = (await body(await start(ana.token, { body: 'React to me' }))).data;
    const put = () => t.api('PUT', `/v1/auth/posts/${post.id}/reactions/thanks`, { token: ben.token });
    expect((await put()).status).toBe(200);
    const twice = (await body(await put())).data;
    expect(twice.reactions.find((r: { kind: string }) => r.kind === 'thanks')).toEqual({ kind: 'thanks', count: 1, mine: true });
    expect((await t.api('PUT', `/v1/auth/posts/${post.id}/reactions/love`, { token: ben.token })).status).toBe(422);
    const off = (await body(await t.api('DELETE', `/v1/auth/posts/${post.id}/reactions/thanks`, { token: ben.token }))).data;
    expect(off.reactions.find((r: { kind: string }) => r.kind === 'thanks')).toEqual({ kind: 'thanks', count: 0, mine: false });
    expect((await t.api('PUT', `/v1/auth/posts/${post.id}/reactions/like`, { token: outsider.token })).status).toBe(404);
  });

  it('refuses a sixth post within a minute, worded beside the text', async () => {
    const quick = await t.member({ name: 'Quick Writer' });
    await enrol(t, quick.token, c.course.id);
    for (let i = 1; i <= 5; i += 1) expect((await start(quick.token, { body: `Post ${i}` })).status).toBe(201);
    const sixth = await start(quick.token, { body: 'Post 6' });
    expect(sixth.status).toBe(422);
    expect((await body(sixth)).errors.body[0]).toMatch(/posted 5 times in the last minute/);
    expect((await start(quick.token, { body: 'Post 6' }, at(2 * MINUTE))).status).toBe(201);
  });
});

describe('the member’s own data', () => {
  it('exports their posts, reactions and reports, and wipes the posts when they cancel, keeping replies in place', async () => {
    const eve = await t.member({ name: 'Eve Leaving', password: 'eve leaves today ok' });
    await enrol(t, eve.token, c.course.id);
    const thread = (await body(await start(eve.token, { body: 'My last question' }))).data;
    const replyToEve = (await body(await replyTo(ana.token, thread.id, { body: 'A kind answer' }))).data;
    expect((await t.api('PUT', `/v1/auth/posts/${replyToEve.id}/reactions/like`, { token: eve.token })).status).toBe(200);
    const exported = (await body(await t.api('GET', '/v1/auth/export', { token: eve.token }))).discussions;
    expect(exported.posts).toEqual([expect.objectContaining({ id: thread.id, body: 'My last question', thread_id: null, deleted_at: null })]);
    expect(exported.reactions).toEqual([expect.objectContaining({ post_id: replyToEve.id, kind: 'like' })]);

    expect((await t.api('POST', '/v1/auth/account/cancel', { token: eve.token, json: { password: 'eve leaves today ok' } })).status).toBe(200);
    const [row] = await t.db.select().from(discussionPosts).where(eq(discussionPosts.id, thread.id));
    expect(row).toMatchObject({ body: '', bodyHtml: '', deletedAt: expect.any(Date) });
    const shown = (await list(ana.token, '?per_page=50')).data.find((x: { id: number }) => x.id === thread.id);
    expect(shown).toMatchObject({ deleted: true, body: '', reply_count: 1, author: { name: 'Former member' } });
  });
});

describe('live', () => {
  it('sends a classmate’s new thread to an open page, and takes away a hidden one', async () => {
    const ticket = (await body(await t.api('POST', `/v1/auth/lessons/${lessonId}/discussion/stream-ticket`, { token: ben.token }))).data;
    expect(ticket.url).toBe(`/v1/lessons/${lessonId}/discussion/stream?ticket=${ticket.ticket}`);
    const res = await t.api('GET', ticket.url);
    expect(res.status).toBe(200);
    const events = sseReader(res);
    await events.nextOf('ready');
    const thread = (await body(await start(ana.token, { body: 'Live hello' }))).data;
    const ev = await events.nextOf('thread');
    expect(JSON.parse(ev.data)).toMatchObject({ id: thread.id, body: 'Live hello', mine: false });
    const r = (await body(await replyTo(author.token, thread.id, { body: 'Live reply' }))).data;
    expect(JSON.parse((await events.nextOf('reply')).data)).toMatchObject({ id: r.id, thread_id: thread.id, author: { mark: 'author' } });
    expect((await t.api('POST', `/v1/admin/discussions/posts/${thread.id}/hide`, { token: author.token, json: { reason: 'Testing' } })).status).toBe(200);
    expect(JSON.parse((await events.nextOf('gone')).data)).toEqual({ id: thread.id });
    await events.close();
    // A used ticket does not open a second stream; an outsider cannot get one.
    expect((await t.api('GET', ticket.url)).status).toBe(401);
    expect((await t.api('POST', `/v1/auth/lessons/${lessonId}/discussion/stream-ticket`, { token: outsider.token })).status).toBe(404);
  });
});
