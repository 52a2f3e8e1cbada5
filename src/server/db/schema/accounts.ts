// Members, their sign-in tokens, one-time links (verification, password reset) and addresses.
import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, pgTable, smallint, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, id, timestampTz, updatedAt } from './columns.ts';

/** Per type; `email` was a boolean before the daily digest existed (true = immediately), and old rows keep it. */
export type NotificationSettings = Record<string, { email: boolean | 'immediately' | 'daily' | 'off'; inApp: boolean; push?: boolean }>;

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
    /**
     * When the member agreed to news by e-mail (newsletters); null: they did not, or unsubscribed. Kept
     * apart from the notification settings, and never asked of transactional e-mail (docs/rules/integrations.md).
     */
    newsConsentAt: timestampTz('news_consent_at'),
    /** Set by an admin in the studio: no token works and login is refused until restored (docs/rules/studio.md). */
    suspendedAt: timestampTz('suspended_at'),
    /**
     * The TOTP secret, sealed with the app secret (src/server/auth/sealed.ts): codes are checked
     * against it, so it cannot be hashed (docs/security.md, "Second factor").
     */
    totpSecret: text('totp_secret'),
    totpEnabledAt: timestampTz('totp_enabled_at'),
    /** The last 30-second step whose code was accepted: a code is good once (docs/security.md). */
    totpLastStep: integer('totp_last_step'),
    /** A secret shown during set-up, until the member confirms it with a first code. */
    totpPendingSecret: text('totp_pending_secret'),
    totpPendingAt: timestampTz('totp_pending_at'),
    /**
     * The member's language, 'en' or 'es' (docs/rules/accounts.md, "Member language"): e-mails,
     * notifications, push messages and PDFs that reach them outside a page are written in it.
     */
    language: text('language', { enum: ['en', 'es'] }).notNull().default('en'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(sql`lower(${t.email})`),
    check('users_role_check', sql`${t.role} in ('member', 'author', 'admin')`),
    check('users_language_check', sql`${t.language} in ('en', 'es')`),
  ],
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
    /**
     * How the sign-in proved a second factor: `totp`, `recovery_code` or `passkey` (a passkey is
     * both factors); null for a password alone. The studio needs one (docs/security.md, "Second factor").
     */
    secondFactor: text('second_factor', { enum: ['totp', 'recovery_code', 'passkey'] }),
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
    /** `sign_in_code`: the short-lived ticket between a right password and the second factor's code. */
    purpose: text('purpose', { enum: ['verify_email', 'reset_password', 'sign_in_code'] }).notNull(),
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

/** Ten single-use codes that stand in for the authenticator app; only their SHA-256 is kept. */
export const recoveryCodes = pgTable(
  'recovery_codes',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    usedAt: timestampTz('used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('recovery_codes_hash_unique').on(t.userId, t.codeHash)],
);

/** The member's passkeys (WebAuthn credentials): public keys only (docs/security.md, "Passkeys"). */
export const passkeys = pgTable(
  'passkeys',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** base64url, as the browser reports it. */
    credentialId: text('credential_id').notNull(),
    /** The COSE public key, base64url. */
    publicKey: text('public_key').notNull(),
    /** The signature counter; one that goes back marks a cloned authenticator and is refused. */
    counter: bigint('counter', { mode: 'number' }).notNull().default(0),
    transports: jsonb('transports').$type<string[]>().notNull().default([]),
    /** `singleDevice` or `multiDevice` (backup eligible). */
    deviceType: text('device_type').notNull(),
    backedUp: boolean('backed_up').notNull().default(false),
    name: text('name').notNull(),
    lastUsedAt: timestampTz('last_used_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('passkeys_credential_unique').on(t.credentialId), index('passkeys_user_idx').on(t.userId)],
);

/**
 * WebAuthn challenges, single-use and short-lived, in the database so that any instance can finish
 * a ceremony another one began (docs/security.md, "Passkeys").
 */
export const webauthnChallenges = pgTable(
  'webauthn_challenges',
  {
    id: id(),
    challenge: text('challenge').notNull(),
    purpose: text('purpose', { enum: ['register', 'sign_in'] }).notNull(),
    /** The member registering; null for a sign-in, where the passkey names the member. */
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('webauthn_challenges_unique').on(t.challenge)],
);

/**
 * Browsers a member has signed in from, known by a long-lived HttpOnly cookie whose value is stored
 * hashed (docs/security.md, "Login throttling"): a known device is never held up by its address.
 */
export const loginDevices = pgTable(
  'login_devices',
  {
    id: id(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    lastUsedAt: timestampTz('last_used_at'),
    expiresAt: timestampTz('expires_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('login_devices_hash_unique').on(t.tokenHash), index('login_devices_user_idx').on(t.userId)],
);
