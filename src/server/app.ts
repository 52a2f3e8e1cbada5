// The /v1 API: one Hono app with the shared middleware, and one sub-app per domain joined below.
// It is built from its dependencies, so tests hand it their own database and mailer.
import { OpenAPIHono } from '@hono/zod-openapi';
import { bodyLimit } from 'hono/body-limit';
import { accountRoutes } from './accounts/routes.ts';
import { catalogueRoutes } from './catalogue/routes.ts';
import { contentRoutes } from './content/routes.ts';
import { AppError } from './errors.ts';
import type { AppEnv, Deps } from './http/env.ts';
import { onError, onNotFound } from './http/error-handler.ts';
import { authenticate, methodOverride, requestContext } from './http/middleware.ts';
import { validationHook } from './http/validation.ts';
import { learningRoutes } from './learning/routes.ts';
import { registerPlatformRoutes } from './platform/routes.ts';

/** Largest request body: a lesson task upload or an avatar plus form fields. */
export const MAX_BODY_BYTES = 12 * 1024 * 1024;

export type ApiApp = OpenAPIHono<AppEnv>;

export function createApp(deps: Deps, databaseKind: () => 'pglite' | 'postgres' = () => 'pglite'): ApiApp {
  const app = new OpenAPIHono<AppEnv>({ defaultHook: validationHook }).basePath('/v1') as unknown as ApiApp;
  app.onError(onError);
  app.notFound(onNotFound);

  app.use('*', methodOverride(app));
  app.use('*', requestContext(deps));
  app.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new AppError('payload_too_large', `The request is larger than ${MAX_BODY_BYTES / 1024 / 1024} MB.`);
      },
    }),
  );
  app.use('*', async (c, next) => {
    await next();
    // API answers are per-member or change often: never cached by shared caches unless a route says so.
    if (!c.res.headers.has('Cache-Control')) c.header('Cache-Control', 'no-store');
  });
  app.use('*', authenticate);

  registerPlatformRoutes(app, databaseKind);
  app.route('/', contentRoutes());
  app.route('/', catalogueRoutes());
  app.route('/', accountRoutes());
  app.route('/', learningRoutes());
  return app;
}
