// HTTP routes of the catalogue domain. Thin: validate with the declared schemas, call one service verb, reply.
import { createRouter } from '../http/router.ts';

export function catalogueRoutes() {
  const app = createRouter();
  return app;
}
