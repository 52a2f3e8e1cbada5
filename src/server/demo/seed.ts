// Demo content for a first start: the catalogue, editorial content and two demo members, written in
// one transaction so a failed seed leaves an empty database rather than half a site. Also the
// generator of many extra courses for benchmarks (scale.ts).
import { demoSecret } from '../auth/sealed.ts';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password.ts';
import { sanitizeHtml } from '../shared/sanitize-html.ts';
import type { Db } from '../db/client.ts';
import {
  addresses,
  blogs,
  bundleCourses,
  bundles,
  categories,
  checklistItems,
  courses,
  helpArticles,
  helpCategories,
  LESSON_KINDS,
  lessons,
  pages,
  quizQuestions,
  enquiries,
  surveyQuestions,
  testimonials,
  users,
} from '../db/schema/index.ts';
import type { CourseSeed } from './authoring.ts';
import { assignDemoLessonMedia, writeDemoMediaFiles as writeLessonMediaFiles } from './media.ts';
import { addDemoInlineImage, writeDemoInlineImageFiles } from './inline-image.ts';
import type { Storage } from '../storage/storage.ts';
import { seedDemoRewards } from './rewards.ts';
import { seedDemoNotifications } from './notifications.ts';
import { seedDemoCommerce } from './commerce.ts';
import { seedDemoBilling } from './billing.ts';
import { seedDemoMessages, seedDemoSurvey } from './messages.ts';
import { seedDemoAuthoring } from './studio.ts';
import { seedDemoApiKeys } from './api-keys.ts';
import { seedDemoWebhooks } from './webhooks.ts';
import { seedDemoNewsletters } from './newsletters.ts';
import { seedDemoLiveSessions } from './live.ts';
import { seedDemoDrip, seedDemoSections } from './sections.ts';
import { seedDemoPractices, seedLessonPractices } from './practices.ts';
import { seedDemoJournal } from './journal.ts';
import { seedDemoCohorts } from './cohorts.ts';
import { seedDemoClass } from './learners.ts';
import { seedDemoDiscussions } from './discussions.ts';
import { ensureCards } from '../review/service/index.ts';
import { BLOGS } from './data/blogs.ts';
import { BUNDLES } from './data/bundles.ts';
import { CATEGORIES } from './data/categories.ts';
import { COURSES } from './data/courses.ts';
import { seedDemoSpanish, seedDemoSpanishSite } from './spanish.ts';
import { HELP } from './data/help.ts';
import { PAGES } from './data/pages.ts';
import { TESTIMONIALS } from './data/testimonials.ts';

import { seedDemoMentoring } from './mentors.ts';
import { seedDemoTaskReviews } from './tasks.ts';

/** The demo's lesson media and its inline image, written to storage when missing; how many were written. */
export async function writeDemoMediaFiles(storage: Storage): Promise<number> {
  return (await writeLessonMediaFiles(storage)) + (await writeDemoInlineImageFiles(storage));
}
export { seedScaleCourses } from './scale.ts';

/** The two accounts a visitor can try the site with; the README and the login page name them. */
export const DEMO_ACCOUNTS = {
  member: { name: 'Maya Thompson', email: 'member@wellspring.example', password: 'wellspring-demo' },
  mentor: { name: 'Daniel Okafor', email: 'mentor@wellspring.example', password: 'wellspring-demo' },
  /** The demo mentor's second mentee (the demo member is the first): docs/rules/mentors.md. */
  mentee: { name: 'Leo Martins', email: 'mentee@wellspring.example', password: 'wellspring-demo' },
  /**
   * The studio's operators (docs/rules/studio.md). The studio needs two-step sign-in, so each has an
   * authenticator secret, public in the README for the demo only: `npm run demo:code` prints the
   * current codes (docs/security.md, "Second factor").
   */
  admin: { name: 'Ruth Adeyemi', email: 'admin@wellspring.example', password: 'wellspring-admin', totpSecret: 'DEMOADMINWELLSPRINGTOTPSECRET234' },
  author: { name: 'Tomás Varga', email: 'author@wellspring.example', password: 'wellspring-author', totpSecret: 'DEMOAUTHORWELLSPRINGTOTPSECRET23' },
} as const;

