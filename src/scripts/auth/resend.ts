// "Send me a new link": the verification error page's form (POST /v1/auth/email/resend).
import { resendVerification } from '../../lib/api/accounts.ts';
import { bindForm, showPanel } from './form.ts';
import { m } from '../../paraglide/messages.js';

export function startResendForm(form: HTMLFormElement): void {
  const panel = document.querySelector<HTMLElement>('[data-resend-done]');
  bindForm(
    form,
    async (values) => {
      const { data } = await resendVerification(values.email ?? '');
      showPanel(form, panel, data.message);
    },
    m.auth_sending(),
  );
}
