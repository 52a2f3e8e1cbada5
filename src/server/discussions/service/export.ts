// A member's part of the discussions for their data export (docs/rules/accounts.md, the data
// export): every post they wrote (a deleted one keeps its text here, since it is still held), their
// reactions and their reports.
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { discussionPosts, discussionReactions, discussionReports } from '../../db/schema/index.ts';

const iso = (d: Date | null) => d?.toISOString() ?? null;

export async function exportDiscussions(db: Db, userId: number) {
  const [posts, reactions, reports] = await Promise.all([
    db.select().from(discussionPosts).where(eq(discussionPosts.authorId, userId)).orderBy(asc(discussionPosts.id)),
    db.select().from(discussionReactions).where(eq(discussionReactions.userId, userId)).orderBy(asc(discussionReactions.createdAt)),
    db.select().from(discussionReports).where(eq(discussionReports.reporterId, userId)).orderBy(asc(discussionReports.id)),
  ]);
  return {
    posts: posts.map((p) => ({
      id: p.id,
      course_id: p.courseId,
      lesson_id: p.lessonId,
      thread_id: p.threadId,
      body: p.body,
      created_at: p.createdAt.toISOString(),
      edited_at: iso(p.editedAt),
      deleted_at: iso(p.deletedAt),
      hidden_at: iso(p.hiddenAt),
      hidden_reason: p.hiddenReason,
    })),
    reactions: reactions.map((r) => ({ post_id: r.postId, kind: r.kind, created_at: r.createdAt.toISOString() })),
    reports: reports.map((r) => ({ post_id: r.postId, reason: r.reason, note: r.note, created_at: r.createdAt.toISOString() })),
  };
}
