// HTTP routes of the sign-in factors beyond the password (docs/security.md, "Passkeys", "Second
// factor" and "Login throttling"): the second step of a login, passkey sign-in, and the member's
// passkeys and two-step sign-in. Thin, as every routes file: validate, limit, call one verb, reply.
// The device cookie that login throttling recognises is set here, on every successful sign-in.
import { z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { getCookie, setCookie } from 'hono/cookie';
import { LoginResultSchema, MessageSchema } from '../../lib/schemas/accounts.ts';
import {
  PasskeyOptionsSchema,
  PasskeyRegisterRequestSchema,
  PasskeySchema,
  PasskeySignInRequestSchema,
  PasswordConfirmSchema,
  RecoveryCodesSchema,
  SecondFactorRequestSchema,
  TwoFactorEnableRequestSchema,
  TwoFactorSetupSchema,
  TwoFactorStatusSchema,
} from '../../lib/schemas/sign-in.ts';
import { networkOf } from '../auth/devices.ts';
import { DEVICE_COOKIE, DEVICE_COOKIE_PATH, DEVICE_LIFETIME_DAYS, rememberDevice } from '../auth/login-devices.ts';
import { SMALL_BODY_BYTES } from '../http/body-limit.ts';
import type { AppEnv } from '../http/env.ts';
import { actorOf, clientAddress } from '../http/middleware.ts';
import { limitRate } from '../http/rate-limits.ts';
import { dataOf, errorResponses } from '../http/respond.ts';
import { anyBody, auth, bodyOf, createRoute, idParam, json } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import {
  completeSecondFactor,
  disableTotp,
  enableTotp,
  listPasskeys,
  passkeyRegistrationOptions,
  passkeySignInOptions,
  regenerateRecoveryCodes,
  registerPasskey,
  removePasskey,
  signInWithPasskey,
  startTotpSetup,
  twoFactorStatus,
} from './service/index.ts';

const TAG = ['Accounts'];
// WebAuthn responses carry an attestation object and client data: a few kilobytes at most.
const CREDENTIAL_BODY_BYTES = 32 * 1024;

/** Where a request came from, as security events and the devices list record it (docs/security.md). */
export const originOf = (c: Context<AppEnv>) => ({ userAgent: c.req.header('user-agent') ?? null, network: networkOf(clientAddress(c)) });

/** The device cookie of docs/security.md, "Login throttling": HttpOnly, sent only to /v1/auth. */
export async function rememberThisDevice(c: Context<AppEnv>, userId: number): Promise<void> {
  const { db, config } = c.get('deps');
  const value = await rememberDevice(db, userId, getCookie(c, DEVICE_COOKIE));
  if (!value) return;
  setCookie(c, DEVICE_COOKIE, value, {
    path: DEVICE_COOKIE_PATH,
    httpOnly: true,
    secure: config.appUrl.startsWith('https:'),
    sameSite: 'Lax',
    maxAge: DEVICE_LIFETIME_DAYS * 86_400,
  });
}

export const deviceCookieOf = (c: Context<AppEnv>) => getCookie(c, DEVICE_COOKIE);

// --- Signing in ---------------------------------------------------------------------------------

const secondFactor = createRoute({
  method: 'post', path: '/auth/login/second-factor', tags: TAG, summary: 'Finish a login with the code from the authenticator app',
  bodyLimit: SMALL_BODY_BYTES,
  description: 'After `POST /v1/auth/login` answered `second_factor_required`: the ticket it gave and six digits from the app, or one of the recovery codes. A code works once; a wrong one keeps the ticket for five tries in all, and an account takes ten wrong codes per 15 minutes (429). Sets the `ws_device` cookie.',
  request: { body: anyBody(SecondFactorRequestSchema) },
  responses: { 200: json(dataOf(LoginResultSchema), 'The token (shown once) and the member'), ...errorResponses(400, 422, 429) },
});

const passkeyLoginOptions = createRoute({
  method: 'post', path: '/auth/passkey-login/options', tags: TAG, summary: 'Start a passkey sign-in',
  bodyLimit: SMALL_BODY_BYTES,
  description: 'Options for `navigator.credentials.get()` (WebAuthn JSON): a single-use challenge, valid 5 minutes, and no account named, so the browser offers any passkey of this site.',
  responses: { 200: json(dataOf(PasskeyOptionsSchema), 'WebAuthn request options'), ...errorResponses(429) },
});

const passkeyLogin = createRoute({
  method: 'post', path: '/auth/passkey-login', tags: TAG, summary: 'Sign in with a passkey',
  bodyLimit: CREDENTIAL_BODY_BYTES,
  description: 'The browser’s answer to the options. A passkey counts as both factors. Expired or reused challenges, unknown passkeys, another origin and a signature counter that went back are 422 on `response`. Sets the `ws_device` cookie.',
  request: { body: anyBody(PasskeySignInRequestSchema) },
  responses: { 200: json(dataOf(LoginResultSchema), 'The token (shown once) and the member'), ...errorResponses(400, 422, 429) },
});

// --- The member's passkeys ----------------------------------------------------------------------

const passkeysList = createRoute({
  method: 'get', path: '/auth/passkeys', tags: TAG, summary: 'The member’s passkeys', ...auth,
  responses: { 200: json(dataOf(z.array(PasskeySchema)), 'Passkeys, oldest first'), ...errorResponses(401) },
});

const passkeyOptions = createRoute({
  method: 'post', path: '/auth/passkeys/options', tags: TAG, summary: 'Start adding a passkey', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'Options for `navigator.credentials.create()` (WebAuthn JSON) with a single-use challenge valid 5 minutes. At most 20 passkeys an account (409).',
  responses: { 200: json(dataOf(PasskeyOptionsSchema), 'WebAuthn creation options'), ...errorResponses(401, 409, 429) },
});

const passkeyAdd = createRoute({
  method: 'post', path: '/auth/passkeys', tags: TAG, summary: 'Add a passkey', ...auth,
  bodyLimit: CREDENTIAL_BODY_BYTES,
  description: 'The browser’s answer to the creation options, and a name. The device must verify the member (PIN or biometrics). The session counts as having proved a second factor from then on. The member is e-mailed.',
  request: { body: anyBody(PasskeyRegisterRequestSchema) },
  responses: { 201: json(dataOf(PasskeySchema), 'Added'), ...errorResponses(400, 401, 422, 429) },
});

const passkeyRemove = createRoute({
  method: 'delete', path: '/auth/passkeys/{id}', tags: TAG, summary: 'Remove a passkey', ...auth,
  description: 'Someone else’s or an unknown passkey is a 404. The member is e-mailed.',
  request: { params: z.object({ id: idParam('id', 'passkey') }) },
  responses: { 200: json(dataOf(MessageSchema), 'Removed'), ...errorResponses(401, 404, 422) },
});

// --- Two-step sign-in ---------------------------------------------------------------------------

const twoFactorGet = createRoute({
  method: 'get', path: '/auth/two-factor', tags: TAG, summary: 'Two-step sign-in: on or off, recovery codes left, passkeys', ...auth,
  responses: { 200: json(dataOf(TwoFactorStatusSchema), 'Status'), ...errorResponses(401) },
});

const twoFactorSetup = createRoute({
  method: 'post', path: '/auth/two-factor/setup', tags: TAG, summary: 'Start setting up an authenticator app', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'A new secret as text, an otpauth:// URI and a QR code of it. Nothing changes until a first code confirms it (within 15 minutes). 409 while two-step sign-in is on.',
  responses: { 200: json(dataOf(TwoFactorSetupSchema), 'The secret to scan'), ...errorResponses(401, 409, 429) },
});

const twoFactorEnable = createRoute({
  method: 'post', path: '/auth/two-factor/enable', tags: TAG, summary: 'Turn two-step sign-in on with a first code', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'Returns ten recovery codes, shown this once. From then on a login asks for a code after the password. Two windows confirming together: one wins, the other gets 409. The member is e-mailed.',
  request: { body: anyBody(TwoFactorEnableRequestSchema) },
  responses: { 200: json(dataOf(RecoveryCodesSchema), 'On, with recovery codes'), ...errorResponses(400, 401, 409, 422, 429) },
});

const twoFactorDisable = createRoute({
  method: 'post', path: '/auth/two-factor/disable', tags: TAG, summary: 'Turn two-step sign-in off (password required)', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'Recovery codes are deleted and sessions stop counting as having proved a second factor (the studio then asks again). The member is e-mailed.',
  request: { body: anyBody(PasswordConfirmSchema) },
  responses: { 200: json(dataOf(MessageSchema), 'Off'), ...errorResponses(400, 401, 409, 422, 429) },
});

const recoveryCodesNew = createRoute({
  method: 'post', path: '/auth/two-factor/recovery-codes', tags: TAG, summary: 'New recovery codes (password required)', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'Ten new codes, shown this once; the old ones stop working.',
  request: { body: anyBody(PasswordConfirmSchema) },
  responses: { 200: json(dataOf(RecoveryCodesSchema), 'New codes'), ...errorResponses(400, 401, 409, 422, 429) },
});

export function signInRoutes() {
  const app = createRouter();

  app.openapi(secondFactor, async (c) => {
    await limitRate(c, 'second-factor:ip', clientAddress(c));
    const input = bodyOf(c, SecondFactorRequestSchema);
    const data = await completeSecondFactor({ deps: c.get('deps'), ticket: input.ticket, code: input.code, origin: originOf(c) });
    await rememberThisDevice(c, data.user.id);
    return c.json({ data }, 200);
  });

  app.openapi(passkeyLoginOptions, async (c) => {
    await limitRate(c, 'passkey-options:ip', clientAddress(c));
    return c.json({ data: await passkeySignInOptions({ deps: c.get('deps') }) }, 200);
  });

  app.openapi(passkeyLogin, async (c) => {
    await limitRate(c, 'passkey-login:ip', clientAddress(c));
    const data = await signInWithPasskey({ deps: c.get('deps'), response: bodyOf(c, PasskeySignInRequestSchema).response, origin: originOf(c) });
    await rememberThisDevice(c, data.user.id);
    return c.json({ data }, 200);
  });

  app.openapi(passkeysList, async (c) => c.json({ data: await listPasskeys({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(passkeyOptions, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'sign-in-factors:user', actor.id);
    return c.json({ data: await passkeyRegistrationOptions({ deps: c.get('deps'), actor }) }, 200);
  });

  app.openapi(passkeyAdd, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'sign-in-factors:user', actor.id);
    return c.json({ data: await registerPasskey({ deps: c.get('deps'), actor, input: bodyOf(c, PasskeyRegisterRequestSchema), origin: originOf(c) }) }, 201);
  });

  app.openapi(passkeyRemove, async (c) => {
    const actor = actorOf(c);
    return c.json({ data: await removePasskey({ deps: c.get('deps'), actor, id: c.req.valid('param').id, origin: originOf(c) }) }, 200);
  });

  app.openapi(twoFactorGet, async (c) => c.json({ data: await twoFactorStatus({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(twoFactorSetup, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'sign-in-factors:user', actor.id);
    return c.json({ data: await startTotpSetup({ deps: c.get('deps'), actor }) }, 200);
  });

  app.openapi(twoFactorEnable, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'sign-in-factors:user', actor.id);
    return c.json({ data: await enableTotp({ deps: c.get('deps'), actor, code: bodyOf(c, TwoFactorEnableRequestSchema).code, origin: originOf(c) }) }, 200);
  });

  app.openapi(twoFactorDisable, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'sign-in-factors:user', actor.id);
    return c.json({ data: await disableTotp({ deps: c.get('deps'), actor, password: bodyOf(c, PasswordConfirmSchema).password, origin: originOf(c) }) }, 200);
  });

  app.openapi(recoveryCodesNew, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'sign-in-factors:user', actor.id);
    return c.json({ data: await regenerateRecoveryCodes({ deps: c.get('deps'), actor, password: bodyOf(c, PasswordConfirmSchema).password }) }, 200);
  });

  return app;
}
