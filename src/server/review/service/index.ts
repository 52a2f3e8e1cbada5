// The review domain's only entry for routes, pages, the demo and other domains (docs/rules/review.md).
export { cardAnswer, cardsFromQuiz, countDue, dueCards, ensureCards, gradeCard, quizReviewOpen, REVIEW_BATCH, reviewSummary } from './cards.ts';
