// HTTP routes of the notifications domain (docs/rules/notifications.md): the member's list, marking
// read, the unread count, the live stream (a ticket by Bearer POST, then Server-Sent Events), and the
// member's devices with Web Push on (docs/rules/push.md). Push lives here because it is one more
// channel of notify(), beside the in-app list and e-mail.
import { z } from '@hono/zod-openapi';
import {
  NotificationListMetaSchema,
  NotificationSchema,
  PushDeviceListMetaSchema,
  PushDeviceSchema,
  PushSubscriptionRequestSchema,
  ReadAllResultSchema,
  StreamTicketSchema,
  streamTicketParam,
  UnreadCountSchema,
} from '../../lib/schemas/notifications.ts';
import { liveStream } from '../http/live-stream.ts';
import { actorOf } from '../http/middleware.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { dataOf, errorResponses, PaginationQuerySchema } from '../http/respond.ts';
import { SMALL_BODY_BYTES } from '../http/body-limit.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import {
  getUnreadCount,
  issueStreamTicket,
  listNotifications,
  listPushDevices,
  MAX_PUSH_DEVICES,
  removePushDevice,
  subscribePush,
  markAllNotificationsRead,
  markNotificationRead,
  openNotificationStream,
  parseStreamCursor,
  runNotificationStream,
  streamFeed,
} from './service/index.ts';

const TAG = ['Notifications'];

const list = createRoute({
  method: 'get', path: '/auth/notifications', tags: TAG, summary: 'The member’s notifications, newest first', ...auth,
  description: '`meta.unread` is the number of unread notifications (all pages).',
  request: { query: PaginationQuerySchema },
  responses: { 200: json(z.object({ data: z.array(NotificationSchema), meta: NotificationListMetaSchema }), 'A page of notifications'), ...errorResponses(401, 422) },
});

const unread = createRoute({
  method: 'get', path: '/auth/notifications/unread-count', tags: TAG, summary: 'How many notifications are unread', ...auth,
  responses: { 200: json(dataOf(UnreadCountSchema), 'The unread count'), ...errorResponses(401) },
});

const readAll = createRoute({
  method: 'post', path: '/auth/notifications/read-all', tags: TAG, summary: 'Mark every notification read', ...auth,
  responses: { 200: json(dataOf(ReadAllResultSchema), 'How many were marked'), ...errorResponses(401) },
});

const readOne = createRoute({
  method: 'post', path: '/auth/notifications/{id}/read', tags: TAG, summary: 'Mark one notification read', ...auth,
  description: 'Marking a read notification again changes nothing. Another member’s notification is a 404.',
  request: { params: z.object({ id: idParam('id', 'notification') }) },
  responses: { 200: json(dataOf(NotificationSchema), 'The notification, read'), ...errorResponses(401, 404, 422) },
});

const ticket = createRoute({
  method: 'post', path: '/auth/notifications/stream-ticket', tags: TAG, summary: 'A ticket that opens the live stream', ...auth,
  description: `EventSource cannot send a token, so a signed-in tab asks for a ticket here and opens \`url\` with it. A ticket works once, within 60 seconds. ${describeRateLimit('stream-ticket:user')} per member.`,
  responses: { 201: json(dataOf(StreamTicketSchema), 'The ticket'), ...errorResponses(401, 429) },
});

const stream = createRoute({
  method: 'get', path: '/notifications/stream', tags: TAG, summary: 'Live notifications (Server-Sent Events)',
  description:
    'Opened with a ticket from `POST /auth/notifications/stream-ticket`. Sends `notification` events (data: a Notification) and `unread` events (data: `{ "unread": n }`), `message` events (data: a Message of one of the member’s conversations) and `messages_unread` events (data: `{ "unread": n }`), and a comment every 25 seconds. Event ids are the stream’s cursor: `{last notification id}` or `{last notification id}.{last message id}`. A reconnect sends the last id it saw as `Last-Event-ID` (or `last_event_id`) and gets the notifications and messages it missed, each once.',
  request: {
    query: z.object({
      ticket: streamTicketParam.meta({ description: 'The ticket', example: 'q7Vx0cJf3mN8rT2yWb5LkP9aHs4dE6gZ1uXoIv_Rk-M' }),
      last_event_id: z.string().max(24).optional().openapi({ description: 'The last event id seen, for a browser that cannot send Last-Event-ID' }),
    }),
  },
  responses: {
    200: { description: 'The event stream', content: { 'text/event-stream': { schema: z.string() } } },
    ...errorResponses(401, 422),
  },
});

