// Course recommendations (docs/rules/mentors.md, "Recommendations"): a course or a bundle for some of
// the mentor's accepted mentees and/or groups, with a note and an optional date. Each mentee it
// reaches is notified once and sees it on their dashboard; the mentor sees who started and finished.
import { sql, type SQL } from 'drizzle-orm';
import { paths } from '../../../lib/paths.ts';
import type { MenteeRecommendation, Person, Recommendation, RecommendationRequestSchema, RecommendedItem } from '../../../lib/schemas/mentors.ts';
import type { z } from '../../../lib/schemas/zod.ts';
import { priceLabel } from '../../catalogue/service/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { rowsOf } from '../../shared/sql-rows.ts';
import { assertMentees, idList, iso, peopleByIds, person, requireMentor } from './access.ts';

type RecRow = {
  id: number;
  user_id: number;
  course_id: number | null;
  bundle_id: number | null;
  note: string;
  due_on: string | Date | null;
  created_at: Date | string;
  title: string;
  slug: string;
  price_cents: number;
  is_free: boolean;
  currency: string;
};

const SELECT_RECS = sql`SELECT r.id, r.user_id, r.course_id, r.bundle_id, r.note, r.due_on::text AS due_on, r.created_at,
    coalesce(c.title, b.title) AS title, coalesce(c.slug, b.slug) AS slug, coalesce(c.price_cents, b.price_cents) AS price_cents,
    coalesce(c.is_free OR c.price_cents <= 0, b.price_cents <= 0) AS is_free, coalesce(c.currency, b.currency) AS currency
  FROM course_recommendations r LEFT JOIN courses c ON c.id = r.course_id LEFT JOIN bundles b ON b.id = r.bundle_id`;

const itemOf = (r: RecRow): RecommendedItem => ({
  kind: r.course_id ? 'course' : 'bundle',
  id: Number(r.course_id ?? r.bundle_id),
  title: r.title,
  url: r.course_id ? paths.course(r.slug) : paths.bundle(r.slug),
  price_cents: Number(r.price_cents),
  is_free: Boolean(r.is_free),
  price_label: priceLabel(Number(r.price_cents), r.currency, Boolean(r.is_free)),
});

/** Every mentee each recommendation reaches now: named ones and the groups' current members. */
async function reachOf(db: Db, recIds: number[]): Promise<Map<number, Set<number>>> {
  const out = new Map<number, Set<number>>();
  if (!recIds.length) return out;
  const rows = rowsOf<{ rec: number; user_id: number }>(
    await db.execute(sql`SELECT recommendation_id AS rec, user_id FROM recommendation_mentees WHERE recommendation_id IN (${idList(recIds)})
      UNION SELECT rg.recommendation_id AS rec, gm.user_id FROM recommendation_groups rg JOIN mentor_group_members gm ON gm.group_id = rg.group_id
      WHERE rg.recommendation_id IN (${idList(recIds)})`),
  );
  for (const r of rows) (out.get(Number(r.rec)) ?? out.set(Number(r.rec), new Set()).get(Number(r.rec))!).add(Number(r.user_id));
  return out;
}

type Progress = { status: 'not_started' | 'started' | 'finished'; progress_percent: number };

