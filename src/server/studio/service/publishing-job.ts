// The job that publishes scheduled courses (docs/rules/studio.md, "Courses"): every minute, on
// whichever instance claims it, courses whose time has come go live.
import type { JobDefinition, Schedule } from '../../jobs/worker.ts';
import { publishDueCourses } from './courses.ts';

export const PUBLISH_SCHEDULED_JOB = 'studio.publish-scheduled';

export const STUDIO_JOBS: JobDefinition[] = [
  {
    name: PUBLISH_SCHEDULED_JOB,
    handler: async ({ deps, now }) => {
      await publishDueCourses(deps.db, now);
    },
  },
];

export const STUDIO_SCHEDULES: Schedule[] = [{ name: PUBLISH_SCHEDULED_JOB, everyMs: 60 * 1000 }];
