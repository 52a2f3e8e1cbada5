// The rules a lesson's content follows beyond its shape (docs/rules/studio.md, "Lessons"): each kind
// takes only its own fields, and a quiz question's correct answers must fit its kind. Every problem
// is reported next to its field, all at once.
import type { LessonUpdate, QuizQuestionInput, SurveyQuestionInput } from '../../../lib/schemas/studio-courses.ts';
import type { LessonKind } from '../../db/schema/index.ts';
import { AppError, type FieldErrors } from '../../errors.ts';

const KIND_FIELDS: Record<string, LessonKind> = { items: 'checklist', quiz_questions: 'quiz', pass_mark: 'quiz', quiz_draw_count: 'quiz', survey_questions: 'survey', task_prompt: 'task', task_file_types: 'task', task_max_bytes: 'task' };
const KIND_NAMES: Record<LessonKind, string> = { detail: 'reading', checklist: 'checklist', quiz: 'quiz', survey: 'survey', task: 'task' };

export const TRUE_FALSE_OPTIONS = [
  { id: 'true', label: 'True' },
  { id: 'false', label: 'False' },
];

export type LessonContent = { items?: NonNullable<LessonUpdate['items']>; quiz?: QuizQuestionInput[]; survey?: SurveyQuestionInput[] };

export function checkLessonContent(kind: LessonKind, input: LessonUpdate): LessonContent {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  for (const [field, owner] of Object.entries(KIND_FIELDS)) {
    if (input[field as keyof LessonUpdate] !== undefined && owner !== kind) add(field, `A ${KIND_NAMES[kind]} lesson has no ${field.replace(/_/g, ' ')}.`);
  }

  const quiz = input.quiz_questions?.map((q, i) => checkQuizQuestion(q, `quiz_questions.${i}`, add));
  input.survey_questions?.forEach((q, i) => checkSurveyQuestion(q, `survey_questions.${i}`, add));

  if (Object.keys(errors).length) {
    const first = Object.values(errors)[0]![0]!;
    throw new AppError('validation', first, { errors });
  }
  return { items: input.items, quiz, survey: input.survey_questions };
}

function checkQuizQuestion(q: QuizQuestionInput, at: string, add: (field: string, message: string) => void): QuizQuestionInput {
  // True or false always offers the same two options, whatever the client sent.
  const options = q.kind === 'true_false' ? TRUE_FALSE_OPTIONS : q.options;
  if (q.kind !== 'true_false' && options.length < 2) add(`${at}.options`, 'Give at least two options.');
  const ids = options.map((o) => o.id);
  if (new Set(ids).size !== ids.length) add(`${at}.options`, 'Each option needs its own id.');
  const correct = [...new Set(q.correct_option_ids)];
  if (correct.some((c) => !ids.includes(c))) add(`${at}.correct_option_ids`, 'A correct answer must be one of the options.');
  else if (q.kind === 'multiple' ? correct.length < 1 : correct.length !== 1)
    add(`${at}.correct_option_ids`, q.kind === 'multiple' ? 'Mark at least one option as correct.' : 'Mark exactly one option as correct.');
  return { ...q, options, correct_option_ids: correct };
}

function checkSurveyQuestion(q: SurveyQuestionInput, at: string, add: (field: string, message: string) => void) {
  const options = q.options ?? [];
  if (q.kind === 'single' && options.length < 2) add(`${at}.options`, 'Give at least two choices.');
  if (q.kind !== 'single' && options.length) add(`${at}.options`, 'Only a choice question has options.');
  if (new Set(options.map((o) => o.id)).size !== options.length) add(`${at}.options`, 'Each choice needs its own id.');
}
