// Notifications as the API shows them (docs/rules/notifications.md): the list with its unread count,
// the live stream's ticket, and the events the stream sends. Shared by the routes, the typed client,
// the /notifications page and the header badge.
import { z } from './zod.ts';
import { text } from './input.ts';

export const NotificationSchema = z
  .object({
    id: z.number().int(),
    type: z.string(),
    title: z.string(),
    body: z.string(),
    /** Site path of the subject (a badge, a course...), or null when there is nothing to open. */
    link: z.string().nullable(),
    read: z.boolean(),
    read_at: z.string().nullable(),
    created_at: z.string(),
  });
export type Notification = z.infer<typeof NotificationSchema>;

export const NotificationListMetaSchema = z.object({
  page: z.number().int(),
  per_page: z.number().int(),
  total: z.number().int(),
  last_page: z.number().int(),
  unread: z.number().int(),
});
export type NotificationListMeta = z.infer<typeof NotificationListMetaSchema>;

export const UnreadCountSchema = z.object({ unread: z.number().int() });
export type UnreadCount = z.infer<typeof UnreadCountSchema>;

export const ReadAllResultSchema = z.object({ marked: z.number().int(), unread: z.number().int() });
export type ReadAllResult = z.infer<typeof ReadAllResultSchema>;

export const StreamTicketSchema = z.object({
    ticket: z.string(),
    /** ISO time after which the ticket no longer opens a stream. */
    expires_at: z.string(),
    /** Path (with the ticket) to give to EventSource. */
    url: z.string(),
});
export type StreamTicket = z.infer<typeof StreamTicketSchema>;

/** A ticket as the stream route accepts it: 43 URL-safe characters (32 random bytes). */
export const streamTicketParam = text().regex(/^[A-Za-z0-9_-]{43}$/, 'The ticket is not valid.');

/** The `data` of the stream's `unread` event. */
export type UnreadEvent = { unread: number };
