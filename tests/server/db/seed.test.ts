// The demo seed: what a first start shows must be complete, consistent and safe, and the benchmark
// generator must add courses repeatedly without collisions.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { verifyPassword } from '../../../src/server/auth/password.ts';
import { openPglite, type DbHandle } from '../../../src/server/db/client.ts';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';
import { DEMO_CAPTIONS_KEY } from '../../../src/server/demo/media.ts';
import { DEMO_IMAGE_ALT, DEMO_IMAGE_KEY } from '../../../src/server/demo/inline-image.ts';
import { lockedLessons } from '../../../src/server/learning/service/drip.ts';
import { DEMO_ACCOUNTS, isDatabaseEmpty, seedDemoContent, seedScaleCourses, type SeedSummary } from '../../../src/server/demo/seed.ts';

let handle: DbHandle;
let emptyBefore: boolean;
let summary: SeedSummary;

/** Runs SQL and returns its rows, the same on PGlite and node-postgres. */
async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  const result = (await handle.db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

/** The published catalogue; the demo author's draft (src/server/demo/studio.ts) is a work in progress outside it. */
const publishedCourses = async () => (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM courses WHERE published`))[0]!.n;

beforeAll(async () => {
  handle = await openPglite(undefined);
  await migrateDatabase(handle);
  emptyBefore = await isDatabaseEmpty(handle.db);
  summary = await seedDemoContent(handle.db);
}, 60_000);

afterAll(async () => {
  await handle?.close();
});

describe('seedDemoContent', () => {
  it('opens the first reading of Yoga Foundations with the library image in its stored responsive form', async () => {
    const [file] = await rows<{ id: number; width: number; height: number; alt_text: string; variants: Array<{ key: string; width: number }> }>(
      sql`SELECT id, width, height, alt_text, variants FROM media_files WHERE storage_key = ${DEMO_IMAGE_KEY}`,
    );
    expect(file).toMatchObject({ width: 1800, height: 1125, alt_text: DEMO_IMAGE_ALT });
    expect(file!.variants.map((v) => v.width)).toEqual([480, 960, 1600]);
    const [lesson] = await rows<{ body_html: string }>(sql`SELECT l.body_html FROM lessons l JOIN courses c ON c.id = l.course_id
      WHERE c.slug = 'yoga-foundations' AND l.kind = 'detail' ORDER BY l.position LIMIT 1`);
    const srcset = [...file!.variants.map((v) => `/v1/${v.key} ${v.width}w`), `/v1/${DEMO_IMAGE_KEY} 1800w`].join(', ');
    expect(lesson!.body_html.startsWith(`<img src="/v1/${DEMO_IMAGE_KEY}" alt="${DEMO_IMAGE_ALT}" width="1800" height="1125" srcset="${srcset}" sizes="(min-width: 48rem) 45rem, 100vw" loading="lazy" decoding="async" />`)).toBe(true);
    expect(lesson!.body_html.split('<img').length).toBe(2);
  });

  it('locks the last lesson of the demo member’s Habits That Stick until a week after she enrolled, and nothing before it', async () => {
    const [enrolment] = await rows<{ id: number; course_id: number; user_id: number; created_at: string | Date }>(
      sql`SELECT e.id, e.course_id, e.user_id, e.created_at FROM enrolments e JOIN courses c ON c.id = e.course_id JOIN users u ON u.id = e.user_id
        WHERE c.slug = 'habits-that-stick' AND u.email = 'member@wellspring.example'`,
    );
    const createdAt = new Date(enrolment!.created_at);
    const locked = await lockedLessons(handle.db, { id: enrolment!.id, courseId: enrolment!.course_id, userId: enrolment!.user_id, createdAt }, new Date());
    const [last] = await rows<{ id: number }>(sql`SELECT id FROM lessons WHERE course_id = ${enrolment!.course_id} ORDER BY position DESC LIMIT 1`);
    expect([...locked.keys()]).toEqual([last!.id]);
    expect(locked.get(last!.id)!.getTime()).toBe(createdAt.getTime() + 7 * 86_400_000);
  });

  it('has one pooled quiz: Vinyasa Flow Progressions asks three of its five questions per attempt', async () => {
    const pooled = await rows<{ slug: string; quiz_draw_count: number; questions: number }>(sql`SELECT c.slug, l.quiz_draw_count,
        (SELECT count(*)::int FROM quiz_questions q WHERE q.lesson_id = l.id) AS questions
      FROM lessons l JOIN courses c ON c.id = l.course_id WHERE l.quiz_draw_count IS NOT NULL`);
    expect(pooled).toEqual([{ slug: 'vinyasa-flow-progressions', quiz_draw_count: 3, questions: 5 }]);
  });

  it('fills an empty database, after which it is no longer empty', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(handle.db)).toBe(false);
  });

  it('reports the rows it inserted', async () => {
    const [counts] = await rows<Record<string, number>>(sql`SELECT
      (SELECT count(*)::int FROM categories) AS categories, (SELECT count(*)::int FROM courses) AS courses,
      (SELECT count(*)::int FROM lessons) AS lessons, (SELECT count(*)::int FROM checklist_items) AS "checklistItems",
      (SELECT count(*)::int FROM quiz_questions) AS "quizQuestions", (SELECT count(*)::int FROM survey_questions) AS "surveyQuestions",
      (SELECT count(*)::int FROM bundles) AS bundles, (SELECT count(*)::int FROM bundle_courses) AS "bundleCourses",
      (SELECT count(*)::int FROM blogs) AS blogs, (SELECT count(*)::int FROM help_categories) AS "helpCategories",
      (SELECT count(*)::int FROM help_articles) AS "helpArticles", (SELECT count(*)::int FROM testimonials) AS testimonials,
      (SELECT count(*)::int FROM pages) AS pages, (SELECT count(*)::int FROM users) AS users, (SELECT count(*)::int FROM addresses) AS addresses`);
    expect(counts).toEqual(summary);
  });

  it('has at least six categories, each with three or more courses', async () => {
    const cats = await rows<{ slug: string; n: number }>(
      sql`SELECT c.slug, count(co.id)::int AS n FROM categories c LEFT JOIN courses co ON co.category_id = c.id GROUP BY c.slug`,
    );
    expect(cats.length).toBeGreaterThanOrEqual(6);
    for (const c of cats) expect(c.n, c.slug).toBeGreaterThanOrEqual(3);
  });

  it('has 24+ courses mixing free and paid, levels and featured ones, published over the last year', async () => {
    const list = await rows<{ slug: string; price_cents: number; is_free: boolean; is_featured: boolean; level: string; published_at: string | Date; outcomes: string[]; image_url: string }>(
      sql`SELECT slug, price_cents, is_free, is_featured, level, published_at, outcomes, image_url FROM courses WHERE published`,
    );
    expect(list.length).toBeGreaterThanOrEqual(24);
    const free = list.filter((c) => c.is_free);
    const paid = list.filter((c) => !c.is_free);
    expect(free.length).toBeGreaterThanOrEqual(6);
    expect(paid.length).toBeGreaterThanOrEqual(12);
    for (const c of free) expect(c.price_cents, c.slug).toBe(0);
    for (const c of paid) {
      expect(c.price_cents, c.slug).toBeGreaterThanOrEqual(1900);
      expect(c.price_cents, c.slug).toBeLessThanOrEqual(8900);
    }
    expect(list.filter((c) => c.is_featured).length).toBeGreaterThanOrEqual(4);
    expect(new Set(list.map((c) => c.level))).toEqual(new Set(['beginner', 'intermediate', 'advanced']));
    const yearAgo = Date.now() - 366 * 86_400_000;
    const times = list.map((c) => new Date(c.published_at).getTime());
    for (const t of times) expect(t).toBeGreaterThan(yearAgo);
    expect(new Set(times.map((t) => Math.floor(t / 86_400_000 / 30))).size).toBeGreaterThanOrEqual(6);
    for (const c of list) {
      expect(c.outcomes.length, c.slug).toBeGreaterThanOrEqual(4);
      expect(c.outcomes.length, c.slug).toBeLessThanOrEqual(6);
    }
  });

  it('gives every course 5-8 lessons covering all five kinds, opening with a free detail preview', async () => {
    const lessons = await rows<{ slug: string; position: number; kind: string; is_preview: boolean; duration_minutes: number; body_html: string; task_prompt: string | null; pass_mark: number | null }>(
      sql`SELECT c.slug, l.position, l.kind, l.is_preview, l.duration_minutes, l.body_html, l.task_prompt, l.pass_mark
          FROM lessons l JOIN courses c ON c.id = l.course_id WHERE c.published ORDER BY c.slug, l.position`,
    );
    const byCourse = Map.groupBy(lessons, (l) => l.slug);
    expect(byCourse.size).toBe(await publishedCourses());
    for (const [slug, list] of byCourse) {
      expect(list.length, slug).toBeGreaterThanOrEqual(5);
      expect(list.length, slug).toBeLessThanOrEqual(8);
      expect(new Set(list.map((l) => l.kind)), slug).toEqual(new Set(['detail', 'checklist', 'quiz', 'survey', 'task']));
      expect(list.map((l) => l.position), slug).toEqual(list.map((_, i) => i + 1));
      expect(list[0]!.kind, slug).toBe('detail');
      expect(list[0]!.is_preview, slug).toBe(true);
      for (const l of list) {
        expect(l.duration_minutes).toBeGreaterThanOrEqual(3);
        expect(l.duration_minutes).toBeLessThanOrEqual(20);
        expect(l.body_html.length, `${slug} ${l.position}`).toBeGreaterThan(20);
        if (l.kind === 'detail') expect(l.body_html.match(/<p>/g)?.length ?? 0, `${slug} ${l.position}`).toBeGreaterThanOrEqual(2);
        if (l.kind === 'task') expect(l.task_prompt?.length ?? 0).toBeGreaterThan(40);
        if (l.kind === 'quiz') {
          expect(l.pass_mark).toBeGreaterThanOrEqual(60);
          expect(l.pass_mark).toBeLessThanOrEqual(80);
        }
      }
    }
    const durations = await rows<{ slug: string; duration_minutes: number; total: number }>(
      sql`SELECT c.slug, c.duration_minutes, sum(l.duration_minutes)::int AS total FROM courses c JOIN lessons l ON l.course_id = c.id WHERE c.published GROUP BY c.slug, c.duration_minutes`,
    );
    for (const d of durations) expect(d.duration_minutes, d.slug).toBe(d.total);
  });

  it('gives checklists, quizzes and surveys their items and questions', async () => {
    const checklists = await rows<{ id: number; n: number }>(
      sql`SELECT l.id, count(ci.id)::int AS n FROM lessons l LEFT JOIN checklist_items ci ON ci.lesson_id = l.id WHERE l.kind = 'checklist' GROUP BY l.id`,
    );
    for (const c of checklists) expect(c.n).toBeGreaterThanOrEqual(4);

    const questions = await rows<{ lesson_id: number; kind: string; options: { id: string; label: string }[]; correct_option_ids: string[]; explanation: string }>(
      sql`SELECT q.lesson_id, q.kind, q.options, q.correct_option_ids, q.explanation FROM quiz_questions q`,
    );
    const quizzes = Map.groupBy(questions, (q) => q.lesson_id);
    expect(quizzes.size).toBe(await publishedCourses());
    for (const list of quizzes.values()) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(5);
    }
    expect(new Set(questions.map((q) => q.kind))).toEqual(new Set(['single', 'multiple', 'true_false']));
    for (const q of questions) {
      const ids = q.options.map((o) => o.id);
      for (const id of q.correct_option_ids) expect(ids).toContain(id);
      expect(q.explanation.length).toBeGreaterThan(10);
      if (q.kind === 'single') {
        expect(q.options.length).toBeGreaterThanOrEqual(3);
        expect(q.correct_option_ids).toHaveLength(1);
      }
      if (q.kind === 'multiple') expect(q.correct_option_ids.length).toBeGreaterThanOrEqual(2);
      if (q.kind === 'true_false') {
        expect(q.options).toEqual([
          { id: 'true', label: 'True' },
          { id: 'false', label: 'False' },
        ]);
        expect(q.correct_option_ids).toHaveLength(1);
      }
    }

    const survey = await rows<{ lesson_id: number; kind: string; options: unknown[]; required: boolean }>(
      sql`SELECT lesson_id, kind, options, required FROM survey_questions`,
    );
    const surveys = Map.groupBy(survey, (q) => q.lesson_id);
    expect(surveys.size).toBe(await publishedCourses());
    for (const list of surveys.values()) {
      expect(list.length).toBeGreaterThanOrEqual(3);
      expect(list.length).toBeLessThanOrEqual(4);
    }
    for (const q of survey) {
      if (q.kind === 'rating' || q.kind === 'text') expect(q.options).toEqual([]);
      if (q.kind === 'single') expect(q.options.length).toBeGreaterThanOrEqual(3);
      if (q.kind === 'text') expect(q.required).toBe(false);
    }
  });

  it('has three paid bundles of 3-5 courses priced below the sum of their courses, and one free bundle of free courses', async () => {
    const list = await rows<{ slug: string; price_cents: number; n: number; sum: number }>(
      sql`SELECT b.slug, b.price_cents, count(c.id)::int AS n, sum(c.price_cents)::int AS sum
          FROM bundles b JOIN bundle_courses bc ON bc.bundle_id = b.id JOIN courses c ON c.id = bc.course_id GROUP BY b.slug, b.price_cents`,
    );
    const paid = list.filter((b) => b.price_cents > 0);
    const free = list.filter((b) => b.price_cents === 0);
    expect(paid).toHaveLength(3);
    expect(free.map((b) => b.sum)).toEqual([0]);
    for (const b of list) {
      expect(b.n, b.slug).toBeGreaterThanOrEqual(3);
      expect(b.n, b.slug).toBeLessThanOrEqual(5);
    }
    for (const b of paid) expect(b.price_cents, b.slug).toBeLessThan(b.sum);
  });

  it('has the editorial content: 8 blog posts, a help centre, testimonials and the footer pages', async () => {
    const blogs = await rows<{ content_html: string; published_at: string | Date }>(sql`SELECT content_html, published_at FROM blogs`);
    expect(blogs).toHaveLength(8);
    for (const b of blogs) expect(b.content_html).toContain('<h2>');
    expect(new Set(blogs.map((b) => new Date(b.published_at).toISOString().slice(0, 10))).size).toBe(8);

    const help = await rows<{ slug: string; n: number }>(
      sql`SELECT hc.slug, count(ha.id)::int AS n FROM help_categories hc LEFT JOIN help_articles ha ON ha.category_id = hc.id GROUP BY hc.slug`,
    );
    expect(help).toHaveLength(4);
    for (const h of help) expect(h.n, h.slug).toBeGreaterThanOrEqual(3);
    expect(help.reduce((sum, h) => sum + h.n, 0)).toBeGreaterThanOrEqual(12);

    const testimonials = await rows<{ rating: number }>(sql`SELECT rating FROM testimonials`);
    expect(testimonials).toHaveLength(6);
    for (const t of testimonials) expect([4, 5]).toContain(t.rating);

    const pages = await rows<{ slug: string; content_html: string }>(sql`SELECT slug, content_html FROM pages`);
    expect(pages.map((p) => p.slug).sort()).toEqual(
      // The footer's seven, and the mentor terms the /mentors page opens (docs/rules/mentors.md).
      ['about-us', 'careers', 'privacy-policy', 'terms-and-conditions', 'cookie-policy', 'products-and-pricing', 'case-studies', 'mentor-terms'].sort(),
    );
    for (const p of pages) expect(p.content_html.match(/<h2>/g)?.length ?? 0, p.slug).toBeGreaterThanOrEqual(2);
  });

  it('creates the demo member and mentor, whose passwords verify', async () => {
    const list = await rows<{ id: number; name: string; email: string; password_hash: string; is_mentor: boolean; gender: number; email_verified_at: unknown }>(
      sql`SELECT id, name, email, password_hash, is_mentor, gender, email_verified_at FROM users ORDER BY id`,
    );
    const member = list.find((u) => u.email === DEMO_ACCOUNTS.member.email)!;
    const mentor = list.find((u) => u.email === DEMO_ACCOUNTS.mentor.email)!;
    expect(member).toMatchObject({ name: 'Maya Thompson', is_mentor: false, gender: 2 });
    expect(mentor).toMatchObject({ name: 'Daniel Okafor', is_mentor: true, gender: 1 });
    for (const u of [member, mentor]) {
      expect(u.email_verified_at).not.toBeNull();
      expect(await verifyPassword('wellspring-demo', u.password_hash)).toBe(true);
      expect(await verifyPassword('wrong-password', u.password_hash)).toBe(false);
    }
    // The studio's demo operators (docs/rules/studio.md), and enquiries for its inbox.
    const operators = await rows<{ email: string; role: string; password_hash: string }>(sql`SELECT email, role, password_hash FROM users WHERE role <> 'member' ORDER BY email`);
    expect(operators.map((u) => [u.email, u.role])).toEqual([[DEMO_ACCOUNTS.admin.email, 'admin'], [DEMO_ACCOUNTS.author.email, 'author']]);
    expect(await verifyPassword(DEMO_ACCOUNTS.admin.password, operators[0]!.password_hash)).toBe(true);
    const [open] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM enquiries WHERE handled_at IS NULL`);
    expect(open!.n).toBeGreaterThanOrEqual(3);
    const addresses = await rows<{ user_id: number; is_default: boolean }>(sql`SELECT user_id, is_default FROM addresses`);
    expect(addresses).toEqual([{ user_id: member.id, is_default: true }]);
  });

  it('stores no script or event handler in any HTML field', async () => {
    const html = await rows<{ html: string }>(sql`
      SELECT description_html AS html FROM courses UNION ALL SELECT body_html FROM lessons UNION ALL SELECT description_html FROM bundles
      UNION ALL SELECT content_html FROM blogs UNION ALL SELECT content_html FROM help_articles UNION ALL SELECT content_html FROM pages`);
    expect(html.length).toBeGreaterThan(200);
    for (const { html: h } of html) {
      expect(h).not.toMatch(/<script/i);
      expect(h).not.toMatch(/\son\w+\s*=/i);
      expect(h).not.toMatch(/javascript:/i);
    }
  });

  it('fills the full-text search vectors, so searches find the demo courses and help articles', async () => {
    const [missing] = await rows<{ courses: number; articles: number }>(sql`SELECT
      (SELECT count(*)::int FROM courses WHERE search_vector IS NULL) AS courses,
      (SELECT count(*)::int FROM help_articles WHERE search_vector IS NULL) AS articles`);
    expect(missing).toEqual({ courses: 0, articles: 0 });
    const sleep = await rows<{ slug: string }>(sql`SELECT slug FROM courses WHERE search_vector @@ websearch_to_tsquery('english', 'sleep')`);
    expect(sleep.map((c) => c.slug)).toContain('sleep-reset-14-nights');
    expect(sleep.length).toBeLessThan(summary.courses / 2);
    const help = await rows<{ title: string }>(sql`SELECT title FROM help_articles WHERE search_vector @@ websearch_to_tsquery('english', 'forgotten password')`);
    expect(help.map((h) => h.title)).toContain('Resetting a forgotten password');
  });

  it('points every image at an artwork that exists in public/', async () => {
    const urls = await rows<{ url: string }>(sql`
      SELECT image_url AS url FROM courses UNION SELECT image_url FROM bundles UNION SELECT image_url FROM blogs
      UNION SELECT avatar_url FROM testimonials WHERE avatar_url IS NOT NULL`);
    expect(urls.length).toBeGreaterThan(30);
    for (const { url } of urls) {
      expect(url).toMatch(/^\/images\/.+\.svg$/);
      expect(fs.existsSync(path.join(process.cwd(), 'public', url)), url).toBe(true);
    }
    expect(fs.existsSync(path.join(process.cwd(), 'public/images/avatars/default.svg'))).toBe(true);
  });
});

