// HTTP routes of the accounts domain. Thin: validate with the declared schemas, apply the rate
// limits, call one service verb, reply. Every route lives under /v1/auth except the public avatar
// images (/v1/media/avatars/{file}). Member routes carry requireAuth as route middleware, because
// other domains also answer under /auth/* (courses/enrolled, billing...) with their own rules.
import { z } from '@hono/zod-openapi';
import { idString, text } from '../../lib/schemas/input.ts';
import {
  ACCOUNT_LIMITS,
  AddressRequestSchema,
  AddressSchema,
  CancelAccountRequestSchema,
  ChangePasswordRequestSchema,
  DataExportSchema,
  EmailRequestSchema,
  LoginRequestSchema,
  LoginResultSchema,
  MemberHomeSchema,
  MessageSchema,
  invitationToken,
  VerifyEmailResultSchema,
  NewsEmailsSchema,
  NotificationSettingsSchema,
  SetNewsEmailsSchema,
  ProfileUpdateSchema,
  RegisterRequestSchema,
  RegisterResultSchema,
  ResetPasswordRequestSchema,
  RevokedSessionsSchema,
  SessionSchema,
  SessionsQuerySchema,
  SubscriptionStatusSchema,
  UserSchema,
} from '../../lib/schemas/accounts.ts';
import { SecondFactorNeededSchema } from '../../lib/schemas/sign-in.ts';
import { SMALL_BODY_BYTES, uploadBodyBytes } from '../http/body-limit.ts';
import { deviceCookieOf, originOf, rememberThisDevice } from './routes-sign-in.ts';
import { actorOf, clientAddress } from '../http/middleware.ts';
import { describeRateLimit, limitRate } from '../http/rate-limits.ts';
import { dataOf, errorResponses, listOf, pageMeta } from '../http/respond.ts';
import { anyBody, auth, bodyOf, createRoute, idParam, json, jsonBody, pathParam } from '../http/route-helpers.ts';
import { createRouter } from '../http/router.ts';
import {
  cancelAccount,
  changePassword,
  exportMemberData,
  forgotPassword,
  getDefaultAddress,
  getNewsEmails,
  getNotificationSettings,
  getProfile,
  listSessions,
  LOGIN_THROTTLE_RULE,
  loginMember,
  logoutMember,
  memberHome,
  readAvatarFile,
  registerMember,
  removeDefaultAddress,
  resendVerification,
  resetPassword,
  revokeOtherSessions,
  revokeSession,
  saveDefaultAddress,
  saveNotificationSettings,
  setNewsEmails,
  subscriptionStatus,
  updateProfile,
  verifyEmail,
} from './service/index.ts';
import { pageLocaleOf } from '../http/public-origin.ts';
import { m } from '../../paraglide/messages.js';

const TAG = ['Accounts'];

/** Where a request came from, as the devices list and security e-mails name it: the User-Agent and the address's network. */

// --- Public: registration, verification, login, forgotten password -------------------------------

const register = createRoute({
  method: 'post', path: '/auth/register', tags: TAG, summary: 'Create an account',
  bodyLimit: SMALL_BODY_BYTES,
  description: `Sends a verification e-mail with a link to /email/verify/{id}/{hash}. An address that already has an account gets the same answer after the same time, and its owner an e-mail saying so, so the form does not tell who has an account. Rate-limited to ${describeRateLimit('register:ip')} per address. When a bot check is configured, \`recaptcha_token\` is required.`,
  request: { body: anyBody(RegisterRequestSchema) },
  responses: { 201: json(dataOf(RegisterResultSchema), 'Account created; verification e-mail sent'), ...errorResponses(400, 422, 429, 503) },
});

const verify = createRoute({
  method: 'post', path: '/auth/email/verify/{hash1}/{hash2}', tags: TAG, summary: 'Confirm an e-mail address from the e-mailed link',
  bodyLimit: SMALL_BODY_BYTES,
  description: '`hash1` is the member id and `hash2` the single-use value from the link (valid 24 hours). `invite`, carried from a mentor invitation\'s e-mail through registration, accepts that invitation once the address it was sent to is confirmed; `mentor` then names the mentor.',
  request: {
    params: z.object({
      hash1: idString('The link is incomplete.').openapi({ param: { name: 'hash1', in: 'path' }, example: '12' }),
      hash2: pathParam('hash2', 'The single-use value from the link', 'a1b2c3'),
    }),
    query: z.object({ invite: invitationToken.optional() }),
  },
  responses: { 200: json(dataOf(VerifyEmailResultSchema), 'Confirmed'), ...errorResponses(422, 429) },
});

