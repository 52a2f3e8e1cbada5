// Badges: every badge of the catalogue, earned ones in colour with their date, locked ones muted with
// the progress toward them ("2 of 3 courses"), from GET /v1/auth/badges. A badge opens a dialog with
// what it means, how it is earned, and for an earned one its public page and the signed Open Badges
// credential to download.
import { useRef, useState } from 'react';
import type { Badge } from '../../../lib/schemas/rewards.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { BadgeDialog } from './BadgeDialog.tsx';
import { m } from '../../../paraglide/messages.js';
import { formatDay } from './format.ts';
import { $badges } from './rewards-store.ts';
import './rewards.css';

function BadgeTile({ badge, onOpen }: { badge: Badge; onOpen: (badge: Badge, from: HTMLButtonElement) => void }) {
  const state = badge.earned && badge.awarded_at ? m.member_badge_earned_date({ date: formatDay(badge.awarded_at) }) : badge.progress.label;
  return (
    <li>
      <button type="button" className={`card badge-tile${badge.earned ? '' : ' badge-tile--locked'}`} onClick={(e) => onOpen(badge, e.currentTarget)} aria-haspopup="dialog">
        <img className="badge-tile__art" src={badge.image_url} alt="" width={96} height={96} />
        <span className="badge-tile__name">{badge.name}</span>
        {badge.earned ? null : <progress className="meter" max={Math.max(1, badge.progress.target)} value={Math.min(badge.progress.current, badge.progress.target)} aria-hidden="true" />}
        <span className="badge-tile__state">
          {badge.earned ? null : <span className="visually-hidden">{m.member_badge_locked()} </span>}
          {state}
        </span>
      </button>
    </li>
  );
}

function BadgesContent() {
  const { data, loading } = useQuery($badges);
  const [open, setOpen] = useState<Badge | null>(null);
  const opener = useRef<HTMLButtonElement | null>(null);
  if (loading || !data) {
    return (
      <>
        <h1>{m.member_badges_heading()}</h1>
        <Loading />
      </>
    );
  }
  const badges = data.data;
  const earned = badges.filter((b) => b.earned).length;
  return (
    <>
      <h1>{m.member_badges_heading()}</h1>
      <p className="muted rewards-intro">
        {earned === 0 ? m.member_badges_intro_none() : m.member_badges_intro({ earned, total: badges.length })}
      </p>
      <ul className="badge-grid" aria-label={m.member_badges_list()}>
        {badges.map((b) => (
          <BadgeTile
            key={b.key}
            badge={b}
            onOpen={(badge, from) => {
              opener.current = from;
              setOpen(badge);
            }}
          />
        ))}
      </ul>
      {open ? (
        <BadgeDialog
          badge={open}
          onClose={() => {
            setOpen(null);
            // Back to the badge that opened the dialog, so keyboard users keep their place.
            opener.current?.focus();
          }}
        />
      ) : null}
    </>
  );
}

export default function Badges() {
  return (
    <ErrorBoundary>
      <BadgesContent />
    </ErrorBoundary>
  );
}
