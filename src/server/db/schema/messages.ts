// Conversations and their messages (docs/rules/messages.md). A conversation is either a mentor's
// with one accepted mentee (kind `mentor`) or a mentor group's (kind `group`); the mentors domain
// opens, closes and syncs them through src/server/messages/service/index.ts.
import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, primaryKey, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';
import { users } from './accounts.ts';

export const CONVERSATION_KINDS = ['mentor', 'group'] as const;
export const PARTICIPANT_STATES = ['joined', 'left', 'removed'] as const;

export const conversations = pgTable(
  'conversations',
  {
    id: id(),
    kind: text('kind', { enum: CONVERSATION_KINDS }).notNull(),
    mentorId: integer('mentor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The mentee of a `mentor` conversation; null for a group. */
    menteeId: integer('mentee_id').references(() => users.id, { onDelete: 'cascade' }),
    /** The mentor group of a `group` conversation (the mentors domain's id); null for a pair. */
    groupId: integer('group_id'),
    /** A group's name as shown in the list; a pair's conversation is named after the other person. */
    name: text('name'),
    /** A pair's conversation closes when the mentor removes the mentee; re-opening clears it. */
    closedAt: timestampTz('closed_at'),
    lastMessageId: integer('last_message_id'),
    lastMessageAt: timestampTz('last_message_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('conversations_pair_unique').on(t.mentorId, t.menteeId).where(sql`${t.kind} = 'mentor'`),
    uniqueIndex('conversations_group_unique').on(t.groupId).where(sql`${t.kind} = 'group'`),
    check('conversations_kind_shape', sql`(${t.kind} = 'mentor' and ${t.menteeId} is not null) or (${t.kind} = 'group' and ${t.groupId} is not null)`),
  ],
);

export const conversationParticipants = pgTable(
  'conversation_participants',
  {
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** joined: reads and writes; left: chose to leave a group; removed: taken out by the mentor. */
    state: text('state', { enum: PARTICIPANT_STATES }).notNull().default('joined'),
    /** Every message up to this id counts as read (0: none). */
    lastReadMessageId: integer('last_read_message_id').notNull().default(0),
    /** Messages up to this id were already announced by the coalesced message mail (docs/rules/messages.md, "E-mail"). */
    notifiedMessageId: integer('notified_message_id').notNull().default(0),
    joinedAt: createdAt(),
    leftAt: timestampTz('left_at'),
  },
  (t) => [primaryKey({ columns: [t.conversationId, t.userId] }), index('conversation_participants_user_idx').on(t.userId, t.state)],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    conversationId: integer('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Plain text, at most MESSAGE_MAX_CHARS; links are made clickable only when shown. */
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('messages_conversation_idx').on(t.conversationId, t.id.desc())],
);
