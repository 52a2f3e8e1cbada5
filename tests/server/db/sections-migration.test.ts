// Migration 0018 gives every existing course one "Lessons" section (docs/rules/studio.md, "Sections"):
// on the demo data, taken back to before sections and migrated again, no learner's progress, work,
// attempt, enrolment or certificate changes and every lesson keeps its place.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { openPglite, type DbHandle } from '../../../src/server/db/client.ts';
import { migrateDatabase } from '../../../src/server/db/migrate.ts';
import { seedDemoContent } from '../../../src/server/demo/seed.ts';

let handle: DbHandle;

async function rows<T = Record<string, unknown>>(query: ReturnType<typeof sql>): Promise<T[]> {
  return ((await handle.db.execute(query)) as unknown as { rows: T[] }).rows;
}

/** What members have done, in a fixed order, to compare before and after. */
const learnerState = async () => ({
  progress: await rows(sql`SELECT * FROM lesson_progress ORDER BY 1, 2`),
  work: await rows(sql`SELECT * FROM lesson_work ORDER BY 1, 2`),
  attempts: await rows(sql`SELECT * FROM quiz_attempts ORDER BY id`),
  enrolments: await rows(sql`SELECT * FROM enrolments ORDER BY id`),
  certificates: await rows(sql`SELECT * FROM certificates ORDER BY id`),
  lessonOrder: await rows(sql`SELECT id, course_id, position FROM lessons ORDER BY course_id, position`),
});

beforeAll(async () => {
  handle = await openPglite(undefined);
  await migrateDatabase(handle);
  await seedDemoContent(handle.db);
}, 90_000);

afterAll(async () => {
  await handle?.close();
});

describe('sections migration on the demo data', () => {
  it('keeps every member\'s progress and gives each course one section holding all its lessons', async () => {
    const before = await learnerState();
    expect(before.progress.length).toBeGreaterThan(0);
    // Back to the database as it was before 0018, then migrate again.
    await handle.db.execute(sql`DROP TRIGGER lessons_default_section ON lessons`);
    await handle.db.execute(sql`DROP FUNCTION lesson_default_section()`);
    await handle.db.execute(sql`ALTER TABLE lessons DROP COLUMN section_id`);
    await handle.db.execute(sql`DROP TABLE course_sections`);
    // Later migrations exist, so 0018's own statements are run again rather than the migrator.
    const file = readFileSync(new URL('../../../src/server/db/migrations/0018_sections_course_sections.sql', import.meta.url), 'utf8');
    for (const statement of file.split('--> statement-breakpoint').map((x) => x.trim()).filter(Boolean)) await handle.db.execute(sql.raw(statement));

    expect(await learnerState()).toEqual(before);
    const [unsectioned] = await rows<{ n: number }>(sql`SELECT count(*)::int AS n FROM lessons WHERE section_id IS NULL`);
    expect(unsectioned!.n).toBe(0);
    const perCourse = await rows<{ n: number; title: string; mismatched: number }>(sql`
      SELECT count(s.id)::int AS n, min(s.title) AS title,
        (SELECT count(*)::int FROM lessons l JOIN course_sections x ON x.id = l.section_id WHERE l.course_id = c.id AND x.course_id <> c.id) AS mismatched
      FROM courses c LEFT JOIN course_sections s ON s.course_id = c.id GROUP BY c.id`);
    for (const course of perCourse) expect(course).toEqual({ n: 1, title: 'Lessons', mismatched: 0 });
  });

  it('puts a lesson written without a section into its course\'s last section', async () => {
    const [course] = await rows<{ id: number }>(sql`SELECT id FROM courses ORDER BY id LIMIT 1`);
    await handle.db.execute(sql`INSERT INTO course_sections (course_id, position, title) VALUES (${course!.id}, 1, 'Week 2')`);
    const [lesson] = await rows<{ section: string }>(sql`
      WITH l AS (INSERT INTO lessons (course_id, position, title, kind) VALUES (${course!.id}, 999, 'Added later', 'detail') RETURNING section_id)
      SELECT s.title AS section FROM l JOIN course_sections s ON s.id = l.section_id`);
    expect(lesson!.section).toBe('Week 2');
  });
});
