// The one sanitizer for every stored HTML field (pages, blogs, help, course and lesson bodies).
// HTML is cleaned when it is stored, so pages can render it raw without scripts or handlers.
// Images are kept only from our media library, in the one responsive form of inline-images.ts.
import sanitize from 'sanitize-html';
import { isEmbed } from '../../lib/video-embeds.ts';
import { inlineImage } from './inline-images.ts';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 's',
    'a', 'code', 'pre', 'figure', 'figcaption', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'srcset', 'sizes', 'loading', 'decoding'],
    figure: ['class', 'data-embed', 'data-embed-id'],
    th: ['scope'],
    '*': ['id'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open elsewhere must not hand the opener to the other site.
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
    // Every attribute the author sent is dropped; only what inlineImage builds is written.
    img: (tagName, attribs) => ({ tagName, attribs: (inlineImage(attribs) as Record<string, string> | null) ?? {} }),
    // A video embed keeps exactly its provider and id (docs/rules/studio.md, "Video embeds"); any other
    // figure keeps no attribute at all.
    figure: (tagName, attribs) => {
      const provider = attribs['data-embed'];
      const id = attribs['data-embed-id'];
      const kept: Record<string, string> = isEmbed(provider, id) ? { class: 'embed', 'data-embed': provider, 'data-embed-id': id! } : {};
      return { tagName, attribs: kept };
    },
  },
  // An image whose address is not one of our library's originals was left without attributes: drop it.
  exclusiveFilter: (frame) => frame.tag === 'img' && !frame.attribs.src,
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
