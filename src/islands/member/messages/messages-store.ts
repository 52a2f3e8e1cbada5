// The /messages screen's state (docs/rules/messages.md; docs/rules/client.md, "Loading data"): the
// member's conversations, the open one (kept in the address as ?conversation=ID), its thread with the
// earlier pages loaded so far, a draft per conversation, and the unread counts. Messages that arrive
// live over the tab's stream ($liveMessage, src/scripts/notifications-live.ts) join the list and the
// open thread while the screen is shown. The component renders these stores and calls the actions.
import { atom, computed, map, onMount } from 'nanostores';
import { ApiError } from '../../../lib/api/errors.ts';
import { leaveConversation, listConversations, listMessages, markConversationRead, sendMessage, type ConversationList, type Thread } from '../../../lib/api/messages.ts';
import { MESSAGE_MAX_CHARS, type Conversation, type Message } from '../../../lib/schemas/messages.ts';
import { $liveMessage, setMessagesUnread } from '../../../stores/messages.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';
import { toast } from '../../../stores/ui.ts';
import { m } from '../../../paraglide/messages.js';
import { pageIntlLocale } from '../../../lib/dates.ts';

export const CONVERSATIONS_SHOWN = 100;
export const THREAD_PAGE = 30;

/** A failed action is told in a toast; a 401 is the Session Expired dialog's. */
const failed = (err: unknown, fallback: string): void => {
  if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : fallback, 'error');
};

export const $conversations = createFetcherStore<ConversationList>([$memberKey, 'conversations?per_page=', CONVERSATIONS_SHOWN], {
  fetcher: () => listConversations({ per_page: CONVERSATIONS_SHOWN }),
});

/** The conversation the member chose (it may not be in the list, e.g. after leaving it); first the one the address names. */
export const $selectedConversation = atom<number | null>(conversationFromAddress());

/** The chosen conversation when the list holds it: the one the thread shows. */
export const $openConversation = computed([$conversations, $selectedConversation], (list, id) => list.data?.data.find((c) => c.id === id) ?? null);
const $openConversationId = computed($openConversation, (c) => c?.id ?? null);

/** The open conversation's newest messages, then the earlier pages the member asked for in front. */
export const $thread = createFetcherStore<Thread>([$memberKey, 'conversations/', $openConversationId, '/messages'], {
  fetcher: (_member, _name, id) => listMessages(Number(id), { limit: THREAD_PAGE }),
  onError: (err: unknown) => failed(err, m.community_msg_err_load()),
});

/** True while an earlier page of the thread is on its way. */
export const $loadingEarlier = atom(false);

/** What the member has typed, per conversation, until it is sent. */
export const $drafts = map<Record<string, string>>({});
/** The composer's state: a send on its way and the error to show beside the field. */
export const $composer = map<{ busy: boolean; error: string | null }>({ busy: false, error: null });

function conversationFromAddress(): number | null {
  if (typeof window === 'undefined') return null;
  const v = new URLSearchParams(window.location.search).get('conversation');
  return v && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : null;
}

function addressFor(id: number | null): void {
  if (typeof window === 'undefined') return;
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('conversation', String(id));
  else url.searchParams.delete('conversation');
  window.history.replaceState(null, '', url);
}

/** Opens a conversation (or, with null, goes back to the list); the address follows. */
export function openConversation(id: number | null): void {
  if (id !== $selectedConversation.get()) $composer.set({ busy: false, error: null });
  $selectedConversation.set(id);
  addressFor(id);
}

/** The newest message of each conversation this tab has told the server the member read. */
const readUpTo = new Map<number, number>();

function updateList(change: (list: ConversationList) => ConversationList): void {
  const current = $conversations.get().data;
  if (current) $conversations.mutate(change(current));
}

/** Marks the open thread read up to its last message, once per message, only while the page is seen. */
async function markRead(conversationId: number, messages: Message[]): Promise<void> {
  const last = messages.at(-1);
  if (!last || last.id <= (readUpTo.get(conversationId) ?? 0)) return;
  if (typeof document !== 'undefined' && document.visibilityState === 'hidden') return;
  readUpTo.set(conversationId, last.id);
  try {
    const total = (await markConversationRead(conversationId, last.id)).data.total_unread;
    setMessagesUnread(total);
    updateList((list) => ({ data: list.data.map((c) => (c.id === conversationId ? { ...c, unread: 0 } : c)), meta: { ...list.meta, unread: total } }));
  } catch {
    // The count stays as it was; the next message tries again.
  }
}

function addToThread(conversationId: number, message: Message): boolean {
  const thread = $thread.get().data;
  if ($openConversationId.get() !== conversationId || !thread || thread.data.some((m) => m.id === message.id)) return false;
  $thread.mutate({ data: [...thread.data, message].sort((a, b) => a.id - b.id), meta: thread.meta });
  return true;
}

