// "A webhook endpoint was turned off": to every admin when an endpoint has failed for three days
// (docs/rules/integrations.md, "Retries and turning off"), in each admin's own language (docs/i18n.md,
// "E-mails"). The link is the studio's, which stays English.
import { formatSessionTime } from '../../../lib/dates.ts';
import { INTL_LOCALE } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';
import type { MailMessage } from '../mailer.ts';
import { greeting, renderMail, type Locale } from './layout.ts';

/**
 * When it started failing, in UTC: the English text keeps the form it has always had (RFC 7231's
 * "Sun, 29 Nov 2026 19:00:00 GMT"); other languages get Intl's long form with the zone's name.
 */
const sinceIn = (at: Date, locale: Locale) => (locale === 'en' ? at.toUTCString() : formatSessionTime(at, 'UTC', INTL_LOCALE[locale]));

export function webhookDisabledMail(input: { to: string; name: string; url: string; description: string; failingSince: Date; appUrl: string; locale?: Locale }): MailMessage {
  const locale = input.locale ?? 'en';
  const what = input.description ? `${input.description} (${input.url})` : input.url;
  return renderMail({
    to: input.to,
    subject: m.mail_webhook_disabled_subject({}, { locale }),
    greeting: greeting(input.name, locale),
    paragraphs: [m.mail_webhook_disabled_failed({ what, since: sinceIn(input.failingSince, locale) }, { locale }), m.mail_webhook_disabled_fix({}, { locale })],
    action: { label: m.mail_webhook_disabled_action({}, { locale }), url: `${input.appUrl}/studio/webhooks` },
    appUrl: input.appUrl,
    locale,
  });
}
