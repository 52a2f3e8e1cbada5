// Typed client functions for the review API (docs/rules/review.md): today's due cards, revealing a
// card's answer, and grading it 1–4.
import type { GradeResult, ReviewAnswer, ReviewDue } from '../schemas/review.ts';
import { api, type Item } from './client.ts';

export const getReview = () => api.get<Item<ReviewDue>>('/auth/review');
export const revealAnswer = (cardId: number) => api.get<Item<ReviewAnswer>>(`/auth/review/${cardId}/answer`);
export const gradeCard = (cardId: number, grade: 1 | 2 | 3 | 4) => api.post<Item<GradeResult>>(`/auth/review/${cardId}/grade`, { grade });
