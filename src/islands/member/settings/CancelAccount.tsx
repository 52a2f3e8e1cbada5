// /cancel-account: says plainly what cancelling does, asks for the password and a Confirmation, then
// cancels (POST /v1/auth/account/cancel). The session ends here and the member is thanked.
import { useState, type SubmitEvent } from 'react';
import { cancelAccount } from '../../../lib/api/accounts.ts';
import { logout } from '../../../stores/session.ts';
import { confirmDialog } from '../../../stores/ui.ts';
import { FormError, TextField, otherErrors, useSubmit } from './form-kit.tsx';

export default function CancelAccount() {
  const { formRef, errors, formError, busy, run } = useSubmit();
  const [done, setDone] = useState('');

  async function onSubmit(e: SubmitEvent<HTMLFormElement>) {
    e.preventDefault();
    const password = String(new FormData(e.currentTarget).get('password') ?? '');
    if (!(await confirmDialog('Cancel your account now? This cannot be undone.', 'Confirmation', { destructive: true }))) return;
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
        <h2 id="cancel-done-title">Your account has been cancelled</h2>
        <p>{done}</p>
        <a className="btn btn--primary" href="/">
          Back to the home page
        </a>
      </section>
    );
  }

  return (
    <form ref={formRef} className="card settings-form danger-zone" onSubmit={(e) => void onSubmit(e)} noValidate aria-labelledby="cancel-title">
      <h2 id="cancel-title">Before you go</h2>
      <p>Cancelling your account:</p>
      <ul>
        <li>signs you out on every device;</li>
        <li>erases your name, e-mail address, photo and billing address;</li>
        <li>keeps your course progress only without anything that identifies you;</li>
        <li>cannot be undone. You are welcome back with a new account at any time.</li>
      </ul>
      <p>
        Want a copy of your data first? <a href="/settings#export">Download it from Settings</a>.
      </p>
      <FormError message={formError || otherErrors(errors, ['password'])} />
      <TextField id="cancel-password" name="password" type="password" label="Your password" autoComplete="current-password" required error={errors.password} />
      <div className="actions">
        <button type="submit" className="btn btn--danger" disabled={busy}>
          {busy ? 'Cancelling…' : 'Cancel my account'}
        </button>
        <a className="btn btn--ghost" href="/settings">
          Keep my account
        </a>
      </div>
    </form>
  );
}