const DEMO_ENQUIRIES = [
  { name: 'Priya Shah', email: 'priya.shah@example.com', subject: 'Team licences', message: 'We are a team of twelve at a small clinic. Do you offer a group plan, and can we pay by invoice?' },
  { name: 'Marcus Bell', email: 'marcus.bell@example.com', subject: 'Certificate name', message: 'My certificate shows my old surname. How can I change the name printed on it?' },
  { name: 'Aiko Tanaka', email: 'aiko.tanaka@example.com', phone: '+44 20 7946 0018', subject: 'Audio downloads', message: 'Can the meditation audio be downloaded for a long flight without a connection?' },
];

export type SeedSummary = {
  categories: number;
  courses: number;
  lessons: number;
  checklistItems: number;
  quizQuestions: number;
  surveyQuestions: number;
  bundles: number;
  bundleCourses: number;
  blogs: number;
  helpCategories: number;
  helpArticles: number;
  testimonials: number;
  pages: number;
  users: number;
  addresses: number;
};

const DAY_MS = 86_400_000;

/** True when nothing has been added yet: no categories and no users. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [category] = await db.select({ id: categories.id }).from(categories).limit(1);
  if (category) return false;
  const [user] = await db.select({ id: users.id }).from(users).limit(1);
  return !user;
}

/**
 * Checks the authoring rules the site relies on (every course teaches all five lesson kinds, opens
 * with a free preview, bundles save money...), so a later edit of data/*.ts cannot quietly break them.
 */
export function validateDemoContent(): void {
  const problems: string[] = [];
  const categorySlugs = new Set(CATEGORIES.map((c) => c.slug));
  const bySlug = new Map<string, CourseSeed>();
  for (const course of COURSES) {
    const where = `course ${course.slug}`;
    if (bySlug.has(course.slug)) problems.push(`${where}: duplicate slug`);
    bySlug.set(course.slug, course);
    if (!categorySlugs.has(course.category)) problems.push(`${where}: unknown category ${course.category}`);
    if (course.lessons.length < 5 || course.lessons.length > 8) problems.push(`${where}: ${course.lessons.length} lessons (5-8 expected)`);
    const kinds = new Set(course.lessons.map((l) => l.kind));
    for (const kind of LESSON_KINDS) if (!kinds.has(kind)) problems.push(`${where}: no ${kind} lesson`);
    if (course.lessons[0]?.kind !== 'detail') problems.push(`${where}: the first lesson (the free preview) must be a detail lesson`);
    if (course.outcomes.length < 4 || course.outcomes.length > 6) problems.push(`${where}: ${course.outcomes.length} outcomes (4-6 expected)`);
    if (course.priceCents !== 0 && (course.priceCents < 1900 || course.priceCents > 8900)) problems.push(`${where}: price out of range`);
    for (const lesson of course.lessons) {
      const at = `${where}, lesson "${lesson.title}"`;
      if (lesson.minutes < 3 || lesson.minutes > 20) problems.push(`${at}: ${lesson.minutes} minutes (3-20 expected)`);
      if (lesson.kind === 'checklist' && (lesson.items.length < 4 || lesson.items.length > 6)) problems.push(`${at}: ${lesson.items.length} checklist items`);
      if (lesson.kind === 'quiz') {
        if (lesson.questions.length < 3 || lesson.questions.length > 5) problems.push(`${at}: ${lesson.questions.length} questions`);
        if (lesson.passMark < 60 || lesson.passMark > 80) problems.push(`${at}: pass mark ${lesson.passMark}`);
        for (const q of lesson.questions) {
          const ids = new Set(q.options.map((o) => o.id));
          if (q.correct.length === 0 || q.correct.some((id) => !ids.has(id))) problems.push(`${at}: "${q.prompt}" has a correct answer that is not an option`);
          if (q.kind !== 'multiple' && q.correct.length !== 1) problems.push(`${at}: "${q.prompt}" needs exactly one correct answer`);
          if (q.kind === 'multiple' && q.correct.length < 2) problems.push(`${at}: "${q.prompt}" needs two or more correct answers`);
        }
      }
      if (lesson.kind === 'survey' && (lesson.questions.length < 3 || lesson.questions.length > 4)) problems.push(`${at}: ${lesson.questions.length} survey questions`);
      if (lesson.kind === 'task' && !lesson.taskPrompt.trim()) problems.push(`${at}: empty task prompt`);
    }
  }
  for (const bundle of BUNDLES) {
    const members = bundle.courses.map((slug) => bySlug.get(slug));
    if (members.some((c) => !c)) problems.push(`bundle ${bundle.slug}: unknown course`);
    const sum = members.reduce((total, c) => total + (c?.priceCents ?? 0), 0);
    // A bundle saves money; only a bundle of free courses may itself be free.
    if (bundle.priceCents === 0 ? sum !== 0 : bundle.priceCents >= sum) problems.push(`bundle ${bundle.slug}: price ${bundle.priceCents} is not below the courses' ${sum}`);
  }
  if (problems.length) throw new Error(`Demo content breaks its rules:\n- ${problems.join('\n- ')}`);
}