describe('seedScaleCourses', () => {
  it('adds generated courses, each with a preview lesson, and can run again without slug collisions', async () => {
    const count = async () => (await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM courses`))[0]!.n;
    const before = await count();
    expect(await seedScaleCourses(handle.db, 300)).toBe(300);
    expect(await count()).toBe(before + 300);
    expect(await seedScaleCourses(handle.db, 300)).toBe(300);
    expect(await count()).toBe(before + 600);

    const generated = await rows<{ slug: string; title: string; category_id: number; lessons: number; search: boolean }>(
      sql`SELECT c.slug, c.title, c.category_id, (SELECT count(*)::int FROM lessons l WHERE l.course_id = c.id AND l.is_preview) AS lessons,
          c.search_vector IS NOT NULL AS search FROM courses c WHERE c.slug LIKE 'practice-%'`,
    );
    expect(generated).toHaveLength(600);
    for (const g of generated) {
      expect(g.slug).toMatch(/^practice-\d+-[a-z0-9-]+$/);
      expect(g.lessons).toBe(1);
      expect(g.search).toBe(true);
    }
    // Spread over every category, with varied titles.
    expect(new Set(generated.map((g) => g.category_id)).size).toBe(summary.categories);
    expect(new Set(generated.map((g) => g.title)).size).toBeGreaterThan(300);
    // Realistic selectivity: a specific word matches some generated courses, not most of them.
    const [hits] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM courses WHERE slug LIKE 'practice-%' AND search_vector @@ websearch_to_tsquery('english', 'breathwork')`);
    expect(hits!.n).toBeGreaterThan(0);
    expect(hits!.n).toBeLessThan(60);
  }, 60_000);

  it('adds nothing for a count of zero', async () => {
    expect(await seedScaleCourses(handle.db, 0)).toBe(0);
  });
});

