// The member's account as the API shows it and the requests that change it: registration, login,
// passwords, profile, billing address, notification settings, cancellation and the dashboard.
// Response schemas are written out deliberately: internal columns (password hash, token hashes)
// can never leak through a response built from them. Shared by routes, the typed client and tests.
import { z } from './zod.ts';
import { NextCohortSchema } from './cohorts.ts';
import { JournalEntrySchema } from './journal.ts';
import { blankToUndefined, pageQuery, say, text } from './input.ts';
import { m } from '../../paraglide/messages.js';
import { CertificateSchema } from './learning.ts';
import { NotificationSchema } from './notifications.ts';
import { BadgeSchema, PointsSummarySchema, StreakSchema } from './rewards.ts';
import { MenteeRecommendationSchema } from './mentors.ts';

export const UserSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  avatar_url: z.string(),
  gender: z.union([z.literal(1), z.literal(2)]).nullable(),
  is_mentor: z.boolean(),
  /** member, author or admin (docs/rules/studio.md): the studio link and pages depend on it. */
  role: z.enum(['member', 'author', 'admin']),
  email_verified: z.boolean(),
  /** The member's language (docs/rules/accounts.md, "Member language"): their e-mails, notifications and PDFs use it. */
  language: z.enum(['en', 'es']),
  created_at: z.string(),
});
export type User = z.infer<typeof UserSchema>;

export const SubscriptionSchema = z.object({
  plan: z.string(),
  status: z.string(),
  current_period_end: z.string().nullable(),
});
export type Subscription = z.infer<typeof SubscriptionSchema>;

/** Gender as the profile stores it (values 1 or 2, docs/rules/accounts.md), with the labels the profile form offers. */
export const GENDERS = [
  { value: 1, label: 'Male' },
  { value: 2, label: 'Female' },
] as const;

export const ACCOUNT_LIMITS = { name: 100, email: 254, passwordMin: 8, passwordMax: 128, avatarBytes: 5 * 1024 * 1024 } as const;
export const AVATAR_TYPES = ['image/png', 'image/jpeg', 'image/webp'] as const;
/** Avatars are stored square at this size. */
export const AVATAR_SIZE = 256;

/** The languages a member can choose (docs/rules/accounts.md, "Member language"). */
export const MEMBER_LANGUAGES = ['en', 'es'] as const;
export type MemberLanguage = (typeof MEMBER_LANGUAGES)[number];

/** A member's language, when given: 'en' or 'es'; a blank form field counts as not given. */
const language = z.preprocess(
  blankToUndefined,
  z.enum(MEMBER_LANGUAGES, say(m.errors_choose_language)).optional(),
).describe('The member’s language: en or es');

/** Form posts send checkboxes as "on", "1" or "true"; JSON sends booleans. */
const truthy = (v: unknown) => v === true || v === 'on' || v === '1' || v === 'true' || v === 1;

const email = text(say(m.errors_enter_email))
  .trim()
  .min(1, say(m.errors_enter_email))
  .max(ACCOUNT_LIMITS.email, say(m.errors_email_too_long))
  .pipe(z.email(say(m.errors_email_invalid)))
  .transform((v) => v.toLowerCase());

const name = text(say(m.errors_enter_name))
  .trim()
  .min(1, say(m.errors_enter_name))
  .max(ACCOUNT_LIMITS.name, say(() => m.errors_name_too_long({ max: ACCOUNT_LIMITS.name })));

/** A new password: long enough to resist guessing, bounded so hashing stays cheap. */
const newPassword = text(say(m.errors_choose_password))
  .min(1, say(m.errors_choose_password))
  .min(ACCOUNT_LIMITS.passwordMin, say(() => m.errors_password_too_short({ min: ACCOUNT_LIMITS.passwordMin })))
  .max(ACCOUNT_LIMITS.passwordMax, say(() => m.errors_password_too_long({ max: ACCOUNT_LIMITS.passwordMax })))
  .refine((v) => v.trim().length > 0, say(m.errors_password_only_spaces));

/** An existing password being checked: any length up to the bound, never trimmed. */
const givenPassword = (message: () => string) => text(say(message)).min(1, say(message)).max(1000, say(message));

const confirmation = text(say(m.errors_type_password_again)).max(1000, say(m.errors_type_password_again));

