// Moderating discussions (docs/rules/discussions.md, "Moderation"): the course's author and the
// administrators read the reports, hide or restore posts, lock threads and mute a member in a course
// for some days. The studio calls these inside its transaction and writes the audit row beside each
// decision; the member concerned is told here, in the same transaction.
import { and, asc, count, desc, eq, gt, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import type { ReportedPost } from '../../../lib/schemas/discussions.ts';
import type { Db } from '../../db/client.ts';
import { cohorts, courses, discussionMutes, discussionPosts, discussionReports, lessons, users } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { announcePost } from './live.ts';
import { countReplies } from './posts.ts';
import { postViews, type PostRow } from './view.ts';

type Course = { id: number; title: string; ownerId: number | null };

/** Courses whose discussions the actor moderates: all for an administrator, their own for an author. */
const moderatedCourses = (actor: Actor) => (actor.role === 'admin' ? sql`true` : eq(courses.ownerId, actor.id));

async function moderatedCourse(db: Db, actor: Actor, courseId: number): Promise<Course> {
  const [course] = await db.select({ id: courses.id, title: courses.title, ownerId: courses.ownerId }).from(courses).where(and(eq(courses.id, courseId), moderatedCourses(actor))).limit(1);
  if (!course) throw notFound('course');
  return course;
}

export async function moderatedPost(db: Db, actor: Actor, postId: number): Promise<{ post: PostRow; course: Course }> {
  const [row] = await db
    .select({ post: discussionPosts, course: { id: courses.id, title: courses.title, ownerId: courses.ownerId } })
    .from(discussionPosts)
    .innerJoin(courses, eq(courses.id, discussionPosts.courseId))
    .where(and(eq(discussionPosts.id, postId), moderatedCourses(actor)))
    .limit(1);
  if (!row) throw notFound('post');
  return row;
}

const postState = (p: PostRow) => ({ hidden: p.hiddenAt !== null, hidden_reason: p.hiddenReason, locked: p.lockedAt !== null });

export async function hidePost(tx: Db, actor: Actor, postId: number, reason: string, now: Date) {
  const { post, course } = await moderatedPost(tx, actor, postId);
  if (post.hiddenAt) throw new AppError('conflict', 'This post is hidden already.');
  const [after] = await tx.update(discussionPosts).set({ hiddenAt: now, hiddenBy: actor.id, hiddenReason: reason }).where(eq(discussionPosts.id, postId)).returning();
  if (post.threadId !== null && !post.deletedAt) await countReplies(tx, post.threadId, -1);
  await resolveReports(tx, actor, postId, 'hidden', now);
  await notify(tx, {
    userId: post.authorId,
    type: 'discussions',
    text: (locale) => ({ title: m.notices_post_hidden_title({ course: course.title }, { locale }), body: m.notices_post_hidden_body({ reason }, { locale }) }),
    link: null,
    dedupeKey: `discussion-hidden:${postId}:${now.getTime()}`,
  });
  await announcePost(tx, after!);
  return { before: postState(post), after: postState(after!), courseId: course.id };
}

export async function restorePost(tx: Db, actor: Actor, postId: number, now: Date) {
  const { post, course } = await moderatedPost(tx, actor, postId);
  if (!post.hiddenAt) throw new AppError('conflict', 'This post is not hidden.');
  const [after] = await tx.update(discussionPosts).set({ hiddenAt: null, hiddenBy: null, hiddenReason: null }).where(eq(discussionPosts.id, postId)).returning();
  if (post.threadId !== null && !post.deletedAt) await countReplies(tx, post.threadId, 1);
  await notify(tx, {
    userId: post.authorId,
    type: 'discussions',
    text: (locale) => ({ title: m.notices_post_restored_title({ course: course.title }, { locale }) }),
    link: null,
    dedupeKey: `discussion-restored:${postId}:${now.getTime()}`,
  });
  await announcePost(tx, after!);
  return { before: postState(post), after: postState(after!), courseId: course.id };
}

export async function lockThread(tx: Db, actor: Actor, threadId: number, locked: boolean, now: Date) {
  const { post } = await moderatedPost(tx, actor, threadId);
  if (post.threadId !== null) throw fieldError('id', 'Only a thread’s opening post can be locked.');
  const [after] = await tx.update(discussionPosts).set({ lockedAt: locked ? (post.lockedAt ?? now) : null }).where(eq(discussionPosts.id, threadId)).returning();
  await announcePost(tx, after!);
  return { before: postState(post), after: postState(after!) };
}

async function resolveReports(tx: Db, actor: Actor, postId: number, decision: 'hidden' | 'dismissed', now: Date): Promise<number> {
  const rows = await tx
    .update(discussionReports)
    .set({ resolvedAt: now, resolvedBy: actor.id, decision })
    .where(and(eq(discussionReports.postId, postId), isNull(discussionReports.resolvedAt)))
    .returning({ id: discussionReports.id });
  return rows.length;
}

export async function dismissReports(tx: Db, actor: Actor, postId: number, now: Date) {
  await moderatedPost(tx, actor, postId);
  const n = await resolveReports(tx, actor, postId, 'dismissed', now);
  if (!n) throw new AppError('conflict', 'This post has no open reports.');
  return { dismissed: n };
}

export async function muteMember(tx: Db, actor: Actor, input: { courseId: number; userId: number; days: number; reason: string }, now: Date) {
  const course = await moderatedCourse(tx, actor, input.courseId);
  const [member] = await tx.select({ id: users.id, name: users.name, role: users.role }).from(users).where(eq(users.id, input.userId)).limit(1);
  if (!member) throw fieldError('user_id', 'There is no such member.');
  if (member.id === actor.id || member.id === course.ownerId || member.role === 'admin') {
    throw fieldError('user_id', 'The course’s author and the administrators cannot be muted.');
  }
  const until = new Date(now.getTime() + input.days * 86_400_000);
  const [before] = await tx.select().from(discussionMutes).where(and(eq(discussionMutes.courseId, course.id), eq(discussionMutes.userId, member.id))).limit(1);
  await tx
    .insert(discussionMutes)
    .values({ courseId: course.id, userId: member.id, until, reason: input.reason, createdBy: actor.id, createdAt: now })
    .onConflictDoUpdate({ target: [discussionMutes.courseId, discussionMutes.userId], set: { until, reason: input.reason, createdBy: actor.id, createdAt: now } });
  await notify(tx, {
    userId: member.id,
    type: 'discussions',
    text: (locale) => ({ title: m.notices_muted_title({ course: course.title, days: input.days }, { locale }), body: m.notices_muted_body({ reason: input.reason }, { locale }) }),
    link: null,
    dedupeKey: `discussion-muted:${course.id}:${member.id}:${now.getTime()}`,
  });
  return {
    mute: { course_id: course.id, user: { id: member.id, name: member.name }, until: until.toISOString(), reason: input.reason },
    before: before ? { until: before.until.toISOString() } : null,
  };
}

export async function unmuteMember(tx: Db, actor: Actor, courseId: number, userId: number, now: Date) {
  const course = await moderatedCourse(tx, actor, courseId);
  const [removed] = await tx.delete(discussionMutes).where(and(eq(discussionMutes.courseId, course.id), eq(discussionMutes.userId, userId), gt(discussionMutes.until, now))).returning();
  if (!removed) throw notFound('mute');
  await notify(tx, { userId, type: 'discussions', text: (locale) => ({ title: m.notices_unmuted_title({ course: course.title }, { locale }) }), link: null, dedupeKey: `discussion-unmuted:${course.id}:${userId}:${now.getTime()}` });
  return { until: removed.until.toISOString() };
}

export async function listMutes(db: Db, actor: Actor, courseId: number, now: Date) {
  const course = await moderatedCourse(db, actor, courseId);
  const rows = await db
    .select({ mute: discussionMutes, name: users.name })
    .from(discussionMutes)
    .innerJoin(users, eq(users.id, discussionMutes.userId))
    .where(and(eq(discussionMutes.courseId, course.id), gt(discussionMutes.until, now)))
    .orderBy(asc(discussionMutes.until));
  return rows.map((r) => ({ course_id: course.id, user: { id: r.mute.userId, name: r.name }, until: r.mute.until.toISOString(), reason: r.mute.reason }));
}

/** The queue: reported posts of the moderated courses, oldest open report first (or newest resolved). */
export async function reportQueue(db: Db, actor: Actor, status: 'open' | 'resolved', page: number, perPage: number, now: Date): Promise<{ data: ReportedPost[]; meta: PageMeta }> {
  const open = status === 'open';
  const reportFilter = open ? isNull(discussionReports.resolvedAt) : isNotNull(discussionReports.resolvedAt);
  const postIds = db
    .select({ postId: discussionReports.postId, first: sql<Date>`min(${discussionReports.createdAt})`.as('first'), last: sql<Date>`max(${discussionReports.resolvedAt})`.as('last') })
    .from(discussionReports)
    .where(reportFilter)
    .groupBy(discussionReports.postId)
    .as('reported');
  const base = db
    .select({ post: discussionPosts, course: { id: courses.id, title: courses.title, ownerId: courses.ownerId }, lesson: { id: lessons.id, title: lessons.title }, cohort: { id: cohorts.id, title: cohorts.title } })
    .from(postIds)
    .innerJoin(discussionPosts, eq(discussionPosts.id, postIds.postId))
    .innerJoin(courses, eq(courses.id, discussionPosts.courseId))
    .leftJoin(lessons, eq(lessons.id, discussionPosts.lessonId))
    .leftJoin(cohorts, eq(cohorts.id, discussionPosts.cohortId))
    .where(moderatedCourses(actor));
  const [rows, [total]] = await Promise.all([
    base.orderBy(open ? asc(postIds.first) : desc(postIds.last), asc(discussionPosts.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(postIds).innerJoin(discussionPosts, eq(discussionPosts.id, postIds.postId)).innerJoin(courses, eq(courses.id, discussionPosts.courseId)).where(moderatedCourses(actor)),
  ]);
  const ids = rows.map((r) => r.post.id);
  const [reports, mutes, locks] = await Promise.all([
    ids.length
      ? db
          .select({ report: discussionReports, name: users.name })
          .from(discussionReports)
          .innerJoin(users, eq(users.id, discussionReports.reporterId))
          .where(and(inArray(discussionReports.postId, ids), reportFilter))
          .orderBy(asc(discussionReports.id))
      : Promise.resolve([]),
    ids.length
      ? db.select().from(discussionMutes).where(and(inArray(discussionMutes.userId, rows.map((r) => r.post.authorId)), gt(discussionMutes.until, now)))
      : Promise.resolve([]),
    ids.length
      ? db.select({ id: discussionPosts.id, lockedAt: discussionPosts.lockedAt }).from(discussionPosts).where(inArray(discussionPosts.id, rows.map((r) => r.post.threadId ?? r.post.id)))
      : Promise.resolve([]),
  ]);
  // The views need the course's owner (for the author's mark): one read per owner, not per post.
  const views = new Map<number, Awaited<ReturnType<typeof postViews>>[number]>();
  for (const [ownerId, group] of Map.groupBy(rows, (r) => r.course.ownerId)) {
    const made = await postViews(db, group.map((r) => r.post), { id: actor.id, moderator: true, courseOwnerId: ownerId }, now);
    group.forEach((r, i) => views.set(r.post.id, made[i]!));
  }
  const data: ReportedPost[] = [];
  for (const r of rows) {
    const view = views.get(r.post.id);
    const mute = mutes.find((m) => m.userId === r.post.authorId && m.courseId === r.course.id);
    data.push({
      post: view!,
      course: { id: r.course.id, title: r.course.title },
      lesson: r.lesson?.id ? { id: r.lesson.id, title: r.lesson.title } : null,
      cohort: r.cohort?.id ? { id: r.cohort.id, title: r.cohort.title } : null,
      link: `/studio/discussions?post=${r.post.id}`,
      thread_locked: Boolean(locks.find((l) => l.id === (r.post.threadId ?? r.post.id))?.lockedAt),
      author_muted_until: mute?.until.toISOString() ?? null,
      reports: reports
        .filter((x) => x.report.postId === r.post.id)
        .map((x) => ({
          id: x.report.id,
          reason: x.report.reason as ReportedPost['reports'][number]['reason'],
          note: x.report.note,
          reporter: { id: x.report.reporterId, name: x.name },
          created_at: x.report.createdAt.toISOString(),
          resolved_at: x.report.resolvedAt?.toISOString() ?? null,
          decision: (x.report.decision as 'hidden' | 'dismissed' | null) ?? null,
        })),
    });
  }
  return { data, meta: pageMeta(page, perPage, Number(total?.n ?? 0)) };
}
