// "A webhook endpoint was turned off": to every admin when an endpoint has failed for three days
// (docs/rules/integrations.md, "Retries and turning off").
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export function webhookDisabledMail(input: { to: string; name: string; url: string; description: string; failingSince: Date; appUrl: string }): MailMessage {
  const what = input.description ? `${input.description} (${input.url})` : input.url;
  return renderMail({
    to: input.to,
    subject: 'A webhook endpoint was turned off',
    greeting: `Hi ${input.name},`,
    paragraphs: [
      `Every delivery to the webhook endpoint ${what} has failed since ${input.failingSince.toUTCString()}, so we have turned it off. Events are no longer recorded for it.`,
      'Check that the receiver is running and answers with a 2xx status, then turn the endpoint on again in the studio. Failed deliveries can be sent again from its delivery log.',
    ],
    action: { label: 'Open webhooks', url: `${input.appUrl}/studio/webhooks` },
    appUrl: input.appUrl,
  });
}
