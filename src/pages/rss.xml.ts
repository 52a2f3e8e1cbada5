// The blog as an RSS 2.0 feed (/rss.xml), written by @astrojs/rss: the twenty newest posts with their
// full HTML, author and date.
import { getRssString } from '@astrojs/rss';
import type { APIRoute } from 'astro';
import { escapeHtml } from '../server/shared/escape-html.ts';
import { feedPosts } from '../server/content/service/index.ts';
import { getRuntime } from '../server/runtime.ts';

export const prerender = false;

export const GET: APIRoute = async () => {
  const { deps } = await getRuntime();
  const appUrl = deps.config.appUrl;
  const posts = await feedPosts(deps.db, 20);
  const body = await getRssString({
    title: 'Wellspring blog',
    description: 'Ideas and practices for everyday wellbeing, from the Wellspring teachers.',
    site: `${appUrl}/blog`,
    trailingSlash: false,
    xmlns: { atom: 'http://www.w3.org/2005/Atom', dc: 'http://purl.org/dc/elements/1.1/' },
    customData: [
      `<atom:link href="${escapeHtml(`${appUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />`,
      '<language>en</language>',
      posts[0] ? `<lastBuildDate>${new Date(posts[0].published_at).toUTCString()}</lastBuildDate>` : '',
    ].join(''),
    items: posts.map((p) => ({
      title: p.title,
      link: `${appUrl}/blog/${p.id}`,
      pubDate: new Date(p.published_at),
      description: p.excerpt,
      content: p.content,
      customData: `<dc:creator>${escapeHtml(p.author_name)}</dc:creator>`,
    })),
  });
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600, stale-while-revalidate=3600' } });
};
