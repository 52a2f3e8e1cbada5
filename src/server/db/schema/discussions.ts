// Lesson and cohort discussions and their moderation (docs/rules/discussions.md). A thread is its opening post
// (thread_id null); its replies point at it. A post keeps the text as written and the HTML made from
// it (the small Markdown, sanitized like every stored HTML field). Deleting your own post and hiding
// one by moderation keep the row, so replies keep their place and a hidden post can be restored.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, uniqueIndex, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { users } from './accounts.ts';
import { courses, lessons } from './catalogue.ts';
import { cohorts } from './cohorts.ts';
import { createdAt, id, timestampTz } from './columns.ts';

export const discussionPosts = pgTable(
  'discussion_posts',
  {
    id: id(),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    /** Where the post is: under a lesson, or in a cohort's own space (exactly one of the two). */
    lessonId: integer('lesson_id').references(() => lessons.id, { onDelete: 'cascade' }),
    cohortId: integer('cohort_id').references(() => cohorts.id, { onDelete: 'cascade' }),
    /** The opening post of the thread this post replies to; null for an opening post. */
    threadId: integer('thread_id').references((): AnyPgColumn => discussionPosts.id, { onDelete: 'cascade' }),
    /** The author. */
    authorId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The text as written (the small Markdown). */
    body: text('body').notNull(),
    /** The HTML shown, made from `body` and sanitized when stored. */
    bodyHtml: text('body_html').notNull(),
    /** The members the post mentions, with their names as written then. */
    mentions: jsonb('mentions').$type<Array<{ id: number; name: string }>>().notNull().default([]),
    createdAt: createdAt(),
    editedAt: timestampTz('edited_at'),
    deletedAt: timestampTz('deleted_at'),
    hiddenAt: timestampTz('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    /** Opening posts only: a locked thread takes no more replies. */
    lockedAt: timestampTz('locked_at'),
    /** Opening posts only: the newest reply's time (or its own), for "latest activity". */
    lastActivityAt: timestampTz('last_activity_at').notNull().defaultNow(),
    /** Opening posts only: replies that are neither deleted nor hidden. */
    replyCount: integer('reply_count').notNull().default(0),
  },
  (t) => [
    index('discussion_posts_lesson_idx').on(t.lessonId, t.createdAt).where(sql`${t.threadId} is null`),
    index('discussion_posts_cohort_idx').on(t.cohortId, t.createdAt).where(sql`${t.threadId} is null`),
    check('discussion_posts_one_place', sql`(${t.lessonId} is null) <> (${t.cohortId} is null)`),
    index('discussion_posts_thread_idx').on(t.threadId, t.id),
    index('discussion_posts_author_idx').on(t.authorId, t.createdAt),
    index('discussion_posts_course_idx').on(t.courseId),
  ],
);

/** One reaction of a kind per member per post (docs/rules/discussions.md, "Reactions"). */
export const discussionReactions = pgTable(
  'discussion_reactions',
  {
    postId: integer('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.postId, t.userId, t.kind] }), check('discussion_reactions_kind_known', sql`${t.kind} in ('like', 'thanks', 'insightful')`)],
);

/** A member's report of a post, and what a moderator decided about it. */
export const discussionReports = pgTable(
  'discussion_reports',
  {
    id: id(),
    postId: integer('post_id')
      .notNull()
      .references(() => discussionPosts.id, { onDelete: 'cascade' }),
    /** The member who reported it. */
    reporterId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** `spam`, `abuse`, `off_topic` or `other`. */
    reason: text('reason').notNull(),
    note: text('note').notNull().default(''),
    createdAt: createdAt(),
    resolvedAt: timestampTz('resolved_at'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    /** `hidden` (the post was hidden) or `dismissed` (it stays). */
    decision: text('decision'),
  },
  (t) => [
    uniqueIndex('discussion_reports_once').on(t.postId, t.reporterId),
    index('discussion_reports_open_idx').on(t.createdAt).where(sql`${t.resolvedAt} is null`),
    check('discussion_reports_reason_known', sql`${t.reason} in ('spam', 'abuse', 'off_topic', 'other')`),
  ],
);

/** A member who may not post in a course's discussions until `until`. */
export const discussionMutes = pgTable(
  'discussion_mutes',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    until: timestampTz('until').notNull(),
    reason: text('reason').notNull().default(''),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.courseId, t.userId] })],
);
