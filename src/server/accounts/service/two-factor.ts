// Two-step sign-in with an authenticator app (docs/security.md, "Second factor"): set-up by QR code
// and a first code, ten single-use recovery codes shown once and kept hashed, the code asked after
// the password, and turning it off with the password. The studio needs a session that proved a
// second factor (studio/service/access.ts reads `Actor.secondFactor`).
import { createHash, randomInt } from 'node:crypto';
import { and, count, eq, inArray, isNotNull, isNull, lt, or } from 'drizzle-orm';
import type { RecoveryCodes, TwoFactorSetup, TwoFactorStatus } from '../../../lib/schemas/sign-in.ts';
import { consumeOneTimeToken, peekOneTimeToken } from '../../auth/one-time-tokens.ts';
import { verifyPassword } from '../../auth/password.ts';
import { seal, unseal } from '../../auth/sealed.ts';
import { matchingStep, newTotpSecret, otpauthUri } from '../../auth/totp.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, passkeys, recoveryCodes, users } from '../../db/schema/index.ts';
import { AppError, fieldError } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { hit, tooManyRequests } from '../../http/rate-limit.ts';
import { isoDate } from '../../shared/dates.ts';
import { finishSignIn, type SignedIn } from './login.ts';
import { recordSecurityEvent, type RequestOrigin } from './security-events.ts';
import { m } from '../../../paraglide/messages.js';

export const RECOVERY_CODE_COUNT = 10;
/** A set-up not confirmed with a code within this time starts again. */
export const SETUP_LIFETIME_MINUTES = 15;
/** Wrong codes one sign-in ticket may take before it is spent, and one account per quarter hour. */
export const CODE_ATTEMPTS = { perTicket: 5, perAccount: 10, windowSeconds: 15 * 60 } as const;

const SEAL_PURPOSE = 'totp';
const STAFF_ROLES = new Set(['admin', 'author']);

export const WRONG_CODE = () => m.errors_wrong_code();
export const USED_CODE = () => m.errors_used_code();
export const WRONG_RECOVERY_CODE = () => m.errors_wrong_recovery_code();
export const TICKET_EXPIRED = () => m.errors_sign_in_expired();

const hashCode = (code: string) => createHash('sha256').update(code).digest('hex');
/** Recovery codes are compared without case, spaces or dashes, as people type them. */
const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[\s-]+/g, '');

// Letters and digits that cannot be mistaken for each other when read off paper.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
function newRecoveryCode(): string {
  const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]).join('');
  return `${chars.slice(0, 5)}-${chars.slice(5)}`;
}

async function replaceRecoveryCodes(db: Db, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await db.transaction(async (tx) => {
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
    await tx.insert(recoveryCodes).values(codes.map((code) => ({ userId, codeHash: hashCode(normalizeRecoveryCode(code)) })));
  });
  return codes;
}

async function passwordMatches(db: Db, userId: number, password: string): Promise<void> {
  const [row] = await db.select({ hash: users.passwordHash }).from(users).where(eq(users.id, userId));
  if (!row || !(await verifyPassword(password, row.hash))) throw fieldError('password', m.errors_password_not_right());
}

export async function twoFactorStatus({ db, actor }: { db: Db; actor: Actor }): Promise<TwoFactorStatus> {
  const [[user], [codes], [keys]] = await Promise.all([
    db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, actor.id)),
    db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, actor.id), isNull(recoveryCodes.usedAt))),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, actor.id)),
  ]);
  return {
    totp_enabled: Boolean(user?.enabledAt),
    totp_enabled_at: user?.enabledAt ? isoDate(user.enabledAt) : null,
    recovery_codes_left: user?.enabledAt ? (codes?.n ?? 0) : 0,
    passkeys: keys?.n ?? 0,
    // API keys never reach the member routes (src/server/http/middleware.ts); a session's factor otherwise.
    session_second_factor: actor.secondFactor === 'api_key' ? null : (actor.secondFactor ?? null),
    required_for_studio: STAFF_ROLES.has(actor.role),
  };
}

