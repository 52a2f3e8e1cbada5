// The /notifications screen's store against the real API: the first page with the unread count, a
// notification arriving live joining it once, marking one and then all read (what the server holds
// after), and another member's notification refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $notifications, markAllRead, markRead, receiveLiveNotification } from '../../../src/islands/member/notifications/notifications-store.ts';
import type { Notification } from '../../../src/lib/schemas/notifications.ts';
import { notify } from '../../../src/server/notifications/service/index.ts';
import { $liveNotification, $unread } from '../../../src/stores/notifications.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';

let ctx: TestContext;
let restoreFetch: () => void;
let member: { id: number; token: string };

const say = (userId: number, title: string) => ctx.db.transaction((tx) => notify(tx, { userId, type: 'achievements', text: () => ({ title, body: `${title} body` }), link: '/badges' }));
const listOf = async (token: string) => (await (await ctx.api('GET', '/v1/auth/notifications', { token })).json()) as { data: Notification[]; meta: { unread: number; total: number } };

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  member = await ctx.member();
  await say(member.id, 'First badge');
  await say(member.id, 'Second badge');
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('notifications store', () => {
  it('loads the first page with the unread count once the member signs in', async () => {
    signOut();
    const view = watch($notifications);
    expect($notifications.get()).toEqual({ loading: false });
    await signInAs(ctx, member);
    const value = await view.until(answered);
    expect(value.data?.data.map((n) => n.title)).toEqual(['Second badge', 'First badge']);
    expect(value.data?.meta.unread).toBe(2);
    view.stop();
  });

  it('a notification arriving live joins the top once, with the counts', async () => {
    const view = watch($notifications);
    await view.until(answered);
    await say(member.id, 'Third badge');
    const [live] = (await listOf(member.token)).data;
    $liveNotification.set(live!);
    receiveLiveNotification(live!);
    const value = await view.until((v) => v.data?.data[0]?.id === live!.id);
    expect(value.data?.data.filter((n) => n.id === live!.id)).toHaveLength(1);
    expect(value.data?.meta).toMatchObject({ unread: 3, total: 3 });
    view.stop();
  });

  it('marks one read and then all: the list, the header count and the server agree', async () => {
    const view = watch($notifications);
    const value = await view.until(answered);
    const first = value.data!.data[0]!;
    await markRead(first);
    expect($notifications.get().data?.data[0]?.read).toBe(true);
    expect($notifications.get().data?.meta.unread).toBe(2);
    expect($unread.get()).toBe(2);
    expect((await listOf(member.token)).meta.unread).toBe(2);
    await markAllRead();
    expect($unread.get()).toBe(0);
    const after = await view.until((v) => answered(v) && v.data?.meta.unread === 0);
    expect(after.data?.data.every((n) => n.read)).toBe(true);
    expect((await listOf(member.token)).meta.unread).toBe(0);
    view.stop();
  });

  it('refuses to mark another member’s notification, and the list stays as it was', async () => {
    const other = await ctx.member();
    await say(other.id, 'Not yours');
    const [theirs] = (await listOf(other.token)).data;
    const before = $notifications.get().data;
    await expect(markRead(theirs!)).rejects.toMatchObject({ status: 404 });
    expect($notifications.get().data).toBe(before);
    expect((await listOf(other.token)).meta.unread).toBe(1);
  });
});
