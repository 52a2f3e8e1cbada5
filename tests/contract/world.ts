// The objects the generated suites work on: an owner who has enrolled, worked through every lesson kind
// (answers carrying unique markers), uploaded a task file, earned a certificate, bookmarked the course
// and saved an address; and another member who has done nothing with the owner's things. The
// authorization matrix calls every route with the owner's ids as each identity; the bad-input suite
// uses the same ids so its garbage reaches past routing into the handlers.
import { randomBytes } from 'node:crypto';
import { sql, type SQL } from 'drizzle-orm';
import { issueToken } from '../../src/server/auth/tokens.ts';
import { DEMO_AUDIO } from '../../src/server/demo/media.ts';
import { notify } from '../../src/server/notifications/service/index.ts';
import { createTestContext, type TestContext } from '../helpers/app.ts';
import { enrol, makeLearningCourse, writeDemoMedia, type LearningCourse } from '../server/learning/factories.ts';

export type Member = Awaited<ReturnType<TestContext['member']>>;

export type World = {
  t: TestContext;
  course: LearningCourse;
  owner: Member & { enrolmentId: number; certificateId: number; certificateCode: string; audioFile: string; notificationId: number };
  /** What the owner saved, so a route's case can send the same again. */
  work: { surveyAnswers: Record<string, unknown>; taskAnswer: string };
  /** Strings only the owner's data contains: none may appear in a reply to anyone else. */
  markers: string[];
  stranger: Member;
  /** A new token for a member (for routes that revoke the one they are called with). */
  freshToken: (m: { id: number }) => Promise<string>;
  /** A member of their own, made for a route that destroys its caller (account cancel). */
  disposable: (label: string) => Promise<Member>;
};

/** A member's address: the owner's carries the owner's name, so it holds a marker. */
export const addressOf = (m: { name: string }) => ({ line1: `1 ${m.name} Road`, city: 'Leeds', postcode: 'LS1 1AA', country: 'GB' });

async function expectOk(res: Response, what: string) {
  if (res.status >= 300) throw new Error(`World setup: ${what} answered ${res.status} ${await res.text()}`);
  return res.json();
}

export async function buildWorld(options: { env?: Record<string, string> } = {}): Promise<World> {
  const t = await createTestContext({ seeded: false, env: options.env });
  const course = await makeLearningCourse(t.db, { title: 'Quiet Evenings' });
  await writeDemoMedia(t.db, t.deps.storage);
  const tag = randomBytes(4).toString('hex');
  const marker = (what: string) => `${what}${tag}`;
  const owner = await t.member({ name: `Owner ${marker('Name')}`, email: `owner-${tag}@example.test` });
  const token = owner.token;
  const enrolmentId = await enrol(t, token, course.course.id);
  const at = (id: number, kind: string) => `/v1/courses/${course.course.id}/${id}/${kind}`;
  const { lessons } = course;
  await expectOk(await t.api('POST', at(lessons.detail.id, 'finish'), { token }), 'finish');
  await expectOk(await t.api('POST', at(lessons.checklist.id, 'checklist'), { token, json: { checked_ids: course.itemIds } }), 'checklist');
  await expectOk(await t.api('POST', at(lessons.quiz.id, 'quiz'), { token, json: { answers: course.rightAnswers } }), 'quiz');
  const [rating, choice, text] = course.surveyQuestions;
  const surveyAnswers = { [rating!.id]: 4, [choice!.id]: 'am', [text!.id]: marker('Survey') };
  await expectOk(await t.api('POST', at(lessons.survey.id, 'survey'), { token, json: { answers: surveyAnswers } }), 'survey');
  const form = new FormData();
  form.set('answer', marker('Task'));
  form.set('submit', 'true');
  form.set('file', new File([`notes ${marker('File')}`], `plan-${tag}.txt`, { type: 'text/plain' }));
  await expectOk(await t.api('POST', at(lessons.task.id, 'task'), { token, body: form }), 'task');
  const cert = (await expectOk(await t.api('POST', '/v1/auth/certificates/generate', { token, json: { course_id: course.course.id } }), 'certificate')).data;
  await expectOk(await t.api('POST', `/v1/courses/${course.course.id}/bookmark`, { token }), 'bookmark');
  await expectOk(await t.api('PUT', '/v1/auth/address/default', { token, json: addressOf(owner) }), 'address');
  await expectOk(await t.api('PUT', `/v1/courses/enrolled/${enrolmentId}/lastRead`, { token, json: { lesson_id: lessons.quiz.id } }), 'lastRead');
  // Boards show members' names to each other by design (docs/rules/rewards.md): the owner leaves them,
  // so their name on anyone's board is a leak. Their badge codes are private until they share them.
  await expectOk(await t.api('PUT', '/v1/auth/leaderboard/privacy', { token, json: { hidden: true } }), 'leaderboard privacy');
  const badges = (await expectOk(await t.api('GET', '/v1/auth/badges', { token }), 'badges')).data as Array<{ public_url: string | null }>;
  const badgeCodes = badges.flatMap((b) => (b.public_url ? [b.public_url.split('/').pop()!] : []));
  if (!badgeCodes.length) throw new Error('World setup: the owner earned no badge');

  const { notificationId } = await t.db.transaction((tx) =>
    notify(tx, { userId: owner.id, type: 'achievements', title: `Well done ${marker('Notification')}`, body: 'A badge for the owner.', link: '/badges' }),
  );

  const stranger = await t.member({ name: 'Other Member', email: `other-${randomBytes(4).toString('hex')}@example.test` });
  return {
    t,
    course,
    owner: { ...owner, enrolmentId, certificateId: cert.id, certificateCode: cert.code, audioFile: DEMO_AUDIO, notificationId: notificationId! },
    work: { surveyAnswers, taskAnswer: marker('Task') },
    markers: [tag, owner.email, cert.code, ...badgeCodes],
    stranger,
    freshToken: (m) => issueToken(t.db, m.id),
    disposable: (label) => t.member({ name: `Leaving ${label}`, email: `leaving-${label}-${randomBytes(3).toString('hex')}@example.test` }),
  };
}

