// "Signed-in devices" on /settings (docs/security.md, "Sessions and devices"): each session's browser
// and system, its network (never a place), when it signed in and was last seen, this device marked,
// and signing one or all the others out. A view over devices-store.ts.
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatLocalDate, formatLocalDateTime } from '../../../lib/dates.ts';
import type { Session } from '../../../lib/schemas/accounts.ts';
import { m } from '../../../paraglide/messages.js';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $devices, signOutDevice, signOutOtherDevices } from './devices-store.ts';

const failed = (err: unknown) => {
  // A 401 is the Session Expired dialog's (docs/rules/client.md, "Loading data").
  if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : m.settings_try_again(), 'error');
};

function DeviceRow({ session, busy, onSignOut }: { session: Session; busy: boolean; onSignOut: (s: Session) => void }) {
  return (
    <li className="device">
      <div className="device__text">
        <p className="device__name">
          {session.device}
          {session.current && <span className="badge">{m.settings_devices_this()}</span>}
        </p>
        <p className="device__meta">
          {session.network ? m.settings_devices_network({ network: session.network }) : ''}{m.settings_devices_signed_in()} <time dateTime={session.created_at}>{formatLocalDate(session.created_at)}</time>
          {session.last_seen_at && (
            <>
              {' · '}{m.settings_devices_last_seen()} <time dateTime={session.last_seen_at}>{formatLocalDateTime(session.last_seen_at)}</time>
            </>
          )}
        </p>
      </div>
      {!session.current && (
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => onSignOut(session)} aria-label={m.settings_devices_sign_out_label({ device: session.device })}>
          {m.settings_devices_sign_out()}
        </button>
      )}
    </li>
  );
}

function DeviceList() {
  const { data, loading } = useQuery($devices);
  const [busy, setBusy] = useState(false);
  if (loading || !data) return <p className="muted">{m.settings_devices_loading()}</p>;
  const sessions = data.data;
  const others = sessions.filter((s) => !s.current).length;
  const more = data.meta.total - sessions.length;

  async function run(action: () => Promise<string>) {
    setBusy(true);
    try {
      toast(await action(), 'success');
    } catch (err) {
      failed(err);
    } finally {
      setBusy(false);
    }
  }

  async function signOut(session: Session) {
    if (!(await confirmDialog(m.settings_devices_sign_out_confirm({ device: session.device })))) return;
    await run(() => signOutDevice(session.id));
  }

  async function signOutOthers() {
    if (!(await confirmDialog(m.settings_devices_sign_out_others_confirm()))) return;
    await run(async () => (await signOutOtherDevices()).message);
  }

  return (
    <>
      <ul className="devices">
        {sessions.map((s) => (
          <DeviceRow key={s.id} session={s} busy={busy} onSignOut={(x) => void signOut(x)} />
        ))}
      </ul>
      {more > 0 && <p className="muted">{m.settings_devices_more({ count: more })}</p>}
      {others > 0 && (
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void signOutOthers()}>
          {m.settings_devices_sign_out_others()}
        </button>
      )}
    </>
  );
}

export default function Devices() {
  return (
    <ErrorBoundary>
      <DeviceList />
    </ErrorBoundary>
  );
}
