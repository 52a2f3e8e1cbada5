// Mentions (docs/rules/discussions.md, "Mentions"): a member picks classmates from the suggestions,
// which write `@Name` into the text and send their ids. Only people of the course can be mentioned;
// each is told once per post, and the thread's author is told of a reply.
import { and, asc, eq, ilike, inArray, ne, or, sql } from 'drizzle-orm';
import { paths } from '../../../lib/paths.ts';
import type { Db } from '../../db/client.ts';
import { cohortMembers, courses, discussionPosts, enrolments, users } from '../../db/schema/index.ts';
import { fieldError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { enrolmentIdIn, takesPart } from '../../learning/service/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import type { Place } from './place.ts';
import type { PostRow } from './view.ts';

const SUGGESTIONS = 8;

/**
 * The mentioned members among `ids` whose `@Name` is in the text (an id whose name was deleted from
 * the text is dropped, not refused). Anyone outside the course is a 422 that names no one.
 */
export async function chosenMentions(db: Db, place: Place, authorId: number, body: string, ids: number[]): Promise<Array<{ id: number; name: string }>> {
  const wanted = [...new Set(ids)].filter((id) => id !== authorId);
  if (!wanted.length) return [];
  const people = await db.select({ id: users.id, name: users.name, cancelledAt: users.cancelledAt }).from(users).where(inArray(users.id, wanted));
  const found = new Map(people.filter((p) => !p.cancelledAt).map((p) => [p.id, p.name]));
  const chosen: Array<{ id: number; name: string }> = [];
  for (const id of wanted) {
    const name = found.get(id);
    if (!name || !(await takesPart(db, id, place))) throw fieldError('mention_ids', place.cohortId === null ? m.errors_mention_course() : m.errors_mention_cohort());
    if (body.includes(`@${name}`)) chosen.push({ id, name });
  }
  return chosen;
}

/** Where a reader of a notification opens the post: the cohort's page, their own lesson page, or the studio's queue. */
async function linkFor(tx: Db, userId: number, place: Place, postId: number): Promise<string> {
  if (place.cohortId !== null) return `/cohorts/${place.cohortId}#post-${postId}`;
  const enrolmentId = await enrolmentIdIn(tx, userId, place.courseId);
  return enrolmentId && place.lessonId !== null ? `${paths.lesson(enrolmentId, place.courseId, place.lessonId)}#post-${postId}` : '/studio/discussions';
}

export async function tellMentioned(tx: Db, place: Place, post: PostRow, userIds: number[], actor: Actor): Promise<void> {
  for (const userId of userIds) {
    await notify(tx, {
      userId,
      type: 'discussions',
      text: (locale) => ({ title: m.notices_mentioned_title({ name: actor.name, place: place.title }, { locale }), body: post.body.slice(0, 300) }),
      link: await linkFor(tx, userId, place, post.id),
      dedupeKey: `discussion-mention:${post.id}:${userId}`,
    });
  }
}

export async function tellThreadAuthor(tx: Db, place: Place, reply: PostRow, opening: PostRow, actor: Actor): Promise<void> {
  if (opening.authorId === actor.id || opening.deletedAt) return;
  await notify(tx, {
    userId: opening.authorId,
    type: 'discussions',
    text: (locale) => ({ title: m.notices_replied_title({ name: actor.name, place: place.title }, { locale }), body: reply.body.slice(0, 300) }),
    link: await linkFor(tx, opening.authorId, place, reply.id),
    dedupeKey: `discussion-reply:${reply.id}`,
  });
}

/**
 * Classmates to suggest for `@`: enrolled members and the course's author whose name starts a word
 * with the text typed. A member who chose to stay off the leaderboard is suggested only once they
 * have posted in the course's discussions themselves (docs/rules/discussions.md, "Mentions").
 */
export async function mentionable(db: Db, place: Place, actor: Actor, q: string): Promise<Array<{ id: number; name: string }>> {
  const term = q.replace(/[\\%_]/g, (c) => `\\${c}`);
  const nameMatches = term ? or(ilike(users.name, `${term}%`), ilike(users.name, `% ${term}%`)) : undefined;
  const postedHere = sql`exists (select 1 from ${discussionPosts} p where p.course_id = ${place.courseId} and p.user_id = ${users.id})`;
  // In a cohort's space, its members; under a lesson, the course's.
  const enrolled =
    place.cohortId !== null
      ? sql`exists (select 1 from ${cohortMembers} m where m.cohort_id = ${place.cohortId} and m.user_id = ${users.id})`
      : sql`exists (select 1 from ${enrolments} e where e.course_id = ${place.courseId} and e.user_id = ${users.id})`;
  const owner = sql`exists (select 1 from ${courses} c where c.id = ${place.courseId} and c.owner_id = ${users.id})`;
  return db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(
      and(
        ne(users.id, actor.id),
        sql`${users.cancelledAt} is null`,
        or(owner, and(enrolled, or(eq(users.leaderboardHidden, false), postedHere))),
        nameMatches,
      ),
    )
    .orderBy(asc(users.name), asc(users.id))
    .limit(SUGGESTIONS);
}
