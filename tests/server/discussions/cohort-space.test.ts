// A cohort's own discussion space (docs/rules/discussions.md, "Who takes part"; issue 33 part 3): its
// members read and write it, before the cohort starts too; a member of the course outside the cohort
// gets 404, as for the cohort; mentions reach only the cohort's members; the course's author reads and
// moderates it; its live stream carries its posts; the studio's queue names the cohort.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses } from '../../../src/server/db/schema/index.ts';
import { calendarDayIn } from '../../../src/lib/dates.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse } from '../learning/factories.ts';
import { sseReader } from '../notifications/support.ts';

type Member = Awaited<ReturnType<TestContext['member']>>;
let t: TestContext;
let admin: Member;
let author: Member;
let ines: Member;
let jon: Member;
let outsider: Member;
let cohortId: number;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ role: 'admin' });
  author = await t.member({ name: 'Space Author', role: 'author' });
  [ines, jon, outsider] = [await t.member({ name: 'Ines Cohort' }), await t.member({ name: 'Jon Cohort' }), await t.member({ name: 'Outside Course' })];
  const c = await makeLearningCourse(t.db, { title: 'Together Course' });
  await t.db.update(courses).set({ ownerId: author.id }).where(eq(courses.id, c.course.id));
  const res = await t.api('POST', `/v1/admin/courses/${c.course.id}/cohorts`, { token: admin.token, json: { title: 'January run', starts_on: calendarDayIn('UTC', new Date(Date.now() + 5 * 86_400_000)), capacity: 10 } });
  expect(res.status, await res.clone().text()).toBe(201);
  cohortId = (await body(res)).data.id;
  for (const m of [ines, jon]) expect((await t.api('POST', `/v1/auth/cohorts/${cohortId}/join`, { token: m.token })).status).toBe(201);
  await enrol(t, outsider.token, c.course.id);
});
afterAll(() => t.close());

const threads = (token: string) => t.api('GET', `/v1/auth/cohorts/${cohortId}/threads`, { token });
const start = (token: string, json: unknown) => t.api('POST', `/v1/auth/cohorts/${cohortId}/threads`, { token, json });

describe('a cohort’s space', () => {
  it('is read and written by its members before the start, and is 404 to a member of the course outside it', async () => {
    const ticket = (await body(await t.api('POST', `/v1/auth/cohorts/${cohortId}/discussion/stream-ticket`, { token: jon.token }))).data;
    expect(ticket.url).toBe(`/v1/cohorts/${cohortId}/discussion/stream?ticket=${ticket.ticket}`);
    const events = sseReader(await t.api('GET', ticket.url));
    await events.nextOf('ready');

    const res = await start(ines.token, { body: 'Hello January run! Who starts on Monday, @Jon Cohort?', mention_ids: [jon.id] });
    expect(res.status).toBe(201);
    const thread = (await body(res)).data;
    expect(thread).toMatchObject({ cohort_id: cohortId, lesson_id: null, mentions: [{ id: jon.id, name: 'Jon Cohort' }] });
    expect(JSON.parse((await events.nextOf('thread')).data)).toMatchObject({ id: thread.id, cohort_id: cohortId });
    await events.close();

    const seen = await body(await threads(jon.token));
    expect(seen.data.map((x: { id: number }) => x.id)).toEqual([thread.id]);
    const [told] = (await body(await t.api('GET', '/v1/auth/notifications', { token: jon.token }))).data;
    expect(told).toMatchObject({ title: 'Ines Cohort mentioned you in “January run”', link: `/cohorts/${cohortId}#post-${thread.id}` });

    expect((await threads(outsider.token)).status).toBe(404);
    expect((await start(outsider.token, { body: 'Let me in' })).status).toBe(404);
    expect((await t.api('GET', `/v1/auth/cohorts/${cohortId}/mentionable`, { token: outsider.token })).status).toBe(404);
    expect((await t.api('POST', `/v1/auth/threads/${thread.id}/replies`, { token: outsider.token, json: { body: 'Sneaky' } })).status).toBe(404);
    expect((await t.api('GET', `/v1/auth/cohorts/999999/threads`, { token: ines.token })).status).toBe(404);
  });

  it('suggests and accepts mentions of the cohort only', async () => {
    const names = (await body(await t.api('GET', `/v1/auth/cohorts/${cohortId}/mentionable`, { token: ines.token }))).data.map((p: { name: string }) => p.name);
    expect(names).toEqual(['Jon Cohort', 'Space Author']);
    const refused = await start(ines.token, { body: 'Hi @Outside Course', mention_ids: [outsider.id] });
    expect(refused.status).toBe(422);
    expect((await body(refused)).errors.mention_ids).toEqual(['You can mention only members of this cohort.']);
  });

  it('is moderated by the course’s author: a report names the cohort in the queue', async () => {
    const page = await body(await threads(author.token));
    expect(page.meta.can_moderate).toBe(true);
    const post = page.data[0];
    expect((await t.api('POST', `/v1/auth/posts/${post.id}/report`, { token: jon.token, json: { reason: 'other', note: 'Testing' } })).status).toBe(201);
    const queue = (await body(await t.api('GET', '/v1/admin/discussions/reports', { token: author.token }))).data;
    expect(queue[0]).toMatchObject({ cohort: { id: cohortId, title: 'January run' }, lesson: null });
    expect((await t.api('POST', `/v1/admin/discussions/posts/${post.id}/hide`, { token: author.token, json: { reason: 'Kept for later' } })).status).toBe(200);
    expect((await body(await threads(jon.token))).data).toEqual([]);
  });
});
