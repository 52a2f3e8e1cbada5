// The leaderboard's store against the real API, as the demo member (who has points): the week's board
// once signed in, another period on choosing it, leaving the board (the server keeps the choice and
// every board drops the member's row) and joining again, and a period the API does not know refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LeaderboardPeriod } from '../../../src/lib/schemas/rewards.ts';
import { $board, $leaderboardHidden, $leaderboardPeriod, choosePeriod, setShownOnLeaderboard } from '../../../src/stores/leaderboard.ts';
import type { TestContext } from '../../helpers/app.ts';
import { demoMemberBrowser } from '../../helpers/demo.ts';
import { answered, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { body } from '../../server/learning/factories.ts';

let ctx: TestContext;
let close: () => Promise<void>;
let member: { id: number; token: string };

const boardOf = async (period: LeaderboardPeriod) => (await body(await ctx.api('GET', `/v1/leaderboard?period=${period}`, { token: member.token }))).data;

beforeAll(async () => {
  ({ ctx, member, close } = await demoMemberBrowser());
});

afterAll(async () => {
  choosePeriod('week');
  await close();
});

describe('leaderboard store', () => {
  it('asks nothing for a visitor, then loads the week’s board and says whether the member is shown', async () => {
    signOut();
    const view = watch($board);
    expect($board.get()).toEqual({ loading: false });
    await signInAs(ctx, member);
    const week = await view.until(answered);
    expect(week.data?.data).toEqual(await boardOf('week'));
    expect($leaderboardHidden.get()).toBe(false);
    choosePeriod('all');
    const all = await view.until((v) => answered(v) && v.data?.data.period === 'all');
    expect(all.data?.data.rows.some((r) => r.is_me)).toBe(true);
    view.stop();
  });

  it('leaving the board is kept by the server and the board shown drops the member; joining brings them back', async () => {
    const view = watch($board);
    await view.until(answered);
    await setShownOnLeaderboard(false);
    expect($leaderboardHidden.get()).toBe(true);
    const hidden = await view.until((v) => answered(v) && v.data?.data.hidden === true);
    expect(hidden.data?.data.rows.some((r) => r.is_me)).toBe(false);
    expect((await boardOf('all')).hidden).toBe(true);
    await setShownOnLeaderboard(true);
    const shown = await view.until((v) => answered(v) && v.data?.data.hidden === false);
    expect(shown.data?.data.rows.some((r) => r.is_me)).toBe(true);
    expect((await boardOf('week')).hidden).toBe(false);
    view.stop();
  });

  it('a period the API does not know is an error, not a board', async () => {
    const view = watch($board);
    $leaderboardPeriod.set('year' as LeaderboardPeriod);
    const value = await view.until((v) => answered(v) && v.error !== undefined);
    expect(value.data).toBeUndefined();
    expect(value.error).toMatchObject({ status: 422 });
    view.stop();
  });
});
