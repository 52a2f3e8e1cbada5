// The conversations API (docs/rules/messages.md): the list with last message and unread counts, a
// thread paged backwards, sending (plain text, 5,000 characters, rate limited), marking read, leaving
// a group, the unread total; 401 without a token, 422 for bad input, 404 for a conversation the
// member is not in. Conversations are made with the functions the mentors domain calls.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { closeMentorConversation, deleteGroupConversation, openMentorConversation, syncGroupConversation } from '../../../src/server/messages/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { group, pair, send } from './support.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

describe('GET /v1/auth/conversations', () => {
  it('answers 401 without a token and 422 for a bad page', async () => {
    expect((await t.api('GET', '/v1/auth/conversations')).status).toBe(401);
    const m = await t.member();
    const res = await t.api('GET', '/v1/auth/conversations?per_page=0', { token: m.token });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.per_page).toBeDefined();
  });

  it('lists the member’s conversations with the last message and unread counts, latest first', async () => {
    const { mentor, mentee, conversationId } = await pair(t);
    const g = await t.db.transaction((tx) => syncGroupConversation(tx, { groupId: 1, mentorId: mentor.id, name: 'Evening Group', memberIds: [mentee.id] }));
    expect((await send(t, mentor.token, conversationId, 'Hello Mia')).status).toBe(201);
    expect((await send(t, mentor.token, conversationId, 'How is it going?')).status).toBe(201);
    expect((await send(t, mentor.token, g, 'Welcome, group')).status).toBe(201);

    const res = await t.api('GET', '/v1/auth/conversations', { token: mentee.token });
    expect(res.status).toBe(200);
    const body = await res.json();
    expect(body.meta).toMatchObject({ total: 2, unread: 3 });
    expect(body.data.map((c: { title: string }) => c.title)).toEqual(['Evening Group', 'Mentor Mo']);
    expect(body.data[1]).toMatchObject({ kind: 'mentor', role: 'member', unread: 2, can_send: true, can_leave: false, last_message: { body: 'How is it going?', mine: false, sender: { name: 'Mentor Mo' } } });
    expect(body.data[0]).toMatchObject({ kind: 'group', unread: 1, can_leave: true });

    const mine = await (await t.api('GET', '/v1/auth/conversations', { token: mentor.token })).json();
    expect(mine.meta.unread).toBe(0);
    expect(mine.data.find((c: { id: number }) => c.id === conversationId)).toMatchObject({ title: 'Mentee Mia', role: 'mentor', unread: 0, last_message: { mine: true } });

    const stranger = await t.member();
    expect((await (await t.api('GET', '/v1/auth/conversations', { token: stranger.token })).json()).data).toEqual([]);
    expect((await (await t.api('GET', '/v1/auth/conversations/unread-count', { token: mentee.token })).json()).data).toEqual({ unread: 3 });
  });
});

