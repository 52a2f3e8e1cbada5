// The discount's total cap under concurrency: two members take the last use at the same instant and
// exactly one gets it (on PostgreSQL the two requests run on separate connections of the pool).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discountRedemptions, discounts } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { json, makeCode, paidCourse, pay, planBySlug } from './helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
});
afterAll(() => t.close());

describe('the total cap of a discount', () => {
  it('holds when two members redeem the last use at the same instant', async () => {
    for (let round = 0; round < 3; round++) {
      const monthly = await planBySlug(t, 'membership-monthly');
      const code = await makeCode(t, { maxRedemptions: 3, redeemedCount: 2 });
      const [a, b] = await Promise.all([t.member(), t.member()]);
      const replies = await Promise.all(
        [a, b].map((m) => t.api('POST', '/v1/subscriptions/payment/request', { token: m.token, json: { plan_id: monthly.id, code: code.code } })),
      );
      const statuses = replies.map((r) => r.status).sort();
      expect(statuses).toEqual([201, 422]);
      const refused = replies.find((r) => r.status === 422)!;
      expect((await json(refused)).errors.code).toEqual(['This discount code has been used up.']);
      const [row] = await t.db.select().from(discounts).where(eq(discounts.id, code.id));
      expect(row!.redeemedCount).toBe(3);
      expect(await t.db.select().from(discountRedemptions).where(eq(discountRedemptions.discountId, code.id))).toHaveLength(1);
    }
  });

  it('holds for ten members racing for two uses, and paying keeps the count', async () => {
    const code = await makeCode(t, { maxRedemptions: 2 });
    const course = await paidCourse(t);
    const members = await Promise.all(Array.from({ length: 10 }, () => t.member()));
    const replies = await Promise.all(members.map((m) => t.api('POST', `/v1/courses/${course.id}/buy`, { token: m.token, json: { code: code.code } })));
    const won = replies.filter((r) => r.status === 201);
    expect(won).toHaveLength(2);
    expect(replies.filter((r) => r.status === 422)).toHaveLength(8);
    for (const r of won) await pay(t, (await json(r)).data.url);
    const [row] = await t.db.select().from(discounts).where(eq(discounts.id, code.id));
    expect(row!.redeemedCount).toBe(2);
    const uses = await t.db.select().from(discountRedemptions).where(eq(discountRedemptions.discountId, code.id));
    expect(uses.map((u) => u.status)).toEqual(['redeemed', 'redeemed']);
  });
});
