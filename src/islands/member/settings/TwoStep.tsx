// "Two-step sign-in" on /settings (docs/security.md, "Second factor"): turning it on with an
// authenticator app (scan the QR code or type the key, then a first code), the ten recovery codes
// shown once with a way to keep them, and, while it is on, new recovery codes or turning it off with
// the password. Admins and authors are told the studio needs it. A view over sign-in-store.ts.
import { useEffect, useRef, useState } from 'react';
import { formatLocalDate } from '../../../lib/dates.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../lib/schemas/sign-in.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FormError, TextField, otherErrors, useSubmit } from './form-kit.tsx';
import { $twoFactor, beginTwoFactorSetup, confirmTwoFactor, replaceRecoveryCodes, turnOffTwoFactor } from './sign-in-store.ts';

/** The key in groups of four, as apps print it, so it can be typed by hand. */
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

function RecoveryCodes({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => heading.current?.focus(), []);
  const text = `Wellspring recovery codes (each works once)\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="two-step__codes">
      <h3 ref={heading} tabIndex={-1}>
        Your recovery codes
      </h3>
      <p>If you lose your phone, each of these codes signs you in once instead of the app’s code. Keep them somewhere safe: we show them only now.</p>
      <ul className="recovery-codes" aria-label="Recovery codes">
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="actions">
        <a className="btn btn--ghost" href={download} download="wellspring-recovery-codes.txt">
          Download the codes
        </a>
        <button type="button" className="btn btn--ghost" onClick={() => void navigator.clipboard?.writeText(text).then(() => toast('Copied.', 'success'))}>
          Copy
        </button>
        <button type="button" className="btn btn--primary" onClick={onDone}>
          I have kept them
        </button>
      </div>
    </div>
  );
}

function SetUp({ setup, onCodes, onCancel }: { setup: TwoFactorSetup; onCodes: (codes: string[]) => void; onCancel: () => void }) {
  const { formRef, errors, formError, busy, run } = useSubmit();
  const [code, setCode] = useState('');
  return (
    <form ref={formRef} className="two-step__setup" noValidate onSubmit={(e) => (e.preventDefault(), void run(async () => onCodes(await confirmTwoFactor(code))))}>
      <ol className="two-step__steps">
        <li>
          Scan this QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password, Aegis…).
          <img className="two-step__qr" src={setup.qr_code} width={180} height={180} alt="QR code to add Wellspring to your authenticator app" />
          <p className="muted">
            Cannot scan? Type this key into the app: <code className="two-step__key">{grouped(setup.secret)}</code>
          </p>
        </li>
        <li>Enter the six-digit code the app shows for Wellspring.</li>
      </ol>
      <FormError message={otherErrors(errors, ['code']) || formError} />
      <TextField id="two-step-code" label="Code from the app" value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
      <div className="actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Checking…' : 'Turn on two-step sign-in'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

/** A password form for turning it off or replacing the recovery codes. */
function WithPassword({ id, label, danger, action, onCancel }: { id: string; label: string; danger?: boolean; action: (password: string) => Promise<void>; onCancel: () => void }) {
  const { formRef, errors, formError, busy, run } = useSubmit();
  const [password, setPassword] = useState('');
  return (
    <form ref={formRef} className="two-step__confirm" noValidate onSubmit={(e) => (e.preventDefault(), void run(() => action(password)))}>
      <FormError message={otherErrors(errors, ['password']) || formError} />
      <TextField id={id} label="Your password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} autoFocus />
      <div className="actions">
        <button type="submit" className={danger ? 'btn btn--danger' : 'btn btn--primary'} disabled={busy}>
          {busy ? 'Please wait…' : label}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          Cancel
        </button>
      </div>
    </form>
  );
}

function StudioNote({ status }: { status: TwoFactorStatus }) {
  if (!status.required_for_studio || status.session_second_factor) return null;
  const hasFactor = status.totp_enabled || status.passkeys > 0;
  return (
    <p className="notice-banner" role="status">
      {hasFactor
        ? 'The studio needs a sign-in with your second factor. Log out and log in again with your code or a passkey.'
        : 'The studio needs two-step sign-in. Turn it on below, or add a passkey, to open the studio.'}
    </p>
  );
}

function TwoStepPanel() {
  const { data, loading } = useQuery($twoFactor);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'off' | 'codes' | null>(null);
  const start = useSubmit();
  if (loading || !data) return <p className="muted">Loading…</p>;
  const status = data.data;

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (setup) return <SetUp setup={setup} onCodes={(c) => (setSetup(null), setCodes(c))} onCancel={() => setSetup(null)} />;

  if (!status.totp_enabled) {
    return (
      <>
        <StudioNote status={status} />
        <p>Off. When it is on, signing in with your password also asks for a code from an app on your phone, so a stolen password alone cannot open your account.</p>
        <form ref={start.formRef} noValidate onSubmit={(e) => (e.preventDefault(), void start.run(async () => setSetup(await beginTwoFactorSetup())))}>
          <FormError message={start.formError || otherErrors(start.errors, [])} />
          <button type="submit" className="btn btn--primary" disabled={start.busy}>
            {start.busy ? 'Please wait…' : 'Set up two-step sign-in'}
          </button>
        </form>
      </>
    );
  }

  return (
    <>
      <StudioNote status={status} />
      <p>
        <strong>On</strong> since <time dateTime={status.totp_enabled_at ?? undefined}>{status.totp_enabled_at ? formatLocalDate(status.totp_enabled_at) : ''}</time>. {status.recovery_codes_left === 1 ? 'One recovery code is' : `${status.recovery_codes_left} recovery codes are`} left.
      </p>
      {asking === 'codes' && (
        <WithPassword id="codes-password" label="Make new recovery codes" action={async (p) => (setCodes(await replaceRecoveryCodes(p)), setAsking(null))} onCancel={() => setAsking(null)} />
      )}
      {asking === 'off' && (
        <WithPassword id="off-password" label="Turn off two-step sign-in" danger action={async (p) => (toast(await turnOffTwoFactor(p), 'success'), setAsking(null))} onCancel={() => setAsking(null)} />
      )}
      {!asking && (
        <div className="actions">
          <button type="button" className="btn btn--ghost" onClick={() => setAsking('codes')}>
            New recovery codes
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setAsking('off')}>
            Turn off
          </button>
        </div>
      )}
    </>
  );
}

export default function TwoStep() {
  return (
    <ErrorBoundary>
      <TwoStepPanel />
    </ErrorBoundary>
  );
}
