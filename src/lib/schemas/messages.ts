// Conversations and messages as the API shows them (docs/rules/messages.md). Shared by the routes,
// the typed client, the /messages page and the live stream's `message` events.
import { z } from './zod.ts';
import { formatCount, id, say, text } from './input.ts';
import { m } from '../../paraglide/messages.js';

/** The longest message, in characters (UTF-16 code units, as the composer counts them). */
export const MESSAGE_MAX_CHARS = 5_000;
/** Messages per page of a thread (paged backwards from the newest). */
export const THREAD_PAGE_DEFAULT = 30;
export const THREAD_PAGE_MAX = 100;

export const MessageSenderSchema = z.object({ id: z.number().int(), name: z.string() });

export const MessageSchema = z.object({
  id: z.number().int(),
  conversation_id: z.number().int(),
  sender: MessageSenderSchema,
  /** Plain text as written; clients make http(s) links clickable and escape everything else. */
  body: z.string(),
  /** Whether the caller wrote it. */
  mine: z.boolean(),
  created_at: z.string(),
});
export type Message = z.infer<typeof MessageSchema>;

export const ConversationParticipantSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.enum(['mentor', 'member']),
});

export const ConversationSchema = z.object({
  id: z.number().int(),
  kind: z.enum(['mentor', 'group']),
  /** The group's name, or the other person's name in a mentor conversation. */
  title: z.string(),
  /** The caller's part: mentor or member. */
  role: z.enum(['mentor', 'member']),
  /** False when nobody can write any more (a closed mentor conversation). */
  can_send: z.boolean(),
  /** Only a group's members (not its mentor) can leave. */
  can_leave: z.boolean(),
  participants: z.array(ConversationParticipantSchema),
  last_message: MessageSchema.nullable(),
  unread: z.number().int(),
  /** The newest message the caller has read (0: none). */
  last_read_message_id: z.number().int(),
  updated_at: z.string(),
});
export type Conversation = z.infer<typeof ConversationSchema>;

export const ConversationListMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  /** Unread messages in all the caller's conversations. */
  unread: z.number().int(),
});
export type ConversationListMeta = z.infer<typeof ConversationListMetaSchema>;

export const ThreadMetaSchema = z.object({
  /** Whether older messages exist before the first one returned. */
  has_more: z.boolean(),
  /** Pass as `before` for the next (older) page; null when there is none. */
  next_before: z.number().int().nullable(),
});
export type ThreadMeta = z.infer<typeof ThreadMetaSchema>;

export const MessagesUnreadSchema = z.object({ unread: z.number().int() });
export type MessagesUnread = z.infer<typeof MessagesUnreadSchema>;

export const SendMessageSchema = z.object({
  body: text()
    .transform((s) => s.trim())
    .pipe(z.string().min(1, say(m.errors_write_message_first)).max(MESSAGE_MAX_CHARS, say(() => m.errors_message_under({ max: formatCount(MESSAGE_MAX_CHARS) })))),
});
export type SendMessageInput = z.input<typeof SendMessageSchema>;

export const MarkReadSchema = z.object({ message_id: id() });

export const MarkReadResultSchema = z.object({
  conversation_id: z.number().int(),
  last_read_message_id: z.number().int(),
  /** Unread messages left in this conversation. */
  unread: z.number().int(),
  /** Unread messages in all the caller's conversations. */
  total_unread: z.number().int(),
});
export type MarkReadResult = z.infer<typeof MarkReadResultSchema>;

/** The `data` of the stream's `messages_unread` event. */
export type MessagesUnreadEvent = { unread: number };

/** Splits plain text into text and http(s) links, for showing a message with clickable links. */
export function linkify(body: string): Array<{ text: string; href?: string }> {
  const out: Array<{ text: string; href?: string }> = [];
  const re = /\bhttps?:\/\/[^\s<>"']+/gi;
  let last = 0;
  for (const m of body.matchAll(re)) {
    let url = m[0];
    // Trailing punctuation belongs to the sentence, not the link.
    const trail = /[.,;:!?)\]]+$/.exec(url)?.[0] ?? '';
    if (trail) url = url.slice(0, -trail.length);
    const start = m.index;
    if (start > last) out.push({ text: body.slice(last, start) });
    out.push({ text: url, href: url });
    last = start + url.length;
  }
  if (last < body.length) out.push({ text: body.slice(last) });
  return out;
}
