// The live sessions' jobs (docs/rules/live-sessions.md, "E-mail and reminders"). Every change that
// concerns a member queues its e-mail in the change's own transaction; the job reads the session as
// it stands when it runs, so a later change wins:
// - `live.mail`: the invitation (on RSVP), the updated invitation (the session changed: same UID,
//   higher SEQUENCE), the cancellation (METHOD:CANCEL), each with the .ics attached;
// - `live.reminder`: 24 hours and 15 minutes before, once per RSVP, kind and start time (the key),
//   as a notification (with its e-mail copy as the member chose for course updates), the time written
//   in the member's own zone. Skipped when the member stopped going, or the session was cancelled or
//   moved (the move queued reminders for the new time).
import { and, eq, sql } from 'drizzle-orm';
import { formatSessionTime } from '../../../lib/live-time.ts';
import type { Db } from '../../db/client.ts';
import { liveRsvps, users } from '../../db/schema/index.ts';
import type { Deps } from '../../http/env.ts';
import { enqueue, type JobContext, type JobDefinition } from '../../jobs/index.ts';
import { renderMail } from '../../mail/templates/layout.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { INTL_LOCALE } from '../../../lib/i18n.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { startOf, type SessionRow } from './access.ts';
import { sessionCalendar } from './calendar.ts';

export const LIVE_MAIL_JOB = 'live.mail';
export const LIVE_REMINDER_JOB = 'live.reminder';

export type LiveMailKind = 'invite' | 'update' | 'cancel' | 'withdrawn';

export const REMINDERS = [
  { kind: '24h', beforeMs: 24 * 3_600_000 },
  { kind: '15m', beforeMs: 15 * 60_000 },
] as const;

/** Queues one e-mail about the session to one member (in the caller's transaction). */
export async function queueLiveMail(tx: Db, input: { sessionId: number; userId: number; kind: LiveMailKind; sequence: number; at: Date }): Promise<void> {
  await enqueue(tx, LIVE_MAIL_JOB, { ...input, at: input.at.toISOString() }, { key: `live-mail:${input.sessionId}:${input.userId}:${input.kind}:${input.sequence}:${input.at.getTime()}` });
}

/** Queues the reminders of one RSVP for the session's start; those whose time has passed are left out. */
export async function queueReminders(tx: Db, input: { rsvpId: number; startsAt: Date; now: Date }): Promise<void> {
  for (const r of REMINDERS) {
    const runAt = new Date(input.startsAt.getTime() - r.beforeMs);
    if (runAt.getTime() <= input.now.getTime()) continue;
    await enqueue(tx, LIVE_REMINDER_JOB, { rsvpId: input.rsvpId, kind: r.kind, startsAt: input.startsAt.toISOString() }, { key: `live-reminder:${input.rsvpId}:${r.kind}:${input.startsAt.getTime()}`, runAt });
  }
}

type Member = { id: number; name: string; email: string; time_zone: string | null; cancelled_at: Date | string | null };

async function loadSession(db: Db, id: number): Promise<(SessionRow & { organiser_name: string | null }) | undefined> {
  const [row] = rowsOf<SessionRow & { organiser_name: string | null }>(
    await db.execute(sql`SELECT s.*, o.name AS organiser_name FROM live_sessions s LEFT JOIN users o ON o.id = s.organiser_id WHERE s.id = ${id}`),
  );
  return row;
}

async function loadMember(db: Db, id: number): Promise<Member | undefined> {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, time_zone: users.timeZone, cancelled_at: users.cancelledAt }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

const SUBJECTS: Record<LiveMailKind, (title: string) => string> = {
  invite: (t) => `You are going: ${t}`,
  update: (t) => `Changed: ${t}`,
  cancel: (t) => `Cancelled: ${t}`,
  withdrawn: (t) => `You are no longer going: ${t}`,
};

