// Authoring sections (docs/rules/studio.md, "Sections"): add, rename, reorder, delete an empty one,
// move lessons between them; positions stay course-wide in section order, so the player's next lesson
// follows the sections; bad input is 422 and changes nothing; others' courses are 404, members 403.
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, courseSections, lessons } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory } from '../catalogue/factories.ts';
import { body } from '../learning/factories.ts';

let t: TestContext;
let author: Awaited<ReturnType<TestContext['member']>>;
let other: Awaited<ReturnType<TestContext['member']>>;
let member: Awaited<ReturnType<TestContext['member']>>;
let courseId: number;
let first: number;
const ids: Record<string, number> = {};

const get = async () =>
  (
    await body(
      await t.api('GET', `/v1/admin/courses/${courseId}`, {
        token: author.token,
      }),
    )
  ).data;
const order = async () =>
  (
    await t.db
      .select({
        id: lessons.id,
        position: lessons.position,
        sectionId: lessons.sectionId,
      })
      .from(lessons)
      .where(eq(lessons.courseId, courseId))
      .orderBy(asc(lessons.position))
  ).filter((l) => l.position > 0);

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  author = await t.member({ name: 'Section Author', role: 'author' });
  other = await t.member({ name: 'Other Author', role: 'author' });
  member = await t.member({ name: 'Plain Member' });
  const categoryId = (await makeCategory(t.db)).id;
  courseId = (
    await body(
      await t.api('POST', '/v1/admin/courses', {
        token: author.token,
        json: { title: 'Breath work', category_id: categoryId },
      }),
    )
  ).data.id;
  for (const title of ['Arrive', 'Breathing basics', 'Settle']) {
    ids[title] = (
      await body(
        await t.api('POST', `/v1/admin/courses/${courseId}/lessons`, {
          token: author.token,
          json: { kind: 'detail', title },
        }),
      )
    ).data.id;
  }
  first = (await get()).sections[0].id;
});
afterAll(() => t.close());

