// The sign-in factors beyond the password (docs/security.md, "Passkeys" and "Second factor"): the
// second step of a login, passkeys, and two-step sign-in with an authenticator app and recovery
// codes. Shared by the routes, the typed client and the tests.
import { z } from './zod.ts';
import { say, text } from './input.ts';
import { m } from '../../paraglide/messages.js';
import { UserSchema } from './accounts.ts';

/** What a right password answers when the account has two-step sign-in on: no token yet. */
export const SecondFactorNeededSchema = z.object({
  second_factor_required: z.literal(true),
  /** Single-use, valid for 10 minutes: send it back with the code. */
  ticket: z.string(),
  methods: z.array(z.enum(['totp', 'recovery_code'])),
});
export type SecondFactorNeeded = z.infer<typeof SecondFactorNeededSchema>;

export const SignedInSchema = z.object({ token: z.string(), user: UserSchema });

export const SecondFactorRequestSchema = z.object({
  ticket: text(say(m.errors_sign_in_expired)).min(1, say(m.errors_sign_in_expired)).max(200),
  code: text(say(m.errors_enter_code_or_recovery))
    .min(1, say(m.errors_enter_code_or_recovery))
    .max(40, say(m.errors_code_too_long)),
});
export type SecondFactorRequest = z.infer<typeof SecondFactorRequestSchema>;

/** A WebAuthn response as @simplewebauthn/browser hands it over; its inside is checked by the verifier. */
const credentialResponse = z
  .object({
    id: z.string().min(1).max(1400),
    rawId: z.string().min(1).max(1400),
    type: z.literal('public-key'),
    response: z.record(z.string(), z.unknown()),
    clientExtensionResults: z.record(z.string(), z.unknown()).optional().default({}),
    authenticatorAttachment: z.string().optional(),
  })
  .passthrough();

export const PasskeyRegisterRequestSchema = z.object({
  name: text(say(m.errors_passkey_name)).min(1, say(m.errors_passkey_name)).max(60, say(m.errors_passkey_name_too_long)),
  response: credentialResponse,
});
export type PasskeyRegisterRequest = z.infer<typeof PasskeyRegisterRequestSchema>;

export const PasskeySignInRequestSchema = z.object({ response: credentialResponse });
export type PasskeySignInRequest = z.infer<typeof PasskeySignInRequestSchema>;

export const PasskeySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  /** Synced to the member's other devices by their password manager (backup eligible). */
  synced: z.boolean(),
  backed_up: z.boolean(),
  created_at: z.string(),
  last_used_at: z.string().nullable(),
});
export type Passkey = z.infer<typeof PasskeySchema>;

/** The options the browser's navigator.credentials call takes, as JSON (WebAuthn Level 3). */
export const PasskeyOptionsSchema = z.record(z.string(), z.unknown());

export const TwoFactorStatusSchema = z.object({
  /** An authenticator app's codes are asked for after the password. */
  totp_enabled: z.boolean(),
  totp_enabled_at: z.string().nullable(),
  recovery_codes_left: z.number().int(),
  passkeys: z.number().int(),
  /** How this session proved a second factor: totp, recovery_code, passkey, or null for a password alone. */
  session_second_factor: z.enum(['totp', 'recovery_code', 'passkey']).nullable(),
  /** Admins and authors need a second factor for the studio. */
  required_for_studio: z.boolean(),
});
export type TwoFactorStatus = z.infer<typeof TwoFactorStatusSchema>;

export const TwoFactorSetupSchema = z.object({
  /** Base32, for typing into an app by hand. */
  secret: z.string(),
  otpauth_uri: z.string(),
  /** The same URI as a QR code, an SVG data URL. */
  qr_code: z.string(),
});
export type TwoFactorSetup = z.infer<typeof TwoFactorSetupSchema>;

const sixDigits = text(say(m.errors_enter_six_digit_code))
  .min(1, say(m.errors_enter_six_digit_code))
  .regex(/^\d{3} ?\d{3}$/, say(m.errors_six_digit_code));

export const TwoFactorEnableRequestSchema = z.object({ code: sixDigits });
export type TwoFactorEnableRequest = z.infer<typeof TwoFactorEnableRequestSchema>;

export const PasswordConfirmSchema = z.object({ password: text(say(m.errors_enter_password)).min(1, say(m.errors_enter_password)).max(1000, say(m.errors_enter_password)) });
export type PasswordConfirm = z.infer<typeof PasswordConfirmSchema>;

export const RecoveryCodesSchema = z.object({
  message: z.string(),
  /** Shown this once; only their hashes are kept. */
  recovery_codes: z.array(z.string()),
});
export type RecoveryCodes = z.infer<typeof RecoveryCodesSchema>;
