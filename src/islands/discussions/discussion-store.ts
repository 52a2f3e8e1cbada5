// A discussion, under a lesson or in a cohort's space (docs/rules/discussions.md; docs/rules/client.md, "Loading data"):
// the page of threads in the order the member chose, the further replies they opened, what they are
// writing (with the members they mentioned) and the error beside each form, and the lesson's live
// stream, whose posts join the page as they come. The component renders these and calls the actions.
import { atom, computed, map } from 'nanostores';
import {
  addReaction,
  deletePost,
  editPost,
  getDiscussionTicket,
  hidePost,
  listReplies,
  listThreads,
  lockThread,
  removeReaction,
  replyToThread,
  reportPost,
  restorePost,
  startThread,
  type DiscussionPlace,
  type ThreadList,
} from '../../lib/api/discussions.ts';
import { ApiError } from '../../lib/api/errors.ts';
import type { Post, ReactionKind, ReportReason, Thread } from '../../lib/schemas/discussions.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';
import { toast } from '../../stores/ui.ts';
import { m } from '../../paraglide/messages.js';

export const THREADS_PER_PAGE = 10;

/** The place shown, as `lesson:12` or `cohort:3` (a string, so the fetcher's key names it). */
export const $discussionPlace = atom<string | null>(null);
const placeFrom = (key: string): DiscussionPlace => {
  const [kind, id] = key.split(':');
  return { kind: kind as DiscussionPlace['kind'], id: Number(id) };
};
export const $discussionOrder = atom<'newest' | 'oldest'>('newest');
export const $discussionPage = atom(1);

export const $threads = createFetcherStore<ThreadList>([$memberKey, 'discussions/', $discussionPlace, '?order=', $discussionOrder, '&page=', $discussionPage], {
  fetcher: (_member, _name, place, _o, order, _p, page) => listThreads(placeFrom(String(place)), { order: order as 'newest' | 'oldest', page: Number(page), per_page: THREADS_PER_PAGE }),
});

/** Replies beyond the three each thread arrives with, per thread, once the member asked for them. */
export const $moreReplies = map<Record<string, Post[]>>({});
/** What is being sent, per form ('new', 'reply:7', 'edit:9'), and the error to show beside it. */
export const $forms = map<Record<string, { busy: boolean; error: string | null }>>({});
/** The last post that arrived live from someone else, for the screen reader's polite announcement. */
export const $announcement = atom('');

export const $canModerate = computed($threads, (t) => t.data?.meta.can_moderate ?? false);

export function chooseOrder(order: 'newest' | 'oldest'): void {
  $discussionOrder.set(order);
  $discussionPage.set(1);
}

export function choosePage(page: number): void {
  $discussionPage.set(Math.max(1, page));
}

export function openDiscussion(place: DiscussionPlace): void {
  const key = `${place.kind}:${place.id}`;
  if ($discussionPlace.get() === key) return;
  $moreReplies.set({});
  $forms.set({});
  $discussionPage.set(1);
  $discussionPlace.set(key);
}

const failed = (err: unknown, fallback: string): string | null => {
  if (err instanceof ApiError && err.status === 401) return null;
  return err instanceof ApiError ? (err.errors?.body?.[0] ?? err.errors?.mention_ids?.[0] ?? err.message) : fallback;
};

async function submit<T>(form: string, action: () => Promise<T>, fallback: string): Promise<T | null> {
  $forms.setKey(form, { busy: true, error: null });
  try {
    const done = await action();
    $forms.setKey(form, { busy: false, error: null });
    return done;
  } catch (err) {
    $forms.setKey(form, { busy: false, error: failed(err, fallback) });
    return null;
  }
}

export function clearFormError(form: string): void {
  const f = $forms.get()[form];
  if (f?.error) $forms.setKey(form, { ...f, error: null });
}

function updatePage(change: (threads: Thread[]) => Thread[], totalBy = 0): void {
  const page = $threads.get().data;
  if (page) $threads.mutate({ data: change(page.data), meta: { ...page.meta, total: Math.max(0, page.meta.total + totalBy) } });
}