describe('GET /v1/auth/conversations/{id} and its messages', () => {
  it('is a 404 for anyone outside the conversation, 422 for a bad id, 401 without a token', async () => {
    const { conversationId, mentee } = await pair(t);
    const stranger = await t.member();
    expect((await t.api('GET', `/v1/auth/conversations/${conversationId}`)).status).toBe(401);
    expect((await t.api('GET', `/v1/auth/conversations/${conversationId}`, { token: stranger.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/auth/conversations/${conversationId}/messages`, { token: stranger.token })).status).toBe(404);
    expect((await send(t, stranger.token, conversationId, 'Let me in')).status).toBe(404);
    expect((await t.api('POST', `/v1/auth/conversations/${conversationId}/read`, { token: stranger.token, json: { message_id: 1 } })).status).toBe(404);
    expect((await t.api('POST', `/v1/auth/conversations/${conversationId}/leave`, { token: stranger.token })).status).toBe(404);
    expect((await t.api('GET', '/v1/auth/conversations/01', { token: mentee.token })).status).toBe(422);
    expect((await t.api('GET', '/v1/auth/conversations/999999', { token: mentee.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/auth/conversations/${conversationId}`, { token: mentee.token })).status).toBe(200);
  });

  it('pages the thread backwards with a cursor, oldest first within a page', async () => {
    const { mentor, mentee, conversationId } = await pair(t);
    for (let i = 1; i <= 7; i += 1) expect((await send(t, i % 2 ? mentor.token : mentee.token, conversationId, `Message ${i}`)).status).toBe(201);
    const first = await (await t.api('GET', `/v1/auth/conversations/${conversationId}/messages?limit=3`, { token: mentee.token })).json();
    expect(first.data.map((m: { body: string }) => m.body)).toEqual(['Message 5', 'Message 6', 'Message 7']);
    expect(first.meta.has_more).toBe(true);
    const second = await (await t.api('GET', `/v1/auth/conversations/${conversationId}/messages?limit=3&before=${first.meta.next_before}`, { token: mentee.token })).json();
    expect(second.data.map((m: { body: string }) => m.body)).toEqual(['Message 2', 'Message 3', 'Message 4']);
    const third = await (await t.api('GET', `/v1/auth/conversations/${conversationId}/messages?limit=3&before=${second.meta.next_before}`, { token: mentee.token })).json();
    expect(third.data.map((m: { body: string }) => m.body)).toEqual(['Message 1']);
    expect(third.meta).toEqual({ has_more: false, next_before: null });
    expect((await t.api('GET', `/v1/auth/conversations/${conversationId}/messages?limit=500`, { token: mentee.token })).status).toBe(422);
    expect((await t.api('GET', `/v1/auth/conversations/${conversationId}/messages?before=abc`, { token: mentee.token })).status).toBe(422);
  });
});

describe('POST /v1/auth/conversations/{id}/messages', () => {
  it('stores plain text as written (trimmed), refuses empty and over-long messages with field errors', async () => {
    const { mentor, conversationId } = await pair(t);
    const res = await send(t, mentor.token, conversationId, '  <b>Not bold</b> see https://example.org/a?b=1  ');
    expect(res.status).toBe(201);
    expect((await res.json()).data).toMatchObject({ body: '<b>Not bold</b> see https://example.org/a?b=1', mine: true, conversation_id: conversationId });
    const empty = await send(t, mentor.token, conversationId, '   ');
    expect(empty.status).toBe(422);
    expect((await empty.json()).errors.body).toEqual(['Write a message first.']);
    const long = await send(t, mentor.token, conversationId, 'x'.repeat(5001));
    expect(long.status).toBe(422);
    expect((await long.json()).errors.body[0]).toMatch(/5,000 characters/);
    expect((await send(t, mentor.token, conversationId, 'x'.repeat(5000))).status).toBe(201);
    expect((await t.api('POST', `/v1/auth/conversations/${conversationId}/messages`, { token: mentor.token, json: {} })).status).toBe(422);
    expect((await send(t, '', conversationId, 'hi')).status).toBe(401);
  });

  it('is rate limited per member', async () => {
    const { mentor, conversationId } = await pair(t);
    const statuses: number[] = [];
    for (let i = 0; i < 31; i += 1) statuses.push((await send(t, mentor.token, conversationId, `Burst ${i}`)).status);
    expect(statuses.slice(0, 30).every((s) => s === 201)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

describe('marking read, leaving, removing', () => {
  it('marks read up to a message, never backwards, and updates the counts', async () => {
    const { mentor, mentee, conversationId } = await pair(t);
    const ids: number[] = [];
    for (const body of ['one', 'two', 'three']) ids.push((await (await send(t, mentor.token, conversationId, body)).json()).data.id);
    const r1 = await t.api('POST', `/v1/auth/conversations/${conversationId}/read`, { token: mentee.token, json: { message_id: ids[1] } });
    expect(r1.status).toBe(200);
    expect((await r1.json()).data).toEqual({ conversation_id: conversationId, last_read_message_id: ids[1], unread: 1, total_unread: 1 });
    const back = await (await t.api('POST', `/v1/auth/conversations/${conversationId}/read`, { token: mentee.token, json: { message_id: ids[0] } })).json();
    expect(back.data.last_read_message_id).toBe(ids[1]);
    const all = await (await t.api('POST', `/v1/auth/conversations/${conversationId}/read`, { token: mentee.token, json: { message_id: 2_000_000_000 } })).json();
    expect(all.data).toMatchObject({ last_read_message_id: ids[2], unread: 0, total_unread: 0 });
    expect((await t.api('POST', `/v1/auth/conversations/${conversationId}/read`, { token: mentee.token, json: { message_id: 'x' } })).status).toBe(422);
  });

  it('lets a group member leave (then 404), but not the mentor and not a pair’s conversation', async () => {
    const g = await group(t, 2);
    const { mentee, conversationId: pairId } = await pair(t);
    expect((await t.api('POST', `/v1/auth/conversations/${pairId}/leave`, { token: mentee.token })).status).toBe(409);
    expect((await t.api('POST', `/v1/auth/conversations/${g.conversationId}/leave`, { token: g.mentor.token })).status).toBe(409);
    const leaver = g.members[0]!;
    expect((await t.api('POST', `/v1/auth/conversations/${g.conversationId}/leave`, { token: leaver.token })).status).toBe(200);
    expect((await t.api('GET', `/v1/auth/conversations/${g.conversationId}`, { token: leaver.token })).status).toBe(404);
    // Syncing the group again does not pull back someone who chose to leave.
    await t.db.transaction((tx) => syncGroupConversation(tx, { groupId: g.groupId, mentorId: g.mentor.id, name: 'Renamed', memberIds: g.members.map((m) => m.id) }));
    expect((await t.api('GET', `/v1/auth/conversations/${g.conversationId}`, { token: leaver.token })).status).toBe(404);
    const stayed = await (await t.api('GET', `/v1/auth/conversations/${g.conversationId}`, { token: g.members[1]!.token })).json();
    expect(stayed.data).toMatchObject({ title: 'Renamed' });
    expect(stayed.data.participants.map((p: { name: string }) => p.name).sort()).toEqual(['Group Member 2', 'Group Mentor']);
  });

  it('a removed mentee can no longer read the thread; re-opening brings them back; the mentor keeps the history read-only', async () => {
    const { mentor, mentee, conversationId } = await pair(t);
    await send(t, mentor.token, conversationId, 'Before removal');
    await t.db.transaction((tx) => closeMentorConversation(tx, mentor.id, mentee.id));
    expect((await t.api('GET', `/v1/auth/conversations/${conversationId}/messages`, { token: mentee.token })).status).toBe(404);
    expect((await send(t, mentee.token, conversationId, 'Still here?')).status).toBe(404);
    const kept = await (await t.api('GET', `/v1/auth/conversations/${conversationId}`, { token: mentor.token })).json();
    expect(kept.data.can_send).toBe(false);
    expect((await send(t, mentor.token, conversationId, 'Closed')).status).toBe(409);
    const again = await t.db.transaction((tx) => openMentorConversation(tx, mentor.id, mentee.id));
    expect(again).toBe(conversationId);
    expect((await t.api('GET', `/v1/auth/conversations/${conversationId}/messages`, { token: mentee.token })).status).toBe(200);
    expect((await send(t, mentee.token, conversationId, 'Back again')).status).toBe(201);
  });

  it('group sync adds and removes members; deleting the group deletes its conversation', async () => {
    const g = await group(t, 2);
    const newcomer = await t.member();
    await t.db.transaction((tx) => syncGroupConversation(tx, { groupId: g.groupId, mentorId: g.mentor.id, name: 'Morning Circle', memberIds: [g.members[0]!.id, newcomer.id] }));
    expect((await t.api('GET', `/v1/auth/conversations/${g.conversationId}`, { token: newcomer.token })).status).toBe(200);
    expect((await t.api('GET', `/v1/auth/conversations/${g.conversationId}`, { token: g.members[1]!.token })).status).toBe(404);
    await t.db.transaction((tx) => deleteGroupConversation(tx, g.groupId));
    expect((await t.api('GET', `/v1/auth/conversations/${g.conversationId}`, { token: g.mentor.token })).status).toBe(404);
    // Idempotent.
    await t.db.transaction((tx) => deleteGroupConversation(tx, g.groupId));
  });
});
