// Web Push delivery (docs/rules/push.md). notify() queues one job per device of the member, in the
// caller's transaction; the job reads the member's settings again, encrypts the message for that
// browser and signs the request with our VAPID key (the `web-push` package builds both), and posts it
// through the webhooks' guarded post, which checks the address after DNS. A push service that answers
// 404 or 410 has forgotten the subscription for good: the device is removed. Other failures retry.
import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import webPush from 'web-push';
import { localizePath, type Locale } from '../../../lib/i18n.ts';
import { PUSH_TYPES, type NotificationType } from '../../../lib/schemas/accounts.ts';
import type { PushMessage } from '../../../lib/schemas/notifications.ts';
import { notificationPreference } from '../../accounts/service/index.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { enqueue, type JobContext } from '../../jobs/index.ts';
import { postWebhook } from '../../webhooks/service/index.ts';

export const PUSH_JOB = 'notifications.push';
/** A reminder a day late is no reminder: push services drop what they could not deliver by then. */
const PUSH_TTL_SECONDS = 24 * 3600;
const PUSH_TIMEOUT_MS = 10_000;

export type PushInput = { userId: number; type: NotificationType; title: string; body: string; link: string | null; locale: Locale; key: string };

/**
 * Queues the message for each of the member's devices; nothing when the type is not one that pushes.
 * Title and body are already in the member's language (notify.ts); the page it opens is too (/es/…).
 */
export async function queuePush(tx: Db, input: PushInput): Promise<number> {
  if (!PUSH_TYPES.includes(input.type)) return 0;
  const devices = await tx.select({ id: pushSubscriptions.id }).from(pushSubscriptions).where(eq(pushSubscriptions.userId, input.userId));
  const message: PushMessage = { title: input.title, body: input.body, link: localizePath(input.link ?? '/notifications', input.locale), tag: input.key };
  for (const d of devices) {
    await enqueue(tx, PUSH_JOB, { subscriptionId: d.id, type: input.type, message }, { key: `push:${d.id}:${input.key}` });
  }
  return devices.length;
}

/** The job key's part that makes one push per notification and device. */
export function pushKey(userId: number, dedupeKey: string | undefined, notificationId: number | null): string {
  if (dedupeKey) return `${userId}:${dedupeKey}`;
  return notificationId !== null ? `n${notificationId}` : randomUUID();
}

export async function sendPush({ deps, payload, now }: JobContext): Promise<void> {
  const { db, config, log } = deps;
  const id = Number(payload.subscriptionId);
  const [device] = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.id, id)).limit(1);
  if (!device) return;
  // Settings are read again: a member who turned push off for this type (or left) since gets nothing.
  const want = await notificationPreference(db, device.userId, payload.type as NotificationType);
  if (!want?.push) return;
  const request = webPush.generateRequestDetails({ endpoint: device.endpoint, keys: { p256dh: device.p256dh, auth: device.auth } }, JSON.stringify(payload.message), {
    vapidDetails: config.vapid,
    TTL: PUSH_TTL_SECONDS,
    contentEncoding: 'aes128gcm',
  });
  const result = await postWebhook(request.endpoint, request.headers, request.body ?? Buffer.alloc(0), {
    allowInner: config.pushAllowLocal,
    timeoutMs: PUSH_TIMEOUT_MS,
    maxResponseBytes: 4096,
  });
  // The endpoint is a secret address of the member's browser: logs name the device's id only.
  if (result.statusCode === 404 || result.statusCode === 410) {
    await db.delete(pushSubscriptions).where(eq(pushSubscriptions.id, device.id));
    log.info('push device gone, removed', { deviceId: device.id, status: result.statusCode });
    return;
  }
  if (result.statusCode === null || result.statusCode < 200 || result.statusCode > 299) {
    throw new Error(`push to device ${device.id} failed: ${result.statusCode ?? result.error}`);
  }
  await db.update(pushSubscriptions).set({ lastSentAt: now }).where(eq(pushSubscriptions.id, device.id));
}
