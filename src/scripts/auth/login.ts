// The login page: e-mail and password for a session, or for a ticket that the code from the
// authenticator app (or a recovery code) turns into one; or a passkey, from the button or offered by
// the browser in the e-mail field's autofill (docs/security.md, "Passkeys", "Second factor"). Then
// the login(user_id,email,name) event, the subscription status into the session, and back to where
// the member was going.
import type { LoginResult } from '../../lib/schemas/accounts.ts';
import { getSubscriptionStatus } from '../../lib/api/accounts.ts';
import { finishWithCode, loginWithPassword } from '../../lib/api/sign-in.ts';
import { track } from '../../lib/analytics.ts';
import { safeNext } from '../../lib/paths.ts';
import { delocalizeHref, localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import { $session, login as startSession, updateSubscription } from '../../stores/session.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { bindForm } from './form.ts';
import { offerPasskeys } from './passkey-login.ts';
import { prepareRecaptcha, recaptchaToken } from './recaptcha.ts';

/** The notices a link back to the login may ask for, in the page's language. */
const notices = (): Record<string, string> => ({
  reset: m.auth_login_notice_reset(),
  verified: m.auth_login_notice_verified(),
});

export function startLoginPage(form: HTMLFormElement): void {
  const params = new URLSearchParams(location.search);
  // Never "return" to an auth page: logging in to go back to /login or /logout would loop.
  // `next` may name either language's page (/courses, /es/courses); the member goes on in this page's.
  const wanted = delocalizeHref(safeNext(params.get('next'), location.origin));
  const next = localizePath(/^\/(login|logout|register)(\/|\?|$)/.test(wanted) ? '/dashboard' : wanted);
  const notice = document.querySelector<HTMLElement>('[data-login-notice]');
  const texts = notices();
  const key = Object.keys(texts).find((k) => params.has(k));
  if (notice && key) {
    notice.textContent = texts[key]!;
    notice.hidden = false;
  }
  const session = $session.get();
  if (session.isLoggedIn && session.token) {
    location.replace(next);
    return;
  }

  const signedIn = async (data: LoginResult) => {
    startSession(data.token, data.user);
    track('login', { user_id: data.user.id, email: data.user.email, name: data.user.name });
    try {
      const { data: status } = await getSubscriptionStatus();
      updateSubscription(status.isSubscribed, status.subscription);
    } catch {
      // The status is refreshed again where it matters (subscription pages); logging in still worked.
    }
    location.assign(next);
  };

  const codeForm = document.querySelector<HTMLFormElement>('[data-code-form]');
  const passkey = document.querySelector<HTMLElement>('[data-passkey]');
  let ticket = '';
  const siteKey = form.dataset.recaptchaSiteKey || undefined;
  prepareRecaptcha(form, siteKey);

  /** The password; when the address must wait and a bot check is configured, once more with its token. */
  const sendPassword = async (email: string, password: string) => {
    try {
      return await loginWithPassword(email, password);
    } catch (err) {
      const token = err instanceof ApiError && err.status === 429 ? await recaptchaToken(siteKey, 'login') : undefined;
      if (!token) throw err;
      return loginWithPassword(email, password, token);
    }
  };

  bindForm(
    form,
    async (values) => {
      const { data } = await sendPassword(values.email ?? '', values.password ?? '');
      if ('token' in data) return signedIn(data);
      // Two-step sign-in: the password was right; the code comes next, on the same page.
      ticket = data.ticket;
      form.hidden = true;
      if (passkey) passkey.hidden = true;
      if (codeForm) {
        codeForm.hidden = false;
        codeForm.querySelector<HTMLInputElement>('input[name="code"]')?.focus();
      }
    },
    m.auth_login_busy(),
  );
  if (codeForm) bindForm(codeForm, async (values) => signedIn((await finishWithCode(ticket, values.code ?? '')).data), m.auth_login_code_busy());
  if (passkey) offerPasskeys(passkey, form.querySelector<HTMLInputElement>('input[name="email"]'), signedIn);
}