const resend = createRoute({
  method: 'post', path: '/auth/email/resend', tags: TAG, summary: 'Send the verification e-mail again',
  bodyLimit: SMALL_BODY_BYTES,
  description: 'The same answer, after the same time, whether or not the address has an account that needs confirming. Rate-limited per address and per e-mail.',
  request: { body: anyBody(EmailRequestSchema) },
  responses: { 202: json(dataOf(MessageSchema), 'Accepted'), ...errorResponses(400, 422, 429) },
});

const login = createRoute({
  method: 'post', path: '/auth/login', tags: TAG, summary: 'Log in for a Bearer token',
  bodyLimit: SMALL_BODY_BYTES,
  description: `${LOGIN_THROTTLE_RULE} Wrong credentials are a 422 on \`email\`, the same whether or not the e-mail has an account. A successful login sets the \`ws_device\` cookie (HttpOnly, path /v1/auth) that marks this browser as a known device.`,
  request: { body: anyBody(LoginRequestSchema) },
  responses: { 200: json(dataOf(z.union([LoginResultSchema, SecondFactorNeededSchema])), 'The token (shown once) and the member; or, when the account has two-step sign-in on, a ticket for `POST /v1/auth/login/second-factor`'), ...errorResponses(400, 422, 429, 503) },
});

const forgot = createRoute({
  method: 'post', path: '/auth/password/forgot', tags: TAG, summary: 'E-mail a password reset link',
  bodyLimit: SMALL_BODY_BYTES,
  description: 'The same answer whether or not the e-mail has an account. The link goes to /reset-password/{email}/{token} and works once, for 60 minutes.',
  request: { body: anyBody(EmailRequestSchema) },
  responses: { 200: json(dataOf(MessageSchema), 'Accepted'), ...errorResponses(400, 422, 429) },
});

const reset = createRoute({
  method: 'post', path: '/auth/password/reset/{hash1}/{hash2}', tags: TAG, summary: 'Choose a new password from the e-mailed link',
  bodyLimit: SMALL_BODY_BYTES,
  description: '`hash1` is the e-mail address and `hash2` the single-use value. Revokes every session of the member.',
  request: {
    params: z.object({
      hash1: text().min(3).max(254).openapi({ param: { name: 'hash1', in: 'path' }, description: 'The e-mail address from the link', example: 'name@example.com' }),
      hash2: pathParam('hash2', 'The single-use value from the link', 'a1b2c3'),
    }),
    body: anyBody(ResetPasswordRequestSchema),
  },
  responses: { 200: json(dataOf(MessageSchema), 'Password changed'), ...errorResponses(400, 422, 429) },
});

// --- Member: session, profile, password, settings ------------------------------------------------

const logout = createRoute({
  method: 'post', path: '/auth/logout', tags: TAG, summary: 'Log out (revoke this token)', ...auth,
  responses: { 200: json(dataOf(MessageSchema), 'Token revoked'), ...errorResponses(401) },
});

const profile = createRoute({
  method: 'get', path: '/auth/profile', tags: TAG, summary: 'The signed-in member', ...auth,
  responses: { 200: json(dataOf(UserSchema), 'The member'), ...errorResponses(401) },
});

const profileUpdate = createRoute({
  method: 'put', path: '/auth/profile', tags: TAG, summary: 'Change name, gender, language and avatar', ...auth,
  // An avatar of at most 5 MB with the form; read whole only after this limit held (docs/security.md).
  bodyLimit: uploadBodyBytes(ACCOUNT_LIMITS.avatarBytes),
  description: 'JSON, or multipart with an `avatar` file (PNG, JPEG or WebP, at most 5 MB; stored as 256x256). `remove_avatar=true` restores the default image. Browsers send multipart as POST with `_method=put`.',
  request: { body: anyBody(ProfileUpdateSchema) },
  responses: { 200: json(dataOf(UserSchema), 'The updated member'), ...errorResponses(400, 401, 413, 422, 429) },
});

