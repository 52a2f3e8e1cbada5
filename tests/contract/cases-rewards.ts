// Generated-suite cases for the rewards routes (docs/testing.md, "Adding a route"). Every one acts on
// the caller's own points, badges, streak and settings; the leaderboard shows members to each other
// by design, so the world's owner has left it (world.ts) and must appear on nobody's board.
import type { Case } from './registry.ts';

export const REWARDS_CASES: Record<string, Case> = {
  'GET /v1/auth/points': { access: 'self', request: () => ({ query: 'page=1&per_page=20' }) },
  'GET /v1/auth/badges': { access: 'self' },
  'GET /v1/auth/streak': { access: 'self' },
  'PUT /v1/auth/timezone': { access: 'self', request: () => ({ json: { time_zone: 'Europe/London' } }) },
  'GET /v1/leaderboard': { access: 'self', request: () => ({ query: 'period=all' }) },
  // The owner sends what they have already (hidden), so the owner's call changes nothing either.
  'PUT /v1/auth/leaderboard/privacy': { access: 'self', request: () => ({ json: { hidden: true } }) },
};
