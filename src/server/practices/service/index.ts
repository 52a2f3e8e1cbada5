// The practices domain's only entry for routes, pages, the runtime and other domains
// (docs/rules/practices.md).
import type { JobDefinition, Schedule } from '../../jobs/index.ts';
import { PRACTICE_REMINDER_JOB, PRACTICE_REMINDER_SCAN_JOB, scanPracticeReminders, sendPracticeReminder } from './reminders.ts';
import { sendStreakRisk, STREAK_RISK_JOB } from './streak-risk.ts';

export { checkIn, createPractice, exportPractices, getPractice, lessonPractice, listPractices, MAX_ACTIVE_PRACTICES, memberTimeZone, stopPractice, updatePractice } from './practices.ts';
export { PRACTICE_REMINDER_JOB, PRACTICE_REMINDER_SCAN_JOB, scanPracticeReminders, sendPracticeReminder } from './reminders.ts';
export { practicesForFeed, type FeedPractice } from './feed.ts';
export { STREAK_RISK_HOUR, STREAK_RISK_JOB, streakRisk } from './streak-risk.ts';
export { addDays, mondayOf, summarise, weeksBetween } from './weeks.ts';

export const PRACTICE_JOBS: readonly JobDefinition[] = [
  { name: PRACTICE_REMINDER_SCAN_JOB, handler: scanPracticeReminders, leaseMs: 10 * 60_000 },
  { name: PRACTICE_REMINDER_JOB, handler: sendPracticeReminder },
  { name: STREAK_RISK_JOB, handler: sendStreakRisk },
];

export const PRACTICE_SCHEDULES: readonly Schedule[] = [{ name: PRACTICE_REMINDER_SCAN_JOB, everyMs: 3_600_000 }];
