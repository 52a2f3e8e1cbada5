// Saying "going" and taking it back (docs/rules/live-sessions.md, "RSVP"). The session row is locked
// for the transaction, so RSVPs to one session run one after another and the count of members going
// never passes the capacity, however many arrive at once; a full session is a 409. A session the
// member cannot see is 404. Going queues the invitation e-mail (with the .ics) and the reminders;
// taking it back queues a cancellation for the member's calendar, and the reminders then do nothing.
import { and, eq, sql } from 'drizzle-orm';
import type { LiveSession } from '../../../lib/schemas/live.ts';
import type { Db } from '../../db/client.ts';
import { liveRsvps } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { startOf, visibleSession } from './access.ts';
import { queueLiveMail, queueReminders } from './jobs.ts';
import { memberOne } from './read.ts';
import { m } from '../../../paraglide/messages.js';

type Ctx = { db: Db; actor: Actor; now: Date; id: number };

export const SESSION_FULL = () => m.errors_session_full();
export const ALREADY_STARTED = () => m.errors_session_started();
export const CANCELLED = () => m.errors_session_cancelled();

export async function rsvpLiveSession({ db, actor, now, id }: Ctx): Promise<LiveSession> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const s = await visibleSession(tx, actor.id, id, { lock: true });
    if (s.status === 'cancelled') throw new AppError('conflict', CANCELLED());
    if (startOf(s).getTime() <= now.getTime()) throw new AppError('conflict', ALREADY_STARTED());
    const [mine] = await tx.select().from(liveRsvps).where(and(eq(liveRsvps.sessionId, id), eq(liveRsvps.userId, actor.id))).limit(1);
    if (mine?.status === 'going') return;
    const [going] = await tx.select({ n: sql<number>`count(*)::int` }).from(liveRsvps).where(and(eq(liveRsvps.sessionId, id), eq(liveRsvps.status, 'going')));
    if (Number(going?.n ?? 0) >= s.capacity) throw new AppError('conflict', SESSION_FULL());
    const [row] = await tx
      .insert(liveRsvps)
      .values({ sessionId: id, userId: actor.id, status: 'going' })
      .onConflictDoUpdate({ target: [liveRsvps.sessionId, liveRsvps.userId], set: { status: 'going', updatedAt: now } })
      .returning({ id: liveRsvps.id });
    await queueLiveMail(tx, { sessionId: id, userId: actor.id, kind: 'invite', sequence: s.sequence, at: now });
    await queueReminders(tx, { rsvpId: row!.id, startsAt: startOf(s), now });
  });
  return memberOne(db, actor.id, id, now);
}

export async function withdrawRsvp({ db, actor, now, id }: Ctx): Promise<LiveSession> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const s = await visibleSession(tx, actor.id, id, { lock: true });
    const [mine] = await tx.select().from(liveRsvps).where(and(eq(liveRsvps.sessionId, id), eq(liveRsvps.userId, actor.id))).limit(1);
    if (!mine || mine.status !== 'going') throw notFound('RSVP');
    if (s.status === 'cancelled') throw new AppError('conflict', CANCELLED());
    if (startOf(s).getTime() <= now.getTime()) throw new AppError('conflict', ALREADY_STARTED());
    await tx.update(liveRsvps).set({ status: 'cancelled', updatedAt: now }).where(eq(liveRsvps.id, mine.id));
    await queueLiveMail(tx, { sessionId: id, userId: actor.id, kind: 'withdrawn', sequence: s.sequence, at: now });
  });
  return memberOne(db, actor.id, id, now);
}
