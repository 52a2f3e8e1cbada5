// Outgoing webhooks (docs/rules/integrations.md, "Webhooks"): the events a receiver may ask for, the
// versioned body each is sent with, and the studio's endpoints and deliveries. Shared by the server
// (which records and sends them), the API document's `webhooks` section, the studio and tests.
import { z } from './zod.ts';
import { blankToUndefined, pageQuery, text } from './input.ts';

/** The version of every payload below; a change that could break a receiver makes a new one. */
export const WEBHOOK_PAYLOAD_VERSION = 1;

const Course = z.object({ id: z.number().int(), slug: z.string(), title: z.string() });
const Money = { amount: z.number().int().meta({ description: 'In the currency’s smallest unit (cents)' }), currency: z.string().meta({ example: 'USD' }) };
const Subscription = z.object({
  id: z.number().int(),
  member_id: z.number().int(),
  plan: z.object({ id: z.number().int(), name: z.string(), interval: z.string() }),
  status: z.string().meta({ example: 'active' }),
  current_period_end: z.string(),
});

/** Each event's `data`, by type. */
export const WEBHOOK_EVENTS = {
  'member.created': {
    label: 'A member registered',
    data: z.object({ member: z.object({ id: z.number().int(), name: z.string(), email: z.string(), created_at: z.string(), source: z.enum(['registration', 'import']) }) }),
  },
  'member.deleted': {
    label: 'A member cancelled their account (personal data erased)',
    data: z.object({ member: z.object({ id: z.number().int() }), deleted_at: z.string() }),
  },
  'enrolment.created': {
    label: 'A member was enrolled in a course',
    data: z.object({
      enrolment: z.object({ id: z.number().int(), member_id: z.number().int(), course: Course, source: z.enum(['member', 'purchase', 'bundle', 'studio', 'import', 'mentor']), created_at: z.string() }),
    }),
  },
  'course.completed': {
    label: 'A member completed a course',
    data: z.object({ member_id: z.number().int(), enrolment_id: z.number().int(), course: Course, completed_at: z.string() }),
  },
  'certificate.issued': {
    label: 'A certificate was issued',
    data: z.object({ certificate: z.object({ id: z.number().int(), code: z.string(), member_id: z.number().int(), course: Course, issued_at: z.string(), verify_path: z.string().meta({ description: 'The public verification page, on the site’s address', example: '/certificate/WS-7K2P-9XQ4' }) }) }),
  },
  'quiz.passed': {
    label: 'A member passed a quiz',
    data: z.object({ member_id: z.number().int(), course: Course, lesson: z.object({ id: z.number().int(), title: z.string() }), score_percent: z.number().int(), attempt: z.number().int(), passed_at: z.string() }),
  },
  'payment.succeeded': {
    label: 'A payment was received',
    data: z.object({
      payment: z.object({ id: z.number().int(), reference: z.string(), member_id: z.number().int(), kind: z.string(), reason: z.string(), description: z.string(), ...Money, paid_at: z.string() }),
    }),
  },
  'payment.refunded': {
    label: 'Money was refunded (all or part of a payment)',
    data: z.object({
      payment: z.object({ id: z.number().int(), reference: z.string(), member_id: z.number().int(), ...Money, refunded_amount: z.number().int(), status: z.string() }),
      refund: z.object({ ...Money, whole: z.boolean(), refunded_at: z.string() }),
    }),
  },
  'subscription.created': { label: 'A member subscribed', data: z.object({ subscription: Subscription }) },
  'subscription.renewed': { label: 'A subscription was renewed for another period', data: z.object({ subscription: Subscription, payment_id: z.number().int() }) },
  'subscription.cancelled': {
    label: 'A subscription was cancelled (it ends at its period’s end, or at once when a refund takes it back)',
    data: z.object({ subscription: Subscription, ends_at: z.string() }),
  },
  'invoice.issued': {
    label: 'An invoice was issued',
    data: z.object({ invoice: z.object({ id: z.number().int(), number: z.string(), member_id: z.number().int(), payment_id: z.number().int(), ...Money, tax_amount: z.number().int(), issued_at: z.string() }) }),
  },
  'credit_note.issued': {
    label: 'A credit note was issued for a refund',
    data: z.object({
      credit_note: z.object({ id: z.number().int(), number: z.string(), invoice_id: z.number().int(), invoice_number: z.string(), member_id: z.number().int(), ...Money, tax_amount: z.number().int(), issued_at: z.string() }),
    }),
  },
} as const;

export type WebhookEventType = keyof typeof WEBHOOK_EVENTS;
export const WEBHOOK_EVENT_TYPES = Object.keys(WEBHOOK_EVENTS) as WebhookEventType[];
export type WebhookEventData<T extends WebhookEventType> = z.input<(typeof WEBHOOK_EVENTS)[T]['data']>;

