// The notification API: the member's list (newest first, paged, unread count), marking read, the
// unread count, and the live stream with its single-use tickets. Another member's notification is 404.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, streamTickets } from '../../../src/server/db/schema/index.ts';
import { notify } from '../../../src/server/notifications/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { openStream } from './support.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

const say = (userId: number, title: string, extra: Partial<Parameters<typeof notify>[1]> = {}) =>
  t.db.transaction((tx) => notify(tx, { userId, type: 'achievements', text: () => ({ title, body: `${title} body` }), link: '/badges', ...extra }));

describe('GET /v1/auth/notifications', () => {
  it('answers 401 without a token, and 422 for a bad page', async () => {
    expect((await t.api('GET', '/v1/auth/notifications')).status).toBe(401);
    const m = await t.member();
    const res = await t.api('GET', '/v1/auth/notifications?per_page=500', { token: m.token });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.per_page).toBeDefined();
  });

  it('lists only the member’s own, newest first, paged, with the unread count', async () => {
    const m = await t.member();
    const other = await t.member();
    for (const title of ['First', 'Second', 'Third']) await say(m.id, title);
    await say(other.id, 'Not yours');
    const res = await t.api('GET', '/v1/auth/notifications?per_page=2', { token: m.token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.data.map((n: { title: string }) => n.title)).toEqual(['Third', 'Second']);
    expect(body.data[0]).toMatchObject({ type: 'achievements', body: 'Third body', link: '/badges', read: false, read_at: null });
    expect(body.meta).toEqual({ page: 1, per_page: 2, total: 3, last_page: 2, unread: 3 });
    const page2 = await (await t.api('GET', '/v1/auth/notifications?per_page=2&page=2', { token: m.token })).json();
    expect(page2.data.map((n: { title: string }) => n.title)).toEqual(['First']);

    const empty = await (await t.api('GET', '/v1/auth/notifications', { token: (await t.member()).token })).json();
    expect(empty).toEqual({ data: [], meta: { page: 1, per_page: 12, total: 0, last_page: 1, unread: 0 } });
  });
});

describe('marking read', () => {
  it('marks one read (again is harmless), and another member’s is a 404 that changes nothing', async () => {
    const m = await t.member();
    const other = await t.member();
    const { notificationId } = await say(m.id, 'Read me');
    expect((await t.api('POST', `/v1/auth/notifications/${notificationId}/read`)).status).toBe(401);
    const stranger = await t.api('POST', `/v1/auth/notifications/${notificationId}/read`, { token: other.token });
    expect(stranger.status).toBe(404);
    expect((await t.db.select().from(notifications).where(eq(notifications.id, notificationId!)))[0]!.readAt).toBeNull();
    expect((await t.api('POST', '/v1/auth/notifications/abc/read', { token: m.token })).status).toBe(422);
    expect((await t.api('POST', '/v1/auth/notifications/2147483647/read', { token: m.token })).status).toBe(404);

    const res = await t.api('POST', `/v1/auth/notifications/${notificationId}/read`, { token: m.token });
    expect(res.status).toBe(200);
    const { data } = await res.json();
    expect(data).toMatchObject({ id: notificationId, read: true });
    expect(data.read_at).toEqual(expect.any(String));
    const again = await (await t.api('POST', `/v1/auth/notifications/${notificationId}/read`, { token: m.token })).json();
    expect(again.data.read_at).toBe(data.read_at);
    expect((await (await t.api('GET', '/v1/auth/notifications/unread-count', { token: m.token })).json()).data).toEqual({ unread: 0 });
  });

  it('marks all of the member’s read, and only theirs', async () => {
    const m = await t.member();
    const other = await t.member();
    await say(m.id, 'One');
    await say(m.id, 'Two');
    await say(other.id, 'Theirs');
    expect((await t.api('POST', '/v1/auth/notifications/read-all')).status).toBe(401);
    expect((await (await t.api('GET', '/v1/auth/notifications/unread-count', { token: m.token })).json()).data.unread).toBe(2);
    const res = await t.api('POST', '/v1/auth/notifications/read-all', { token: m.token });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ marked: 2, unread: 0 });
    expect((await (await t.api('GET', '/v1/auth/notifications/unread-count', { token: other.token })).json()).data.unread).toBe(1);
    expect((await t.api('GET', '/v1/auth/notifications/unread-count')).status).toBe(401);
  });
});

