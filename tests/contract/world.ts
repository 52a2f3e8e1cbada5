// The objects the generated suites work on: an owner who has enrolled, worked through every lesson kind
// (answers carrying unique markers), uploaded a task file, earned a certificate, bookmarked the course
// and saved an address; and another member who has done nothing with the owner's things. The
// authorization matrix calls every route with the owner's ids as each identity; the bad-input suite
// uses the same ids so its garbage reaches past routing into the handlers.
import { CERTIFICATE_EMAIL_JOB, LEARNING_JOBS } from '../../src/server/learning/service/issue-certificate.ts';
import { randomBytes } from 'node:crypto';
import { desc, eq, sql, type SQL } from 'drizzle-orm';
import { issueToken } from '../../src/server/auth/tokens.ts';
import { DEMO_AUDIO } from '../../src/server/demo/media.ts';
import { openMentorConversation, syncGroupConversation } from '../../src/server/messages/service/index.ts';
import { accessTokens, discounts, passkeys, enquiries, helpArticles, helpCategories, lessonPractices, pages, taskSubmissions, testimonials } from '../../src/server/db/schema/index.ts';
import { notify } from '../../src/server/notifications/service/index.ts';
import type { Db } from '../../src/server/db/client.ts';
import { ensureSiteSurvey, RECOMMEND_SURVEY } from '../../src/server/surveys/service/index.ts';
import { createTestContext, type TestContext } from '../helpers/app.ts';
import { invoiceInput, issueTestInvoice, refundTestInvoice } from '../server/billing/factories.ts';
import { enrol, makeLearningCourse, writeDemoMedia, type LearningCourse } from '../server/learning/factories.ts';
import { buildCommerceWorld, type CommerceWorld } from './world-commerce.ts';

export type Member = Awaited<ReturnType<TestContext['member']>>;

