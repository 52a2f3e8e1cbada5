// Demo conversation and site survey (docs/rules/messages.md, docs/rules/surveys.md): the demo mentor
// and the demo member talk, with the mentor's latest message still unread so a newcomer sees the
// sidebar's count; and the demo member has answered the demo survey (so it is not asked again, and
// operators see an answer). Messages are written as rows, so the seed queues no e-mail.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { conversationParticipants, conversations, messages, siteSurveyResponses } from '../db/schema/index.ts';
import { openMentorConversation } from '../messages/service/index.ts';
import { ensureSiteSurvey, RECOMMEND_SURVEY } from '../surveys/service/index.ts';

const HOUR_MS = 3_600_000;

export const DEMO_MESSAGES = [
  { from: 'mentor', hoursAgo: 50, body: 'Hi Maya, welcome! I am glad to be your mentor. What would you like to work on first?' },
  { from: 'member', hoursAgo: 49, body: 'Thank you, Daniel! I would like to build a steady morning practice. Ten minutes would be a good start.' },
  { from: 'mentor', hoursAgo: 30, body: 'Ten minutes is perfect. Mindful Mornings is a good fit; this page explains how it works: https://wellspring.example/course/mindful-mornings' },
  { from: 'member', hoursAgo: 26, body: 'Enrolled! The first lesson was lovely.' },
  { from: 'mentor', hoursAgo: 3, body: 'Wonderful. How did this week go? Tell me what felt easy and what felt hard.' },
] as const;

export async function seedDemoMessages(db: Db, mentorId: number, memberId: number, now = new Date()): Promise<number> {
  const conversationId = await openMentorConversation(db, mentorId, memberId);
  const rows = await db
    .insert(messages)
    .values(
      DEMO_MESSAGES.map((m) => ({
        conversationId,
        senderId: m.from === 'mentor' ? mentorId : memberId,
        body: m.body,
        createdAt: new Date(now.getTime() - m.hoursAgo * HOUR_MS),
      })),
    )
    .returning({ id: messages.id, createdAt: messages.createdAt, senderId: messages.senderId });
  const last = rows.at(-1)!;
  await db.update(conversations).set({ lastMessageId: last.id, lastMessageAt: last.createdAt, createdAt: new Date(now.getTime() - 51 * HOUR_MS) }).where(eq(conversations.id, conversationId));
  // The mentor has read everything; the member everything but the mentor's latest message.
  const lastFromMember = rows.filter((r) => r.senderId === memberId).at(-1)!;
  await db.update(conversationParticipants).set({ lastReadMessageId: last.id, notifiedMessageId: last.id }).where(eq(conversationParticipants.userId, mentorId));
  await db.update(conversationParticipants).set({ lastReadMessageId: lastFromMember.id, notifiedMessageId: last.id }).where(eq(conversationParticipants.userId, memberId));
  return rows.length;
}

export async function seedDemoSurvey(db: Db, memberId: number, now = new Date()): Promise<number> {
  const surveyId = await ensureSiteSurvey(db, RECOMMEND_SURVEY);
  const answeredAt = new Date(now.getTime() - 5 * 24 * HOUR_MS);
  await db
    .insert(siteSurveyResponses)
    .values({ surveyId, userId: memberId, score: 9, comment: 'The short daily lessons fit my mornings.', answeredAt, createdAt: answeredAt })
    .onConflictDoNothing();
  return surveyId;
}