/** Adds the "passwords match" rule, reported on password_confirmation where the form shows it. */
function withConfirmation<T extends z.ZodObject<{ password: typeof newPassword; password_confirmation: typeof confirmation }>>(schema: T) {
  return schema.refine((v) => v.password === v.password_confirmation, {
    error: () => m.errors_passwords_differ(),
    path: ['password_confirmation'],
  });
}

/** `<invitation id>.<signature>`, as the invitation e-mail's link carries it. */
export const invitationToken = text()
  .max(120)
  .regex(/^\d{1,12}\.[A-Za-z0-9_-]{20,100}$/, say(m.errors_invitation_incomplete));

export const RegisterRequestSchema = withConfirmation(
  z.object({
    name,
    email,
    password: newPassword,
    password_confirmation: confirmation,
    terms: z.preprocess(truthy, z.literal(true, say(m.errors_accept_terms))),
    /** Agreement to news by e-mail (newsletters), unticked unless the visitor ticks it (docs/rules/integrations.md). */
    news_emails: z.preprocess((v) => (v === undefined ? undefined : truthy(v)), z.boolean()).optional(),
    /** reCAPTCHA token; required only when the bot check is configured. */
    recaptcha_token: text().max(4000).optional(),
    /** A mentor invitation's token from its e-mail link (docs/rules/mentors.md, "Joining from the e-mail"). */
    invite: invitationToken.optional(),
    /** The member's language, for their e-mails (en when not given): the page's language on /register and /es/register. */
    language,
  }),
);
export type RegisterRequest = z.infer<typeof RegisterRequestSchema>;

export const RegisterResultSchema = z.object({ email: z.string(), message: z.string() });
export type RegisterResult = z.infer<typeof RegisterResultSchema>;

export const LoginRequestSchema = z.object({
  email,
  password: givenPassword(m.errors_enter_password),
  /** Only looked at when the address is waiting and a bot check is configured (docs/security.md, "Login throttling"). */
  recaptcha_token: text().max(4000).optional(),
});
export type LoginRequest = z.infer<typeof LoginRequestSchema>;

export const LoginResultSchema = z.object({ token: z.string(), user: UserSchema });
export type LoginResult = z.infer<typeof LoginResultSchema>;

/** Answers that only say what happened. */
export const MessageSchema = z.object({ message: z.string() });
export type Message = z.infer<typeof MessageSchema>;

/** The confirmation's answer; `mentor` names the mentor whose invitation the link accepted, if any. */
export const VerifyEmailResultSchema = MessageSchema.extend({ mentor: z.string().nullable() });
export type VerifyEmailResult = z.infer<typeof VerifyEmailResultSchema>;

export const EmailRequestSchema = z.object({ email });
export type EmailRequest = z.infer<typeof EmailRequestSchema>;

export const ResetPasswordRequestSchema = withConfirmation(z.object({ password: newPassword, password_confirmation: confirmation }));
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequestSchema>;

export const ChangePasswordRequestSchema = withConfirmation(
  z.object({
    current_password: givenPassword(m.errors_enter_current_password),
    password: newPassword,
    password_confirmation: confirmation,
  }),
).refine((v) => v.password !== v.current_password, { error: () => m.errors_password_unchanged(), path: ['password'] });
export type ChangePasswordRequest = z.infer<typeof ChangePasswordRequestSchema>;

export const ProfileUpdateSchema = z.object({
  name,
  gender: z.preprocess(
    (v) => (v === undefined || v === null || v === '' || v === 'null' ? null : Number(v)),
    z.union([z.literal(1), z.literal(2), z.null()], say(m.errors_choose_listed_option)),
  ),
  /** Multipart only: the new avatar image (PNG, JPEG or WebP, at most 5 MB). */
  avatar: z.unknown().optional(),
  /** true removes the current avatar, so the default image shows. */
  remove_avatar: z.preprocess((v) => (v === undefined ? false : truthy(v)), z.boolean()).optional(),
  /** The member's language for e-mails, notifications and PDFs; unchanged when not given. */
  language,
});
export type ProfileUpdate = z.infer<typeof ProfileUpdateSchema>;

