// A message row as the API shows it (src/lib/schemas/messages.ts).
import type { Message } from '../../../lib/schemas/messages.ts';
import type { messages } from '../../db/schema/index.ts';

export type MessageRow = typeof messages.$inferSelect;

export function messageView(row: MessageRow, senderName: string, viewerId: number): Message {
  return {
    id: row.id,
    conversation_id: row.conversationId,
    sender: { id: row.senderId, name: senderName },
    body: row.body,
    mine: row.senderId === viewerId,
    created_at: row.createdAt.toISOString(),
  };
}
