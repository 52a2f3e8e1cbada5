// The discussions' moderation queue (docs/rules/discussions.md, "Moderation"; docs/rules/client.md,
// "Loading data"): reported posts of the courses the signer moderates, open or resolved, a page at a
// time, and the decisions on them. Each decision reloads the queue.
import { atom } from 'nanostores';
import { dismissReports, hidePost, listDiscussionReports, lockThread, muteMember, restorePost, type ReportQueue } from '../../lib/api/discussions.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';

export type QueueStatus = 'open' | 'resolved';
export const $queueStatus = atom<QueueStatus>('open');
export const $queuePage = atom(1);

export const $reports = createFetcherStore<ReportQueue>([$memberKey, 'studio/discussion-reports?status=', $queueStatus, '&page=', $queuePage], {
  fetcher: (_member, _name, status, _p, page) => listDiscussionReports({ status: status as QueueStatus, page: Number(page) }),
});

export function showQueue(status: QueueStatus): void {
  $queueStatus.set(status);
  $queuePage.set(1);
}

const refresh = () => refreshQueries('studio/discussion-reports?', $reports);

async function decide(action: () => Promise<{ data: { message: string } }>): Promise<string> {
  const done = await action();
  refresh();
  return done.data.message;
}

export const hideReported = (postId: number, reason: string) => decide(() => hidePost(postId, reason));
export const restoreReported = (postId: number) => decide(() => restorePost(postId));
export const dismissReported = (postId: number) => decide(() => dismissReports(postId));
export const lockReportedThread = (threadId: number, locked: boolean) => decide(() => lockThread(threadId, locked));
export const muteAuthor = (courseId: number, userId: number, days: number, reason: string) => decide(() => muteMember(courseId, { user_id: userId, days, reason }));