export type World = {
  t: TestContext;
  course: LearningCourse;
  owner: Member & {
    enrolmentId: number;
    invoiceId: number;
    creditNoteId: number;
    certificateId: number;
    certificateCode: string;
    audioFile: string;
    notificationId: number;
    /** The owner's conversation with their mentor, and their mentor group's conversation. */
    conversationId: number;
    groupConversationId: number;
    messageId: number;
    siteSurveyId: number;
    practiceId: number;
    journalEntryId: number;
    /** A review card of the owner's passed quiz, made due today (cases-review.ts). */
    reviewCardId: number;
    /** A second signed-in device of the owner, which the owner's call signs out (cases-sessions.ts). */
    sessionId: number;
    /** A passkey of the owner's (its key material is never checked by the delete), cases-sign-in.ts. */
    passkeyId: number;
  };
  /** What the owner saved, so a route's case can send the same again. */
  work: { surveyAnswers: Record<string, unknown>; taskAnswer: string };
  /** A plan, a paid course and bundle, a code, and the owner's subscription payment. */
  commerce: CommerceWorld;
  /** Strings only the owner's data contains: none may appear in a reply to anyone else. */
  markers: string[];
  stranger: Member;
  /** A new token for a member (for routes that revoke the one they are called with). */
  freshToken: (m: { id: number }) => Promise<string>;
  /** A member of their own, made for a route that destroys its caller (account cancel). */
  disposable: (label: string) => Promise<Member>;
  /**
   * The mentor programme (cases-mentors.ts): the owner is a mentor with an accepted mentee, a pending
   * invitation (last sent two days ago, so a reminder may go), a group, a recommendation and an
   * assigned course, all carrying markers; and the owner holds two invitations from other mentors.
   */
  mentors: { menteeId: number; pendingId: number; groupId: number; recommendationId: number; toAccept: number; toReject: number };
  /** Task review (cases-tasks.ts): the owner's own submission, and their mentee's, waiting for the owner as mentor. */
  tasks: { menteeSubmissionId: number; ownerSubmissionId: number };
  /**
   * The studio (cases-studio.ts): an admin who makes the admin routes' successful calls, a member the
   * admin suspends, restores and sends a reset link to (never a caller, since suspending ends their
   * sessions), and an enquiry from the contact form. A media library file the admin uploaded
   * (cases-studio-media.ts): made here, since a fixture made inside a case would itself change rows.
   */
  studio: { admin: Member; targetId: number; enquiryId: number; discountId: number; course: LearningCourse; mediaId: number; mediaUrl: string };
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
  await issueToken(t.db, owner.id, 'web', { userAgent: 'Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', network: '198.51.100.x' });
  const [passkey] = await t.db
    .insert(passkeys)
    .values({ userId: owner.id, credentialId: `world-${randomBytes(8).toString('base64url')}`, publicKey: randomBytes(32).toString('base64url'), deviceType: 'multiDevice', name: `Phone ${marker('Passkey')}` })
    .returning({ id: passkeys.id });
  const [spareSession] = await t.db.select({ id: accessTokens.id }).from(accessTokens).where(eq(accessTokens.userId, owner.id)).orderBy(desc(accessTokens.id)).limit(1);
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
    notify(tx, { userId: owner.id, type: 'achievements', text: () => ({ title: `Well done ${marker('Notification')}`, body: 'A badge for the owner.' }), link: '/badges' }),
  );

  const commerce = await buildCommerceWorld(t, owner);
  // One paid payment and its invoice: the snapshot holds the owner's name and address.
  const invoice = await t.db.transaction((tx) => issueTestInvoice(tx as unknown as Db, invoiceInput(owner.id), t.config.billing));
  // A part of it refunded: its credit note is the owner's too (docs/rules/billing.md, "Credit notes").
  const creditNote = await t.db.transaction((tx) => refundTestInvoice(tx as unknown as Db, invoice, 100, t.config.billing));
  // The owner as a mentor: what the mentor routes show carries markers (the group's name, the note,
  // the invitation's message and a pending address).
  await t.db.execute(sql`UPDATE users SET is_mentor = true WHERE id = ${owner.id}`);
  const mentee = await t.member({ name: 'World Mentee' });
  const invited = (await expectOk(await t.api('POST', '/v1/mentors/invite', { token, json: { emails: [mentee.email, `pending-${tag}@example.test`], message: marker('Invite') } }), 'invite')).data.invited as Array<{ id: number; email: string }>;
  const menteeInvite = invited.find((i) => i.email === mentee.email)!.id;
  const pendingId = invited.find((i) => i.email !== mentee.email)!.id;
  await expectOk(await t.api('POST', `/v1/mentors/acceptInvite/${menteeInvite}`, { token: mentee.token }), 'accept');
  await t.db.execute(sql`UPDATE mentor_invitations SET last_sent_at = now() - interval '2 days' WHERE id = ${pendingId}`);
  const groupId = (await expectOk(await t.api('POST', '/v1/mentors/groups', { token, json: { name: marker('Group'), member_ids: [mentee.id] } }), 'group')).data.id;
  const recommendationId = (await expectOk(await t.api('POST', '/v1/mentors/courseRecommendations', { token, json: { course_id: course.course.id, mentee_ids: [mentee.id], note: marker('Note') } }), 'recommendation')).data.id;
  await expectOk(await t.api('POST', '/v1/mentors/courses/assign', { token, json: { course_id: course.course.id, mentee_ids: [mentee.id] } }), 'assign');
  // The mentee's task, waiting for the owner's review as their mentor (cases-tasks.ts).
  const menteeTask = new FormData();
  menteeTask.set('answer', marker('MenteeTask'));
  menteeTask.set('submit', 'true');
  menteeTask.set('file', new File([`mentee notes ${marker('MenteeFile')}`], `mentee-${tag}.txt`, { type: 'text/plain' }));
  await expectOk(await t.api('POST', at(lessons.task.id, 'task'), { token: mentee.token, body: menteeTask }), 'mentee task');
  const [menteeSubmission] = await t.db.select({ id: taskSubmissions.id }).from(taskSubmissions).where(eq(taskSubmissions.lessonId, lessons.task.id)).orderBy(desc(taskSubmissions.id)).limit(1);
  const [ownerSubmission] = await t.db.select({ id: taskSubmissions.id }).from(taskSubmissions).where(eq(taskSubmissions.enrolmentId, enrolmentId)).limit(1);
  const tasks = { menteeSubmissionId: menteeSubmission!.id, ownerSubmissionId: ownerSubmission!.id };
  const inviteOwner = async (name: string) => {
    const mentor = await t.member({ name, isMentor: true });
    return (await expectOk(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [owner.email] } }), 'invite owner')).data.invited[0].id as number;
  };
  const mentors = { menteeId: mentee.id, pendingId, groupId, recommendationId, toAccept: await inviteOwner('First Mentor'), toReject: await inviteOwner('Second Mentor') };
  // A mentor of the owner (not the suites' mentor role), their conversation and a group's, each with
  // a message carrying a marker; and the owner's answer to a site survey, with a marked comment.
  // The owner accepts the mentor's invitation and is put in the mentor's group: the mentors domain
  // opens and syncs both conversations then; the calls here find them.
  const mentor = await t.member({ name: 'World Mentor', isMentor: true });
  const mentorInvite = (await expectOk(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [owner.email] } }), 'mentor invites owner')).data.invited[0].id;
  await expectOk(await t.api('POST', `/v1/mentors/acceptInvite/${mentorInvite}`, { token }), 'owner accepts');
  const mentorGroup = (await expectOk(await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: `Group ${marker('Group')}`, member_ids: [owner.id] } }), 'mentor group')).data;
  const conversationId = await t.db.transaction((tx) => openMentorConversation(tx, mentor.id, owner.id));
  const groupConversationId = await t.db.transaction((tx) => syncGroupConversation(tx, { groupId: mentorGroup.id, mentorId: mentor.id, name: mentorGroup.name, memberIds: [owner.id] }));
  const message = (await expectOk(await t.api('POST', `/v1/auth/conversations/${conversationId}/messages`, { token, json: { body: `Hello ${marker('Message')}` } }), 'message')).data;
  await expectOk(await t.api('POST', `/v1/auth/conversations/${groupConversationId}/messages`, { token: mentor.token, json: { body: `Group hello ${marker('GroupMessage')}` } }), 'group message');
  const siteSurveyId = await ensureSiteSurvey(t.db, RECOMMEND_SURVEY);
  await expectOk(await t.api('POST', `/v1/siteSurveys/${siteSurveyId}`, { token, json: { score: 9, comment: `Lovely ${marker('SurveyComment')}` } }), 'site survey');
  // A practice the detail lesson suggests, adopted by the owner under a marked name, with a marked note.
  await t.db.insert(lessonPractices).values({ lessonId: lessons.detail.id, name: 'Ten quiet breaths', description: 'Breathe slowly.', targetDays: 3 });
  const practice = (await expectOk(await t.api('POST', '/v1/auth/practices', { token, json: { name: `Breathing ${marker('Practice')}`, target_days: 3, lesson_id: lessons.detail.id, reminder_time: '07:30' } }), 'practice')).data;
  await expectOk(await t.api('POST', `/v1/auth/practices/${practice.id}/check-ins`, { token, json: { note: marker('CheckIn'), feeling: 4 } }), 'check-in');

  // A private journal entry on the detail lesson, marked in its text.
  const entry = (await expectOk(await t.api('PUT', `/v1/auth/journal/lessons/${lessons.detail.id}`, { token, json: { body: `Dear diary ${marker('Journal')}`, mood: 'good', energy: 4 } }), 'journal')).data;

  // The passed quiz made the owner's review cards (due tomorrow): one is made due today to be graded.
  const reviewCard = ((await t.db.execute(sql`UPDATE review_cards SET due_on = '2000-01-01', due = now() - interval '1 day'
      WHERE id = (SELECT min(id) FROM review_cards WHERE user_id = ${owner.id}) RETURNING id`)) as unknown as { rows: Array<{ id: number }> }).rows[0];
  if (!reviewCard) throw new Error('world: the passed quiz made no review card');
  const studioAdmin = await t.member({ name: 'World Admin', role: 'admin' });
  // Site content the studio's content cases edit (cases-studio-content.ts): the world is not seeded.
  await t.db.insert(pages).values({ slug: `world-page-${randomBytes(3).toString('hex')}`, title: 'World page', contentHtml: '<p>A page.</p>' });
  const [helpCategory] = await t.db.insert(helpCategories).values({ slug: `world-help-${randomBytes(3).toString('hex')}`, name: 'World help' }).returning({ id: helpCategories.id });
  await t.db.insert(helpArticles).values({ categoryId: helpCategory!.id, title: 'World article', contentHtml: '<p>An answer.</p>' });
  await t.db.insert(testimonials).values([{ name: 'World reader', quote: 'A kind word.' }, { name: 'Second reader', quote: 'Another kind word.' }]);
  // A course only the studio cases edit (cases-studio-courses.ts), so the learning course above stays put.
  const studioCourse = await makeLearningCourse(t.db, { title: 'Studio authored course' });
  const studioTarget = await t.member({ name: 'Studio Target' });
  const [enquiry] = await t.db.insert(enquiries).values({ name: 'A Visitor', email: 'visitor@example.test', subject: 'Group plans', message: 'Do you offer group plans?' }).returning({ id: enquiries.id });

  const [studioDiscount] = await t.db.insert(discounts).values({ code: `STUDIO${randomBytes(3).toString('hex').toUpperCase()}`, name: 'Studio code', kind: 'percent', percentOff: 15 }).returning({ id: discounts.id });

  const mediaForm = new FormData();
  mediaForm.append('file', new File([new TextEncoder().encode('%PDF-1.4\ntrailer<<>>\n%%EOF\n')], 'world.pdf'));
  const media = (await expectOk(await t.api('POST', '/v1/admin/media', { token: studioAdmin.token, body: mediaForm }), 'media upload')).data;

  // Completing the course queued the certificate's e-mail, whose job draws and stores the PDF
  // (docs/rules/learning.md). The world runs it now, as the job worker would, so that no later read
  // draws the PDF and no case sees the owner's certificate change under it.
  const queued = rowsOf<{ id: number; payload: Record<string, unknown> }>(await t.db.execute(sql`SELECT id, payload FROM jobs WHERE name = ${CERTIFICATE_EMAIL_JOB} AND done_at IS NULL`));
  for (const job of queued) {
    const definition = LEARNING_JOBS.find((d) => d.name === CERTIFICATE_EMAIL_JOB)!;
    await definition.handler({ deps: t.deps, job: job as never, payload: job.payload, now: new Date() });
    await t.db.execute(sql`UPDATE jobs SET done_at = now() WHERE id = ${job.id}`);
  }
  const stranger = await t.member({ name: 'Other Member', email: `other-${randomBytes(4).toString('hex')}@example.test` });
  return {
    t,
    course,
    owner: {
      ...owner,
      enrolmentId,
      certificateId: cert.id,
      certificateCode: cert.code,
      audioFile: DEMO_AUDIO,
      notificationId: notificationId!,
      invoiceId: invoice.id,
      creditNoteId: creditNote.id,
      conversationId,
      groupConversationId,
      messageId: message.id,
      siteSurveyId,
      practiceId: practice.id,
      journalEntryId: entry.id,
      reviewCardId: Number(reviewCard.id),
      sessionId: spareSession!.id,
      passkeyId: passkey!.id,
    },
    work: { surveyAnswers, taskAnswer: marker('Task') },
    commerce,
    markers: [tag, owner.email, cert.code, invoice.number, creditNote.number, ...badgeCodes, commerce.paymentReference],
    stranger,
    mentors,
    tasks,
    studio: { admin: studioAdmin, targetId: studioTarget.id, enquiryId: enquiry!.id, discountId: studioDiscount!.id, course: studioCourse, mediaId: media.id, mediaUrl: media.url },
    freshToken: (m) => issueToken(t.db, m.id),
    disposable: (label) => t.member({ name: `Leaving ${label}`, email: `leaving-${label}-${randomBytes(3).toString('hex')}@example.test` }),
  };
}

