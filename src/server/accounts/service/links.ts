// The e-mailed links of the accounts domain, built on APP_URL so they work from any mail client.
import { randomBytes } from 'node:crypto';
import { issueOneTimeToken, issueOneTimeTokensForNewAccounts, ONE_TIME_LIFETIME_MINUTES } from '../../auth/one-time-tokens.ts';
import { localizePath, type Locale } from '../../../lib/i18n.ts';
import type { Deps } from '../../http/env.ts';
import { invitationMail } from '../../mail/templates/invitation.ts';
import { resetPasswordMail } from '../../mail/templates/reset-password.ts';
import { verifyEmailMail } from '../../mail/templates/verify-email.ts';
import { languageOf } from './member-language.ts';
import type { UserRow } from './user-view.ts';

/** An absolute link of this site in `locale`: https://…/email/verify/1/x → https://…/es/email/verify/1/x. */
export const inLanguage = (url: string, appUrl: string, locale: Locale) => (url.startsWith(appUrl) ? `${appUrl}${localizePath(url.slice(appUrl.length) || '/', locale)}` : url);

/** With a mentor invitation's token when the member registered from one (docs/rules/mentors.md, "Joining from the e-mail"). */
export const verifyEmailUrl = (appUrl: string, userId: number, token: string, invite?: string) =>
  `${appUrl}/email/verify/${userId}/${token}${invite ? `?invite=${encodeURIComponent(invite)}` : ''}`;
export const resetPasswordUrl = (appUrl: string, email: string, token: string) =>
  `${appUrl}/reset-password/${encodeURIComponent(email)}/${token}`;

/** Issues a fresh verification link and mails it. */
/** Links open the site's pages in the member's language (/es/email/verify/… for Spanish). */
export async function sendVerificationMail(deps: Deps, user: Pick<UserRow, 'id' | 'name' | 'email'> & { language?: Locale }, invite?: string): Promise<void> {
  const token = await issueOneTimeToken(deps.db, user.id, 'verify_email');
  const locale = await languageOf(deps.db, user);
  await deps.mailer.send(
    verifyEmailMail({
      to: user.email,
      name: user.name,
      url: inLanguage(verifyEmailUrl(deps.config.appUrl, user.id, token, invite), deps.config.appUrl, locale),
      appUrl: deps.config.appUrl,
      validHours: ONE_TIME_LIFETIME_MINUTES.verify_email / 60,
      locale,
    }),
  );
}

export async function sendResetMail(deps: Deps, user: Pick<UserRow, 'id' | 'name' | 'email'> & { language?: Locale }): Promise<void> {
  const token = await issueOneTimeToken(deps.db, user.id, 'reset_password');
  const locale = await languageOf(deps.db, user);
  await deps.mailer.send(
    resetPasswordMail({
      to: user.email,
      name: user.name,
      url: inLanguage(resetPasswordUrl(deps.config.appUrl, user.email, token), deps.config.appUrl, locale),
      appUrl: deps.config.appUrl,
      validMinutes: ONE_TIME_LIFETIME_MINUTES.reset_password,
      locale,
    }),
  );
}


/** A value nobody can log in with: not in the scrypt format, so verifyPassword always says no. */
export const unusablePasswordHash = () => `!unusable$${randomBytes(24).toString('base64url')}`;

/** How long an invitation's first-password link works (docs/rules/studio.md, "Importing people"). */
export const INVITATION_DAYS = 7;

/** Invitation e-mails written at once: the outbox or SMTP relay takes them in parallel, this many at a time. */
const MAIL_PARALLEL = 16;

/**
 * Invites people whose accounts an admin just made (an import): each gets a link to choose their first
 * password, the reset page's own, working once for a week. The links of a whole batch are stored in
 * one statement, so 10,000 people cost a few statements, not 10,000 transactions.
 */
export async function sendInvitationMails(deps: Deps, people: Array<Pick<UserRow, 'id' | 'name' | 'email'> & { language?: Locale; courses: string[] }>): Promise<void> {
  const tokens = await issueOneTimeTokensForNewAccounts(deps.db, people.map((p) => p.id), 'reset_password', new Date(), INVITATION_DAYS * 24 * 60);
  for (let i = 0; i < people.length; i += MAIL_PARALLEL) {
    await Promise.all(
      people.slice(i, i + MAIL_PARALLEL).map((p, k) =>
        deps.mailer.send(
          invitationMail({
            to: p.email,
            name: p.name,
            url: inLanguage(resetPasswordUrl(deps.config.appUrl, p.email, tokens[i + k]!), deps.config.appUrl, p.language ?? 'en'),
            appUrl: deps.config.appUrl,
            validDays: INVITATION_DAYS,
            courses: p.courses,
            locale: p.language ?? 'en',
          }),
        ),
      ),
    );
  }
}
