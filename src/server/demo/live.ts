// The demo's live sessions (docs/rules/live-sessions.md): for a course the demo member is enrolled in,
// an upcoming session three days ahead that she is going to, and one last week she came to, with its
// recording, so /live and /studio/live show both out of the box. Seeded rows only: no e-mail or
// reminder jobs are queued for the demo.
import { and, asc, eq } from 'drizzle-orm';
import { instantOfLocal, localDateTimeIn } from '../../lib/live-time.ts';
import type { Db } from '../db/client.ts';
import { enrolments, liveRsvps, liveSessions } from '../db/schema/index.ts';
import { DEMO_MEMBER_TIME_ZONE } from './rewards.ts';

const DAY_MS = 86_400_000;

/** 18:00 on the day `days` from now, in the organiser's zone. */
function evening(now: number, days: number, zone: string): Date {
  const day = localDateTimeIn(new Date(now + days * DAY_MS), zone).slice(0, 10);
  return instantOfLocal(`${day}T18:00`, zone) ?? new Date(now + days * DAY_MS);
}

export async function seedDemoLiveSessions(db: Db, { adminId, memberId, menteeId }: { adminId: number; memberId: number; menteeId: number }, now: number): Promise<void> {
  const [first] = await db.select({ courseId: enrolments.courseId }).from(enrolments).where(eq(enrolments.userId, memberId)).orderBy(asc(enrolments.id)).limit(1);
  if (!first) return;
  const zone = DEMO_MEMBER_TIME_ZONE;
  const base = { courseId: first.courseId, organiserId: adminId, timeZone: zone, joinUrl: 'https://meet.wellspring.example/live-practice', capacity: 25 };
  const [upcoming] = await db
    .insert(liveSessions)
    .values({
      ...base,
      title: 'Live practice: breathing for busy evenings',
      description: 'Forty-five minutes together: a short guided practice, then your questions. Cameras optional.',
      startsAt: evening(now, 3, zone),
      durationMinutes: 45,
      createdAt: new Date(now - 2 * DAY_MS),
      updatedAt: new Date(now - 2 * DAY_MS),
    })
    .returning({ id: liveSessions.id });
  const lastWeek = evening(now, -7, zone);
  const [past] = await db
    .insert(liveSessions)
    .values({
      ...base,
      title: 'Live Q&A: building a morning routine',
      description: 'An hour of questions and answers about starting the day calmly.',
      startsAt: lastWeek,
      durationMinutes: 60,
      recordingUrl: 'https://video.wellspring.example/recordings/morning-routine',
      attendanceMarkedAt: new Date(lastWeek.getTime() + 2 * 3_600_000),
      createdAt: new Date(now - 14 * DAY_MS),
      updatedAt: new Date(lastWeek.getTime() + 2 * 3_600_000),
    })
    .returning({ id: liveSessions.id });
  await db.insert(liveRsvps).values([
    { sessionId: upcoming!.id, userId: memberId, status: 'going', createdAt: new Date(now - DAY_MS), updatedAt: new Date(now - DAY_MS) },
    { sessionId: past!.id, userId: memberId, status: 'going', attendedAt: new Date(lastWeek.getTime() + 2 * 3_600_000), createdAt: new Date(now - 10 * DAY_MS), updatedAt: new Date(now - 10 * DAY_MS) },
  ]);
  // The mentee comes too when the course is his.
  const [his] = await db.select({ id: enrolments.id }).from(enrolments).where(and(eq(enrolments.userId, menteeId), eq(enrolments.courseId, first.courseId))).limit(1);
  if (his) await db.insert(liveRsvps).values({ sessionId: upcoming!.id, userId: menteeId, status: 'going' });
}
