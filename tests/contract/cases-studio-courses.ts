// Generated-suite cases for course authoring (docs/rules/studio.md, "Courses" and "Lessons"): members
// and mentors get 403; an author gets their own answer on the lists and on starting a course, and a
// 404 on a course they do not own; the admin makes the successful calls on the world's studio course
// (w.studio.course), so the learning course the other cases use stays as they expect it. Starting
// a course is proven for authors in tests/server/studio/courses.test.ts: here an author sends an
// empty title, since an author's new course would count as a change by "others" to the world.
import { randomBytes } from 'node:crypto';
import { and, asc, eq, isNull } from 'drizzle-orm';
import { courseSections, lessons, users } from '../../src/server/db/schema/index.ts';
import type { LearningCourse } from '../server/learning/factories.ts';
import type { Case } from './registry.ts';
import type { World } from './world.ts';

const authored = async (w: World) => w.studio.course;
const isAuthor = async (w: World, caller: { id: number }) => (await w.t.db.select({ role: users.role }).from(users).where(eq(users.id, caller.id)))[0]?.role === 'author';
const courseOf = async (w: World) => ({ id: (await authored(w)).course.id });
const lessonOf = async (w: World, kind: keyof LearningCourse['lessons']) => ({ id: (await authored(w)).lessons[kind].id });
const tag = () => randomBytes(3).toString('hex');
const hidden = { author: 'hidden' } as const;
const sectionIds = async (w: World) => {
  const c = (await authored(w)).course.id;
  return (await w.t.db.select({ id: courseSections.id }).from(courseSections).where(eq(courseSections.courseId, c)).orderBy(asc(courseSections.position))).map((s) => s.id);
};

/** A section of the authored course that holds lessons (the sections cases before it add and reorder empty ones). */
const sectionWithLessons = async (w: World) => {
  const c = (await authored(w)).course.id;
  const [row] = await w.t.db
    .selectDistinct({ id: courseSections.id, position: courseSections.position })
    .from(courseSections)
    .innerJoin(lessons, and(eq(lessons.sectionId, courseSections.id), isNull(lessons.archivedAt)))
    .where(eq(courseSections.courseId, c))
    .orderBy(asc(courseSections.position));
  return row!.id;
};

export const STUDIO_COURSE_CASES: Record<string, Case> = {
  'GET /v1/admin/courses': { access: 'admin', roles: { author: 'own' }, request: () => ({ query: 'status=all&page=1&per_page=20' }) },
  'POST /v1/admin/courses': {
    access: 'admin',
    roles: { author: 'own' },
    owner: [201],
    request: async (w, caller) => ({ json: { title: (await isAuthor(w, caller)) ? '' : `Contract course ${tag()}`, category_id: (await authored(w)).course.categoryId } }),
  },
  'GET /v1/admin/courses/{id}': { access: 'admin', roles: hidden, request: async (w) => ({ path: await courseOf(w) }) },
  'PATCH /v1/admin/courses/{id}': { access: 'admin', roles: hidden, request: async (w) => ({ path: await courseOf(w), json: { summary: 'Changed in the studio.' } }) },
  'GET /v1/admin/courses/{id}/preview': { access: 'admin', roles: hidden, request: async (w) => ({ path: await courseOf(w) }) },
  'POST /v1/admin/courses/{id}/publish': { access: 'admin', roles: hidden, request: async (w) => ({ path: await courseOf(w), json: {} }) },
  'POST /v1/admin/courses/{id}/unpublish': { access: 'admin', roles: hidden, request: async (w) => ({ path: await courseOf(w) }), last: true },
  'POST /v1/admin/courses/{id}/lessons': { access: 'admin', roles: hidden, owner: [201], request: async (w) => ({ path: await courseOf(w), json: { kind: 'detail', title: `Added ${tag()}` } }), last: true },
  'PUT /v1/admin/courses/{id}/lessons/order': {
    access: 'admin',
    roles: hidden,
    request: async (w) => {
      const c = await authored(w);
      const l = c.lessons;
      return { path: { id: c.course.id }, json: { lesson_ids: [l.checklist.id, l.detail.id, l.quiz.id, l.survey.id, l.task.id] } };
    },
  },
  'POST /v1/admin/courses/{id}/sections': { access: 'admin', roles: hidden, owner: [201], request: async (w) => ({ path: await courseOf(w), json: { title: `Section ${tag()}` } }) },
  'PUT /v1/admin/courses/{id}/sections/order': { access: 'admin', roles: hidden, request: async (w) => ({ path: await courseOf(w), json: { section_ids: (await sectionIds(w)).reverse() } }) },
  'PATCH /v1/admin/sections/{id}': { access: 'admin', roles: hidden, request: async (w) => ({ path: { id: (await sectionIds(w))[0]! }, json: { title: 'Renamed section' } }) },
  // The world's section holds lessons, so the owner's delete is refused (409) and changes nothing; deleting an empty one is in tests/server/studio/sections-api.test.ts.
  'PUT /v1/admin/sections/{id}/drip': { access: 'admin', roles: hidden, request: async (w) => ({ path: { id: (await sectionIds(w))[0]! }, json: { after_days: null, on_date: null } }) },
  'PUT /v1/admin/lessons/{id}/drip': { access: 'admin', roles: hidden, request: async (w) => ({ path: await lessonOf(w, 'detail'), json: { after_days: null, on_date: null } }) },
  'DELETE /v1/admin/sections/{id}': { access: 'admin', roles: hidden, owner: [409], request: async (w) => ({ path: { id: await sectionWithLessons(w) } }) },
  'POST /v1/admin/lessons/{id}/move': {
    access: 'admin',
    roles: hidden,
    request: async (w) => {
      const ids = await sectionIds(w);
      return { path: await lessonOf(w, 'survey'), json: { section_id: ids[ids.length - 1]!, position: 1 } };
    },
  },
  'GET /v1/admin/lessons/{id}': { access: 'admin', roles: hidden, request: async (w) => ({ path: await lessonOf(w, 'quiz') }) },
  'GET /v1/admin/lessons/{id}/quiz-statistics': { access: 'admin', roles: hidden, request: async (w) => ({ path: await lessonOf(w, 'quiz') }) },
  'PATCH /v1/admin/lessons/{id}': { access: 'admin', roles: hidden, request: async (w) => ({ path: await lessonOf(w, 'detail'), json: { title: 'Arriving, revised' } }) },
  'POST /v1/admin/lessons/{id}/archive': { access: 'admin', roles: hidden, request: async (w) => ({ path: await lessonOf(w, 'task') }), last: true },
  'POST /v1/admin/lessons/{id}/restore': { access: 'admin', roles: hidden, request: async (w) => ({ path: await lessonOf(w, 'task') }), last: true },
};
