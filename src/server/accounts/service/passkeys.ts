// Passkeys (WebAuthn) with @simplewebauthn/server (docs/security.md, "Passkeys"): a member registers
// them from the settings page and signs in with one without typing an e-mail. The relying party is
// APP_URL's host and origin. Challenges are single-use rows of webauthn_challenges with a five-minute
// life, so any instance can finish a ceremony another began. A passkey asks for the device's own
// check (PIN, fingerprint, face), so it counts as both factors. A signature counter that goes back
// means a cloned authenticator: refused and reported.
import { randomBytes } from 'node:crypto';
import type { AuthenticationResponseJSON, RegistrationResponseJSON } from '@simplewebauthn/server';
import { and, asc, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Passkey, PasskeyRegisterRequest } from '../../../lib/schemas/sign-in.ts';
import type { Db } from '../../db/client.ts';
import { accessTokens, passkeys, users, webauthnChallenges } from '../../db/schema/index.ts';
import { AppError, fieldError, notFound } from '../../errors.ts';
import type { Actor, Deps } from '../../http/env.ts';
import { isoDate } from '../../shared/dates.ts';
import { lazyModule } from '../../shared/lazy-module.ts';
import { finishSignIn, type SignedIn } from './login.ts';
import { recordSecurityEvent, type RequestOrigin } from './security-events.ts';
import { hasSecondFactor } from './two-factor.ts';
import { m } from '../../../paraglide/messages.js';

/** The WebAuthn library, loaded at the first passkey operation (docs/performance.md, "Start-up"). */
const webauthn = lazyModule(() => import('@simplewebauthn/server'));

export const CHALLENGE_LIFETIME_SECONDS = 5 * 60;
/** Enough for a phone, a laptop, a security key and spares; more is a script. */
export const MAX_PASSKEYS = 20;
const RP_NAME = 'Wellspring';

export const CEREMONY_EXPIRED = () => m.errors_passkey_expired();
export const PASSKEY_NOT_ACCEPTED = () => m.errors_passkey_not_accepted();
export const PASSKEY_UNKNOWN = () => m.errors_passkey_unknown();

type PasskeyRow = typeof passkeys.$inferSelect;

/** The relying party: APP_URL's host name and origin (docs/security.md, "Passkeys"). */
export function relyingParty(appUrl: string): { id: string; origin: string } {
  const url = new URL(appUrl);
  return { id: url.hostname, origin: url.origin };
}

function toPasskey(row: PasskeyRow): Passkey {
  return {
    id: row.id,
    name: row.name,
    synced: row.deviceType === 'multiDevice',
    backed_up: row.backedUp,
    created_at: isoDate(row.createdAt),
    last_used_at: row.lastUsedAt ? isoDate(row.lastUsedAt) : null,
  };
}

async function storeChallenge(db: Db, challenge: string, purpose: 'register' | 'sign_in', userId: number | null): Promise<void> {
  // Expired challenges are swept as new ones are made, so the table stays the size of live ceremonies.
  await db.delete(webauthnChallenges).where(sql`${webauthnChallenges.expiresAt} < now() - interval '1 hour'`);
  await db.insert(webauthnChallenges).values({ challenge, purpose, userId, expiresAt: new Date(Date.now() + CHALLENGE_LIFETIME_SECONDS * 1000) });
}

/** Takes the challenge the browser signed out of the table: it works once, for its purpose and member. */
async function takeChallenge(db: Db, clientDataJSON: unknown, purpose: 'register' | 'sign_in', userId: number | null): Promise<string> {
  let challenge: unknown;
  try {
    challenge = JSON.parse(Buffer.from(String(clientDataJSON), 'base64url').toString('utf8')).challenge;
  } catch {
    challenge = undefined;
  }
  if (typeof challenge !== 'string' || challenge.length > 200) throw fieldError('response', PASSKEY_NOT_ACCEPTED());
  const taken = await db
    .delete(webauthnChallenges)
    .where(
      and(
        eq(webauthnChallenges.challenge, challenge),
        eq(webauthnChallenges.purpose, purpose),
        gt(webauthnChallenges.expiresAt, sql`now()`),
        userId === null ? isNull(webauthnChallenges.userId) : eq(webauthnChallenges.userId, userId),
      ),
    )
    .returning({ challenge: webauthnChallenges.challenge });
  if (!taken.length) throw fieldError('response', CEREMONY_EXPIRED());
  return challenge;
}

