// Typed client functions for the rewards API (docs/rules/rewards.md): the member's points and level
// with the paged history, badges earned and locked, the learning streak, the leaderboards, leaving
// or rejoining them, and the time zone the streak counts days in.
import type { Badge, Leaderboard, LeaderboardPeriod, LeaderboardPrivacy, PointsEntry, PointsSummary, Streak } from '../schemas/rewards.ts';
import { api, type Item, type List } from './client.ts';

type Page = { page?: number; per_page?: number };

/** The points summary and one page of the history: `data` is the summary, `history` the page. */
export type PointsResponse = Item<PointsSummary> & { history: List<PointsEntry> };

export const getPoints = (query: Page = {}) => api.get<PointsResponse>('/auth/points', { query });
export const listBadges = () => api.get<{ data: Badge[] }>('/auth/badges');
export const getStreak = () => api.get<Item<Streak>>('/auth/streak');
export const getLeaderboard = (period: LeaderboardPeriod) => api.get<Item<Leaderboard>>('/leaderboard', { query: { period } });
export const setLeaderboardPrivacy = (body: LeaderboardPrivacy) => api.put<Item<LeaderboardPrivacy>>('/auth/leaderboard/privacy', body);
export const setTimeZone = (timeZone: string) => api.put<Item<{ time_zone: string }>>('/auth/timezone', { time_zone: timeZone });
