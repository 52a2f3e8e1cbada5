// "Show me on the leaderboard": the member's privacy switch, on /leaderboard and /settings. Off means
// other members do not see them and they are not ranked (docs/rules/rewards-screens.md).
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { $board, $leaderboardHidden, setShownOnLeaderboard } from '../../../stores/leaderboard.ts';
import { m } from '../../../paraglide/messages.js';
import { toast } from '../../../stores/ui.ts';
import { useQuery } from '../../ui/use-query.ts';
import './rewards.css';

/** `inCard`: the switch sits inside a card of the page (settings), so it draws no card of its own. */
export default function LeaderboardSwitch({ inCard = false }: { inCard?: boolean }) {
  const hidden = useStore($leaderboardHidden);
  const [busy, setBusy] = useState(false);
  const labelId = useId();
  const hintId = useId();
  // On /settings nothing else loads a board: the chosen period's board says whether the member is
  // hidden. A board that cannot load leaves the switch waiting ("…"), not an error screen.
  useQuery($board, { soft: true });
  const shown = hidden === false;

  async function toggle() {
    setBusy(true);
    try {
      await setShownOnLeaderboard(!shown);
      toast(shown ? m.member_switch_off_toast() : m.member_switch_on_toast(), 'success');
    } catch (err) {
      if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : m.member_switch_failed(), 'error');
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className={inCard ? 'switch-row switch-row--bare' : 'card switch-row'}>
      <div className="switch-row__text">
        <p className="switch-row__label" id={labelId}>
          {m.member_switch_label()}
        </p>
        <p className="switch-row__hint" id={hintId}>
          {m.member_switch_hint()}
        </p>
      </div>
      <button type="button" role="switch" className="switch" aria-checked={shown} aria-labelledby={labelId} aria-describedby={hintId} disabled={busy || hidden === null} onClick={() => void toggle()}>
        <span className="switch__track" aria-hidden="true">
          <span className="switch__thumb" />
        </span>
        <span aria-hidden="true">{hidden === null ? '…' : shown ? m.member_switch_on() : m.member_switch_off()}</span>
      </button>
    </div>
  );
}