/** Puts a post where it belongs on the page: a thread in place (or first, if new), a reply under its thread. */
function putOnPage(post: Post | Thread, fromStream: boolean): void {
  if (post.thread_id === null) {
    const thread = post as Thread;
    const isNew = !$threads.get().data?.data.some((t) => t.id === thread.id);
    updatePage((threads) => {
      const at = threads.findIndex((t) => t.id === thread.id);
      if (at >= 0) return threads.map((t) => (t.id === thread.id ? { ...thread, replies: t.replies, reply_count: thread.reply_count } : t));
      const showsNewest = $discussionOrder.get() === 'newest' && $discussionPage.get() === 1;
      return showsNewest ? [{ ...thread, replies: thread.replies ?? [] }, ...threads] : threads;
    }, isNew ? 1 : 0);
  } else {
    const threadId = post.thread_id;
    const more = $moreReplies.get()[threadId];
    let isNew = true;
    updatePage((threads) =>
      threads.map((t) => {
        if (t.id !== threadId) return t;
        const known = t.replies.some((r) => r.id === post.id) || Boolean(more?.some((r) => r.id === post.id));
        isNew = !known;
        const replies = t.replies.some((r) => r.id === post.id) ? t.replies.map((r) => (r.id === post.id ? post : r)) : t.replies;
        const count = known ? t.reply_count : t.reply_count + 1;
        return { ...t, replies: !known && t.replies.length < 3 && !more ? [...replies, post] : replies, reply_count: count };
      }),
    );
    if (more) {
      const has = more.some((r) => r.id === post.id);
      $moreReplies.setKey(String(threadId), has ? more.map((r) => (r.id === post.id ? post : r)) : isNew ? [...more, post] : more);
    }
  }
  if (fromStream && !post.mine && !post.hidden) $announcement.set(m.learning_disc_new_post({ name: post.author.name }));
}

/** A post the member may no longer see: it leaves the page (a thread with all its replies). */
function remove(postId: number): void {
  const isThread = Boolean($threads.get().data?.data.some((t) => t.id === postId));
  updatePage((threads) =>
    threads
      .filter((t) => t.id !== postId)
      .map((t) => (t.replies.some((r) => r.id === postId) ? { ...t, replies: t.replies.filter((r) => r.id !== postId), reply_count: Math.max(0, t.reply_count - 1) } : t)),
    isThread ? -1 : 0,
  );
  for (const [threadId, replies] of Object.entries($moreReplies.get())) {
    if (replies.some((r) => r.id === postId)) $moreReplies.setKey(threadId, replies.filter((r) => r.id !== postId));
  }
}

type Mentioned = Array<{ id: number; name: string }>;
const mentionIds = (text: string, mentioned: Mentioned) => [...new Set(mentioned.filter((m) => text.includes(`@${m.name}`)).map((m) => m.id))];

export async function postThread(text: string, mentioned: Mentioned): Promise<boolean> {
  const key = $discussionPlace.get();
  if (!key) return false;
  const done = await submit('new', () => startThread(placeFrom(key), { body: text, mention_ids: mentionIds(text, mentioned) }), m.learning_disc_post_failed());
  if (!done) return false;
  if ($discussionOrder.get() === 'newest' && $discussionPage.get() === 1) putOnPage(done.data, false);
  else refreshQueries('discussions/', $threads);
  return true;
}

export async function postReply(threadId: number, text: string, mentioned: Mentioned): Promise<boolean> {
  const done = await submit(`reply:${threadId}`, () => replyToThread(threadId, { body: text, mention_ids: mentionIds(text, mentioned) }), m.learning_disc_reply_failed());
  if (done) putOnPage(done.data, false);
  return Boolean(done);
}

export async function savePostEdit(postId: number, text: string, mentioned: Mentioned): Promise<boolean> {
  const done = await submit(`edit:${postId}`, () => editPost(postId, { body: text, mention_ids: mentionIds(text, mentioned) }), m.learning_disc_edit_failed());
  if (done) putOnPage(done.data, false);
  return Boolean(done);
}

async function act<T>(action: () => Promise<T>, fallback: string): Promise<T | null> {
  try {
    return await action();
  } catch (err) {
    const message = failed(err, fallback);
    if (message) toast(message, 'error');
    return null;
  }
}

export async function removeOwnPost(post: Post): Promise<void> {
  const done = await act(() => deletePost(post.id), m.learning_disc_delete_failed());
  if (!done) return;
  const isThread = post.thread_id === null;
  const thread = isThread ? $threads.get().data?.data.find((t) => t.id === post.id) : undefined;
  if (isThread && thread && thread.reply_count > 0) putOnPage({ ...thread, ...done.data } as Thread, false);
  else remove(post.id);
  toast(m.learning_disc_deleted_toast(), 'success');
}