/**
 * A cheap fingerprint of what belongs to one member: per table, the row count and an md5 of its rows
 * (rows of the member where the table has user_id or enrolment_id, every row otherwise). Tables are
 * read from the database, so a new domain's tables are covered without listing them. Left out:
 * rate_limits (counters every request may bump), access_tokens.last_used_at (a usage hint) and jobs
 * (the queue's own bookkeeping, shared by every member: what a job does shows in the tables it writes).
 */
export async function fingerprint(t: TestContext, userId: number): Promise<Record<string, string>> {
  const columns = rowsOf<{ table_name: string; column_name: string }>(await t.db.execute(sql`
    SELECT table_name, column_name FROM information_schema.columns
    WHERE table_schema = 'public' AND table_name NOT LIKE '\\_\\_%' AND table_name NOT IN ('rate_limits', 'jobs')`));
  const tables = new Map<string, Set<string>>();
  for (const r of columns) (tables.get(r.table_name) ?? tables.set(r.table_name, new Set()).get(r.table_name)!).add(r.column_name);
  const out: Record<string, string> = {};
  for (const [table, cols] of [...tables].sort(([a], [b]) => a.localeCompare(b))) {
    const filter = table === 'users'
      ? sql`WHERE id = ${userId}`
      : cols.has('user_id')
        ? sql`WHERE user_id = ${userId}`
        : table === 'sandbox_checkouts'
          ? // The sandbox provider knows customers by e-mail only, as a real provider would.
            sql`WHERE customer_email = (SELECT email FROM users WHERE id = ${userId})`
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
