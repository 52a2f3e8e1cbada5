// Requests and responses of the rewards domain: points, levels, badges, leaderboard and the learning
// streak (docs/rules/rewards.md). Shared by the API, the pages and the typed client.
import { z } from './zod.ts';
import { pageQuery, text } from './input.ts';
import { isTimeZone } from '../dates.ts';

export const LevelSchema = z.object({
  number: z.number().int(),
  name: z.string(),
  /** Total points at which this level starts. */
  min_points: z.number().int(),
});
export type Level = z.infer<typeof LevelSchema>;

export const PointsEntrySchema = z.object({
  id: z.number().int(),
  points: z.number().int(),
  reason: z.string(),
  /** Readable reason, e.g. "Finished the lesson “Breathing for calm”". */
  description: z.string(),
  /** Site path of what earned the points, or null when it no longer exists. */
  link: z.string().nullable(),
  earned_at: z.string(),
});
export type PointsEntry = z.infer<typeof PointsEntrySchema>;

export const PointsSummarySchema = z.object({
  totals: z.object({ all_time: z.number().int(), this_week: z.number().int(), this_month: z.number().int() }),
  level: LevelSchema,
  /** null at the highest level. */
  next_level: LevelSchema.nullable(),
  /** 0–100, progress from this level to the next (100 at the highest level). */
  level_progress_percent: z.number().int(),
  /** The last 12 weeks, oldest first: the Monday (YYYY-MM-DD, UTC) and the points earned that week. */
  weeks: z.array(z.object({ week_start: z.string(), points: z.number().int() })),
});
export type PointsSummary = z.infer<typeof PointsSummarySchema>;

export const PointsQuerySchema = z.object({ page: pageQuery(1_000_000, 1), per_page: pageQuery(50, 20) });

export const BadgeSchema = z.object({
  key: z.string(),
  name: z.string(),
  description: z.string(),
  /** How to earn it, in words. */
  criteria: z.string(),
  /** Artwork, a site path to an SVG. */
  image_url: z.string(),
  earned: z.boolean(),
  /** Set when earned. */
  awarded_at: z.string().nullable(),
  /** Public page of the award (/badge/{code}), when earned. */
  public_url: z.string().nullable(),
  /** Signed Open Badges 3.0 credential (VC-JWT) download, when earned. */
  credential_url: z.string().nullable(),
  /** Progress toward a locked badge, e.g. { current: 2, target: 3, label: "2 of 3 courses" }. */
  progress: z.object({ current: z.number().int(), target: z.number().int(), label: z.string() }),
});
export type Badge = z.infer<typeof BadgeSchema>;

export const LEADERBOARD_PERIODS = ['week', 'month', 'all'] as const;
export type LeaderboardPeriod = (typeof LEADERBOARD_PERIODS)[number];

export const LeaderboardQuerySchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS, { message: 'Choose week, month or all.' }).default('week'),
});

export const LeaderboardRowSchema = z.object({
  rank: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  avatar_url: z.string(),
  points: z.number().int(),
  is_me: z.boolean(),
});
export type LeaderboardRow = z.infer<typeof LeaderboardRowSchema>;

export const LeaderboardSchema = z.object({
  period: z.enum(LEADERBOARD_PERIODS),
  /** First day of the period (YYYY-MM-DD, UTC); null for all time. */
  period_start: z.string().nullable(),
  /** The top 50; ties share a rank (1, 2, 2, 4). */
  rows: z.array(LeaderboardRowSchema),
  /** The member's own standing, also when outside the top 50; null when hidden or without points. */
  me: LeaderboardRowSchema.nullable(),
  /** Whether the member chose to leave the leaderboard. */
  hidden: z.boolean(),
});
export type Leaderboard = z.infer<typeof LeaderboardSchema>;

export const LeaderboardPrivacySchema = z.object({ hidden: z.boolean({ message: 'Must be true or false.' }) }).strict();
export type LeaderboardPrivacy = z.infer<typeof LeaderboardPrivacySchema>;

export const StreakSchema = z.object({
  /** Consecutive learning days, rest days bridging gaps (docs/rules/rewards.md). */
  current_days: z.number().int(),
  longest_days: z.number().int(),
  /** Rest days left this week (one per week). */
  rest_days_left: z.number().int(),
  /** Monday to Sunday of the member's current week in their time zone. */
  week: z.array(z.object({ date: z.string(), state: z.enum(['learned', 'rest', 'missed', 'today', 'future']) })),
  time_zone: z.string(),
});
export type Streak = z.infer<typeof StreakSchema>;

export { isTimeZone };

export const TimeZoneRequestSchema = z
  .object({
    time_zone: text({ message: 'Send the time zone, e.g. Europe/London.' })
      .trim()
      .refine(isTimeZone, { message: 'Send an IANA time zone name, e.g. Europe/London.' })
      .meta({ example: 'Europe/London' }),
  })
  .strict();
export type TimeZoneRequest = z.infer<typeof TimeZoneRequestSchema>;
export const TimeZoneSchema = z.object({ time_zone: z.string() });
