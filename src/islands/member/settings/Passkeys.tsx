// "Passkeys" on /settings (docs/security.md, "Passkeys"): the member's passkeys with their names,
// when each was added and last used, and whether it syncs across devices; adding one under a name
// (the browser asks for the device's PIN, fingerprint or face) and removing one. A view over
// sign-in-store.ts.
import { browserSupportsWebAuthn, WebAuthnError } from '@simplewebauthn/browser';
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatLocalDate } from '../../../lib/dates.ts';
import type { Passkey } from '../../../lib/schemas/sign-in.ts';
import { m } from '../../../paraglide/messages.js';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FormError, TextField, otherErrors, useSubmit } from './form-kit.tsx';
import { $passkeys, createPasskey, deletePasskey } from './sign-in-store.ts';

/** A name to start from: the browser and system, as people name their devices. */
function suggestedName(): string {
  const ua = navigator.userAgent;
  const os = /iPhone|iPad/.test(ua) ? 'iPhone' : /Android/.test(ua) ? m.settings_passkey_android() : /Mac OS X/.test(ua) ? 'Mac' : /Windows/.test(ua) ? m.settings_passkey_windows() : /Linux/.test(ua) ? m.settings_passkey_linux() : m.settings_devices_this();
  return os;
}

function PasskeyRow({ passkey, busy, onRemove }: { passkey: Passkey; busy: boolean; onRemove: (p: Passkey) => void }) {
  return (
    <li className="device">
      <div className="device__text">
        <p className="device__name">
          {passkey.name}
          {passkey.synced && <span className="badge">{m.settings_passkey_synced()}</span>}
        </p>
        <p className="device__meta">
          {m.settings_passkey_added()} <time dateTime={passkey.created_at}>{formatLocalDate(passkey.created_at)}</time>
          {' · '}
          {passkey.last_used_at ? (
            <>
              {m.settings_passkey_last_used()} <time dateTime={passkey.last_used_at}>{formatLocalDate(passkey.last_used_at)}</time>
            </>
          ) : (
            m.settings_passkey_not_used()
          )}
        </p>
      </div>
      <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => onRemove(passkey)} aria-label={m.settings_passkey_remove_label({ name: passkey.name })}>
        {m.settings_remove()}
      </button>
    </li>
  );
}

function AddPasskey() {
  const { formRef, errors, setErrors, formError, busy, run } = useSubmit();
  const [name, setName] = useState(suggestedName);
  const add = () =>
    run(async () => {
      try {
        toast(await createPasskey(name.trim()), 'success');
        setName(suggestedName());
      } catch (err) {
        // The member closed the browser's dialog: nothing went wrong, nothing to say.
        if (err instanceof Error && (err.name === 'NotAllowedError' || (err instanceof WebAuthnError && err.code === 'ERROR_CEREMONY_ABORTED'))) return;
        if (err instanceof ApiError) throw err;
        setErrors({ passkey: [m.settings_passkey_browser_failed()] });
      }
    });
  return (
    <form ref={formRef} className="passkey-add" noValidate onSubmit={(e) => (e.preventDefault(), void add())}>
      <FormError message={otherErrors(errors, ['name']) || formError} />
      <TextField id="passkey-name" label={m.settings_passkey_name()} hint={m.settings_passkey_name_hint()} value={name} maxLength={60} onChange={(e) => setName(e.target.value)} error={errors.name} autoComplete="off" />
      <div className="actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? m.settings_passkey_waiting() : m.settings_passkey_add()}
        </button>
      </div>
    </form>
  );
}

function PasskeyList() {
  const { data, loading } = useQuery($passkeys);
  const [busy, setBusy] = useState(false);
  if (!browserSupportsWebAuthn()) return <p className="muted">{m.settings_passkey_unsupported()}</p>;
  if (loading || !data) return <p className="muted">{m.settings_passkey_loading()}</p>;
  const passkeys = data.data;

  async function remove(passkey: Passkey) {
    if (!(await confirmDialog(m.settings_passkey_remove_confirm({ name: passkey.name }), m.settings_passkey_remove_title(), { destructive: true }))) return;
    setBusy(true);
    try {
      toast(await deletePasskey(passkey.id), 'success');
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : m.settings_try_again(), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      {passkeys.length ? (
        <ul className="devices" aria-label={m.settings_passkey_list()}>
          {passkeys.map((p) => (
            <PasskeyRow key={p.id} passkey={p} busy={busy} onRemove={(x) => void remove(x)} />
          ))}
        </ul>
      ) : (
        <p className="muted">{m.settings_passkey_empty()}</p>
      )}
      <AddPasskey />
    </>
  );
}

export default function Passkeys() {
  return (
    <ErrorBoundary>
      <PasskeyList />
    </ErrorBoundary>
  );
}
