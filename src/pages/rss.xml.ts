// The blog as an RSS 2.0 feed (/rss.xml): the twenty newest posts with their full HTML.
import type { APIRoute } from 'astro';
import { escapeHtml } from '../server/shared/escape-html.ts';
import { feedPosts } from '../server/content/service/index.ts';
import { getRuntime } from '../server/runtime.ts';

export const prerender = false;

/** HTML inside CDATA: the only sequence that could end it early is split in two sections. */
const cdata = (html: string) => `<![CDATA[${html.replaceAll(']]>', ']]]]><![CDATA[>')}]]>`;

export const GET: APIRoute = async () => {
  const { deps } = await getRuntime();
  const appUrl = deps.config.appUrl;
  const posts = await feedPosts(deps.db, 20);
  const items = posts.map((p) => {
    const link = `${appUrl}/blog/${p.id}`;
    return `<item>
  <title>${escapeHtml(p.title)}</title>
  <link>${escapeHtml(link)}</link>
  <guid isPermaLink="true">${escapeHtml(link)}</guid>
  <pubDate>${new Date(p.published_at).toUTCString()}</pubDate>
  <dc:creator>${escapeHtml(p.author_name)}</dc:creator>
  <description>${escapeHtml(p.excerpt)}</description>
  <content:encoded>${cdata(p.content)}</content:encoded>
</item>`;
  });
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:content="http://purl.org/rss/1.0/modules/content/" xmlns:dc="http://purl.org/dc/elements/1.1/">
<channel>
  <title>Wellspring blog</title>
  <link>${escapeHtml(`${appUrl}/blog`)}</link>
  <atom:link href="${escapeHtml(`${appUrl}/rss.xml`)}" rel="self" type="application/rss+xml" />
  <description>Ideas and practices for everyday wellbeing, from the Wellspring teachers.</description>
  <language>en</language>
  ${posts[0] ? `<lastBuildDate>${new Date(posts[0].published_at).toUTCString()}</lastBuildDate>` : ''}
${items.join('\n')}
</channel>
</rss>
`;
  return new Response(body, { headers: { 'Content-Type': 'application/rss+xml; charset=utf-8', 'Cache-Control': 'public, max-age=600, stale-while-revalidate=3600' } });
};