/** Inserts the demo site into an empty, migrated database. */
export async function seedDemoContent(db: Db): Promise<SeedSummary> {
  return (await seedDemo(db, false))!;
}

/** Arbitrary but fixed: every instance must use the same key. */
const SEED_LOCK_KEY = 727_002;

/**
 * Seeds only an empty database, and only once when several instances start together on one
 * PostgreSQL: each takes the same advisory lock inside its transaction, so the first seeds and the
 * others, let in after it commits, find the content there. Null when nothing was added.
 */
export async function seedDemoContentIfEmpty(db: Db): Promise<SeedSummary | null> {
  if (!(await isDatabaseEmpty(db))) return null;
  return seedDemo(db, true);
}

async function seedDemo(db: Db, onlyIfEmpty: boolean): Promise<SeedSummary | null> {
  validateDemoContent();
  // Hashing is deliberately slow; do it before the transaction opens.
  const [memberHash, mentorHash, menteeHash, adminHash, authorHash] = await Promise.all([
    hashPassword(DEMO_ACCOUNTS.member.password),
    hashPassword(DEMO_ACCOUNTS.mentor.password),
    hashPassword(DEMO_ACCOUNTS.mentee.password),
    hashPassword(DEMO_ACCOUNTS.admin.password),
    hashPassword(DEMO_ACCOUNTS.author.password),
  ]);
  const now = Date.now();
  const daysAgo = (days: number) => new Date(now - days * DAY_MS);

  return db.transaction(async (tx): Promise<SeedSummary | null> => {
    if (onlyIfEmpty) {
      await tx.execute(sql`SELECT pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
      if (!(await isDatabaseEmpty(tx))) return null;
    }
    const categoryRows = await tx
      .insert(categories)
      .values(CATEGORIES.map((c, i) => ({ slug: c.slug, name: c.name, description: c.description, position: i + 1 })))
      .returning({ id: categories.id, slug: categories.slug });
    const categoryId = new Map(categoryRows.map((r) => [r.slug, r.id]));

    const courseRows = await tx
      .insert(courses)
      .values(
        COURSES.map((c) => ({
          slug: c.slug,
          title: c.title,
          summary: c.summary,
          descriptionHtml: sanitizeHtml(c.descriptionHtml),
          outcomes: c.outcomes,
          imageUrl: `/images/courses/${c.category}-${c.art}.svg`,
          level: c.level,
          durationMinutes: c.lessons.reduce((sum, l) => sum + l.minutes, 0),
          priceCents: c.priceCents,
          isFree: c.priceCents === 0,
          isFeatured: c.featured ?? false,
          categoryId: categoryId.get(c.category)!,
          instructorName: c.instructor,
          publishedAt: daysAgo(c.publishedDaysAgo),
          createdAt: daysAgo(c.publishedDaysAgo + 7),
        })),
      )
      .returning({ id: courses.id, slug: courses.slug });
    const courseId = new Map(courseRows.map((r) => [r.slug, r.id]));

    const lessonRows = await tx
      .insert(lessons)
      .values(
        COURSES.flatMap((c) =>
          c.lessons.map((l, i) => ({
            courseId: courseId.get(c.slug)!,
            position: i + 1,
            title: l.title,
            kind: l.kind,
            durationMinutes: l.minutes,
            bodyHtml: sanitizeHtml(l.bodyHtml),
            taskPrompt: l.kind === 'task' ? l.taskPrompt : null,
            passMark: l.kind === 'quiz' ? l.passMark : null,
            quizDrawCount: l.kind === 'quiz' ? (l.drawCount ?? null) : null,
            isPreview: i === 0,
          })),
        ),
      )
      .returning({ id: lessons.id, courseId: lessons.courseId, position: lessons.position });
    await seedDemoSections(tx as unknown as Db, (slug) => courseId.get(slug));
    await seedDemoDrip(tx as unknown as Db, (slug) => courseId.get(slug));
    const lessonId = new Map(lessonRows.map((r) => [`${r.courseId}:${r.position}`, r.id]));
    const lessonOf = (c: CourseSeed, index: number) => lessonId.get(`${courseId.get(c.slug)}:${index + 1}`)!;

    const checklistValues: (typeof checklistItems.$inferInsert)[] = [];
    const quizValues: (typeof quizQuestions.$inferInsert)[] = [];
    const surveyValues: (typeof surveyQuestions.$inferInsert)[] = [];
    for (const c of COURSES) {
      c.lessons.forEach((l, i) => {
        const id = lessonOf(c, i);
        if (l.kind === 'checklist') l.items.forEach((label, k) => checklistValues.push({ lessonId: id, position: k + 1, label }));
        if (l.kind === 'quiz')
          l.questions.forEach((q, k) =>
            quizValues.push({ lessonId: id, position: k + 1, prompt: q.prompt, kind: q.kind, options: q.options, correctOptionIds: q.correct, explanation: q.explanation, points: 1 }),
          );
        if (l.kind === 'survey')
          l.questions.forEach((q, k) => surveyValues.push({ lessonId: id, position: k + 1, prompt: q.prompt, kind: q.kind, options: q.options, required: q.required }));
      });
    }
    await tx.insert(checklistItems).values(checklistValues);
    await tx.insert(quizQuestions).values(quizValues);
    await tx.insert(surveyQuestions).values(surveyValues);
    await assignDemoLessonMedia(tx as unknown as Db);
    await addDemoInlineImage(tx as unknown as Db);
    await seedLessonPractices(tx as unknown as Db, COURSES, lessonOf);

    const bundleRows = await tx
      .insert(bundles)
      .values(BUNDLES.map((b) => ({ slug: b.slug, title: b.title, summary: b.summary, descriptionHtml: sanitizeHtml(b.descriptionHtml), imageUrl: b.imageUrl, priceCents: b.priceCents })))
      .returning({ id: bundles.id, slug: bundles.slug });
    const bundleId = new Map(bundleRows.map((r) => [r.slug, r.id]));
    const bundleCourseValues = BUNDLES.flatMap((b) => b.courses.map((slug, i) => ({ bundleId: bundleId.get(b.slug)!, courseId: courseId.get(slug)!, position: i + 1 })));
    await tx.insert(bundleCourses).values(bundleCourseValues);

    const postRows = await tx.insert(blogs).values(
      BLOGS.map((b) => ({
        slug: b.slug,
        title: b.title,
        excerpt: b.excerpt,
        contentHtml: sanitizeHtml(b.contentHtml),
        imageUrl: b.imageUrl,
        authorName: b.authorName,
        readingMinutes: b.readingMinutes,
        publishedAt: daysAgo(b.publishedDaysAgo),
        createdAt: daysAgo(b.publishedDaysAgo + 2),
      })),
    ).returning({ id: blogs.id, slug: blogs.slug });

    const helpRows = await tx
      .insert(helpCategories)
      .values(HELP.map((h, i) => ({ slug: h.slug, name: h.name, description: h.description, position: i + 1 })))
      .returning({ id: helpCategories.id, slug: helpCategories.slug });
    const helpId = new Map(helpRows.map((r) => [r.slug, r.id]));
    const articleValues = HELP.flatMap((h) =>
      h.articles.map((a, i) => ({ categoryId: helpId.get(h.slug)!, title: a.title, contentHtml: sanitizeHtml(a.contentHtml), position: i + 1 })),
    );
    const articleRows = await tx.insert(helpArticles).values(articleValues).returning({ id: helpArticles.id, title: helpArticles.title });
    // Spanish versions of two courses and the most read help articles (docs/rules/content.md, "Content translations").
    const bySlug = new Map(COURSES.map((c) => [c.slug, c]));
    await seedDemoSpanish(tx as unknown as Db, {
      courseId: (slug) => courseId.get(slug),
      lessonIds: (slug) => bySlug.get(slug)?.lessons.map((_, i) => lessonOf(bySlug.get(slug)!, i)) ?? [],
      articleId: (title) => articleRows.find((r) => r.title === title)?.id,
    });

    await tx.insert(testimonials).values(TESTIMONIALS.map((t, i) => ({ name: t.name, role: t.role, quote: t.quote, rating: t.rating, avatarUrl: t.avatarUrl ?? null, position: i + 1 })));

    const pageRows = await tx
      .insert(pages)
      .values(PAGES.map((p) => ({ slug: p.slug, title: p.title, summary: p.summary, contentHtml: sanitizeHtml(p.contentHtml) })))
      .returning({ id: pages.id, slug: pages.slug });
    // Spanish versions of the three newest posts and the About page (docs/rules/content.md, "Content translations").
    await seedDemoSpanishSite(tx as unknown as Db, {
      postId: (slug) => postRows.find((r) => r.slug === slug)?.id,
      pageId: (slug) => pageRows.find((r) => r.slug === slug)?.id,
    });

    const verifiedAt = daysAgo(90);
    const userRows = await tx
      .insert(users)
      .values([
        { name: DEMO_ACCOUNTS.member.name, email: DEMO_ACCOUNTS.member.email, passwordHash: memberHash, gender: 2, isMentor: false, emailVerifiedAt: verifiedAt, createdAt: verifiedAt },
        { name: DEMO_ACCOUNTS.mentor.name, email: DEMO_ACCOUNTS.mentor.email, passwordHash: mentorHash, gender: 1, isMentor: true, emailVerifiedAt: verifiedAt, createdAt: verifiedAt },
        { name: DEMO_ACCOUNTS.mentee.name, email: DEMO_ACCOUNTS.mentee.email, passwordHash: menteeHash, gender: 1, isMentor: false, emailVerifiedAt: verifiedAt, createdAt: verifiedAt },
        { name: DEMO_ACCOUNTS.admin.name, email: DEMO_ACCOUNTS.admin.email, passwordHash: adminHash, role: 'admin' as const, emailVerifiedAt: verifiedAt, createdAt: verifiedAt, totpSecret: demoSecret(DEMO_ACCOUNTS.admin.totpSecret), totpEnabledAt: verifiedAt },
        { name: DEMO_ACCOUNTS.author.name, email: DEMO_ACCOUNTS.author.email, passwordHash: authorHash, role: 'author' as const, emailVerifiedAt: verifiedAt, createdAt: verifiedAt, totpSecret: demoSecret(DEMO_ACCOUNTS.author.totpSecret), totpEnabledAt: verifiedAt },
      ])
      .returning({ id: users.id, email: users.email });
    const memberId = userRows.find((u) => u.email === DEMO_ACCOUNTS.member.email)!.id;
    // A few questions from the contact form, for the studio's enquiries inbox (docs/rules/studio.md).
    await tx.insert(enquiries).values(DEMO_ENQUIRIES.map((e, i) => ({ ...e, createdAt: daysAgo(i * 2 + 1) })));
    await tx.insert(addresses).values({
      userId: memberId,
      line1: '418 Maple Avenue',
      line2: 'Apartment 3B',
      city: 'Portland',
      region: 'OR',
      postcode: '97205',
      country: 'US',
      isDefault: true,
    });
    await seedDemoRewards(tx as unknown as Db, memberId, now);
    await seedDemoNotifications(tx, memberId);
    await seedDemoCommerce(tx as unknown as Db, new Date(now));
    await seedDemoBilling(tx as unknown as Db, memberId, now);
    // The mentorship itself (docs/rules/mentors.md), then the pair's conversation and the survey.
    const mentorId = userRows.find((u) => u.email === DEMO_ACCOUNTS.mentor.email)!.id;
    const menteeId = userRows.find((u) => u.email === DEMO_ACCOUNTS.mentee.email)!.id;
    await seedDemoMentoring(tx as unknown as Db, { mentorId, memberId, menteeId }, new Date(now));
    // Her tasks: one waiting for review (her mentor's queue too), one reviewed with feedback (docs/rules/task-review.md).
    await seedDemoTaskReviews(tx as unknown as Db, { memberId, reviewerId: userRows.find((u) => u.email === DEMO_ACCOUNTS.admin.email)!.id });
    await seedDemoApiKeys(tx as unknown as Db, userRows.find((u) => u.email === DEMO_ACCOUNTS.admin.email)!.id, now);
    await seedDemoNewsletters(tx as unknown as Db, { adminId: userRows.find((u) => u.email === DEMO_ACCOUNTS.admin.email)!.id, memberId, menteeId }, now);
    await seedDemoLiveSessions(tx as unknown as Db, { adminId: userRows.find((u) => u.email === DEMO_ACCOUNTS.admin.email)!.id, memberId, menteeId }, now);
    await seedDemoWebhooks(tx as unknown as Db, userRows.find((u) => u.email === DEMO_ACCOUNTS.admin.email)!.id, { id: memberId, name: DEMO_ACCOUNTS.member.name, email: DEMO_ACCOUNTS.member.email }, now);
    await seedDemoMessages(tx, mentorId, memberId);
    await seedDemoSurvey(tx, memberId);
    await seedDemoPractices(tx as unknown as Db, memberId, now);
    const authored = await seedDemoAuthoring(tx as unknown as Db, userRows.find((u) => u.email === DEMO_ACCOUNTS.author.email)!.id);
    await seedDemoJournal(tx as unknown as Db, memberId, now);
    const pastLearners = await seedDemoClass(tx as unknown as Db, now);
    await seedDemoDiscussions(tx as unknown as Db, { memberId, adminId: userRows.find((u) => u.email === DEMO_ACCOUNTS.admin.email)!.id }, now);
    await seedDemoCohorts(tx as unknown as Db, { memberId, adminId: userRows.find((u) => u.email === DEMO_ACCOUNTS.admin.email)!.id }, now);
    // Review cards of the quizzes she finished, due from the day after each (docs/rules/review.md).
    await ensureCards(tx as unknown as Db, memberId);

    return {
      categories: categoryRows.length,
      courses: courseRows.length + authored.courses,
      lessons: lessonRows.length + authored.lessons,
      checklistItems: checklistValues.length + authored.checklistItems,
      quizQuestions: quizValues.length,
      surveyQuestions: surveyValues.length,
      bundles: bundleRows.length,
      bundleCourses: bundleCourseValues.length,
      blogs: BLOGS.length,
      helpCategories: helpRows.length,
      helpArticles: articleValues.length,
      testimonials: TESTIMONIALS.length,
      pages: PAGES.length,
      users: userRows.length + pastLearners,
      addresses: 1,
    };
  });
}

