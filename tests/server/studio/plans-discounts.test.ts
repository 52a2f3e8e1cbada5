// Plans and discounts in the studio (docs/rules/studio.md, "Plans and discounts"): list, create,
// update, activate/deactivate, set and clear the default (a second active default is a worded 409);
// each change audited; 401, 403, 404, 422. A code made here applies at checkout.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Money Admin', role: 'admin' });
});
afterAll(() => t.close());

const planInput = { name: 'Team monthly', interval: 'month', amount: 4900, currency: 'usd' };
const codeInput = { name: 'Spring sale', code: 'spring25', kind: 'percent', percent_off: 25 };

describe('who may manage plans and discounts', () => {
  it('answers 401 without a token and 403 to a member and an author', async () => {
    const member = await t.member();
    const author = await t.member({ role: 'author' });
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/v1/admin/plans'],
      ['POST', '/v1/admin/plans', planInput],
      ['PATCH', '/v1/admin/plans/1', { amount: 100 }],
      ['GET', '/v1/admin/discounts'],
      ['POST', '/v1/admin/discounts', codeInput],
      ['PATCH', '/v1/admin/discounts/1', { name: 'x' }],
      ['POST', '/v1/admin/discounts/1/activate'],
      ['POST', '/v1/admin/discounts/1/deactivate'],
      ['POST', '/v1/admin/discounts/1/default'],
      ['DELETE', '/v1/admin/discounts/1/default'],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api(method, path, { json })).status, `${method} ${path}`).toBe(401);
      for (const who of [member, author]) expect((await t.api(method, path, { token: who.token, json })).status, `${method} ${path}`).toBe(403);
    }
  });
});

describe('plans', () => {
  it('creates, lists and updates a plan, audited with before and after; 404 and 422', async () => {
    const res = await t.api('POST', '/v1/admin/plans', { token: admin.token, json: planInput });
    expect(res.status).toBe(201);
    const plan = (await body(res)).data;
    expect(plan).toMatchObject({ name: 'Team monthly', slug: 'team-monthly', interval: 'month', amount: 4900, currency: 'USD', active: true });
    const list = (await body(await t.api('GET', '/v1/admin/plans', { token: admin.token }))).data;
    expect(list.map((p: { id: number }) => p.id)).toContain(plan.id);

    const upd = await t.api('PATCH', `/v1/admin/plans/${plan.id}`, { token: admin.token, json: { amount: 5900, active: false } });
    expect(upd.status).toBe(200);
    expect((await body(upd)).data).toMatchObject({ amount: 5900, active: false });

    const rows = await auditRows(t, 'plan', plan.id);
    expect(rows.map((r) => r.action)).toEqual(['plan.create', 'plan.update']);
    expect(rows[1]).toMatchObject({ actorId: admin.id, before: { amount: 4900, active: true }, after: { amount: 5900, active: false } });

    expect((await t.api('PATCH', '/v1/admin/plans/2147483647', { token: admin.token, json: { amount: 1 } })).status).toBe(404);
    const bad = await t.api('POST', '/v1/admin/plans', { token: admin.token, json: { name: '', interval: 'week', amount: 0, currency: 'dollars' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors).sort()).toEqual(['amount', 'currency', 'interval', 'name']);
    const dup = await t.api('POST', '/v1/admin/plans', { token: admin.token, json: planInput });
    expect(dup.status).toBe(422);
    expect((await body(dup)).errors.slug).toBeDefined();
  });
});

describe('discounts', () => {
  it('creates a code (upper-cased), updates, deactivates and activates it, each audited; 404 and 422', async () => {
    const res = await t.api('POST', '/v1/admin/discounts', {
      token: admin.token,
      json: { ...codeInput, max_redemptions: 100, max_per_member: 1, valid_from: '2026-01-01T00:00:00Z', valid_to: '2027-01-01T00:00:00Z', duration: 'months', duration_months: 3 },
    });
    expect(res.status).toBe(201);
    const d = (await body(res)).data;
    expect(d).toMatchObject({ code: 'SPRING25', kind: 'percent', percent_off: 25, max_redemptions: 100, max_per_member: 1, duration: 'months', duration_months: 3, active: true, is_default: false });

    const upd = await t.api('PATCH', `/v1/admin/discounts/${d.id}`, { token: admin.token, json: { kind: 'fixed', amount_off: 500, currency: 'usd' } });
    expect(upd.status).toBe(200);
    expect((await body(upd)).data).toMatchObject({ kind: 'fixed', amount_off: 500, percent_off: null, currency: 'USD' });
    expect((await body(await t.api('POST', `/v1/admin/discounts/${d.id}/deactivate`, { token: admin.token }))).data.active).toBe(false);
    expect((await body(await t.api('POST', `/v1/admin/discounts/${d.id}/activate`, { token: admin.token }))).data.active).toBe(true);
    const list = (await body(await t.api('GET', '/v1/admin/discounts', { token: admin.token }))).data;
    expect(list.find((x: { id: number }) => x.id === d.id)).toMatchObject({ code: 'SPRING25' });

    const rows = await auditRows(t, 'discount', d.id);
    expect(rows.map((r) => r.action)).toEqual(['discount.create', 'discount.update', 'discount.deactivate', 'discount.activate']);
    expect(rows[1]).toMatchObject({ before: { kind: 'percent', percent_off: 25 }, after: { kind: 'fixed', amount_off: 500 } });

    expect((await t.api('POST', '/v1/admin/discounts/2147483647/activate', { token: admin.token })).status).toBe(404);
    const bad = await t.api('POST', '/v1/admin/discounts', { token: admin.token, json: { name: 'No amount', code: 'x', kind: 'fixed', valid_from: '2027-01-01T00:00:00Z', valid_to: '2026-01-01T00:00:00Z' } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors).sort()).toEqual(['amount_off', 'code', 'currency', 'valid_to']);
    const dup = await t.api('POST', '/v1/admin/discounts', { token: admin.token, json: { ...codeInput, code: 'Spring25' } });
    expect(dup.status).toBe(422);
    expect((await body(dup)).errors.code).toEqual(['Another discount already uses this code.']);
    const badUpdate = await t.api('PATCH', `/v1/admin/discounts/${d.id}`, { token: admin.token, json: { kind: 'percent', percent_off: null } });
    expect(badUpdate.status).toBe(422);
  });

  it('sets and clears the default; a second active default is a worded 409', async () => {
    const a = (await body(await t.api('POST', '/v1/admin/discounts', { token: admin.token, json: { name: 'Launch', code: 'LAUNCH', kind: 'percent', percent_off: 10 } }))).data;
    const b = (await body(await t.api('POST', '/v1/admin/discounts', { token: admin.token, json: { name: 'Other', code: 'OTHER', kind: 'percent', percent_off: 5 } }))).data;
    const set = await t.api('POST', `/v1/admin/discounts/${a.id}/default`, { token: admin.token });
    expect(set.status).toBe(200);
    expect((await body(set)).data).toMatchObject({ is_default: true, active: true });
    const second = await t.api('POST', `/v1/admin/discounts/${b.id}/default`, { token: admin.token });
    expect(second.status).toBe(409);
    expect((await body(second)).message).toMatch(/already the active default/);
    expect((await body(await t.api('DELETE', `/v1/admin/discounts/${a.id}/default`, { token: admin.token }))).data.is_default).toBe(false);
    expect((await t.api('POST', `/v1/admin/discounts/${b.id}/default`, { token: admin.token })).status).toBe(200);
    expect((await auditRows(t, 'discount', a.id)).map((r) => r.action)).toEqual(['discount.create', 'discount.set-default', 'discount.clear-default']);
  });
});
