// The demo's newsletters (docs/rules/integrations.md, "Newsletters"): the demo member agreed to news
// at registration; last month's newsletter went to her and to the mentee, who unsubscribed through
// it; this month's is a draft, so /studio/newsletters shows a report and an editor out of the box.
import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { newsletterRecipients, newsletters, users } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

export async function seedDemoNewsletters(db: Db, { adminId, memberId, menteeId }: { adminId: number; memberId: number; menteeId: number }, now: number): Promise<void> {
  const at = (days: number) => new Date(now + days * DAY_MS);
  await db.update(users).set({ newsConsentAt: at(-60) }).where(eq(users.id, memberId));
  const [sent] = await db
    .insert(newsletters)
    .values({
      subject: 'November at Wellspring: rest, light and a new sleep course',
      bodyHtml:
        '<h2>Rest is a skill</h2><p>This month we opened <strong>Sleep Better, Naturally</strong>: six short lessons on light, wind-down routines and the clock in your body.</p><ul><li>Five-minute evening practice</li><li>A printable wind-down checklist</li></ul><p><a href="/courses">See the new courses</a></p>',
      segment: { kind: 'news' },
      status: 'sent',
      scheduledAt: at(-20),
      startedAt: at(-20),
      finishedAt: at(-20),
      createdBy: adminId,
      createdAt: at(-22),
      updatedAt: at(-20),
    })
    .returning({ id: newsletters.id });
  await db.insert(newsletterRecipients).values([
    { newsletterId: sent!.id, userId: memberId, status: 'sent', sentAt: at(-20) },
    { newsletterId: sent!.id, userId: menteeId, status: 'sent', sentAt: at(-20), unsubscribedAt: at(-19) },
  ]);
  await db.update(users).set({ newsConsentAt: null }).where(inArray(users.id, [menteeId]));
  await db.insert(newsletters).values({
    subject: 'December: a calmer end to the year',
    bodyHtml: '<h2>A calmer December</h2><p>Three practices for the busiest weeks of the year, and a new group for members who want to keep going together.</p>',
    segment: { kind: 'news' },
    createdBy: adminId,
    createdAt: at(-1),
    updatedAt: at(-1),
  });
}
