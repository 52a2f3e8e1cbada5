// Typed client functions for the rewards API (docs/rules/rewards.md): the member's points and level
// with the paged history, badges earned and locked, the learning streak, the leaderboards, leaving
// or rejoining them, and the time zone the streak counts days in.
import type { Badge, Leaderboard, LeaderboardPeriod, LeaderboardPrivacy, PointsEntry, PointsSummary, Streak, TimeZoneRequest } from '../schemas/rewards.ts';
import { api, type Item, type List } from './client.ts';

type Page = { page?: number; per_page?: number };

/** The member's totals, level and last 12 weeks, with one page of the history. */
export type PointsPage = { summary: PointsSummary; history: List<PointsEntry> };

/** GET /v1/auth/points: the history is the list (`data`, `meta`), the summary rides beside it. */
export async function getPoints(query: Page = {}): Promise<PointsPage> {
  const { summary, ...history } = await api.get<List<PointsEntry> & { summary: PointsSummary }>('/auth/points', { query });
  return { summary, history };
}
export const listBadges = () => api.get<{ data: Badge[] }>('/auth/badges');
export const getStreak = () => api.get<Item<Streak>>('/auth/streak');
export const getLeaderboard = (period: LeaderboardPeriod) => api.get<Item<Leaderboard>>('/leaderboard', { query: { period } });
export const setLeaderboardPrivacy = (body: LeaderboardPrivacy) => api.put<Item<LeaderboardPrivacy>>('/auth/leaderboard/privacy', body);
export const setTimeZone = (timeZone: string) => api.put<Item<TimeZoneRequest>>('/auth/timezone', { time_zone: timeZone });
