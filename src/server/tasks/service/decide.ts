// A reviewer's answer to a waiting submission (docs/rules/task-review.md, "Reviewing"): accepted, or
// please revise with feedback (required then). In one transaction: the submission's review, the
// member's notification (in the site and by e-mail, by their settings), and for an accepted task the
// points and the badge through the rewards service, paid once per task lesson, never again.
import { sql } from 'drizzle-orm';
import { paths } from '../../../lib/paths.ts';
import { type TaskDecision, type TaskSubmission } from '../../../lib/schemas/tasks.ts';
import type { Db } from '../../db/client.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { announceRewards, awardBadge, payPoints, type Earned } from '../../rewards/service/index.ts';
import { authorityOver, loadSubmission } from './access.ts';
import { submissionView } from './submission.ts';

// Why a submission cannot be reviewed any more, in the request's language (read when refusing).
const CLOSED: Record<string, () => string> = {
  accepted: () => m.errors_task_already_accepted(),
  revise: () => m.errors_task_already_revise(),
  superseded: () => m.errors_task_superseded(),
};

export async function decideTaskSubmission({ db, actor, id, decision, feedback }: { db: Db; actor: Actor; id: number; decision: TaskDecision; feedback: string }): Promise<TaskSubmission> {
  return db.transaction(async (txAny) => {
    const tx = txAny as unknown as Db;
    const row = await loadSubmission(tx, id, { lock: true });
    const authority = await authorityOver(tx, actor, row);
    if (authority === 'member') throw new AppError('forbidden', m.errors_task_review_own());
    const text = feedback.trim();
    if (decision === 'revise' && !text) throw fieldError('feedback', m.errors_task_feedback_required());
    if (row.state !== 'waiting') throw new AppError('conflict', CLOSED[row.state]!());

    const now = new Date();
    await tx.execute(sql`UPDATE task_submissions SET state = ${decision}, reviewer_id = ${actor.id}, feedback = ${text || null}, reviewed_at = ${now.toISOString()} WHERE id = ${row.id}`);
    const memberId = Number(row.member_id);
    await notify(tx, {
      userId: memberId,
      type: 'course_updates',
      text: (locale) => ({
        title: (decision === 'accepted' ? m.notices_task_accepted_title : m.notices_task_revision_title)({ course: row.course_title }, { locale }),
        body: (text ? m.notices_task_feedback_body({ lesson: row.lesson_title, feedback: text.slice(0, 300) }, { locale }) : m.notices_task_no_comments_body({ lesson: row.lesson_title }, { locale })).slice(0, 2000),
      }),
      link: paths.lesson(Number(row.enrolment_id), Number(row.course_id), Number(row.lesson_id)),
      dedupeKey: `task-review:${row.id}`,
    });
    if (decision === 'accepted') {
      const earned: Earned = { points: [], badges: [] };
      const paid = await payPoints(tx, memberId, { reason: 'task_accepted', sourceKey: `task:${row.lesson_id}`, sourceId: Number(row.lesson_id), earnedAt: now });
      if (paid) {
        earned.points.push(paid);
        const badge = await awardBadge(tx, memberId, 'task_accepted', now);
        if (badge) {
          earned.badges.push(badge.badge);
          if (badge.points) earned.points.push(badge.points);
        }
        await announceRewards(tx, memberId, earned);
      }
    }
    return submissionView(tx, await loadSubmission(tx, id), true);
  });
}
