// Outgoing e-mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written
// to DATA_DIR/outbox as an .eml file that any mail client opens (and tests read).
import fs from 'node:fs/promises';
import path from 'node:path';
import type { Config } from '../config.ts';
import type { Logger } from '../logger.ts';
import { lazyModule } from '../shared/lazy-module.ts';

/** nodemailer is loaded with the first message, not at start-up (docs/performance.md, "Start-up"). */
const loadNodemailer = lazyModule(async () => (await import('nodemailer')).default);

export type MailMessage = {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** A stable Message-ID for a mail that a retry might send again: receiving servers drop the copy. */
  messageId?: string;
  /** Extra headers, e.g. a newsletter's List-Unsubscribe (docs/rules/integrations.md, "Sending"). */
  headers?: Record<string, string>;
  /** Files sent with the message (a certificate's PDF). */
  attachments?: Array<{ filename: string; content: Uint8Array; contentType: string }>;
};
export type Mailer = { send: (message: MailMessage) => Promise<void>; outboxDir: string | undefined };

export function createMailer(config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'dataDir'>, log: Logger): Mailer {
  if (config.smtpUrl) {
    const smtpUrl = config.smtpUrl;
    const transport = lazyModule(async () => (await loadNodemailer()).createTransport(smtpUrl));
    return {
      outboxDir: undefined,
      send: async (message) => {
        await (await transport()).sendMail({ from: config.mailFrom, ...message, attachments: nodemailerAttachments(message) });
        log.info('mail sent', { subject: message.subject });
      },
    };
  }
  const outboxDir = path.join(config.dataDir, 'outbox');
  const transport = lazyModule(async () => (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }));
  return {
    outboxDir,
    send: async (message) => {
      const info = await (await transport()).sendMail({ from: config.mailFrom, ...message, attachments: nodemailerAttachments(message) });
      await fs.mkdir(outboxDir, { recursive: true });
      const slug = message.subject.toLowerCase().replace(/[^a-z0-9]+/g, '-').slice(0, 40);
      const file = path.join(outboxDir, `${new Date().toISOString().replace(/[:.]/g, '-')}-${slug}-${Math.random().toString(36).slice(2, 8)}.eml`);
      // Written beside it and renamed into place, so whoever lists the outbox (a mail viewer, a test)
      // never sees a half-written message.
      const partial = path.join(outboxDir, `.${path.basename(file)}.partial`);
      await fs.writeFile(partial, info.message as Buffer);
      await fs.rename(partial, file);
      log.info('mail written to outbox', { subject: message.subject, file: path.basename(file) });
    },
  };
}

/** nodemailer takes attachment content as a Buffer. */
function nodemailerAttachments(message: MailMessage) {
  return message.attachments?.map((a) => ({ filename: a.filename, content: Buffer.from(a.content), contentType: a.contentType }));
}
