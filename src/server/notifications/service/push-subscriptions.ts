// The member's devices with Web Push on (docs/rules/push.md): turning push on for a browser, the list
// (with the server's public key the browser subscribes with), and turning one off. A device is its
// push endpoint; the same browser signing in as someone else moves to them.
import { and, asc, count, eq, ne } from 'drizzle-orm';
import { isIP } from 'node:net';
import type { PushDevice, PushSubscriptionRequest } from '../../../lib/schemas/notifications.ts';
import type { Config } from '../../config.ts';
import type { Db } from '../../db/client.ts';
import { pushSubscriptions } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';
import type { Actor } from '../../http/env.ts';
import { isInnerAddress } from '../../webhooks/service/index.ts';

/** More devices than anyone uses; the cap bounds the pushes one notification costs. */
export const MAX_PUSH_DEVICES = 10;

const LOCAL_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Why an endpoint is refused, or null. Push services are https; plain http only on this host and only
 * where the configuration allows it (the tests' local push service). Inner addresses are refused here
 * when written as numbers, and again after DNS when sending (webhooks' guarded post).
 */
export function pushEndpointProblem(endpoint: string, allowLocal: boolean): string | null {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return m.errors_push_endpoint();
  }
  if (url.username || url.password) return m.errors_push_endpoint();
  const local = LOCAL_HOSTS.has(url.hostname);
  if (url.protocol === 'http:' && local && allowLocal) return null;
  if (url.protocol !== 'https:') return m.errors_push_endpoint();
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (!allowLocal && (local || (isIP(literal) && isInnerAddress(literal)))) return m.errors_push_inner_address();
  return null;
}

function view(r: typeof pushSubscriptions.$inferSelect): PushDevice {
  return { id: r.id, endpoint: r.endpoint, device: r.device, created_at: r.createdAt.toISOString(), last_sent_at: r.lastSentAt?.toISOString() ?? null };
}

export async function listPushDevices({ db, config, actor }: { db: Db; config: Config; actor: Actor }) {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, actor.id)).orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return { data: rows.map(view), meta: { public_key: config.vapid.publicKey, max_devices: MAX_PUSH_DEVICES } };
}

/**
 * Turns push on for a browser: a new device of the member (201), or the same endpoint again with its
 * current keys (200). Past the cap the member's oldest device makes room, so a new phone never meets a dead end.
 */
export async function subscribePush({ db, config, actor, input }: { db: Db; config: Config; actor: Actor; input: PushSubscriptionRequest }): Promise<{ device: PushDevice; created: boolean }> {
  const problem = pushEndpointProblem(input.endpoint, config.pushAllowLocal);
  if (problem) throw fieldError('endpoint', problem);
  return db.transaction(async (tx) => {
    const values = { userId: actor.id, endpoint: input.endpoint, p256dh: input.keys.p256dh.replace(/=+$/, ''), auth: input.keys.auth.replace(/=+$/, ''), device: input.device ?? '' };
    const [existing] = await tx.select({ userId: pushSubscriptions.userId }).from(pushSubscriptions).where(eq(pushSubscriptions.endpoint, input.endpoint)).limit(1);
    const [row] = await tx
      .insert(pushSubscriptions)
      .values(values)
      .onConflictDoUpdate({ target: pushSubscriptions.endpoint, set: { userId: values.userId, p256dh: values.p256dh, auth: values.auth, device: values.device } })
      .returning();
    const [others] = await tx.select({ n: count() }).from(pushSubscriptions).where(and(eq(pushSubscriptions.userId, actor.id), ne(pushSubscriptions.id, row!.id)));
    const extra = (others?.n ?? 0) - (MAX_PUSH_DEVICES - 1);
    if (extra > 0) {
      const oldest = await tx
        .select({ id: pushSubscriptions.id })
        .from(pushSubscriptions)
        .where(and(eq(pushSubscriptions.userId, actor.id), ne(pushSubscriptions.id, row!.id)))
        .orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id))
        .limit(extra);
      for (const o of oldest) await tx.delete(pushSubscriptions).where(eq(pushSubscriptions.id, o.id));
    }
    return { device: view(row!), created: existing?.userId !== actor.id };
  });
}

/** Turns push off for one of the member's devices; someone else's is a 404, like a missing one. */
export async function removePushDevice({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<void> {
  const gone = await db.delete(pushSubscriptions).where(and(eq(pushSubscriptions.id, id), eq(pushSubscriptions.userId, actor.id))).returning({ id: pushSubscriptions.id });
  if (!gone.length) throw notFound('device');
}

/** For the member's data export: each device's address and dates; the keys are the browser's secret, not ours to hand out. */
export async function exportPushDevices(db: Db, userId: number) {
  const rows = await db.select().from(pushSubscriptions).where(eq(pushSubscriptions.userId, userId)).orderBy(asc(pushSubscriptions.createdAt), asc(pushSubscriptions.id));
  return rows.map((r) => ({ device: r.device, endpoint: r.endpoint, created_at: r.createdAt.toISOString(), last_sent_at: r.lastSentAt?.toISOString() ?? null }));
}