/** ISO 3166-1 alpha-2 codes a billing address may use; names come from Intl.DisplayNames. */
export const COUNTRY_CODES = (
  'AD AE AF AG AI AL AM AO AQ AR AS AT AU AW AX AZ BA BB BD BE BF BG BH BI BJ BL BM BN BO BQ BR BS BT BV BW BY BZ CA CC CD CF CG CH CI CK CL CM CN CO CR CU CV CW CX CY CZ ' +
  'DE DJ DK DM DO DZ EC EE EG EH ER ES ET FI FJ FK FM FO FR GA GB GD GE GF GG GH GI GL GM GN GP GQ GR GS GT GU GW GY HK HM HN HR HT HU ID IE IL IM IN IO IQ IR IS IT JE JM ' +
  'JO JP KE KG KH KI KM KN KP KR KW KY KZ LA LB LC LI LK LR LS LT LU LV LY MA MC MD ME MF MG MH MK ML MM MN MO MP MQ MR MS MT MU MV MW MX MY MZ NA NC NE NF NG NI NL NO NP ' +
  'NR NU NZ OM PA PE PF PG PH PK PL PM PN PR PS PT PW PY QA RE RO RS RU RW SA SB SC SD SE SG SH SI SJ SK SL SM SN SO SR SS ST SV SX SY SZ TC TD TF TG TH TJ TK TL TM TN TO ' +
  'TR TT TV TW TZ UA UG UM US UY UZ VA VC VE VG VI VN VU WF WS YE YT ZA ZM ZW'
).split(' ');

export const ADDRESS_LIMITS = { line: 200, city: 100, region: 100, postcode: 20 } as const;

/** What a missing and a too long value of a field are told, in the request's or page's language. */
type FieldWords = { enter?: () => string; tooLong: (inputs: { max: number }) => string };

const addressText = (words: Required<FieldWords>, max: number) =>
  text(say(words.enter))
    .trim()
    .min(1, say(words.enter))
    .max(max, say(() => words.tooLong({ max })));
const optionalText = (words: FieldWords, max: number) =>
  z.preprocess(blankToUndefined, text().trim().max(max, say(() => words.tooLong({ max }))).optional());

export const AddressRequestSchema = z.object({
  line1: addressText({ enter: m.errors_enter_line1, tooLong: m.errors_line1_too_long }, ADDRESS_LIMITS.line),
  line2: optionalText({ tooLong: m.errors_line2_too_long }, ADDRESS_LIMITS.line),
  city: addressText({ enter: m.errors_enter_city, tooLong: m.errors_city_too_long }, ADDRESS_LIMITS.city),
  region: optionalText({ tooLong: m.errors_region_too_long }, ADDRESS_LIMITS.region),
  postcode: addressText({ enter: m.errors_enter_postcode, tooLong: m.errors_postcode_too_long }, ADDRESS_LIMITS.postcode).pipe(
    z.string().regex(/^[A-Za-z0-9][A-Za-z0-9 -]*$/, say(m.errors_postcode_characters)),
  ),
  country: text(say(m.errors_choose_country))
    .trim()
    .toUpperCase()
    .refine((v) => COUNTRY_CODES.includes(v), say(m.errors_choose_country_from_list)),
});
export type AddressRequest = z.infer<typeof AddressRequestSchema>;

export const AddressSchema = z.object({
  id: z.number().int(),
  line1: z.string(),
  line2: z.string().nullable(),
  city: z.string(),
  region: z.string().nullable(),
  postcode: z.string(),
  country: z.string().describe('ISO 3166-1 alpha-2'),
  updated_at: z.string(),
});
export type Address = z.infer<typeof AddressSchema>;

/** What a member can be notified about, each by e-mail and in the app. */
export const NOTIFICATION_TYPES = [
  { key: 'messages', label: 'New messages', hint: 'When another member or a mentor writes to you.', defaults: { email: 'immediately', in_app: true, push: true } },
  { key: 'course_updates', label: 'Course updates', hint: 'New lessons and changes in courses you are enrolled in.', defaults: { email: 'immediately', in_app: true, push: false } },
  { key: 'achievements', label: 'Badges, points and certificates', hint: 'When you earn something.', defaults: { email: 'off', in_app: true, push: false } },
  { key: 'discussions', label: 'Discussions', hint: 'Replies to your posts, mentions and moderators’ decisions under lessons.', defaults: { email: 'immediately', in_app: true, push: false } },
  { key: 'mentoring', label: 'Mentoring', hint: 'Invitations, group activity and course recommendations.', defaults: { email: 'immediately', in_app: true, push: true } },
  { key: 'reminders', label: 'Learning reminders', hint: 'A gentle nudge when you have not practised for a while.', defaults: { email: 'off', in_app: true, push: true } },
  { key: 'billing', label: 'Billing and subscription', hint: 'Receipts, renewals and payment problems.', defaults: { email: 'immediately', in_app: true, push: false } },
  { key: 'news', label: 'News and offers', hint: 'New courses and occasional offers.', defaults: { email: 'off', in_app: false, push: false } },
] as const;
export type NotificationType = (typeof NOTIFICATION_TYPES)[number]['key'];

