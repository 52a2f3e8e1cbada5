// HTTP routes of the learning domain. Thin: validate with the declared schemas, call one service verb, reply.
import { createRouter } from '../http/router.ts';

export function learningRoutes() {
  const app = createRouter();
  return app;
}
