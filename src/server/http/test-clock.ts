// A clock tests can move (docs/rules/practices.md, "Test clock"): the time a request acts at. Only
// when the server runs with WELLSPRING_TEST_CLOCK=1 (the end-to-end configuration) does a request's
// `X-Test-Now` header (an ISO 8601 instant) set it, so an end-to-end test can live "the next day"
// (a review due tomorrow, a practice week) without waiting. Everywhere else it is simply now.
import type { Context } from 'hono';
import type { AppEnv } from './env.ts';

export const TEST_CLOCK_HEADER = 'x-test-now';

export function requestNow(c: Context<AppEnv>): Date {
  if (!c.var.deps.config.testClock) return new Date();
  const value = c.req.header(TEST_CLOCK_HEADER);
  const at = value ? new Date(value) : null;
  return at && !Number.isNaN(at.getTime()) ? at : new Date();
}