/** A new secret to scan; replaces an unconfirmed one. Refused while two-step sign-in is on. */
export async function startTotpSetup({ deps, actor }: { deps: Deps; actor: Actor }): Promise<TwoFactorSetup> {
  const secret = newTotpSecret();
  const updated = await deps.db
    .update(users)
    .set({ totpPendingSecret: seal(deps.config.appSecret, SEAL_PURPOSE, secret), totpPendingAt: new Date() })
    .where(and(eq(users.id, actor.id), isNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (!updated.length) throw new AppError('conflict', m.errors_two_step_on_move());
  const uri = otpauthUri(secret, actor.email);
  const QRCode = (await import('qrcode')).default;
  const svg = await QRCode.toString(uri, { type: 'svg', margin: 1, errorCorrectionLevel: 'M' });
  return { secret, otpauth_uri: uri, qr_code: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}` };
}

/**
 * Confirms the set-up with a first code: turns two-step sign-in on, counts this session as having
 * proved it, and returns the recovery codes (shown once). Two windows finishing together: one wins,
 * the other gets a 409 and changes nothing.
 */
export async function enableTotp({ deps, actor, code, origin }: { deps: Deps; actor: Actor; code: string; origin: RequestOrigin }): Promise<RecoveryCodes> {
  const { db, config } = deps;
  const [row] = await db.select({ pending: users.totpPendingSecret, pendingAt: users.totpPendingAt, enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, actor.id));
  if (row?.enabledAt) throw new AppError('conflict', m.errors_two_step_already_on());
  const fresh = row?.pending && row.pendingAt && Date.now() - row.pendingAt.getTime() < SETUP_LIFETIME_MINUTES * 60_000;
  const secret = fresh ? unseal(config.appSecret, SEAL_PURPOSE, row.pending!) : null;
  if (!secret) throw fieldError('code', m.errors_two_step_setup_expired());
  const step = matchingStep(secret, code);
  if (step === null) throw fieldError('code', WRONG_CODE());
  const turnedOn = await db
    .update(users)
    .set({ totpSecret: row!.pending, totpEnabledAt: new Date(), totpLastStep: step, totpPendingSecret: null, totpPendingAt: null })
    .where(and(eq(users.id, actor.id), isNull(users.totpEnabledAt), eq(users.totpPendingSecret, row!.pending!)))
    .returning({ id: users.id });
  if (!turnedOn.length) throw new AppError('conflict', m.errors_two_step_other_window());
  const codes = await replaceRecoveryCodes(db, actor.id);
  await db.update(accessTokens).set({ secondFactor: 'totp' }).where(and(eq(accessTokens.id, actor.tokenId), isNull(accessTokens.secondFactor)));
  await recordSecurityEvent(deps, { user: actor, kind: 'second_factor.enabled', origin });
  return { message: m.settings_api_two_step_on(), recovery_codes: codes };
}

/** Turns two-step sign-in off (password required); the sessions that proved it lose that proof. */
export async function disableTotp({ deps, actor, password, origin }: { deps: Deps; actor: Actor; password: string; origin: RequestOrigin }): Promise<{ message: string }> {
  const { db } = deps;
  await passwordMatches(db, actor.id, password);
  const off = await db
    .update(users)
    .set({ totpSecret: null, totpEnabledAt: null, totpLastStep: null, totpPendingSecret: null, totpPendingAt: null })
    .where(and(eq(users.id, actor.id), isNotNull(users.totpEnabledAt)))
    .returning({ id: users.id });
  if (!off.length) throw new AppError('conflict', m.errors_two_step_not_on());
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.id));
  await db
    .update(accessTokens)
    .set({ secondFactor: null })
    .where(and(eq(accessTokens.userId, actor.id), inArray(accessTokens.secondFactor, ['totp', 'recovery_code'])));
  await recordSecurityEvent(deps, { user: actor, kind: 'second_factor.disabled', origin });
  return { message: m.settings_api_two_step_off() };
}

/** New recovery codes (password required); the old ones stop working. */
export async function regenerateRecoveryCodes({ deps, actor, password }: { deps: Deps; actor: Actor; password: string }): Promise<RecoveryCodes> {
  await passwordMatches(deps.db, actor.id, password);
  const [row] = await deps.db.select({ enabledAt: users.totpEnabledAt }).from(users).where(eq(users.id, actor.id));
  if (!row?.enabledAt) throw new AppError('conflict', m.errors_two_step_no_codes());
  return { message: m.settings_api_new_codes(), recovery_codes: await replaceRecoveryCodes(deps.db, actor.id) };
}

/**
 * The second step of a login: the ticket from the right password and a code from the app (six
 * digits) or a recovery code. A wrong code keeps the ticket for a few more tries; the ticket is spent
 * by the right code, so two tabs cannot both sign in with it.
 */
export async function completeSecondFactor({ deps, ticket, code, origin }: { deps: Deps; ticket: string; code: string; origin: RequestOrigin }): Promise<SignedIn> {
  const { db, config } = deps;
  const open = await peekOneTimeToken(db, ticket, 'sign_in_code');
  if (!open) throw fieldError('ticket', TICKET_EXPIRED());
  const account = await hit(db, `login:code:user:${open.userId}`, Math.ceil(CODE_ATTEMPTS.perAccount * config.rateLimitFactor), CODE_ATTEMPTS.windowSeconds);
  if (!account.allowed) throw tooManyRequests(account.retryAfterSeconds);
  const [member] = await db.select().from(users).where(and(eq(users.id, open.userId), isNull(users.cancelledAt), isNull(users.suspendedAt)));
  if (!member?.totpEnabledAt || !member.totpSecret) throw fieldError('ticket', TICKET_EXPIRED());

  const digits = code.replace(/\s+/g, '');
  const factor = /^\d{6}$/.test(digits) ? 'totp' : 'recovery_code';
  const failure = factor === 'totp' ? await acceptTotp(deps, member.id, member.totpSecret, digits) : await acceptRecoveryCode(db, member.id, code);
  if (failure) {
    const tries = await hit(db, `login:code:ticket:${open.id}`, CODE_ATTEMPTS.perTicket, 600);
    // The fifth wrong code spends the ticket: back to the password, which has its own throttle.
    if (tries.count >= CODE_ATTEMPTS.perTicket) {
      await consumeOneTimeToken(db, ticket, 'sign_in_code');
      throw fieldError('ticket', m.errors_too_many_wrong_codes());
    }
    throw fieldError('code', failure);
  }
  if ((await consumeOneTimeToken(db, ticket, 'sign_in_code')) === null) throw fieldError('ticket', TICKET_EXPIRED());
  const signedIn = await finishSignIn(deps, member, origin, factor);
  if (factor === 'recovery_code') {
    const [left] = await db.select({ n: count() }).from(recoveryCodes).where(and(eq(recoveryCodes.userId, member.id), isNull(recoveryCodes.usedAt)));
    await recordSecurityEvent(deps, { user: member, kind: 'recovery_code.used', origin, detail: { recovery_codes_left: left?.n ?? 0 } });
  }
  return signedIn;
}

/** Null when the code is good and now spent; else what to tell the member. */
async function acceptTotp(deps: Deps, userId: number, sealed: string, code: string): Promise<string | null> {
  const secret = unseal(deps.config.appSecret, SEAL_PURPOSE, sealed);
  if (!secret) {
    deps.log.error('totp secret cannot be unsealed (was APP_SECRET changed?)', { user_id: userId });
    return WRONG_CODE();
  }
  const step = matchingStep(secret, code);
  if (step === null) return WRONG_CODE();
  // One conditional UPDATE: a code (a step) is accepted once, even by two instances at the same moment.
  const spent = await deps.db
    .update(users)
    .set({ totpLastStep: step })
    .where(and(eq(users.id, userId), or(isNull(users.totpLastStep), lt(users.totpLastStep, step))))
    .returning({ id: users.id });
  return spent.length ? null : USED_CODE();
}

async function acceptRecoveryCode(db: Db, userId: number, code: string): Promise<string | null> {
  const used = await db
    .update(recoveryCodes)
    .set({ usedAt: new Date() })
    .where(and(eq(recoveryCodes.userId, userId), eq(recoveryCodes.codeHash, hashCode(normalizeRecoveryCode(code))), isNull(recoveryCodes.usedAt)))
    .returning({ id: recoveryCodes.id });
  return used.length ? null : WRONG_RECOVERY_CODE();
}

/** Whether the account has any second factor (app or passkey): the studio's first question. */
export async function hasSecondFactor(db: Db, userId: number): Promise<boolean> {
  const [[user], [keys]] = await Promise.all([
    db.select({ totp: users.totpEnabledAt }).from(users).where(eq(users.id, userId)),
    db.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId)),
  ]);
  return Boolean(user?.totp) || (keys?.n ?? 0) > 0;
}
