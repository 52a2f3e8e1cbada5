// "Two-step sign-in" on /settings (docs/security.md, "Second factor"): turning it on with an
// authenticator app (scan the QR code or type the key, then a first code), the ten recovery codes
// shown once with a way to keep them, and, while it is on, new recovery codes or turning it off with
// the password. Admins and authors are told the studio needs it. A view over sign-in-store.ts.
import { useEffect, useRef, useState } from 'react';
import { formatLocalDate } from '../../../lib/dates.ts';
import type { TwoFactorSetup, TwoFactorStatus } from '../../../lib/schemas/sign-in.ts';
import { m } from '../../../paraglide/messages.js';
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
  const text = `${m.settings_codes_file()}\n\n${codes.join('\n')}\n`;
  const download = `data:text/plain;charset=utf-8,${encodeURIComponent(text)}`;
  return (
    <div className="two-step__codes">
      <h3 ref={heading} tabIndex={-1}>
        {m.settings_codes_heading()}
      </h3>
      <p>{m.settings_codes_intro()}</p>
      <ul className="recovery-codes" aria-label={m.settings_codes_label()}>
        {codes.map((c) => (
          <li key={c}>
            <code>{c}</code>
          </li>
        ))}
      </ul>
      <div className="actions">
        <a className="btn btn--ghost" href={download} download="wellspring-recovery-codes.txt">
          {m.settings_codes_download()}
        </a>
        <button type="button" className="btn btn--ghost" onClick={() => void navigator.clipboard?.writeText(text).then(() => toast(m.settings_codes_copied(), 'success'))}>
          {m.settings_codes_copy()}
        </button>
        <button type="button" className="btn btn--primary" onClick={onDone}>
          {m.settings_codes_kept()}
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
          {m.settings_two_step_scan()}
          <img className="two-step__qr" src={setup.qr_code} width={180} height={180} alt={m.settings_two_step_qr_alt()} />
          <p className="muted">
            {m.settings_two_step_cannot_scan()} <code className="two-step__key">{grouped(setup.secret)}</code>
          </p>
        </li>
        <li>{m.settings_two_step_enter_code()}</li>
      </ol>
      <FormError message={otherErrors(errors, ['code']) || formError} />
      <TextField id="two-step-code" label={m.settings_two_step_code()} value={code} onChange={(e) => setCode(e.target.value)} error={errors.code} inputMode="numeric" autoComplete="one-time-code" maxLength={7} />
      <div className="actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? m.settings_two_step_checking() : m.settings_two_step_turn_on()}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {m.settings_cancel()}
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
      <TextField id={id} label={m.settings_your_password()} type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={errors.password} autoFocus />
      <div className="actions">
        <button type="submit" className={danger ? 'btn btn--danger' : 'btn btn--primary'} disabled={busy}>
          {busy ? m.settings_please_wait() : label}
        </button>
        <button type="button" className="btn btn--ghost" onClick={onCancel}>
          {m.settings_cancel()}
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
        ? m.settings_two_step_studio_relogin()
        : m.settings_two_step_studio_needs()}
    </p>
  );
}

function TwoStepPanel() {
  const { data, loading } = useQuery($twoFactor);
  const [setup, setSetup] = useState<TwoFactorSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);
  const [asking, setAsking] = useState<'off' | 'codes' | null>(null);
  const start = useSubmit();
  if (loading || !data) return <p className="muted">{m.settings_loading()}</p>;
  const status = data.data;

  if (codes) return <RecoveryCodes codes={codes} onDone={() => setCodes(null)} />;
  if (setup) return <SetUp setup={setup} onCodes={(c) => (setSetup(null), setCodes(c))} onCancel={() => setSetup(null)} />;

  if (!status.totp_enabled) {
    return (
      <>
        <StudioNote status={status} />
        <p>{m.settings_two_step_off_text()}</p>
        <form ref={start.formRef} noValidate onSubmit={(e) => (e.preventDefault(), void start.run(async () => setSetup(await beginTwoFactorSetup())))}>
          <FormError message={start.formError || otherErrors(start.errors, [])} />
          <button type="submit" className="btn btn--primary" disabled={start.busy}>
            {start.busy ? m.settings_please_wait() : m.settings_two_step_set_up()}
          </button>
        </form>
      </>
    );
  }

  return (
    <>
      <StudioNote status={status} />
      <p>
        <strong>{m.settings_two_step_on()}</strong> {m.settings_two_step_since()} <time dateTime={status.totp_enabled_at ?? undefined}>{status.totp_enabled_at ? formatLocalDate(status.totp_enabled_at) : ''}</time>. {m.settings_two_step_codes_left({ count: status.recovery_codes_left })}
      </p>
      {asking === 'codes' && (
        <WithPassword id="codes-password" label={m.settings_two_step_make_codes()} action={async (p) => (setCodes(await replaceRecoveryCodes(p)), setAsking(null))} onCancel={() => setAsking(null)} />
      )}
      {asking === 'off' && (
        <WithPassword id="off-password" label={m.settings_two_step_turn_off_full()} danger action={async (p) => (toast(await turnOffTwoFactor(p), 'success'), setAsking(null))} onCancel={() => setAsking(null)} />
      )}
      {!asking && (
        <div className="actions">
          <button type="button" className="btn btn--ghost" onClick={() => setAsking('codes')}>
            {m.settings_two_step_new_codes()}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => setAsking('off')}>
            {m.settings_two_step_turn_off()}
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