/**
 * The types that may come as a push message on the member's devices (docs/rules/push.md): reminders
 * (practices and learning), new messages and mentor invitations. The others stay in the app and e-mail.
 */
export const PUSH_TYPES: readonly NotificationType[] = ['messages', 'mentoring', 'reminders'];

/** How e-mail copies of a type arrive (docs/rules/notifications.md): each on its own, once a day together, or never. */
export const EMAIL_FREQUENCIES = [
  { key: 'immediately', label: 'Immediately' },
  { key: 'daily', label: 'Daily digest' },
  { key: 'off', label: 'Off' },
] as const;
export type EmailFrequency = (typeof EMAIL_FREQUENCIES)[number]['key'];

const ChannelsSchema = z
  .object({
    email: z.enum(['immediately', 'daily', 'off'], { message: 'Choose immediately, daily or off.' }),
    in_app: z.boolean(say(m.errors_true_or_false)),
    /** On the member's devices that turned push on (docs/rules/push.md); only PUSH_TYPES may be true. Left out of a save: unchanged. */
    push: z.boolean(say(m.errors_true_or_false)).optional(),
  })
  .strict();
export type NotificationChannels = z.infer<typeof ChannelsSchema>;

export const NotificationSettingsSchema = z
  .object(Object.fromEntries(NOTIFICATION_TYPES.map((t) => [t.key, ChannelsSchema])) as Record<NotificationType, typeof ChannelsSchema>)
  .strict();
export type NotificationSettings = z.infer<typeof NotificationSettingsSchema>;

export const CancelAccountRequestSchema = z.object({ password: givenPassword(m.errors_enter_password_to_confirm) });
export type CancelAccountRequest = z.infer<typeof CancelAccountRequestSchema>;

export const MemberHomeSchema = z.object({
  stats: z.object({ enrolled: z.number().int(), completed: z.number().int(), certificates: z.number().int(), bookmarks: z.number().int() }),
  continue_learning: z.array(
    z.object({
      enrolment_id: z.number().int(),
      course_id: z.number().int(),
      title: z.string(),
      progress_percent: z.number().int(),
      resume_url: z.string(),
    }),
  ),
  /** The learning streak with this week's seven days (docs/rules/rewards.md). */
  streak: StreakSchema,
  /** Points totals, level and the way to the next (the weeks are left out here: see /v1/auth/points). */
  points: PointsSummarySchema.omit({ weeks: true }),
  /** Up to three badges, newest first. */
  latest_badges: z.array(BadgeSchema),
  /** Unread notifications: how many, and up to three of them, newest first. */
  notifications: z.object({ unread: z.number().int(), latest: z.array(NotificationSchema) }),
  /** Up to three certificates, newest first. */
  latest_certificates: z.array(CertificateSchema),
  /** Up to five recommendations from the member's mentors, newest first (docs/rules/mentors.md). */
  mentor_recommendations: z.array(MenteeRecommendationSchema),
  /** The member's next cohort that has not started, or starts today (docs/rules/cohorts.md, "Dashboard"). */
  next_cohort: NextCohortSchema.nullable(),
});
export type MemberHome = z.infer<typeof MemberHomeSchema>;

export const SubscriptionStatusSchema = z.object({ isSubscribed: z.boolean(), subscription: SubscriptionSchema.nullable() });
export type SubscriptionStatus = z.infer<typeof SubscriptionStatusSchema>;

