// The discussions' moderation queue (docs/rules/discussions.md, "Moderation"; docs/rules/client.md,
// "Loading data"): reported posts of the courses the signer moderates, open or resolved, a page at a
// time, and the decisions on them, with each card's decision form (which is open, its errors, whether
// it is sending). Each decision reloads the queue.
import { atom, map } from 'nanostores';
import { ApiError } from '../../lib/api/errors.ts';
import { toast } from '../../stores/ui.ts';
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

/** A reported post's decision form: hiding (with a reason) or muting its author (days and a reason). */
export type DecisionForm = 'hide' | 'mute' | null;
export type DecisionState = { form: DecisionForm; errors: Record<string, string>; busy: boolean };
const CLOSED: DecisionState = { form: null, errors: {}, busy: false };

/** Per post id; a post not in it has its form closed. */
export const $decisions = map<Record<string, DecisionState>>({});

export const decisionOf = (all: Record<string, DecisionState>, postId: number): DecisionState => all[String(postId)] ?? CLOSED;

/** Opens the form (or closes it when it is the one open), clearing what an earlier try said. */
export function toggleDecisionForm(postId: number, form: Exclude<DecisionForm, null>): void {
  const now = decisionOf($decisions.get(), postId);
  $decisions.setKey(String(postId), { ...now, form: now.form === form ? null : form, errors: {} });
}

export function closeDecisionForm(postId: number): void {
  $decisions.setKey(String(postId), CLOSED);
}

/**
 * Runs one decision on a post: its words are toasted and the form closes; a refusal stays on the form,
 * beside its field when the API names one. Answers whether it went through.
 */
export async function runDecision(postId: number, action: () => Promise<string>): Promise<boolean> {
  const key = String(postId);
  const before = decisionOf($decisions.get(), postId);
  $decisions.setKey(key, { ...before, busy: true, errors: {} });
  try {
    toast(await action(), 'success');
    $decisions.setKey(key, CLOSED);
    return true;
  } catch (err) {
    let errors: Record<string, string> = { form: 'That did not work. Please try again.' };
    if (err instanceof ApiError) {
      const fields = Object.fromEntries(Object.entries(err.errors).map(([k, v]) => [k, v[0] ?? '']));
      errors = Object.keys(fields).length ? fields : { form: err.message };
    }
    $decisions.setKey(key, { ...decisionOf($decisions.get(), postId), busy: false, errors });
    return false;
  }
}
