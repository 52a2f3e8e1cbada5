// A post's text into the HTML shown (docs/rules/discussions.md, "What a post may hold"): a small,
// safe Markdown (paragraphs and line breaks, *emphasis* and **strong**, bulleted and numbered lists,
// links) through markdown-it with HTML off; links become links only when they point into this site,
// anything else stays plain text. Mentions of the members chosen from the suggestions are marked.
// The result goes through sanitize-html with a list of its own, as every stored HTML field does.
import MarkdownIt from 'markdown-it';
import sanitize from 'sanitize-html';
import { POST_MAX_LINKS } from '../../../lib/schemas/discussions.ts';
import { fieldError } from '../../errors.ts';
import { m } from '../../../paraglide/messages.js';

const SANITIZE: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'em', 'strong', 'ul', 'ol', 'li', 'a', 'span'],
  allowedAttributes: { a: ['href'], span: ['class', 'data-member-id'] },
  allowedClasses: { span: ['mention'] },
  // Only paths of this site survive (sitePath turned absolute links of the site into paths).
  allowedSchemes: [],
  allowedSchemesAppliedToAttributes: ['href'],
  allowProtocolRelative: false,
  exclusiveFilter: (frame) => frame.tag === 'a' && !isSitePath(frame.attribs.href ?? ''),
};

const isSitePath = (href: string) => /^\/(?![/\\])[^\s]*$/.test(href);

/** A link's address as a path of this site, or null when it leads elsewhere. */
export function sitePath(href: string, siteOrigin: string): string | null {
  if (isSitePath(href)) return href;
  try {
    const url = new URL(href);
    return url.origin === siteOrigin ? `${url.pathname}${url.search}${url.hash}` : null;
  } catch {
    return null;
  }
}

function renderer(siteOrigin: string) {
  const md = new MarkdownIt('zero', { html: false, linkify: true, breaks: true });
  md.enable(['paragraph', 'newline', 'emphasis', 'list', 'link', 'linkify', 'escape', 'entity', 'text_join']);
  // A link to another site is not made a link at all (markdown-it then keeps its text as written).
  md.validateLink = (url) => sitePath(url, siteOrigin) !== null;
  md.normalizeLink = (url) => sitePath(url, siteOrigin) ?? url;
  return md;
}

const renderers = new Map<string, ReturnType<typeof renderer>>();

const HTML_TAG = /<\/?[a-z][a-z0-9-]*(\s[^>]*)?\/?>|<!--/i;
const LINK = /(https?:\/\/|www\.)\S+|\]\([^)]*\)/gi;

/** The rules a post's text must keep (length is the schema's); a 422 beside `body` otherwise. */
export function checkPostText(body: string): void {
  if (HTML_TAG.test(body)) {
    throw invalidBody(m.errors_post_no_html());
  }
  if ((body.match(LINK) ?? []).length > POST_MAX_LINKS) {
    throw invalidBody(m.errors_post_max_links({ max: POST_MAX_LINKS }));
  }
}

const invalidBody = (message: string) => fieldError('body', message);

/** The HTML of a post, with each mentioned member's `@Name` marked. */
export function renderPost(body: string, mentions: Array<{ id: number; name: string }>, siteOrigin: string): string {
  let md = renderers.get(siteOrigin);
  if (!md) renderers.set(siteOrigin, (md = renderer(siteOrigin)));
  let html = md.render(body);
  for (const m of mentions) {
    const escaped = md.utils.escapeHtml(`@${m.name}`);
    html = html.split(escaped).join(`<span class="mention" data-member-id="${m.id}">${escaped}</span>`);
  }
  return sanitize(html, SANITIZE).trim();
}