describe('scripts/seed.ts (run by npm start, npm run dev and the Playwright server)', () => {
  it('seeds an empty database and writes the demo media into storage; a second run adds nothing', async () => {
    const { seedDemo } = await import('../../../scripts/seed.ts');
    const { loadConfig } = await import('../../../src/server/config.ts');
    const dataDir = fs.mkdtempSync(path.join(fs.realpathSync(process.env.TMPDIR ?? '/tmp'), 'wellspring-seed-'));
    try {
      const config = loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir });
      const lines: string[] = [];
      await seedDemo(config, { log: (line) => lines.push(line) });
      expect(lines[0]).toMatch(/^Seeded demo content: /);
      // The bell, its captions, the guide, and the inline image with its three WebP copies.
      expect(lines[1]).toBe(`Wrote 7 demo media files to ${config.mediaDir}.`);
      for (const file of [DEMO_IMAGE_KEY, ...[480, 960, 1600].map((w) => DEMO_IMAGE_KEY.replace('.png', `-w${w}.webp`))]) {
        expect(fs.statSync(path.join(config.mediaDir, file)).size, file).toBeGreaterThan(0);
      }
      for (const file of ['breathing-bell.wav', 'practice-guide.pdf']) expect(fs.statSync(path.join(config.mediaDir, 'media/lessons', file)).size).toBeGreaterThan(0);
      // The bell's English captions, kept as the parser re-wrote them (docs/rules/studio.md, "Captions").
      expect(fs.readFileSync(path.join(config.mediaDir, DEMO_CAPTIONS_KEY), 'utf8')).toMatch(/^WEBVTT\n/);

      const again: string[] = [];
      await seedDemo(config, { log: (line) => again.push(line) });
      expect(again).toEqual(['The database already has content; demo content is not added again.']);
      // npm start skips loading the seed once this is there (scripts/seed-marker.ts).
      const { demoSeededMarker } = await import('../../../scripts/seed-marker.ts');
      expect(fs.existsSync(demoSeededMarker(config)!)).toBe(true);
      expect(demoSeededMarker({ ...config, databaseUrl: 'postgres://example/db' })).toBeNull();
      // A fresh database (its folder gone) has no marker, so it is seeded again.
      fs.rmSync(path.join(dataDir, 'pglite'), { recursive: true, force: true });
      expect(fs.existsSync(demoSeededMarker(config)!)).toBe(false);
    } finally {
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
