// "Forgot your password?": asks for a reset link and sends the forgot_password(email) event. The
// answer is the same whether or not the address has an account.
import { forgotPassword } from '../../lib/api/accounts.ts';
import { track } from '../../lib/analytics.ts';
import { bindForm, showPanel } from './form.ts';
import { m } from '../../paraglide/messages.js';

export function startForgotPage(form: HTMLFormElement): void {
  const panel = document.querySelector<HTMLElement>('[data-forgot-done]');
  bindForm(
    form,
    async (values) => {
      const email = (values.email ?? '').trim();
      const { data } = await forgotPassword(email);
      track('forgot_password', { email });
      showPanel(form, panel, data.message);
    },
    m.auth_sending(),
  );
}
