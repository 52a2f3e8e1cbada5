// The mentor programme (docs/rules/mentors.md): invitations (which, once accepted, are the
// mentor-mentee relation), groups of accepted mentees, course recommendations and assigned courses.
// The mentor's own column is named user_id on every table of this domain, like every other table
// owned by a member, so the generated suites' fingerprints scope each table to its owner.
import { sql } from 'drizzle-orm';
import { date, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';
import { bundles, courses } from './catalogue.ts';

/**
 * One invitation from a mentor (user_id) to an e-mail address. invitee_id is the member with that
 * address, set at once when they exist and when they answer otherwise. status: pending, accepted,
 * declined, cancelled (by the mentor), removed (an accepted mentee the mentor let go). A pending
 * invitation past expires_at counts as expired. An accepted row is the mentor-mentee relation.
 */
export const mentorInvitations = pgTable(
  'mentor_invitations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Lower-cased address the invitation was sent to. */
    email: text('email').notNull(),
    inviteeId: integer('invitee_id').references(() => users.id, { onDelete: 'cascade' }),
    message: text('message').notNull().default(''),
    status: text('status').notNull().default('pending'),
    reminders: integer('reminders').notNull().default(0),
    lastSentAt: timestampTz('last_sent_at').notNull().defaultNow(),
    expiresAt: timestampTz('expires_at').notNull(),
    respondedAt: timestampTz('responded_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('mentor_invitations_mentor_email_unique').on(t.userId, t.email),
    index('mentor_invitations_invitee_idx').on(t.inviteeId),
    index('mentor_invitations_email_idx').on(t.email).where(sql`${t.status} = 'pending'`),
  ],
);

/** A mentor's group of accepted mentees. */
export const mentorGroups = pgTable(
  'mentor_groups',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('mentor_groups_mentor_idx').on(t.userId)],
);

/** Members of a group (user_id is the mentee). */
export const mentorGroupMembers = pgTable(
  'mentor_group_members',
  {
    groupId: integer('group_id')
      .notNull()
      .references(() => mentorGroups.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.groupId, t.userId] }), index('mentor_group_members_user_idx').on(t.userId)],
);

/** A course or a bundle a mentor (user_id) recommends, with a note and an optional date. */
export const courseRecommendations = pgTable(
  'course_recommendations',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    bundleId: integer('bundle_id').references(() => bundles.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    /** The day the mentor suggests finishing by (optional). */
    dueOn: date('due_on', { mode: 'string' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('course_recommendations_mentor_idx').on(t.userId)],
);

/** Who a recommendation is for: mentees named one by one (user_id) ... */
export const recommendationMentees = pgTable(
  'recommendation_mentees',
  {
    recommendationId: integer('recommendation_id')
      .notNull()
      .references(() => courseRecommendations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.recommendationId, t.userId] }), index('recommendation_mentees_user_idx').on(t.userId)],
);

/** ... and groups (every current member of the group). */
export const recommendationGroups = pgTable(
  'recommendation_groups',
  {
    recommendationId: integer('recommendation_id')
      .notNull()
      .references(() => courseRecommendations.id, { onDelete: 'cascade' }),
    groupId: integer('group_id')
      .notNull()
      .references(() => mentorGroups.id, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.recommendationId, t.groupId] })],
);

/**
 * A course a mentor (user_id) assigned to a mentee. mode 'enrolled': the mentee had access and was
 * enrolled; 'recommended': no access, so it became a recommendation (recommendation_id).
 */
export const mentorAssignments = pgTable(
  'mentor_assignments',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    menteeId: integer('mentee_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    mode: text('mode').notNull(),
    recommendationId: integer('recommendation_id').references(() => courseRecommendations.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('mentor_assignments_unique').on(t.userId, t.menteeId, t.courseId)],
);

/**
 * The ledger of the daily invitation cap (docs/rules/mentors.md, "Invitation caps"): one row per
 * call that invited anyone, with how many addresses it invited. Kept apart from mentor_invitations
 * because those rows are reset by inviting again and deleted by clearing, which must not give the
 * cap back. Rows older than two days are no longer read and are pruned by the next call.
 */
export const mentorInviteSends = pgTable(
  'mentor_invite_sends',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    sentAt: timestampTz('sent_at').notNull().defaultNow(),
  },
  (t) => [index('mentor_invite_sends_user_idx').on(t.userId, t.sentAt)],
);

/**
 * What the team knows and decided about a member as a mentor (docs/rules/mentors.md, "Losing mentor
 * rights"): rights_revoked_at set by an admin keeps them from becoming a mentor again; the refused
 * invitation calls over the daily cap are counted for the studio. A row exists only once one of
 * these happened.
 */
export const mentorStanding = pgTable('mentor_standing', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  rightsRevokedAt: timestampTz('rights_revoked_at'),
  invitationRefusals: integer('invitation_refusals').notNull().default(0),
  lastRefusalAt: timestampTz('last_refusal_at'),
  updatedAt: updatedAt(),
});
