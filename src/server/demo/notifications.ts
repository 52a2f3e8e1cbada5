// The demo member's notifications: a few read and a few unread, so a newcomer sees a living
// notification centre and header badge. Written as rows (not through notify()) so the seed queues no
// e-mail for an address nobody reads.
import type { Db } from '../db/client.ts';
import { notifications } from '../db/schema/index.ts';

const HOUR_MS = 3_600_000;

export const DEMO_NOTIFICATIONS = [
  { hoursAgo: 2, read: false, type: 'achievements', title: 'You earned the First Step badge', body: 'You finished your first lesson. A small step that counts.', link: '/badges' },
  { hoursAgo: 20, read: false, type: 'course_updates', title: 'A new lesson in Mindful Mornings', body: '“Breathing with the sunrise” has been added to your course.', link: '/course/mindful-mornings' },
  { hoursAgo: 52, read: true, type: 'reminders', title: 'A quiet moment for you', body: 'It has been a few days since your last lesson. Even ten minutes today is a kind thing to do for yourself.', link: '/my-courses' },
  { hoursAgo: 24 * 6, read: true, type: 'achievements', title: 'Your certificate is ready', body: 'Well done on finishing Meditation for Complete Beginners.', link: '/certificates' },
  { hoursAgo: 24 * 12, read: true, type: 'course_updates', title: 'Welcome to Meditation for Complete Beginners', body: 'Your first lesson is waiting whenever you are ready.', link: '/course/meditation-for-beginners' },
] as const;

export async function seedDemoNotifications(db: Db, memberId: number, now = new Date()): Promise<number> {
  const rows = DEMO_NOTIFICATIONS.map((n, i) => {
    const createdAt = new Date(now.getTime() - n.hoursAgo * HOUR_MS);
    return {
      userId: memberId,
      type: n.type,
      title: n.title,
      body: n.body,
      link: n.link,
      dedupeKey: `demo:${i}`,
      createdAt,
      readAt: n.read ? new Date(createdAt.getTime() + HOUR_MS) : null,
    };
  });
  // Oldest first, so ids follow time as they do for real notifications.
  await db.insert(notifications).values(rows.reverse());
  return rows.length;
}
