// Recording events for the endpoints that want them (docs/rules/integrations.md, "When an event is
// sent"). Called by every domain inside the transaction of the change that caused the event: the
// message, one delivery per endpoint and the job that sends it commit with that change, or not at
// all, so nothing is sent for a rolled-back change and nothing committed is missed.
import { randomBytes } from 'node:crypto';
import { isNull } from 'drizzle-orm';
import { WEBHOOK_PAYLOAD_VERSION, type WebhookEventData, type WebhookEventType } from '../../../lib/schemas/webhooks.ts';
import type { Db } from '../../db/client.ts';
import { webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema/index.ts';
import { enqueue } from '../../jobs/index.ts';

export const WEBHOOK_DELIVER_JOB = 'webhooks.deliver';

export type WebhookEvent = { [T in WebhookEventType]: { type: T; data: WebhookEventData<T>; at?: Date } }[WebhookEventType];

export const newMessageId = () => `msg_${randomBytes(18).toString('base64url')}`;

/** The job of one automatic attempt; its key keeps each attempt queued once. */
export const deliveryJobKey = (deliveryId: number, attempt: number) => `webhook-delivery:${deliveryId}:${attempt}`;

/**
 * Whether any enabled endpoint wants events of this type: a caller whose event data costs a read
 * asks first, so an installation without webhooks pays one small read per event and no more.
 */
export async function wantsWebhookEvent(tx: Db, type: WebhookEventType): Promise<boolean> {
  const endpoints = await tx.select({ events: webhookEndpoints.events }).from(webhookEndpoints).where(isNull(webhookEndpoints.disabledAt));
  return endpoints.some((e) => e.events.includes(type));
}

/**
 * Records events for every enabled endpoint that subscribed to their type. With no such endpoint
 * (most installations, most events) this is one small read and nothing is written.
 */
export async function recordWebhookEvents(tx: Db, events: WebhookEvent[]): Promise<void> {
  if (!events.length) return;
  const endpoints = await tx.select({ id: webhookEndpoints.id, events: webhookEndpoints.events }).from(webhookEndpoints).where(isNull(webhookEndpoints.disabledAt));
  if (!endpoints.length) return;
  for (const event of events) {
    const wanting = endpoints.filter((e) => e.events.includes(event.type));
    if (!wanting.length) continue;
    const id = newMessageId();
    const at = event.at ?? new Date();
    await tx.insert(webhookMessages).values({ id, type: event.type, payload: { type: event.type, version: WEBHOOK_PAYLOAD_VERSION, timestamp: at.toISOString(), data: event.data }, createdAt: at });
    const made = await tx
      .insert(webhookDeliveries)
      .values(wanting.map((e) => ({ endpointId: e.id, messageId: id, nextAttemptAt: at })))
      .returning({ id: webhookDeliveries.id });
    for (const d of made) await enqueue(tx, WEBHOOK_DELIVER_JOB, { deliveryId: d.id, attempt: 1 }, { key: deliveryJobKey(d.id, 1) });
  }
}

export const recordWebhookEvent = <T extends WebhookEventType>(tx: Db, type: T, data: WebhookEventData<T>, at?: Date) => recordWebhookEvents(tx, [{ type, data, at } as WebhookEvent]);
