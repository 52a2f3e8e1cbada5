// /studio/members/{id} (docs/rules/studio.md, "Members"): the account, enrolments and progress;
// suspend (every session ends at once) and restore (the member logs in again); the password-reset
// e-mail; mentoring (MemberMentor.tsx). Each action asks first and is written to the audit log by the server.
import { useEffect, useState } from 'react';
import { restoreMember, sendPasswordReset, suspendMember } from '../../lib/api/studio.ts';
import type { MemberProfile } from '../../lib/schemas/studio.ts';
import { confirmDialog, toast } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { $memberId, $memberProfile, showMember } from './member-detail-store.ts';
import { formatDay, formatTime, StatusBadge } from './format.tsx';
import { MemberAdmin } from './MemberAdmin.tsx';
import { MemberEnrolments } from './MemberEnrolments.tsx';
import { MemberMentor } from './MemberMentor.tsx';
import { StudioGate } from './StudioGate.tsx';

function Actions({ member, onChange }: { member: MemberProfile; onChange: (m: MemberProfile) => void }) {
  const [busy, setBusy] = useState(false);
  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }
  const suspend = () =>
    run(async () => {
      if (!(await confirmDialog(`Suspend ${member.name}? They are signed out everywhere at once and cannot log in until restored.`, 'Suspend member', { destructive: true }))) return;
      onChange((await suspendMember(member.id)).data);
      toast(`${member.name} is suspended.`, 'success');
    });
  const restore = () =>
    run(async () => {
      onChange((await restoreMember(member.id)).data);
      toast(`${member.name} is restored and can log in again.`, 'success');
    });
  const reset = () =>
    run(async () => {
      if (!(await confirmDialog(`Send ${member.email} a link to choose a new password?`, 'Password reset'))) return;
      toast((await sendPasswordReset(member.id)).message, 'success');
    });
  if (member.cancelled_at) return <p className="muted">This account was cancelled on {formatDay(member.cancelled_at)}.</p>;
  return (
    <div className="studio-actions">
      {member.suspended_at ? (
        <button type="button" className="btn btn--primary" disabled={busy} onClick={restore}>
          Restore member
        </button>
      ) : (
        member.role !== 'admin' && (
          <button type="button" className="btn btn--danger" disabled={busy} onClick={suspend}>
            Suspend member
          </button>
        )
      )}
      <button type="button" className="btn" disabled={busy} onClick={reset}>
        Send password reset link
      </button>
    </div>
  );
}

function MemberContent({ id }: { id: number }) {
  useEffect(() => $memberId.set(id), [id]);
  const { data } = useQuery($memberProfile);
  if (!data) return <Loading />;
  const m = data.data;
  return (
    <div data-ready="">
      <h1>{m.name}</h1>
      <section className="card studio-profile" aria-labelledby="account-heading">
        <h2 id="account-heading">Account</h2>
        <dl className="studio-facts">
          <dt>E-mail</dt>
          <dd>{m.email}</dd>
          <dt>Status</dt>
          <dd>
            <StatusBadge member={m} /> {m.suspended_at && <span className="muted">since {formatTime(m.suspended_at)}</span>}
          </dd>
          <dt>Role</dt>
          <dd>
            {m.role}
            {m.is_mentor ? ', mentor' : ''}
          </dd>
          <dt>E-mail verified</dt>
          <dd>{m.email_verified ? 'Yes' : 'No'}</dd>
          <dt>Joined</dt>
          <dd>{formatDay(m.created_at)}</dd>
          <dt>Last seen</dt>
          <dd>{formatTime(m.last_seen_at)}</dd>
        </dl>
        <Actions member={m} onChange={showMember} />
        <MemberAdmin member={m} onChange={showMember} />
        <p>
          <a href={`/studio/audit?record_type=member&record_id=${m.id}`}>Changes to this account in the audit log</a>
        </p>
      </section>
      <MemberMentor member={m} onChange={showMember} />
      <MemberEnrolments member={m} />
    </div>
  );
}

export default function MemberDetail({ id }: { id: string }) {
  const n = /^[1-9][0-9]{0,9}$/.test(id) ? Number(id) : NaN;
  return (
    <StudioGate>
      <p>
        <a href="/studio/members">← All members</a>
      </p>
      {Number.isFinite(n) ? <MemberContent id={n} /> : <p role="alert">There is no member with that address.</p>}
    </StudioGate>
  );
}