const passwordChange = createRoute({
  method: 'post', path: '/auth/password/change', tags: TAG, summary: 'Change the password (current password required)', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'Other sessions are revoked; this one stays signed in.',
  request: { body: anyBody(ChangePasswordRequestSchema) },
  responses: { 200: json(dataOf(MessageSchema), 'Changed'), ...errorResponses(400, 401, 422, 429) },
});

// Signed-in devices (docs/security.md, "Sessions and devices").

const sessionsList = createRoute({
  method: 'get', path: '/auth/sessions', tags: TAG, summary: 'The member’s signed-in devices', ...auth,
  description: 'Every live session (Bearer token): browser and system from the User-Agent, the network of the sign-in address (never the address), first and last seen (last seen is updated at most once a minute), and which one made this request. The current one comes first.',
  request: { query: SessionsQuerySchema },
  responses: { 200: json(listOf(SessionSchema), 'One page of sessions'), ...errorResponses(401, 422) },
});

const sessionRevoke = createRoute({
  method: 'delete', path: '/auth/sessions/{id}', tags: TAG, summary: 'Sign one device out', ...auth,
  description: 'The session stops working at once on every instance. Someone else’s, an unknown or an already revoked session is a 404. The member is e-mailed.',
  request: { params: z.object({ id: idParam('id', 'session') }) },
  responses: { 200: json(dataOf(RevokedSessionsSchema), 'Signed out'), ...errorResponses(401, 404, 422) },
});

const sessionsRevokeOthers = createRoute({
  method: 'post', path: '/auth/sessions/revoke-others', tags: TAG, summary: 'Sign out every other device', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'Every session but the one making the request stops working at once. The member is e-mailed when any was signed out.',
  responses: { 200: json(dataOf(RevokedSessionsSchema), 'How many were signed out'), ...errorResponses(401) },
});

const home = createRoute({
  method: 'get', path: '/auth/home', tags: TAG, summary: 'What the member dashboard shows', ...auth,
  responses: { 200: json(dataOf(MemberHomeSchema), 'The member home: counts, courses to continue, streak, points and level, latest badges, unread notifications and certificates'), ...errorResponses(401) },
});

const subscription = createRoute({
  method: 'get', path: '/auth/subscription/status', tags: TAG, summary: 'Whether the member is subscribed', ...auth,
  responses: { 200: json(dataOf(SubscriptionStatusSchema), 'Subscription status'), ...errorResponses(401) },
});

const addressGet = createRoute({
  method: 'get', path: '/auth/address/default', tags: TAG, summary: 'The billing address', ...auth,
  responses: { 200: json(dataOf(AddressSchema.nullable()), 'The address, or null when none is saved'), ...errorResponses(401) },
});

const addressPut = createRoute({
  method: 'put', path: '/auth/address/default', tags: TAG, summary: 'Save the billing address', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  request: { body: anyBody(AddressRequestSchema) },
  responses: { 200: json(dataOf(AddressSchema), 'Saved'), ...errorResponses(400, 401, 422) },
});

const addressDelete = createRoute({
  method: 'delete', path: '/auth/address/default', tags: TAG, summary: 'Remove the billing address', ...auth,
  responses: { 200: json(dataOf(MessageSchema), 'Removed'), ...errorResponses(401) },
});

const notificationsGet = createRoute({
  method: 'get', path: '/auth/notification-settings', tags: TAG, summary: 'Notification settings (by e-mail and in-app)', ...auth,
  responses: { 200: json(dataOf(NotificationSettingsSchema), 'Every notification type with its channels'), ...errorResponses(401) },
});

const notificationsPut = createRoute({
  method: 'put', path: '/auth/notification-settings', tags: TAG, summary: 'Save notification settings', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'Send every notification type with `email` (`immediately`, `daily` for the daily digest, or `off`) and `in_app` (true or false).',
  request: { body: { content: { 'application/json': { schema: NotificationSettingsSchema } } } },
  responses: { 200: json(dataOf(NotificationSettingsSchema), 'Saved'), ...errorResponses(400, 401, 422) },
});

const newsGet = createRoute({
  method: 'get', path: '/auth/news-emails', tags: TAG, summary: 'Whether the member agreed to news by e-mail (newsletters)', ...auth,
  responses: { 200: json(dataOf(NewsEmailsSchema), 'The agreement'), ...errorResponses(401) },
});

