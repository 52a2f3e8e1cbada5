// Reading live sessions (docs/rules/live-sessions.md): a member's list (the sessions still to come
// that they may see, soonest first, then the past ones they were going to, latest first), one session,
// its .ics; an organiser's list (theirs, latest start first) and one session with its RSVPs, and the
// courses and groups they may schedule for.
import { sql } from 'drizzle-orm';
import type { Locale } from '../../../lib/i18n.ts';
import type { LiveAudienceChoices, LiveSession, OrganisedLiveSession } from '../../../lib/schemas/live.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { organisedBy, requireOrganiser, visibleSession, visibleTo } from './access.ts';
import { sessionCalendar } from './calendar.ts';
import { memberView, organiserView, sessionRows } from './view.ts';

const ENDS = sql`(s.starts_at + make_interval(mins => s.duration_minutes))`;

export async function listMemberSessions({ db, actor, now, page, perPage }: { db: Db; actor: Actor; now: Date; page: number; perPage: number }): Promise<{ data: LiveSession[]; meta: PageMeta }> {
  const at = now.toISOString();
  const where = sql`${visibleTo(actor.id)} AND ((s.status = 'scheduled' AND ${ENDS} > ${at}::timestamptz) OR mr.status = 'going')`;
  const [count] = rowsOf<{ n: number }>(
    await db.execute(sql`SELECT count(*)::int AS n FROM live_sessions s LEFT JOIN live_rsvps mr ON mr.session_id = s.id AND mr.user_id = ${actor.id} WHERE ${where}`),
  );
  const rows = await sessionRows(
    db,
    where,
    actor.id,
    sql`ORDER BY (${ENDS} <= ${at}::timestamptz), CASE WHEN ${ENDS} > ${at}::timestamptz THEN s.starts_at END ASC, s.starts_at DESC, s.id LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`,
  );
  return { data: rows.map((r) => memberView(r, now)), meta: pageMeta(page, perPage, Number(count?.n ?? 0)) };
}

export async function memberOne(db: Db, userId: number, id: number, now: Date): Promise<LiveSession> {
  const [row] = await sessionRows(db, sql`s.id = ${id} AND ${visibleTo(userId)}`, userId);
  if (!row) throw notFound('live session');
  return memberView(row, now);
}

export async function getMemberSession({ db, actor, now, id }: { db: Db; actor: Actor; now: Date; id: number }): Promise<LiveSession> {
  return memberOne(db, actor.id, id, now);
}

/** The session's invitation for the member (a cancellation once it is cancelled or they stopped going). */
export async function memberCalendar({ db, actor, id, appUrl, mailFrom }: { db: Db; actor: Actor; id: number; appUrl: string; mailFrom: string }): Promise<{ text: string; filename: string }> {
  const s = await visibleSession(db, actor.id, id);
  const [extra] = rowsOf<{ organiser_name: string | null; my_status: string | null; language: Locale | null }>(
    await db.execute(sql`SELECT (SELECT name FROM users WHERE id = ${s.organiser_id ?? 0}) AS organiser_name,
      (SELECT status FROM live_rsvps WHERE session_id = ${id} AND user_id = ${actor.id}) AS my_status,
      (SELECT language FROM users WHERE id = ${actor.id}) AS language`),
  );
  return sessionCalendar({
    session: s,
    appUrl,
    mailFrom,
    organiserName: extra?.organiser_name ?? null,
    attendee: extra?.my_status ? { name: actor.name, email: actor.email } : undefined,
    withdrawn: extra?.my_status === 'cancelled',
    updatedAt: new Date(s.updated_at),
    // The same words as the e-mailed copy: the member's language (docs/i18n.md, "E-mails").
    locale: extra?.language ?? 'en',
  });
}

export async function organisedOne(db: Db, actor: Actor, id: number): Promise<OrganisedLiveSession> {
  requireOrganiser(actor);
  const [row] = await sessionRows(db, sql`s.id = ${id} AND ${organisedBy(actor)}`, actor.id);
  if (!row) throw notFound('live session');
  return organiserView(db, row);
}

export async function getOrganisedSession({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<OrganisedLiveSession> {
  return organisedOne(db, actor, id);
}

export async function listOrganisedSessions({ db, actor, page, perPage }: { db: Db; actor: Actor; page: number; perPage: number }): Promise<{ data: OrganisedLiveSession[]; meta: PageMeta }> {
  requireOrganiser(actor);
  const where = organisedBy(actor);
  const [count] = rowsOf<{ n: number }>(await db.execute(sql`SELECT count(*)::int AS n FROM live_sessions s WHERE ${where}`));
  const rows = await sessionRows(db, where, actor.id, sql`ORDER BY s.starts_at DESC, s.id DESC LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`);
  const data: OrganisedLiveSession[] = [];
  for (const r of rows) data.push(await organiserView(db, r));
  return { data, meta: pageMeta(page, perPage, Number(count?.n ?? 0)) };
}

export async function liveAudiences({ db, actor }: { db: Db; actor: Actor }): Promise<LiveAudienceChoices> {
  requireOrganiser(actor);
  const courseWhere = actor.role === 'admin' ? sql`TRUE` : actor.role === 'author' ? sql`owner_id = ${actor.id}` : sql`FALSE`;
  const courses = rowsOf<{ id: number; title: string }>(await db.execute(sql`SELECT id, title FROM courses WHERE ${courseWhere} ORDER BY title, id LIMIT 500`));
  const groups = actor.isMentor ? rowsOf<{ id: number; name: string }>(await db.execute(sql`SELECT id, name FROM mentor_groups WHERE user_id = ${actor.id} ORDER BY name, id LIMIT 500`)) : [];
  // Cohorts still to come or running (a cohort runs as long as its course; a year is generous).
  const cohorts = rowsOf<{ id: number; name: string }>(
    await db.execute(sql`SELECT h.id, h.title || ' (' || c.title || ')' AS name FROM cohorts h JOIN courses c ON c.id = h.course_id
      WHERE ${actor.role === 'admin' ? sql`TRUE` : actor.role === 'author' ? sql`c.owner_id = ${actor.id}` : sql`FALSE`} AND h.starts_at > now() - interval '365 days'
      ORDER BY h.starts_at, h.id LIMIT 500`),
  );
  return {
    courses: courses.map((c) => ({ id: Number(c.id), title: c.title })),
    groups: groups.map((g) => ({ id: Number(g.id), name: g.name })),
    cohorts: cohorts.map((h) => ({ id: Number(h.id), name: h.name })),
  };
}
