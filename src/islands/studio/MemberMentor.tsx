// The member as a mentor on /studio/members/{id} (docs/rules/studio.md, "Mentor rights";
// docs/rules/mentors.md, "Invitation caps"): invitations in the last 24 hours against the cap, the
// calls refused over it, and withdrawing or giving back mentor rights, after a confirmation. The
// server's answer replaces the profile in the store.
import { useState } from 'react';
import { setMentorRights } from '../../lib/api/studio.ts';
import type { MemberProfile } from '../../lib/schemas/studio.ts';
import { confirmDialog, toast } from '../../stores/ui.ts';
import { formatTime } from './format.tsx';

export function MemberMentor({ member, onChange }: { member: MemberProfile; onChange: (m: MemberProfile) => void }) {
  const [busy, setBusy] = useState(false);
  const m = member.mentor;
  async function change(allowed: boolean) {
    const question = allowed
      ? `Let ${member.name} be a mentor again? They can agree to the mentor terms on their Mentor page.`
      : `Withdraw ${member.name}'s mentor rights? They stop being a mentor at once, their pending invitations are cancelled, and they cannot become a mentor again until you allow it.`;
    if (!(await confirmDialog(question, allowed ? 'Allow mentoring' : 'Withdraw mentor rights', allowed ? {} : { destructive: true }))) return;
    setBusy(true);
    try {
      onChange((await setMentorRights(member.id, allowed)).data);
      toast(allowed ? `${member.name} may be a mentor again.` : `${member.name}'s mentor rights are withdrawn.`, 'success');
    } finally {
      setBusy(false);
    }
  }
  return (
    <section className="card" aria-labelledby="mentor-heading">
      <h2 id="mentor-heading">Mentoring</h2>
      <dl className="studio-facts">
        <dt>Mentor</dt>
        <dd>{m.rights_revoked_at ? `Rights withdrawn on ${formatTime(m.rights_revoked_at)}` : member.is_mentor ? 'Yes' : 'No'}</dd>
        <dt>Invited in the last 24 hours</dt>
        <dd>
          {m.invited_last_24h} of {m.daily_invitation_cap}
        </dd>
        <dt>Invitations refused over the daily cap</dt>
        <dd>
          {m.invitation_refusals}
          {m.last_refusal_at && <span className="muted"> (last on {formatTime(m.last_refusal_at)})</span>}
        </dd>
      </dl>
      {!member.cancelled_at && (
        <div className="studio-actions">
          {m.rights_revoked_at ? (
            <button type="button" className="btn" disabled={busy} onClick={() => change(true)}>
              Allow mentoring again
            </button>
          ) : (
            <button type="button" className="btn btn--danger" disabled={busy} onClick={() => change(false)}>
              Withdraw mentor rights
            </button>
          )}
        </div>
      )}
    </section>
  );
}
