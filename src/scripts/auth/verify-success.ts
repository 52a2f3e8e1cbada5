// The "e-mail confirmed" page: a signed-in member goes on to the dashboard (with the fresh profile
// in the session); anyone else is offered the login.
import { getProfile } from '../../lib/api/accounts.ts';
import { $session, refreshProfile } from '../../stores/session.ts';

export async function startVerifySuccess(): Promise<void> {
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
