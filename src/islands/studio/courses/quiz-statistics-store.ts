// A quiz's answer statistics in the lesson editor, keyed by the lesson shown (docs/rules/quizzes.md,
// "Answer statistics"; docs/rules/client.md, "Loading data").
import { atom } from 'nanostores';
import type { Item } from '../../../lib/api/client.ts';
import { getQuizStatistics } from '../../../lib/api/studio-courses.ts';
import type { QuizStatistics } from '../../../lib/schemas/quiz-statistics.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';

export const $statisticsLessonId = atom<number | null>(null);

export const $quizStatistics = createFetcherStore<Item<QuizStatistics>>([$memberKey, 'studio/quiz-statistics/', $statisticsLessonId], {
  fetcher: (_member, _name, id) => getQuizStatistics(Number(id)),
});
