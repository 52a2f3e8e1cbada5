// HTTP routes of the accounts domain. Thin: validate with the declared schemas, call one service verb, reply.
import { createRouter } from '../http/router.ts';

export function accountRoutes() {
  const app = createRouter();
  return app;
}
