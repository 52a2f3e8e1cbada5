// Housekeeping every worker schedules (docs/rules/jobs.md): finished jobs are kept 14 days (long
// enough for their keys to stop a late duplicate, and for a person to look at what happened), then
// deleted, so the table stays small. Failed jobs are kept until someone deals with them.
import { and, isNotNull, lt } from 'drizzle-orm';
import { jobs } from '../db/schema/index.ts';
import type { JobDefinition, Schedule } from './worker.ts';

export const CLEANUP_JOB = 'jobs.cleanup';
export const DONE_JOBS_KEPT_MS = 14 * 86_400_000;

export const CLEANUP_DEFINITION: JobDefinition = {
  name: CLEANUP_JOB,
  handler: async ({ deps, now }) => {
    await deps.db.delete(jobs).where(and(isNotNull(jobs.doneAt), lt(jobs.doneAt, new Date(now.getTime() - DONE_JOBS_KEPT_MS))));
  },
};

export const CLEANUP_SCHEDULE: Schedule = { name: CLEANUP_JOB, everyMs: 86_400_000 };
