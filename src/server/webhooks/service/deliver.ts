// Sending a recorded event to one endpoint (docs/rules/integrations.md, "Retries and turning off").
// Each attempt is a job: it signs the message as Standard Webhooks says, POSTs it, keeps what came
// back, and on a failure queues the next attempt on the schedule below. The message id is the same
// on every attempt, so a receiver that saw it before (a retry after our crash) can drop the copy.
import { and, eq, isNull, lt, sql } from 'drizzle-orm';
import { Webhook } from 'standardwebhooks';
import type { Db } from '../../db/client.ts';
import { users, webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../../db/schema/index.ts';
import { enqueue, type JobContext, type JobDefinition, type Schedule } from '../../jobs/index.ts';
import { webhookDisabledMail } from '../../mail/templates/webhook-disabled.ts';
import { deliveryJobKey, WEBHOOK_DELIVER_JOB } from './record.ts';
import { postWebhook } from './safe-post.ts';
import { openWebhookSecret } from './secrets.ts';

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** The wait after each failed automatic attempt: ten attempts over about three days and three hours. */
export const WEBHOOK_RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 10 * HOUR, 14 * HOUR, 20 * HOUR, 24 * HOUR];
/** An endpoint whose every attempt has failed this long is turned off. */
export const WEBHOOK_DISABLE_AFTER_MS = 3 * DAY;
/** Deliveries, their attempts and messages are kept this long. */
export const WEBHOOK_LOG_DAYS = 30;
export const WEBHOOK_TIMEOUT_MS = 10 * SECOND;
export const WEBHOOK_MAX_RESPONSE_BYTES = 64 * 1024;
/** How much of an answer the log keeps. */
const KEPT_RESPONSE_CHARS = 2048;

export const WEBHOOK_DISABLED_MAIL_JOB = 'webhooks.disabled-mail';
export const WEBHOOK_CLEANUP_JOB = 'webhooks.cleanup';

/** The `webhook-signature` header: one `v1,…` per secret in use, space-separated (both while a rotation overlaps). */
function signatureHeader(secrets: string[], messageId: string, at: Date, body: string): string {
  return secrets.map((s) => new Webhook(s).sign(messageId, at, body)).join(' ');
}

async function deliver({ deps, payload, now }: JobContext): Promise<void> {
  const { db, config } = deps;
  const deliveryId = Number(payload.deliveryId);
  const manual = payload.manual === true;
  const attempt = Number(payload.attempt ?? 0);
  const [row] = await db
    .select({ delivery: webhookDeliveries, endpoint: webhookEndpoints, message: webhookMessages })
    .from(webhookDeliveries)
    .innerJoin(webhookEndpoints, eq(webhookEndpoints.id, webhookDeliveries.endpointId))
    .innerJoin(webhookMessages, eq(webhookMessages.id, webhookDeliveries.messageId))
    .where(eq(webhookDeliveries.id, deliveryId))
    .limit(1);
  if (!row || row.delivery.status !== 'pending') return;
  const { delivery, endpoint, message } = row;
  if (endpoint.disabledAt) {
    await db.update(webhookDeliveries).set({ status: 'failed', nextAttemptAt: null }).where(and(eq(webhookDeliveries.id, delivery.id), eq(webhookDeliveries.status, 'pending')));
    return;
  }

  const body = JSON.stringify(message.payload);
  // The signature's time is the moment of sending (receivers compare it with their clock), not the job's.
  const sentAt = new Date();
  const secrets = [endpoint.secret, ...(endpoint.previousSecret && endpoint.previousSecretUntil && endpoint.previousSecretUntil > sentAt ? [endpoint.previousSecret] : [])]
    .map((s) => openWebhookSecret(config.appSecret, s))
    .filter((s): s is string => s !== null);
  const result = secrets.length
    ? await postWebhook(
        endpoint.url,
        {
          'content-type': 'application/json',
          'user-agent': 'Wellspring-Webhooks/1',
          'webhook-id': message.id,
          'webhook-timestamp': String(Math.floor(sentAt.getTime() / 1000)),
          'webhook-signature': signatureHeader(secrets, message.id, sentAt, body),
        },
        body,
        { allowInner: config.webhooksAllowInner, timeoutMs: WEBHOOK_TIMEOUT_MS, maxResponseBytes: WEBHOOK_MAX_RESPONSE_BYTES },
      )
    : { statusCode: null, body: '', error: 'The signing secret cannot be read (the app secret changed): rotate the secret.', durationMs: 0 };
  const ok = result.statusCode !== null && result.statusCode >= 200 && result.statusCode < 300;
  const error = ok ? null : (result.error ?? `The receiver answered ${result.statusCode}.`);

  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    await tx.insert(webhookAttempts).values({
      deliveryId: delivery.id,
      attemptedAt: now,
      statusCode: result.statusCode,
      responseBody: result.body.slice(0, KEPT_RESPONSE_CHARS),
      error,
      durationMs: result.durationMs,
      manual,
    });
    const seen = { attempts: sql`${webhookDeliveries.attempts} + 1`, lastAttemptAt: now, lastStatusCode: result.statusCode };
    // Another worker may have finished it meanwhile (this one was presumed dead and its job taken over):
    // the attempt is logged, the outcome stands.
    const [current] = await tx.select({ status: webhookDeliveries.status }).from(webhookDeliveries).where(eq(webhookDeliveries.id, delivery.id)).for('update').limit(1);
    if (current?.status !== 'pending') return;
    if (ok) {
      await tx.update(webhookDeliveries).set({ ...seen, status: 'succeeded', nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
      await tx.update(webhookEndpoints).set({ failingSince: null }).where(eq(webhookEndpoints.id, endpoint.id));
      return;
    }
    const failingSince = endpoint.failingSince ?? now;
    if (!endpoint.failingSince) await tx.update(webhookEndpoints).set({ failingSince: now }).where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.failingSince)));
    if (now.getTime() - failingSince.getTime() >= WEBHOOK_DISABLE_AFTER_MS) {
      await tx.update(webhookDeliveries).set({ ...seen, status: 'failed', nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
      const turnedOff = await tx
        .update(webhookEndpoints)
        .set({ disabledAt: now, disabledReason: 'failing' })
        .where(and(eq(webhookEndpoints.id, endpoint.id), isNull(webhookEndpoints.disabledAt)))
        .returning({ id: webhookEndpoints.id });
      if (turnedOff.length) await enqueue(tx, WEBHOOK_DISABLED_MAIL_JOB, { endpointId: endpoint.id }, { key: `webhook-disabled:${endpoint.id}:${now.toISOString()}` });
      return;
    }
    if (manual) {
      // A resend that failed leaves the automatic schedule as it was.
      const planned = delivery.nextAttemptAt && delivery.nextAttemptAt > now;
      await tx.update(webhookDeliveries).set({ ...seen, status: planned ? 'pending' : 'failed' }).where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const wait = WEBHOOK_RETRY_DELAYS_MS[attempt - 1];
    if (wait === undefined) {
      await tx.update(webhookDeliveries).set({ ...seen, status: 'failed', nextAttemptAt: null }).where(eq(webhookDeliveries.id, delivery.id));
      return;
    }
    const next = new Date(now.getTime() + wait);
    await tx.update(webhookDeliveries).set({ ...seen, nextAttemptAt: next }).where(eq(webhookDeliveries.id, delivery.id));
    await enqueue(tx, WEBHOOK_DELIVER_JOB, { deliveryId: delivery.id, attempt: attempt + 1 }, { key: deliveryJobKey(delivery.id, attempt + 1), runAt: next });
  });
}

