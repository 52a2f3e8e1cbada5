// HTTP routes of the messages domain (docs/rules/messages.md): the member's conversations with their
// last message and unread counts, a thread paged backwards, sending, marking read, leaving a group,
// and the unread total. A conversation the member is not in is a 404.
import { z } from '@hono/zod-openapi';
import {
  ConversationListMetaSchema,
  ConversationSchema,
  MarkReadResultSchema,
  MarkReadSchema,
  MessageSchema,
  MessagesUnreadSchema,
  SendMessageSchema,
  THREAD_PAGE_DEFAULT,
  THREAD_PAGE_MAX,
  ThreadMetaSchema,
} from '../../lib/schemas/messages.ts';
import { idString, pageQuery } from '../../lib/schemas/input.ts';
import { actorOf } from '../http/middleware.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { dataOf, errorResponses, PaginationQuerySchema } from '../http/respond.ts';
import { auth, createRoute, idParam, json, jsonBody } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { getConversation, getMessagesUnread, leaveConversation, listConversations, listMessages, markConversationRead, sendMessage } from './service/index.ts';

const TAG = ['Messages'];
const params = z.object({ id: idParam('id', 'conversation') });

const list = createRoute({
  method: 'get', path: '/auth/conversations', tags: TAG, summary: 'The member’s conversations, latest activity first', ...auth,
  description: 'Each with its last message and unread count; `meta.unread` is the unread total of all of them.',
  request: { query: PaginationQuerySchema },
  responses: { 200: json(z.object({ data: z.array(ConversationSchema), meta: ConversationListMetaSchema }), 'A page of conversations'), ...errorResponses(401, 422) },
});

const unread = createRoute({
  method: 'get', path: '/auth/conversations/unread-count', tags: TAG, summary: 'Unread messages in all the member’s conversations', ...auth,
  responses: { 200: json(dataOf(MessagesUnreadSchema), 'The unread total'), ...errorResponses(401) },
});

const one = createRoute({
  method: 'get', path: '/auth/conversations/{id}', tags: TAG, summary: 'One conversation', ...auth,
  description: 'A conversation the member is not in (or left, or was removed from) is a 404.',
  request: { params },
  responses: { 200: json(dataOf(ConversationSchema), 'The conversation'), ...errorResponses(401, 404, 422) },
});

const thread = createRoute({
  method: 'get', path: '/auth/conversations/{id}/messages', tags: TAG, summary: 'A page of the thread, paged backwards', ...auth,
  description: `Oldest first within the page. Without \`before\` the newest ${THREAD_PAGE_DEFAULT} messages; pass \`meta.next_before\` as \`before\` for the page before.`,
  request: {
    params,
    query: z.object({
      before: idString().optional().openapi({ type: 'string', pattern: '^[1-9][0-9]{0,9}$', description: 'Only messages older than this message id', example: '120' }),
      limit: pageQuery(THREAD_PAGE_MAX, THREAD_PAGE_DEFAULT),
    }),
  },
  responses: { 200: json(z.object({ data: z.array(MessageSchema), meta: ThreadMetaSchema }), 'Messages, oldest first'), ...errorResponses(401, 404, 422) },
});

const send = createRoute({
  method: 'post', path: '/auth/conversations/{id}/messages', tags: TAG, summary: 'Write a message', ...auth,
  description: `Plain text, 1 to 5,000 characters after trimming. ${describeRateLimit('message-send:user')} and ${describeRateLimit('message-send-hour:user')} per member. A closed conversation is a 409.`,
  request: { params, body: jsonBody(SendMessageSchema) },
  responses: { 201: json(dataOf(MessageSchema), 'The message'), ...errorResponses(401, 404, 409, 422, 429) },
});

const read = createRoute({
  method: 'post', path: '/auth/conversations/{id}/read', tags: TAG, summary: 'Mark the conversation read up to a message', ...auth,
  description: 'Never moves backwards and never beyond the newest message.',
  request: { params, body: jsonBody(MarkReadSchema) },
  responses: { 200: json(dataOf(MarkReadResultSchema), 'What is left unread'), ...errorResponses(401, 404, 422) },
});

const leave = createRoute({
  method: 'post', path: '/auth/conversations/{id}/leave', tags: TAG, summary: 'Leave a group conversation', ...auth,
  description: 'Only a group’s members can leave (409 for a mentor conversation or the group’s mentor). Afterwards the conversation is a 404 for the member.',
  request: { params },
  responses: { 200: json(dataOf(z.object({ left: z.literal(true) })), 'Left'), ...errorResponses(401, 404, 409, 422) },
});

export function messageRoutes() {
  const app = createRouter();

  app.openapi(list, async (c) => c.json(await listConversations({ db: c.get('deps').db, actor: actorOf(c), query: c.req.valid('query') }), 200));

  app.openapi(unread, async (c) => c.json({ data: await getMessagesUnread({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(one, async (c) => c.json({ data: await getConversation({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));

  app.openapi(thread, async (c) => {
    const q = c.req.valid('query');
    return c.json(await listMessages({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id, query: { before: q.before, limit: q.limit } }), 200);
  });

  app.openapi(send, async (c) => {
    const actor = actorOf(c);
    const { id } = c.req.valid('param');
    const { body } = c.req.valid('json');
    await limitRate(c, 'message-send:user', actor.id);
    await limitRate(c, 'message-send-hour:user', actor.id);
    return c.json({ data: await sendMessage({ db: c.get('deps').db, actor, id, body }) }, 201);
  });

  app.openapi(read, async (c) =>
    c.json({ data: await markConversationRead({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id, messageId: c.req.valid('json').message_id }) }, 200),
  );

  app.openapi(leave, async (c) => c.json({ data: await leaveConversation({ db: c.get('deps').db, actor: actorOf(c), id: c.req.valid('param').id }) }, 200));

  return app;
}
