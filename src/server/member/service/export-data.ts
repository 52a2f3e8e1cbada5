// Self-service data export (GET /v1/auth/export): everything we hold about the member, as JSON they
// can keep. Each part is selected column by column, so secrets (password hash, token hashes) and
// internal fields never end up in the file. It reads from domains below this one (docs/domain-order.md);
// the accounts domain answers the route with it (src/server/wiring.ts) and the studio exports a
// member's data with it on their request.
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { DataExport } from '../../../lib/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, badgeAwards, bookmarks, certificates, cohortMembers, cohorts, courses, enquiries, enrolments, learningDays, lessonProgress, lessons, lessonWork, notifications, pointsLedger, quizAttempts, securityEvents, taskSubmissions } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';
import { getDefaultAddress, loadUser, notificationSettingsWithDefaults, toUser } from '../../accounts/service/index.ts';
import { allEntries } from '../../journal/service/index.ts';
import { exportPushDevices } from '../../notifications/service/index.ts';
import { exportDiscussions } from '../../discussions/service/index.ts';
import { exportPractices } from '../../practices/service/index.ts';
import { exportBilling } from '../../billing/service/index.ts';
import { exportLiveRsvps } from '../../live/service/index.ts';
import { exportCalendarFeed } from '../../calendar/service/index.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export async function exportMemberData({ db, actor }: { db: Db; actor: Actor }): Promise<DataExport> {
  const member = await loadUser(db, actor.id);
  // The member's cohorts (docs/rules/cohorts.md).
  const inCohorts = await db
    .select({ cohortId: cohorts.id, title: cohorts.title, courseId: cohorts.courseId, courseTitle: courses.title, startsOn: cohorts.startsOn, placedBy: cohortMembers.placedBy, joinedAt: cohortMembers.joinedAt })
    .from(cohortMembers)
    .innerJoin(cohorts, eq(cohorts.id, cohortMembers.cohortId))
    .innerJoin(courses, eq(courses.id, cohorts.courseId))
    .where(eq(cohortMembers.userId, member.id))
    .orderBy(asc(cohortMembers.joinedAt));
  const [address, sessions, security, enrolled, bookmarked, certs, sent, ledger, badges, days, notes] = await Promise.all([
    getDefaultAddress({ db, actor }),
    db.select().from(accessTokens).where(eq(accessTokens.userId, member.id)).orderBy(asc(accessTokens.createdAt)),
    db.select().from(securityEvents).where(eq(securityEvents.userId, member.id)).orderBy(asc(securityEvents.id)),
    db
      .select({ e: enrolments, courseTitle: courses.title })
      .from(enrolments)
      .innerJoin(courses, eq(courses.id, enrolments.courseId))
      .where(eq(enrolments.userId, member.id))
      .orderBy(asc(enrolments.id)),
    db
      .select({ courseId: bookmarks.courseId, title: courses.title, createdAt: bookmarks.createdAt })
      .from(bookmarks)
      .innerJoin(courses, eq(courses.id, bookmarks.courseId))
      .where(eq(bookmarks.userId, member.id))
      .orderBy(asc(bookmarks.createdAt)),
    db.select().from(certificates).where(eq(certificates.userId, member.id)).orderBy(asc(certificates.issuedAt)),
    db.select().from(enquiries).where(sql`lower(${enquiries.email}) = ${member.email.toLowerCase()}`).orderBy(asc(enquiries.createdAt)),
    db.select().from(pointsLedger).where(eq(pointsLedger.userId, member.id)).orderBy(asc(pointsLedger.earnedAt), asc(pointsLedger.id)),
    db.select().from(badgeAwards).where(eq(badgeAwards.userId, member.id)).orderBy(asc(badgeAwards.awardedAt)),
    db.select().from(learningDays).where(eq(learningDays.userId, member.id)).orderBy(asc(learningDays.day)),
    db.select().from(notifications).where(eq(notifications.userId, member.id)).orderBy(asc(notifications.createdAt), asc(notifications.id)),
  ]);

  const enrolmentIds = enrolled.map((r) => r.e.id);
  const [progress, work, attempts, submissions] = enrolmentIds.length
    ? await Promise.all([
        db
          .select({ p: lessonProgress, title: lessons.title })
          .from(lessonProgress)
          .innerJoin(lessons, eq(lessons.id, lessonProgress.lessonId))
          .where(inArray(lessonProgress.enrolmentId, enrolmentIds))
          .orderBy(asc(lessonProgress.completedAt)),
        db
          .select({ w: lessonWork, title: lessons.title })
          .from(lessonWork)
          .innerJoin(lessons, eq(lessons.id, lessonWork.lessonId))
          .where(inArray(lessonWork.enrolmentId, enrolmentIds))
          .orderBy(asc(lessonWork.updatedAt)),
        db.select().from(quizAttempts).where(inArray(quizAttempts.enrolmentId, enrolmentIds)).orderBy(asc(quizAttempts.createdAt)),
        db
          .select({ s: taskSubmissions, title: lessons.title })
          .from(taskSubmissions)
          .innerJoin(lessons, eq(lessons.id, taskSubmissions.lessonId))
          .where(inArray(taskSubmissions.enrolmentId, enrolmentIds))
          .orderBy(asc(taskSubmissions.submittedAt), asc(taskSubmissions.id)),
      ])
    : [[], [], [], []];

  return {
    exported_at: new Date().toISOString(),
    profile: { ...toUser(member), notification_settings: notificationSettingsWithDefaults(member.notificationSettings), updated_at: member.updatedAt.toISOString() },
    address,
    sessions: sessions.map((s) => ({
      name: s.name,
      // What the devices list shows (docs/security.md, "Sessions and devices").
      user_agent: s.userAgent,
      network: s.network,
      created_at: s.createdAt.toISOString(),
      last_used_at: iso(s.lastUsedAt),
      expires_at: s.expiresAt.toISOString(),
      revoked_at: iso(s.revokedAt),
    })),
    security_events: security.map((e) => ({ kind: e.kind, device: e.device, network: e.network, detail: e.detail, created_at: e.createdAt.toISOString() })),
    enrolments: enrolled.map(({ e, courseTitle }) => ({
      id: e.id,
      course_id: e.courseId,
      course_title: courseTitle,
      bundle_id: e.bundleId,
      status: e.status,
      progress_percent: e.progressPercent,
      last_lesson_id: e.lastLessonId,
      last_read_at: iso(e.lastReadAt),
      completed_at: iso(e.completedAt),
      created_at: e.createdAt.toISOString(),
    })),
    lesson_progress: progress.map(({ p, title }) => ({ enrolment_id: p.enrolmentId, lesson_id: p.lessonId, lesson_title: title, completed_at: p.completedAt.toISOString() })),
    lesson_work: work.map(({ w, title }) => ({
      enrolment_id: w.enrolmentId,
      lesson_id: w.lessonId,
      lesson_title: title,
      kind: w.kind,
      data: w.data,
      submitted: w.submitted,
      attachment_name: w.attachmentName,
      updated_at: w.updatedAt.toISOString(),
    })),
    task_submissions: submissions.map(({ s, title }) => ({
      enrolment_id: s.enrolmentId,
      lesson_id: s.lessonId,
      lesson_title: title,
      answer: s.answer,
      attachment_name: s.attachmentName,
      submitted_at: s.submittedAt.toISOString(),
      state: s.state,
      feedback: s.feedback,
      reviewed_at: iso(s.reviewedAt),
    })),
    quiz_attempts: attempts.map((a) => ({
      enrolment_id: a.enrolmentId,
      lesson_id: a.lessonId,
      answers: a.answers,
      score_percent: a.scorePercent,
      passed: a.passed,
      created_at: a.createdAt.toISOString(),
    })),
    bookmarks: bookmarked.map((b) => ({ course_id: b.courseId, course_title: b.title, created_at: b.createdAt.toISOString() })),
    cohorts: inCohorts.map((c) => ({ cohort_id: c.cohortId, title: c.title, course_id: c.courseId, course_title: c.courseTitle, starts_on: c.startsOn, placed_by: c.placedBy, joined_at: c.joinedAt.toISOString() })),
    certificates: certs.map((c) => ({ code: c.code, course_id: c.courseId, course_title: c.courseTitle, holder_name: c.holderName, issued_at: c.issuedAt.toISOString() })),
    enquiries: sent.map((q) => ({ name: q.name, email: q.email, phone: q.phone, subject: q.subject, message: q.message, created_at: q.createdAt.toISOString() })),
    rewards: {
      time_zone: member.timeZone,
      leaderboard_hidden: member.leaderboardHidden,
      points: ledger.map((r) => ({ points: r.points, reason: r.reason, source: r.sourceKey, earned_at: r.earnedAt.toISOString() })),
      badges: badges.map((b) => ({ key: b.badgeKey, code: b.code, holder_name: b.holderName, awarded_at: b.awardedAt.toISOString() })),
      learning_days: days.map((d) => ({ day: d.day, lessons: d.lessons })),
    },
    notifications: notes.map((n) => ({ type: n.type, title: n.title, body: n.body, link: n.link, read_at: iso(n.readAt), created_at: n.createdAt.toISOString() })),
    push_devices: await exportPushDevices(db, member.id),
    journal: await allEntries(db, member.id),
    practices: await exportPractices(db, member.id),
    billing: await exportBilling(db, member.id),
    discussions: await exportDiscussions(db, member.id),
    live_sessions: await exportLiveRsvps(db, member.id),
    calendar_feed: await exportCalendarFeed(db, member.id),
  };
}
