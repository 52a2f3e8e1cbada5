// Paying for a place in a cohort (docs/rules/cohorts.md, "Paying for a place"; issue 33 part 3): a
// member buys a place through checkout and, once the provider's event says paid, owns the course, is
// enrolled and is in the cohort with an invoice; checkouts hold their seat so the last seat is sold
// once, also when buyers race; a code for the course is good for its cohorts; the refusals (no price,
// started, taken, already in it, unknown) change nothing; joining a priced cohort says to buy a place;
// a paid place is not left by a click; a refund that takes access back takes the place back; the
// revenue report counts cohort places apart.
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { calendarDayIn } from '../../../src/lib/dates.ts';
import { COHORT_FULL } from '../../../src/lib/schemas/cohorts.ts';
import { cohortMembers, courseEntitlements, enrolments, invoices, payments } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeLearningCourse } from '../learning/factories.ts';
import { json, makeCode, pay } from './helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
const DAY = 86_400_000;
const dayIn = (days: number) => calendarDayIn('UTC', new Date(Date.now() + days * DAY));

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Cohort Seller', role: 'admin' });
});
afterAll(() => t.close());

async function pricedCohort(o: { capacity?: number; price?: number | null; startsIn?: number; free?: boolean } = {}) {
  const { course } = await makeLearningCourse(t.db, { free: o.free ?? true, title: `Breathing Room ${Math.random().toString(36).slice(2, 7)}` });
  const res = await t.api('POST', `/v1/admin/courses/${course.id}/cohorts`, {
    token: admin.token,
    json: { title: 'Spring run', starts_on: dayIn(o.startsIn ?? 5), capacity: o.capacity ?? 10, price_cents: o.price === undefined ? 4500 : o.price },
  });
  expect(res.status, await res.clone().text()).toBe(201);
  return { course, cohort: (await json(res)).data as { id: number; seats_left: number } };
}

const buy = (cohortId: number, token: string, body: Record<string, unknown> = {}) => t.api('POST', `/v1/cohorts/${cohortId}/buy`, { token, json: body });
const inCohort = (cohortId: number, userId: number) => t.db.select().from(cohortMembers).where(and(eq(cohortMembers.cohortId, cohortId), eq(cohortMembers.userId, userId)));
const seatsLeft = async (courseId: number, cohortId: number) =>
  ((await json(await t.api('GET', `/v1/courses/${courseId}/cohorts`))).data as { id: number; seats_left: number }[]).find((c) => c.id === cohortId)?.seats_left;