/** Everything we hold about a member, as GET /v1/auth/export hands it to them. */
export const DataExportSchema = z.object({
  exported_at: z.string(),
  profile: UserSchema.extend({ notification_settings: NotificationSettingsSchema, updated_at: z.string() }),
  address: AddressSchema.nullable(),
  sessions: z.array(
    z.object({
      name: z.string(),
      user_agent: z.string().nullable(),
      network: z.string().nullable(),
      created_at: z.string(),
      last_used_at: z.string().nullable(),
      expires_at: z.string(),
      revoked_at: z.string().nullable(),
    }),
  ),
  security_events: z.array(z.object({ kind: z.string(), device: z.string().nullable(), network: z.string().nullable(), detail: z.record(z.string(), z.unknown()), created_at: z.string() })),
  enrolments: z.array(
    z.object({
      id: z.number().int(),
      course_id: z.number().int(),
      course_title: z.string(),
      bundle_id: z.number().int().nullable(),
      status: z.string(),
      progress_percent: z.number().int(),
      last_lesson_id: z.number().int().nullable(),
      last_read_at: z.string().nullable(),
      completed_at: z.string().nullable(),
      created_at: z.string(),
    }),
  ),
  lesson_progress: z.array(z.object({ enrolment_id: z.number().int(), lesson_id: z.number().int(), lesson_title: z.string(), completed_at: z.string() })),
  lesson_work: z.array(
    z.object({
      enrolment_id: z.number().int(),
      lesson_id: z.number().int(),
      lesson_title: z.string(),
      kind: z.string(),
      data: z.record(z.string(), z.unknown()),
      submitted: z.boolean(),
      attachment_name: z.string().nullable(),
      updated_at: z.string(),
    }),
  ),
  /** Every task submission with its review (docs/rules/task-review.md). */
  task_submissions: z.array(
    z.object({
      enrolment_id: z.number().int(),
      lesson_id: z.number().int(),
      lesson_title: z.string(),
      answer: z.string(),
      attachment_name: z.string().nullable(),
      submitted_at: z.string(),
      state: z.string(),
      feedback: z.string().nullable(),
      reviewed_at: z.string().nullable(),
    }),
  ),
  quiz_attempts: z.array(
    z.object({
      enrolment_id: z.number().int(),
      lesson_id: z.number().int(),
      answers: z.record(z.string(), z.array(z.string())),
      score_percent: z.number().int(),
      passed: z.boolean(),
      created_at: z.string(),
    }),
  ),
  bookmarks: z.array(z.object({ course_id: z.number().int(), course_title: z.string(), created_at: z.string() })),
  /** The cohorts the member is in (docs/rules/cohorts.md). */
  cohorts: z.array(
    z.object({ cohort_id: z.number().int(), title: z.string(), course_id: z.number().int(), course_title: z.string(), starts_on: z.string(), placed_by: z.enum(['self', 'import', 'admin', 'purchase']), joined_at: z.string() }),
  ),
  certificates: z.array(z.object({ code: z.string(), course_id: z.number().int(), course_title: z.string(), holder_name: z.string(), issued_at: z.string() })),
  enquiries: z.array(z.object({ name: z.string(), email: z.string(), phone: z.string().nullable(), subject: z.string(), message: z.string(), created_at: z.string() })),
  /** Rewards: the time zone the streak counts in, the leaderboard choice, every ledger row and badge. */
  rewards: z.object({
    time_zone: z.string().nullable(),
    leaderboard_hidden: z.boolean(),
    points: z.array(z.object({ points: z.number().int(), reason: z.string(), source: z.string(), earned_at: z.string() })),
    badges: z.array(z.object({ key: z.string(), code: z.string(), holder_name: z.string(), awarded_at: z.string() })),
    learning_days: z.array(z.object({ day: z.string(), lessons: z.number().int() })),
  }),
  notifications: z.array(
    z.object({ type: z.string(), title: z.string(), body: z.string(), link: z.string().nullable(), read_at: z.string().nullable(), created_at: z.string() }),
  ),
  /** Devices with push messages on (docs/rules/push.md): the push service's address and when; never the keys. */
  push_devices: z.array(z.object({ device: z.string(), endpoint: z.string(), created_at: z.string(), last_sent_at: z.string().nullable() })),
  /** The private journal (docs/rules/journal.md), oldest first. */
  journal: z.array(JournalEntrySchema),
  /** Practices kept or stopped, with every check-in (docs/rules/practices.md). */
  practices: z.array(
    z.object({
      name: z.string(),
      target_days: z.number().int(),
      reminder_time: z.string().nullable(),
      created_at: z.string(),
      stopped_at: z.string().nullable(),
      check_ins: z.array(z.object({ day: z.string(), feeling: z.number().int().nullable(), note: z.string(), checked_at: z.string() })),
    }),
  ),
  /** Subscriptions, every payment attempt and every invoice; amounts in minor units (docs/rules/billing.md). */
  /** Live sessions the member answered, with attendance (docs/rules/live-sessions.md). */
  live_sessions: z.array(z.object({ title: z.string(), starts_at: z.string(), status: z.enum(['going', 'cancelled']), attended: z.boolean(), answered_at: z.string() })),
  /** The calendar feed: when its address was made, never the address (docs/rules/calendar-feeds.md); null while off. */
  calendar_feed: z.object({ created_at: z.string() }).nullable(),
  billing: z.object({
    subscriptions: z.array(
      z.object({
        plan: z.string(),
        status: z.string(),
        current_period_start: z.string(),
        current_period_end: z.string(),
        cancel_requested_at: z.string().nullable(),
        ended_at: z.string().nullable(),
        created_at: z.string(),
      }),
    ),
    payments: z.array(
      z.object({
        reference: z.string(),
        description: z.string(),
        kind: z.string(),
        reason: z.string(),
        status: z.string(),
        failure_reason: z.string().nullable(),
        subtotal: z.number().int(),
        discount_amount: z.number().int(),
        total: z.number().int(),
        currency: z.string(),
        created_at: z.string(),
        paid_at: z.string().nullable(),
      }),
    ),
    invoices: z.array(
      z.object({
        number: z.string(),
        description: z.string(),
        issued_at: z.string(),
        subtotal: z.number().int(),
        discount_amount: z.number().int(),
        tax_amount: z.number().int(),
        total: z.number().int(),
        currency: z.string(),
      }),
    ),
  }),
  /** What the member wrote in lesson discussions, and the posts they reported (docs/rules/discussions.md). */
  discussions: z.object({
    posts: z.array(
      z.object({
        id: z.number().int(),
        course_id: z.number().int(),
        lesson_id: z.number().int().nullable(),
        thread_id: z.number().int().nullable(),
        body: z.string(),
        created_at: z.string(),
        edited_at: z.string().nullable(),
        deleted_at: z.string().nullable(),
        hidden_at: z.string().nullable(),
        hidden_reason: z.string().nullable(),
      }),
    ),
    reactions: z.array(z.object({ post_id: z.number().int(), kind: z.string(), created_at: z.string() })),
    reports: z.array(z.object({ post_id: z.number().int(), reason: z.string(), note: z.string(), created_at: z.string() })),
  }),
});
export type DataExport = z.infer<typeof DataExportSchema>;

