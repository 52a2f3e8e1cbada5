// The practices stores against the real API: the member's practices once signed in, one practice by
// id with its history, and another member's practice answered as not found.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $practices, practiceStore } from '../../../src/islands/member/practices/practices-store.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { body } from '../../server/learning/factories.ts';

let ctx: TestContext;
let restoreFetch: () => void;
let member: { id: number; token: string };
let practiceId: number;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  member = await ctx.member();
  const res = await ctx.api('POST', '/v1/auth/practices', { token: member.token, json: { name: 'A ten-minute walk', target_days: 3 } });
  expect(res.status, await res.clone().text()).toBeLessThan(300);
  practiceId = (await body(res)).data.id;
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('practices stores', () => {
  it('asks nothing for a visitor, then loads the member’s practices', async () => {
    signOut();
    const view = watch($practices);
    expect($practices.get()).toEqual({ loading: false });
    await signInAs(ctx, member);
    const value = await view.until(answered);
    expect(value.data?.data.map((p) => [p.id, p.name, p.target_days])).toEqual([[practiceId, 'A ten-minute walk', 3]]);
    view.stop();
  });

  it('loads one practice by id, and another member’s practice is not found', async () => {
    const mine = watch(practiceStore(practiceId));
    expect((await mine.until(answered)).data?.data).toMatchObject({ id: practiceId, name: 'A ten-minute walk' });
    mine.stop();
    await signInAs(ctx, await ctx.member());
    const theirs = watch(practiceStore(practiceId));
    const refused = await theirs.until(answered);
    expect(refused.data).toBeUndefined();
    expect(refused.error).toMatchObject({ status: 404 });
    theirs.stop();
  });
});
