// Enrolling by hand and importing people (docs/rules/studio.md, "Manual enrolment", "Importing people";
// issue 32 part 5): a paid course given by hand opens to the member without paying and is taken back
// on unenrolling, audited and told; the preview names each bad row's problem and changes nothing; the
// run invites the new people (the e-mail is in the outbox, its link sets a password), enrols everyone
// named and skips the bad rows; 10,000 rows import. 401, 403, 404, 409, 422.
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courseEntitlements, enrolments, notifications, users } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { STUDIO_JOBS } from '../../../src/server/studio/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, makeLearningCourse } from '../learning/factories.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let paid: { id: number; slug: string; title: string };
let free: { id: number; slug: string; title: string };

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ role: 'admin' });
  const p = await makeLearningCourse(t.db, { free: false, priceCents: 4900, title: 'Given Course' });
  const f = await makeLearningCourse(t.db, { title: 'Open Course' });
  paid = { id: p.course.id, slug: p.course.slug, title: 'Given Course' };
  free = { id: f.course.id, slug: f.course.slug, title: 'Open Course' };
});
afterAll(() => t.close());

const enrolByHand = (memberId: number, json: unknown, token = admin.token) => t.api('POST', `/v1/admin/members/${memberId}/enrolments`, { token, json });
const unenrolByHand = (memberId: number, courseId: number, token = admin.token) => t.api('DELETE', `/v1/admin/members/${memberId}/enrolments/${courseId}`, { token });
const drain = () => createWorker({ deps: t.deps, definitions: STUDIO_JOBS }).drain();

describe('manual enrolment', () => {
  it('gives a paid course without payment, audits it and tells the member; unenrolling takes it back', async () => {
    const member = await t.member();
    const res = await enrolByHand(member.id, { course_id: paid.id });
    expect(res.status, await res.clone().text()).toBe(201);
    expect((await body(res)).data.enrolment_list.map((e: { course: { id: number } }) => e.course.id)).toEqual([paid.id]);
    const [given] = await t.db.select().from(courseEntitlements).where(eq(courseEntitlements.userId, member.id));
    expect(given).toMatchObject({ courseId: paid.id, paymentId: null, grantedBy: admin.id });
    // The member reaches the course as theirs: enrolling again answers their enrolment, and buying is refused.
    expect((await t.api('POST', `/v1/courses/${paid.id}/enrolment`, { token: member.token, json: {} })).status).toBeLessThan(300);
    expect((await t.api('POST', `/v1/courses/${paid.id}/buy`, { token: member.token, json: {} })).status).toBe(409);
    const [note] = await t.db.select().from(notifications).where(eq(notifications.userId, member.id));
    expect(note!.title).toBe('You are enrolled in Given Course');
    expect((await enrolByHand(member.id, { course_id: paid.id })).status).toBe(409);

    const gone = await unenrolByHand(member.id, paid.id);
    expect(gone.status).toBe(200);
    expect((await body(gone)).data.enrolment_list).toEqual([]);
    expect(await t.db.select().from(courseEntitlements).where(eq(courseEntitlements.userId, member.id))).toEqual([]);
    expect((await t.api('POST', `/v1/courses/${paid.id}/enrolment`, { token: member.token, json: {} })).status).toBe(402);
    const actions = await t.db.select({ action: auditLog.action }).from(auditLog).where(and(eq(auditLog.subjectType, 'member'), eq(auditLog.subjectId, member.id)));
    expect(actions.map((a) => a.action).sort()).toEqual(['member.enrol', 'member.unenrol']);
  });

  it('refuses bad input (422), no token (401), a member or an author (403), unknown ids (404)', async () => {
    const member = await t.member();
    const bad = await enrolByHand(member.id, { course_id: 'x' });
    expect(bad.status).toBe(422);
    expect(Object.keys((await body(bad)).errors)).toEqual(['course_id']);
    expect((await t.api('POST', `/v1/admin/members/${member.id}/enrolments`, { json: { course_id: free.id } })).status).toBe(401);
    expect((await enrolByHand(member.id, { course_id: free.id }, member.token)).status).toBe(403);
    expect((await enrolByHand(member.id, { course_id: free.id }, (await t.member({ role: 'author' })).token)).status).toBe(403);
    expect((await enrolByHand(999_999, { course_id: free.id })).status).toBe(404);
    expect((await enrolByHand(member.id, { course_id: 999_999 })).status).toBe(404);
    expect((await unenrolByHand(member.id, free.id)).status).toBe(404);
    expect(await t.db.select().from(enrolments).where(eq(enrolments.userId, member.id))).toEqual([]);
  });
});

