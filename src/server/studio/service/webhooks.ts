// Webhook endpoints in the studio (docs/rules/integrations.md, "Webhooks"): an admin adds, changes,
// pauses and removes endpoints, rotates a secret, reads the delivery log and sends a delivery again.
// Every change writes an audit row; a secret is answered when made or rotated and never logged.
import { randomBytes } from 'node:crypto';
import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { and, count, desc, eq, gte } from 'drizzle-orm';
import type { CreateWebhookEndpoint, UpdateWebhookEndpoint, WebhookDelivery, WebhookDeliveryDetail, WebhookEndpoint, WebhookSecret } from '../../../lib/schemas/webhooks.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { enqueue } from '../../jobs/index.ts';
import { INNER_ADDRESS_MESSAGE, isInnerAddress, newWebhookSecret, sealWebhookSecret, WEBHOOK_DELIVER_JOB, WEBHOOK_LOG_DAYS } from '../../webhooks/service/index.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';

const DAY_MS = 86_400_000;
/** How long the secret before a rotation still signs, so receivers can switch without missing a message. */
export const SECRET_OVERLAP_MS = DAY_MS;

type Ctx = { db: Db; actor: Actor; config: Config; now?: Date };
type EndpointRow = typeof webhookEndpoints.$inferSelect;
type Counts = WebhookEndpoint['deliveries'];

function view(row: EndpointRow, counts: Counts, now: Date): WebhookEndpoint {
  return {
    id: row.id,
    url: row.url,
    description: row.description,
    events: row.events,
    status: row.disabledAt ? 'disabled' : 'enabled',
    disabled_reason: row.disabledAt ? (row.disabledReason === 'failing' ? 'failing' : 'admin') : null,
    disabled_at: row.disabledAt?.toISOString() ?? null,
    failing_since: row.failingSince?.toISOString() ?? null,
    previous_secret_until: row.previousSecretUntil && row.previousSecretUntil > now ? row.previousSecretUntil.toISOString() : null,
    created_at: row.createdAt.toISOString(),
    deliveries: counts,
  };
}

async function deliveryCounts(db: Db, now: Date, endpointId?: number): Promise<Map<number, Counts>> {
  const since = new Date(now.getTime() - WEBHOOK_LOG_DAYS * DAY_MS);
  const rows = await db
    .select({ endpointId: webhookDeliveries.endpointId, status: webhookDeliveries.status, n: count() })
    .from(webhookDeliveries)
    .where(and(gte(webhookDeliveries.createdAt, since), endpointId === undefined ? undefined : eq(webhookDeliveries.endpointId, endpointId)))
    .groupBy(webhookDeliveries.endpointId, webhookDeliveries.status);
  const counts = new Map<number, Counts>();
  for (const r of rows) {
    const c = counts.get(r.endpointId) ?? { succeeded: 0, pending: 0, failed: 0 };
    if (r.status === 'succeeded' || r.status === 'pending' || r.status === 'failed') c[r.status] += Number(r.n);
    counts.set(r.endpointId, c);
  }
  return counts;
}

const NO_DELIVERIES: Counts = { succeeded: 0, pending: 0, failed: 0 };

async function endpointView(db: Db, id: number, now: Date): Promise<WebhookEndpoint> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
  if (!row) throw notFound('webhook endpoint');
  return view(row, (await deliveryCounts(db, now, id)).get(id) ?? NO_DELIVERIES, now);
}

/**
 * Refuses an address webhooks may not use: plain http in production, and a host that is or resolves
 * to an inner address (checked again at every send, after DNS: this is the early, friendly answer).
 */
export async function checkWebhookUrl(config: Pick<Config, 'env' | 'webhooksAllowInner'>, raw: string): Promise<string> {
  const url = new URL(raw);
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw fieldError('url', 'Give a full address starting with https://');
  if (config.env === 'production' && url.protocol !== 'https:' && !config.webhooksAllowInner) throw fieldError('url', 'Webhooks go over https only: give an address starting with https://');
  if (url.username || url.password) throw fieldError('url', 'Leave the user name and password out of the address; the signature proves who sends.');
  if (config.webhooksAllowInner) return url.toString();
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (host === 'localhost' || host.endsWith('.localhost') || (isIP(host) && isInnerAddress(host))) throw fieldError('url', INNER_ADDRESS_MESSAGE);
  if (!isIP(host)) {
    // A name that does not resolve yet is accepted (a receiver being set up); one that resolves inward is not.
    const addresses = await Promise.race([lookup(host, { all: true }).catch(() => []), new Promise<[]>((resolve) => setTimeout(() => resolve([]), 2000))]);
    if (addresses.some((a) => isInnerAddress(a.address))) throw fieldError('url', INNER_ADDRESS_MESSAGE);
  }
  return url.toString();
}

