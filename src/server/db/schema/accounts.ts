// Members, their sign-in tokens, one-time links (verification, password reset) and addresses.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';

/** Per type; `email` was a boolean before the daily digest existed (true = immediately), and old rows keep it. */
export type NotificationSettings = Record<string, { email: boolean | 'immediately' | 'daily' | 'off'; inApp: boolean }>;

export const users = pgTable(
  'users',
  {
    id: id(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    avatarPath: text('avatar_path'),
    gender: smallint('gender'),
    isMentor: boolean('is_mentor').notNull().default(false),
    emailVerifiedAt: timestampTz('email_verified_at'),
    notificationSettings: jsonb('notification_settings').$type<NotificationSettings>().notNull().default({}),
    /** IANA time zone, taken from the browser the first time; the learning streak counts days in it. */
    timeZone: text('time_zone'),
    /** The member chose not to appear on the leaderboard (docs/rules/rewards.md). */
    leaderboardHidden: boolean('leaderboard_hidden').notNull().default(false),
    /** Set when the member cancels; personal fields are then anonymised. */
    cancelledAt: timestampTz('cancelled_at'),
    /** member, author or admin (docs/rules/studio.md): what the studio lets the account do. */
    role: text('role', { enum: ['member', 'author', 'admin'] }).notNull().default('member'),
    /** Set by an admin in the studio: no token works and login is refused until restored (docs/rules/studio.md). */
    suspendedAt: timestampTz('suspended_at'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_unique').on(sql`lower(${t.email})`), check('users_role_check', sql`${t.role} in ('member', 'author', 'admin')`)],
);

/** Bearer tokens. Only the SHA-256 of a token is stored; the token itself is shown once, at login. */
export const accessTokens = pgTable(
  'access_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    name: text('name').notNull().default('web'),
    /** The browser's User-Agent at sign-in, cut to 512 characters: the devices list names it (docs/security.md, "Sessions and devices"). */
    userAgent: text('user_agent'),
    /** The sign-in address's network only ("203.0.113.x", "2001:db8:1::/48"), never the full address. */
    network: text('network'),
    /** Last seen: written at most once a minute per token (src/server/auth/tokens.ts). */
    lastUsedAt: timestampTz('last_used_at'),
    expiresAt: timestampTz('expires_at').notNull(),
    revokedAt: timestampTz('revoked_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('access_tokens_hash_unique').on(t.tokenHash), index('access_tokens_user_idx').on(t.userId)],
);

/**
 * The member's security events (docs/security.md, "Security e-mails"): password changed or reset,
 * sessions revoked, and later passkeys and second factors. The studio's audit log is for operators'
 * changes and lives in a higher domain, so the member's own record is kept here.
 */
export const securityEvents = pgTable(
  'security_events',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** e.g. `password.changed`, `sessions.revoked` (SecurityEventKind in accounts/service/security-events.ts). */
    kind: text('kind').notNull(),
    /** The device and network the change came from, as the devices list names them. */
    device: text('device'),
    network: text('network'),
    detail: jsonb('detail').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('security_events_user_idx').on(t.userId, t.createdAt)],
);

/** Single-use values behind e-mailed links (e-mail verification, password reset). Stored hashed. */
export const oneTimeTokens = pgTable(
  'one_time_tokens',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: ['verify_email', 'reset_password'] }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestampTz('expires_at').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('one_time_tokens_hash_unique').on(t.tokenHash), index('one_time_tokens_user_idx').on(t.userId)],
);

export const addresses = pgTable(
  'addresses',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    line1: text('line1').notNull(),
    line2: text('line2'),
    city: text('city').notNull(),
    region: text('region'),
    postcode: text('postcode').notNull(),
    /** ISO 3166-1 alpha-2 */
    country: text('country').notNull(),
    isDefault: boolean('is_default').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId)],
);