const pushList = createRoute({
  method: 'get', path: '/auth/push-subscriptions', tags: TAG, summary: 'The member’s devices with push messages on', ...auth,
  description: '`meta.public_key` is the server’s VAPID key, the `applicationServerKey` a browser subscribes with.',
  responses: { 200: json(z.object({ data: z.array(PushDeviceSchema), meta: PushDeviceListMetaSchema }), 'The devices, oldest first'), ...errorResponses(401) },
});

const pushAdd = createRoute({
  method: 'post', path: '/auth/push-subscriptions', tags: TAG, summary: 'Turn push messages on for this browser', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: `The body is the browser’s \`PushSubscription.toJSON()\` (endpoint and keys) with an optional \`device\` name. The same endpoint again answers 200 with its keys updated; a browser signed in as another member before moves to this one. At most ${MAX_PUSH_DEVICES} devices: a newer one replaces the oldest. Endpoints must be https. ${describeRateLimit('push-devices:user')} per member.`,
  request: { body: jsonBody(PushSubscriptionRequestSchema) },
  responses: { 200: json(dataOf(PushDeviceSchema), 'Already on; keys updated'), 201: json(dataOf(PushDeviceSchema), 'Turned on'), ...errorResponses(401, 422, 429) },
});

const pushRemove = createRoute({
  method: 'delete', path: '/auth/push-subscriptions/{id}', tags: TAG, summary: 'Turn push messages off for one device', ...auth,
  description: `Another member’s device is a 404. ${describeRateLimit('push-devices:user')} per member, with turning on.`,
  request: { params: z.object({ id: idParam('id', 'device') }) },
  responses: { 204: { description: 'Turned off' }, ...errorResponses(401, 404, 429) },
});

export function notificationRoutes() {
  const app = createRouter();

  app.openapi(list, async (c) => c.json(await listNotifications({ db: c.get('deps').db, actor: actorOf(c), query: c.req.valid('query') }), 200));

  app.openapi(unread, async (c) => c.json({ data: await getUnreadCount({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(readAll, async (c) => c.json({ data: await markAllNotificationsRead({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(readOne, async (c) => c.json({ data: await markNotificationRead({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));

  app.openapi(pushList, async (c) => c.json(await listPushDevices({ db: c.get('deps').db, config: c.get('deps').config, actor: actorOf(c) }), 200));

  app.openapi(pushAdd, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'push-devices:user', actor.id);
    const { device, created } = await subscribePush({ db: c.get('deps').db, config: c.get('deps').config, actor, input: c.req.valid('json') });
    return created ? c.json({ data: device }, 201) : c.json({ data: device }, 200);
  });

  app.openapi(pushRemove, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'push-devices:user', actor.id);
    await removePushDevice({ db: c.get('deps').db, actor, id: c.req.valid('param').id });
    return c.body(null, 204);
  });

  app.openapi(ticket, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'stream-ticket:user', actor.id);
    return c.json({ data: await issueStreamTicket({ db: c.get('deps').db, actor }) }, 201);
  });

  app.openapi(stream, async (c) => {
    const deps = c.get('deps');
    const query = c.req.valid('query');
    const session = await openNotificationStream({ db: deps.db, ticket: query.ticket });
    const lastEventId = parseStreamCursor(c.req.header('last-event-id') ?? query.last_event_id);
    const res = liveStream(c, (sse, signal) =>
      runNotificationStream({
        deps,
        session,
        lastEventId,
        signal,
        // New messages ride on the same stream (docs/rules/messages.md, "Live"); the messages
        // domain passes its feed in (docs/domain-order.md).
        feed: streamFeed.get(),
        sink: {
          notification: (n, id) => sse.writeSSE({ event: 'notification', id, data: JSON.stringify(n) }),
          unread: (count, id) => sse.writeSSE({ event: 'unread', id, data: JSON.stringify({ unread: count }) }),
          event: (event, data, id) => sse.writeSSE({ event, id, data: JSON.stringify(data) }),
          ping: () => sse.write(': ping\n\n').then(() => undefined),
        },
      }),
    );
    return res as never;
  });

  return app;
}
