// A newsletter as an e-mail (docs/rules/integrations.md, "Sending"): the admin's sanitized HTML in a
// simple frame, with addresses made absolute and video players (which mail clients do not play)
// turned into links; a plain-text version; the List-Unsubscribe and List-Unsubscribe-Post headers of
// RFC 8058, and a visible unsubscribe link in the footer. The frame is in the member's language
// (docs/i18n.md, "E-mails"); the admin's text is as they wrote it.
import sanitize from 'sanitize-html';
import type { Locale } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';
import type { MailMessage } from '../../mail/mailer.ts';
import { escapeHtml } from '../../shared/escape-html.ts';

/** The body as mail clients show it: absolute addresses, iframes as links. */
export function mailReadyHtml(bodyHtml: string, appUrl: string, locale: Locale = 'en'): string {
  const absolute = (url: string | undefined) => (url && url.startsWith('/') && !url.startsWith('//') ? `${appUrl}${url}` : (url ?? ''));
  // The body was sanitized when stored; this pass only rewrites addresses and iframes, so it keeps
  // every tag and attribute it is given (and says so, or sanitize-html warns about tags it never sees).
  return sanitize(bodyHtml, {
    allowedTags: false,
    allowedAttributes: false,
    allowVulnerableTags: true,
    transformTags: {
      a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, href: absolute(attribs.href) } }),
      // Mail clients take one picture: the original, at an absolute address, no srcset.
      img: (tagName, attribs) => ({ tagName, attribs: { src: absolute(attribs.src), alt: attribs.alt ?? '', ...(attribs.width ? { width: attribs.width } : {}), ...(attribs.height ? { height: attribs.height } : {}), style: 'max-width:100%;height:auto' } }),
      iframe: (_tagName, attribs) => ({ tagName: 'a', attribs: { href: absolute(attribs.src) }, text: attribs.title ? m.mail_newsletter_watch_video_titled({ title: attribs.title }, { locale }) : m.mail_newsletter_watch_video({}, { locale }) }),
    },
  });
}

const ENTITIES: Record<string, string> = { '&amp;': '&', '&lt;': '<', '&gt;': '>', '&quot;': '"', '&#39;': "'", '&nbsp;': ' ' };

/** A readable plain-text version: blocks on their own lines, list items with a dash, links as "text (address)". */
export function plainText(html: string): string {
  const text = html
    .replace(/<a\s[^>]*href="([^"]*)"[^>]*>(.*?)<\/a>/gis, (_m, href: string, inner: string) => `${inner} (${href})`)
    .replace(/<li[^>]*>/gi, '- ')
    .replace(/<\/(p|h[1-6]|li|blockquote|div)>|<br\s*\/?>/gi, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (e) => ENTITIES[e] ?? e);
  return text
    .split('\n')
    .map((l) => l.trim())
    .join('\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

export function newsletterMail(input: { to: string; subject: string; bodyHtml: string; appUrl: string; links: { page: string; oneClick: string }; test?: boolean; locale?: Locale }): MailMessage {
  const o = { locale: input.locale ?? 'en' };
  const body = mailReadyHtml(input.bodyHtml, input.appUrl, o.locale);
  const why = m.mail_newsletter_why({}, o);
  const unsubscribe = m.mail_newsletter_unsubscribe({}, o);
  const testCopy = m.mail_newsletter_test_copy({}, o);
  const subject = input.test ? `[Test] ${input.subject}` : input.subject;
  const html = `<!doctype html><html lang="${o.locale}"><head><meta charset="utf-8"><title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:24px;background:#fbf8f4;font-family:system-ui,sans-serif;color:#1f2a2e;line-height:1.6">
<div style="max-width:600px;margin:0 auto;background:#fff;padding:24px;border-radius:8px">
${input.test ? `<p style="background:#fff3cd;padding:8px">${escapeHtml(testCopy)}</p>` : ''}
${body}
<hr style="border:0;border-top:1px solid #e2dad0;margin:24px 0">
<p style="font-size:13px;color:#4f5b60">${escapeHtml(why)} <a href="${escapeHtml(input.links.page)}" style="color:#1d6b61">${escapeHtml(unsubscribe)}</a></p>
</div></body></html>`;
  const text = `${input.test ? `${testCopy}\n\n` : ''}${plainText(body)}\n\n--\n${why}\n${unsubscribe}: ${input.links.page}\n`;
  return {
    to: input.to,
    subject,
    text,
    html,
    headers: { 'List-Unsubscribe': `<${input.links.oneClick}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  };
}
