// The site surveys domain's public surface (docs/rules/surveys.md).
export { answerSiteSurvey, dismissSiteSurvey, ensureSiteSurvey, getSiteSurvey, listDueSurveys, RECOMMEND_SURVEY, surveyAnswers } from './surveys.ts';
