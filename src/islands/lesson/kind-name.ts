// A lesson kind's name in the page's language (the English names are LESSON_KIND_NAMES in
// src/lib/schemas/learning-limits.ts), for the outline and the lesson's kicker.
import type { LessonKind } from '../../lib/schemas/learning.ts';
import { m } from '../../paraglide/messages.js';

export function lessonKindName(kind: LessonKind): string {
  const names: Record<LessonKind, () => string> = {
    detail: m.learning_kind_detail,
    checklist: m.learning_kind_checklist,
    quiz: m.learning_kind_quiz,
    survey: m.learning_kind_survey,
    task: m.learning_kind_task,
  };
  return names[kind]();
}