/**
 * A cheap fingerprint of what belongs to one member: per table, the row count and an md5 of its rows
 * (rows of the member where the table has user_id or enrolment_id, every row otherwise). Tables are
 * read from the database, so a new domain's tables are covered without listing them. Left out:
 * rate_limits (counters every request may bump) and access_tokens.last_used_at (a usage hint).
 */
export async function fingerprint(t: TestContext, userId: number): Promise<Record<string, string>> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(await t.db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name NOT LIKE '\\_\\_%' AND table_name <> 'rate_limits'`));
  const tables = new Map<string, Set<string>>();
  for (const r of columns) (tables.get(r.table_name) ?? tables.set(r.table_name, new Set()).get(r.table_name)!).add(r.column_name);
  const out: Record<string, string> = {};
  for (const [table, cols] of [...tables].sort(([a], [b]) => a.localeCompare(b))) {
    const filter = table === 'users'
      ? sql`WHERE id = ${userId}`
      : cols.has('user_id')
        ? sql`WHERE user_id = ${userId}`
        : cols.has('enrolment_id')
          ? sql`WHERE enrolment_id IN (SELECT id FROM enrolments WHERE user_id = ${userId})`
          : sql``;
    const [row] = rowsOf<{ n: number; h: string }>(await t.db.execute(sql`
      SELECT count(*)::int AS n, md5(coalesce(string_agg(r::text, ',' ORDER BY r::text), '')) AS h
      FROM (SELECT to_jsonb(x) - 'last_used_at' AS r FROM ${sql.identifier(table)} x ${filter}) s`));
    out[table] = `${row!.n}:${row!.h}`;
  }
  if (!out.users || !out.enrolments) throw new Error('The fingerprint found no tables: it would prove nothing.');
  return out;
}

/**
 * The whole database in one query: per table, its row count and an md5 of its rows (same exclusions
 * as fingerprint). Cheap on the small world database, so the bad-input suite takes one per request.
 */
export async function databaseFingerprint(t: TestContext): Promise<Record<string, string>> {
  const query = (fingerprintQueries.get(t) ?? fingerprintQueries.set(t, buildFingerprintQuery(t)).get(t))!;
  const rows = rowsOf<{ t: string; n: number; h: string }>(await t.db.execute(await query));
  return Object.fromEntries(rows.map((r) => [r.t, `${r.n}:${r.h}`]));
}

const fingerprintQueries = new WeakMap<TestContext, Promise<SQL>>();

async function buildFingerprintQuery(t: TestContext): Promise<SQL> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(await t.db.execute(sql`
    SELECT c.table_name, c.column_name FROM information_schema.columns c
    JOIN information_schema.tables tb ON tb.table_name = c.table_name AND tb.table_schema = c.table_schema
    WHERE c.table_schema = 'public' AND tb.table_type = 'BASE TABLE' AND c.table_name NOT LIKE '\\_\\_%' AND c.table_name <> 'rate_limits'
    ORDER BY c.table_name, c.ordinal_position`));
  const tables = new Map<string, string[]>();
  for (const r of columns) if (r.column_name !== 'last_used_at') (tables.get(r.table_name) ?? tables.set(r.table_name, []).get(r.table_name)!).push(r.column_name);
  if (!tables.has('users')) throw new Error('The fingerprint found no tables: it would prove nothing.');
  // hashtext over each row's text, summed: order-free and far cheaper than md5 over jsonb.
  const parts = [...tables].map(([table, cols]) => {
    const row = sql.join(cols.map((c) => sql`${sql.identifier(c)}::text`), sql`, `);
    return sql`SELECT ${table}::text AS t, count(*)::int AS n, coalesce(sum(hashtext(concat_ws('|', ${row}))::bigint), 0)::text AS h FROM ${sql.identifier(table)}`;
  });
  return sql.join(parts, sql` UNION ALL `);
}

const rowsOf = <T>(result: unknown): T[] => ((result as { rows?: T[] }).rows ?? (result as T[]));

/** Tables whose fingerprint differs. */
export function changedTables(before: Record<string, string>, after: Record<string, string>): string[] {
  return [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((k) => before[k] !== after[k]);
}
