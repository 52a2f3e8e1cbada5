// The demo mentor programme (docs/rules/mentors.md), so a newcomer sees it working: the demo mentor
// has two mentees (the demo member and Leo), a group of both, a pending invitation, and two
// recommendations, one of them a course the demo member has already finished (and was assigned by
// the mentor). Rows are written
// directly: the demo's history is settled, so nobody is notified or rewarded for it; the messages
// domain opens the conversations that accepting and grouping would have opened.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { openMentorConversation, syncGroupConversation } from '../messages/service/index.ts';
import { rowsOf } from '../shared/sql-rows.ts';

const DAY_MS = 86_400_000;

export async function seedDemoMentoring(tx: Db, ids: { mentorId: number; memberId: number; menteeId: number }, now = new Date()): Promise<void> {
  const at = (days: number) => new Date(now.getTime() - days * DAY_MS).toISOString();
  const invite = async (email: string, inviteeId: number | null, status: string, sentDaysAgo: number, message: string) => {
    await tx.execute(sql`INSERT INTO mentor_invitations (user_id, email, invitee_id, message, status, last_sent_at, expires_at, responded_at, created_at)
      VALUES (${ids.mentorId}, ${email}, ${inviteeId}, ${message}, ${status}, ${at(sentDaysAgo)}, ${at(sentDaysAgo - 14)}, ${status === 'pending' ? null : at(sentDaysAgo - 1)}, ${at(sentDaysAgo)})`);
  };
  const emails = rowsOf<{ id: number; email: string }>(await tx.execute(sql`SELECT id, email FROM users WHERE id IN (${ids.memberId}, ${ids.menteeId})`));
  const emailOf = (id: number) => emails.find((e) => Number(e.id) === id)!.email;
  await invite(emailOf(ids.memberId), ids.memberId, 'accepted', 30, 'I would love to support you on your wellbeing journey.');
  await invite(emailOf(ids.menteeId), ids.menteeId, 'accepted', 20, 'Shall we build a calmer routine together?');
  await invite('jordan@wellspring.example', null, 'pending', 2, 'Our team is trying Wellspring: come and learn with us.');

  const [group] = rowsOf<{ id: number }>(
    await tx.execute(sql`INSERT INTO mentor_groups (user_id, name, description, created_at, updated_at)
      VALUES (${ids.mentorId}, 'Evening Calm Circle', 'A small group winding down together with short evening practices.', ${at(18)}, ${at(18)}) RETURNING id`),
  );
  await tx.execute(sql`INSERT INTO mentor_group_members (group_id, user_id) VALUES (${group!.id}, ${ids.memberId}), (${group!.id}, ${ids.menteeId})`);
  // Their conversations, as accepting and creating the group open them (docs/rules/mentors.md, "Messages").
  await openMentorConversation(tx, ids.mentorId, ids.memberId);
  await openMentorConversation(tx, ids.mentorId, ids.menteeId);
  await syncGroupConversation(tx, { groupId: Number(group!.id), mentorId: ids.mentorId, name: 'Evening Calm Circle', memberIds: [ids.memberId, ids.menteeId] });

  const course = async (slug: string) => Number(rowsOf<{ id: number }>(await tx.execute(sql`SELECT id FROM courses WHERE slug = ${slug}`))[0]!.id);
  const [toMember] = rowsOf<{ id: number }>(
    await tx.execute(sql`INSERT INTO course_recommendations (user_id, course_id, note, created_at, updated_at)
      VALUES (${ids.mentorId}, ${await course('stress-first-aid')}, 'Short tools for hard days: start with the breathing lesson.', ${at(9)}, ${at(9)}) RETURNING id`),
  );
  await tx.execute(sql`INSERT INTO recommendation_mentees (recommendation_id, user_id) VALUES (${toMember!.id}, ${ids.memberId})`);
  // The mentor also assigned it, and she is enrolled: My Courses says "Assigned by your mentor" (docs/rules/mentors.md).
  await tx.execute(sql`INSERT INTO mentor_assignments (user_id, mentee_id, course_id, mode, created_at) VALUES (${ids.mentorId}, ${ids.memberId}, ${await course('stress-first-aid')}, 'enrolled', ${at(9)})`);
  const due = new Date(now.getTime() + 21 * DAY_MS).toISOString().slice(0, 10);
  const [toGroup] = rowsOf<{ id: number }>(
    await tx.execute(sql`INSERT INTO course_recommendations (user_id, course_id, note, due_on, created_at, updated_at)
      VALUES (${ids.mentorId}, ${await course('yoga-foundations')}, 'Ten gentle minutes before bed. Let us compare notes next week.', ${due}, ${at(3)}, ${at(3)}) RETURNING id`),
  );
  await tx.execute(sql`INSERT INTO recommendation_groups (recommendation_id, group_id) VALUES (${toGroup!.id}, ${group!.id})`);
}