export async function listPasskeys({ db, actor }: { db: Db; actor: Actor }): Promise<Passkey[]> {
  const rows = await db.select().from(passkeys).where(eq(passkeys.userId, actor.id)).orderBy(asc(passkeys.id));
  return rows.map(toPasskey);
}

/** Options for navigator.credentials.create(): a discoverable credential, verified by the device. */
export async function passkeyRegistrationOptions({ deps, actor }: { deps: Deps; actor: Actor }): Promise<Record<string, unknown>> {
  const existing = await deps.db.select({ id: passkeys.credentialId, transports: passkeys.transports }).from(passkeys).where(eq(passkeys.userId, actor.id));
  if (existing.length >= MAX_PASSKEYS) throw new AppError('conflict', m.errors_passkeys_full({ max: MAX_PASSKEYS }));
  const rp = relyingParty(deps.config.appUrl);
  const options = await (await webauthn()).generateRegistrationOptions({
    rpName: RP_NAME,
    rpID: rp.id,
    userName: actor.email,
    userDisplayName: actor.name,
    // The member's id as the WebAuthn user handle, so a passkey names its account at sign-in.
    userID: new TextEncoder().encode(String(actor.id)),
    attestationType: 'none',
    excludeCredentials: existing.map((row) => ({ id: row.id, transports: row.transports })),
    authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
    timeout: CHALLENGE_LIFETIME_SECONDS * 1000,
  });
  await storeChallenge(deps.db, options.challenge, 'register', actor.id);
  return options as unknown as Record<string, unknown>;
}

export async function registerPasskey({ deps, actor, input, origin }: { deps: Deps; actor: Actor; input: PasskeyRegisterRequest; origin: RequestOrigin }): Promise<Passkey> {
  const { db, config } = deps;
  const response = input.response as unknown as RegistrationResponseJSON;
  const challenge = await takeChallenge(db, response.response?.clientDataJSON, 'register', actor.id);
  const rp = relyingParty(config.appUrl);
  let verified;
  try {
    verified = await (await webauthn()).verifyRegistrationResponse({ response, expectedChallenge: challenge, expectedOrigin: rp.origin, expectedRPID: rp.id, requireUserVerification: true });
  } catch (err) {
    deps.log.info('passkey registration refused', { user_id: actor.id, reason: err instanceof Error ? err.message : String(err) });
    throw fieldError('response', PASSKEY_NOT_ACCEPTED());
  }
  if (!verified.verified) throw fieldError('response', PASSKEY_NOT_ACCEPTED());
  const info = verified.registrationInfo;
  const [row] = await db
    .insert(passkeys)
    .values({
      userId: actor.id,
      credentialId: info.credential.id,
      publicKey: Buffer.from(info.credential.publicKey).toString('base64url'),
      counter: info.credential.counter,
      transports: info.credential.transports ?? [],
      deviceType: info.credentialDeviceType,
      backedUp: info.credentialBackedUp,
      name: input.name.trim(),
    })
    .onConflictDoNothing()
    .returning();
  if (!row) throw fieldError('response', m.errors_passkey_already_registered());
  // The member has just used the device's own check: this session now counts as two factors.
  await db.update(accessTokens).set({ secondFactor: 'passkey' }).where(and(eq(accessTokens.id, actor.tokenId), isNull(accessTokens.secondFactor)));
  await recordSecurityEvent(deps, { user: actor, kind: 'passkey.added', origin, detail: { passkey: row.name } });
  return toPasskey(row);
}

