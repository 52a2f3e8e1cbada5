// HTTP routes of calendar feeds (docs/rules/calendar-feeds.md). The member's own, under /auth: whether
// the feed is on and since when, a new link (shown once; the old address stops at once), turning it
// off. The feed itself, under /calendar: public, no session; the secret in the path is the only key,
// and an unknown, replaced or turned-off one is 404.
import { z } from '@hono/zod-openapi';
import { CalendarFeedLinkSchema, CalendarFeedStateSchema } from '../../lib/schemas/calendar-feeds.ts';
import { actorOf, clientAddress } from '../http/middleware.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { dataOf, errorResponses } from '../http/respond.ts';
import { auth, createRoute, json, pathParam } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { requestNow } from '../http/test-clock.ts';
import { calendarFeed, calendarFeedState, createCalendarFeed, feedRateSubject, turnOffCalendarFeed } from './service/index.ts';

const TAG = ['Calendar feeds'];

const state = createRoute({
  method: 'get', path: '/auth/calendar-feed', tags: TAG, summary: 'Whether the member’s calendar feed is on, and since when', ...auth,
  responses: { 200: json(dataOf(CalendarFeedStateSchema), 'The feed’s state (never its address)'), ...errorResponses(401) },
});

const create = createRoute({
  method: 'post', path: '/auth/calendar-feed', tags: TAG, summary: 'Make the calendar feed’s private address, or a new one in place of the old', ...auth,
  description: `The address is in this answer only; it is kept as a hash. A new address makes the previous one 404 at once. ${describeRateLimit('calendar-feed-link:user')} per member.`,
  responses: { 201: json(dataOf(CalendarFeedLinkSchema), 'The new address, shown this once'), ...errorResponses(401, 429) },
});

const turnOff = createRoute({
  method: 'delete', path: '/auth/calendar-feed', tags: TAG, summary: 'Turn the calendar feed off: its address stops working', ...auth,
  responses: { 204: { description: 'Off (also when it was off)' }, ...errorResponses(401) },
});

const feed = createRoute({
  method: 'get', path: '/calendar/{token}/wellspring.ics', tags: TAG, summary: 'A member’s calendar feed (iCalendar), for calendar apps to subscribe to',
  description: `No sign-in: the secret in the address is the key. Practices with a reminder time repeat daily at that time in the member’s zone, with an alarm; live sessions the member is going to are at their times, cancelled ones marked so. An unknown, replaced or turned-off address is 404. ${describeRateLimit('calendar-feed:ip')} per client address and ${describeRateLimit('calendar-feed:token')} per feed.`,
  request: { params: z.object({ token: pathParam('token', 'The feed’s secret, as in the address shown when it was made', 'wsc_AbC…', 100) }) },
  responses: { 200: { description: 'The calendar', content: { 'text/calendar': { schema: z.string() } } }, ...errorResponses(404, 422, 429) },
});

export function calendarRoutes() {
  const app = createRouter();

  app.openapi(state, async (c) => c.json({ data: await calendarFeedState({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(create, async (c) => {
    const { db, config } = c.get('deps');
    const actor = actorOf(c);
    await limitRate(c, 'calendar-feed-link:user', actor.id);
    return c.json({ data: await createCalendarFeed({ db, actor, now: requestNow(c), appUrl: config.appUrl }) }, 201);
  });

  app.openapi(turnOff, async (c) => {
    await turnOffCalendarFeed({ db: c.get('deps').db, actor: actorOf(c) });
    return c.body(null, 204);
  });

  app.openapi(feed, async (c) => {
    const { token } = c.req.valid('param');
    await limitRate(c, 'calendar-feed:ip', clientAddress(c));
    await limitRate(c, 'calendar-feed:token', feedRateSubject(token));
    const { db, config } = c.get('deps');
    const text = await calendarFeed({ db, token, now: requestNow(c), appUrl: config.appUrl });
    return new Response(text, {
      status: 200,
      // Private: a shared cache must not keep a feed that may be turned off, and no page links it.
      headers: { 'Content-Type': 'text/calendar; charset=utf-8', 'Content-Disposition': 'inline; filename="wellspring.ics"', 'Cache-Control': 'private, max-age=300', 'X-Robots-Tag': 'noindex' },
    }) as never;
  });

  return app;
}
