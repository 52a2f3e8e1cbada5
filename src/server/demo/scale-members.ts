// Many generated members with a year of history, for the reports' benchmark
// (`npm run db:seed -- --members N`; docs/rules/studio.md, "Active members and retention"): each
// joined on a day of the last twelve months, enrolled in two published courses, finished the first
// lessons of each on days after joining (how many varies; capped by the courses' lessons, about eleven
// lesson saves per member on the demo's catalogue, so 100,000 members make over a million), and one
// in four bought a course, a tenth of those refunded. Written by a few set-based
// statements, so a hundred thousand members take seconds, not hours. Their accounts cannot sign in.
import { sql } from 'drizzle-orm';
import type { Db } from '../db/client.ts';
import { rowsOf } from '../shared/sql-rows.ts';

/** Not a hash any password produces: these accounts exist to be counted, never to sign in. */
const NO_PASSWORD = 'scale-member-cannot-sign-in';

export type ScaleMembersSummary = { members: number; enrolments: number; lessonSaves: number; payments: number; refunds: number };

export async function seedScaleMembers(db: Db, members: number, { savesPerMember = 24, now = new Date() }: { savesPerMember?: number; now?: Date } = {}): Promise<ScaleMembersSummary> {
  const [{ first } = { first: 0 }] = rowsOf<{ first: number }>(await db.execute(sql`SELECT coalesce(max(id), 0)::int + 1 AS first FROM users`));
  const stamp = now.getTime().toString(36);
  // Joined on a day of the last 365, spread evenly.
  await db.execute(sql`
    INSERT INTO users (name, email, password_hash, email_verified_at, created_at)
    SELECT 'Scale Member ' || g, 'scale-' || ${stamp} || '-' || g || '@scale.example.test', ${NO_PASSWORD}, ${now}::timestamptz - make_interval(days => (g * 7919) % 365), ${now}::timestamptz - make_interval(days => (g * 7919) % 365)
    FROM generate_series(1, ${members}) AS g`);
  const range = sql`u.id >= ${first} AND u.email LIKE ${`scale-${stamp}-%`}`;
  // Two published courses each, chosen by the member's number.
  await db.execute(sql`
    WITH c AS (SELECT id, row_number() OVER (ORDER BY id) - 1 AS i, count(*) OVER () AS n FROM courses WHERE published)
    INSERT INTO enrolments (user_id, course_id, created_at)
    SELECT u.id, c.id, u.created_at + interval '1 hour' FROM users u JOIN c ON c.i IN (u.id % c.n, (u.id + 1) % c.n)
    WHERE ${range}
    ON CONFLICT DO NOTHING`);
  // Lessons finished in course order, a day or more apart, never after now; how far each member got
  // varies so that the average is `savesPerMember`.
  await db.execute(sql`
    WITH l AS (SELECT id, course_id, row_number() OVER (PARTITION BY course_id ORDER BY position, id) AS k FROM lessons WHERE archived_at IS NULL),
    e AS (SELECT e.id, e.course_id, e.created_at, (e.id * 7919) % (${savesPerMember} + 1) AS reached FROM enrolments e JOIN users u ON u.id = e.user_id WHERE ${range})
    INSERT INTO lesson_progress (enrolment_id, lesson_id, completed_at)
    SELECT e.id, l.id, LEAST(${now}::timestamptz, e.created_at + make_interval(days => l.k::int * (1 + (e.id % 3))))
    FROM e JOIN l ON l.course_id = e.course_id AND l.k <= e.reached
    ON CONFLICT DO NOTHING`);
  // One member in four bought a course, paid when they enrolled in it; one payment in ten was refunded.
  await db.execute(sql`
    INSERT INTO payments (reference, user_id, kind, course_id, description, subtotal, total, tax_amount, currency, provider, status, paid_at, created_at)
    SELECT 'pay_scale_' || ${stamp} || '_' || e.id, e.user_id, 'course', e.course_id, c.title, c.price_cents, c.price_cents, c.price_cents / 6, 'USD', 'sandbox', 'paid', e.created_at, e.created_at
    FROM enrolments e JOIN users u ON u.id = e.user_id JOIN courses c ON c.id = e.course_id
    WHERE ${range} AND u.id % 4 = 0 AND c.price_cents > 0 AND e.course_id = (SELECT min(course_id) FROM enrolments e2 WHERE e2.user_id = e.user_id)`);
  await db.execute(sql`
    INSERT INTO payment_refunds (payment_id, amount, currency, status, reference, reason, created_at, refunded_at)
    SELECT p.id, p.total / 2, p.currency, 'succeeded', 'rf_scale_' || p.id, 'Scale data', p.paid_at + interval '3 days', LEAST(${now}::timestamptz, p.paid_at + interval '3 days')
    FROM payments p WHERE p.reference LIKE ${`pay_scale_${stamp}_%`} AND p.id % 10 = 0`);
  await db.execute(sql`
    UPDATE payments p SET refunded_amount = r.amount FROM payment_refunds r
    WHERE r.payment_id = p.id AND p.reference LIKE ${`pay_scale_${stamp}_%`}`);
  const [counts] = rowsOf<Record<string, number>>(
    await db.execute(sql`
      SELECT
        (SELECT count(*)::int FROM users u WHERE ${range}) AS members,
        (SELECT count(*)::int FROM enrolments e JOIN users u ON u.id = e.user_id WHERE ${range}) AS enrolments,
        (SELECT count(*)::int FROM lesson_progress p JOIN enrolments e ON e.id = p.enrolment_id JOIN users u ON u.id = e.user_id WHERE ${range}) AS lesson_saves,
        (SELECT count(*)::int FROM payments WHERE reference LIKE ${`pay_scale_${stamp}_%`}) AS payments,
        (SELECT count(*)::int FROM payment_refunds WHERE reference LIKE ${`rf_scale_%`}) AS refunds`),
  );
  return { members: Number(counts!.members), enrolments: Number(counts!.enrolments), lessonSaves: Number(counts!.lesson_saves), payments: Number(counts!.payments), refunds: Number(counts!.refunds) };
}
