// Discussions live (docs/rules/discussions.md, "Live"): every change to a post publishes its ids on
// the `discussions` event channel inside its transaction; each instance's open streams for that
// lesson or cohort read the post again for their own reader (hidden posts only for moderators) and send it.
// The page opens the stream with a one-use ticket, as the notifications stream does.
import { eq } from 'drizzle-orm';
import type { StreamTicket } from '../../../lib/schemas/notifications.ts';
import type { Db } from '../../db/client.ts';
import { discussionPosts, users } from '../../db/schema/index.ts';
import { publishEvent } from '../../events/index.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { issueStreamTicket, openNotificationStream, STREAM_HEARTBEAT_MS, tokenStillValid } from '../../notifications/service/index.ts';
import { placeOf, readerOf, whereOfPost, type Where } from './place.ts';
import { postViews, threadViews } from './view.ts';

export const DISCUSSIONS_CHANNEL = 'discussions';
/** Where the post is (`lesson:12` or `cohort:3`) and which post changed. */
type DiscussionsEvent = { place: string; postId: number };
const placeKey = (where: Where) => ('lessonId' in where ? `lesson:${where.lessonId}` : `cohort:${where.cohortId}`);
const streamPath = (where: Where) => ('lessonId' in where ? `/v1/lessons/${where.lessonId}` : `/v1/cohorts/${where.cohortId}`);

export async function announcePost(tx: Db, post: { id: number; lessonId: number | null; cohortId: number | null }): Promise<void> {
  const where = whereOfPost(post);
  if (!where) return;
  await publishEvent(tx, DISCUSSIONS_CHANNEL, { place: placeKey(where), postId: post.id } satisfies DiscussionsEvent);
}

export async function issueDiscussionTicket({ db, actor, where, now }: { db: Db; actor: Actor; where: Where; now: Date }): Promise<StreamTicket> {
  await placeOf(db, actor, where, now);
  const ticket = await issueStreamTicket({ db, actor });
  return { ...ticket, url: `${streamPath(where)}/discussion/stream?ticket=${ticket.ticket}` };
}

export type DiscussionSink = {
  /** A thread's opening post (data: a Thread without replies) or a reply (data: a Post). */
  post: (event: 'thread' | 'reply', data: unknown) => Promise<void>;
  /** A post the reader may no longer see (hidden, or deleted without replies). */
  gone: (postId: number) => Promise<void>;
  ping: () => Promise<void>;
};

/** Uses up the ticket and checks the lesson is the reader's; 401 or 404 otherwise. */
export async function openDiscussionStream({ db, ticket, where, now }: { db: Db; ticket: string; where: Where; now: Date }) {
  const session = await openNotificationStream({ db, ticket });
  const [user] = await db.select().from(users).where(eq(users.id, session.userId)).limit(1);
  const actor: Actor = { id: user!.id, name: user!.name, email: user!.email, isMentor: user!.isMentor, role: user!.role, tokenId: session.tokenId };
  const place = await placeOf(db, actor, where, now);
  return { session, actor, place, key: placeKey(where) };
}

export async function runDiscussionStream(input: {
  deps: Deps;
  opened: Awaited<ReturnType<typeof openDiscussionStream>>;
  sink: DiscussionSink;
  signal: AbortSignal;
}): Promise<void> {
  const { deps, opened, sink, signal } = input;
  const { db } = deps;
  const reader = readerOf(opened.actor, opened.place);
  let chain: Promise<void> = Promise.resolve();
  let failed = false;

  const send = async (postId: number) => {
    const [row] = await db.select().from(discussionPosts).where(eq(discussionPosts.id, postId)).limit(1);
    if (!row) return sink.gone(postId);
    const invisible = (!reader.moderator && row.hiddenAt !== null) || (row.deletedAt !== null && (row.threadId !== null || row.replyCount === 0));
    if (invisible) return sink.gone(postId);
    if (row.threadId === null) {
      const [thread] = await threadViews(db, [row], [], reader, new Date());
      return sink.post('thread', thread);
    }
    const [post] = await postViews(db, [row], reader, new Date());
    return sink.post('reply', post);
  };
  const unsubscribe = await deps.events.subscribe(DISCUSSIONS_CHANNEL, (payload) => {
    const event = payload as DiscussionsEvent;
    if (event?.place !== opened.key) return;
    chain = chain.then(() => send(event.postId)).catch((err) => {
      failed = true;
      deps.log.warn('discussion stream ended', { err: err instanceof Error ? err.message : String(err) });
    });
  });
  try {
    while (!signal.aborted && !failed) {
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, STREAM_HEARTBEAT_MS);
        signal.addEventListener('abort', () => (clearTimeout(timer), resolve()), { once: true });
      });
      if (signal.aborted || failed) break;
      if (!(await tokenStillValid(db, opened.session.tokenId))) break;
      await sink.ping();
    }
  } finally {
    unsubscribe();
    await chain;
  }
}
