// The leaderboard screen's state: the chosen period, the boards loaded so far (switching back to a
// tab shows it at once), and whether the member has left the leaderboard, shared by the board and
// the "Show me on the leaderboard" switch on /leaderboard and /settings (docs/rules/rewards-screens.md).
import { atom, map } from 'nanostores';
import { getLeaderboard, setLeaderboardPrivacy } from '../lib/api/rewards.ts';
import type { Leaderboard, LeaderboardPeriod } from '../lib/schemas/rewards.ts';

export const $leaderboardPeriod = atom<LeaderboardPeriod>('week');
export const $boards = map<Partial<Record<LeaderboardPeriod, Leaderboard>>>({});
/** The last failed load, per period; the screen shows it in place of the board. */
export const $boardErrors = map<Partial<Record<LeaderboardPeriod, Error>>>({});
/** null until a board or the switch has told us. */
export const $leaderboardHidden = atom<boolean | null>(null);

const loading = new Map<LeaderboardPeriod, Promise<void>>();

/** Loads a period's board unless it is loaded already (or `force`); one request per period at a time. */
export function loadBoard(period: LeaderboardPeriod, force = false): Promise<void> {
  if (!force && $boards.get()[period]) return Promise.resolve();
  const pending = loading.get(period);
  if (pending) return pending;
  const request = getLeaderboard(period)
    .then(({ data }) => {
      $boards.setKey(period, data);
      $boardErrors.setKey(period, undefined);
      $leaderboardHidden.set(data.hidden);
    })
    .catch((err: unknown) => {
      $boardErrors.setKey(period, err instanceof Error ? err : new Error(String(err)));
    })
    .finally(() => loading.delete(period));
  loading.set(period, request);
  return request;
}

export function choosePeriod(period: LeaderboardPeriod): void {
  $leaderboardPeriod.set(period);
  void loadBoard(period);
}

/**
 * Joins or leaves the leaderboard. Every board changes with it (the member's row appears or goes),
 * so the others are dropped and the one on screen is loaded again. Throws when the save fails.
 */
export async function setShownOnLeaderboard(shown: boolean): Promise<void> {
  const { data } = await setLeaderboardPrivacy({ hidden: !shown });
  $leaderboardHidden.set(data.hidden);
  const current = $leaderboardPeriod.get();
  const kept = $boards.get()[current];
  $boards.set(kept ? { [current]: kept } : {});
  await loadBoard(current, true);
}
