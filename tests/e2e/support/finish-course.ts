// Finishing a demo course through the API, for specs that need a member who has finished one: every
// lesson is saved as a learner would, with the quiz answered from the demo content.
import type { APIRequestContext } from '@playwright/test';
import { COURSES } from '../../../src/server/demo/data/courses.ts';
import { expect } from './fixtures.ts';

/** Enrols in the demo course `slug` and completes each of its lessons; answers the course's id. */
export async function finishCourse(request: APIRequestContext, token: string, slug: string): Promise<number> {
  const headers = { authorization: `Bearer ${token}` };
  const seed = COURSES.find((c) => c.slug === slug)!;
  const course = (await (await request.get(`/v1/courses/${slug}`)).json()).data as { id: number; lessons: Array<{ id: number }> };
  expect((await request.post(`/v1/courses/${course.id}/enrolment`, { headers })).status()).toBeLessThan(300);
  for (const { id } of course.lessons) {
    const at = `/v1/courses/${course.id}/${id}`;
    const lesson = (await (await request.get(at, { headers })).json()).data;
    let res;
    if (lesson.kind === 'detail') res = await request.post(`${at}/finish`, { headers });
    if (lesson.kind === 'checklist') res = await request.post(`${at}/checklist`, { headers, data: { checked_ids: lesson.checklist.items.map((i: { id: number }) => i.id) } });
    if (lesson.kind === 'quiz') {
      const seeded = seed.lessons.flatMap((l) => (l.kind === 'quiz' ? l.questions : []));
      const answers = Object.fromEntries(lesson.quiz.questions.map((q: { id: number; prompt: string }) => [q.id, seeded.find((s) => s.prompt === q.prompt)!.correct]));
      res = await request.post(`${at}/quiz`, { headers, data: { answers } });
    }
    if (lesson.kind === 'survey') {
      const answers = Object.fromEntries(
        lesson.survey.questions.map((q: { id: number; kind: string; options: Array<{ id: string }> }) => [q.id, q.kind === 'rating' ? 4 : q.kind === 'single' ? q.options[0]!.id : 'Calmer than before.']),
      );
      res = await request.post(`${at}/survey`, { headers, data: { answers, submit: true } });
    }
    if (lesson.kind === 'task') res = await request.post(`${at}/task`, { headers, data: { answer: 'Five quiet minutes each morning.', submit: true } });
    expect(res!.status(), `${lesson.kind} ${await res!.text()}`).toBeLessThan(300);
  }
  return course.id;
}