/** Tells every admin that an endpoint was turned off for failing. */
async function mailAdminsOfDisabledEndpoint({ deps, payload }: JobContext): Promise<void> {
  const [endpoint] = await deps.db.select().from(webhookEndpoints).where(eq(webhookEndpoints.id, Number(payload.endpointId))).limit(1);
  if (!endpoint?.disabledAt || endpoint.disabledReason !== 'failing') return;
  const admins = await deps.db
    .select({ id: users.id, name: users.name, email: users.email, language: users.language })
    .from(users)
    .where(and(eq(users.role, 'admin'), isNull(users.cancelledAt), isNull(users.suspendedAt)));
  const host = new URL(deps.config.appUrl).hostname;
  for (const admin of admins) {
    await deps.mailer.send({
      ...webhookDisabledMail({ to: admin.email, name: admin.name, url: endpoint.url, description: endpoint.description, failingSince: endpoint.failingSince ?? endpoint.disabledAt, appUrl: deps.config.appUrl, locale: admin.language }),
      // A retry of this job after a crash sends the same Message-ID, so the copy is dropped.
      messageId: `<webhook-disabled-${endpoint.id}-${endpoint.disabledAt.getTime()}-${admin.id}@${host}>`,
    });
  }
}

/** Deletes messages (with their deliveries and attempts) older than the log keeps. */
async function cleanUp({ deps, now }: JobContext): Promise<void> {
  await deps.db.delete(webhookMessages).where(lt(webhookMessages.createdAt, new Date(now.getTime() - WEBHOOK_LOG_DAYS * DAY)));
}

export const WEBHOOK_JOBS: JobDefinition[] = [
  // The lease outlasts the send's timeout, so a live attempt is never taken over.
  { name: WEBHOOK_DELIVER_JOB, handler: deliver, leaseMs: WEBHOOK_TIMEOUT_MS + 20 * SECOND },
  { name: WEBHOOK_DISABLED_MAIL_JOB, handler: mailAdminsOfDisabledEndpoint },
  { name: WEBHOOK_CLEANUP_JOB, handler: cleanUp },
];

export const WEBHOOK_SCHEDULES: Schedule[] = [{ name: WEBHOOK_CLEANUP_JOB, everyMs: DAY }];
