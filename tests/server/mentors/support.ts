// Shared set-up of the mentor API tests: a mentor, invitations answered through the API, and a
// small course (one detail lesson) that a mentee can finish in one call.
import type { TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse, makeLesson } from '../catalogue/factories.ts';

export type M = Awaited<ReturnType<TestContext['member']>>;

export async function ok(res: Response, status = 200) {
  const text = await res.text();
  if (res.status !== status) throw new Error(`Expected ${status}, got ${res.status}: ${text}`);
  return JSON.parse(text);
}

/** A mentor with the given members as accepted mentees. */
export async function mentorWith(t: TestContext, mentees: M[]): Promise<M> {
  const mentor = await t.member({ isMentor: true });
  if (!mentees.length) return mentor;
  const res = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: mentees.map((m) => m.email), message: 'Join me' } }), 201);
  for (const [i, m] of mentees.entries()) await ok(await t.api('POST', `/v1/mentors/acceptInvite/${res.data.invited[i].id}`, { token: m.token }));
  return mentor;
}

/** A published course with one detail lesson: finishing it completes the course. */
export async function oneLessonCourse(t: TestContext, o: { free?: boolean; title?: string } = {}) {
  const category = await makeCategory(t.db);
  const free = o.free ?? true;
  const course = await makeCourse(t.db, { categoryId: category.id, isFree: free, priceCents: free ? 0 : 4900, ...(o.title ? { title: o.title } : {}) });
  const lesson = await makeLesson(t.db, { courseId: course.id, position: 1, kind: 'detail', title: 'Only lesson' });
  return { course, lesson };
}
