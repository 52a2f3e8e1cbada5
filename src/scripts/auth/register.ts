// The registration page: creates the account, sends the registration(email,name) event and shows
// "check your inbox" with a way to send the verification e-mail again.
import { register, resendVerification } from '../../lib/api/accounts.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { track } from '../../lib/analytics.ts';
import { toast } from '../../stores/ui.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import { bindForm, showPanel } from './form.ts';
import { prepareRecaptcha, recaptchaToken } from './recaptcha.ts';

/**
 * A mentor invitation's link (`/register?invite=…&email=…`, docs/rules/mentors.md "Joining from the
 * e-mail"): the invited address filled in (still editable) and the token sent with the form, which
 * puts it on the confirmation link, so nothing needs to stay in this browser.
 */
function invitationOf(form: HTMLFormElement): string | undefined {
  const params = new URLSearchParams(location.search);
  const invite = params.get('invite') ?? '';
  if (!/^\d{1,12}\.[A-Za-z0-9_-]{20,100}$/.test(invite)) return undefined;
  const email = form.elements.namedItem('email') as HTMLInputElement | null;
  const invited = params.get('email') ?? '';
  if (email && !email.value && invited.length <= 254) email.value = invited;
  const note = form.querySelector<HTMLElement>('[data-invite-note]');
  if (note && email) {
    note.hidden = false;
    email.setAttribute('aria-describedby', note.id);
  }
  return invite;
}

export function startRegisterPage(form: HTMLFormElement): void {
  const invite = invitationOf(form);
  const siteKey = form.dataset.recaptchaSiteKey || undefined;
  prepareRecaptcha(form, siteKey);
  const panel = document.querySelector<HTMLElement>('[data-register-done]');
  let registeredEmail = '';

  bindForm(
    form,
    async (values) => {
      const terms = (form.elements.namedItem('terms') as HTMLInputElement | null)?.checked ?? false;
      const newsEmails = (form.elements.namedItem('news_emails') as HTMLInputElement | null)?.checked ?? false;
      const { data } = await register({
        name: values.name ?? '',
        email: values.email ?? '',
        password: values.password ?? '',
        password_confirmation: values.password_confirmation ?? '',
        terms,
        news_emails: newsEmails,
        recaptcha_token: await recaptchaToken(siteKey, 'register'),
        ...(invite ? { invite } : {}),
        // The page's language becomes the member's (e-mails, notifications, PDFs; docs/i18n.md).
        ...{ language: currentLocale() },
      });
      registeredEmail = data.email;
      track('registration', { email: data.email, name: (values.name ?? '').trim() });
      showPanel(form, panel, data.message);
      // Once registered, only "Check your inbox" remains: the page heading and the second login link go.
      for (const el of document.querySelectorAll<HTMLElement>('[data-register-intro], [data-register-alt]')) el.hidden = true;
    },
    m.auth_register_busy(),
  );

  panel?.querySelector('[data-resend]')?.addEventListener('click', async (e) => {
    const button = e.currentTarget as HTMLButtonElement;
    button.disabled = true;
    try {
      const { data } = await resendVerification(registeredEmail);
      toast(data.message, 'success');
    } catch (err) {
      toast(err instanceof ApiError ? err.message : m.auth_register_resend_failed(), 'error');
    } finally {
      button.disabled = false;
    }
  });
}