/**
 * A message that arrived live: it moves its conversation to the top with its preview (and counts as
 * unread unless it is the member's own or its conversation is open), and joins the open thread once
 * (the stream and the send's answer may both bring it). A conversation the list does not know yet
 * (a new mentee, a new group) reloads the list.
 */
export function receiveLive(message: Message): void {
  const list = $conversations.get().data;
  if (list) {
    const found = list.data.find((c) => c.id === message.conversation_id);
    if (!found) refreshQueries('conversations?', $conversations);
    else if (!found.last_message || found.last_message.id < message.id) {
      const counts = !message.mine && message.conversation_id !== $selectedConversation.get();
      const updated = { ...found, last_message: message, updated_at: message.created_at, unread: found.unread + (counts ? 1 : 0) };
      $conversations.mutate({ data: [updated, ...list.data.filter((c) => c.id !== found.id)], meta: list.meta });
    }
  }
  // Joining the open thread marks it read (the screen's watch on the thread, below).
  addToThread(message.conversation_id, message);
}

/** Loads the page of messages before the oldest one shown. */
export async function loadEarlier(): Promise<void> {
  const conversationId = $openConversationId.get();
  const before = $thread.get().data?.meta.next_before;
  if (!conversationId || !before || $loadingEarlier.get()) return;
  $loadingEarlier.set(true);
  try {
    const page = await listMessages(conversationId, { before, limit: THREAD_PAGE });
    const current = $thread.get().data;
    if ($openConversationId.get() === conversationId && current) $thread.mutate({ data: [...page.data, ...current.data], meta: page.meta });
  } catch (err) {
    failed(err, m.community_msg_err_earlier());
  } finally {
    $loadingEarlier.set(false);
  }
}

export function setDraft(conversationId: number, text: string): void {
  $drafts.setKey(String(conversationId), text);
  if ($composer.get().error) $composer.setKey('error', null);
}

/**
 * Sends the conversation's draft. A blank or too long draft is refused before any request, and the
 * server's word on the field is shown beside it; the sent message joins the thread and tops the list.
 * Resolves true when the message was sent.
 */
export async function sendDraft(conversation: Conversation): Promise<boolean> {
  if ($composer.get().busy) return false;
  const text = $drafts.get()[String(conversation.id)] ?? '';
  if (!text.trim()) return ($composer.setKey('error', m.community_msg_err_empty()), false);
  if (text.length > MESSAGE_MAX_CHARS) return ($composer.setKey('error', m.community_msg_err_long({ max: MESSAGE_MAX_CHARS.toLocaleString(pageIntlLocale()) })), false);
  $composer.set({ busy: true, error: null });
  try {
    const sent = (await sendMessage(conversation.id, text)).data;
    $drafts.setKey(String(conversation.id), '');
    // The member's own message needs no marking as read.
    readUpTo.set(conversation.id, Math.max(readUpTo.get(conversation.id) ?? 0, sent.id));
    addToThread(conversation.id, sent);
    updateList((list) => {
      const current = list.data.find((c) => c.id === conversation.id) ?? conversation;
      return { data: [{ ...current, last_message: sent, updated_at: sent.created_at }, ...list.data.filter((c) => c.id !== conversation.id)], meta: list.meta };
    });
    return true;
  } catch (err) {
    if (err instanceof ApiError && err.errors?.body?.[0]) $composer.setKey('error', err.errors.body[0]);
    else failed(err, m.community_msg_err_send());
    return false;
  } finally {
    $composer.setKey('busy', false);
  }
}

/** Leaves a group's conversation (the member confirmed it already), then shows the list without it. */
export async function leave(conversation: Conversation): Promise<boolean> {
  try {
    await leaveConversation(conversation.id);
    toast(m.community_msg_left({ title: conversation.title }), 'success');
    openConversation(null);
    refreshQueries('conversations?', $conversations);
    return true;
  } catch (err) {
    failed(err, m.community_msg_err_leave());
    return false;
  }
}

/**
 * The screen as a whole, mounted while /messages is shown: it keeps the sidebar's unread count with
 * the list's, marks the open thread read when it loads or grows and takes in the messages that arrive
 * live.
 */
export const $messagesScreen = computed([$conversations, $openConversation, $thread], (list, open, thread) => ({ list, open, thread }));

onMount($messagesScreen, () => {
  let lastKey: string | undefined;
  const unbindList = $conversations.subscribe((value) => {
    if (value.data) setMessagesUnread(value.data.meta.unread);
  });
  const unbindThread = $thread.subscribe((value) => {
    const id = $openConversationId.get();
    // A newly opened thread is read from its start again (as if the member had never opened it here).
    if ($thread.key !== lastKey) {
      lastKey = $thread.key;
      if (id) readUpTo.delete(id);
    }
    if (id && value.data && !value.loading) void markRead(id, value.data.data);
  });
  const unbindLive = $liveMessage.listen((message) => {
    if (message) receiveLive(message);
  });
  return () => {
    unbindList();
    unbindThread();
    unbindLive();
  };
});
