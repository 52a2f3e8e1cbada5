// Typed client functions for the practices API (docs/rules/practices.md): the member's practices,
// adopting one (from a lesson or their own), changing or stopping it, checking in, and a lesson's
// suggested practice.
import type { CheckInRequest, CheckInResult, CreatePractice, LessonPractice, Practice, PracticeDetail, UpdatePractice } from '../schemas/practices.ts';
import { api, type Item } from './client.ts';

export const listPractices = () => api.get<Item<Practice[]>>('/auth/practices');
export const getPractice = (id: number) => api.get<Item<PracticeDetail>>(`/auth/practices/${id}`);
export const adoptPractice = (body: CreatePractice) => api.post<Item<Practice>>('/auth/practices', body);
export const updatePractice = (id: number, body: UpdatePractice) => api.put<Item<Practice>>(`/auth/practices/${id}`, body);
export const stopPractice = (id: number) => api.delete<void>(`/auth/practices/${id}`);
export const checkInPractice = (id: number, body: CheckInRequest) => api.post<Item<CheckInResult>>(`/auth/practices/${id}/check-ins`, body);
export const getLessonPractice = (lessonId: number) => api.get<Item<LessonPractice | null>>(`/auth/lessons/${lessonId}/practice`);
