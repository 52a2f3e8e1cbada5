// The /v1 API: one Hono app with the shared middleware, and one sub-app per domain joined below.
// It is built from its dependencies, so tests hand it their own database and mailer.
import { OpenAPIHono } from '@hono/zod-openapi';
import { accountRoutes } from './accounts/routes.ts';
import { signInRoutes } from './accounts/routes-sign-in.ts';
import { billingRoutes } from './billing/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { commerceRoutes } from './commerce/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { credentialRoutes } from './credentials/routes.ts';
import { discussionRoutes } from './discussions/routes.ts';
import { CONTENT_CHANGED_CHANNEL, MEMBER_CHANGED_CHANNEL, memberChangedId } from './events/index.ts';
import { apiBodyLimit, MAX_BODY_BYTES } from './http/body-limit.ts';
import type { AppEnv, Deps } from './http/env.ts';
import { onError } from './http/error-handler.ts';
import { apiLocale } from './http/request-locale.ts';
import { routeMethodTable, unmatchedRequest } from './http/methods.ts';
import { authenticate, methodOverride, requestContext } from './http/middleware.ts';
import { apiSecurityHeaders } from './http/security-headers.ts';
import { validationHook } from './http/validation.ts';
import { learningRoutes } from './learning/routes.ts';
import { liveRoutes } from './live/routes.ts';
import { calendarRoutes } from './calendar/routes.ts';
import { mentorRoutes } from './mentors/routes.ts';
import { messageRoutes } from './messages/routes.ts';
import { notificationRoutes } from './notifications/routes.ts';
import { registerPlatformRoutes } from './platform/routes.ts';
import { practiceRoutes } from './practices/routes.ts';
import { journalRoutes } from './journal/routes.ts';
import { reviewRoutes } from './review/routes.ts';
import { rewardsRoutes } from './rewards/routes.ts';
import { memberReadsFor, type MemberReads } from './shared/member-reads.ts';
import { tokenCacheFor } from './auth/tokens.ts';
import { studioRoutes } from './studio/routes.ts';
import { newsletterRoutes } from './newsletters/routes.ts';
import { surveyRoutes } from './surveys/routes.ts';
import { taskRoutes } from './tasks/routes.ts';
import { wireDomains } from './wiring.ts';

export { MAX_BODY_BYTES };

export type ApiApp = OpenAPIHono<AppEnv>;

export function createApp(deps: Deps, databaseKind: () => 'pglite' | 'postgres' = () => 'pglite'): ApiApp {
  // Lower domains take a few steps from higher ones, passed in here (docs/domain-order.md).
  wireDomains();
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath('/v1') as unknown as ApiApp;
  app.onError(onError);

  // First, so every refusal below is worded in the language the request names (docs/i18n.md, "API refusals").
  app.use('*', apiLocale);
  app.use('*', apiSecurityHeaders);
  // The body limit comes before anything that reads a body (the method override reads forms).
  app.use('*', apiBodyLimit);
  app.use('*', methodOverride(app));
  app.use('*', requestContext(deps));
  app.use('*', async (c, next) => {
    await next();
    // API answers are per-member or change often: never cached by shared caches unless a route says so.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('*', authenticate);
  // While the member's own write runs, their reads bypass the copies (the write may answer with one),
  // and once it has committed (its answer is ready) their copies here are dropped, before the answer
  // leaves: their next read here is never older than the write. Other instances drop theirs when
  // the commit's member_changed event reaches them.
  const memberReads = keepMemberReadsFresh(deps);
  const tokens = tokenCacheFor(deps.db);
  app.use('*', async (c, next) => {
    const actor = c.get('actor');
    if (!actor || c.req.method === 'GET' || c.req.method === 'HEAD') return next();
    memberReads.writeStarted(actor.id);
    let unchanged = false;
    try {
      await next();
      unchanged = c.get('memberCopiesUnchanged') === true && c.res.status < 400;
      // A change to other members' data (a mentor's recommendation, a message) has dropped their
      // copies here before the answer leaves, as the writer's own are below.
      if (!unchanged) await deps.events.caughtUp(deps.db);
    } finally {
      memberReads.writeDone(actor.id, unchanged);
      // Signing out or changing the password is the member's own write: its tokens are looked up
      // afresh here at once, whenever the event arrives.
      if (!unchanged) tokens.drop(actor.id);
    }
  });

  registerPlatformRoutes(app, databaseKind);
  app.route('/', contentRoutes());
  app.route('/', catalogueRoutes());
  app.route('/', accountRoutes());
  app.route('/', signInRoutes());
  app.route('/', learningRoutes());
  app.route('/', rewardsRoutes());
  app.route('/', credentialRoutes());
  app.route('/', notificationRoutes());
  app.route('/', commerceRoutes());
  app.route('/', billingRoutes());
  app.route('/', mentorRoutes());
  app.route('/', messageRoutes());
  app.route('/', surveyRoutes());
  app.route('/', practiceRoutes());
  app.route('/', journalRoutes());
  app.route('/', reviewRoutes());
  app.route('/', taskRoutes());
  app.route('/', discussionRoutes());
  app.route('/', liveRoutes());
  app.route('/', calendarRoutes());
  app.route('/', newsletterRoutes());
  app.route('/', studioRoutes());
  // Known paths answer OPTIONS and refuse other methods with Allow; the rest is a 404 (docs/rules/api.md, "Methods").
  app.notFound(unmatchedRequest(routeMethodTable(app.routes)));
  return app;
}

/**
 * This instance's copies of members' reads (docs/performance.md, "Member reads"), kept only while
 * the changes that drop them are heard: from the moment both channels listen, and again after the
 * events connection comes back (anything kept before a gap is forgotten).
 */
function keepMemberReadsFresh(deps: Deps): MemberReads {
  const reads = memberReadsFor(deps.db);
  // Token lookups are kept on the same terms: dropped with the member's other copies (a token
  // revoked or the account suspended announces member_changed too, migrations 0017 and 0027).
  const tokens = tokenCacheFor(deps.db);
  deps.events.watchGaps((listening) => {
    reads.setListening(listening);
    tokens.setListening(listening);
  });
  Promise.all([
    deps.events.subscribe(MEMBER_CHANGED_CHANNEL, (payload) => {
      const id = memberChangedId(payload);
      if (id) {
        reads.drop(id);
        tokens.drop(id);
      }
    }),
    deps.events.subscribe(CONTENT_CHANGED_CHANNEL, () => reads.dropAll()),
  ]).then(
    () => {
      reads.setListening(true);
      tokens.setListening(true);
    },
    (err: Error) => deps.log.warn('member reads not kept: events unavailable', { err: err.message }),
  );
  return reads;
}
