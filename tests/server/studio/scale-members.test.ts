// The reports' scale seed (`npm run db:seed -- --members N`, src/server/demo/scale-members.ts): on the
// demo's catalogue it adds N members who cannot sign in, two enrolments each, about eleven lesson saves
// per member spread over the year, purchases with some refunded, and the reports count them.
import { like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { users } from '../../../src/server/db/schema/index.ts';
import { seedScaleMembers } from '../../../src/server/demo/scale-members.ts';
import { rollUpActivity } from '../../../src/server/studio/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { json } from '../commerce/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
});
afterAll(() => t.close());

it('adds members with enrolments, about eleven lesson saves each, purchases and refunds, which the reports count', async () => {
  const added = await seedScaleMembers(t.db, 400);
  expect(added.members).toBe(400);
  expect(added.enrolments).toBe(800);
  expect(added.lessonSaves / added.members).toBeGreaterThan(9);
  expect(added.lessonSaves / added.members).toBeLessThan(14);
  expect(added.payments).toBeGreaterThan(0);
  expect(added.refunds).toBeGreaterThan(0);
  await rollUpActivity(t.db);
  const admin = await t.member({ role: 'admin' });
  const activity = (await json(await t.api('GET', '/v1/admin/reports/activity', { token: admin.token }))).data;
  expect(activity.months.reduce((n: number, m: { members: number }) => n + m.members, 0)).toBeGreaterThan(0);
  const retention = (await json(await t.api('GET', '/v1/admin/reports/retention', { token: admin.token }))).data;
  expect(retention.cohorts.reduce((n: number, c: { joined: number }) => n + c.joined, 0)).toBeGreaterThanOrEqual(400);
  // Their accounts cannot sign in, whatever is tried (the stored value is no password's hash).
  const [someone] = await t.db.select({ email: users.email }).from(users).where(like(users.email, 'scale-%@scale.example.test')).limit(1);
  const login = await t.api('POST', '/v1/auth/login', { json: { email: someone!.email, password: 'scale-member-cannot-sign-in' } });
  expect(login.status).toBe(422);
  expect((await json(login)).errors.email).toEqual([expect.stringContaining('These credentials do not match our records.')]);
});
