// Cases of the conversation routes for the generated suites (tests/contract/registry.ts). The owner
// has a conversation with their mentor and one in a mentor group (world.ts), each with a message
// carrying a marker: anyone else (another member, a mentor who is not theirs) gets a 404 and sees none of it.
import type { Case } from './registry.ts';

export const MESSAGE_CASES: Record<string, Case> = {
  'GET /v1/auth/conversations': { access: 'self', request: () => ({ query: 'page=1&per_page=12' }) },
  'GET /v1/auth/conversations/unread-count': { access: 'self' },
  'GET /v1/auth/conversations/{id}': { access: 'owned', request: (w) => ({ path: { id: w.owner.conversationId } }) },
  'GET /v1/auth/conversations/{id}/messages': { access: 'owned', request: (w) => ({ path: { id: w.owner.conversationId }, query: 'limit=30' }) },
  'POST /v1/auth/conversations/{id}/messages': { access: 'owned', owner: [201], last: true, request: (w) => ({ path: { id: w.owner.conversationId }, json: { body: 'One more' } }) },
  'POST /v1/auth/conversations/{id}/read': { access: 'owned', last: true, request: (w) => ({ path: { id: w.owner.conversationId }, json: { message_id: w.owner.messageId } }) },
  // The owner leaves their group's conversation: the last thing done with it.
  'POST /v1/auth/conversations/{id}/leave': { access: 'owned', last: true, request: (w) => ({ path: { id: w.owner.groupConversationId } }) },
};
