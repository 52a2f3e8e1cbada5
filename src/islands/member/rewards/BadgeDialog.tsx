// One badge in a native modal dialog: the browser keeps focus inside and closes it on Escape; the
// caller puts focus back on the badge that opened it.
import { useEffect, useId, useRef } from 'react';
import type { Badge } from '../../../lib/schemas/rewards.ts';
import { localHref } from '../../ui/local-href.ts';
import { m } from '../../../paraglide/messages.js';
import { formatDay } from './format.ts';

export function BadgeDialog({ badge, onClose }: { badge: Badge; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const earned = badge.earned;
  return (
    <dialog ref={ref} className={`app-dialog badge-dialog${earned ? '' : ' badge-dialog--locked'}`} aria-labelledby={titleId} onClose={onClose}>
      <div className="badge-dialog__top">
        <img className="badge-dialog__art" src={badge.image_url} alt="" width={88} height={88} />
        <div>
          <h2 id={titleId}>{badge.name}</h2>
          <span className={earned ? 'badge badge--done' : 'badge'}>{earned ? m.member_badge_earned() : m.member_badge_not_earned()}</span>
        </div>
      </div>
      <p>{badge.description}</p>
      <dl>
        <dt>{m.member_badge_how()}</dt>
        <dd>{badge.criteria}</dd>
        {earned && badge.awarded_at ? (
          <>
            <dt>{m.member_badge_earned_on()}</dt>
            <dd>{formatDay(badge.awarded_at)}</dd>
          </>
        ) : (
          <>
            <dt>{m.member_badge_your_progress()}</dt>
            <dd>
              <progress className="meter" max={Math.max(1, badge.progress.target)} value={Math.min(badge.progress.current, badge.progress.target)} aria-label={m.member_badge_progress_toward({ name: badge.name })} aria-valuetext={badge.progress.label} />
              {badge.progress.label}
            </dd>
          </>
        )}
      </dl>
      <div className="badge-dialog__actions">
        {earned && badge.public_url ? (
          <a className="btn btn--ghost" href={localHref(badge.public_url)}>
            {m.member_badge_public_page()}
          </a>
        ) : null}
        {earned && badge.credential_url ? (
          <a className="btn btn--ghost" href={badge.credential_url} download>
            {m.member_badge_download_credential()}
          </a>
        ) : null}
        <form method="dialog">
          <button type="submit" className="btn btn--primary">
            {m.member_close()}
          </button>
        </form>
      </div>
    </dialog>
  );
}
