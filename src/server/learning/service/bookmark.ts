// Bookmarks: one toggle per course and the member's list. A toggle deletes the bookmark if there is
// one and adds it otherwise, in one transaction, so two quick clicks land on a definite state.
import { and, eq, sql } from 'drizzle-orm';
import type { BookmarkedCourse, BookmarkState } from '../../../lib/schemas/learning.ts';
import { CARD_COLUMNS, CARD_FROM, toCourseCard, type CardRow } from '../../catalogue/service/index.ts';
import { isoDate } from '../../shared/dates.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import type { Db } from '../../db/client.ts';
import { bookmarks } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { publishedCourse } from './access.ts';

export async function bookmarkState({ db, actor, courseId }: { db: Db; actor: Actor; courseId: number }): Promise<BookmarkState> {
  const course = await publishedCourse(db, courseId);
  const [row] = await db
    .select({ courseId: bookmarks.courseId })
    .from(bookmarks)
    .where(and(eq(bookmarks.userId, actor.id), eq(bookmarks.courseId, course.id)))
    .limit(1);
  return { bookmarked: Boolean(row) };
}

export async function toggleBookmark({ db, actor, courseId }: { db: Db; actor: Actor; courseId: number }): Promise<BookmarkState> {
  const course = await publishedCourse(db, courseId);
  return db.transaction(async (tx) => {
    const removed = await tx
      .delete(bookmarks)
      .where(and(eq(bookmarks.userId, actor.id), eq(bookmarks.courseId, course.id)))
      .returning({ courseId: bookmarks.courseId });
    if (removed.length) return { bookmarked: false };
    await tx.insert(bookmarks).values({ userId: actor.id, courseId: course.id }).onConflictDoNothing();
    return { bookmarked: true };
  });
}

export async function listBookmarkedCourses({ db, actor, page, perPage }: { db: Db; actor: Actor; page: number; perPage: number }): Promise<{ items: BookmarkedCourse[]; total: number }> {
  const [rows, count] = await Promise.all([
    db.execute(sql`SELECT ${CARD_COLUMNS}, b.created_at AS bookmarked_at, e.id AS enrolment_id
      FROM bookmarks b JOIN ${CARD_FROM} ON c.id = b.course_id
      LEFT JOIN enrolments e ON e.course_id = c.id AND e.user_id = b.user_id
      WHERE b.user_id = ${actor.id} AND c.published
      ORDER BY b.created_at DESC, c.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
    db.execute(sql`SELECT count(*)::int AS total FROM bookmarks b JOIN courses c ON c.id = b.course_id WHERE b.user_id = ${actor.id} AND c.published`),
  ]);
  type Row = CardRow & { bookmarked_at: Date | string; enrolment_id: number | null };
  const items = rowsOf<Row>(rows).map((r) => ({
    course: toCourseCard(r),
    bookmarked_at: isoDate(r.bookmarked_at),
    enrolment_id: r.enrolment_id == null ? null : Number(r.enrolment_id),
  }));
  return { items, total: Number(rowsOf<{ total: number }>(count)[0]?.total ?? 0) };
}
