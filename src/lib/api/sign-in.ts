// Typed client functions for the sign-in factors (docs/security.md, "Passkeys", "Second factor"):
// the second step of a login, passkey sign-in, and the member's passkeys and two-step sign-in.
import type { LoginResult, Message } from '../schemas/accounts.ts';
import type { Passkey, RecoveryCodes, SecondFactorNeeded, TwoFactorSetup, TwoFactorStatus } from '../schemas/sign-in.ts';
import { api, type Item } from './client.ts';

/** A right password answers with the session, or with a ticket when a second factor is needed. */
export const loginWithPassword = (email: string, password: string, recaptchaToken?: string) =>
  api.post<Item<LoginResult | SecondFactorNeeded>>('/auth/login', { email, password, ...(recaptchaToken ? { recaptcha_token: recaptchaToken } : {}) });
export const finishWithCode = (ticket: string, code: string) => api.post<Item<LoginResult>>('/auth/login/second-factor', { ticket, code });

export const passkeySignInOptions = () => api.post<Item<Record<string, unknown>>>('/auth/passkey-login/options');
export const signInWithPasskey = (response: unknown) => api.post<Item<LoginResult>>('/auth/passkey-login', { response });

export const listPasskeys = () => api.get<Item<Passkey[]>>('/auth/passkeys');
export const passkeyCreationOptions = () => api.post<Item<Record<string, unknown>>>('/auth/passkeys/options');
export const addPasskey = (name: string, response: unknown) => api.post<Item<Passkey>>('/auth/passkeys', { name, response });
export const removePasskey = (id: number) => api.delete<Item<Message>>(`/auth/passkeys/${id}`);

export const getTwoFactor = () => api.get<Item<TwoFactorStatus>>('/auth/two-factor');
export const startTwoFactorSetup = () => api.post<Item<TwoFactorSetup>>('/auth/two-factor/setup');
export const enableTwoFactor = (code: string) => api.post<Item<RecoveryCodes>>('/auth/two-factor/enable', { code });
export const disableTwoFactor = (password: string) => api.post<Item<Message>>('/auth/two-factor/disable', { password });
export const newRecoveryCodes = (password: string) => api.post<Item<RecoveryCodes>>('/auth/two-factor/recovery-codes', { password });