/** Every endpoint, newest first, with its deliveries of the last 30 days by status. */
export async function listWebhookEndpoints({ db, actor, now = new Date() }: Omit<Ctx, 'config'>): Promise<WebhookEndpoint[]> {
  requireAdmin(actor);
  const [rows, counts] = await Promise.all([db.select().from(webhookEndpoints).orderBy(desc(webhookEndpoints.id)), deliveryCounts(db, now)]);
  return rows.map((r) => view(r, counts.get(r.id) ?? NO_DELIVERIES, now));
}

const audited = (row: Pick<EndpointRow, 'url' | 'description' | 'events'> & { enabled?: boolean }) => ({ url: row.url, description: row.description, events: row.events, ...(row.enabled === undefined ? {} : { enabled: row.enabled }) });

export async function createWebhookEndpoint({ db, actor, config, input, now = new Date() }: Ctx & { input: CreateWebhookEndpoint }): Promise<WebhookSecret> {
  requireAdmin(actor);
  const url = await checkWebhookUrl(config, input.url);
  const secret = newWebhookSecret();
  const events = [...new Set(input.events)];
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx
      .insert(webhookEndpoints)
      .values({ url, description: input.description ?? '', events, secret: sealWebhookSecret(config.appSecret, secret), createdBy: actor.id, createdAt: now, updatedAt: now })
      .returning();
    await recordAudit(tx, actor, { action: 'webhook.create', subject: { type: 'webhook_endpoint', id: row!.id }, before: null, after: audited(row!) });
    return row!.id;
  });
  return { ...(await endpointView(db, id, now)), secret };
}

export async function updateWebhookEndpoint({ db, actor, config, id, input, now = new Date() }: Ctx & { id: number; input: UpdateWebhookEndpoint }): Promise<WebhookEndpoint> {
  requireAdmin(actor);
  // Nothing to change (an empty body) changes nothing and writes no audit row.
  if (Object.values(input).every((v) => v === undefined)) return endpointView(db, id, now);
  const url = input.url === undefined ? undefined : await checkWebhookUrl(config, input.url);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update').limit(1);
    if (!current) throw notFound('webhook endpoint');
    const enabling = input.enabled === true && current.disabledAt !== null;
    const disabling = input.enabled === false && current.disabledAt === null;
    const [next] = await tx
      .update(webhookEndpoints)
      .set({
        ...(url === undefined ? {} : { url }),
        ...(input.description === undefined ? {} : { description: input.description }),
        ...(input.events === undefined ? {} : { events: [...new Set(input.events)] }),
        // Turned on again: past failures are forgotten, so the three days start afresh.
        ...(enabling ? { disabledAt: null, disabledReason: null, failingSince: null } : {}),
        ...(disabling ? { disabledAt: now, disabledReason: 'admin' } : {}),
      })
      .where(eq(webhookEndpoints.id, id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'webhook.update',
      subject: { type: 'webhook_endpoint', id },
      before: audited({ ...current, enabled: current.disabledAt === null }),
      after: audited({ ...next!, enabled: next!.disabledAt === null }),
    });
  });
  return endpointView(db, id, now);
}

/** Removes an endpoint with its delivery log; deliveries waiting for it are dropped. */
export async function deleteWebhookEndpoint({ db, actor, id, now = new Date() }: Omit<Ctx, 'config'> & { id: number }): Promise<WebhookEndpoint> {
  requireAdmin(actor);
  const before = await endpointView(db, id, now);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [gone] = await tx.delete(webhookEndpoints).where(eq(webhookEndpoints.id, id)).returning();
    if (!gone) throw notFound('webhook endpoint');
    await recordAudit(tx, actor, { action: 'webhook.delete', subject: { type: 'webhook_endpoint', id }, before: audited(gone), after: null });
  });
  return before;
}

/** A new secret; the one before keeps signing beside it for a day (both signatures are sent). */
export async function rotateWebhookSecret({ db, actor, config, id, now = new Date() }: Ctx & { id: number }): Promise<WebhookSecret> {
  requireAdmin(actor);
  const secret = newWebhookSecret();
  const until = new Date(now.getTime() + SECRET_OVERLAP_MS);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).for('update').limit(1);
    if (!current) throw notFound('webhook endpoint');
    await tx.update(webhookEndpoints).set({ secret: sealWebhookSecret(config.appSecret, secret), previousSecret: current.secret, previousSecretUntil: until }).where(eq(webhookEndpoints.id, id));
    await recordAudit(tx, actor, { action: 'webhook.rotate_secret', subject: { type: 'webhook_endpoint', id }, before: null, after: { previous_secret_until: until.toISOString() } });
  });
  return { ...(await endpointView(db, id, now)), secret };
}

type DeliveryRow = typeof webhookDeliveries.$inferSelect & { type: string };

