// The Bookmarks screen's store against the real API: it loads the member's page of bookmarks, and
// removing the last row of a later page shows the page before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $bookmarks, $bookmarksPage, BOOKMARKS_PER_PAGE, removeBookmark } from '../../../src/islands/member/learning/bookmarks-store.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';

let ctx: TestContext;
let restoreFetch: () => void;
let member: { id: number; token: string };
let courseIds: number[];

beforeAll(async () => {
  ctx = await createTestContext();
  restoreFetch = routeFetchTo(ctx);
  member = await ctx.member();
  const res = await ctx.api('GET', `/v1/courses?per_page=${BOOKMARKS_PER_PAGE + 1}`);
  courseIds = ((await res.json()) as { data: { id: number }[] }).data.map((c) => c.id);
  expect(courseIds.length).toBe(BOOKMARKS_PER_PAGE + 1);
  for (const id of courseIds) expect((await ctx.api('POST', `/v1/courses/${id}/bookmark`, { token: member.token })).status).toBe(200);
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('bookmarks store', () => {
  it('asks nothing for a visitor and loads the first page once a member signs in', async () => {
    signOut();
    const view = watch($bookmarks);
    expect($bookmarks.get()).toEqual({ loading: false });
    await signInAs(ctx, member);
    const value = await view.until(answered);
    expect(value.data?.data).toHaveLength(BOOKMARKS_PER_PAGE);
    expect(value.data?.meta).toMatchObject({ page: 1, total: BOOKMARKS_PER_PAGE + 1, last_page: 2 });
    view.stop();
  });

  it('removing the only row of page 2 removes the bookmark and shows page 1', async () => {
    const view = watch($bookmarks);
    $bookmarksPage.set(2);
    const second = await view.until((v) => answered(v) && v.data?.meta.page === 2);
    const [last] = second.data!.data;
    await removeBookmark(last!.course.id);
    const first = await view.until((v) => answered(v) && v.data?.meta.page === 1);
    expect($bookmarksPage.get()).toBe(1);
    expect(first.data?.meta.total).toBe(BOOKMARKS_PER_PAGE);
    const saved = await ctx.api('GET', '/v1/auth/courses/bookmarked?per_page=50', { token: member.token });
    expect(((await saved.json()) as { data: { course: { id: number } }[] }).data.map((b) => b.course.id)).not.toContain(last!.course.id);
    view.stop();
  });
});
