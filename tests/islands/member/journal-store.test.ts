// The /journal screen's store against the real API: the entries newest first, a search and a course
// filter from the first page, deleting an entry (gone on the server too), and another member's entry
// refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $journalEntries, $journalQuery, $moodChart, deleteEntry, filterJournal } from '../../../src/islands/member/journal/journal-store.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';
import { body, makeLearningCourse, type LearningCourse } from '../../server/learning/factories.ts';

let ctx: TestContext;
let restoreFetch: () => void;
let member: { id: number; token: string };
let evenings: LearningCourse;
let mornings: LearningCourse;

const save = (token: string, lessonId: number, json: unknown) => ctx.api('PUT', `/v1/auth/journal/lessons/${lessonId}`, { token, json });
const entriesOf = async (token: string) => (await body(await ctx.api('GET', '/v1/auth/journal', { token }))).data as Array<{ id: number; body: string }>;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  evenings = await makeLearningCourse(ctx.db, { title: 'Gentle Evenings' });
  mornings = await makeLearningCourse(ctx.db, { title: 'Calm Mornings' });
  member = await ctx.member();
  expect((await save(member.token, evenings.lessons.detail.id, { body: 'In my belly, slowly.', mood: 'good', energy: 3 })).status).toBe(200);
  expect((await save(member.token, mornings.lessons.detail.id, { body: 'A quiet start by the window.' })).status).toBe(200);
  await signInAs(ctx, member);
});

afterAll(async () => {
  $journalQuery.set({ page: 1 });
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('journal store', () => {
  it('loads the entries and the courses they belong to', async () => {
    const entries = watch($journalEntries);
    const chart = watch($moodChart);
    expect((await entries.until(answered)).data?.data.map((e) => e.body).sort()).toEqual(['A quiet start by the window.', 'In my belly, slowly.']);
    expect((await chart.until(answered)).data?.data.courses.map((c) => c.title).sort()).toEqual(['Calm Mornings', 'Gentle Evenings']);
    entries.stop();
    chart.stop();
  });

  it('searches and filters by course from the first page', async () => {
    const view = watch($journalEntries);
    $journalQuery.setKey('page', 2);
    filterJournal({ term: 'window' });
    expect($journalQuery.get()).toMatchObject({ term: 'window', page: 1 });
    const found = await view.until((v) => answered(v) && v.data?.data.length === 1);
    expect(found.data?.data[0]?.body).toBe('A quiet start by the window.');
    filterJournal({ term: undefined, course_id: evenings.course.id });
    const byCourse = await view.until((v) => answered(v) && v.data?.data[0]?.body === 'In my belly, slowly.');
    expect(byCourse.data?.data).toHaveLength(1);
    view.stop();
  });

  it('deletes an entry: the list and the server no longer have it', async () => {
    const view = watch($journalEntries);
    const shown = await view.until(answered);
    const [entry] = shown.data!.data;
    await deleteEntry(entry!.id);
    await view.until((v) => answered(v) && v.data?.data.length === 0);
    expect((await entriesOf(member.token)).map((e) => e.id)).not.toContain(entry!.id);
    view.stop();
  });

  it('refuses to delete another member’s entry, which stays', async () => {
    const other = await ctx.member();
    await save(other.token, evenings.lessons.checklist.id, { body: 'Mine alone.' });
    const [theirs] = await entriesOf(other.token);
    await expect(deleteEntry(theirs!.id)).rejects.toMatchObject({ status: 404 });
    expect((await entriesOf(other.token)).map((e) => e.body)).toEqual(['Mine alone.']);
  });
});