const deliveryView = (r: DeliveryRow): WebhookDelivery => ({
  id: r.id,
  message_id: r.messageId,
  event_type: r.type,
  status: r.status === 'succeeded' || r.status === 'failed' ? r.status : 'pending',
  attempts: r.attempts,
  created_at: r.createdAt.toISOString(),
  last_attempt_at: r.lastAttemptAt?.toISOString() ?? null,
  last_status_code: r.lastStatusCode,
  next_attempt_at: r.status === 'pending' ? (r.nextAttemptAt?.toISOString() ?? null) : null,
});

const deliveryColumns = {
  id: webhookDeliveries.id,
  endpointId: webhookDeliveries.endpointId,
  messageId: webhookDeliveries.messageId,
  status: webhookDeliveries.status,
  attempts: webhookDeliveries.attempts,
  nextAttemptAt: webhookDeliveries.nextAttemptAt,
  lastAttemptAt: webhookDeliveries.lastAttemptAt,
  lastStatusCode: webhookDeliveries.lastStatusCode,
  createdAt: webhookDeliveries.createdAt,
  type: webhookMessages.type,
};

async function requireEndpoint(db: Db, id: number): Promise<EndpointRow> {
  const [row] = await db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, id)).limit(1);
  if (!row) throw notFound('webhook endpoint');
  return row;
}

/** An endpoint's deliveries, newest first, optionally of one status. */
export async function listWebhookDeliveries({
  db, actor, endpointId, status, page, perPage,
}: Omit<Ctx, 'config'> & { endpointId: number; status?: WebhookDelivery['status'] | undefined; page: number; perPage: number }): Promise<{ data: WebhookDelivery[]; meta: PageMeta }> {
  requireAdmin(actor);
  await requireEndpoint(db, endpointId);
  const where = and(eq(webhookDeliveries.endpointId, endpointId), status ? eq(webhookDeliveries.status, status) : undefined);
  const [rows, [total]] = await Promise.all([
    db
      .select(deliveryColumns)
      .from(webhookDeliveries)
      .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
      .where(where)
      .orderBy(desc(webhookDeliveries.id))
      .limit(perPage)
      .offset((page - 1) * perPage),
    db.select({ n: count() }).from(webhookDeliveries).where(where),
  ]);
  return { data: rows.map(deliveryView), meta: pageMeta(page, perPage, Number(total?.n ?? 0)) };
}

async function deliveryOf(db: Db, endpointId: number, deliveryId: number): Promise<DeliveryRow & { payload: Record<string, unknown> }> {
  const [row] = await db
    .select({ ...deliveryColumns, payload: webhookMessages.payload })
    .from(webhookDeliveries)
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
    .limit(1);
  if (!row) throw notFound('delivery');
  return row;
}

/** One delivery with the body sent and every attempt, newest first. */
export async function getWebhookDelivery({ db, actor, endpointId, deliveryId }: Omit<Ctx, 'config'> & { endpointId: number; deliveryId: number }): Promise<WebhookDeliveryDetail> {
  requireAdmin(actor);
  const row = await deliveryOf(db, endpointId, deliveryId);
  const attempts = await db.select().from(webhookAttempts).where(eq(webhookAttempts.deliveryId, deliveryId)).orderBy(desc(webhookAttempts.id));
  return {
    ...deliveryView(row),
    payload: JSON.stringify(row.payload),
    attempts_log: attempts.map((a) => ({
      attempted_at: a.attemptedAt.toISOString(),
      status_code: a.statusCode,
      response_body: a.responseBody,
      error: a.error,
      duration_ms: a.durationMs,
      manual: a.manual,
    })),
  };
}

/** Sends a delivery again now, with the same message id; its automatic schedule, if any, goes on. */
export async function resendWebhookDelivery({ db, actor, endpointId, deliveryId, now = new Date() }: Omit<Ctx, 'config'> & { endpointId: number; deliveryId: number }): Promise<WebhookDeliveryDetail> {
  requireAdmin(actor);
  const endpoint = await requireEndpoint(db, endpointId);
  if (endpoint.disabledAt) throw new AppError('conflict', 'This endpoint is turned off: turn it on before sending deliveries again.');
  await deliveryOf(db, endpointId, deliveryId);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.update(webhookDeliveries).set({ status: 'pending' }).where(eq(webhookDeliveries.id, deliveryId));
    await enqueue(tx, WEBHOOK_DELIVER_JOB, { deliveryId, manual: true }, { key: `webhook-resend:${deliveryId}:${now.getTime()}:${randomBytes(4).toString('hex')}`, runAt: now });
    await recordAudit(tx, actor, { action: 'webhook.resend', subject: { type: 'webhook_endpoint', id: endpointId }, before: null, after: { delivery_id: deliveryId } });
  });
  return getWebhookDelivery({ db, actor, endpointId, deliveryId });
}

