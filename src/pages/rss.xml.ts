// The blog as an RSS 2.0 feed (/rss.xml), written by @astrojs/rss: the twenty newest posts with their
// full HTML, author and date. /rss.xml?lang=es is the Spanish blog's feed: the posts' Spanish
// versions where written (the English otherwise) linking to their /es/ pages (docs/rules/content.md,
// "Content translations"). A file has no /es/ address, hence the query.
import { getRssString } from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { paths } from '../lib/paths.ts';
import { localizePath } from '../lib/i18n.ts';
import { m } from '../paraglide/messages.js';
import { escapeHtml } from '../server/shared/escape-html.ts';
import { feedPosts } from '../server/content/service/index.ts';
import { getRuntime } from '../server/runtime.ts';

export const prerender = false;

export const GET: APIRoute = async ({ url }) => {
  const { deps } = await getRuntime();
  const appUrl = deps.config.appUrl;
  const locale = url.searchParams.get('lang') === 'es' ? 'es' : 'en';
  const page = (path: string) => `${appUrl}${localizePath(path, locale)}`;
  const posts = await feedPosts(deps.db, 20, locale);
  const body = await getRssString({
    title: locale === 'es' ? m.public_blog_feed_title({}, { locale }) : 'Wellspring blog',
    description: locale === 'es' ? m.public_blog_intro({}, { locale }) : 'Ideas and practices for everyday wellbeing, from the Wellspring teachers.',
    site: page('/blog'),
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom', dc: 'http://purl.org/dc/elements/1.1/' },
    customData: [
      `<atom:link href="${escapeHtml(`${appUrl}${paths.blogFeed(locale)}`)}" rel="self" type="application/rss+xml" />`,
      `<language>${locale}</language>`,
      posts[0] ? `<lastBuildDate>${new Date(posts[0].published_at).toUTCString()}</lastBuildDate>` : '',
    ].join(''),
    items: posts.map((p) => ({
      title: p.title,
      link: page(`/blog/${p.id}`),
      pubDate: new Date(p.published_at),
      description: p.excerpt,
      content: p.content,
      customData: `<dc:creator>${escapeHtml(p.author_name)}</dc:creator>`,
    })),
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600, stale-while-revalidate=3600' } });
};