describe('sections API', () => {
  let second: number;

  it('adds a section at the end, empty, and audits it', async () => {
    const res = await t.api('POST', `/v1/admin/courses/${courseId}/sections`, {
      token: author.token,
      json: { title: '  Going deeper ' },
    });
    expect(res.status).toBe(201);
    const course = (await body(res)).data;
    expect(course.sections.map((s: { title: string; position: number }) => [s.title, s.position])).toEqual([
      ['Lessons', 0],
      ['Going deeper', 1],
    ]);
    second = course.sections[1].id;
    expect(course.sections[1].lesson_ids).toEqual([]);
    const rows = await t.db.select().from(auditLog).where(eq(auditLog.action, 'section.create'));
    expect(rows.at(-1)?.subjectId).toBe(second);
  });

  it('moves a lesson into another section at a place, and positions follow the sections', async () => {
    const res = await t.api('POST', `/v1/admin/lessons/${ids['Breathing basics']}/move`, { token: author.token, json: { section_id: second, position: 1 } });
    expect(res.status).toBe(200);
    const course = (await body(res)).data;
    expect(course.sections.map((s: { lesson_ids: number[] }) => s.lesson_ids)).toEqual([[ids.Arrive, ids.Settle], [ids['Breathing basics']]]);
    expect((await order()).map((l) => [l.id, l.position, l.sectionId])).toEqual([
      [ids.Arrive, 1, first],
      [ids.Settle, 2, first],
      [ids['Breathing basics'], 3, second],
    ]);
    expect(course.lessons.map((l: { id: number }) => l.id)).toEqual([ids.Arrive, ids.Settle, ids['Breathing basics']]);
  });

  it('reorders sections and their lessons follow', async () => {
    const res = await t.api('PUT', `/v1/admin/courses/${courseId}/sections/order`, { token: author.token, json: { section_ids: [second, first] } });
    expect(res.status).toBe(200);
    const course = (await body(res)).data;
    expect(course.sections.map((s: { id: number; position: number }) => [s.id, s.position])).toEqual([
      [second, 0],
      [first, 1],
    ]);
    expect((await order()).map((l) => l.id)).toEqual([ids['Breathing basics'], ids.Arrive, ids.Settle]);
  });

  it('keeps lessons in their sections when the flat order is sent', async () => {
    const res = await t.api('PUT', `/v1/admin/courses/${courseId}/lessons/order`, {
      token: author.token,
      json: { lesson_ids: [ids.Settle, ids.Arrive, ids['Breathing basics']] },
    });
    expect(res.status).toBe(200);
    expect((await order()).map((l) => l.id)).toEqual([ids['Breathing basics'], ids.Settle, ids.Arrive]);
  });

  it('adds a new lesson to the section it names, at its end', async () => {
    const res = await t.api('POST', `/v1/admin/courses/${courseId}/lessons`, {
      token: author.token,
      json: { kind: 'detail', title: 'Body scan', section_id: second },
    });
    expect(res.status).toBe(201);
    ids['Body scan'] = (await body(res)).data.id;
    expect((await get()).sections[0].lesson_ids).toEqual([ids['Breathing basics'], ids['Body scan']]);
    expect((await order()).map((l) => l.id)).toEqual([ids['Breathing basics'], ids['Body scan'], ids.Settle, ids.Arrive]);
  });

  it('renames a section', async () => {
    const res = await t.api('PATCH', `/v1/admin/sections/${second}`, {
      token: author.token,
      json: { title: 'Foundations' },
    });
    expect(res.status).toBe(200);
    expect((await body(res)).data.sections[0].title).toBe('Foundations');
  });

  it('refuses to delete a section with lessons (409), deletes an empty one and closes the gap', async () => {
    const full = await t.api('DELETE', `/v1/admin/sections/${second}`, {
      token: author.token,
    });
    expect(full.status).toBe(409);
    expect((await body(full)).message).toMatch(/Move this section’s 2 lessons/);
    const made = (
      await body(
        await t.api('POST', `/v1/admin/courses/${courseId}/sections`, {
          token: author.token,
          json: { title: 'Spare' },
        }),
      )
    ).data;
    const spare = made.sections[2].id;
    const mid = await t.api('PUT', `/v1/admin/courses/${courseId}/sections/order`, { token: author.token, json: { section_ids: [second, spare, first] } });
    expect(mid.status).toBe(200);
    const res = await t.api('DELETE', `/v1/admin/sections/${spare}`, {
      token: author.token,
    });
    expect(res.status).toBe(200);
    expect((await body(res)).data.sections.map((s: { id: number; position: number }) => [s.id, s.position])).toEqual([
      [second, 0],
      [first, 1],
    ]);
    expect(await t.db.select().from(courseSections).where(eq(courseSections.id, spare))).toEqual([]);
  });

  it('moves the archived lessons of a deleted section to its neighbour, so restoring still works', async () => {
    const made = (
      await body(
        await t.api('POST', `/v1/admin/courses/${courseId}/sections`, {
          token: author.token,
          json: { title: 'Short-lived' },
        }),
      )
    ).data;
    const temp = made.sections[2].id;
    expect(
      (
        await t.api('POST', `/v1/admin/lessons/${ids.Arrive}/move`, {
          token: author.token,
          json: { section_id: temp },
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.api('POST', `/v1/admin/lessons/${ids.Arrive}/archive`, {
          token: author.token,
        })
      ).status,
    ).toBe(200);
    expect(
      (
        await t.api('DELETE', `/v1/admin/sections/${temp}`, {
          token: author.token,
        })
      ).status,
    ).toBe(200);
    const [row] = await t.db.select().from(lessons).where(eq(lessons.id, ids.Arrive!));
    expect(row!.sectionId).toBe(first);
    expect(
      (
        await t.api('POST', `/v1/admin/lessons/${ids.Arrive}/restore`, {
          token: author.token,
        })
      ).status,
    ).toBe(200);
    expect((await get()).sections.at(-1).lesson_ids.at(-1)).toBe(ids.Arrive);
    expect((await order()).at(-1)?.id).toBe(ids.Arrive);
  });

  it('answers 422 with field errors for bad input and changes nothing', async () => {
    const before = await order();
    const cases: Array<[string, string, unknown, string]> = [
      ['POST', `/v1/admin/courses/${courseId}/sections`, { title: '   ' }, 'title'],
      ['PATCH', `/v1/admin/sections/${first}`, { title: 'x'.repeat(201) }, 'title'],
      ['PUT', `/v1/admin/courses/${courseId}/sections/order`, { section_ids: [first] }, 'section_ids'],
      ['POST', `/v1/admin/lessons/${ids.Settle}/move`, { section_id: 999999 }, 'section_id'],
      ['POST', `/v1/admin/lessons/${ids.Settle}/move`, { section_id: first, position: 40 }, 'position'],
      ['POST', `/v1/admin/lessons/${ids.Settle}/move`, { section_id: first, position: 0 }, 'position'],
      ['POST', `/v1/admin/courses/${courseId}/lessons`, { kind: 'detail', title: 'Stray', section_id: 999999 }, 'section_id'],
    ];
    for (const [method, path, json, field] of cases) {
      const res = await t.api(method, path, { token: author.token, json });
      expect(res.status, `${method} ${path}`).toBe(422);
      expect(Object.keys((await body(res)).errors ?? {}), `${method} ${path}`).toContain(field);
    }
    expect(await order()).toEqual(before);
    expect((await get()).sections.map((s: { title: string }) => s.title)).toEqual(['Foundations', 'Lessons']);
  });

  it('asks for a token (401), refuses members (403) and hides another author’s course (404)', async () => {
    const calls: Array<[string, string, unknown]> = [
      ['POST', `/v1/admin/courses/${courseId}/sections`, { title: 'Intruder' }],
      ['PATCH', `/v1/admin/sections/${first}`, { title: 'Intruder' }],
      ['PUT', `/v1/admin/courses/${courseId}/sections/order`, { section_ids: [first, second] }],
      ['DELETE', `/v1/admin/sections/${first}`, undefined],
      ['POST', `/v1/admin/lessons/${ids.Settle}/move`, { section_id: second }],
    ];
    const before = JSON.stringify(await get());
    for (const [method, path, json] of calls) {
      const opts = json === undefined ? {} : { json };
      expect((await t.api(method, path, opts)).status, `${method} ${path} anonymous`).toBe(401);
      expect((await t.api(method, path, { ...opts, token: member.token })).status, `${method} ${path} member`).toBe(403);
      expect((await t.api(method, path, { ...opts, token: other.token })).status, `${method} ${path} other author`).toBe(404);
    }
    expect(JSON.stringify(await get())).toBe(before);
  });
});
