// The lesson discussion's store against the real API (docs/rules/discussions.md): the page of threads
// loads for the lesson; a post refused for its HTML keeps the message beside the form and adds
// nothing; a good one joins the page first with the count; a reply joins its thread; a reaction
// toggles; a report marks the post reported; deleting takes a thread without replies off the page;
// the order and page choices reload it. Also the studio queue's store: the report shows, and hiding
// resolves it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  $discussionOrder,
  $forms,
  $threads,
  chooseOrder,
  openDiscussion,
  postReply,
  postThread,
  removeOwnPost,
  sendReport,
  toggleReaction,
} from '../../../src/islands/discussions/discussion-store.ts';
import { $reports, hideReported, showQueue } from '../../../src/islands/studio/discussions-store.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { enrol, makeLearningCourse } from '../../server/learning/factories.ts';

let ctx: TestContext;
let restoreFetch: () => void;
let lessonId: number;
let classmate: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  const c = await makeLearningCourse(ctx.db, { title: 'Store Course' });
  lessonId = c.lessons.detail.id;
  const me = await ctx.member({ name: 'Store Reader' });
  classmate = await ctx.member({ name: 'Store Classmate' });
  await enrol(ctx, me.token, c.course.id);
  await enrol(ctx, classmate.token, c.course.id);
  await ctx.api('POST', `/v1/auth/lessons/${lessonId}/threads`, { token: classmate.token, json: { body: 'A classmate’s question' } });
  await signInAs(ctx, me);
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

const threads = () => $threads.get().data!.data;

describe('lesson discussion store', () => {
  it('loads, refuses beside the form, posts, replies, reacts, reports and deletes', async () => {
    const page = watch($threads);
    openDiscussion({ kind: 'lesson', id: lessonId });
    expect((await page.until(answered)).data!.meta.total).toBe(1);

    expect(await postThread('Look <b>here</b>', [])).toBe(false);
    expect($forms.get().new).toEqual({ busy: false, error: 'Write plain text: HTML tags such as <b> or <script> are not allowed. Use *stars* for emphasis.' });
    expect(threads()).toHaveLength(1);

    expect(await postThread('Hello @Store Classmate', [{ id: classmate.id, name: 'Store Classmate' }])).toBe(true);
    expect(threads()[0]).toMatchObject({ body: 'Hello @Store Classmate', mentions: [{ id: classmate.id, name: 'Store Classmate' }], mine: true });
    expect($threads.get().data!.meta.total).toBe(2);

    const question = threads().find((t) => !t.mine)!;
    expect(await postReply(question.id, 'My answer', [])).toBe(true);
    expect(threads().find((t) => t.id === question.id)).toMatchObject({ reply_count: 1, replies: [expect.objectContaining({ body: 'My answer' })] });

    await toggleReaction(question, 'insightful');
    expect(threads().find((t) => t.id === question.id)!.reactions.find((r) => r.kind === 'insightful')).toEqual({ kind: 'insightful', count: 1, mine: true });
    expect(await sendReport(question.id, 'off_topic', '')).toBe(true);
    expect(threads().find((t) => t.id === question.id)!.can_report).toBe(false);

    const mine = threads().find((t) => t.mine)!;
    await removeOwnPost(mine);
    expect(threads().some((t) => t.id === mine.id)).toBe(false);
    expect($threads.get().data!.meta.total).toBe(1);

    chooseOrder('oldest');
    expect($discussionOrder.get()).toBe('oldest');
    await page.until((v) => answered(v) && v.data?.data[0]?.id === question.id);
  });

  it('gives a moderator the report to decide in the studio queue', async () => {
    signOut();
    await signInAs(ctx, await ctx.member({ role: 'admin' }));
    const queue = watch($reports);
    showQueue('open');
    const first = (await queue.until(answered)).data!.data;
    expect(first).toHaveLength(1);
    expect(first[0]!.reports[0]).toMatchObject({ reason: 'off_topic', reporter: { name: 'Store Reader' } });
    expect(await hideReported(first[0]!.post.id, 'Please stay on the lesson')).toBe('The post is hidden and its author was told.');
    await queue.until((v) => answered(v) && v.data?.data.length === 0);
  });
});
