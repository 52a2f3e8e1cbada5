// Lesson discussions as the API shows them (docs/rules/discussions.md). Shared by the routes, the
// typed client, the discussion island under each lesson and the studio's moderation queue.
import { z } from './zod.ts';
import { boundedArray, formatCount, id, pageQuery, say, text } from './input.ts';
import { m } from '../../paraglide/messages.js';

/** The longest post, in characters. */
export const POST_MAX_CHARS = 4_000;
/** Links a post may hold (any site); more is refused as spam. */
export const POST_MAX_LINKS = 5;
/** Posts (threads and replies) a member may write in a minute, across all discussions. */
export const POSTS_PER_MINUTE = 5;
/** Minutes after posting in which the author may still edit. */
export const EDIT_WINDOW_MINUTES = 15;
/** People one post may mention. */
export const POST_MAX_MENTIONS = 10;
export const THREADS_PAGE_DEFAULT = 10;
export const REPLIES_PAGE_DEFAULT = 20;
/** Replies shown with each thread before "Show more replies". */
export const REPLIES_PREVIEW = 3;

export const REACTION_KINDS = [
  { key: 'like', label: 'Like' },
  { key: 'thanks', label: 'Thank you' },
  { key: 'insightful', label: 'Insightful' },
] as const;
export type ReactionKind = (typeof REACTION_KINDS)[number]['key'];
const REACTION_KEYS = REACTION_KINDS.map((r) => r.key) as [ReactionKind, ...ReactionKind[]];

export const REPORT_REASONS = [
  { key: 'spam', label: 'Spam or advertising' },
  { key: 'abuse', label: 'Unkind or abusive' },
  { key: 'off_topic', label: 'Off topic' },
  { key: 'other', label: 'Something else' },
] as const;
export type ReportReason = (typeof REPORT_REASONS)[number]['key'];
const REASON_KEYS = REPORT_REASONS.map((r) => r.key) as [ReportReason, ...ReportReason[]];

/** How a post's author is marked: the course's author, a mentor, an administrator, or nothing. */
export const PostAuthorSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  mark: z.enum(['author', 'mentor', 'admin']).nullable(),
});

export const ReactionCountSchema = z.object({ kind: z.enum(REACTION_KEYS), count: z.number().int(), mine: z.boolean() });

export const PostSchema = z.object({
  id: z.number().int(),
  /** The opening post this replies to; null for an opening post. */
  thread_id: z.number().int().nullable(),
  /** Where it is: under a lesson, or in a cohort's space (one of the two is set). */
  lesson_id: z.number().int().nullable(),
  cohort_id: z.number().int().nullable(),
  author: PostAuthorSchema,
  /** The text as written (empty once deleted). */
  body: z.string(),
  /** The HTML made from it: paragraphs, emphasis, lists, links to this site and mentions; sanitized. */
  body_html: z.string(),
  mentions: z.array(z.object({ id: z.number().int(), name: z.string() })),
  reactions: z.array(ReactionCountSchema),
  created_at: z.string(),
  edited_at: z.string().nullable(),
  /** Deleted by its author: an opening post with replies stays as a placeholder. */
  deleted: z.boolean(),
  /** Hidden by a moderator: only moderators receive it. */
  hidden: z.boolean(),
  hidden_reason: z.string().nullable(),
  mine: z.boolean(),
  /** The author, within 15 minutes of posting. */
  can_edit: z.boolean(),
  can_delete: z.boolean(),
  /** Someone else's post the caller has not reported yet. */
  can_report: z.boolean(),
});
export type Post = z.infer<typeof PostSchema>;

export const ThreadSchema = PostSchema.extend({
  locked: z.boolean(),
  reply_count: z.number().int(),
  last_activity_at: z.string(),
  /** The first replies, oldest first (at most 3); the rest through the thread's replies. */
  replies: z.array(PostSchema),
});
export type Thread = z.infer<typeof ThreadSchema>;

