// The login page: e-mail and password for a session, the login(user_id,email,name) event, the
// subscription status into the session, then back to where the member was going.
import { getSubscriptionStatus, login } from '../../lib/api/accounts.ts';
import { track } from '../../lib/analytics.ts';
import { safeNext } from '../../lib/paths.ts';
import { $session, login as startSession, updateSubscription } from '../../stores/session.ts';
import { bindForm } from './form.ts';

const NOTICES: Record<string, string> = {
  reset: 'Your password has been reset. Log in with your new password.',
  verified: 'Your e-mail address is confirmed. Log in to start learning.',
};

export function startLoginPage(form: HTMLFormElement): void {
  const params = new URLSearchParams(location.search);
  // Never "return" to an auth page: logging in to go back to /login or /logout would loop.
  const wanted = safeNext(params.get('next'), location.origin);
  const next = /^\/(login|logout|register)(\/|\?|$)/.test(wanted) ? '/dashboard' : wanted;
  const notice = document.querySelector<HTMLElement>('[data-login-notice]');
  const key = Object.keys(NOTICES).find((k) => params.has(k));
  if (notice && key) {
    notice.textContent = NOTICES[key]!;
    notice.hidden = false;
  }
  const session = $session.get();
  if (session.isLoggedIn && session.token) {
    location.replace(next);
    return;
  }

  bindForm(
    form,
    async (values) => {
      const { data } = await login(values.email ?? '', values.password ?? '');
      startSession(data.token, data.user);
      track('login', { user_id: data.user.id, email: data.user.email, name: data.user.name });
      try {
        const { data: status } = await getSubscriptionStatus();
        updateSubscription(status.isSubscribed, status.subscription);
      } catch {
        // The status is refreshed again where it matters (subscription pages); logging in still worked.
      }
      location.assign(next);
    },
    'Logging in…',
  );
}
