// Rewards rules in the studio (docs/rules/studio.md, "Rewards rules"): the points each action pays
// (defaults from points-rules.ts), changed and audited, paid from then on; the badge catalogue; 401,
// 403, 404, 422.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client.ts';
import { payPoints, POINTS } from '../../../src/server/rewards/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Rewards Admin', role: 'admin' });
});
afterAll(() => t.close());

describe('rewards rules', () => {
  it('answers 401 without a token and 403 to a member and an author', async () => {
    const member = await t.member();
    const author = await t.member({ role: 'author' });
    for (const [method, path, json] of [['GET', '/v1/admin/rewards'], ['PUT', '/v1/admin/rewards/points/lesson_finished', { points: 1 }]] as Array<[string, string, unknown?]>) {
      expect((await t.api(method, path, { json })).status).toBe(401);
      for (const who of [member, author]) expect((await t.api(method, path, { token: who.token, json })).status).toBe(403);
    }
  });

  it('lists every action with its default, and the badges', async () => {
    const res = await t.api('GET', '/v1/admin/rewards', { token: admin.token });
    expect(res.status).toBe(200);
    const { data } = await body(res);
    expect(data.points).toHaveLength(Object.keys(POINTS).length);
    expect(data.points.find((p: { reason: string }) => p.reason === 'lesson_finished')).toEqual({ reason: 'lesson_finished', points: 10, default_points: 10 });
    expect(data.badges.find((b: { key: string }) => b.key === 'first_lesson')).toMatchObject({ name: 'First Step', criteria: 'Finish any lesson.' });
  });

  it('changes what an action pays from then on, audited; back to the default; 404 and 422', async () => {
    const res = await t.api('PUT', '/v1/admin/rewards/points/course_completed', { token: admin.token, json: { points: 80 } });
    expect(res.status).toBe(200);
    expect((await body(res)).data.points.find((p: { reason: string }) => p.reason === 'course_completed')).toEqual({ reason: 'course_completed', points: 80, default_points: 50 });
    const member = await t.member();
    const paid = await t.db.transaction((tx) => payPoints(tx as unknown as Db, member.id, { reason: 'course_completed', sourceKey: 'course:999', earnedAt: new Date() }));
    expect(paid!.points).toBe(80);

    const back = await t.api('PUT', '/v1/admin/rewards/points/course_completed', { token: admin.token, json: { points: 50 } });
    expect((await body(back)).data.points.find((p: { reason: string }) => p.reason === 'course_completed').points).toBe(50);
    const index = Object.keys(POINTS).indexOf('course_completed') + 1;
    const rows = await auditRows(t, 'points_rule', index);
    expect(rows.map((r) => [r.action, r.before, r.after])).toEqual([
      ['rewards.points', { reason: 'course_completed', points: 50 }, { reason: 'course_completed', points: 80 }],
      ['rewards.points', { reason: 'course_completed', points: 80 }, { reason: 'course_completed', points: 50 }],
    ]);

    expect((await t.api('PUT', '/v1/admin/rewards/points/no_such_action', { token: admin.token, json: { points: 5 } })).status).toBe(404);
    const bad = await t.api('PUT', '/v1/admin/rewards/points/lesson_finished', { token: admin.token, json: { points: 1001 } });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors)).toEqual(['points']);
  });
});
