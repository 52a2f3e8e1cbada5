// Typed client functions for the private journal (docs/rules/journal.md).
import type { JournalEntry, LessonReflection, MoodChart, SaveEntry } from '../schemas/journal.ts';
import { api, request, type Item, type List } from './client.ts';

export const getReflection = (lessonId: number) => api.get<Item<LessonReflection>>(`/auth/journal/lessons/${lessonId}`);
export const saveReflection = (lessonId: number, body: SaveEntry) => api.put<Item<JournalEntry>>(`/auth/journal/lessons/${lessonId}`, body);
export const listJournal = (query: { term?: string; course_id?: number; page?: number; per_page?: number }) => api.get<List<JournalEntry>>('/auth/journal', { query });
export const getMoodChart = () => api.get<Item<MoodChart>>('/auth/journal/mood');
export const deleteJournalEntry = (id: number) => api.delete<void>(`/auth/journal/${id}`);
/** The Markdown file, as text. */
export const exportJournal = () => request<string>('GET', '/auth/journal/export');
