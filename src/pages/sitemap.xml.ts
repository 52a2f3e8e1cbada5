// sitemap.xml: every public page and item (courses, bundles, static pages, blog posts, help
// categories and articles, and the catalogue by category). Past 45,000 addresses it becomes a
// sitemap index whose parts are /sitemap.xml?part=N (part 0: everything but courses; then
// courses in blocks), so it stays within the 50,000-address limit at any catalogue size. Every page
// is listed in each language (English, then its /es/ version), each naming the other as its
// alternate (docs/i18n.md, "Routes"), so a part holds half as many items as addresses.
import type { APIRoute } from 'astro';
import { bundleSitemapEntries, countPublishedCourses, courseSitemapEntries, listCategories } from '../server/catalogue/service/index.ts';
import { escapeHtml } from '../server/shared/escape-html.ts';
import { alternatePaths, LOCALES } from '../lib/i18n.ts';
import { blogSitemapEntries, helpSitemapEntries, pageSitemapEntries } from '../server/content/service/index.ts';
import { getRuntime } from '../server/runtime.ts';

export const prerender = false;

export const COURSES_PER_PART = 22_500;
const STATIC_PATHS = ['/', '/courses', '/bundles', '/pages', '/blog', '/help', '/testimonials', '/contact-us'];

type Entry = { path: string; lastmod?: string };

const xml = (body: string) =>
  new Response(`<?xml version="1.0" encoding="UTF-8"?>\n${body}`, {
    headers: { 'Content-Type': 'application/xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400' },
  });

function urlset(entries: Entry[], appUrl: string): Response {
  const at = (path: string) => escapeHtml(new URL(path, appUrl).toString());
  const urls = entries
    .flatMap((e) => {
      const paths = alternatePaths(e.path);
      const links = [...LOCALES.map((l) => `<xhtml:link rel="alternate" hreflang="${l}" href="${at(paths[l])}"/>`), `<xhtml:link rel="alternate" hreflang="x-default" href="${at(paths.en)}"/>`].join('');
      return LOCALES.map((l) => `<url><loc>${at(paths[l])}</loc>${e.lastmod ? `<lastmod>${e.lastmod.slice(0, 10)}</lastmod>` : ''}${links}</url>`);
    })
    .join('\n');
  return xml(`<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls}\n</urlset>\n`);
}

export const GET: APIRoute = async ({ url }) => {
  const { deps } = await getRuntime();
  const { db, config } = deps;
  const part = url.searchParams.get('part');
  const courseCount = await countPublishedCourses(db);
  const courseParts = Math.ceil(courseCount / COURSES_PER_PART);

  const everythingButCourses = async (): Promise<Entry[]> => {
    const [categories, bundles, pages, blogs, help] = await Promise.all([
      listCategories(db).catch(() => []),
      bundleSitemapEntries(db),
      pageSitemapEntries(db),
      blogSitemapEntries(db),
      helpSitemapEntries(db),
    ]);
    return [
      ...STATIC_PATHS.map((path) => ({ path })),
      ...categories.map((c) => ({ path: `/courses?category=${c.id}` })),
      ...bundles.map((b) => ({ path: `/bundle/${encodeURIComponent(b.slug)}`, lastmod: b.updated_at })),
      ...pages.map((p) => ({ path: `/page/${encodeURIComponent(p.slug)}`, lastmod: p.updated_at })),
      ...blogs.map((b) => ({ path: `/blog/${b.id}`, lastmod: b.updated_at })),
      ...help.categories.map((c) => ({ path: `/help/${encodeURIComponent(c.slug)}/${c.id}` })),
      ...help.articles.map((a) => ({ path: `/help/${a.id}`, lastmod: a.updated_at })),
    ];
  };
  const courseEntries = async (index: number): Promise<Entry[]> =>
    (await courseSitemapEntries(db, COURSES_PER_PART, index * COURSES_PER_PART)).map((c) => ({ path: `/course/${encodeURIComponent(c.slug)}`, lastmod: c.updated_at }));

  if (part !== null) {
    const n = /^\d{1,4}$/.test(part) ? Number(part) : -1;
    if (n === 0) return urlset(await everythingButCourses(), config.appUrl);
    if (n >= 1 && n <= courseParts) return urlset(await courseEntries(n - 1), config.appUrl);
    return new Response('No such sitemap part.', { status: 404, headers: { 'Content-Type': 'text/plain; charset=utf-8' } });
  }
  if (courseCount <= COURSES_PER_PART) return urlset([...(await everythingButCourses()), ...(await courseEntries(0))], config.appUrl);
  const parts = Array.from({ length: courseParts + 1 }, (_, i) => `<sitemap><loc>${escapeHtml(`${config.appUrl}/sitemap.xml?part=${i}`)}</loc></sitemap>`);
  return xml(`<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${parts.join('\n')}\n</sitemapindex>\n`);
};
