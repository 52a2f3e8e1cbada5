// Importing people and enrolling by hand in the studio (docs/rules/studio.md, "Importing people",
// "Manual enrolment"). Shared by the routes, the studio's typed client and tests.
import { z } from './zod.ts';
import { id as requestId } from './input.ts';

/** A CSV of at most this many people (and this many characters) is read; more is a 422. */
export const PEOPLE_IMPORT_MAX_ROWS = 10_000;
export const PEOPLE_IMPORT_MAX_CHARS = 5_000_000;

export const PeopleImportUploadSchema = z.object({
  csv: z
    .string({ message: 'Choose a CSV file.' })
    .min(1, { message: 'The file is empty.' })
    .max(PEOPLE_IMPORT_MAX_CHARS, { message: 'The file is over 5 MB: split it into smaller files.' })
    .meta({ description: 'The CSV text: a header row naming name, email and optionally courses (slugs or titles separated by ;) and cohort (a cohort id: the person joins that cohort and its course), then one person a line' }),
});

export const PEOPLE_IMPORT_OUTCOMES = ['invite', 'enrol', 'skip'] as const;

const PreviewRowSchema = z.object({
  line: z.number().int().meta({ description: 'The line in the file (the header is line 1)' }),
  name: z.string(),
  email: z.string(),
  courses: z.array(z.string()).meta({ description: 'The courses named, as written' }),
  cohort: z.string().nullable().meta({ description: 'The cohort named by the optional cohort column (its id), as written; null when none' }),
  outcome: z.enum(PEOPLE_IMPORT_OUTCOMES).meta({ description: 'invite: a new account and an invitation; enrol: an existing member; skip: the row has problems' }),
  problems: z.array(z.string()),
});

const ImportCountsSchema = z.object({
  id: z.number().int(),
  status: z.enum(['previewed', 'running', 'done', 'failed']),
  total: z.number().int().meta({ description: 'Rows that will be (or were) imported' }),
  skipped: z.number().int().meta({ description: 'Rows with problems, left out' }),
  processed: z.number().int(),
  invited: z.number().int(),
  enrolled: z.number().int().meta({ description: 'New enrolments made' }),
  started_at: z.string().nullable(),
  finished_at: z.string().nullable(),
});
export type PeopleImport = z.infer<typeof ImportCountsSchema>;
export const PeopleImportSchema = ImportCountsSchema;

export const PeopleImportPreviewSchema = ImportCountsSchema.extend({
  new_people: z.number().int(),
  existing_people: z.number().int(),
  rows: z.array(PreviewRowSchema).meta({ description: 'Every row of the file, rows with problems first' }),
});
export type PeopleImportPreview = z.infer<typeof PeopleImportPreviewSchema>;

export const ManualEnrolmentSchema = z.object({ course_id: requestId().meta({ description: 'A published course' }) });
