// The rewards domain's only entry for pages, scripts and other domains (ARCHITECTURE.md).
export { BADGES, badgeDefinition, badgeImagePath, badgeWords, type BadgeDefinition, type BadgeKey } from './badge-catalogue.ts';
export { announceRewards } from './announce.ts';
export { rewardsAtAGlance, rewardsAtAGlanceColumns, rewardsAtAGlanceOf, type RewardsAtAGlance, type RewardsAtAGlanceRow } from './at-a-glance.ts';
export { awardBadge, type BadgeAward } from './award-badge.ts';
export { badgeCredentialPath, badgePublicPath, listBadges } from './get-badges.ts';
export { getPoints, pointsHistory, summaryPeriods } from './get-points.ts';
export { getStreak } from './get-streak.ts';
export { getLeaderboard, LEADERBOARD_SIZE } from './leaderboard.ts';
export { payPoints, type PointsAward } from './ledger.ts';
export { setLeaderboardPrivacy, setTimeZone } from './member-settings.ts';
export { LEVELS, levelOf, POINTS, type PointsReason } from './points-rules.ts';
export { OFFLINE_MAX_AGE_DAYS, reportedFinishTime } from './periods.ts';
export { rewardLessonFinished, type Earned, type LessonFinished } from './record-learning.ts';
export { badgeAwardByCode, type PublicBadgeAward } from './award-by-code.ts';
export { rewardPracticeWeek } from './record-practice.ts';
export { memberDay, rewardReviewSession } from './record-review.ts';
export { dayIn } from './periods.ts';
export { isPointsReason, pointsFor, pointsValues, setPointsValue, type PointsValue } from './points-values.ts';
