// The live sessions' jobs (docs/rules/live-sessions.md, "E-mail and reminders"). Every change that
// concerns a member queues its e-mail in the change's own transaction; the job reads the session as
// it stands when it runs, so a later change wins:
// - `live.mail`: the invitation (on RSVP), the updated invitation (the session changed: same UID,
//   higher SEQUENCE), the cancellation (METHOD:CANCEL), each with the .ics attached;
// - `live.reminder`: 24 hours and 15 minutes before, once per RSVP, kind and start time (the key),
//   as a notification (with its e-mail copy as the member chose for course updates), the time written
//   in the member's own zone. Skipped when the member stopped going, or the session was cancelled or
//   moved (the move queued reminders for the new time).
// Each is written in the member's language (docs/i18n.md, "E-mails"), the time through Intl in that
// language and the member's zone; the organiser's title and description are left as they wrote them.
import { and, eq, sql } from 'drizzle-orm';
import { INTL_LOCALE, type Locale } from '../../../lib/i18n.ts';
import { formatSessionTime } from '../../../lib/live-time.ts';
import { m } from '../../../paraglide/messages.js';
import type { Db } from '../../db/client.ts';
import { liveRsvps, users } from '../../db/schema/index.ts';
import type { Deps } from '../../http/env.ts';
import { enqueue, type JobContext, type JobDefinition } from '../../jobs/index.ts';
import { greeting, renderMail, siteUrl } from '../../mail/templates/layout.ts';
import { notify } from '../../notifications/service/index.ts';
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

type Member = { id: number; name: string; email: string; time_zone: string | null; language: Locale; cancelled_at: Date | string | null };

async function loadSession(db: Db, id: number): Promise<(SessionRow & { organiser_name: string | null }) | undefined> {
  const [row] = rowsOf<SessionRow & { organiser_name: string | null }>(
    await db.execute(sql`SELECT s.*, o.name AS organiser_name FROM live_sessions s LEFT JOIN users o ON o.id = s.organiser_id WHERE s.id = ${id}`),
  );
  return row;
}

async function loadMember(db: Db, id: number): Promise<Member | undefined> {
  const [row] = await db.select({ id: users.id, name: users.name, email: users.email, time_zone: users.timeZone, language: users.language, cancelled_at: users.cancelledAt }).from(users).where(eq(users.id, id)).limit(1);
  return row;
}

/** The session's start as the member reads it: their language, their zone (UTC until they have one). */
const whenFor = (session: SessionRow, member: Pick<Member, 'time_zone' | 'language'>) => formatSessionTime(startOf(session), member.time_zone, INTL_LOCALE[member.language]);

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

function mailWords(kind: LiveMailKind, v: { title: string; when: string; minutes: number; url: string }, locale: Locale): { subject: string; lines: string[] } {
  const o = { locale };
  const join = m.mail_live_join({ url: v.url }, o);
  switch (kind) {
    case 'invite':
      return { subject: m.mail_live_invite_subject(v, o), lines: [m.mail_live_invite_place(v, o), join, m.mail_live_invite_attached({}, o)] };
    case 'update':
      return { subject: m.mail_live_update_subject(v, o), lines: [m.mail_live_update_changed(v, o), join, m.mail_live_update_attached({}, o)] };
    case 'cancel':
      return { subject: m.mail_live_cancel_subject(v, o), lines: [m.mail_live_cancel_done(v, o), m.mail_live_cancel_attached({}, o)] };
    case 'withdrawn':
      return { subject: m.mail_live_withdrawn_subject(v, o), lines: [m.mail_live_withdrawn_done(v, o), m.mail_live_withdrawn_attached({}, o)] };
  }
}

export function liveMail(deps: Pick<Deps, 'config'>, session: SessionRow & { organiser_name: string | null }, member: Pick<Member, 'name' | 'email' | 'time_zone' | 'language'>, kind: LiveMailKind) {
  const { config } = deps;
  const locale = member.language;
  const ics = sessionCalendar({ session, appUrl: config.appUrl, mailFrom: config.mailFrom, organiserName: session.organiser_name, attendee: { name: member.name, email: member.email }, withdrawn: kind === 'withdrawn', locale });
  const words = mailWords(kind, { title: session.title, when: whenFor(session, member), minutes: session.duration_minutes, url: session.join_url }, locale);
  const message = renderMail({
    to: member.email,
    subject: words.subject,
    greeting: greeting(member.name, locale),
    paragraphs: words.lines,
    action: { label: m.mail_live_action({}, { locale }), url: siteUrl(config.appUrl, '/live', locale) },
    appUrl: config.appUrl,
    locale,
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
