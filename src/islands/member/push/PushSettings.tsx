// "Push reminders" on /settings (docs/rules/push.md): this device's state and one button to turn push
// on or off here. The browser's permission question comes only from the click; a browser without push
// or one that blocks our notifications is told what it can do instead. A view over push-store.ts.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { localizePath } from '../../../lib/i18n.ts';
import { m } from '../../../paraglide/messages.js';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { interpolate } from '../../ui/interpolate.tsx';
import { $push, $pushNote, refreshPush, turnPushOff, turnPushOn, type PushState } from './push-store.ts';
import './push.css';

// Built when shown, in the page's language (docs/i18n.md).
export const blockedHelp = (): string => m.member_push_blocked();
export const unsupportedHelp = (): string => m.member_push_unsupported();

const stateWords = (state: PushState): string =>
  ({
    checking: m.member_push_state_checking,
    unsupported: m.member_push_state_unsupported,
    denied: m.member_push_state_denied,
    off: m.member_push_state_off,
    on: m.member_push_state_on,
    busy: m.member_push_state_busy,
  })[state]();

/** The one status line both controls share, so a screen reader hears each change once. */
export function PushStatus({ state, note }: { state: PushState; note: string }) {
  return (
    <p className="push-status" role="status">
      <span>{interpolate((p) => m.member_push_status(p), { state: <strong>{stateWords(state)}</strong> })}</span>
      {note && <span className="push-status__note"> {note}</span>}
    </p>
  );
}

export function PushButton({ state, onLabel = m.member_push_turn_on() }: { state: PushState; onLabel?: string }) {
  if (state === 'on') {
    return (
      // Its own element (key), so the colours never pass through a transition from the other button's.
      <button key="off" type="button" className="btn btn--ghost" onClick={() => void turnPushOff()}>
        {m.member_push_turn_off()}
      </button>
    );
  }
  if (state === 'off' || state === 'busy') {
    return (
      <button key="on" type="button" className="btn btn--primary" disabled={state === 'busy'} onClick={() => void turnPushOn()}>
        {onLabel}
      </button>
    );
  }
  return null;
}

function PushBlock() {
  const state = useStore($push);
  const note = useStore($pushNote);
  useEffect(() => {
    void refreshPush();
  }, []);
  return (
    <div className="push-block">
      <PushStatus state={state} note={note} />
      {state === 'denied' && <p className="muted">{blockedHelp()}</p>}
      {state === 'unsupported' && <p className="muted">{unsupportedHelp()}</p>}
      <div className="push-block__actions">
        <PushButton state={state} />
        <a href={localizePath('/notification-settings')}>{m.member_push_choose()}</a>
      </div>
    </div>
  );
}

export default function PushSettings() {
  return (
    <ErrorBoundary>
      <PushBlock />
    </ErrorBoundary>
  );
}
