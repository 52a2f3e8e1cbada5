// Rewards in the request's language (docs/i18n.md, "Rewards"): from a Spanish page (our client sends
// `Accept-Language: es`) the badges, the points page and the dashboard name badges and levels in
// Spanish and word progress and history lines in Spanish; without it, the same member reads the
// English, and a kept copy of one language never answers the other.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client.ts';
import { awardBadge, payPoints } from '../../../src/server/rewards/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';

const SPANISH = { 'accept-language': 'es' };
let t: TestContext;
let member: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  member = await t.member({ name: 'Lucía Pérez' });
  await t.db.transaction(async (tx) => {
    await payPoints(tx as unknown as Db, member.id, { reason: 'streak_day', sourceKey: 'streak:1', earnedAt: new Date(), points: 260 });
    await awardBadge(tx as unknown as Db, member.id, 'first_lesson');
  });
});
afterAll(() => t.close());

describe('rewards in the page’s language', () => {
  it('the badges: names, meanings, criteria and progress in Spanish from a Spanish page, English otherwise', async () => {
    const es = (await body(await t.api('GET', '/v1/auth/badges', { token: member.token, headers: SPANISH }))).data;
    const first = es.find((b: { key: string }) => b.key === 'first_lesson');
    expect(first).toMatchObject({ name: 'Primer paso', description: 'Terminó una primera lección.', criteria: 'Termina cualquier lección.', earned: true, progress: { label: '1 de 1 lección' } });
    expect(es.find((b: { key: string }) => b.key === 'courses_3').progress.label).toBe('0 de 3 cursos');
    const en = (await body(await t.api('GET', '/v1/auth/badges', { token: member.token }))).data;
    expect(en.find((b: { key: string }) => b.key === 'first_lesson')).toMatchObject({ name: 'First Step', progress: { label: '1 of 1 lesson' } });
  });

  it('the points page: level names and history lines in the page’s language, each language its own kept copy', async () => {
    for (const round of [1, 2]) {
      const es = await body(await t.api('GET', '/v1/auth/points', { token: member.token, headers: SPANISH }));
      expect(es.summary.level.name, `round ${round}`).toBe('Arbolito');
      expect(es.summary.next_level.name).toBe('Flor');
      expect(es.data.map((e: { description: string }) => e.description).sort()).toEqual(['Conseguiste la insignia «Primer paso»', 'Un día de aprendizaje en tu racha']);
      const en = await body(await t.api('GET', '/v1/auth/points', { token: member.token }));
      expect(en.summary.level.name).toBe('Sapling');
      expect(en.data.map((e: { description: string }) => e.description).sort()).toEqual(['A learning day on your streak', 'Earned the badge “First Step”']);
    }
  });

  it('the dashboard: the newest badges and the level in the page’s language, each language its own kept copy', async () => {
    for (const round of [1, 2]) {
      const es = (await body(await t.api('GET', '/v1/auth/home', { token: member.token, headers: SPANISH }))).data;
      expect(es.latest_badges.map((b: { name: string }) => b.name), `round ${round}`).toEqual(['Primer paso']);
      expect(es.points.level.name).toBe('Arbolito');
      const en = (await body(await t.api('GET', '/v1/auth/home', { token: member.token }))).data;
      expect(en.latest_badges.map((b: { name: string }) => b.name)).toEqual(['First Step']);
      expect(en.points.level.name).toBe('Sapling');
    }
  });
});
