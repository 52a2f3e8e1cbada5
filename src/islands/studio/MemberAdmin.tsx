// Role, deletion on request and data export on /studio/members/{id} (docs/rules/studio.md, "Members:
// role, deletion, export"). Deleting asks first; each action is audited by the server.
import { useState, type FormEvent } from 'react';
import { changeRole, deleteMember, exportMember } from '../../lib/api/studio-business.ts';
import type { MemberProfile } from '../../lib/schemas/studio.ts';
import { $user } from '../../stores/session.ts';
import { confirmDialog, toast } from '../../stores/ui.ts';

type Role = MemberProfile['role'];

export function MemberAdmin({ member, onChange }: { member: MemberProfile; onChange: (m: MemberProfile) => void }) {
  const [role, setRole] = useState<Role>(member.role);
  const [busy, setBusy] = useState(false);
  const self = $user.get()?.id === member.id;
  if (member.cancelled_at) return null;
  async function run(action: () => Promise<void>) {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  }
  const saveRole = (e: FormEvent) => {
    e.preventDefault();
    return run(async () => {
      onChange((await changeRole(member.id, role)).data);
      toast(`${member.name} is now ${role === 'admin' ? 'an admin' : `a ${role}`}.`, 'success');
    });
  };
  const download = () =>
    run(async () => {
      const data = await exportMember(member.id);
      const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
      const a = Object.assign(document.createElement('a'), { href: url, download: `wellspring-data-${member.id}.json` });
      a.click();
      URL.revokeObjectURL(url);
      toast('Export downloaded.', 'success');
    });
  const remove = () =>
    run(async () => {
      if (!(await confirmDialog(`Delete ${member.name}'s account on their request? Their sessions end, their personal data is erased and their learning records stay anonymous. This cannot be undone.`, 'Delete account', { destructive: true }))) return;
      onChange((await deleteMember(member.id)).data);
      toast('The account was deleted.', 'success');
    });
  return (
    <div className="studio-member-admin">
      {!self && (
        <form className="studio-inline-form" onSubmit={saveRole}>
          <label htmlFor="member-role">Role</label>
          <select id="member-role" value={role} onChange={(e) => setRole(e.target.value as Role)}>
            <option value="member">Member</option>
            <option value="author">Author</option>
            <option value="admin">Admin</option>
          </select>
          <button type="submit" className="btn" disabled={busy || role === member.role}>
            Change role
          </button>
        </form>
      )}
      <div className="studio-actions">
        <button type="button" className="btn" disabled={busy} onClick={download}>
          Export member data
        </button>
        {!self && member.role !== 'admin' && (
          <button type="button" className="btn btn--danger" disabled={busy} onClick={remove}>
            Delete account on request
          </button>
        )}
      </div>
    </div>
  );
}
