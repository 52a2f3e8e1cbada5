// Writing in a lesson's discussion (docs/rules/discussions.md): start a thread, reply, edit within
// 15 minutes, delete your own. Each change commits with its notifications and the live event, so a
// post that fails leaves nothing behind and one that lands is seen by every open page.
import { and, eq, gt, sql } from 'drizzle-orm';
import { EDIT_WINDOW_MINUTES, POSTS_PER_MINUTE, type Post, type PostInput, type Thread } from '../../../lib/schemas/discussions.ts';
import type { Db } from '../../db/client.ts';
import { discussionPosts } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { announcePost } from './live.ts';
import { checkPostText, renderPost } from './markdown.ts';
import { chosenMentions, tellMentioned, tellThreadAuthor } from './mentions.ts';
import { placeOf, placeOfPost, readerOf, requireCanPost, type Place, type Where } from './place.ts';
import { postViews, threadViews } from './view.ts';
import { m } from '../../../paraglide/messages.js';

type WriteInput = { db: Db; actor: Actor; siteOrigin: string; input: PostInput; now: Date };

async function requireUnderRate(db: Db, actor: Actor, now: Date): Promise<void> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(discussionPosts)
    .where(and(eq(discussionPosts.authorId, actor.id), gt(discussionPosts.createdAt, new Date(now.getTime() - 60_000))));
  if (Number(row?.n ?? 0) >= POSTS_PER_MINUTE) {
    throw fieldError('body', m.errors_posting_too_fast({ count: POSTS_PER_MINUTE }));
  }
}

/** The text, its HTML and its mentions, checked against the rules; nothing is written when one fails. */
async function prepare(db: Db, place: Place, w: WriteInput) {
  const body = w.input.body.trim();
  checkPostText(body);
  const mentions = await chosenMentions(db, place, w.actor.id, body, (w.input.mention_ids as number[] | undefined) ?? []);
  return { body, mentions, bodyHtml: renderPost(body, mentions, w.siteOrigin) };
}

export async function startThread(w: WriteInput & { where: Where }): Promise<Thread> {
  const place = await placeOf(w.db, w.actor, w.where, w.now);
  requireCanPost(place);
  await requireUnderRate(w.db, w.actor, w.now);
  const text = await prepare(w.db, place, w);
  const row = await w.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(discussionPosts)
      .values({ courseId: place.courseId, lessonId: place.lessonId, cohortId: place.cohortId, authorId: w.actor.id, ...text, createdAt: w.now, lastActivityAt: w.now })
      .returning();
    await tellMentioned(tx, place, created!, text.mentions.map((m) => m.id), w.actor);
    await announcePost(tx, created!);
    return created!;
  });
  const [thread] = await threadViews(w.db, [row], [], readerOf(w.actor, place), w.now);
  return thread!;
}

export async function reply(w: WriteInput & { threadId: number }): Promise<Post> {
  const { place, post: opening } = await placeOfPost(w.db, w.actor, w.threadId, w.now);
  if (opening.threadId !== null) throw new AppError('not_found', m.errors_thread_not_found());
  requireCanPost(place);
  if (opening.lockedAt) throw new AppError('conflict', m.errors_thread_locked());
  if (opening.deletedAt && opening.replyCount === 0) throw new AppError('not_found', m.errors_thread_not_found());
  await requireUnderRate(w.db, w.actor, w.now);
  const text = await prepare(w.db, place, w);
  const row = await w.db.transaction(async (tx) => {
    const [created] = await tx
      .insert(discussionPosts)
      .values({ courseId: place.courseId, lessonId: place.lessonId, cohortId: place.cohortId, threadId: opening.id, authorId: w.actor.id, ...text, createdAt: w.now })
      .returning();
    // The count only grows for replies members can see (docs/rules/discussions.md, "Counts").
    await tx
      .update(discussionPosts)
      .set({ replyCount: sql`${discussionPosts.replyCount} + 1`, lastActivityAt: w.now })
      .where(eq(discussionPosts.id, opening.id));
    const mentioned = text.mentions.map((m) => m.id);
    await tellMentioned(tx, place, created!, mentioned, w.actor);
    if (!mentioned.includes(opening.authorId)) await tellThreadAuthor(tx, place, created!, opening, w.actor);
    await announcePost(tx, created!);
    return created!;
  });
  const [view] = await postViews(w.db, [row], readerOf(w.actor, place), w.now);
  return view!;
}

const ownPost = async (db: Db, actor: Actor, postId: number, now: Date) => {
  const found = await placeOfPost(db, actor, postId, now);
  // Someone else's post is not found for this purpose, as the API does for every member resource.
  if (found.post.authorId !== actor.id || found.post.deletedAt) throw new AppError('not_found', m.errors_post_not_yours());
  return found;
};

export async function editPost(w: WriteInput & { postId: number }): Promise<Post> {
  const { place, post } = await ownPost(w.db, w.actor, w.postId, w.now);
  if (w.now.getTime() - post.createdAt.getTime() >= EDIT_WINDOW_MINUTES * 60_000) {
    throw new AppError('conflict', m.errors_post_edit_window({ minutes: EDIT_WINDOW_MINUTES }));
  }
  requireCanPost(place);
  const text = await prepare(w.db, place, w);
  const row = await w.db.transaction(async (tx) => {
    const [updated] = await tx.update(discussionPosts).set({ ...text, editedAt: w.now }).where(eq(discussionPosts.id, post.id)).returning();
    const before = new Set(post.mentions.map((m) => m.id));
    await tellMentioned(tx, place, updated!, text.mentions.map((m) => m.id).filter((id) => !before.has(id)), w.actor);
    await announcePost(tx, updated!);
    return updated!;
  });
  const [view] = await postViews(w.db, [row], readerOf(w.actor, place), w.now);
  return view!;
}

export async function deletePost({ db, actor, postId, now }: { db: Db; actor: Actor; postId: number; now: Date }): Promise<Post> {
  const { place, post } = await ownPost(db, actor, postId, now);
  const row = await db.transaction(async (tx) => {
    const [deleted] = await tx.update(discussionPosts).set({ deletedAt: now }).where(eq(discussionPosts.id, post.id)).returning();
    if (post.threadId !== null && !post.hiddenAt) await countReplies(tx, post.threadId, -1);
    await announcePost(tx, deleted!);
    return deleted!;
  });
  const [view] = await postViews(db, [row], readerOf(actor, place), now);
  return view!;
}

/** Keeps an opening post's count of visible replies as replies come and go. */
export async function countReplies(tx: Db, threadId: number, by: 1 | -1): Promise<void> {
  await tx
    .update(discussionPosts)
    .set({ replyCount: sql`greatest(${discussionPosts.replyCount} + ${by}, 0)` })
    .where(eq(discussionPosts.id, threadId));
}

