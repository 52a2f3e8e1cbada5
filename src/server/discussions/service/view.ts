// Posts as the API shows them to one reader (docs/rules/discussions.md): the author's mark, the
// reactions with the reader's own, what the reader may do with it. A hidden post reaches moderators
// only; a deleted one keeps no text.
import { and, eq, inArray, sql } from 'drizzle-orm';
import { EDIT_WINDOW_MINUTES, REACTION_KINDS, type Post, type ReactionKind, type Thread } from '../../../lib/schemas/discussions.ts';
import type { Db } from '../../db/client.ts';
import { discussionPosts, discussionReactions, discussionReports, users } from '../../db/schema/index.ts';

export type PostRow = typeof discussionPosts.$inferSelect;
export type Reader = { id: number; moderator: boolean; courseOwnerId: number | null };
type Author = { id: number; name: string; role: string; isMentor: boolean };

const EDIT_WINDOW_MS = EDIT_WINDOW_MINUTES * 60_000;

/** The extra facts the views of some posts need, read in three statements whatever their number. */
async function facts(db: Db, rows: PostRow[], reader: Reader) {
  const ids = rows.map((r) => r.id);
  const authorIds = [...new Set(rows.map((r) => r.authorId))];
  const [authors, reactions, reported] = await Promise.all([
    authorIds.length
      ? db.select({ id: users.id, name: users.name, role: users.role, isMentor: users.isMentor }).from(users).where(inArray(users.id, authorIds))
      : Promise.resolve([] as Author[]),
    ids.length
      ? db
          .select({ postId: discussionReactions.postId, kind: discussionReactions.kind, count: sql<number>`count(*)::int`, mine: sql<boolean>`bool_or(${discussionReactions.userId} = ${reader.id})` })
          .from(discussionReactions)
          .where(inArray(discussionReactions.postId, ids))
          .groupBy(discussionReactions.postId, discussionReactions.kind)
      : Promise.resolve([]),
    ids.length
      ? db.select({ postId: discussionReports.postId }).from(discussionReports).where(and(inArray(discussionReports.postId, ids), eq(discussionReports.reporterId, reader.id)))
      : Promise.resolve([]),
  ]);
  return {
    authors: new Map(authors.map((a) => [a.id, a])),
    reactions: Map.groupBy(reactions, (r) => r.postId),
    reported: new Set(reported.map((r) => r.postId)),
  };
}

type Facts = Awaited<ReturnType<typeof facts>>;

function markOf(author: Author | undefined, courseOwnerId: number | null): Post['author']['mark'] {
  if (!author) return null;
  if (author.id === courseOwnerId) return 'author';
  if (author.role === 'admin') return 'admin';
  if (author.isMentor) return 'mentor';
  return null;
}

function postView(row: PostRow, f: Facts, reader: Reader, now: Date): Post {
  const author = f.authors.get(row.authorId);
  const mine = row.authorId === reader.id;
  const deleted = row.deletedAt !== null;
  const counts = f.reactions.get(row.id) ?? [];
  return {
    id: row.id,
    thread_id: row.threadId,
    lesson_id: row.lessonId,
    cohort_id: row.cohortId,
    author: { id: row.authorId, name: author?.name ?? 'A former member', mark: markOf(author, reader.courseOwnerId) },
    body: deleted ? '' : row.body,
    body_html: deleted ? '' : row.bodyHtml,
    mentions: deleted ? [] : row.mentions,
    reactions: REACTION_KINDS.map((k) => {
      const c = counts.find((r) => r.kind === k.key);
      return { kind: k.key as ReactionKind, count: c ? Number(c.count) : 0, mine: Boolean(c?.mine) };
    }),
    created_at: row.createdAt.toISOString(),
    edited_at: row.editedAt?.toISOString() ?? null,
    deleted,
    hidden: row.hiddenAt !== null,
    hidden_reason: row.hiddenAt ? row.hiddenReason : null,
    mine,
    can_edit: mine && !deleted && now.getTime() - row.createdAt.getTime() < EDIT_WINDOW_MS,
    can_delete: mine && !deleted,
    can_report: !mine && !deleted && !f.reported.has(row.id),
  };
}

export async function postViews(db: Db, rows: PostRow[], reader: Reader, now: Date): Promise<Post[]> {
  const f = await facts(db, rows, reader);
  return rows.map((r) => postView(r, f, reader, now));
}

/** Threads with their first replies, as the lesson shows them. */
export async function threadViews(db: Db, openings: PostRow[], replies: PostRow[], reader: Reader, now: Date): Promise<Thread[]> {
  const f = await facts(db, [...openings, ...replies], reader);
  const byThread = Map.groupBy(replies, (r) => r.threadId!);
  return openings.map((o) => ({
    ...postView(o, f, reader, now),
    locked: o.lockedAt !== null,
    reply_count: o.replyCount,
    last_activity_at: o.lastActivityAt.toISOString(),
    replies: (byThread.get(o.id) ?? []).map((r) => postView(r, f, reader, now)),
  }));
}

/** What a reader may see: moderators everything, members neither hidden posts nor deleted replies. */
export const visibleTo = (reader: Reader) =>
  reader.moderator
    ? sql`true`
    : sql`${discussionPosts.hiddenAt} is null and (${discussionPosts.deletedAt} is null or (${discussionPosts.threadId} is null and ${discussionPosts.replyCount} > 0))`;
