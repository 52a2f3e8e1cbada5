// Scheduling, changing and cancelling a live session (docs/rules/live-sessions.md, "Organising").
// The start is the organiser's local date and time in their zone; it must be in the future. A change
// members' calendars must take (time, length, title, description, link) raises SEQUENCE and mails
// every member going an updated invitation; a move also queues their reminders for the new time
// (the old ones see the start changed and do nothing). Cancelling tells every member going, with a
// METHOD:CANCEL invitation. A session that has ended no longer changes, except its attendance and
// recording (after.ts).
import { and, eq, sql } from 'drizzle-orm';
import { instantOfLocal } from '../../../lib/live-time.ts';
import type { LiveSessionInput, LiveSessionUpdate, OrganisedLiveSession } from '../../../lib/schemas/live.ts';
import type { Db } from '../../db/client.ts';
import { liveRsvps, liveSessions } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { cohortForOrganiser, courseForOrganiser, endOf, groupForOrganiser, organisedSession, requireOrganiser, startOf } from './access.ts';
import { queueLiveMail, queueReminders } from './jobs.ts';
import { organisedOne } from './read.ts';

type Ctx = { db: Db; actor: Actor; now: Date };

export const IN_THE_PAST = 'Choose a start in the future.';
export const SESSION_OVER = 'This session has ended: only its attendance and recording can change now.';
export const SESSION_CANCELLED = 'This session was cancelled.';

function startFrom(input: { starts_at_local: string; time_zone: string }, now: Date): Date {
  const at = instantOfLocal(input.starts_at_local, input.time_zone);
  if (!at) throw fieldError('starts_at_local', `That time does not exist in ${input.time_zone}. Choose another.`);
  if (at.getTime() <= now.getTime()) throw fieldError('starts_at_local', IN_THE_PAST);
  return at;
}

export async function createLiveSession({ db, actor, now, input }: Ctx & { input: LiveSessionInput }): Promise<OrganisedLiveSession> {
  requireOrganiser(actor);
  if (input.course_id !== undefined) await courseForOrganiser(db, actor, input.course_id);
  if (input.group_id !== undefined) await groupForOrganiser(db, actor, input.group_id);
  if (input.cohort_id !== undefined) await cohortForOrganiser(db, actor, input.cohort_id);
  const startsAt = startFrom(input, now);
  const [row] = await db
    .insert(liveSessions)
    .values({
      courseId: input.course_id ?? null,
      groupId: input.group_id ?? null,
      cohortId: input.cohort_id ?? null,
      organiserId: actor.id,
      title: input.title,
      description: input.description ?? '',
      startsAt,
      timeZone: input.time_zone,
      durationMinutes: input.duration_minutes,
      joinUrl: input.join_url,
      capacity: input.capacity,
    })
    .returning({ id: liveSessions.id });
  return organisedOne(db, actor, row!.id);
}

export async function updateLiveSession({ db, actor, now, id, input }: Ctx & { id: number; input: LiveSessionUpdate }): Promise<OrganisedLiveSession> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const s = await organisedSession(tx, actor, id, { lock: true });
    if (s.status === 'cancelled') throw new AppError('conflict', SESSION_CANCELLED);
    if (endOf(s).getTime() <= now.getTime()) throw new AppError('conflict', SESSION_OVER);
    const startsAt = startFrom(input, now);
    const [going] = await tx.select({ n: sql<number>`count(*)::int` }).from(liveRsvps).where(and(eq(liveRsvps.sessionId, id), eq(liveRsvps.status, 'going')));
    const n = Number(going?.n ?? 0);
    if (input.capacity < n) throw fieldError('capacity', `${n} members are going already: the capacity cannot be lower than that.`);
    const moved = startsAt.getTime() !== startOf(s).getTime();
    const changed = moved || input.duration_minutes !== s.duration_minutes || input.title !== s.title || (input.description ?? '') !== s.description || input.join_url !== s.join_url;
    const sequence = changed ? s.sequence + 1 : s.sequence;
    await tx
      .update(liveSessions)
      .set({ title: input.title, description: input.description ?? '', startsAt, timeZone: input.time_zone, durationMinutes: input.duration_minutes, joinUrl: input.join_url, capacity: input.capacity, sequence })
      .where(eq(liveSessions.id, id));
    if (!changed) return;
    const rsvps = await tx.select({ id: liveRsvps.id, userId: liveRsvps.userId }).from(liveRsvps).where(and(eq(liveRsvps.sessionId, id), eq(liveRsvps.status, 'going')));
    for (const r of rsvps) {
      await queueLiveMail(tx, { sessionId: id, userId: r.userId, kind: 'update', sequence, at: now });
      if (moved) await queueReminders(tx, { rsvpId: r.id, startsAt, now });
    }
  });
  return organisedOne(db, actor, id);
}

export async function cancelLiveSession({ db, actor, now, id }: Ctx & { id: number }): Promise<OrganisedLiveSession> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const s = await organisedSession(tx, actor, id, { lock: true });
    if (s.status === 'cancelled') throw new AppError('conflict', SESSION_CANCELLED);
    if (endOf(s).getTime() <= now.getTime()) throw new AppError('conflict', SESSION_OVER);
    const sequence = s.sequence + 1;
    await tx.update(liveSessions).set({ status: 'cancelled', cancelledAt: now, sequence }).where(eq(liveSessions.id, id));
    const rsvps = await tx.select({ userId: liveRsvps.userId }).from(liveRsvps).where(and(eq(liveRsvps.sessionId, id), eq(liveRsvps.status, 'going')));
    for (const r of rsvps) {
      await queueLiveMail(tx, { sessionId: id, userId: r.userId, kind: 'cancel', sequence, at: now });
      await notify(tx, { userId: r.userId, type: 'course_updates', text: (locale) => ({ title: m.notices_live_cancelled_title({ title: s.title }, { locale }).slice(0, 200), body: m.notices_live_cancelled_body({}, { locale }) }), link: '/live', dedupeKey: `live-cancelled:${id}` });
    }
  });
  return organisedOne(db, actor, id);
}
