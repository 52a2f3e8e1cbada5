// The e-mailed reset link's page: chooses the new password, sends the reset_password(email) event.
// Every session was revoked on the server, so this browser's stored session is cleared too.
import { resetPassword } from '../../lib/api/accounts.ts';
import { track } from '../../lib/analytics.ts';
import { logout } from '../../stores/session.ts';
import { bindForm, showPanel } from './form.ts';
import { m } from '../../paraglide/messages.js';

export function startResetPage(form: HTMLFormElement): void {
  const { email = '', token = '' } = form.dataset;
  const panel = document.querySelector<HTMLElement>('[data-reset-done]');
  bindForm(
    form,
    async (values) => {
      const { data } = await resetPassword(email, token, values.password ?? '', values.password_confirmation ?? '');
      logout();
      document.documentElement.dataset.auth = 'guest';
      track('reset_password', { email });
      showPanel(form, panel, data.message);
    },
    m.auth_saving(),
  );
}
