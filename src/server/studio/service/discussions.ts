// Moderating lesson discussions from the studio (docs/rules/discussions.md, "Moderation"): the
// course's author (for their courses) and the administrators, signed in with two steps. Each decision
// commits with its audit row; the discussions domain checks whose course it is and tells the member.
import type { ReportedPost } from '../../../lib/schemas/discussions.ts';
import type { Db } from '../../db/client.ts';
import {
  dismissReports,
  hidePost,
  listMutes,
  lockThread,
  muteMember,
  reportQueue,
  restorePost,
  unmuteMember,
} from '../../discussions/service/index.ts';
import type { Actor } from '../../http/env.ts';
import type { PageMeta } from '../../http/respond.ts';
import { requireRole } from './access.ts';
import { recordAudit } from './audit.ts';

type Ctx = { db: Db; actor: Actor; now: Date };
const MODERATORS = ['admin', 'author'] as const;

export async function listDiscussionReports({ db, actor, now, status, page, perPage }: Ctx & { status: 'open' | 'resolved'; page: number; perPage: number }): Promise<{ data: ReportedPost[]; meta: PageMeta }> {
  requireRole(actor, MODERATORS);
  return reportQueue(db, actor, status, page, perPage, now);
}

export async function hideDiscussionPost({ db, actor, now, postId, reason }: Ctx & { postId: number; reason: string }) {
  requireRole(actor, MODERATORS);
  await db.transaction(async (tx) => {
    const change = await hidePost(tx, actor, postId, reason, now);
    await recordAudit(tx, actor, { action: 'discussion.post.hide', subject: { type: 'discussion_post', id: postId }, before: change.before, after: change.after });
  });
  return { message: 'The post is hidden and its author was told.' };
}

export async function restoreDiscussionPost({ db, actor, now, postId }: Ctx & { postId: number }) {
  requireRole(actor, MODERATORS);
  await db.transaction(async (tx) => {
    const change = await restorePost(tx, actor, postId, now);
    await recordAudit(tx, actor, { action: 'discussion.post.restore', subject: { type: 'discussion_post', id: postId }, before: change.before, after: change.after });
  });
  return { message: 'The post is shown again.' };
}

export async function dismissDiscussionReports({ db, actor, now, postId }: Ctx & { postId: number }) {
  requireRole(actor, MODERATORS);
  await db.transaction(async (tx) => {
    const { dismissed } = await dismissReports(tx, actor, postId, now);
    await recordAudit(tx, actor, { action: 'discussion.reports.dismiss', subject: { type: 'discussion_post', id: postId }, before: { open_reports: dismissed }, after: { open_reports: 0 } });
  });
  return { message: 'The reports are dismissed; the post stays.' };
}

export async function lockDiscussionThread({ db, actor, now, threadId, locked }: Ctx & { threadId: number; locked: boolean }) {
  requireRole(actor, MODERATORS);
  await db.transaction(async (tx) => {
    const change = await lockThread(tx, actor, threadId, locked, now);
    await recordAudit(tx, actor, { action: locked ? 'discussion.thread.lock' : 'discussion.thread.unlock', subject: { type: 'discussion_post', id: threadId }, before: change.before, after: change.after });
  });
  return { message: locked ? 'The thread is locked: no more replies.' : 'The thread takes replies again.' };
}

export async function muteDiscussionMember({ db, actor, now, courseId, input }: Ctx & { courseId: number; input: { user_id: number; days: number; reason: string } }) {
  requireRole(actor, MODERATORS);
  return db.transaction(async (tx) => {
    const { mute, before } = await muteMember(tx, actor, { courseId, userId: input.user_id, days: input.days, reason: input.reason }, now);
    await recordAudit(tx, actor, { action: 'discussion.member.mute', subject: { type: 'user', id: input.user_id }, before, after: { course_id: courseId, until: mute.until, reason: mute.reason } });
    return mute;
  });
}

export async function unmuteDiscussionMember({ db, actor, now, courseId, userId }: Ctx & { courseId: number; userId: number }) {
  requireRole(actor, MODERATORS);
  await db.transaction(async (tx) => {
    const { until } = await unmuteMember(tx, actor, courseId, userId, now);
    await recordAudit(tx, actor, { action: 'discussion.member.unmute', subject: { type: 'user', id: userId }, before: { course_id: courseId, until }, after: null });
  });
  return { message: 'The member can post again.' };
}

export async function listDiscussionMutes({ db, actor, now, courseId }: Ctx & { courseId: number }) {
  requireRole(actor, MODERATORS);
  return listMutes(db, actor, courseId, now);
}
