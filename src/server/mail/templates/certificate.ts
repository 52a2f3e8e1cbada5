// "Your certificate for {course}": sent when a course is completed, with the PDF attached by the job
// (docs/rules/learning.md, "Certificates"). The course title is ours; the holder's name is their own.
import type { MailMessage } from '../mailer.ts';
import { renderMail } from './layout.ts';

export function certificateMail(input: { to: string; holderName: string; courseTitle: string; code: string; verifyUrl: string; appUrl: string }): MailMessage {
  return renderMail({
    to: input.to,
    subject: `Your certificate for ${input.courseTitle}`.slice(0, 200),
    greeting: `Hi ${input.holderName},`,
    paragraphs: [
      `Well done: you finished every lesson of “${input.courseTitle}”. Your certificate is attached to this e-mail as a PDF.`,
      `Anyone can check it with its code, ${input.code}, on its verification page. It is also kept under Certificates in your account, with its digital credential.`,
    ],
    action: { label: 'See the verification page', url: input.verifyUrl },
    appUrl: input.appUrl,
  });
}
