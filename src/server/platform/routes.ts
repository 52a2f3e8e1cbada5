// Platform routes: health check, the OpenAPI document and its rendered reference.
import { z, type OpenAPIHono } from '@hono/zod-openapi';
import { WEBHOOK_EVENTS, WEBHOOK_EVENT_TYPES, webhookPayloadSchema } from '../../lib/schemas/webhooks.ts';
import type { AppEnv } from '../http/env.ts';
import { createRoute, json, operationIdOf } from '../http/route-helpers.ts';
import { checkHealth, checkReadiness, renderApiDocs } from './service/index.ts';

const HealthSchema = z
  .object({ status: z.literal('ok'), database: z.enum(['pglite', 'postgres']), time: z.string() })
  .openapi('Health');

const health = createRoute({
  method: 'get',
  path: '/health',
  tags: ['Platform'],
  summary: 'Liveness and database check',
  responses: { 200: json(z.object({ data: HealthSchema }), 'The API and its database answer') },
});

const CheckSchema = z.enum(['ok', 'failed']);
const ReadinessSchema = z
  .object({
    ready: z.boolean(),
    checks: z.object({
      database: CheckSchema.describe('The database answers a query'),
      migrations: CheckSchema.describe('Every migration this code ships with is applied'),
      storage: CheckSchema.describe('File storage (folder or bucket) takes a write'),
      accepting: CheckSchema.describe('"failed" while the instance drains before stopping'),
    }),
  })
  .openapi('Readiness');

const live = createRoute({
  method: 'get',
  path: '/health/live',
  tags: ['Platform'],
  summary: 'Liveness: the process answers (it touches nothing else)',
  responses: { 200: json(z.object({ data: z.object({ status: z.literal('live') }) }), 'The process is running') },
});

const ready = createRoute({
  method: 'get',
  path: '/health/ready',
  tags: ['Platform'],
  summary: 'Readiness for a load balancer: database, migrations, storage, and not draining',
  description: 'Each check has two seconds. 503 names what failed; the balancer should stop sending requests until it answers 200 again.',
  responses: {
    200: json(z.object({ data: ReadinessSchema }), 'Ready for traffic'),
    503: json(z.object({ message: z.string(), data: ReadinessSchema }), 'Not ready: the message names the failed checks'),
  },
});

export const OPENAPI_INFO = {
  openapi: '3.1.0',
  info: {
    title: 'Wellspring API',
    version: '1.0.0',
    // Each deployment serves this document at its own address, so the contact is named, not linked.
    contact: { name: 'Wellspring support: the contact form at /contact-us on this site' },
    description:
      'The /v1 API of the Wellspring learning platform. Single items come as `{ data }`, lists as `{ data, meta }`, errors as `{ message, errors }`. Authenticate with `Authorization: Bearer <token>` from POST /v1/auth/login.',
  },
  servers: [{ url: '/' }],
  tags: [
    { name: 'Platform', description: 'Health checks (liveness, readiness for a load balancer) and this document' },
    { name: 'Content', description: 'Pages, blog, help centre, testimonials and the contact form' },
    { name: 'Catalogue', description: 'Courses, categories, bundles and search' },
    { name: 'Accounts', description: 'Registration, sign-in, the member\'s profile, settings and data' },
    { name: 'Learning', description: 'Enrolments, the lesson player and its saves, bookmarks and certificates' },
    { name: 'Rewards', description: 'Points, levels, badges, the learning streak and the leaderboards' },
    { name: 'Journal', description: 'The member\'s private reflection journal: entries per lesson with mood and energy, search, the mood chart and the Markdown export' },
    { name: 'Review', description: 'Spaced review of quiz questions the member answered: the cards due today, revealing an answer, grading a card 1–4 with FSRS' },
    { name: 'Task review', description: 'Submitted tasks for their reviewers (the course\'s authors, admins, the member\'s mentor): the queues, one submission with its history, accepted or please revise with feedback, and the file' },
    { name: 'Live sessions', description: 'Live sessions of a course or a mentor\'s group: members list them, RSVP and download the .ics; organisers (admins, authors, mentors) schedule, change, cancel, mark attendance and add the recording' },
    { name: 'Calendar feeds', description: 'The member\'s private calendar feed: whether it is on, a new address (shown once; the old one stops at once), turning it off, and the .ics itself, fetched by calendar apps with the secret in its address' },
    { name: 'Studio', description: 'The operators\' studio under /v1/admin (admins only): the overview, members (search, suspend, restore, password reset), the enquiries inbox and the read-only audit log' },
    { name: 'Studio: courses', description: 'Course authoring under /v1/admin/courses and /v1/admin/lessons, for authors (their own courses) and administrators: drafts, scheduled publishing, the five lesson kinds, reordering and archiving' },
    { name: 'Practices', description: 'Daily practices with weekly targets, check-ins, the week streak and reminders' },
    { name: 'Credentials', description: 'Open Badges 3.0 credentials of badges and certificates, and the issuer\'s profile and keys that verify them' },
    { name: 'Notifications', description: 'The member\'s notifications, marking them read, and the live stream (Server-Sent Events)' },
    { name: 'Commerce', description: 'Plans and discounts, checkout for subscriptions, courses and bundles, the member\'s subscription, and payment providers\' webhooks' },
    { name: 'Billing', description: 'The member\'s billing history and invoices, as data and as PDF' },
    { name: 'Mentors', description: 'The mentor programme: becoming a mentor, invitations, groups, course recommendations and assigned courses' },
    { name: 'Discussions', description: 'Threads and replies under each lesson: reactions, reports, mentions and the live stream' },
    { name: 'Messages', description: 'The member\'s conversations with their mentor or mentor groups: threads, sending, marking read, leaving a group' },
    { name: 'Webhooks', description: 'The events the platform POSTs to the endpoints an admin adds in the studio (Studio → Webhooks), signed as Standard Webhooks says' },
    { name: 'Site surveys', description: 'Short site-wide surveys shown once to a member at a trigger, answered or dismissed' },
  ],
};

