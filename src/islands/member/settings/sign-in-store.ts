// The sign-in factors on /settings (docs/security.md, "Passkeys", "Second factor"; docs/rules/client.md,
// "Loading data"): the member's passkeys and the two-step sign-in status, and the changes to them.
// After each change both reload, since adding a passkey also changes what the session has proved.
import { startRegistration } from '@simplewebauthn/browser';
import {
  addPasskey,
  disableTwoFactor,
  enableTwoFactor,
  getTwoFactor,
  listPasskeys,
  newRecoveryCodes,
  passkeyCreationOptions,
  removePasskey,
  startTwoFactorSetup,
} from '../../../lib/api/sign-in.ts';
import type { TwoFactorSetup } from '../../../lib/schemas/sign-in.ts';
import { m } from '../../../paraglide/messages.js';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';

export const $passkeys = createFetcherStore<Awaited<ReturnType<typeof listPasskeys>>>([$memberKey, 'passkeys'], { fetcher: () => listPasskeys() });
export const $twoFactor = createFetcherStore<Awaited<ReturnType<typeof getTwoFactor>>>([$memberKey, 'two-factor'], { fetcher: () => getTwoFactor() });

const refreshFactors = () => {
  refreshQueries('passkeys', $passkeys);
  refreshQueries('two-factor', $twoFactor);
};

type CreationOptions = Parameters<typeof startRegistration>[0]['optionsJSON'];

/** Asks the browser for a new passkey and stores it under `name`. */
export async function createPasskey(name: string): Promise<string> {
  const { data: optionsJSON } = await passkeyCreationOptions();
  const response = await startRegistration({ optionsJSON: optionsJSON as unknown as CreationOptions });
  const { data } = await addPasskey(name, response);
  refreshFactors();
  return m.settings_passkey_ready({ name: data.name });
}

export async function deletePasskey(id: number): Promise<string> {
  const { data } = await removePasskey(id);
  refreshFactors();
  return data.message;
}

export async function beginTwoFactorSetup(): Promise<TwoFactorSetup> {
  return (await startTwoFactorSetup()).data;
}

/** Turns two-step sign-in on; the recovery codes are shown once, by the caller. */
export async function confirmTwoFactor(code: string): Promise<string[]> {
  const { data } = await enableTwoFactor(code);
  refreshFactors();
  return data.recovery_codes;
}

export async function turnOffTwoFactor(password: string): Promise<string> {
  const { data } = await disableTwoFactor(password);
  refreshFactors();
  return data.message;
}

export async function replaceRecoveryCodes(password: string): Promise<string[]> {
  const { data } = await newRecoveryCodes(password);
  refreshFactors();
  return data.recovery_codes;
}
