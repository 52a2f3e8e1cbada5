// The jobs of the notifications domain, registered with the worker by the runtime (docs/rules/jobs.md).
import type { JobDefinition, Schedule } from '../../jobs/index.ts';
import { DIGEST_JOB, DIGEST_SCAN_JOB, scanDigests, sendDigest, sendNotificationEmail } from './email-jobs.ts';
import { NOTIFICATION_EMAIL_JOB } from './notify.ts';
import { PUSH_JOB, sendPush } from './push-send.ts';
import { REMINDER_SCAN_JOB, scanReminders } from './reminders.ts';

const HOUR_MS = 3_600_000;

export const NOTIFICATION_JOBS: readonly JobDefinition[] = [
  { name: NOTIFICATION_EMAIL_JOB, handler: sendNotificationEmail },
  { name: DIGEST_JOB, handler: sendDigest },
  { name: PUSH_JOB, handler: sendPush },
  { name: DIGEST_SCAN_JOB, handler: scanDigests },
  { name: REMINDER_SCAN_JOB, handler: scanReminders, leaseMs: 10 * 60_000 },
];

export const NOTIFICATION_SCHEDULES: readonly Schedule[] = [
  { name: DIGEST_SCAN_JOB, everyMs: HOUR_MS },
  { name: REMINDER_SCAN_JOB, everyMs: HOUR_MS },
];