const newsPut = createRoute({
  method: 'put', path: '/auth/news-emails', tags: TAG, summary: 'Agree to news by e-mail, or take it back', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'Apart from the notification settings: newsletters go only to members who agreed; messages about the account, courses and payments never depend on it.',
  request: { body: jsonBody(SetNewsEmailsSchema) },
  responses: { 200: json(dataOf(NewsEmailsSchema), 'Saved'), ...errorResponses(400, 401, 422) },
});

const cancel = createRoute({
  method: 'post', path: '/auth/account/cancel', tags: TAG, summary: 'Cancel the account (password required)', ...auth,
  bodyLimit: SMALL_BODY_BYTES,
  description: 'Revokes every token and erases or anonymises personal data; learning records are kept anonymous. Cannot be undone.',
  request: { body: anyBody(CancelAccountRequestSchema) },
  responses: { 200: json(dataOf(MessageSchema), 'Cancelled'), ...errorResponses(400, 401, 422, 429) },
});

const exportData = createRoute({
  method: 'get', path: '/auth/export', tags: TAG, summary: 'Download everything we hold about the member', ...auth,
  description: 'A JSON attachment: profile, address, sessions, enrolments, progress, lesson work, task submissions and their reviews, quiz attempts, bookmarks, certificates, enquiries sent from the member’s e-mail, and their posts, reactions and reports in lesson discussions.',
  responses: { 200: json(DataExportSchema, 'The export (Content-Disposition: attachment)'), ...errorResponses(401, 429) },
});

const avatarFile = createRoute({
  method: 'get', path: '/media/avatars/{file}', tags: TAG, summary: 'A member’s avatar image (public, cacheable)',
  request: { params: z.object({ file: pathParam('file', 'The avatar file name', '12-abcdefgh12345678.webp', 80) }) },
  responses: { 200: { description: 'The image', content: { 'image/webp': { schema: z.string().openapi({ format: 'binary' }) } } }, ...errorResponses(404, 422) },
});