describe('buying a place in a cohort', () => {
  it('checks out for the place’s price; paid, the member owns the course, is enrolled and in the cohort, with an invoice', async () => {
    const { course, cohort } = await pricedCohort();
    const member = await t.member();
    const res = await buy(cohort.id, member.token);
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({ total: 4500 });
    // Nothing is given before the provider says paid.
    expect(await inCohort(cohort.id, member.id)).toEqual([]);
    await pay(t, data.url);

    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, data.reference));
    expect(payment).toMatchObject({ status: 'paid', kind: 'cohort', cohortId: cohort.id, courseId: course.id, total: 4500, description: `Cohort place: ${course.title}, Spring run` });
    expect(await inCohort(cohort.id, member.id)).toMatchObject([{ placedBy: 'purchase' }]);
    expect(await t.db.select().from(enrolments).where(and(eq(enrolments.userId, member.id), eq(enrolments.courseId, course.id)))).toHaveLength(1);
    expect(await t.db.select().from(courseEntitlements).where(and(eq(courseEntitlements.userId, member.id), eq(courseEntitlements.paymentId, payment!.id)))).toHaveLength(1);
    expect(await t.db.select().from(invoices).where(eq(invoices.paymentId, payment!.id))).toHaveLength(1);

    const result = (await json(await t.api('GET', `/v1/subscriptions/payments/${data.reference}`, { token: member.token }))).data;
    expect(result).toMatchObject({ kind: 'cohort', status: 'paid', item: { type: 'cohort', id: cohort.id, title: `${course.title}, Spring run`, url: `/cohorts/${cohort.id}` } });
    expect(result.courses).toEqual([{ id: course.id, title: course.title, url: `/course/${course.slug}` }]);
    // The dashboard's cohort line and the member list are the cohort's own from now on.
    expect((await t.api('GET', `/v1/auth/cohorts/${cohort.id}/members`, { token: member.token })).status).toBe(200);

    // A second purchase of the same place is refused, and so is leaving a paid place by a click.
    const again = await buy(cohort.id, member.token);
    expect(again.status).toBe(409);
    expect((await json(again)).message).toBe('You already have a place in this cohort.');
    const leave = await t.api('DELETE', `/v1/auth/cohorts/${cohort.id}/join`, { token: member.token });
    expect(leave.status).toBe(409);
    expect((await json(leave)).message).toMatch(/You paid for your place/);
    expect(await inCohort(cohort.id, member.id)).toHaveLength(1);
  });

  it('holds the seat while a member pays: the last seat is not sold twice, and the buyer may start again', async () => {
    const { course, cohort } = await pricedCohort({ capacity: 1 });
    const first = await t.member();
    const second = await t.member();
    const started = await buy(cohort.id, first.token);
    expect(started.status).toBe(201);
    expect(await seatsLeft(course.id, cohort.id)).toBe(0);
    const refused = await buy(cohort.id, second.token);
    expect(refused.status).toBe(409);
    expect((await json(refused)).message).toBe(COHORT_FULL());
    // The same member coming back to checkout is not held out by their own hold.
    const retry = await buy(cohort.id, first.token);
    expect(retry.status).toBe(201);
    await pay(t, (await json(retry)).data.url);
    expect(await inCohort(cohort.id, first.id)).toHaveLength(1);
    expect((await buy(cohort.id, second.token)).status).toBe(409);
    expect(await t.db.select().from(payments).where(and(eq(payments.userId, second.id), eq(payments.kind, 'cohort')))).toEqual([]);
  });

  it('sells exactly as many places as there are seats when buyers race', async () => {
    const { cohort } = await pricedCohort({ capacity: 2 });
    const buyers = await Promise.all(Array.from({ length: 6 }, () => t.member()));
    const answers = await Promise.all(buyers.map((m) => buy(cohort.id, m.token)));
    const statuses = answers.map((r) => r.status).sort();
    expect(statuses).toEqual([201, 201, 409, 409, 409, 409]);
    expect(await t.db.select().from(payments).where(eq(payments.cohortId, cohort.id))).toHaveLength(2);
  });

  it('takes a code for the cohort’s course, and says when a code is for another course', async () => {
    const { course, cohort } = await pricedCohort();
    const other = await makeLearningCourse(t.db, { title: 'Another course' });
    const forCourse = await makeCode(t, { percentOff: 20, courseIds: [course.id] });
    const forOther = await makeCode(t, { percentOff: 20, courseIds: [other.course.id] });
    const quote = await t.api('POST', '/v1/subscriptions/quote', { json: { cohort_id: cohort.id, code: forCourse.code } });
    expect(quote.status, await quote.clone().text()).toBe(200);
    expect((await json(quote)).data).toMatchObject({ item: { type: 'cohort', id: cohort.id }, subtotal: 4500, discount: 900, total: 3600 });
    const refused = await t.api('POST', '/v1/subscriptions/discount/apply', { json: { cohort_id: cohort.id, code: forOther.code } });
    expect(refused.status).toBe(422);
    expect((await json(refused)).errors.code).toEqual(['This discount code is not valid for this cohort.']);
    const member = await t.member();
    const res = await buy(cohort.id, member.token, { code: forCourse.code });
    expect((await json(res)).data.total).toBe(3600);
  });

  it('refuses what cannot be bought, and stores no payment', async () => {
    const member = await t.member();
    const free = await pricedCohort({ price: null });
    const noPrice = await buy(free.cohort.id, member.token);
    expect(noPrice.status).toBe(409);
    expect((await json(noPrice)).message).toMatch(/no price of its own/);
    const today = await pricedCohort({ startsIn: 0 });
    const started = await buy(today.cohort.id, member.token);
    expect(started.status).toBe(409);
    expect((await json(started)).message).toMatch(/already started/);
    expect((await buy(999_999, member.token)).status).toBe(404);
    expect((await t.api('POST', `/v1/cohorts/${free.cohort.id}/buy`, { json: {} })).status).toBe(401);
    const badBody = await buy(today.cohort.id, member.token, { code: 'not a code!' });
    expect(badBody.status).toBe(422);
    expect(await t.db.select().from(payments).where(eq(payments.userId, member.id))).toEqual([]);
  });

  it('says to buy a place when a member tries to join a priced cohort', async () => {
    const { cohort } = await pricedCohort();
    const member = await t.member();
    const res = await t.api('POST', `/v1/auth/cohorts/${cohort.id}/join`, { token: member.token });
    expect(res.status).toBe(402);
    expect((await json(res)).message).toBe('A place in this cohort has its own price: buy a place to join it.');
  });
});

describe('refunding a place, and the revenue report', () => {
  it('a whole refund with access taken back takes the place back; the member stays enrolled; revenue lists the cohort', async () => {
    const { course, cohort } = await pricedCohort();
    const member = await t.member();
    const { data } = await json(await buy(cohort.id, member.token));
    await pay(t, data.url);
    const [payment] = await t.db.select().from(payments).where(eq(payments.reference, data.reference));

    const month = new Date().toISOString().slice(0, 7);
    const report = (await json(await t.api('GET', `/v1/admin/reports/revenue?from=${month}&to=${month}`, { token: admin.token }))).data;
    expect(report.products).toContainEqual(expect.objectContaining({ kind: 'cohort', id: cohort.id, title: `${course.title}, Spring run`, gross: 4500 }));

    const refund = await t.api('POST', `/v1/admin/payments/${payment!.id}/refund`, { token: admin.token, json: { revoke_access: true, reason: 'Could not make the dates' } });
    expect(refund.status, await refund.clone().text()).toBe(200);
    expect(await inCohort(cohort.id, member.id)).toEqual([]);
    expect(await t.db.select().from(courseEntitlements).where(eq(courseEntitlements.paymentId, payment!.id))).toEqual([]);
    expect(await t.db.select().from(enrolments).where(and(eq(enrolments.userId, member.id), eq(enrolments.courseId, course.id)))).toHaveLength(1);
  });
});
