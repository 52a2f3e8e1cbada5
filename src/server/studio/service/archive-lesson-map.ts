// The one place a lesson row becomes a course archive's lesson and back (docs/rules/studio.md,
// "Course export and import"). A new lesson setting is carried by adding it to
// ArchiveLessonSettingsSchema (optional) and to settingsOf / columnsOfSettings below.
import type { ArchiveLesson } from '../../../lib/schemas/course-archive.ts';
import type { lessons, quizQuestions, surveyQuestions } from '../../db/schema/index.ts';

type LessonRow = typeof lessons.$inferSelect;
type LessonInsert = typeof lessons.$inferInsert;
type QuizRow = typeof quizQuestions.$inferSelect;
type SurveyRow = typeof surveyQuestions.$inferSelect;

export function settingsOf(row: LessonRow): ArchiveLesson['settings'] {
  return {
    duration_minutes: row.durationMinutes,
    is_preview: row.isPreview,
    pass_mark: row.passMark,
    task_prompt: row.taskPrompt,
    task_file_types: row.taskFileTypes,
    task_max_bytes: row.taskMaxBytes,
    quiz_draw_count: row.quizDrawCount,
    drip: dripOf(row),
  };
}

/** A lesson's or a section's drip rule as the archive writes it (the studio's shape). */
export const dripOf = (row: { dripAfterDays: number | null; dripOnDate: string | null }) => ({ after_days: row.dripAfterDays, on_date: row.dripOnDate });
export const dripColumns = (drip: { after_days: number | null; on_date: string | null } | undefined) => ({ dripAfterDays: drip?.after_days ?? null, dripOnDate: drip?.on_date ?? null });

export function columnsOfSettings(settings: ArchiveLesson['settings']): Partial<LessonInsert> {
  return {
    durationMinutes: settings.duration_minutes,
    isPreview: settings.is_preview,
    passMark: settings.pass_mark,
    taskPrompt: settings.task_prompt,
    taskFileTypes: settings.task_file_types,
    taskMaxBytes: settings.task_max_bytes,
    quizDrawCount: settings.quiz_draw_count ?? null,
    ...dripColumns(settings.drip),
  };
}

/** A lesson's content as the archive holds it; `media` is filled by the caller, which knows the refs. */
export function archiveLessonOf(
  row: LessonRow,
  section: number,
  children: { items: Array<{ label: string }>; quiz: QuizRow[]; survey: SurveyRow[] },
  bodyHtml: string,
  media: ArchiveLesson['media'],
): ArchiveLesson {
  return {
    section,
    title: row.title,
    kind: row.kind,
    body_html: bodyHtml,
    settings: settingsOf(row),
    media,
    items: children.items.map((i) => ({ label: i.label })),
    quiz_questions: children.quiz.map((q) => ({ prompt: q.prompt, kind: q.kind, options: q.options, correct_option_ids: q.correctOptionIds, explanation: q.explanation, points: q.points })),
    survey_questions: children.survey.map((q) => ({ prompt: q.prompt, kind: q.kind, options: q.options, required: q.required })),
  };
}
