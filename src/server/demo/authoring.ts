// The shapes of the demo content and small helpers to write it tersely and readably in data/*.ts.
// Nothing here touches the database; index.ts turns these values into rows.
import type { CourseLevel, QuizOption } from '../db/schema/catalogue.ts';

export type QuizQuestionSeed = {
  prompt: string;
  kind: 'single' | 'multiple' | 'true_false';
  options: QuizOption[];
  correct: string[];
  explanation: string;
};

export type SurveyQuestionSeed = {
  prompt: string;
  kind: 'rating' | 'single' | 'text';
  options: QuizOption[];
  required: boolean;
};

/** A practice a lesson suggests (docs/rules/practices.md): what to keep doing, and how many days a week. */
export type PracticeSeed = { name: string; description: string; targetDays: number };

type LessonBase = { title: string; minutes: number; bodyHtml: string; practice?: PracticeSeed };

export type LessonSeed =
  | (LessonBase & { kind: 'detail' })
  | (LessonBase & { kind: 'checklist'; items: string[] })
  | (LessonBase & { kind: 'quiz'; passMark: number; questions: QuizQuestionSeed[]; drawCount?: number })
  | (LessonBase & { kind: 'survey'; questions: SurveyQuestionSeed[] })
  | (LessonBase & { kind: 'task'; taskPrompt: string });

export type CategorySeed = { slug: string; name: string; description: string };

export type CourseSeed = {
  slug: string;
  title: string;
  /** Slug of the category in data/categories.ts. */
  category: string;
  summary: string;
  descriptionHtml: string;
  outcomes: string[];
  /** Which of the category's artworks (/images/courses/<category>-<n>.svg). */
  art: number;
  level: CourseLevel;
  /** 0 makes the course free. */
  priceCents: number;
  featured?: boolean;
  instructor: string;
  /** Published this many days before the seed runs, so "newest" stays meaningful whenever it runs. */
  publishedDaysAgo: number;
  lessons: LessonSeed[];
};

export type BundleSeed = {
  slug: string;
  title: string;
  summary: string;
  descriptionHtml: string;
  imageUrl: string;
  priceCents: number;
  /** Course slugs, in order. */
  courses: string[];
};

export type BlogSeed = {
  slug: string;
  title: string;
  excerpt: string;
  contentHtml: string;
  imageUrl: string;
  authorName: string;
  readingMinutes: number;
  publishedDaysAgo: number;
};

export type HelpCategorySeed = {
  slug: string;
  name: string;
  description: string;
  articles: { title: string; contentHtml: string }[];
};

export type TestimonialSeed = { name: string; role: string; quote: string; rating: number; avatarUrl?: string };

export type PageSeed = { slug: string; title: string; summary: string; contentHtml: string };

const BLOCK_TAG = /^<(h[1-6]|p|ul|ol|blockquote|figure|table|div|hr|pre)[\s>]/i;

/**
 * Joins blocks of HTML. A block that does not start with a block-level tag (heading, list...) is a
 * paragraph and is wrapped in <p>, so prose reads as prose in the data files, inline <strong> and all.
 */
export function html(...blocks: string[]): string {
  return blocks.map((b) => (BLOCK_TAG.test(b.trim()) ? b.trim() : `<p>${b.trim()}</p>`)).join('\n');
}

export const ul = (...items: string[]): string => `<ul>${items.map((i) => `<li>${i}</li>`).join('')}</ul>`;
export const ol = (...items: string[]): string => `<ol>${items.map((i) => `<li>${i}</li>`).join('')}</ol>`;
export const h2 = (text: string): string => `<h2>${text}</h2>`;
export const h3 = (text: string): string => `<h3>${text}</h3>`;

const LETTERS = ['a', 'b', 'c', 'd', 'e', 'f'];
const lettered = (labels: string[]): QuizOption[] => labels.map((label, i) => ({ id: LETTERS[i]!, label }));

// Lessons ---------------------------------------------------------------------------------------

/** A lesson that suggests a practice to keep after it. */
export const withPractice = (lesson: LessonSeed, practice: PracticeSeed): LessonSeed => ({ ...lesson, practice });

export const detail = (title: string, minutes: number, ...blocks: string[]): LessonSeed => ({
  kind: 'detail',
  title,
  minutes,
  bodyHtml: html(...blocks),
});

export const checklist = (title: string, minutes: number, intro: string, items: string[]): LessonSeed => ({
  kind: 'checklist',
  title,
  minutes,
  bodyHtml: html(intro),
  items,
});

/** `drawCount`: each attempt asks that many of the questions (docs/rules/quizzes.md, "Question pools"). */
export const quiz = (title: string, minutes: number, passMark: number, intro: string, questions: QuizQuestionSeed[], drawCount?: number): LessonSeed => ({
  kind: 'quiz',
  title,
  minutes,
  bodyHtml: html(intro),
  passMark,
  questions,
  ...(drawCount ? { drawCount } : {}),
});

export const survey = (title: string, minutes: number, intro: string, questions: SurveyQuestionSeed[]): LessonSeed => ({
  kind: 'survey',
  title,
  minutes,
  bodyHtml: html(intro),
  questions,
});

export const task = (title: string, minutes: number, intro: string, taskPrompt: string): LessonSeed => ({
  kind: 'task',
  title,
  minutes,
  bodyHtml: html(intro),
  taskPrompt,
});

// Quiz questions (option ids are a, b, c, d in the order given) ----------------------------------

export const single = (prompt: string, options: string[], correct: string, explanation: string): QuizQuestionSeed => ({
  prompt,
  kind: 'single',
  options: lettered(options),
  correct: [correct],
  explanation,
});

export const multiple = (prompt: string, options: string[], correct: string[], explanation: string): QuizQuestionSeed => ({
  prompt,
  kind: 'multiple',
  options: lettered(options),
  correct,
  explanation,
});

export const TRUE_FALSE_OPTIONS: QuizOption[] = [
  { id: 'true', label: 'True' },
  { id: 'false', label: 'False' },
];

export const trueFalse = (prompt: string, answer: boolean, explanation: string): QuizQuestionSeed => ({
  prompt,
  kind: 'true_false',
  options: TRUE_FALSE_OPTIONS,
  correct: [answer ? 'true' : 'false'],
  explanation,
});

// Survey questions ------------------------------------------------------------------------------

export const rating = (prompt: string): SurveyQuestionSeed => ({ prompt, kind: 'rating', options: [], required: true });

export const choice = (prompt: string, options: string[]): SurveyQuestionSeed => ({
  prompt,
  kind: 'single',
  options: lettered(options),
  required: true,
});

export const openText = (prompt: string): SurveyQuestionSeed => ({ prompt, kind: 'text', options: [], required: false });
