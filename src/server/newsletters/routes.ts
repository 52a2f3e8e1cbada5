// HTTP route of newsletters for their readers (docs/rules/integrations.md, "Unsubscribing"): the
// one-click unsubscribe address of RFC 8058, which mail clients POST to without signing in. The
// studio's newsletter routes are under /v1/admin (src/server/studio/routes/newsletters.ts).
import { z } from '@hono/zod-openapi';
import { UnsubscribeQuerySchema } from '../../lib/schemas/newsletters.ts';
import { clientAddress } from '../http/middleware.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { dataOf, errorResponses } from '../http/respond.ts';
import { createRoute, json } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import { unsubscribeByLink } from './service/index.ts';

const unsubscribe = createRoute({
  method: 'post', path: '/newsletters/unsubscribe', tags: ['Accounts'], summary: 'Unsubscribe from newsletters with the link of a newsletter (one click, RFC 8058)',
  description: `The address of a newsletter's \`List-Unsubscribe\` header, which mail clients POST to with \`List-Unsubscribe=One-Click\` (the body is not needed). Takes back the member's agreement to news; no sign-in. A changed link is 404 and changes nothing. ${describeRateLimit('unsubscribe:ip')} per address.`,
  request: { query: UnsubscribeQuerySchema },
  responses: { 200: json(dataOf(z.object({ message: z.string() })), 'Unsubscribed (also when already)'), ...errorResponses(404, 422, 429) },
});

export const UNSUBSCRIBED_MESSAGE = 'You are unsubscribed: we will send you no more news by e-mail. Messages about your account, courses and payments still come.';

export function newsletterRoutes() {
  const app = createRouter();
  app.openapi(unsubscribe, async (c) => {
    await limitRate(c, 'unsubscribe:ip', clientAddress(c));
    const deps = c.get('deps');
    await unsubscribeByLink({ db: deps.db, appSecret: deps.config.appSecret, link: c.req.valid('query') });
    return c.json({ data: { message: UNSUBSCRIBED_MESSAGE } }, 200);
  });
  return app;
}