// --- Signed-in devices (docs/security.md, "Sessions and devices") ---------------------------------

export const SessionsQuerySchema = z.object({ page: pageQuery(100_000, 1), per_page: pageQuery(100, 20) });
export type SessionsQuery = z.infer<typeof SessionsQuerySchema>;

export const SessionSchema = z.object({
    id: z.number().int(),
    /** Browser and system families read from the User-Agent; null when not recognised. */
    browser: z.string().nullable(),
    os: z.string().nullable(),
    /** "Firefox on Windows", or "Unknown device". */
    device: z.string(),
    /** The sign-in address's network only ("203.0.113.x"), or null. */
    network: z.string().nullable(),
    created_at: z.string(),
    last_seen_at: z.string().nullable(),
    /** The session this request was made with. */
    current: z.boolean(),
});
export type Session = z.infer<typeof SessionSchema>;

export const RevokedSessionsSchema = z.object({ message: z.string(), revoked: z.number().int() });
export type RevokedSessions = z.infer<typeof RevokedSessionsSchema>;

/** The member's agreement to news by e-mail, apart from the notification settings (docs/rules/integrations.md, "Newsletters"). */
export const NewsEmailsSchema = z.object({
  subscribed: z.boolean(),
  since: z.string().nullable().meta({ description: 'When they agreed; null when they have not' }),
});
export type NewsEmails = z.infer<typeof NewsEmailsSchema>;
export const SetNewsEmailsSchema = z.object({ subscribed: z.boolean(say(m.errors_true_or_false)) });
export type SetNewsEmails = z.infer<typeof SetNewsEmailsSchema>;
