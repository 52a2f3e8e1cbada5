// Generated-suite cases for the Spanish versions of content (docs/rules/content.md, "Content
// translations"): a course's and a lesson's version are for authors of the course (another author's
// is 404) and admins, a help article's for admins; the admin saves, reads and deletes them on the
// world's studio course and a seeded help article.
import { asc } from 'drizzle-orm';
import { helpArticles } from '../../src/server/db/schema/index.ts';
import type { Case } from './registry.ts';
import type { World } from './world.ts';

const hidden = { author: 'hidden' } as const;
const course = async (w: World) => ({ id: w.studio.course.course.id });
const lesson = async (w: World) => ({ id: w.studio.course.lessons.detail.id });
const article = async (w: World) => {
  const [row] = await w.t.db.select({ id: helpArticles.id }).from(helpArticles).orderBy(asc(helpArticles.id)).limit(1);
  if (!row) throw new Error('The contract world has no help article.');
  return { id: row.id };
};

export const STUDIO_TRANSLATION_CASES: Record<string, Case> = {
  'GET /v1/admin/courses/{id}/spanish': { access: 'admin', roles: hidden, request: async (w) => ({ path: await course(w) }) },
  'PUT /v1/admin/courses/{id}/spanish': {
    access: 'admin',
    roles: hidden,
    request: async (w) => ({ path: await course(w), json: { title: 'Curso de prueba', summary: 'Un resumen.', description_html: '<p>Una descripción.</p>' } }),
  },
  'DELETE /v1/admin/courses/{id}/spanish': { access: 'admin', roles: hidden, request: async (w) => ({ path: await course(w) }), last: true },
  'GET /v1/admin/lessons/{id}/spanish': { access: 'admin', roles: hidden, request: async (w) => ({ path: await lesson(w) }) },
  'PUT /v1/admin/lessons/{id}/spanish': { access: 'admin', roles: hidden, request: async (w) => ({ path: await lesson(w), json: { title: 'Llegar', body_html: '<p>Hola.</p>' } }) },
  'DELETE /v1/admin/lessons/{id}/spanish': { access: 'admin', roles: hidden, request: async (w) => ({ path: await lesson(w) }), last: true },
  'GET /v1/admin/content/help-articles/{id}/spanish': { access: 'admin', request: async (w) => ({ path: await article(w) }) },
  'PUT /v1/admin/content/help-articles/{id}/spanish': { access: 'admin', request: async (w) => ({ path: await article(w), json: { title: 'Crear tu cuenta', content: '<p>Regístrate gratis.</p>' } }) },
  'DELETE /v1/admin/content/help-articles/{id}/spanish': { access: 'admin', request: async (w) => ({ path: await article(w) }), last: true },
};
