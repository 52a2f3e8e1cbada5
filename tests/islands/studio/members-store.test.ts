// The studio's member search against the real API (docs/rules/studio.md, "Members"): the shared list
// store searches by name or e-mail a page at a time, keeps the search (not the page) in the address,
// and an author, who may not open the members screen, gets the server's 403 and no rows.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { memberList } from '../../../src/islands/studio/members-store.ts';
import { ApiError } from '../../../src/lib/api/errors.ts';
import { invalidateKeys } from '../../../src/stores/query.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';

type Member = Awaited<ReturnType<TestContext['member']>>;
let ctx: TestContext;
let restoreFetch: () => void;
let admin: Member;
let author: Member;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  invalidateKeys(() => true);
  admin = await ctx.member({ name: 'Search Admin', role: 'admin' });
  author = await ctx.member({ name: 'Search Author', role: 'author' });
  for (let i = 1; i <= 3; i += 1) await ctx.member({ name: `Heron Walker ${i}` });
});

afterAll(async () => {
  signOut();
  memberList.open('');
  restoreFetch();
  await ctx.close();
});

describe('member search store', () => {
  it('finds members by name from the address, and a new search starts on page 1', async () => {
    memberList.open('?q=heron&page=3');
    expect(memberList.$query.get()).toEqual({ q: 'heron', page: 1 });
    await signInAs(ctx, admin);
    const view = watch(memberList.$list);
    const found = await view.until((v) => answered(v) && v.data?.meta.total === 3);
    expect(found.data?.data.map((m) => m.name).sort()).toEqual(['Heron Walker 1', 'Heron Walker 2', 'Heron Walker 3']);
    memberList.search(' search ');
    expect(memberList.$query.get()).toEqual({ q: 'search', page: 1 });
    expect(memberList.addressOf(memberList.$query.get())).toBe('?q=search');
    const staff = await view.until((v) => answered(v) && v.data?.meta.total === 2);
    expect(staff.data?.data.map((m) => m.email).sort()).toEqual([admin.email, author.email].sort());
    memberList.search('');
    expect(memberList.addressOf(memberList.$query.get())).toBe('');
    view.stop();
  });

  it('an author is refused by the server and sees no member', async () => {
    memberList.open('');
    await signInAs(ctx, author);
    const view = watch(memberList.$list);
    const value = await view.until(answered);
    expect(value.data).toBeUndefined();
    expect((value.error as ApiError).status).toBe(403);
    view.stop();
  });
});
