// Generated-suite cases for the studio's site-content routes (docs/rules/studio.md, "Site content"):
// every one is refused with 403 to members, mentors and authors and works for an admin
// (w.studio.admin). Creates use fresh names so their slugs are free; edits change seeded content,
// looked up without writing anything; unpublishing a post and deleting a testimonial run last.
import { randomBytes } from 'node:crypto';
import { asc, desc } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import { blogs, bundles, categories, helpArticles, helpCategories, pages, testimonials } from '../../src/server/db/schema/index.ts';
import type { Case } from './registry.ts';
import type { World } from './world.ts';

const tag = () => randomBytes(3).toString('hex');
const list = { access: 'admin', request: () => ({ query: 'page=1&per_page=20' }) } as const;

/** The id of a seeded row (the first, or the last with `newest`), read without changing anything. */
async function idOf(w: World, table: PgTable & { id: PgColumn }, newest = false): Promise<number> {
  const [row] = await w.t.db.select({ id: table.id }).from(table).orderBy(newest ? desc(table.id) : asc(table.id)).limit(1);
  if (!row) throw new Error('The contract world has no seeded content to edit.');
  return Number(row.id);
}

export const STUDIO_CONTENT_CASES: Record<string, Case> = {
  'GET /v1/admin/content/categories': list,
  'POST /v1/admin/content/categories': { access: 'admin', owner: [201], request: () => ({ json: { name: `Contract category ${tag()}` } }) },
  'PATCH /v1/admin/content/categories/{id}': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, categories) }, json: { description: 'Changed by the studio.' } }) },

  'GET /v1/admin/content/bundles': list,
  'POST /v1/admin/content/bundles': { access: 'admin', owner: [201], request: () => ({ json: { title: `Contract bundle ${tag()}`, price_cents: 1900 } }) },
  'GET /v1/admin/content/bundles/{id}': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, bundles) } }) },
  'PATCH /v1/admin/content/bundles/{id}': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, bundles) }, json: { summary: 'Changed by the studio.' } }) },

  'GET /v1/admin/content/pages': list,
  'POST /v1/admin/content/pages': { access: 'admin', owner: [201], request: () => ({ json: { title: `Contract page ${tag()}`, content: '<p>A new page.</p>' } }) },
  'GET /v1/admin/content/pages/{id}': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, pages) } }) },
  'PATCH /v1/admin/content/pages/{id}': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, pages) }, json: { summary: 'Changed by the studio.' } }) },

  'GET /v1/admin/content/blog-posts': list,
  'POST /v1/admin/content/blog-posts': { access: 'admin', owner: [201], request: () => ({ json: { title: `Contract post ${tag()}`, content: '<p>A new post.</p>' } }) },
  'GET /v1/admin/content/blog-posts/{id}': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, blogs) } }) },
  'PATCH /v1/admin/content/blog-posts/{id}': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, blogs) }, json: { excerpt: 'Changed by the studio.' } }) },
  'POST /v1/admin/content/blog-posts/{id}/publish': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, blogs) } }) },
  'POST /v1/admin/content/blog-posts/{id}/unpublish': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, blogs, true) } }), last: true },

  'GET /v1/admin/content/help-categories': list,
  'POST /v1/admin/content/help-categories': { access: 'admin', owner: [201], request: () => ({ json: { name: `Contract help ${tag()}` } }) },
  'PATCH /v1/admin/content/help-categories/{id}': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, helpCategories) }, json: { description: 'Changed by the studio.' } }) },

  'GET /v1/admin/content/help-articles': { access: 'admin', request: async (w) => ({ query: `page=1&per_page=20&category=${await idOf(w, helpCategories)}` }) },
  'POST /v1/admin/content/help-articles': { access: 'admin', owner: [201], request: async (w) => ({ json: { category_id: await idOf(w, helpCategories), title: `Contract article ${tag()}`, content: '<p>How to.</p>' } }) },
  'PATCH /v1/admin/content/help-articles/{id}': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, helpArticles) }, json: { position: 3 } }) },

  'GET /v1/admin/content/testimonials': list,
  'POST /v1/admin/content/testimonials': { access: 'admin', owner: [201], request: () => ({ json: { name: 'Contract Person', quote: 'It helped.', rating: 5 } }) },
  'PATCH /v1/admin/content/testimonials/{id}': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, testimonials) }, json: { role: 'Changed by the studio' } }) },
  'DELETE /v1/admin/content/testimonials/{id}': { access: 'admin', request: async (w) => ({ path: { id: await idOf(w, testimonials, true) } }), last: true },
};