async function sendMail({ deps, payload }: JobContext): Promise<void> {
  const kind = String(payload.kind) as LiveMailKind;
  const session = await loadSession(deps.db, Number(payload.sessionId));
  const member = await loadMember(deps.db, Number(payload.userId));
  if (!session || !member || member.cancelled_at) return;
  const [rsvp] = await deps.db.select().from(liveRsvps).where(and(eq(liveRsvps.sessionId, session.id), eq(liveRsvps.userId, member.id))).limit(1);
  // A later change has its own mail: an invitation or update for someone no longer going, or for a
  // session cancelled since, is not sent; an update older than the session's current one neither.
  if ((kind === 'invite' || kind === 'update') && (rsvp?.status !== 'going' || session.status !== 'scheduled')) return;
  if (kind === 'update' && Number(payload.sequence) < Number(session.sequence)) return;
  if (kind === 'withdrawn' && rsvp?.status !== 'cancelled') return;
  await deps.mailer.send(liveMail(deps, session, member, kind));
}

export function liveMail(deps: Pick<Deps, 'config'>, session: SessionRow & { organiser_name: string | null }, member: Pick<Member, 'name' | 'email' | 'time_zone'>, kind: LiveMailKind) {
  const { config } = deps;
  const when = formatSessionTime(startOf(session), member.time_zone);
  const ics = sessionCalendar({ session, appUrl: config.appUrl, mailFrom: config.mailFrom, organiserName: session.organiser_name, attendee: { name: member.name, email: member.email }, withdrawn: kind === 'withdrawn' });
  const lines: Record<LiveMailKind, string[]> = {
    invite: [`You have a place at “${session.title}”, ${when}, for ${session.duration_minutes} minutes.`, `Join here when it starts: ${session.join_url}`, 'The invitation is attached: open it to add the session to your calendar. We will remind you the day before and 15 minutes before.'],
    update: [`“${session.title}” has changed. It is now ${when}, for ${session.duration_minutes} minutes.`, `Join here when it starts: ${session.join_url}`, 'The updated invitation is attached: open it and your calendar moves the session you already have.'],
    cancel: [`“${session.title}”, planned for ${when}, has been cancelled by its organiser.`, 'The attached cancellation takes it out of your calendar.'],
    withdrawn: [`You told us you will not come to “${session.title}”, ${when}. Your place is free for someone else.`, 'The attached cancellation takes it out of your calendar. You can say you are going again while places are left.'],
  };
  const message = renderMail({
    to: member.email,
    subject: SUBJECTS[kind](session.title),
    greeting: `Hi ${member.name},`,
    paragraphs: lines[kind],
    action: { label: 'Your live sessions', url: `${config.appUrl}/live` },
    appUrl: config.appUrl,
  });
  return { ...message, attachments: [{ filename: ics.filename, content: new TextEncoder().encode(ics.text), contentType: `text/calendar; charset=utf-8; method=${kind === 'cancel' || kind === 'withdrawn' ? 'CANCEL' : 'REQUEST'}` }] };
}

async function remind({ deps, payload }: JobContext): Promise<void> {
  const rsvpId = Number(payload.rsvpId);
  const kind = REMINDERS.find((r) => r.kind === payload.kind);
  if (!kind) return;
  await deps.db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [rsvp] = await tx.select().from(liveRsvps).where(eq(liveRsvps.id, rsvpId)).limit(1);
    if (!rsvp || rsvp.status !== 'going') return;
    const session = await loadSession(tx, rsvp.sessionId);
    if (!session || session.status !== 'scheduled' || startOf(session).toISOString() !== String(payload.startsAt)) return;
    const member = await loadMember(tx, rsvp.userId);
    if (!member || member.cancelled_at) return;
    await notify(tx, {
      userId: member.id,
      type: 'course_updates',
      text: (locale) => ({
        title: (kind.kind === '24h' ? m.notices_live_tomorrow_title : m.notices_live_soon_title)({ title: session.title }, { locale }).slice(0, 200),
        // The time in the member's zone, written in their language (the English one is en-GB's, as before).
        body: m.notices_live_reminder_body({ title: session.title, when: formatSessionTime(startOf(session), member.time_zone, INTL_LOCALE[locale]), url: session.join_url }, { locale }).slice(0, 2000),
      }),
      link: '/live',
      dedupeKey: `live-reminder:${rsvp.id}:${kind.kind}:${startOf(session).getTime()}`,
    });
  });
}

export const LIVE_JOBS: JobDefinition[] = [
  { name: LIVE_MAIL_JOB, handler: sendMail },
  { name: LIVE_REMINDER_JOB, handler: remind },
];