export async function toggleReaction(post: Post, kind: ReactionKind): Promise<void> {
  const mine = post.reactions.find((r) => r.kind === kind)?.mine;
  const done = await act(() => (mine ? removeReaction(post.id, kind) : addReaction(post.id, kind)), m.learning_disc_reaction_failed());
  if (done) putOnPage(post.thread_id === null ? ({ ...($threads.get().data?.data.find((t) => t.id === post.id) ?? {}), ...done.data } as Thread) : done.data, false);
}

export async function sendReport(postId: number, reason: ReportReason, note: string): Promise<boolean> {
  const done = await submit(`report:${postId}`, () => reportPost(postId, { reason, note }), m.learning_disc_report_failed());
  if (!done) return false;
  toast(done.data.message, 'success');
  const markReported = (p: Post) => (p.id === postId ? { ...p, can_report: false } : p);
  updatePage((threads) => threads.map((t) => ({ ...markReported(t), replies: t.replies.map(markReported) }) as Thread));
  return true;
}

export async function loadMoreReplies(thread: Thread): Promise<void> {
  const form = `more:${thread.id}`;
  const done = await submit(form, () => listReplies(thread.id, { page: 1, per_page: 100 }), m.learning_disc_replies_failed());
  if (!done) return;
  const shown = new Set(thread.replies.map((r) => r.id));
  $moreReplies.setKey(String(thread.id), done.data.filter((r) => !shown.has(r.id)));
}

// Moderation in place (the course's author and administrators): the studio's routes.

export async function hideThisPost(postId: number, reason: string): Promise<boolean> {
  const done = await submit(`hide:${postId}`, () => hidePost(postId, reason), m.learning_disc_hide_failed());
  if (done) refreshQueries('discussions/', $threads);
  return Boolean(done);
}

export async function restoreThisPost(postId: number): Promise<void> {
  if (await act(() => restorePost(postId), m.learning_disc_restore_failed())) refreshQueries('discussions/', $threads);
}

export async function setThreadLocked(threadId: number, locked: boolean): Promise<void> {
  const done = await act(() => lockThread(threadId, locked), m.learning_disc_lock_failed());
  if (done) {
    toast(done.data.message, 'success');
    updatePage((threads) => threads.map((t) => (t.id === threadId ? { ...t, locked } : t)));
  }
}

// The live stream: one per lesson page, reopened with a new ticket after a growing pause.

const RETRY_MIN_MS = 1000;
const RETRY_MAX_MS = 60_000;

export function followDiscussion(place: DiscussionPlace): () => void {
  let source: EventSource | null = null;
  let timer: number | undefined;
  let retryMs = RETRY_MIN_MS;
  let stopped = false;
  const connect = async () => {
    if (stopped) return;
    let url: string;
    try {
      url = (await getDiscussionTicket(place)).data.url;
    } catch (err) {
      if (err instanceof ApiError && (err.status === 401 || err.status === 404)) return;
      return retry();
    }
    if (stopped) return;
    source = new EventSource(url);
    source.addEventListener('ready', () => {
      // Posts written while the stream was down are on the page after a reload of it.
      if (retryMs > RETRY_MIN_MS) refreshQueries('discussions/', $threads);
      retryMs = RETRY_MIN_MS;
    });
    source.addEventListener('thread', (e) => putOnPage(JSON.parse((e as MessageEvent).data) as Thread, true));
    source.addEventListener('reply', (e) => putOnPage(JSON.parse((e as MessageEvent).data) as Post, true));
    source.addEventListener('gone', (e) => remove((JSON.parse((e as MessageEvent).data) as { id: number }).id));
    source.addEventListener('error', () => {
      source?.close();
      source = null;
      retry();
    });
  };
  const retry = () => {
    if (stopped) return;
    window.clearTimeout(timer);
    const wait = retryMs + Math.round(Math.random() * 500);
    retryMs = Math.min(RETRY_MAX_MS, retryMs * 2);
    timer = window.setTimeout(() => void connect(), wait);
  };
  void connect();
  return () => {
    stopped = true;
    window.clearTimeout(timer);
    source?.close();
  };
}
