// Where a discussion is (under a lesson, or a cohort's space) and who is reading it: learning decides
// who may open it; a mute decides who may write (docs/rules/discussions.md, "Who takes part" and "Moderation").
import { and, eq, gt } from 'drizzle-orm';
import { formatLocalMoment } from '../../../lib/dates.ts';
import { currentLocale, INTL_LOCALE } from '../../../lib/i18n.ts';
import type { Db } from '../../db/client.ts';
import { discussionMutes, discussionPosts } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { cohortDiscussionPlace, lessonDiscussionPlace, type DiscussionPlace } from '../../learning/service/index.ts';
import type { PostRow, Reader } from './view.ts';

export type Place = DiscussionPlace & { mutedUntil: Date | null };
/** Where a discussion is asked for: a lesson's, or a cohort's space. */
export type Where = { lessonId: number } | { cohortId: number };

export const readerOf = (actor: Actor, place: Place): Reader => ({ id: actor.id, moderator: place.moderator, courseOwnerId: place.courseOwnerId });

export async function mutedUntil(db: Db, courseId: number, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ until: discussionMutes.until })
    .from(discussionMutes)
    .where(and(eq(discussionMutes.courseId, courseId), eq(discussionMutes.userId, userId), gt(discussionMutes.until, now)))
    .limit(1);
  return row?.until ?? null;
}

export async function placeOf(db: Db, actor: Actor, where: Where, now: Date): Promise<Place> {
  const place = 'lessonId' in where ? await lessonDiscussionPlace(db, actor, where.lessonId, now) : await cohortDiscussionPlace(db, actor, where.cohortId);
  return { ...place, mutedUntil: place.moderator ? null : await mutedUntil(db, place.courseId, actor.id, now) };
}

export const whereOfPost = (post: Pick<PostRow, 'lessonId' | 'cohortId'>): Where | null =>
  post.lessonId !== null ? { lessonId: post.lessonId } : post.cohortId !== null ? { cohortId: post.cohortId } : null;

/** The posts of a place, for a WHERE. */
export const inPlace = (place: Pick<Place, 'lessonId' | 'cohortId'>) =>
  place.lessonId !== null ? eq(discussionPosts.lessonId, place.lessonId) : eq(discussionPosts.cohortId, place.cohortId!);

/** A post the reader can see, with the place it is in; 404 for a post elsewhere or hidden from them. */
export async function placeOfPost(db: Db, actor: Actor, postId: number, now: Date): Promise<{ place: Place; post: PostRow }> {
  const [post] = await db.select().from(discussionPosts).where(eq(discussionPosts.id, postId)).limit(1);
  const where = post ? whereOfPost(post) : null;
  if (!post || !where) throw notFound('post');
  const place = await placeOf(db, actor, where, now).catch((err: unknown) => {
    throw err instanceof AppError && err.code === 'not_found' ? notFound('post') : err;
  });
  if (!place.moderator && post.hiddenAt) throw notFound('post');
  return { place, post };
}

/** Why the reader cannot write here (a mute), or null. */
export function cannotPost(place: Place): string | null {
  if (!place.mutedUntil) return null;
  // The end of the pause in UTC: the RFC form in English (as always), the long form in Spanish.
  const until =
    currentLocale() === 'es'
      ? `${formatLocalMoment(place.mutedUntil, { locale: INTL_LOCALE.es, timeZone: 'UTC' })} UTC`
      : place.mutedUntil.toUTCString().replace(/:\d\d GMT$/, ' UTC');
  return m.errors_posting_paused({ course: place.courseTitle, until });
}

export function requireCanPost(place: Place): void {
  const why = cannotPost(place);
  if (why) throw new AppError('forbidden', why);
}
