// The demo's lesson discussion (docs/rules/discussions.md): under the first lesson of Stress First
// Aid, which the demo member and the class of past learners took, a thread with replies from the
// member and the admin (marked), reactions, a thread the member wrote mentioning a classmate, and one
// post the member reported, waiting in the admins' queue at /studio/discussions.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { discussionPosts, discussionReactions, discussionReports } from '../db/schema/index.ts';
import { renderPost } from '../discussions/service/index.ts';
import { rowsOf } from '../shared/sql-rows.ts';
import { DEMO_CLASS_COURSE } from './learners.ts';

const DAY_MS = 86_400_000;

export async function seedDemoDiscussions(tx: Db, { memberId, adminId }: { memberId: number; adminId: number }, now: number): Promise<void> {
  const [lesson] = rowsOf<{ id: number; course_id: number }>(
    await tx.execute(sql`SELECT l.id, l.course_id FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.slug = ${DEMO_CLASS_COURSE} AND l.archived_at IS NULL ORDER BY l.position LIMIT 1`),
  );
  if (!lesson) throw new Error(`Demo discussions: no lesson in ${DEMO_CLASS_COURSE}`);
  const learners = rowsOf<{ id: number; name: string }>(await tx.execute(sql`SELECT id, name FROM users WHERE name IN ('Amara Osei', 'Ben Carter') ORDER BY name`));
  const [amara, ben] = learners;
  if (!amara || !ben) throw new Error('Demo discussions: the class of past learners is missing');
  const at = (days: number) => new Date(now - days * DAY_MS);

  const post = async (authorId: number, body: string, days: number, o: { threadId?: number; mentions?: Array<{ id: number; name: string }> } = {}) => {
    const mentions = o.mentions ?? [];
    const [row] = await tx
      .insert(discussionPosts)
      .values({ courseId: lesson.course_id, lessonId: lesson.id, threadId: o.threadId ?? null, authorId, body, bodyHtml: renderPost(body, mentions, 'http://localhost'), mentions, createdAt: at(days), lastActivityAt: at(days) })
      .returning({ id: discussionPosts.id });
    if (o.threadId) {
      await tx.execute(sql`UPDATE discussion_posts SET reply_count = reply_count + 1, last_activity_at = ${at(days).toISOString()} WHERE id = ${o.threadId}`);
    }
    return row!.id;
  };

  const breathing = await post(amara.id, 'The box breathing helped on my commute this week. Does anyone count **four** or **five** on each side?', 9);
  await post(memberId, 'Four for me, and a longer out-breath when I can. I do it at *every red light* on the way to work.', 5, { threadId: breathing });
  const answer = await post(adminId, 'Both work. What matters most is that the out-breath is the longest part:\n\n- in for four\n- hold for four\n- out for six\n\nThe [help centre](/help) has more on why.', 4, { threadId: breathing });
  await tx.insert(discussionReactions).values([
    { postId: breathing, userId: memberId, kind: 'like', createdAt: at(5) },
    { postId: breathing, userId: ben.id, kind: 'like', createdAt: at(8) },
    { postId: answer, userId: memberId, kind: 'thanks', createdAt: at(4) },
  ]);

  const offSite = await post(ben.id, 'Anyone want to practise together on Sundays? Message me on my own site, ben-deals dot example, for a discount code!', 2);
  await tx.insert(discussionReports).values({ postId: offSite, reporterId: memberId, reason: 'spam', note: 'Asks people to go to his own site for discounts.', createdAt: at(1) });

  await post(memberId, `@${amara.name} thank you for the counting tip. Four worked better than five for me.`, 1, { mentions: [{ id: amara.id, name: amara.name }] });
}
