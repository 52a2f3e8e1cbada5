// The offer beside a practice's reminder (docs/rules/push.md): a member who sets a reminder time may
// have it reach this device as a push too. Shown only while push is off here and the browser can take
// it; it asks nothing until clicked. Shares push-store.ts with the block on /settings.
import { useStore } from '@nanostores/react';
import { useEffect } from 'react';
import { $push, $pushNote, refreshPush } from './push-store.ts';
import { m } from '../../../paraglide/messages.js';
import { blockedHelp, PushButton, PushStatus } from './PushSettings.tsx';

export default function PushOffer() {
  const state = useStore($push);
  const note = useStore($pushNote);
  useEffect(() => {
    if ($push.get() === 'checking') void refreshPush();
  }, []);
  if (state === 'checking' || state === 'unsupported') return null;
  return (
    <div className="push-offer">
      <p className="push-offer__text">{m.member_push_offer()}</p>
      <PushStatus state={state} note={note} />
      {state === 'denied' && <p className="muted">{blockedHelp()}</p>}
      <PushButton state={state} onLabel={m.member_push_offer_button()} />
    </div>
  );
}
