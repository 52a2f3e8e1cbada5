// Generated-suite cases for the Spanish versions of content (docs/rules/content.md, "Content
// translations"): a course's and a lesson's version are for authors of the course (another author's
// is 404) and admins, a help article's, a blog post's and a page's for admins; the admin saves, reads
// and deletes them on the world's studio course and a seeded help article, post and page.
import { asc } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blogs, helpArticles, pages } from '../../src/server/db/schema/index.ts';
import type { Case } from './registry.ts';
import type { World } from './world.ts';

const hidden = { author: 'hidden' } as const;
const course = async (w: World) => ({ id: w.studio.course.course.id });
const lesson = async (w: World) => ({ id: w.studio.course.lessons.detail.id });
/** The first seeded row of `table`, read without changing anything. */
const first = (table: PgTable & { id: PgColumn }, what: string) => async (w: World) => {
  const [row] = await w.t.db.select({ id: table.id }).from(table).orderBy(asc(table.id)).limit(1);
  if (!row) throw new Error(`The contract world has no ${what}.`);
  return { id: Number(row.id) };
};
const article = first(helpArticles, 'help article');
const post = first(blogs, 'blog post');
const page = first(pages, 'page');

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
  'GET /v1/admin/content/blog-posts/{id}/spanish': { access: 'admin', request: async (w) => ({ path: await post(w) }) },
  'PUT /v1/admin/content/blog-posts/{id}/spanish': {
    access: 'admin',
    request: async (w) => ({ path: await post(w), json: { title: 'Una entrada', excerpt: 'Un resumen.', content: '<p>Hola.</p>' } }),
  },
  'DELETE /v1/admin/content/blog-posts/{id}/spanish': { access: 'admin', request: async (w) => ({ path: await post(w) }), last: true },
  'GET /v1/admin/content/pages/{id}/spanish': { access: 'admin', request: async (w) => ({ path: await page(w) }) },
  'PUT /v1/admin/content/pages/{id}/spanish': { access: 'admin', request: async (w) => ({ path: await page(w), json: { title: 'Sobre nosotros', summary: 'Quiénes somos.', content: '<p>Hola.</p>' } }) },
  'DELETE /v1/admin/content/pages/{id}/spanish': { access: 'admin', request: async (w) => ({ path: await page(w) }), last: true },
};
