// The rewards API as members see it: the leaderboard (ties, hidden and cancelled members, one's own
// rank outside the top 50), points, badges, streak and the two settings, with 401, 422 and the
// answer another member gets for every route.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../../src/server/db/client.ts';
import { BADGES, payPoints } from '../../../src/server/rewards/service/index.ts';
import { rowsOf } from '../../../src/server/shared/sql-rows.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body } from '../learning/factories.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

/** Pays a member `points` through the real ledger, dated `at`, as one correction-like row. */
async function give(userId: number, points: number, key: string, at = new Date()) {
  await t.db.transaction((tx) => payPoints(tx as unknown as Db, userId, { reason: 'survey_answered', sourceKey: key, earnedAt: at, points }));
}

/** Members without a password hash worth checking: inserted in one statement. */
async function crowd(n: number, prefix: string): Promise<number[]> {
  const rows = rowsOf<{ id: number }>(
    await t.db.execute(sql`INSERT INTO users (name, email, password_hash)
      SELECT ${prefix} || ' ' || g, ${prefix} || '-' || g || '@crowd.test', 'x' FROM generate_series(1, ${n}) g RETURNING id`),
  );
  return rows.map((r) => Number(r.id));
}

describe('GET /v1/leaderboard', () => {
  let me: Awaited<ReturnType<TestContext['member']>>;
  let ids: number[];

  beforeAll(async () => {
    // 60 members with 1000, 990, ... points; two tied at the top-3 level; me far below.
    ids = await crowd(60, 'Board');
    for (let i = 0; i < ids.length; i++) await give(ids[i]!, 1000 - i * 10, 'board');
    await give(ids[2]!, 10, 'tie'); // now 990, level with ids[1]
    me = await t.member({ name: 'Me Myself' });
    await give(me.id, 5, 'mine');
  });

  it('ranks the top 50, ties share a rank and the next skips (1, 2, 2, 4)', async () => {
    const res = await t.api('GET', '/v1/leaderboard?period=all', { token: me.token });
    expect(res.status).toBe(200);
    const { data } = await body(res);
    expect(data.period).toBe('all');
    expect(data.period_start).toBeNull();
    expect(data.rows).toHaveLength(50);
    expect(data.rows.slice(0, 4).map((r: { rank: number; points: number }) => [r.rank, r.points])).toEqual([[1, 1000], [2, 990], [2, 990], [4, 970]]);
    expect(data.rows[0]).toMatchObject({ user_id: ids[0], name: 'Board 1', is_me: false });
    expect(data.rows[0].avatar_url).toMatch(/^\//);
    expect(data.me).toMatchObject({ rank: 61, user_id: me.id, name: 'Me Myself', points: 5, is_me: true });
    expect(data.hidden).toBe(false);
  });

  it('weekly and monthly boards start on Monday and the 1st', async () => {
    const week = (await body(await t.api('GET', '/v1/leaderboard?period=week', { token: me.token }))).data;
    expect(new Date(`${week.period_start}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(week.rows[0].points).toBe(1000);
    const month = (await body(await t.api('GET', '/v1/leaderboard', { token: me.token, contract: false }))).data;
    expect(month.period).toBe('week'); // the default
    const m = (await body(await t.api('GET', '/v1/leaderboard?period=month', { token: me.token }))).data;
    expect(m.period_start).toMatch(/-01$/);
  });

  it('points earned last week are not on this week’s board', async () => {
    const old = (await crowd(1, 'Old'))[0]!;
    await give(old, 5000, 'old', new Date(Date.now() - 8 * 86_400_000));
    const week = (await body(await t.api('GET', '/v1/leaderboard?period=week', { token: me.token }))).data;
    expect(week.rows.some((r: { user_id: number }) => r.user_id === old)).toBe(false);
    const all = (await body(await t.api('GET', '/v1/leaderboard?period=all', { token: me.token }))).data;
    expect(all.rows[0].user_id).toBe(old);
    await t.db.execute(sql`UPDATE users SET cancelled_at = now() WHERE id = ${old}`);
    const after = (await body(await t.api('GET', '/v1/leaderboard?period=all', { token: me.token }))).data;
    expect(after.rows[0].user_id, 'a cancelled member is not ranked').toBe(ids[0]);
  });

  it('a member who leaves the board is ranked nowhere and pushes nobody down; rejoining shows them again', async () => {
    const top = ids[0]!;
    await t.db.execute(sql`UPDATE users SET leaderboard_hidden = true WHERE id = ${top}`);
    const { data } = await body(await t.api('GET', '/v1/leaderboard?period=all', { token: me.token }));
    expect(data.rows.some((r: { user_id: number }) => r.user_id === top)).toBe(false);
    expect(data.rows.slice(0, 3).map((r: { rank: number }) => r.rank)).toEqual([1, 1, 3]);
    expect(data.me.rank).toBe(60);
    await t.db.execute(sql`UPDATE users SET leaderboard_hidden = false WHERE id = ${top}`);
  });

  it('PUT /v1/auth/leaderboard/privacy hides the caller: me is null and hidden true', async () => {
    const res = await t.api('PUT', '/v1/auth/leaderboard/privacy', { token: me.token, json: { hidden: true } });
    expect(res.status).toBe(200);
    expect((await body(res)).data).toEqual({ hidden: true });
    const { data } = await body(await t.api('GET', '/v1/leaderboard?period=all', { token: me.token }));
    expect(data.me).toBeNull();
    expect(data.hidden).toBe(true);
    const other = (await t.member());
    const seen = (await body(await t.api('GET', '/v1/leaderboard?period=all', { token: other.token }))).data;
    expect(JSON.stringify(seen)).not.toContain('Me Myself');
    expect(seen.me, 'a member without points has no row').toBeNull();
    await t.api('PUT', '/v1/auth/leaderboard/privacy', { token: me.token, json: { hidden: false } });
    expect((await body(await t.api('GET', '/v1/leaderboard?period=all', { token: me.token }))).data.me.rank).toBe(61);
  });

  it('a member inside the top 50 finds themselves marked in the rows', async () => {
    const member = await t.member();
    await give(member.id, 995, 'near-top');
    const { data } = await body(await t.api('GET', '/v1/leaderboard?period=all', { token: member.token }));
    const mine = data.rows.find((r: { is_me: boolean }) => r.is_me);
    expect(mine).toMatchObject({ user_id: member.id, rank: 2, points: 995 });
    expect(data.me).toEqual(mine);
  });

  it('on a board larger than the exact-count limit, my rank comes from the sorted snapshot and agrees with the count', async () => {
    const { rankOf } = await import('../../../src/server/rewards/service/leaderboard.ts');
    const exact = await rankOf(t.db, 'all', '1970-01-01', me.id);
    const snapshot = await rankOf(t.db, 'all', '1970-01-01', me.id, 5);
    expect(exact!.rank).toBeGreaterThan(50);
    expect(snapshot).toEqual(exact);
    const tied = await rankOf(t.db, 'all', '1970-01-01', ids[2]!, 5);
    expect(tied!.rank).toBe((await rankOf(t.db, 'all', '1970-01-01', ids[1]!))!.rank);
  });

  it('refuses a wrong period with 422 and no token with 401', async () => {
    const bad = await t.api('GET', '/v1/leaderboard?period=year', { token: me.token });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.period).toEqual(['Choose week, month or all.']);
    expect((await t.api('GET', '/v1/leaderboard?period=all')).status).toBe(401);
  });
});

describe('settings', () => {
  it('PUT /v1/auth/timezone keeps an IANA zone and refuses others with 422', async () => {
    const m = await t.member();
    const ok = await t.api('PUT', '/v1/auth/timezone', { token: m.token, json: { time_zone: 'Asia/Tokyo' } });
    expect(ok.status).toBe(200);
    expect((await body(ok)).data).toEqual({ time_zone: 'Asia/Tokyo' });
    const [row] = rowsOf<{ time_zone: string }>(await t.db.execute(sql`SELECT time_zone FROM users WHERE id = ${m.id}`));
    expect(row!.time_zone).toBe('Asia/Tokyo');
    const bad = await t.api('PUT', '/v1/auth/timezone', { token: m.token, json: { time_zone: 'Mars/Olympus' } });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.time_zone).toEqual(['Send an IANA time zone name, e.g. Europe/London.']);
    expect((await t.api('PUT', '/v1/auth/timezone', { token: m.token, json: {} })).status).toBe(422);
    expect((await t.api('PUT', '/v1/auth/timezone', { json: { time_zone: 'UTC' } })).status).toBe(401);
    expect((await t.api('GET', '/v1/auth/streak', { token: m.token }).then(body)).data.time_zone).toBe('Asia/Tokyo');
  });

  it('PUT /v1/auth/leaderboard/privacy needs a boolean', async () => {
    const m = await t.member();
    const bad = await t.api('PUT', '/v1/auth/leaderboard/privacy', { token: m.token, json: { hidden: 'maybe' } });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.hidden).toEqual(['Must be true or false.']);
    expect((await t.api('PUT', '/v1/auth/leaderboard/privacy', { json: { hidden: true } })).status).toBe(401);
  });
});

describe('points, badges and streak of the caller only', () => {
  it('each member sees their own points; 401 without a token; 422 on a bad page', async () => {
    const a = await t.member();
    const b = await t.member();
    await give(a.id, 120, 'a-only');
    const mine = await body(await t.api('GET', '/v1/auth/points', { token: a.token }));
    expect(mine.summary.totals.all_time).toBe(120);
    expect(mine.summary.level).toMatchObject({ name: 'Sprout' });
    expect(mine.summary.level_progress_percent).toBe(13);
    expect(mine.summary.weeks).toHaveLength(12);
    expect(mine.summary.weeks[11].points).toBe(120);
    expect(mine.data).toEqual([expect.objectContaining({ points: 120, reason: 'survey_answered', description: 'Answered a survey', link: null })]);
    const theirs = await body(await t.api('GET', '/v1/auth/points', { token: b.token }));
    expect(theirs.summary.totals).toEqual({ all_time: 0, this_week: 0, this_month: 0 });
    expect(theirs.data).toEqual([]);
    expect(theirs.meta).toEqual({ page: 1, per_page: 20, total: 0, last_page: 1 });
    expect((await t.api('GET', '/v1/auth/points')).status).toBe(401);
    const bad = await t.api('GET', '/v1/auth/points?per_page=500', { token: a.token });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors)).toEqual(['per_page']);
  });

  it('badges: every badge of the catalogue, locked with progress; another member’s awards are not shown', async () => {
    const a = await t.member();
    const b = await t.member();
    const { awardBadge } = await import('../../../src/server/rewards/service/index.ts');
    await t.db.transaction((tx) => awardBadge(tx as unknown as Db, a.id, 'first_mentee'));
    const mine = (await body(await t.api('GET', '/v1/auth/badges', { token: a.token }))).data as Array<Record<string, any>>;
    expect(mine).toHaveLength(BADGES.length);
    const guide = mine.find((x) => x.key === 'first_mentee')!;
    expect(guide).toMatchObject({ earned: true, name: 'Guide', image_url: '/badges/first_mentee.svg', progress: { current: 1, target: 1, label: '1 of 1 mentee' } });
    expect(guide.public_url).toMatch(/^\/badge\/[A-Za-z0-9_-]{22}$/);
    expect(guide.credential_url).toBe(`/v1/badges/${guide.public_url.split('/').pop()}/credential`);
    expect(mine.find((x) => x.key === 'courses_3')).toMatchObject({ earned: false, awarded_at: null, public_url: null, credential_url: null, progress: { label: '0 of 3 courses' } });
    const theirs = (await body(await t.api('GET', '/v1/auth/badges', { token: b.token }))).data as Array<Record<string, any>>;
    expect(theirs.every((x) => !x.earned)).toBe(true);
    expect(JSON.stringify(theirs)).not.toContain(guide.public_url);
    // The award paid the badge points once; a second award does nothing.
    expect(await t.db.transaction((tx) => awardBadge(tx as unknown as Db, a.id, 'first_mentee'))).toBeNull();
    expect((await body(await t.api('GET', '/v1/auth/points', { token: a.token }))).summary.totals.all_time).toBe(20);
    expect((await t.api('GET', '/v1/auth/badges')).status).toBe(401);
  });

  it('streak: the learning days of the caller in their time zone, with the week', async () => {
    const a = await t.member();
    const b = await t.member();
    const today = new Date().toISOString().slice(0, 10);
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    await t.db.execute(sql`INSERT INTO learning_days (user_id, day) VALUES (${a.id}, ${yesterday}), (${a.id}, ${today})`);
    const mine = (await body(await t.api('GET', '/v1/auth/streak', { token: a.token }))).data;
    expect(mine).toMatchObject({ current_days: 2, longest_days: 2, time_zone: 'UTC' });
    expect(mine.week).toHaveLength(7);
    expect(mine.week.find((d: { date: string }) => d.date === today).state).toBe('learned');
    const theirs = (await body(await t.api('GET', '/v1/auth/streak', { token: b.token }))).data;
    expect(theirs).toMatchObject({ current_days: 0, longest_days: 0, rest_days_left: 1 });
    expect((await t.api('GET', '/v1/auth/streak')).status).toBe(401);
  });
});