describe('importing people', () => {
  const preview = (csv: string, token = admin.token) => t.api('POST', '/v1/admin/imports/people', { token, json: { csv } });

  it('previews each row with its problems and changes nothing; the run invites, enrols and skips', async () => {
    const existing = await t.member({ name: 'Already Here', email: 'already.here@example.test' });
    const csv = [
      '\ufeffName,E-mail,Courses'.replace('E-mail', 'email'),
      `New Person,new.person@example.test,${paid.slug};${free.title}`,
      `Already Here,ALREADY.HERE@example.test,${free.slug}`,
      'No Mail,not-an-email,',
      `"Quoted, Name",quoted.name@example.test,`,
      'Twice,new.person@example.test,',
      `Lost,lost@example.test,no-such-course`,
    ].join('\r\n');
    const usersBefore = (await t.db.select({ n: count() }).from(users))[0]!.n;
    const res = await preview(csv);
    expect(res.status, await res.clone().text()).toBe(201);
    const p = (await body(res)).data;
    expect(p).toMatchObject({ status: 'previewed', total: 3, skipped: 3, new_people: 2, existing_people: 1 });
    expect(p.rows.map((r: { line: number; outcome: string; problems: string[] }) => [r.line, r.outcome, r.problems])).toEqual([
      [4, 'skip', ['The e-mail is not a valid address.']],
      [6, 'skip', ['The e-mail is already on line 2.']],
      [7, 'skip', ['No published course is called “no-such-course”.']],
      [2, 'invite', []],
      [3, 'enrol', []],
      [5, 'invite', []],
    ]);
    expect(p.rows.find((r: { line: number }) => r.line === 5).name).toBe('Quoted, Name');
    expect((await t.db.select({ n: count() }).from(users))[0]!.n).toBe(usersBefore);

    const started = await t.api('POST', `/v1/admin/imports/people/${p.id}/run`, { token: admin.token });
    expect(started.status).toBe(202);
    expect((await t.api('POST', `/v1/admin/imports/people/${p.id}/run`, { token: admin.token })).status).toBe(409);
    await drain();
    const done = (await body(await t.api('GET', `/v1/admin/imports/people/${p.id}`, { token: admin.token }))).data;
    expect(done).toMatchObject({ status: 'done', total: 3, processed: 3, invited: 2, enrolled: 3, skipped: 3 });
    const [newcomer] = await t.db.select().from(users).where(eq(users.email, 'new.person@example.test'));
    const theirs = await t.db.select({ courseId: enrolments.courseId }).from(enrolments).where(eq(enrolments.userId, newcomer!.id));
    expect(theirs.map((e) => e.courseId).sort()).toEqual([paid.id, free.id].sort());
    expect((await t.db.select().from(enrolments).where(and(eq(enrolments.userId, existing.id), eq(enrolments.courseId, free.id)))).length).toBe(1);
    expect(await t.db.select().from(users).where(eq(users.email, 'lost@example.test'))).toEqual([]);
    const mail = t.outbox().find((m) => m.includes('new.person@example.test') && m.includes('Your Wellspring account is ready'));
    expect(mail).toBeDefined();
    // The invitation's link chooses the first password, and the newcomer signs in with it.
    const link = /\/reset-password\/([^/\s"]+)\/([A-Za-z0-9_-]+)/.exec(mail!.replace(/=\r?\n/g, ''))!;
    const reset = await t.api('POST', `/v1/auth/password/reset/${link[1]}/${link[2]}`, { json: { password: 'a first calm password', password_confirmation: 'a first calm password' } });
    expect(reset.status, await reset.clone().text()).toBeLessThan(300);
    expect((await t.api('POST', '/v1/auth/login', { json: { email: 'new.person@example.test', password: 'a first calm password' } })).status).toBe(200);
    expect((await t.db.select().from(auditLog).where(eq(auditLog.action, 'member.import'))).length).toBe(1);
  });

  it('refuses a file it cannot use (422 on csv), and is for admins only', async () => {
    for (const [csv, message] of [
      ['first,last\nA,B', 'The first line must name the columns'],
      ['name,email', 'The file has no people'],
      ['name,email\n"unclosed,a@b.c', 'could not be read as CSV'],
    ] as const) {
      const res = await preview(csv);
      expect(res.status).toBe(422);
      expect((await body(res)).errors.csv[0]).toContain(message);
    }
    expect((await preview('')).status).toBe(422);
    expect((await t.api('POST', '/v1/admin/imports/people', { json: { csv: 'name,email' } })).status).toBe(401);
    expect((await preview('name,email\nA,a@example.test', (await t.member()).token)).status).toBe(403);
    expect((await t.api('GET', '/v1/admin/imports/people/999999', { token: admin.token })).status).toBe(404);
    expect((await t.api('POST', '/v1/admin/imports/people/999999/run', { token: admin.token })).status).toBe(404);
  });

  it('imports 10,000 people, each enrolled', async () => {
    const lines = ['name,email,courses', ...Array.from({ length: 10_000 }, (_, i) => `Person ${i},bulk-${i}@import.example.test,${free.slug}`)];
    const p = (await body(await preview(lines.join('\n')))).data;
    expect(p.total).toBe(10_000);
    await t.api('POST', `/v1/admin/imports/people/${p.id}/run`, { token: admin.token });
    await drain();
    const done = (await body(await t.api('GET', `/v1/admin/imports/people/${p.id}`, { token: admin.token }))).data;
    expect(done).toMatchObject({ status: 'done', processed: 10_000, invited: 10_000, enrolled: 10_000 });
    const [n] = await t.db.select({ n: sql<number>`count(*)::int` }).from(enrolments).innerJoin(users, eq(users.id, enrolments.userId)).where(and(eq(enrolments.courseId, free.id), sql`${users.email} LIKE 'bulk-%'`));
    expect(n!.n).toBe(10_000);
  }, 180_000);
});

