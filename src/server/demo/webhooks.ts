// The demo's webhook endpoint (docs/rules/integrations.md, "Webhooks"): a CRM the admin connected,
// paused by the admin, with last week's deliveries (delivered ones and one that failed after its
// retries), so /studio/webhooks shows an endpoint and its log out of the box. It is off, so nothing
// the demo does is sent to an address that does not exist; its secret is random and kept nowhere else.
import { randomBytes } from 'node:crypto';
import { demoSecret } from '../auth/sealed.ts';
import type { Db } from '../db/client.ts';
import { webhookAttempts, webhookDeliveries, webhookEndpoints, webhookMessages } from '../db/schema/index.ts';
import { newMessageId } from '../webhooks/service/index.ts';

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

export async function seedDemoWebhooks(db: Db, adminId: number, member: { id: number; name: string; email: string }, now: number): Promise<void> {
  const at = (ms: number) => new Date(now + ms);
  const [endpoint] = await db
    .insert(webhookEndpoints)
    .values({
      url: 'https://crm.wellspring.example/hooks/wellspring',
      description: 'CRM',
      events: ['member.created', 'enrolment.created', 'payment.succeeded', 'invoice.issued'],
      secret: demoSecret(`whsec_${randomBytes(32).toString('base64')}`),
      createdBy: adminId,
      createdAt: at(-14 * DAY_MS),
      updatedAt: at(-DAY_MS),
      disabledAt: at(-DAY_MS),
      disabledReason: 'admin',
    })
    .returning({ id: webhookEndpoints.id });
  const history: Array<{ type: string; data: Record<string, unknown>; ago: number; answers: Array<{ status: number | null; error?: string; body?: string }> }> = [
    { type: 'member.created', ago: 6 * DAY_MS, data: { member: { id: member.id, name: member.name, email: member.email, created_at: at(-6 * DAY_MS).toISOString(), source: 'registration' } }, answers: [{ status: 200, body: '{"received":true}' }] },
    {
      type: 'enrolment.created',
      ago: 5 * DAY_MS,
      data: { enrolment: { id: 1, member_id: member.id, course: { id: 1, slug: 'mindfulness-foundations', title: 'Mindfulness Foundations' }, source: 'member', created_at: at(-5 * DAY_MS).toISOString() } },
      answers: [{ status: 503, body: 'Service Unavailable' }, { status: null, error: 'No answer within 10 seconds.' }, { status: 200, body: '{"received":true}' }],
    },
    {
      type: 'payment.succeeded',
      ago: 3 * DAY_MS,
      data: { payment: { id: 1, reference: 'WSP-DEMO-0001', member_id: member.id, kind: 'course', reason: 'purchase', description: 'Course purchase', amount: 2900, currency: 'USD', paid_at: at(-3 * DAY_MS).toISOString() } },
      answers: [{ status: 200, body: 'ok' }],
    },
    {
      type: 'invoice.issued',
      ago: 3 * DAY_MS,
      data: { invoice: { id: 1, number: 'WS-2026-000001', member_id: member.id, payment_id: 1, amount: 2900, currency: 'USD', tax_amount: 0, issued_at: at(-3 * DAY_MS).toISOString() } },
      answers: [{ status: 410, body: 'Gone: this hook was moved' }, { status: 410, body: 'Gone: this hook was moved' }],
    },
  ];
  for (const h of history) {
    const id = newMessageId();
    const created = at(-h.ago);
    await db.insert(webhookMessages).values({ id, type: h.type, payload: { type: h.type, version: 1, timestamp: created.toISOString(), data: h.data }, createdAt: created });
    const last = h.answers.at(-1)!;
    const delivered = last.status !== null && last.status < 300;
    const lastAt = new Date(created.getTime() + (h.answers.length - 1) * 5 * 60_000);
    const [d] = await db
      .insert(webhookDeliveries)
      .values({ endpointId: endpoint!.id, messageId: id, status: delivered ? 'succeeded' : 'failed', attempts: h.answers.length, lastAttemptAt: lastAt, lastStatusCode: last.status, createdAt: created })
      .returning({ id: webhookDeliveries.id });
    await db.insert(webhookAttempts).values(
      h.answers.map((a, i) => ({
        deliveryId: d!.id,
        attemptedAt: new Date(created.getTime() + i * 5 * 60_000),
        statusCode: a.status,
        responseBody: a.body ?? '',
        error: a.error ?? (a.status !== null && a.status >= 300 ? `The receiver answered ${a.status}.` : null),
        durationMs: a.status === null ? 10_000 : 120 + i * 37,
        manual: i > 0 && h.type === 'invoice.issued',
      })),
    );
  }
}
