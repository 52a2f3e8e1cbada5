// Learning constants the browser needs, without zod: the lesson player imports these, and importing
// a value from learning.ts would pull the whole schema library into the player's bundle.
export const LESSON_KINDS = ['detail', 'checklist', 'quiz', 'survey', 'task'] as const;
export type LessonKind = (typeof LESSON_KINDS)[number];
export const MEDIA_TYPES = ['video', 'audio', 'pdf'] as const;
export type MediaType = (typeof MEDIA_TYPES)[number];

/** How the player names each kind (the same words as the course page's curriculum). */
export const LESSON_KIND_NAMES: Record<LessonKind, string> = { detail: 'Reading', checklist: 'Checklist', quiz: 'Quiz', survey: 'Survey', task: 'Task' };

/** Task uploads: accepted extensions and their content types, and the size limit. */
export const TASK_FILE_TYPES = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  txt: 'text/plain',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
} as const;
export const TASK_FILE_MAX_BYTES = 10 * 1024 * 1024;
export const TASK_ANSWER_MAX_CHARS = 20_000;
export const SURVEY_TEXT_MAX_CHARS = 5_000;
export const RATING_MIN = 1;
export const RATING_MAX = 5;
/** Pass mark of a quiz lesson that does not set its own. */
export const DEFAULT_PASS_MARK = 70;
/** Attempts a member has at a quiz; the per-question review opens once passed or out of attempts (docs/rules/quizzes.md). */
export const QUIZ_MAX_ATTEMPTS = 5;
