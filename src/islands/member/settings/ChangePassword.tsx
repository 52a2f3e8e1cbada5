// /password: change the password with the current one. Other devices are signed out; this one stays.
import { useState, type SubmitEvent } from 'react';
import { changePassword } from '../../../lib/api/accounts.ts';
import { localizePath } from '../../../lib/i18n.ts';
import { ACCOUNT_LIMITS } from '../../../lib/schemas/accounts.ts';
import { m } from '../../../paraglide/messages.js';
import { toast } from '../../../stores/ui.ts';
import { FormError, TextField, otherErrors, useSubmit } from './form-kit.tsx';

export default function ChangePassword() {
  const { formRef, errors, formError, busy, run } = useSubmit();
  const [done, setDone] = useState('');

  function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const values = new FormData(form);
    setDone('');
    void run(async () => {
      const { data } = await changePassword({
        current_password: String(values.get('current_password') ?? ''),
        password: String(values.get('password') ?? ''),
        password_confirmation: String(values.get('password_confirmation') ?? ''),
      });
      form.reset();
      setDone(data.message);
      toast(data.message, 'success');
    });
  }

  return (
    <form ref={formRef} className="card settings-form" onSubmit={onSubmit} noValidate>
      <FormError message={formError || otherErrors(errors, ['current_password', 'password', 'password_confirmation'])} />
      {done ? (
        <p className="notice-banner" role="status">
          {done}
        </p>
      ) : null}
      <TextField id="password-current" name="current_password" type="password" label={m.settings_password_current()} autoComplete="current-password" required error={errors.current_password} />
      <TextField
        id="password-new"
        name="password"
        type="password"
        label={m.settings_password_new()}
        autoComplete="new-password"
        minLength={ACCOUNT_LIMITS.passwordMin}
        required
        hint={m.settings_password_min_hint({ min: ACCOUNT_LIMITS.passwordMin })}
        error={errors.password}
      />
      <TextField id="password-confirm" name="password_confirmation" type="password" label={m.settings_password_again()} autoComplete="new-password" required error={errors.password_confirmation} />
      <div className="actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? m.settings_saving() : m.settings_password_title()}
        </button>
        <a href={localizePath('/forgot-password')}>{m.settings_password_forgot()}</a>
      </div>
    </form>
  );
}
