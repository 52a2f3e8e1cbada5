// Generated-suite cases for the sign-in factors (docs/security.md, "Passkeys", "Second factor"). The
// sign-in steps are public and refuse the suite's made-up tickets and credentials with 422. The
// member's passkeys and two-step sign-in act on the caller's own account; removing a passkey names
// the owner's (made in world.ts), so everyone else gets a 404. Nobody in the world has two-step
// sign-in on, so turning it off and new recovery codes are the owner's 409.
import type { Case } from './registry.ts';

const FAKE_CREDENTIAL = { id: 'AAAA', rawId: 'AAAA', type: 'public-key', response: { clientDataJSON: 'e30', authenticatorData: 'AAAA', signature: 'AAAA' }, clientExtensionResults: {} };

export const SIGN_IN_CASES: Record<string, Case> = {
  'POST /v1/auth/login/second-factor': { access: 'public', request: () => ({ json: { ticket: 'not-a-ticket-but-long-enough-to-look', code: '123456' } }) },
  'POST /v1/auth/passkey-login/options': { access: 'public' },
  'POST /v1/auth/passkey-login': { access: 'public', request: () => ({ json: { response: FAKE_CREDENTIAL } }) },
  'GET /v1/auth/passkeys': { access: 'self' },
  'POST /v1/auth/passkeys/options': { access: 'self' },
  'POST /v1/auth/passkeys': { access: 'self', owner: [422], request: () => ({ json: { name: 'Laptop', response: { ...FAKE_CREDENTIAL, response: { clientDataJSON: 'e30', attestationObject: 'AAAA' } } } }) },
  'DELETE /v1/auth/passkeys/{id}': { access: 'owned', last: true, request: (w) => ({ path: { id: w.owner.passkeyId } }) },
  'GET /v1/auth/two-factor': { access: 'self' },
  'POST /v1/auth/two-factor/setup': { access: 'self' },
  'POST /v1/auth/two-factor/enable': { access: 'self', owner: [422], request: () => ({ json: { code: '000000' } }) },
  'POST /v1/auth/two-factor/disable': { access: 'self', owner: [409], request: (_w, caller) => ({ json: { password: caller.password } }) },
  'POST /v1/auth/two-factor/recovery-codes': { access: 'self', owner: [409], request: (_w, caller) => ({ json: { password: caller.password } }) },
};
