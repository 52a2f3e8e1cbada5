// The "e-mail confirmed" page: a signed-in member goes on to the dashboard (with the fresh profile
// in the session); anyone else is offered the login.
import { getProfile } from '../../lib/api/accounts.ts';
import { $session, refreshProfile } from '../../stores/session.ts';
import { takeNextAfterRegister } from './next-after-register.ts';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';

export async function startVerifySuccess(): Promise<void> {
  // Set by the confirmation when the link also accepted a mentor's invitation (verify.ts).
  const joined = document.querySelector<HTMLElement>('[data-mentee-joined]');
  if (joined && new URLSearchParams(location.search).get('mentee') === '1') joined.hidden = false;
  const next = takeNextAfterRegister();
  if (next) {
    const login = document.querySelector<HTMLAnchorElement>('[data-when-guest]');
    if (login) login.href = localizePath(`/login?verified=1&next=${encodeURIComponent(next)}`);
    const onward = document.querySelector<HTMLAnchorElement>('[data-when-member]');
    if (onward) {
      onward.href = localizePath(next);
      onward.textContent = m.auth_verify_success_continue();
    }
  }
  const session = $session.get();
  if (!session.isLoggedIn || !session.token) return;
  for (const el of document.querySelectorAll<HTMLElement>('[data-when-member]')) el.hidden = false;
  for (const el of document.querySelectorAll<HTMLElement>('[data-when-guest]')) el.hidden = true;
  try {
    refreshProfile((await getProfile()).data);
  } catch {
    // A stale session is answered by the Session Expired dialog.
  }
}
