// The one member gate (docs/rules/client.md, "Member area"), used by the member layout and by the
// lesson player: restores the stored session; a visitor goes to /login after 1000 ms; a member's
// profile is refreshed in the background, and a profile without a user id ends the session; then the
// browser's time zone is shared once per session when the profile has none (src/scripts/time-zone.ts).
// A member also gets the installable app (src/scripts/app-worker.ts).
import { getProfile } from '../lib/api/accounts.ts';
import { ApiError } from '../lib/api/errors.ts';
import { localizePath } from '../lib/i18n.ts';
import { paths } from '../lib/paths.ts';
import { $isLoggedIn, refreshProfile, restoreSession } from '../stores/session.ts';
import { startApp } from './app-worker.ts';
import { shareTimeZone } from './time-zone.ts';

export const ANONYMOUS_REDIRECT_DELAY_MS = 1000;

/** True when a member may see the screen; for a visitor, false and the trip to /login is booked. */
export function passMemberGate(): boolean {
  restoreSession();
  if (!$isLoggedIn.get()) {
    setTimeout(() => location.replace(localizePath(paths.login(location.pathname + location.search))), ANONYMOUS_REDIRECT_DELAY_MS);
    return false;
  }
  void refreshMemberProfile();
  // Members only: the app's service worker and install offer (docs/rules/app.md).
  startApp();
  return true;
}

async function refreshMemberProfile(): Promise<void> {
  try {
    const profile = (await getProfile()).data;
    if (!refreshProfile(profile)) location.replace(localizePath(paths.logout()));
    else await shareTimeZone(profile as { time_zone?: string | null });
  } catch (err) {
    // A 401 is answered by the Session Expired dialog; offline or a server failure keeps the stored profile.
    if (!(err instanceof ApiError)) throw err;
  }
}

/** The member layout's part: the initial loader gives way to the screen, or to the login notice. */
export function startMemberLayout(): void {
  const member = passMemberGate();
  document.querySelector('[data-initial-loader]')?.remove();
  const shown = document.querySelector<HTMLElement>(member ? '[data-member-app]' : '[data-login-redirect]');
  if (shown) shown.hidden = false;
  // When the session ends on this page (the account cancelled, a logout in another tab), the member's
  // sidebar goes with it, as the header's member menu does (docs/rules/client.md, "Member area").
  $isLoggedIn.subscribe((signedIn) => {
    const sidebar = document.querySelector<HTMLElement>('[data-member-sidebar]');
    if (sidebar) sidebar.hidden = !signedIn;
    document.querySelector('[data-member-frame]')?.classList.toggle('member--signed-out', !signedIn);
  });
}
