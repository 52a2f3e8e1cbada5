// Where a discussion is and who is reading it: learning decides who may open the lesson; a mute
// decides who may write (docs/rules/discussions.md, "Who takes part" and "Moderation").
import { and, eq, gt } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionMutes, discussionPosts } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { lessonDiscussionPlace, type LessonDiscussionPlace } from '../../learning/service/index.ts';
import type { PostRow, Reader } from './view.ts';

export type Place = LessonDiscussionPlace & { mutedUntil: Date | null };

export const readerOf = (actor: Actor, place: Place): Reader => ({ id: actor.id, moderator: place.moderator, courseOwnerId: place.courseOwnerId });

export async function mutedUntil(db: Db, courseId: number, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: discussionMutes.until })
    .from(discussionMutes)
    .where(and(eq(discussionMutes.courseId, courseId), eq(discussionMutes.userId, userId), gt(discussionMutes.until, now)))
    .limit(1);
  return row?.until ?? null;
}

export async function placeOfLesson(db: Db, actor: Actor, lessonId: number, now: Date): Promise<Place> {
  const place = await lessonDiscussionPlace(db, actor, lessonId, now);
  return { ...place, mutedUntil: place.moderator ? null : await mutedUntil(db, place.courseId, actor.id, now) };
}

/** A post the reader can see, with the place it is in; 404 for a post elsewhere or hidden from them. */
export async function placeOfPost(db: Db, actor: Actor, postId: number, now: Date): Promise<{ place: Place; post: PostRow }> {
  const [post] = await db.select().from(discussionPosts).where(eq(discussionPosts.id, postId)).limit(1);
  if (!post || post.lessonId === null) throw notFound('post');
  const place = await placeOfLesson(db, actor, post.lessonId, now).catch((err: unknown) => {
    throw err instanceof AppError && err.code === 'not_found' ? notFound('post') : err;
  });
  if (!place.moderator && post.hiddenAt) throw notFound('post');
  return { place, post };
}

/** Why the reader cannot write here (a mute), or null. */
export function cannotPost(place: Place): string | null {
  if (!place.mutedUntil) return null;
  return `A moderator has paused your posting in ${place.courseTitle} until ${place.mutedUntil.toUTCString().replace(/:\d\d GMT$/, ' UTC')}.`;
}

export function requireCanPost(place: Place): void {
  const why = cannotPost(place);
  if (why) throw new AppError('forbidden', why);
}
