// /cancel-account: says plainly what cancelling does, asks for the password and a Confirmation, then
// cancels (POST /v1/auth/account/cancel). The session ends here and the member is thanked.
import { useState, type SubmitEvent } from 'react';
import { cancelAccount } from '../../../lib/api/accounts.ts';
import { localizePath } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';
import { logout } from '../../../stores/session.ts';
import { confirmDialog } from '../../../stores/ui.ts';
import { FormError, TextField, otherErrors, useSubmit } from './form-kit.tsx';

export default function CancelAccount() {
  const { formRef, errors, formError, busy, run } = useSubmit();
  const [done, setDone] = useState('');

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    if (!(await confirmDialog(m.settings_cancel_confirm(), m.settings_confirmation(), { destructive: true }))) return;
    await run(async () => {
      const { data } = await cancelAccount(password);
      // Every token was revoked on the server: clear this browser too, without another API call.
      logout();
      setDone(data.message);
    });
  }

  if (done) {
    return (
      <section className="card settings-form" role="status" aria-labelledby="cancel-done-title">
        <h2 id="cancel-done-title">{m.settings_cancel_done_title()}</h2>
        <p>{done}</p>
        <a className="btn btn--primary" href={localizePath('/')}>
          {m.settings_cancel_home()}
        </a>
      </section>
    );
  }

  return (
    <form ref={formRef} className="card settings-form danger-zone" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="cancel-title">
      <h2 id="cancel-title">{m.settings_cancel_before()}</h2>
      <p>{m.settings_cancel_list_intro()}</p>
      <ul>
        <li>{m.settings_cancel_item_signout()}</li>
        <li>{m.settings_cancel_item_erase()}</li>
        <li>{m.settings_cancel_item_progress()}</li>
        <li>{m.settings_cancel_item_undo()}</li>
      </ul>
      <p>
        {m.settings_cancel_copy_question()} <a href={localizePath('/settings#export')}>{m.settings_cancel_copy_link()}</a>.
      </p>
      <FormError message={formError || otherErrors(errors, ['password'])} />
      <TextField id="cancel-password" name="password" type="password" label={m.settings_your_password()} autoComplete="current-password" required error={errors.password} />
      <div className="actions">
        <button type="submit" className="btn btn--danger" disabled={busy}>
          {busy ? m.settings_cancel_busy() : m.settings_cancel_submit()}
        </button>
        <a className="btn btn--ghost" href={localizePath('/settings')}>
          {m.settings_cancel_keep()}
        </a>
      </div>
    </form>
  );
}
