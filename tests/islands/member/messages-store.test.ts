// The /messages screen's store against the real API: the list and its unread counts, opening a
// conversation (which marks it read on the server), sending the draft, a message arriving live, and
// what is refused (a blank draft before any request, leaving a mentor conversation by the server).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  $composer,
  $conversations,
  $drafts,
  $messagesScreen,
  $thread,
  leave,
  openConversation,
  sendDraft,
  setDraft,
} from '../../../src/islands/member/messages/messages-store.ts';
import type { Message } from '../../../src/lib/schemas/messages.ts';
import { $liveMessage, $messagesUnread } from '../../../src/stores/messages.ts';
import { $toasts } from '../../../src/stores/ui.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { openMentorConversation } from '../../../src/server/messages/service/index.ts';
import { pair, send } from '../../server/messages/support.ts';

let ctx: TestContext;
let restoreFetch: () => void;
let people: Awaited<ReturnType<typeof pair>>;

const conversationsOf = async (token: string) => (await (await ctx.api('GET', '/v1/auth/conversations', { token })).json()) as { data: Array<{ id: number; unread: number }>; meta: { unread: number } };
const messagesOf = async (token: string, id: number) => ((await (await ctx.api('GET', `/v1/auth/conversations/${id}/messages`, { token })).json()) as { data: Message[] }).data;
const settled = <T extends { data?: unknown; error?: unknown; loading?: boolean }>(value: T) => answered(value);

beforeAll(async () => {
  ctx = await createTestContext();
  restoreFetch = routeFetchTo(ctx);
  people = await pair(ctx);
  expect((await send(ctx, people.mentor.token, people.conversationId, 'Welcome! How is the breathing going?')).status).toBe(201);
});

afterAll(async () => {
  openConversation(null);
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('messages store', () => {
  it('loads the conversations with their unread counts once the member is signed in, and keeps the sidebar count', async () => {
    signOut();
    const screen = watch($messagesScreen);
    expect($conversations.get()).toEqual({ loading: false });
    await signInAs(ctx, people.mentee);
    const { list } = await screen.until((v) => settled(v.list));
    expect(list.data?.data.map((c) => [c.id, c.unread])).toEqual([[people.conversationId, 1]]);
    expect(list.data?.meta.unread).toBe(1);
    expect($messagesUnread.get()).toBe(1);
    screen.stop();
  });

  it('opening a conversation loads its thread and marks it read on the server', async () => {
    const screen = watch($messagesScreen);
    openConversation(people.conversationId);
    const { thread, open } = await screen.until((v) => settled(v.thread) && v.list.data?.meta.unread === 0);
    expect(open?.id).toBe(people.conversationId);
    expect(thread.data?.data.map((m) => m.body)).toEqual(['Welcome! How is the breathing going?']);
    expect($messagesUnread.get()).toBe(0);
    const saved = await conversationsOf(people.mentee.token);
    expect(saved.meta.unread).toBe(0);
    expect(saved.data[0]?.unread).toBe(0);
    screen.stop();
  });

  it('sends the draft: it joins the thread, tops the list, and the server holds it', async () => {
    const screen = watch($messagesScreen);
    await screen.until((v) => settled(v.thread));
    setDraft(people.conversationId, 'Going well, thank you.');
    expect(await sendDraft($conversations.get().data!.data[0]!)).toBe(true);
    expect($drafts.get()[String(people.conversationId)]).toBe('');
    expect($thread.get().data?.data.at(-1)).toMatchObject({ body: 'Going well, thank you.', mine: true });
    expect($conversations.get().data?.data[0]?.last_message).toMatchObject({ body: 'Going well, thank you.' });
    expect((await messagesOf(people.mentor.token, people.conversationId)).map((m) => m.body)).toContain('Going well, thank you.');
    screen.stop();
  });

  it('a message arriving live joins the open thread once and is marked read', async () => {
    const screen = watch($messagesScreen);
    await screen.until((v) => settled(v.thread));
    const res = await send(ctx, people.mentor.token, people.conversationId, 'Great to hear.');
    const { data: sent } = (await res.json()) as { data: Message };
    // The stream delivers the mentor's message as the mentee sees it.
    const [live] = (await messagesOf(people.mentee.token, people.conversationId)).filter((m) => m.id === sent.id);
    $liveMessage.set(live!);
    $liveMessage.set({ ...live! });
    const { thread } = await screen.until((v) => v.thread.data?.data.at(-1)?.id === sent.id);
    expect(thread.data?.data.filter((m) => m.id === sent.id)).toHaveLength(1);
    expect($conversations.get().data?.data[0]?.unread).toBe(0);
    await expect.poll(async () => (await conversationsOf(people.mentee.token)).meta.unread).toBe(0);
    screen.stop();
  });

  it('refuses a blank draft without a request, and tells the member when the server refuses to let them leave', async () => {
    const screen = watch($messagesScreen);
    await screen.until((v) => settled(v.thread));
    setDraft(people.conversationId, '   ');
    expect(await sendDraft($conversations.get().data!.data[0]!)).toBe(false);
    expect($composer.get().error).toBe('Write a message first.');
    expect(await leave($conversations.get().data!.data[0]!)).toBe(false);
    expect($toasts.get().at(-1)).toMatchObject({ tone: 'error' });
    expect((await conversationsOf(people.mentee.token)).data.map((c) => c.id)).toEqual([people.conversationId]);
    screen.stop();
  });

  it('a live message from a conversation the list does not know reloads the list, and the open thread stays as it is', async () => {
    const screen = watch($messagesScreen);
    await screen.until((v) => settled(v.thread) && v.list.data !== undefined);
    const threadShown = $thread.get().data;
    const second = await ctx.member({ isMentor: true, name: 'Second Mentor' });
    const id = await ctx.db.transaction((tx) => openMentorConversation(tx, second.id, people.mentee.id));
    const { data: sent } = (await (await send(ctx, second.token, id, 'Hello from another mentor')).json()) as { data: Message };
    $liveMessage.set({ ...sent, mine: false });
    const { list } = await screen.until((v) => v.list.data?.data.length === 2);
    expect(list.data?.data[0]).toMatchObject({ id, unread: 1 });
    expect($thread.get().data).toBe(threadShown);
    screen.stop();
  });
});
