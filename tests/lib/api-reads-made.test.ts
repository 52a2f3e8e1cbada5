// The API reads the app worker warms on a first visit are the client's GETs that answered, never the
// address of a POST (the stream ticket was once asked again as a GET: a 405 in the console).
import { afterAll, beforeAll, expect, it } from 'vitest';
import { getProfile } from '../../src/lib/api/accounts.ts';
import { getStreamTicket } from '../../src/lib/api/notifications.ts';
import { apiReadsMade } from '../../src/lib/api/reads-made.ts';
import { createTestContext, type TestContext } from '../helpers/app.ts';
import { routeFetchTo, signInAs, signOut } from '../helpers/browser-api.ts';

let ctx: TestContext;
let restoreFetch: () => void;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  await signInAs(ctx, await ctx.member());
});
afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

it('lists the reads the client made and not the address of a POST', async () => {
  await getProfile();
  await getStreamTicket();
  expect(apiReadsMade()).toContain('/v1/auth/profile');
  expect(apiReadsMade().some((path) => path.includes('stream-ticket'))).toBe(false);
});
