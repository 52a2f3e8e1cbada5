// Assigned courses (docs/rules/mentors.md, "Assigning a course"): assigning enrols the mentee when
// the mentee has access to the course (the learning domain's access check decides: free today, and
// bought or subscribed once commerce extends it); otherwise it becomes a recommendation to that
// mentee, shown with its price. Removing an assignment never takes an enrolment away.
import { sql } from 'drizzle-orm';
import type { AssignRequest, Assignment, CourseOption, MentorCourses, Person, RemoveAssignmentRequest } from '../../../lib/schemas/mentors.ts';
import { priceLabel } from '../../catalogue/service/index.ts';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { canTake, enrolMember } from '../../learning/service/index.ts';
import { notify } from '../../notifications/service/index.ts';
import { m } from '../../../paraglide/messages.js';
import { paths } from '../../../lib/paths.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { assertMentees, iso, person, requireMentor } from './access.ts';
import { createRecommendation } from './recommendations.ts';

type AssignmentRow = { id: number; mode: string; created_at: Date | string; mentee_id: number; name: string; avatar_path: string | null; course_id: number; title: string; price_cents: number; is_free: boolean; currency: string };

type OptionRow = { id: number; title: string; price_cents: number; is_free: boolean; currency: string };
const option = (r: OptionRow): CourseOption => ({ id: Number(r.id), title: r.title, price_cents: Number(r.price_cents), is_free: Boolean(r.is_free), price_label: priceLabel(Number(r.price_cents), r.currency, Boolean(r.is_free)) });

async function assignmentsOf(db: Db, mentorId: number, where = sql``): Promise<Assignment[]> {
  const rows = rowsOf<AssignmentRow>(
    await db.execute(sql`SELECT a.id, a.mode, a.created_at, u.id AS mentee_id, u.name, u.avatar_path, c.id AS course_id, c.title, c.price_cents, c.currency, (c.is_free OR c.price_cents <= 0) AS is_free
      FROM mentor_assignments a JOIN users u ON u.id = a.mentee_id JOIN courses c ON c.id = a.course_id
      WHERE a.user_id = ${mentorId} ${where} ORDER BY a.created_at DESC, a.id DESC LIMIT 500`),
  );
  return rows.map((r) => ({
    id: Number(r.id),
    mentee: person({ id: r.mentee_id, name: r.name, avatar_path: r.avatar_path }) as Person,
    course: option({ id: r.course_id, title: r.title, price_cents: r.price_cents, is_free: r.is_free, currency: r.currency }),
    mode: r.mode as Assignment['mode'],
    created_at: iso(r.created_at),
  }));
}

/** GET /mentors/courses: what the mentor assigned, and the published courses and bundles to choose from. */
export async function mentorCourses({ db, actor }: { db: Db; actor: Actor }): Promise<MentorCourses> {
  requireMentor(actor);
  const [assigned, courses, bundles] = await Promise.all([
    assignmentsOf(db, actor.id),
    db.execute(sql`SELECT id, title, price_cents, currency, (is_free OR price_cents <= 0) AS is_free FROM courses WHERE published ORDER BY title, id LIMIT 1000`),
    db.execute(sql`SELECT id, title, price_cents, currency, price_cents <= 0 AS is_free FROM bundles WHERE published ORDER BY title, id LIMIT 1000`),
  ]);
  return { assigned, courses: rowsOf<OptionRow>(courses).map(option), bundles: rowsOf<OptionRow>(bundles).map(option) };
}

/** POST /mentors/courses/assign. */
export async function assignCourse({ db, actor, input }: { db: Db; actor: Actor; input: AssignRequest }): Promise<Assignment[]> {
  requireMentor(actor);
  const [course] = rowsOf<{ id: number; slug: string; title: string; price_cents: number; is_free: boolean }>(
    await db.execute(sql`SELECT id, slug, title, price_cents, is_free FROM courses WHERE id = ${input.course_id} AND published`),
  );
  if (!course) throw new AppError('validation', m.errors_choose_published_course(), { errors: { course_id: [m.errors_choose_published_course()] } });
  const menteeIds = await assertMentees(db, actor.id, input.mentee_ids, 'mentee_ids');
  const mentees = rowsOf<{ id: number; name: string; email: string }>(await db.execute(sql`SELECT id, name, email FROM users WHERE id IN (${sql.join(menteeIds.map((i) => sql`${i}`), sql`, `)})`));
  const courseRow = { id: Number(course.id), priceCents: Number(course.price_cents), isFree: Boolean(course.is_free) };
  for (const row of mentees) {
    const [existing] = rowsOf<{ id: number }>(await db.execute(sql`SELECT id FROM mentor_assignments WHERE user_id = ${actor.id} AND mentee_id = ${row.id} AND course_id = ${course.id}`));
    if (existing) continue;
    const mentee = { id: Number(row.id), name: row.name, email: row.email, isMentor: false, role: 'member' as const, tokenId: 0 };
    if (await canTake(db, mentee, courseRow)) {
      await enrolMember({ db, actor: mentee, courseId: courseRow.id, input: {} });
      await db.transaction(async (tx) => {
        await tx.execute(sql`INSERT INTO mentor_assignments (user_id, mentee_id, course_id, mode) VALUES (${actor.id}, ${row.id}, ${course.id}, 'enrolled') ON CONFLICT DO NOTHING`);
        await notify(tx as unknown as Db, {
          userId: mentee.id,
          type: 'mentoring',
          text: (locale) => ({ title: m.notices_mentor_enrolled_title({ mentor: actor.name, course: course.title }, { locale }), body: m.notices_mentor_enrolled_body({}, { locale }) }),
          link: paths.course(course.slug),
        });
      });
    } else {
      const rec = await createRecommendation({ db, actor, input: { course_id: courseRow.id, mentee_ids: [mentee.id], group_ids: [], note: 'Assigned by your mentor.', due_on: null } as never });
      await db.execute(sql`INSERT INTO mentor_assignments (user_id, mentee_id, course_id, mode, recommendation_id) VALUES (${actor.id}, ${row.id}, ${course.id}, 'recommended', ${rec.id}) ON CONFLICT DO NOTHING`);
    }
  }
  return assignmentsOf(db, actor.id, sql`AND a.course_id = ${course.id} AND a.mentee_id IN (${sql.join(menteeIds.map((i) => sql`${i}`), sql`, `)})`);
}

/** POST /mentors/courses/remove: the assignment (and a recommendation it became) goes; an enrolment stays. */
export async function removeAssignment({ db, actor, input }: { db: Db; actor: Actor; input: RemoveAssignmentRequest }): Promise<Assignment> {
  requireMentor(actor);
  const [found] = await assignmentsOf(db, actor.id, sql`AND a.course_id = ${input.course_id} AND a.mentee_id = ${input.mentee_id}`);
  if (!found) throw notFound('assignment');
  await db.transaction(async (tx) => {
    const [row] = rowsOf<{ recommendation_id: number | null }>(await tx.execute(sql`DELETE FROM mentor_assignments WHERE id = ${found.id} AND user_id = ${actor.id} RETURNING recommendation_id`));
    if (row?.recommendation_id) await tx.execute(sql`DELETE FROM course_recommendations WHERE id = ${row.recommendation_id} AND user_id = ${actor.id}`);
  });
  return found;
}