export function accountRoutes() {
  const app = createRouter();

  app.openapi(register, async (c) => {
    const ip = clientAddress(c);
    await limitRate(c, 'register:ip', ip);
    const input = bodyOf(c, RegisterRequestSchema);
    // Without `language`, a form sent from a Spanish page (/es/register, same-origin Referer) makes a
    // Spanish member (docs/rules/accounts.md, "Member language").
    const language = input.language ?? pageLocaleOf(c, c.get('deps').config.appUrl);
    const data = await registerMember({ deps: c.get('deps'), input: { ...input, language }, remoteIp: ip });
    return c.json({ data }, 201);
  });

  app.openapi(verify, async (c) => {
    await limitRate(c, 'verify:ip', clientAddress(c));
    const { hash1, hash2 } = c.req.valid('param');
    const { invite } = c.req.valid('query');
    const { db, config } = c.get('deps');
    return c.json({ data: await verifyEmail({ db, userId: hash1, token: hash2, invite, appSecret: config.appSecret }) }, 200);
  });

  app.openapi(resend, async (c) => {
    const { email } = bodyOf(c, EmailRequestSchema);
    await limitRate(c, 'verify-resend:ip', clientAddress(c));
    await limitRate(c, 'verify-resend:email', email);
    return c.json({ data: await resendVerification({ deps: c.get('deps'), email }) }, 202);
  });

  app.openapi(login, async (c) => {
    const result = await loginMember({ deps: c.get('deps'), input: bodyOf(c, LoginRequestSchema), address: clientAddress(c), userAgent: c.req.header('user-agent') ?? null, deviceCookie: deviceCookieOf(c) });
    if ('second_factor_required' in result) {
      const { userId: _userId, ...data } = result;
      return c.json({ data }, 200);
    }
    await rememberThisDevice(c, result.user.id);
    return c.json({ data: result }, 200);
  });

  app.openapi(forgot, async (c) => {
    const { email } = bodyOf(c, EmailRequestSchema);
    await limitRate(c, 'forgot:ip', clientAddress(c));
    await limitRate(c, 'forgot:email', email);
    return c.json({ data: await forgotPassword({ deps: c.get('deps'), email }) }, 200);
  });

  app.openapi(reset, async (c) => {
    await limitRate(c, 'reset:ip', clientAddress(c));
    const { hash1, hash2 } = c.req.valid('param');
    const data = await resetPassword({ deps: c.get('deps'), email: hash1, token: hash2, input: bodyOf(c, ResetPasswordRequestSchema), origin: originOf(c) });
    return c.json({ data }, 200);
  });

  app.openapi(logout, async (c) => c.json({ data: await logoutMember({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(profile, async (c) => c.json({ data: await getProfile({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(profileUpdate, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'profile:user', actor.id);
    const data = await updateProfile({ deps: c.get('deps'), actor, input: bodyOf(c, ProfileUpdateSchema) });
    return c.json({ data }, 200);
  });

  app.openapi(passwordChange, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'password-change:user', actor.id);
    const data = await changePassword({ deps: c.get('deps'), actor, input: bodyOf(c, ChangePasswordRequestSchema), origin: originOf(c) });
    return c.json({ data }, 200);
  });

  app.openapi(sessionsList, async (c) => {
    const { page, per_page } = c.req.valid('query');
    const result = await listSessions({ db: c.get('deps').db, actor: actorOf(c), page, perPage: per_page });
    return c.json({ data: result.items, meta: pageMeta(page, per_page, result.total) }, 200);
  });

  app.openapi(sessionRevoke, async (c) => {
    const actor = actorOf(c);
    return c.json({ data: await revokeSession({ deps: c.get('deps'), actor, id: c.req.valid('param').id, origin: originOf(c) }) }, 200);
  });

  app.openapi(sessionsRevokeOthers, async (c) => {
    const actor = actorOf(c);
    return c.json({ data: await revokeOtherSessions({ deps: c.get('deps'), actor, origin: originOf(c) }) }, 200);
  });

  app.openapi(home, async (c) => c.json({ data: await memberHome({ db: c.get('deps').db, actor: actorOf(c), appUrl: c.get('deps').config.appUrl }) }, 200));

  app.openapi(subscription, async (c) => c.json({ data: await subscriptionStatus({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(addressGet, async (c) => c.json({ data: await getDefaultAddress({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(addressPut, async (c) => {
    const data = await saveDefaultAddress({ db: c.get('deps').db, actor: actorOf(c), input: bodyOf(c, AddressRequestSchema) });
    return c.json({ data }, 200);
  });

  app.openapi(addressDelete, async (c) => {
    await removeDefaultAddress({ db: c.get('deps').db, actor: actorOf(c) });
    return c.json({ data: { message: m.settings_api_address_removed() } }, 200);
  });

  app.openapi(newsGet, async (c) => c.json({ data: await getNewsEmails({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));
  app.openapi(newsPut, async (c) => c.json({ data: await setNewsEmails({ db: c.get('deps').db, actor: actorOf(c), input: c.req.valid('json') }) }, 200));
  app.openapi(notificationsGet, async (c) => c.json({ data: await getNotificationSettings({ db: c.get('deps').db, actor: actorOf(c) }) }, 200));

  app.openapi(notificationsPut, async (c) => {
    const type = (c.req.header('content-type') ?? '').toLowerCase();
    const input = type.includes('json') ? c.req.valid('json') : NotificationSettingsSchema.parse({});
    return c.json({ data: await saveNotificationSettings({ db: c.get('deps').db, actor: actorOf(c), input }) }, 200);
  });

  app.openapi(cancel, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'cancel:user', actor.id);
    return c.json({ data: await cancelAccount({ deps: c.get('deps'), actor, input: bodyOf(c, CancelAccountRequestSchema) }) }, 200);
  });

  app.openapi(exportData, async (c) => {
    const actor = actorOf(c);
    await limitRate(c, 'export:user', actor.id);
    const data = await exportMemberData({ db: c.get('deps').db, actor });
    c.header('Content-Disposition', `attachment; filename="wellspring-data-${actor.id}-${data.exported_at.slice(0, 10)}.json"`);
    return c.json(data, 200);
  });

  app.openapi(avatarFile, async (c) => {
    const bytes = await readAvatarFile({ storage: c.get('deps').storage, file: c.req.valid('param').file });
    // Every upload gets a new name, so an image never changes under its URL.
    c.header('Cache-Control', 'public, max-age=31536000, immutable');
    c.header('Content-Type', 'image/webp');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.body(bytes as Uint8Array<ArrayBuffer>, 200) as never;
  });

  return app;
}
