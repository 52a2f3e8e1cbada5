// The one sanitizer for every stored HTML field (pages, blogs, help, course and lesson bodies).
// HTML is cleaned when it is stored, so pages can render it raw without scripts or handlers.
import sanitize from 'sanitize-html';

const OPTIONS: sanitize.IOptions = {
  allowedTags: [
    'h2', 'h3', 'h4', 'p', 'br', 'hr', 'blockquote', 'ul', 'ol', 'li', 'strong', 'em', 'b', 'i', 'u', 's',
    'a', 'code', 'pre', 'figure', 'figcaption', 'img', 'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span', 'div',
  ],
  allowedAttributes: {
    a: ['href', 'title', 'rel', 'target'],
    img: ['src', 'alt', 'width', 'height', 'loading'],
    th: ['scope'],
    '*': ['id'],
  },
  allowedSchemes: ['https', 'http', 'mailto', 'tel'],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  transformTags: {
    // Links that open elsewhere must not hand the opener to the other site.
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer' }),
    img: sanitize.simpleTransform('img', { loading: 'lazy' }),
  },
};

export function sanitizeHtml(html: string): string {
  return sanitize(html, OPTIONS);
}
