// The e-mail that invites an address without an account (docs/rules/mentors.md, "Invitations"),
// sent by a job enqueued with the invitation, so it goes only when the invitation committed. The
// link leads to registration with the address filled in and a signed token (invite-link.ts) that the
// e-mail confirmation uses to accept the invitation; without it the invitation still waits under
// Invitations (/mentors/requested), which matches it by the confirmed address. Its language is the
// one the job carries: the page the mentor invited or reminded from (docs/i18n.md, "E-mails").
import { sql } from 'drizzle-orm';
import { formatDate } from '../../../lib/dates.ts';
import { INTL_LOCALE, isLocale } from '../../../lib/i18n.ts';
import { mentorInvitationMail } from '../../mail/templates/mentor-invitation.ts';
import type { JobContext, JobDefinition } from '../../jobs/index.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { INVITE_EMAIL_JOB, statusOf } from './invitations.ts';
import { invitationRegisterUrl } from './invite-link.ts';

export async function sendInviteEmail({ deps, payload }: JobContext): Promise<void> {
  const id = Number(payload.invitationId);
  const [inv] = rowsOf<{ email: string; message: string; status: string; expires_at: Date | string; invitee_id: number | null; mentor_name: string }>(
    await deps.db.execute(sql`SELECT i.email, i.message, i.status, i.expires_at, i.invitee_id, m.name AS mentor_name FROM mentor_invitations i JOIN users m ON m.id = i.user_id WHERE i.id = ${id}`),
  );
  // Cancelled, answered or expired since it was queued: nothing to send.
  if (!inv || statusOf(inv) !== 'pending') return;
  // A job queued before e-mails had a language carries none: English, as it was.
  const locale = isLocale(payload.locale) ? payload.locale : 'en';
  const url = invitationRegisterUrl(deps.config.appUrl, deps.config.appSecret, id, inv.email, locale);
  const round = Number(payload.round ?? 0);
  // The fixed template (docs/rules/mentors.md, "The invitation e-mail"): the sender's words never
  // reach the subject and are never linked.
  await deps.mailer.send(
    mentorInvitationMail({
      to: inv.email,
      mentorName: inv.mentor_name,
      message: inv.message,
      reminder: round > 0,
      registerUrl: url,
      openUntil: formatDate(inv.expires_at, { locale: INTL_LOCALE[locale] }),
      appUrl: deps.config.appUrl,
      locale,
    }),
  );
}

export const MENTOR_JOBS: JobDefinition[] = [{ name: INVITE_EMAIL_JOB, handler: sendInviteEmail }];