export function registerPlatformRoutes(app: OpenAPIHono<AppEnv>, kind: () => 'pglite' | 'postgres'): void {
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', { type: 'http', scheme: 'bearer' });
  // docs/rules/integrations.md, "API keys": each /admin operation a key may call lists the scope it needs.
  app.openAPIRegistry.registerComponent('securitySchemes', 'apiKey', {
    type: 'http',
    scheme: 'bearer',
    bearerFormat: 'wsk_…',
    description: 'An API key made in the studio (Studio → API keys), sent as `Authorization: Bearer wsk_…`. It works on the /v1/admin operations that list it in their security, when it holds the scope named in the operation’s `x-api-key-scope`, acting as the admin who made it.',
  });

  registerWebhookDocs(app);

  app.openapi(health, async (c) => {
    return c.json({ data: await checkHealth({ db: c.get('deps').db, kind: kind() }) }, 200);
  });

  app.openapi(live, (c) => {
    c.header('Cache-Control', 'no-store');
    return c.json({ data: { status: 'live' as const } }, 200);
  });

  app.openapi(ready, async (c) => {
    const deps = c.get('deps');
    const readiness = await checkReadiness({ db: deps.db, storage: deps.storage });
    c.header('Cache-Control', 'no-store');
    if (readiness.ready) return c.json({ data: readiness }, 200);
    const failed = Object.entries(readiness.checks).filter(([, v]) => v === 'failed').map(([k]) => k);
    return c.json({ message: `Not ready: ${failed.join(', ')}.`, data: readiness }, 503);
  });

  app.doc31('/openapi.json', OPENAPI_INFO);

  app.get('/docs', (c) => {
    const doc = app.getOpenAPI31Document(OPENAPI_INFO);
    return c.html(renderApiDocs(doc as unknown as Parameters<typeof renderApiDocs>[0]));
  });
}

/**
 * The events the platform sends to webhook endpoints, in the document's `webhooks` section (OpenAPI
 * 3.1): one entry per event type with its versioned body and the Standard Webhooks headers
 * (docs/rules/integrations.md, "Events").
 */
function registerWebhookDocs(app: OpenAPIHono<AppEnv>): void {
  const headers = z.object({
    'webhook-id': z.string().meta({ description: 'The message id, the same on every attempt', example: 'msg_2hX0sZ1kq9uYQm3cR8vT4pLw' }),
    'webhook-timestamp': z.string().meta({ description: 'Seconds since 1970 when this attempt was sent', example: '1796880000' }),
    'webhook-signature': z.string().meta({ description: '`v1,` and the HMAC-SHA256 of `id.timestamp.body` in base64, one per secret in use, space-separated', example: 'v1,K5oZfzN95Z9UVu1EsfQmfVNQhnkZ2pj9o9NDN/H/pI4=' }),
  });
  for (const type of WEBHOOK_EVENT_TYPES) {
    app.openAPIRegistry.registerWebhook({
      method: 'post',
      path: type,
      operationId: operationIdOf('on', type),
      tags: ['Webhooks'],
      // The receiver checks the signature headers below; there is no token to present.
      security: [],
      summary: WEBHOOK_EVENTS[type].label,
      description: `Sent to each enabled endpoint that chose \`${type}\`, as JSON, signed as Standard Webhooks says. Answer 2xx within 10 seconds; anything else is retried for about three days. The same \`webhook-id\` on every retry: drop a copy you have already handled.`,
      request: { headers, body: { content: { 'application/json': { schema: webhookPayloadSchema(type) } } } },
      responses: { 200: { description: 'Received (any 2xx)' } },
    });
  }
}