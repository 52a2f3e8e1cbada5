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

/**
 * A browser's push subscription as `PushSubscription.toJSON()` gives it (docs/rules/push.md): the push
 * service's endpoint and the browser's keys. `device` is a short name for the member's list.
 */
export const PushSubscriptionRequestSchema = z
  .object({
    endpoint: text().trim().min(1).max(1000),
    keys: z
      .object({
        /** The browser's P-256 public key: 65 bytes in base64url. */
        p256dh: text().regex(/^[A-Za-z0-9_-]{86,88}={0,2}$/, { message: 'Must be a P-256 public key in base64url.' }),
        /** The browser's authentication secret: 16 bytes in base64url. */
        auth: text().regex(/^[A-Za-z0-9_-]{22,24}={0,2}$/, { message: 'Must be 16 bytes in base64url.' }),
      })
      .strict(),
    device: text().trim().max(200).optional(),
  })
  .strict();
export type PushSubscriptionRequest = z.infer<typeof PushSubscriptionRequestSchema>;

export const PushDeviceSchema = z.object({
  id: z.number().int(),
  /** The push service's address for this browser; the page compares it with its own to know whether this device is on. */
  endpoint: z.string(),
  device: z.string(),
  created_at: z.string(),
  last_sent_at: z.string().nullable(),
});
export type PushDevice = z.infer<typeof PushDeviceSchema>;

/** `public_key`: the server's VAPID key, which the browser needs to subscribe (applicationServerKey). */
export const PushDeviceListMetaSchema = z.object({ public_key: z.string(), max_devices: z.number().int() });

/** What the service worker receives in each push (encrypted on the way): plain text and a site path. */
export const PushMessageSchema = z.object({ title: z.string(), body: z.string(), link: z.string(), tag: z.string() });
export type PushMessage = z.infer<typeof PushMessageSchema>;
