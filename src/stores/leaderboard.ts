// The leaderboard screen's state: the chosen period, its board (a fetcher store of src/stores/query.ts,
// so a period seen before shows at once when its tab is chosen again), and whether the member has left
// the leaderboard, shared by the board and the "Show me on the leaderboard" switch on /leaderboard and
// /settings (docs/rules/rewards-screens.md; docs/rules/client.md, "Loading data").
import { atom } from 'nanostores';
import type { Item } from '../lib/api/client.ts';
import { getLeaderboard, setLeaderboardPrivacy } from '../lib/api/rewards.ts';
import type { Leaderboard, LeaderboardPeriod } from '../lib/schemas/rewards.ts';
import { $memberKey, createFetcherStore, refreshQueries } from './query.ts';

export const $leaderboardPeriod = atom<LeaderboardPeriod>('week');
/** null until a board or the switch has told us. */
export const $leaderboardHidden = atom<boolean | null>(null);

/** The chosen period's board; every board loaded says whether the member is hidden. */
export const $board = createFetcherStore<Item<Leaderboard>>([$memberKey, 'leaderboard?period=', $leaderboardPeriod], {
  fetcher: async (_member, _name, period) => {
    const answer = await getLeaderboard(period as LeaderboardPeriod);
    $leaderboardHidden.set(answer.data.hidden);
    return answer;
  },
});

export function choosePeriod(period: LeaderboardPeriod): void {
  $leaderboardPeriod.set(period);
}

/**
 * Joins or leaves the leaderboard. Every board changes with it (the member's row appears or goes),
 * so the others are dropped and the one on screen is loaded again. Throws when the save fails.
 */
export async function setShownOnLeaderboard(shown: boolean): Promise<void> {
  const { data } = await setLeaderboardPrivacy({ hidden: !shown });
  $leaderboardHidden.set(data.hidden);
  refreshQueries('leaderboard?', $board);
}
