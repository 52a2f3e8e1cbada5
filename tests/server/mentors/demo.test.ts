// The demo mentor programme (src/server/demo/mentors.ts): the demo mentor has two mentees (one is the
// demo member), a group of both and recommendations; the demo member sees one on the dashboard.
import { afterAll, beforeAll, expect, it } from 'vitest';
import { DEMO_ACCOUNTS } from '../../../src/server/demo/seed.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { ok } from './support.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: true });
});
afterAll(() => t.close());

const login = async (who: keyof typeof DEMO_ACCOUNTS) =>
  (await ok(await t.api('POST', '/v1/auth/login', { json: { email: DEMO_ACCOUNTS[who].email, password: DEMO_ACCOUNTS[who].password } }))).data.token as string;

it('shows the demo mentor two mentees, a group, a pending invitation and recommendations with progress', async () => {
  const token = await login('mentor');
  const { data } = await ok(await t.api('GET', '/v1/mentors/home', { token }));
  expect(data.mentees.map((m: { name: string }) => m.name)).toEqual(['Leo Martins', 'Maya Thompson']);
  expect(data.groups).toEqual([expect.objectContaining({ name: 'Evening Calm Circle', members: [expect.objectContaining({ name: 'Leo Martins' }), expect.objectContaining({ name: 'Maya Thompson' })] })]);
  expect(data.pending_invitations.map((i: { email: string }) => i.email)).toEqual(['jordan@wellspring.example']);
  expect(data.recommendations).toHaveLength(2);
  const maya = data.mentees.find((m: { name: string }) => m.name === 'Maya Thompson');
  expect(maya.recommendations.find((r: { title: string; status: string }) => r.status === 'finished')).toBeDefined();
});

it('shows the demo member what the mentor recommended, on the dashboard', async () => {
  const token = await login('member');
  const { data } = await ok(await t.api('GET', '/v1/auth/home', { token }));
  expect(data.mentor_recommendations).toHaveLength(2);
  expect(data.mentor_recommendations[0]).toMatchObject({ mentor: { name: 'Daniel Okafor' }, item: { kind: 'course' } });
});

it('shows the demo member the course her mentor assigned, marked in My Courses', async () => {
  const token = await login('member');
  const { data } = await ok(await t.api('GET', '/v1/auth/courses/enrolled?per_page=50', { token }));
  const assigned = data.filter((c: { assigned_by: string | null }) => c.assigned_by);
  expect(assigned).toEqual([expect.objectContaining({ assigned_by: 'Daniel Okafor', course: expect.objectContaining({ slug: 'stress-first-aid' }) })]);
  const mentor = await ok(await t.api('GET', '/v1/mentors/courses', { token: await login('mentor') }));
  expect(mentor.data.assigned).toEqual([expect.objectContaining({ mode: 'enrolled', mentee: expect.objectContaining({ name: 'Maya Thompson' }) })]);
});