export const DiscussionMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  /** Whether the caller may hide, restore and lock here (the course's author or an administrator). */
  can_moderate: z.boolean(),
  /** Why the caller cannot post here, if they cannot (muted until a time); null when they can. */
  cannot_post: z.string().nullable(),
});

export type DiscussionMeta = z.infer<typeof DiscussionMetaSchema>;

export const ThreadsQuerySchema = z.object({
  order: z.enum(['newest', 'oldest'], { message: 'Order must be newest or oldest.' }).default('newest'),
  page: pageQuery(1_000, 1),
  per_page: pageQuery(50, THREADS_PAGE_DEFAULT),
});

export const RepliesQuerySchema = z.object({
  page: pageQuery(1_000, 1),
  per_page: pageQuery(100, REPLIES_PAGE_DEFAULT),
});

const postBody = () =>
  text()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, say(m.errors_write_something_first)).max(POST_MAX_CHARS, say(() => m.errors_post_under({ max: formatCount(POST_MAX_CHARS) }))));

export const PostInputSchema = z.object({
  body: postBody(),
  /** The members written as @Name in the body, chosen from the mention suggestions. */
  mention_ids: boundedArray(id(), POST_MAX_MENTIONS).optional(),
});
export type PostInput = z.input<typeof PostInputSchema>;

export const ReportInputSchema = z.object({
  reason: z.enum(REASON_KEYS, say(m.errors_report_reason)),
  note: text()
    .transform((s) => s.trim())
    .pipe(z.string().max(500, say(m.errors_report_note_under)))
    .optional(),
});
export type ReportInput = z.input<typeof ReportInputSchema>;

export const ReactionParamsSchema = z.object({ kind: z.enum(REACTION_KEYS, { message: 'A reaction is like, thanks or insightful.' }) });

export const MentionableQuerySchema = z.object({
  q: text()
    .transform((s) => s.trim())
    .pipe(z.string().max(80, say(m.errors_search_under)))
    .default(''),
});
export const MentionableSchema = z.object({ id: z.number().int(), name: z.string() });

// Moderation (the studio's queue).

export const ReportSchema = z.object({
  id: z.number().int(),
  reason: z.enum(REASON_KEYS),
  note: z.string(),
  reporter: z.object({ id: z.number().int(), name: z.string() }),
  created_at: z.string(),
  resolved_at: z.string().nullable(),
  decision: z.enum(['hidden', 'dismissed']).nullable(),
});

export const ReportedPostSchema = z.object({
  post: PostSchema,
  course: z.object({ id: z.number().int(), title: z.string() }),
  lesson: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  cohort: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  /** Site path of the post in the studio's queue. */
  link: z.string(),
  thread_locked: z.boolean(),
  /** When the author is muted in this course, until when. */
  author_muted_until: z.string().nullable(),
  reports: z.array(ReportSchema),
});
export type ReportedPost = z.infer<typeof ReportedPostSchema>;

export const ReportsQuerySchema = z.object({
  status: z.enum(['open', 'resolved'], { message: 'Status must be open or resolved.' }).default('open'),
  page: pageQuery(1_000, 1),
  per_page: pageQuery(50, 20),
});

export const HideInputSchema = z.object({
  reason: text()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Say why the post is hidden; the member is told.').max(300, 'Keep the reason under 300 characters.')),
});

export const LockInputSchema = z.object({ locked: z.boolean({ message: 'Locked must be true or false.' }) });

export const MUTE_MAX_DAYS = 90;
export const MuteInputSchema = z.object({
  user_id: id(),
  days: z
    .number({ message: 'Days must be a whole number from 1 to 90.' })
    .int('Days must be a whole number from 1 to 90.')
    .min(1, 'Days must be a whole number from 1 to 90.')
    .max(MUTE_MAX_DAYS, 'Days must be a whole number from 1 to 90.'),
  reason: text()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, 'Say why; the member is told.').max(300, 'Keep the reason under 300 characters.')),
});

export const MuteSchema = z.object({
  course_id: z.number().int(),
  user: z.object({ id: z.number().int(), name: z.string() }),
  until: z.string(),
  reason: z.string(),
});
