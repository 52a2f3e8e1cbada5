// Typed client functions for task review (docs/rules/task-review.md): the studio's and the mentor's
// queues, one submission, the decision, and the file (a download needing the Bearer token).
import type { TaskDecisionRequest, TaskQueueItem, TaskSubmission } from '../schemas/tasks.ts';
import { api, type Item, type List } from './client.ts';
import { saveBlob } from '../save-blob.ts';

export type ReviewScope = 'studio' | 'mentor';
type QueueQuery = { page?: number; per_page?: number; course_id?: number };

export const listTasksToReview = (scope: ReviewScope, query: QueueQuery) =>
  api.get<List<TaskQueueItem>>(scope === 'studio' ? '/admin/task-reviews' : '/mentors/task-reviews', { query: scope === 'studio' ? query : { page: query.page, per_page: query.per_page } });
export const getTaskSubmission = (id: number) => api.get<Item<TaskSubmission>>(`/task-reviews/${id}`);
export const decideTaskSubmission = (id: number, body: TaskDecisionRequest) => api.post<Item<TaskSubmission>>(`/task-reviews/${id}/decision`, body);

/** Saves a submission's file (download_path, "/v1/…") under its name. */
export async function saveTaskFile(path: string, filename: string): Promise<void> {
  const blob = await api.get<Blob>(path.replace(/^\/v1(?=\/)/, ''), { responseType: 'blob' as 'json' });
  saveBlob(blob, filename);
}