describe('the live stream', () => {
  it('needs a ticket (401 without a token for one), and a ticket opens one stream only', async () => {
    expect((await t.api('POST', '/v1/auth/notifications/stream-ticket')).status).toBe(401);
    const m = await t.member();
    const { res, url, events } = await openStream(t, m.token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.headers.get('cache-control')).toContain('no-transform');
    expect(await events!.nextOf('unread')).toMatchObject({ data: JSON.stringify({ unread: 0 }) });
    const reused = await t.app.request(url);
    expect(reused.status).toBe(401);
    await events!.close();
    // A malformed ticket is a 422 naming it; an unknown one a 401; a token in the URL is not a ticket.
    const bad = await t.api('GET', '/v1/notifications/stream?ticket=short');
    expect(bad.status).toBe(422);
    expect((await bad.json()).errors.ticket).toBeDefined();
    expect((await t.api('GET', `/v1/notifications/stream?ticket=${'A'.repeat(43)}`)).status).toBe(401);
    expect((await t.api('GET', `/v1/notifications/stream?ticket=${m.token}`)).status).toBe(422);
  });

  it('refuses an expired ticket and one whose token was logged out', async () => {
    const m = await t.member();
    const first = await (await t.api('POST', '/v1/auth/notifications/stream-ticket', { token: m.token })).json();
    await t.db.update(streamTickets).set({ expiresAt: new Date(Date.now() - 1000) });
    expect((await t.app.request(first.data.url)).status).toBe(401);
    const second = await (await t.api('POST', '/v1/auth/notifications/stream-ticket', { token: m.token })).json();
    expect((await t.api('POST', '/v1/auth/logout', { token: m.token })).status).toBe(200);
    expect((await t.app.request(second.data.url)).status).toBe(401);
  });

  it('sends new notifications and the unread count as they happen, and resumes from Last-Event-ID', async () => {
    const m = await t.member();
    await say(m.id, 'Before the stream');
    const { events } = await openStream(t, m.token);
    const hello = await events!.nextOf('unread');
    expect(JSON.parse(hello.data)).toEqual({ unread: 1 });

    const { notificationId: a } = await say(m.id, 'Live one');
    const live = await events!.nextOf('notification');
    expect(live.id).toBe(String(a));
    expect(JSON.parse(live.data)).toMatchObject({ id: a, title: 'Live one', read: false });
    expect(JSON.parse((await events!.nextOf('unread')).data)).toEqual({ unread: 2 });

    await t.api('POST', '/v1/auth/notifications/read-all', { token: m.token });
    const afterRead = await events!.nextOf('unread');
    expect(JSON.parse(afterRead.data)).toEqual({ unread: 0 });
    expect(afterRead.id).toBe(String(a));
    await events!.close();

    // Missed while away: exactly the two after the last id seen, in order, once each.
    const { notificationId: b } = await say(m.id, 'Missed one');
    const { notificationId: c } = await say(m.id, 'Missed two');
    const resumed = await openStream(t, m.token, { lastEventId: String(a) });
    const got = [await resumed.events!.nextOf('notification'), await resumed.events!.nextOf('notification')];
    expect(got.map((e) => e.id)).toEqual([String(b), String(c)]);
    expect(JSON.parse((await resumed.events!.nextOf('unread')).data)).toEqual({ unread: 2 });
    await expect(resumed.events!.nextOf('notification', 300)).rejects.toThrow(/in time/);
    await resumed.events!.close();
  });

  it('does not send another member’s notifications', async () => {
    const m = await t.member();
    const other = await t.member();
    const { events } = await openStream(t, m.token);
    await events!.nextOf('unread');
    await say(other.id, 'Private to someone else');
    await expect(events!.nextOf('notification', 400)).rejects.toThrow(/in time/);
    await events!.close();
  });
});