/** How far each member got with each recommended item (a bundle: across its published courses). */
export async function progressOn(db: Db, recs: Array<Pick<RecRow, 'id' | 'course_id' | 'bundle_id'>>, userIds: number[]): Promise<(recId: number, userId: number) => Progress> {
  const coursesOf = new Map<number, number[]>();
  const bundleIds = [...new Set(recs.filter((r) => r.bundle_id).map((r) => Number(r.bundle_id)))];
  const bundleCourses = bundleIds.length
    ? rowsOf<{ bundle_id: number; course_id: number }>(
        await db.execute(sql`SELECT bc.bundle_id, bc.course_id FROM bundle_courses bc JOIN courses c ON c.id = bc.course_id AND c.published WHERE bc.bundle_id IN (${idList(bundleIds)})`),
      )
    : [];
  for (const r of recs) {
    coursesOf.set(Number(r.id), r.course_id ? [Number(r.course_id)] : bundleCourses.filter((b) => Number(b.bundle_id) === Number(r.bundle_id)).map((b) => Number(b.course_id)));
  }
  const courseIds = [...new Set([...coursesOf.values()].flat())];
  const enrolments = userIds.length && courseIds.length
    ? rowsOf<{ user_id: number; course_id: number; status: string; progress_percent: number }>(
        await db.execute(sql`SELECT user_id, course_id, status, progress_percent FROM enrolments WHERE user_id IN (${idList(userIds)}) AND course_id IN (${idList(courseIds)})`),
      )
    : [];
  const key = (u: number, c: number) => `${u}:${c}`;
  const byKey = new Map(enrolments.map((e) => [key(Number(e.user_id), Number(e.course_id)), e]));
  return (recId, userId) => {
    const courses = coursesOf.get(recId) ?? [];
    if (!courses.length) return { status: 'not_started', progress_percent: 0 };
    const found = courses.map((c) => byKey.get(key(userId, c)));
    if (found.every((e) => !e)) return { status: 'not_started', progress_percent: 0 };
    const finished = found.every((e) => e?.status === 'completed');
    const percent = Math.round(found.reduce((sum, e) => sum + (e ? (e.status === 'completed' ? 100 : Number(e.progress_percent)) : 0), 0) / courses.length);
    return { status: finished ? 'finished' : 'started', progress_percent: finished ? 100 : percent };
  };
}

/** The mentor's recommendations (all, or the given ids), newest first, with reach and progress. */
export async function recommendationsOf(db: Db, mentorId: number, ids?: number[]): Promise<Recommendation[]> {
  if (ids && !ids.length) return [];
  const only = ids ? sql`AND r.id IN (${idList(ids)})` : sql``;
  const recs = rowsOf<RecRow>(await db.execute(sql`${SELECT_RECS} WHERE r.user_id = ${mentorId} ${only} ORDER BY r.created_at DESC, r.id DESC LIMIT 500`));
  if (!recs.length) return [];
  const recIds = recs.map((r) => Number(r.id));
  const named = rowsOf<{ rec: number; id: number; name: string; avatar_path: string | null }>(
    await db.execute(sql`SELECT rm.recommendation_id AS rec, u.id, u.name, u.avatar_path FROM recommendation_mentees rm JOIN users u ON u.id = rm.user_id
      WHERE rm.recommendation_id IN (${idList(recIds)}) ORDER BY u.name, u.id`),
  );
  const groups = rowsOf<{ rec: number; id: number; name: string }>(
    await db.execute(sql`SELECT rg.recommendation_id AS rec, g.id, g.name FROM recommendation_groups rg JOIN mentor_groups g ON g.id = rg.group_id
      WHERE rg.recommendation_id IN (${idList(recIds)}) ORDER BY g.name, g.id`),
  );
  const reach = await reachOf(db, recIds);
  const everyone = [...new Set([...reach.values()].flatMap((s) => [...s]))];
  const people = await peopleByIds(db, everyone);
  const progress = await progressOn(db, recs, everyone);
  return recs.map((r) => {
    const id = Number(r.id);
    return {
      id,
      item: itemOf(r),
      note: r.note,
      due_on: r.due_on ? String(r.due_on).slice(0, 10) : null,
      mentees: named.filter((n) => Number(n.rec) === id).map(person),
      groups: groups.filter((g) => Number(g.rec) === id).map((g) => ({ id: Number(g.id), name: g.name })),
      progress: [...(reach.get(id) ?? [])]
        .map((u) => ({ mentee: people.get(u)!, ...progress(id, u) }))
        .filter((p) => p.mentee)
        .sort((a, b) => a.mentee.name.localeCompare(b.mentee.name)),
      created_at: iso(r.created_at),
    };
  });
}

