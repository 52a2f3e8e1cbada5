// HTTP routes of the content domain. Thin: validate with the declared schemas, call one service verb, reply.
import { createRouter } from '../http/router.ts';

export function contentRoutes() {
  const app = createRouter();
  return app;
}
