// The sidebar's Invitations count (docs/rules/mentors.md): loaded by header.ts only for a signed-in
// member. The count is part of the link's text, with a word for screen readers ("Invitations 2
// waiting"), so the accessible name keeps the visible text.
import { listRequested } from '../lib/api/mentors.ts';
import { $invitationCount, setInvitationCount } from '../stores/mentors.ts';
import { m } from '../paraglide/messages.js';

export function startInvitationCount(): void {
  const links = [...document.querySelectorAll<HTMLAnchorElement>('a[data-invitations-link]')];
  if (!links.length) return;
  $invitationCount.subscribe((count) => {
    for (const link of links) {
      const badge = link.querySelector<HTMLElement>('[data-invitations-count]');
      if (!badge) continue;
      const hint = document.createElement('span');
      hint.className = 'visually-hidden';
      hint.textContent = ` ${m.member_waiting_hint()}`;
      badge.replaceChildren(String(count ?? 0), hint);
      badge.hidden = !count;
    }
  });
  listRequested().then(
    ({ data }) => setInvitationCount(data.length),
    () => {},
  );
}