export async function listRecommendations({ db, actor }: { db: Db; actor: Actor }): Promise<Recommendation[]> {
  requireMentor(actor);
  return recommendationsOf(db, actor.id);
}

export async function getRecommendation({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<Recommendation> {
  requireMentor(actor);
  const [rec] = await recommendationsOf(db, actor.id, [id]);
  if (!rec) throw notFound('recommendation');
  return rec;
}

type RecInput = z.infer<typeof RecommendationRequestSchema>;

async function checkItem(db: Db, input: RecInput): Promise<{ title: string; url: string }> {
  const rows = input.course_id
    ? rowsOf<{ title: string; slug: string }>(await db.execute(sql`SELECT title, slug FROM courses WHERE id = ${input.course_id} AND published`))
    : rowsOf<{ title: string; slug: string }>(await db.execute(sql`SELECT title, slug FROM bundles WHERE id = ${input.bundle_id!} AND published`));
  const found = rows[0];
  if (!found) {
    const field = input.course_id ? 'course_id' : 'bundle_id';
    const message = m.errors_choose_published_course_or_bundle();
    throw new AppError('validation', message, { errors: { [field]: [message] } });
  }
  return { title: found.title, url: input.course_id ? paths.course(found.slug) : paths.bundle(found.slug) };
}

async function checkGroups(db: Db, mentorId: number, ids: number[]): Promise<number[]> {
  const unique = [...new Set(ids)];
  if (!unique.length) return [];
  const rows = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM mentor_groups WHERE user_id = ${mentorId} AND id IN (${idList(unique)})`));
  if (rows.length !== unique.length) throw new AppError('validation', m.errors_choose_own_groups(), { errors: { group_ids: [m.errors_choose_own_groups()] } });
  return unique;
}

/** Writes the targets and tells every mentee it newly reaches (once per recommendation). */
async function writeTargets(tx: Db, mentor: Actor, recId: number, item: { title: string; url: string }, menteeIds: number[], groupIds: number[]) {
  const before = (await reachOf(tx, [recId])).get(recId) ?? new Set<number>();
  await tx.execute(sql`DELETE FROM recommendation_mentees WHERE recommendation_id = ${recId}`);
  await tx.execute(sql`DELETE FROM recommendation_groups WHERE recommendation_id = ${recId}`);
  for (const u of menteeIds) await tx.execute(sql`INSERT INTO recommendation_mentees (recommendation_id, user_id) VALUES (${recId}, ${u})`);
  for (const g of groupIds) await tx.execute(sql`INSERT INTO recommendation_groups (recommendation_id, group_id) VALUES (${recId}, ${g})`);
  const after = (await reachOf(tx, [recId])).get(recId) ?? new Set<number>();
  for (const u of after) {
    if (before.has(u)) continue;
    await notify(tx, {
      userId: u,
      type: 'mentoring',
      text: (locale) => ({ title: m.notices_recommended_title({ mentor: mentor.name, title: item.title }, { locale }), body: m.notices_recommended_body({}, { locale }) }),
      link: item.url,
      dedupeKey: `mentor-recommendation:${recId}`,
    });
  }
}

export async function createRecommendation({ db, actor, input }: { db: Db; actor: Actor; input: RecInput }): Promise<Recommendation> {
  requireMentor(actor);
  const item = await checkItem(db, input);
  const menteeIds = await assertMentees(db, actor.id, input.mentee_ids, 'mentee_ids');
  const groupIds = await checkGroups(db, actor.id, input.group_ids);
  const id = await db.transaction(async (tx) => {
    const [row] = rowsOf<{ id: number }>(
      await tx.execute(sql`INSERT INTO course_recommendations (user_id, course_id, bundle_id, note, due_on)
        VALUES (${actor.id}, ${input.course_id ?? null}, ${input.bundle_id ?? null}, ${input.note}, ${input.due_on ?? null}) RETURNING id`),
    );
    await writeTargets(tx as unknown as Db, actor, Number(row!.id), item, menteeIds, groupIds);
    return Number(row!.id);
  });
  return getRecommendation({ db, actor, id });
}

export async function updateRecommendation({ db, actor, id, input }: { db: Db; actor: Actor; id: number; input: RecInput }): Promise<Recommendation> {
  requireMentor(actor);
  await getRecommendation({ db, actor, id });
  const item = await checkItem(db, input);
  const menteeIds = await assertMentees(db, actor.id, input.mentee_ids, 'mentee_ids');
  const groupIds = await checkGroups(db, actor.id, input.group_ids);
  await db.transaction(async (tx) => {
    await tx.execute(sql`UPDATE course_recommendations SET course_id = ${input.course_id ?? null}, bundle_id = ${input.bundle_id ?? null}, note = ${input.note},
      due_on = ${input.due_on ?? null}, updated_at = now() WHERE id = ${id} AND user_id = ${actor.id}`);
    await writeTargets(tx as unknown as Db, actor, id, item, menteeIds, groupIds);
  });
  return getRecommendation({ db, actor, id });
}

export async function deleteRecommendation({ db, actor, id }: { db: Db; actor: Actor; id: number }): Promise<Recommendation> {
  const rec = await getRecommendation({ db, actor, id });
  await db.execute(sql`DELETE FROM course_recommendations WHERE id = ${id} AND user_id = ${actor.id}`);
  return rec;
}

/** What the member's dashboard shows: recommendations from their current mentors, newest first. */
/** Whether the member has a mentor, as a column of a statement that reads more beside it; `userId` may be an outer column. */
export function mentoredColumn(userId: SQL): SQL<boolean> {
  return sql<boolean>`EXISTS (SELECT 1 FROM mentor_invitations WHERE invitee_id = ${userId} AND status = 'accepted')`;
}

/** `mentored`: the caller already read mentoredColumn (the dashboard's one statement); otherwise it is checked here. */
export async function recommendationsForMentee(db: Db, userId: number, limit = 5, mentored?: boolean): Promise<MenteeRecommendation[]> {
  // Most members have no mentor. Planning the query below takes about 2 ms on the embedded database
  // (its execution a tenth of that), on every dashboard; this check plans in a fraction of that.
  if (mentored === undefined) {
    const [row] = rowsOf<{ mentored: boolean }>(await db.execute(sql`SELECT ${mentoredColumn(sql`${userId}`)} AS mentored`));
    mentored = Boolean(row?.mentored);
  }
  if (!mentored) return [];
  const recs = rowsOf<RecRow & { mentor_name: string; mentor_avatar: string | null }>(
    await db.execute(sql`SELECT * FROM (${SELECT_RECS}) r2 JOIN LATERAL (SELECT m.name AS mentor_name, m.avatar_path AS mentor_avatar FROM users m WHERE m.id = r2.user_id) mm ON true
      WHERE EXISTS (SELECT 1 FROM mentor_invitations i WHERE i.user_id = r2.user_id AND i.invitee_id = ${userId} AND i.status = 'accepted')
        AND (r2.id IN (SELECT recommendation_id FROM recommendation_mentees WHERE user_id = ${userId})
          OR r2.id IN (SELECT rg.recommendation_id FROM recommendation_groups rg JOIN mentor_group_members gm ON gm.group_id = rg.group_id WHERE gm.user_id = ${userId}))
      ORDER BY r2.created_at DESC, r2.id DESC LIMIT ${limit}`),
  );
  const progress = await progressOn(db, recs, [userId]);
  return recs.map((r) => ({
    id: Number(r.id),
    mentor: person({ id: r.user_id, name: r.mentor_name, avatar_path: r.mentor_avatar }) as Person,
    item: itemOf(r),
    note: r.note,
    due_on: r.due_on ? String(r.due_on).slice(0, 10) : null,
    ...progress(Number(r.id), userId),
    created_at: iso(r.created_at),
  }));
}