/** The body of every webhook: the same envelope around each event's data. */
export const webhookPayloadSchema = <T extends WebhookEventType>(type: T) =>
  z.object({
    type: z.literal(type),
    version: z.literal(WEBHOOK_PAYLOAD_VERSION),
    timestamp: z.string().meta({ description: 'When the event happened (ISO 8601)' }),
    data: WEBHOOK_EVENTS[type].data,
  });

const eventList = z
  .array(z.string(), { message: 'Choose the events this endpoint receives.' })
  .min(1, { message: 'Choose at least one event.' })
  .max(WEBHOOK_EVENT_TYPES.length)
  .superRefine((events, ctx) => {
    const unknown = events.filter((e) => !(WEBHOOK_EVENT_TYPES as readonly string[]).includes(e));
    if (unknown.length) ctx.addIssue({ code: 'custom', message: `Unknown event: ${unknown.join(', ')}.` });
  })
  .meta({ description: `Any of ${WEBHOOK_EVENT_TYPES.join(', ')}` });

const url = text({ message: 'Give the address to send events to.' })
  .trim()
  .min(1, { message: 'Give the address to send events to.', abort: true })
  .max(2000, { message: 'Keep the address under 2000 characters.' })
  .refine((v) => /^https?:\/\/[^\s/]+/i.test(v) && URL.canParse(v), { message: 'Give a full address starting with https://' })
  .meta({ description: 'Where events are POSTed; https (plain http only outside production)', example: 'https://crm.example.com/hooks/wellspring' });

const description = text({ message: 'Write the description as text.' })
  .trim()
  .max(200, { message: 'Keep the description under 200 characters.' })
  .meta({ description: 'What the endpoint is, e.g. “CRM”', example: 'CRM' });

export const CreateWebhookEndpointSchema = z.object({ url, description: description.optional(), events: eventList });
export type CreateWebhookEndpoint = z.infer<typeof CreateWebhookEndpointSchema>;

export const UpdateWebhookEndpointSchema = z.object({
  url: url.optional(),
  description: description.optional(),
  events: eventList.optional(),
  enabled: z.boolean({ message: 'Must be true or false.' }).optional().meta({ description: 'false pauses deliveries; true resumes them and forgets past failures' }),
});
export type UpdateWebhookEndpoint = z.infer<typeof UpdateWebhookEndpointSchema>;

export const WebhookEndpointSchema = z.object({
  id: z.number().int(),
  url: z.string(),
  description: z.string(),
  events: z.array(z.string()),
  status: z.enum(['enabled', 'disabled']),
  disabled_reason: z.enum(['failing', 'admin']).nullable().meta({ description: 'failing: every attempt failed for three days' }),
  disabled_at: z.string().nullable(),
  failing_since: z.string().nullable(),
  previous_secret_until: z.string().nullable().meta({ description: 'While set, deliveries are signed with the old secret too' }),
  created_at: z.string(),
  deliveries: z.object({ succeeded: z.number().int(), pending: z.number().int(), failed: z.number().int() }).meta({ description: 'Deliveries of the last 30 days' }),
});
export type WebhookEndpoint = z.infer<typeof WebhookEndpointSchema>;

export const WebhookSecretSchema = WebhookEndpointSchema.extend({
  secret: z.string().meta({ description: 'The signing secret (whsec_…), shown this once', example: 'whsec_MfKQ9r8GKYqrTwjUPD8ILPZIo2LaLaSw' }),
});
export type WebhookSecret = z.infer<typeof WebhookSecretSchema>;

export const WebhookDeliverySchema = z.object({
  id: z.number().int(),
  message_id: z.string().meta({ description: 'The webhook-id header: the same on every attempt', example: 'msg_2hX0s…' }),
  event_type: z.string(),
  status: z.enum(['pending', 'succeeded', 'failed']),
  attempts: z.number().int(),
  created_at: z.string(),
  last_attempt_at: z.string().nullable(),
  last_status_code: z.number().int().nullable(),
  next_attempt_at: z.string().nullable(),
});
export type WebhookDelivery = z.infer<typeof WebhookDeliverySchema>;

export const WebhookAttemptSchema = z.object({
  attempted_at: z.string(),
  status_code: z.number().int().nullable(),
  response_body: z.string(),
  error: z.string().nullable(),
  duration_ms: z.number().int(),
  manual: z.boolean(),
});

export const WebhookDeliveryDetailSchema = WebhookDeliverySchema.extend({
  payload: z.string().meta({ description: 'The body sent, exactly' }),
  attempts_log: z.array(WebhookAttemptSchema),
});
export type WebhookDeliveryDetail = z.infer<typeof WebhookDeliveryDetailSchema>;

export const WEBHOOK_DELIVERY_STATUSES = ['pending', 'succeeded', 'failed'] as const;

export const WebhookDeliveriesQuerySchema = z.object({
  status: z.preprocess(blankToUndefined, z.enum(WEBHOOK_DELIVERY_STATUSES, { message: 'Choose pending, succeeded or failed.' }).optional()),
  page: pageQuery(100_000, 1),
  per_page: pageQuery(100, 20),
});
export type WebhookDeliveriesQuery = z.infer<typeof WebhookDeliveriesQuerySchema>;
