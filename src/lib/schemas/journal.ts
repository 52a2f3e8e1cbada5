// Requests and responses of the private journal (docs/rules/journal.md): the Reflect panel's entry
// for a lesson with a mood and energy check-in, the list with search, and the mood chart.
import { z } from './zod.ts';
import { pageQuery, text, blankToUndefined, wholeNumberString } from './input.ts';

export const MOODS = [
  { key: 'great', label: 'Great', value: 5 },
  { key: 'good', label: 'Good', value: 4 },
  { key: 'okay', label: 'Okay', value: 3 },
  { key: 'low', label: 'Low', value: 2 },
  { key: 'rough', label: 'Rough', value: 1 },
] as const;
export type Mood = (typeof MOODS)[number]['key'];
export const MOOD_KEYS = MOODS.map((m) => m.key) as [Mood, ...Mood[]];

export const JOURNAL_BODY_MAX = 20_000;
export const DEFAULT_REFLECTION_PROMPT = 'What stayed with you from this lesson, and what would you like to carry into your day?';

export const SaveEntrySchema = z
  .object({
    body: text({ message: 'Write your reflection as text.' }).max(JOURNAL_BODY_MAX, { message: `Keep an entry to ${JOURNAL_BODY_MAX} characters.` }),
    mood: z.enum(MOOD_KEYS, { message: 'Choose one of the five moods, or none.' }).nullable().optional(),
    energy: z
      .number({ message: 'Choose your energy from 1 to 5.' })
      .int({ message: 'Choose your energy from 1 to 5.' })
      .min(1, { message: 'Choose your energy from 1 to 5.' })
      .max(5, { message: 'Choose your energy from 1 to 5.' })
      .nullable()
      .optional(),
    client_save_id: text({ message: 'Send letters, digits, - and _ only.' })
      .regex(/^[A-Za-z0-9_-]{8,64}$/, { message: 'Send letters, digits, - and _ only (8 to 64).' })
      .optional(),
    /** When a save queued offline was written (ISO 8601); the day it counts on. */
    written_at: z.iso.datetime({ offset: true, message: 'Send a date and time such as 2026-11-23T08:00:00Z.' }).optional(),
  })
  .strict();
export type SaveEntry = z.infer<typeof SaveEntrySchema>;

export const JournalEntrySchema = z.object({
  id: z.number().int(),
  lesson: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  course: z.object({ id: z.number().int(), title: z.string() }).nullable(),
  prompt: z.string(),
  body: z.string(),
  mood: z.enum(MOOD_KEYS).nullable(),
  energy: z.number().int().nullable(),
  day: z.string(),
  written_at: z.string(),
});
export type JournalEntry = z.infer<typeof JournalEntrySchema>;

export const LessonReflectionSchema = z.object({
  lesson_id: z.number().int(),
  prompt: z.string(),
  entry: JournalEntrySchema.nullable(),
});
export type LessonReflection = z.infer<typeof LessonReflectionSchema>;

export const JournalQuerySchema = z.object({
  term: z.preprocess(blankToUndefined, text().trim().max(100, { message: 'Keep the search to 100 characters.' }).optional()),
  course_id: z.preprocess(blankToUndefined, wholeNumberString(1, 2_147_483_647).optional()).meta({ type: 'integer', minimum: 1 }),
  page: pageQuery(100_000, 1),
  per_page: pageQuery(50, 20),
});

export const JournalCoursesSchema = z.array(z.object({ id: z.number().int(), title: z.string(), entries: z.number().int() }));

export const MoodChartSchema = z.object({
  /** The last 60 days as an SVG chart drawn on the server, with a title and a description. */
  svg: z.string(),
  days: z.array(z.object({ day: z.string(), mood: z.enum(MOOD_KEYS).nullable(), energy: z.number().int().nullable() })),
  courses: JournalCoursesSchema,
});
export type MoodChart = z.infer<typeof MoodChartSchema>;

