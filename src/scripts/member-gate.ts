// Guards the member area in the browser: restores the session (at most 5000 ms), then either shows
// the member's screen or, for a visitor, goes to /login after 1000 ms. Also refreshes the profile:
// a profile without a user id means the session is over (SPEC.md section 4).
import { api, type Item } from '../lib/api/client.ts';
import { ApiError } from '../lib/api/errors.ts';
import type { User } from '../lib/schemas/accounts.ts';
import { paths } from '../lib/paths.ts';
import { refreshProfile, restoreSession } from '../stores/session.ts';
import { showErrorPage } from './error-page.ts';

export const ANONYMOUS_REDIRECT_DELAY_MS = 1000;

export async function startMemberGate(): Promise<void> {
  const loader = document.querySelector<HTMLElement>('[data-initial-loader]');
  const app = document.querySelector<HTMLElement>('[data-member-app]');
  const redirect = document.querySelector<HTMLElement>('[data-login-redirect]');
  let session;
  try {
    session = await restoreSession();
  } catch (err) {
    showErrorPage(err instanceof Error ? err.message : String(err));
    return;
  }
  loader?.remove();
  if (!session.isLoggedIn || !session.token) {
    if (redirect) redirect.hidden = false;
    setTimeout(() => location.replace(paths.login(location.pathname + location.search)), ANONYMOUS_REDIRECT_DELAY_MS);
    return;
  }
  if (app) app.hidden = false;
  document.dispatchEvent(new CustomEvent('ws:session-restored'));
  try {
    const profile = await api.get<Item<User>>('/auth/profile');
    if (!refreshProfile(profile?.data)) location.replace(paths.logout());
  } catch (err) {
    // 401 is handled by the client's Session Expired dialog; other failures keep the stored profile.
    if (!(err instanceof ApiError)) throw err;
  }
}
