// HTTP routes of the rewards domain (docs/rules/rewards.md): the member's points, badges and streak,
// the leaderboards, and the two settings they depend on (time zone, leaderboard privacy). Every
// route needs a token; each answers about the caller only.
import { z } from '@hono/zod-openapi';
import {
  BadgeSchema,
  LeaderboardPrivacySchema,
  LeaderboardQuerySchema,
  LeaderboardSchema,
  PointsEntrySchema,
  PointsQuerySchema,
  PointsSummarySchema,
  StreakSchema,
  TimeZoneRequestSchema,
  TimeZoneSchema,
} from '../../lib/schemas/rewards.ts';
import { actorOf } from '../http/middleware.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { SMALL_BODY_BYTES } from '../http/body-limit.ts';
import { dataOf, errorResponses, PageMetaSchema } from '../http/respond.ts';
import { anyBody, auth, bodyOf, createRoute, json } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { getLeaderboard, getPoints, getStreak, listBadges, setLeaderboardPrivacy, setTimeZone } from './service/index.ts';

const TAG = ['Rewards'];

const PointsPageSchema = z.object({ data: z.array(PointsEntrySchema), meta: PageMetaSchema, summary: PointsSummarySchema });

const points = createRoute({
  method: 'get', path: '/auth/points', tags: TAG, summary: 'Points: totals, level and the paged history', ...auth,
  description: 'The list envelope of docs/rules/api.md: `data` is the history (newest first, each row with a readable reason and a link to what earned it), `meta` its pages, and `summary` the totals (all time, this week, this month), the level with progress to the next, and the last 12 weeks.',
  request: { query: PointsQuerySchema },
  responses: { 200: json(PointsPageSchema, 'History, pages and summary'), ...errorResponses(401, 422) },
});

const badges = createRoute({
  method: 'get', path: '/auth/badges', tags: TAG, summary: 'Every badge: earned with its date and links, locked with progress', ...auth,
  responses: { 200: json(dataOf(z.array(BadgeSchema)), 'The badge catalogue for this member'), ...errorResponses(401) },
});

const streak = createRoute({
  method: 'get', path: '/auth/streak', tags: TAG, summary: 'The learning streak, rest days left and this week', ...auth,
  description: 'Days are counted in the member’s time zone (PUT /v1/auth/timezone; UTC until set).',
  responses: { 200: json(dataOf(StreakSchema), 'The streak'), ...errorResponses(401) },
});

const timeZone = createRoute({
  method: 'put', path: '/auth/timezone', tags: TAG, summary: 'Set the time zone learning days are counted in', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: `An IANA name such as Europe/London, as the browser reports it. Rate-limited to ${describeRateLimit('rewards-settings:user')}.`,
  request: { body: anyBody(TimeZoneRequestSchema) },
  responses: { 200: json(dataOf(TimeZoneSchema), 'Saved'), ...errorResponses(400, 401, 422, 429) },
});

const leaderboard = createRoute({
  method: 'get', path: '/leaderboard', tags: TAG, summary: 'A leaderboard: the top 50 and the member’s own rank', ...auth,
  description: '`period` is week (from Monday, UTC), month (from the 1st, UTC) or all. Ties share a rank (1, 2, 2, 4). Members who left the board are not ranked.',
  request: { query: LeaderboardQuerySchema },
  responses: { 200: json(dataOf(LeaderboardSchema), 'The board'), ...errorResponses(401, 422) },
});

const privacy = createRoute({
  method: 'put', path: '/auth/leaderboard/privacy', tags: TAG, summary: 'Leave or rejoin the leaderboard', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: `\`hidden: true\` takes the member off every board at once; their points keep counting. Rate-limited to ${describeRateLimit('rewards-settings:user')}.`,
  request: { body: anyBody(LeaderboardPrivacySchema) },
  responses: { 200: json(dataOf(LeaderboardPrivacySchema), 'Saved'), ...errorResponses(400, 401, 422, 429) },
});

export function rewardsRoutes() {
  const app = createRouter();

  app.openapi(points, async (c) => {
    const { page, per_page } = c.req.valid('query');
    return c.json(await getPoints({ db: c.get('deps').db, actor: actorOf(c), page, perPage: per_page }), 200);
  });

  app.openapi(badges, async (c) => c.json({ data: await listBadges({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(streak, async (c) => c.json({ data: await getStreak({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(timeZone, async (c) => {
    const actor = actorOf(c);
    const input = bodyOf(c, TimeZoneRequestSchema);
    await limitRate(c, 'rewards-settings:user', actor.id);
    return c.json({ data: await setTimeZone({ db: c.get('deps').db, actor, timeZone: input.time_zone }) }, 200);
  });

  app.openapi(leaderboard, async (c) => {
    const { period } = c.req.valid('query');
    return c.json({ data: await getLeaderboard({ db: c.get('deps').db, actor: actorOf(c), period }) }, 200);
  });

  app.openapi(privacy, async (c) => {
    const actor = actorOf(c);
    const input = bodyOf(c, LeaderboardPrivacySchema);
    await limitRate(c, 'rewards-settings:user', actor.id);
    return c.json({ data: await setLeaderboardPrivacy({ db: c.get('deps').db, actor, hidden: input.hidden }) }, 200);
  });

  return app;
}
