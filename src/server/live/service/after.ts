// After a live session (docs/rules/live-sessions.md, "Afterwards"): once it has started, its
// organiser marks who came (the list replaces the last one; only members who said they were going
// can be marked) and adds the recording's link. Each member marked as there is paid the attendance
// points once, whatever the number of saves (the ledger's key is the session); unmarking later takes
// no points back. Members going are told when the recording is added.
import { and, eq, inArray } from 'drizzle-orm';
import type { LiveAttendance, LiveRecording, OrganisedLiveSession } from '../../../lib/schemas/live.ts';
import type { Db } from '../../db/client.ts';
import { liveRsvps, liveSessions } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { payPoints } from '../../rewards/service/index.ts';
import { organisedSession, startOf } from './access.ts';
import { organisedOne } from './read.ts';
import { SESSION_CANCELLED } from './schedule.ts';

type Ctx = { db: Db; actor: Actor; now: Date; id: number };

export const NOT_STARTED = 'This session has not started yet: attendance and the recording come after it starts.';

export async function markAttendance({ db, actor, now, id, input }: Ctx & { input: LiveAttendance }): Promise<OrganisedLiveSession> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const s = await organisedSession(tx, actor, id, { lock: true });
    if (s.status === 'cancelled') throw new AppError('conflict', SESSION_CANCELLED);
    if (startOf(s).getTime() > now.getTime()) throw new AppError('conflict', NOT_STARTED);
    const rsvps = await tx.select().from(liveRsvps).where(and(eq(liveRsvps.sessionId, id), eq(liveRsvps.status, 'going')));
    const going = new Set(rsvps.map((r) => r.userId));
    const wanted = [...new Set(input.attended)];
    const strangers = wanted.filter((u) => !going.has(u));
    if (strangers.length) throw fieldError('attended', `Only members who said they were going can be marked as there (not ${strangers.slice(0, 5).join(', ')}${strangers.length > 5 ? '…' : ''}).`);
    const there = new Set(wanted);
    for (const r of rsvps) {
      const was = r.attendedAt !== null;
      if (there.has(r.userId) && !was) await tx.update(liveRsvps).set({ attendedAt: now }).where(eq(liveRsvps.id, r.id));
      if (!there.has(r.userId) && was) await tx.update(liveRsvps).set({ attendedAt: null }).where(eq(liveRsvps.id, r.id));
    }
    for (const userId of wanted) {
      await payPoints(tx, userId, { reason: 'live_attended', sourceKey: `live:${id}`, sourceId: id, earnedAt: now });
    }
    await tx.update(liveSessions).set({ attendanceMarkedAt: now }).where(eq(liveSessions.id, id));
  });
  return organisedOne(db, actor, id);
}

export async function setRecording({ db, actor, now, id, input }: Ctx & { input: LiveRecording }): Promise<OrganisedLiveSession> {
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const s = await organisedSession(tx, actor, id, { lock: true });
    if (s.status === 'cancelled') throw new AppError('conflict', SESSION_CANCELLED);
    if (startOf(s).getTime() > now.getTime()) throw new AppError('conflict', NOT_STARTED);
    await tx.update(liveSessions).set({ recordingUrl: input.recording_url }).where(eq(liveSessions.id, id));
    if (s.recording_url) return;
    const going = await tx.select({ userId: liveRsvps.userId }).from(liveRsvps).where(and(eq(liveRsvps.sessionId, id), inArray(liveRsvps.status, ['going'])));
    for (const g of going) {
      await notify(tx, { userId: g.userId, type: 'course_updates', text: (locale) => ({ title: m.notices_live_recording_title({ title: s.title }, { locale }).slice(0, 200), body: m.notices_live_recording_body({}, { locale }) }), link: '/live', dedupeKey: `live-recording:${id}` });
    }
  });
  return organisedOne(db, actor, id);
}
