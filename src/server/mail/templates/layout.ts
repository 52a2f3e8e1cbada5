// The frame every account e-mail shares: a plain-text version and a simple, inline-styled HTML
// version (mail clients ignore stylesheets), with one call-to-action button when there is a link.
// Written in the recipient's language (docs/rules/accounts.md, "Member language"): each template
// takes `locale` and words its texts with m.<key>({…}, { locale }) from messages/mail.
import { localizePath, type Locale } from '../../../lib/i18n.ts';
import { m as messages } from '../../../paraglide/messages.js';
import { escapeHtml } from '../../shared/escape-html.ts';
import type { MailMessage } from '../mailer.ts';

export type { Locale };

/** "Hi Maya," / "Hola, Maya:": the greeting of every member e-mail. */
export const greeting = (name: string, locale: Locale = 'en') => messages.mail_greeting({ name }, { locale });

/** A page of the site as an absolute link in `locale`: /settings → https://…/es/settings for Spanish. */
export const siteUrl = (appUrl: string, path: string, locale: Locale = 'en') => `${appUrl}${localizePath(path, locale)}`;

export type MailContent = {
  to: string;
  subject: string;
  greeting: string;
  /** Paragraphs of plain text; escaped for the HTML version. */
  paragraphs: string[];
  /**
   * Someone else's words shown as a quotation after the paragraphs: plain text, escaped, never
   * linked (the caller makes it unlinkable first: docs/security.md, "Mentor invitations").
   */
  quote?: { label: string; text: string };
  action?: { label: string; url: string };
  /** Small print under the button, e.g. how long the link works. */
  footnote?: string;
  appUrl: string;
  /** The recipient's language: the HTML's lang and the frame's own words. English when not given. */
  locale?: Locale;
};

export function renderMail(m: MailContent): MailMessage {
  const locale = m.locale ?? 'en';
  const text = [
    m.greeting,
    '',
    ...m.paragraphs.flatMap((p) => [p, '']),
    ...(m.quote ? [m.quote.label, ...m.quote.text.split('\n').map((line) => `> ${line}`), ''] : []),
    ...(m.action ? [`${m.action.label}:`, m.action.url, ''] : []),
    ...(m.footnote ? [m.footnote, ''] : []),
    '— Wellspring',
    m.appUrl,
  ].join('\n');

  const p = (s: string) => `<p style="margin:0 0 16px;line-height:1.6">${escapeHtml(s)}</p>`;
  const button = m.action
    ? `<p style="margin:24px 0"><a href="${escapeHtml(m.action.url)}" style="display:inline-block;background:#1d6b61;color:#ffffff;text-decoration:none;font-weight:600;padding:12px 24px;border-radius:999px">${escapeHtml(m.action.label)}</a></p>
<p style="margin:0 0 16px;font-size:13px;color:#4f5b60;line-height:1.5">${escapeHtml(messages.mail_layout_copy_link({}, { locale }))}<br><span style="word-break:break-all">${escapeHtml(m.action.url)}</span></p>`
    : '';
  const quote = m.quote
    ? `<p style="margin:0 0 8px;line-height:1.6">${escapeHtml(m.quote.label)}</p>
<blockquote style="margin:0 0 16px;padding:8px 16px;border-left:3px solid #e2dad0;color:#1f2a2e;white-space:pre-wrap;line-height:1.6">${escapeHtml(m.quote.text)}</blockquote>`
    : '';
  const html = `<!doctype html>
<html lang="${locale}"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width"><title>${escapeHtml(m.subject)}</title></head>
<body style="margin:0;background:#fbf8f4;font-family:system-ui,-apple-system,'Segoe UI',Roboto,Arial,sans-serif;color:#1f2a2e">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#fbf8f4;padding:24px 12px"><tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border:1px solid #e2dad0;border-radius:16px;padding:32px">
<tr><td>
<p style="margin:0 0 24px;font-family:Georgia,serif;font-size:22px;font-weight:700;color:#1d6b61">Wellspring</p>
${p(m.greeting)}
${m.paragraphs.map(p).join('\n')}
${quote}
${button}
${m.footnote ? `<p style="margin:0 0 16px;font-size:13px;color:#4f5b60">${escapeHtml(m.footnote)}</p>` : ''}
<p style="margin:24px 0 0;font-size:13px;color:#4f5b60">— Wellspring · <a href="${escapeHtml(m.appUrl)}" style="color:#1d6b61">${escapeHtml(m.appUrl.replace(/^https?:\/\//, ''))}</a></p>
</td></tr></table>
</td></tr></table>
</body></html>`;
  return { to: m.to, subject: m.subject, text, html };
}
