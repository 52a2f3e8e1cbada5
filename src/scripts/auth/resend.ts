// "Send me a new link": the verification error page's form (POST /v1/auth/email/resend).
import { resendVerification } from '../../lib/api/accounts.ts';
import { bindForm, showPanel } from './form.ts';

export function startResendForm(form: HTMLFormElement): void {
  const panel = document.querySelector<HTMLElement>('[data-resend-done]');
  bindForm(
    form,
    async (values) => {
      const { data } = await resendVerification(values.email ?? '');
      showPanel(form, panel, data.message);
    },
    'Sending…',
  );
}
