// Passkey sign-in on the login page (docs/security.md, "Passkeys"), with @simplewebauthn/browser:
// a "Sign in with a passkey" button, and, where the browser supports it, passkeys offered in the
// e-mail field's autofill (conditional mediation) without a click. Neither needs an e-mail typed.
import { browserSupportsWebAuthn, browserSupportsWebAuthnAutofill, startAuthentication, WebAuthnError } from '@simplewebauthn/browser';
import type { LoginResult } from '../../lib/schemas/accounts.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { passkeySignInOptions, signInWithPasskey } from '../../lib/api/sign-in.ts';
import { m } from '../../paraglide/messages.js';

type Options = Parameters<typeof startAuthentication>[0]['optionsJSON'];

/** What a member reads when a passkey sign-in does not finish. */
function messageFor(err: unknown): string | null {
  if (err instanceof ApiError) return err.errors.response?.[0] ?? err.message;
  // The member closed the browser's dialog, or another ceremony took over: nothing to say.
  if (err instanceof WebAuthnError && err.code === 'ERROR_CEREMONY_ABORTED') return null;
  if (err instanceof Error && (err.name === 'NotAllowedError' || err.name === 'AbortError')) return null;
  return m.auth_passkey_failed();
}

export function offerPasskeys(box: HTMLElement, emailField: HTMLInputElement | null, signedIn: (data: LoginResult) => Promise<void>): void {
  if (!browserSupportsWebAuthn()) return;
  box.hidden = false;
  const button = box.querySelector<HTMLButtonElement>('[data-passkey-button]');
  const error = box.querySelector<HTMLElement>('[data-passkey-error]');
  const label = button?.textContent ?? '';

  const run = async (autofill: boolean) => {
    const { data: optionsJSON } = await passkeySignInOptions();
    const response = await startAuthentication({ optionsJSON: optionsJSON as unknown as Options, useBrowserAutofill: autofill });
    await signedIn((await signInWithPasskey(response)).data);
  };
  const show = (err: unknown) => {
    const message = messageFor(err);
    if (!error || !message) return;
    error.textContent = message;
    error.hidden = false;
    error.focus();
  };

  button?.addEventListener('click', async () => {
    if (error) error.hidden = true;
    button.disabled = true;
    button.textContent = m.auth_passkey_waiting();
    try {
      await run(false);
    } catch (err) {
      show(err);
    } finally {
      button.disabled = false;
      button.textContent = label;
    }
  });

  // Autofill waits quietly in the background; the button's ceremony replaces it when clicked.
  if (emailField) {
    void browserSupportsWebAuthnAutofill().then((supported) => {
      if (supported) run(true).catch(show);
    });
  }
}
