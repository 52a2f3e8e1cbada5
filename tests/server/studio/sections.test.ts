// Sections in the studio read model (docs/rules/studio.md, "Sections"): a new course's lessons land
// in one "Lessons" section in their order; an archived lesson leaves the section's list.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory } from '../catalogue/factories.ts';
import { body } from '../learning/factories.ts';

let t: TestContext;
let author: Awaited<ReturnType<TestContext['member']>>;
let courseId: number;
const ids: number[] = [];

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  author = await t.member({ name: 'Section Author', role: 'author' });
  const categoryId = (await makeCategory(t.db)).id;
  courseId = (await body(await t.api('POST', '/v1/admin/courses', { token: author.token, json: { title: 'Sectioned', category_id: categoryId } }))).data.id;
  for (const title of ['One', 'Two', 'Three']) {
    ids.push((await body(await t.api('POST', `/v1/admin/courses/${courseId}/lessons`, { token: author.token, json: { kind: 'detail', title } }))).data.id);
  }
});
afterAll(() => t.close());

const sections = async () => (await body(await t.api('GET', `/v1/admin/courses/${courseId}`, { token: author.token }))).data.sections;

describe('sections of a studio course', () => {
  it('starts with no section, then puts the first lessons into one "Lessons" section in order', async () => {
    const s = await sections();
    expect(s).toEqual([{ id: expect.any(Number), title: 'Lessons', position: 0, lesson_ids: ids, drip: { after_days: null, on_date: null } }]);
  });

  it('leaves an archived lesson out of its section', async () => {
    expect((await t.api('POST', `/v1/admin/lessons/${ids[1]}/archive`, { token: author.token })).status).toBe(200);
    expect((await sections())[0].lesson_ids).toEqual([ids[0], ids[2]]);
  });

  it('shows a course without lessons with no sections', async () => {
    const categoryId = (await makeCategory(t.db)).id;
    const empty = (await body(await t.api('POST', '/v1/admin/courses', { token: author.token, json: { title: 'Empty', category_id: categoryId } }))).data;
    expect(empty.sections).toEqual([]);
  });
});
