// A mentee finished a recommended course (docs/rules/mentors.md, "Badges and points"): called by the
// learning domain in the transaction that completes the course. Each mentor who recommended it (the
// course, or a bundle now wholly finished) to this mentee is told, paid points once per
// recommendation and mentee, and earns the badge for the first time it happens.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { announceRewards, awardBadge, payPoints, type Earned } from '../../rewards/service/index.ts';
import { rowsOf } from '../../shared/sql-rows.ts';

export async function recommendedCourseFinished(tx: Db, menteeId: number, courseId: number, at = new Date()): Promise<void> {
  const recs = rowsOf<{ id: number; mentor_id: number; title: string; mentee_name: string }>(
    await tx.execute(sql`SELECT r.id, r.user_id AS mentor_id, coalesce(c.title, b.title) AS title, u.name AS mentee_name
      FROM course_recommendations r LEFT JOIN courses c ON c.id = r.course_id LEFT JOIN bundles b ON b.id = r.bundle_id
      JOIN users u ON u.id = ${menteeId}
      WHERE EXISTS (SELECT 1 FROM mentor_invitations i WHERE i.user_id = r.user_id AND i.invitee_id = ${menteeId} AND i.status = 'accepted')
        AND (r.id IN (SELECT recommendation_id FROM recommendation_mentees WHERE user_id = ${menteeId})
          OR r.id IN (SELECT rg.recommendation_id FROM recommendation_groups rg JOIN mentor_group_members gm ON gm.group_id = rg.group_id WHERE gm.user_id = ${menteeId}))
        AND (r.course_id = ${courseId}
          OR (r.bundle_id IS NOT NULL AND EXISTS (SELECT 1 FROM bundle_courses bc WHERE bc.bundle_id = r.bundle_id AND bc.course_id = ${courseId})
            AND NOT EXISTS (SELECT 1 FROM bundle_courses bc JOIN courses c2 ON c2.id = bc.course_id AND c2.published
              LEFT JOIN enrolments e ON e.course_id = bc.course_id AND e.user_id = ${menteeId}
              WHERE bc.bundle_id = r.bundle_id AND (e.status IS NULL OR e.status <> 'completed'))))`),
  );
  for (const rec of recs) {
    const mentorId = Number(rec.mentor_id);
    const earned: Earned = { points: [], badges: [] };
    const paid = await payPoints(tx, mentorId, { reason: 'mentor_recommendation_finished', sourceKey: `recommendation:${rec.id}:mentee:${menteeId}`, sourceId: Number(rec.id), earnedAt: at });
    if (!paid) continue;
    earned.points.push(paid);
    const badge = await awardBadge(tx, mentorId, 'mentee_finished', at);
    if (badge) {
      earned.badges.push(badge.badge);
      if (badge.points) earned.points.push(badge.points);
    }
    await notify(tx, {
      userId: mentorId,
      type: 'mentoring',
      text: (locale) => ({
        title: m.notices_recommendation_finished_title({ mentee: rec.mentee_name, title: rec.title }, { locale }),
        body: m.notices_recommendation_finished_body({}, { locale }),
      }),
      link: '/mentors/courseRecommendations',
      dedupeKey: `recommendation-finished:${rec.id}:${menteeId}`,
    });
    await announceRewards(tx, mentorId, earned);
  }
}
