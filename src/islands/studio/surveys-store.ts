// The site surveys with their figures, and each survey's latest answers (docs/rules/studio.md, "Site
// surveys"; docs/rules/client.md, "Loading data").
import type { Item, List } from '../../lib/api/client.ts';
import { listSurveyAnswers, listSurveys } from '../../lib/api/studio-business.ts';
import type { StudioSurvey, SurveyAnswer } from '../../lib/schemas/studio-business.ts';
import { $memberKey, createFetcherStore } from '../../stores/query.ts';

export const $surveys = createFetcherStore<Item<StudioSurvey[]>>([$memberKey, 'studio/surveys'], { fetcher: () => listSurveys() });

/** One survey's latest answers (each survey on the screen makes its own). */
export const surveyAnswersStore = (id: number) =>
  createFetcherStore<List<SurveyAnswer>>([$memberKey, `studio/surveys/${id}/answers`], { fetcher: () => listSurveyAnswers(id, { per_page: 50 }) });
