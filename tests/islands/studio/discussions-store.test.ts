// The moderation queue's decision forms against the real API (docs/rules/discussions.md, "Moderation";
// docs/rules/client.md, "Loading data"): a card's form opens and closes from the store; hiding without
// a reason is refused beside `reason` and the form stays open with it; with a reason the post is
// hidden, the form closes and the queue reloads with the post hidden.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $decisions, $reports, closeDecisionForm, decisionOf, hideReported, runDecision, toggleDecisionForm } from '../../../src/islands/studio/discussions-store.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { body, enrol, makeLearningCourse } from '../../server/learning/factories.ts';

let ctx: TestContext;
let restoreFetch: () => void;
let postId: number;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  const admin = await ctx.member({ role: 'admin' });
  const [ana, ben] = [await ctx.member({ name: 'Ana Kind' }), await ctx.member({ name: 'Ben Loud' })];
  const c = await makeLearningCourse(ctx.db, { title: 'Quiet Minds' });
  await enrol(ctx, ana.token, c.course.id);
  await enrol(ctx, ben.token, c.course.id);
  postId = (await body(await ctx.api('POST', `/v1/auth/lessons/${c.lessons.detail.id}/threads`, { token: ben.token, json: { body: 'Buy my pills' } }))).data.id;
  expect((await ctx.api('POST', `/v1/auth/posts/${postId}/report`, { token: ana.token, json: { reason: 'spam' } })).status).toBe(201);
  await signInAs(ctx, admin);
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('discussions store: a reported post’s decision', () => {
  it('opens the form, keeps a refusal beside its field, and closes it once the post is hidden', async () => {
    const queue = watch($reports);
    expect((await queue.until(answered)).data!.data.map((r) => r.post.id)).toEqual([postId]);
    toggleDecisionForm(postId, 'hide');
    expect(decisionOf($decisions.get(), postId)).toEqual({ form: 'hide', errors: {}, busy: false });
    toggleDecisionForm(postId, 'mute');
    expect(decisionOf($decisions.get(), postId).form).toBe('mute');
    closeDecisionForm(postId);
    expect(decisionOf($decisions.get(), postId).form).toBeNull();

    toggleDecisionForm(postId, 'hide');
    expect(await runDecision(postId, () => hideReported(postId, ''))).toBe(false);
    const refused = decisionOf($decisions.get(), postId);
    expect(refused.form).toBe('hide');
    expect(refused.busy).toBe(false);
    expect(refused.errors.reason).toBe('Say why the post is hidden; the member is told.');

    expect(await runDecision(postId, () => hideReported(postId, 'Advertising'))).toBe(true);
    expect(decisionOf($decisions.get(), postId)).toEqual({ form: null, errors: {}, busy: false });
    const after = await queue.until((v) => answered(v) && v.data?.data.length === 0);
    expect(after.data!.data).toEqual([]);
  });
});
