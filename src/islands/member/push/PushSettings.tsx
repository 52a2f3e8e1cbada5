// "Push reminders" on /settings (docs/rules/push.md): this device's state and one button to turn push
// on or off here. The browser's permission question comes only from the click; a browser without push
// or one that blocks our notifications is told what it can do instead. A view over push-store.ts.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { $push, $pushNote, refreshPush, turnPushOff, turnPushOn, type PushState } from './push-store.ts';
import './push.css';

export const BLOCKED_HELP =
  'Notifications from Wellspring are blocked in this browser. To allow them again, open the site’s settings (the icon beside the address), set Notifications to Allow, then reload this page and turn push reminders on.';
export const UNSUPPORTED_HELP = 'This browser cannot show push reminders. On an iPhone or iPad, add Wellspring to your Home Screen first; elsewhere, try another browser. Reminders still come in the app and by e-mail as you chose.';

const STATE_WORDS: Record<PushState, string> = { checking: 'checking…', unsupported: 'not available', denied: 'blocked', off: 'off', on: 'on', busy: 'working…' };

/** The one status line both controls share, so a screen reader hears each change once. */
export function PushStatus({ state, note }: { state: PushState; note: string }) {
  return (
    <p className="push-status" role="status">
      <span>
        Push reminders on this device: <strong>{STATE_WORDS[state]}</strong>
      </span>
      {note && <span className="push-status__note"> {note}</span>}
    </p>
  );
}

export function PushButton({ state, onLabel = 'Turn on push reminders' }: { state: PushState; onLabel?: string }) {
  if (state === 'on') {
    return (
      // Its own element (key), so the colours never pass through a transition from the other button's.
      <button key="off" type="button" className="btn btn--ghost" onClick={() => void turnPushOff()}>
        Turn off on this device
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
      {state === 'denied' && <p className="muted">{BLOCKED_HELP}</p>}
      {state === 'unsupported' && <p className="muted">{UNSUPPORTED_HELP}</p>}
      <div className="push-block__actions">
        <PushButton state={state} />
        <a href="/notification-settings">Choose what comes as a push</a>
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