export async function removePasskey({ deps, actor, id, origin }: { deps: Deps; actor: Actor; id: number; origin: RequestOrigin }): Promise<{ message: string }> {
  const [row] = await deps.db.delete(passkeys).where(and(eq(passkeys.id, id), eq(passkeys.userId, actor.id))).returning({ name: passkeys.name });
  if (!row) throw notFound('passkey');
  // With no second factor left, no session of the account counts as having proved one.
  if (!(await hasSecondFactor(deps.db, actor.id))) {
    await deps.db.update(accessTokens).set({ secondFactor: null }).where(eq(accessTokens.userId, actor.id));
  }
  await recordSecurityEvent(deps, { user: actor, kind: 'passkey.removed', origin, detail: { passkey: row.name } });
  return { message: `The passkey “${row.name}” has been removed. It no longer signs you in.` };
}

/** Options for navigator.credentials.get(): no account named, so any passkey of this site may answer. */
export async function passkeySignInOptions({ deps }: { deps: Deps }): Promise<Record<string, unknown>> {
  const options = await (await webauthn()).generateAuthenticationOptions({
    rpID: relyingParty(deps.config.appUrl).id,
    userVerification: 'required',
    timeout: CHALLENGE_LIFETIME_SECONDS * 1000,
    challenge: randomBytes(32),
  });
  await storeChallenge(deps.db, options.challenge, 'sign_in', null);
  return options as unknown as Record<string, unknown>;
}

export async function signInWithPasskey({ deps, response: raw, origin }: { deps: Deps; response: unknown; origin: RequestOrigin }): Promise<SignedIn> {
  const { db, config, log } = deps;
  const response = raw as AuthenticationResponseJSON;
  const challenge = await takeChallenge(db, response.response?.clientDataJSON, 'sign_in', null);
  const [key] = await db.select().from(passkeys).where(eq(passkeys.credentialId, String(response.id))).limit(1);
  if (!key) throw fieldError('response', PASSKEY_UNKNOWN());
  const rp = relyingParty(config.appUrl);
  let result;
  try {
    result = await (await webauthn()).verifyAuthenticationResponse({
      response,
      expectedChallenge: challenge,
      expectedOrigin: rp.origin,
      expectedRPID: rp.id,
      requireUserVerification: true,
      // The counter is compared below, by us, so that a counter gone back is reported, not just refused.
      credential: { id: key.credentialId, publicKey: Buffer.from(key.publicKey, 'base64url'), counter: 0, transports: key.transports },
    });
  } catch (err) {
    log.info('passkey sign-in refused', { user_id: key.userId, reason: err instanceof Error ? err.message : String(err) });
    throw fieldError('response', PASSKEY_NOT_ACCEPTED());
  }
  if (!result.verified) throw fieldError('response', PASSKEY_NOT_ACCEPTED());
  const { newCounter, credentialBackedUp } = result.authenticationInfo;
  const [member] = await db.select().from(users).where(and(eq(users.id, key.userId), isNull(users.cancelledAt)));
  if (!member) throw fieldError('response', PASSKEY_UNKNOWN());
  // A counter that did not move forward (when either side counts) means a copy of the key exists.
  if ((newCounter > 0 || key.counter > 0) && newCounter <= key.counter) {
    log.warn('passkey counter went back', { user_id: key.userId, passkey_id: key.id, stored: key.counter, seen: newCounter });
    await recordSecurityEvent(deps, { user: member, kind: 'passkey.cloned', origin, detail: { passkey: key.name } });
    throw fieldError('response', m.errors_passkey_copied());
  }
  if (member.suspendedAt) throw fieldError('response', m.errors_account_suspended());
  // Conditional on the counter read above, so two sign-ins with one signature cannot both pass.
  const moved = await db
    .update(passkeys)
    .set({ counter: newCounter, backedUp: credentialBackedUp, lastUsedAt: new Date() })
    .where(and(eq(passkeys.id, key.id), eq(passkeys.counter, key.counter)))
    .returning({ id: passkeys.id });
  if (!moved.length) throw fieldError('response', CEREMONY_EXPIRED());
  return finishSignIn(deps, member, origin, 'passkey');
}
