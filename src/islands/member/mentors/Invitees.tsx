// /mentors/invitees: every invitation (pending, accepted, declined, expired, cancelled, removed)
// with remind (cool-down shown), cancel, remove-mentee and clear, each asking for confirmation
// where it cannot be undone; an accepted mentee's row also lists the courses assigned to them,
// with remove, and assigns another (MenteeCourses.tsx).
import { useState } from 'react';
import { remindInvitee, removeInvitee } from '../../../lib/api/mentors.ts';
import { formatLocalDate, formatLocalDateTime } from '../../../lib/dates.ts';
import type { Invitee, MentorCourses } from '../../../lib/schemas/mentors.ts';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { failed, MentorNav, statusLabel } from './shared.tsx';
import { MenteeCourses } from './MenteeCourses.tsx';
import { $invitees, $mentorCourses } from './mentors-store.ts';
import './mentors.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

type Courses = { data: MentorCourses | undefined; setCourses: (next: MentorCourses) => void };

function Row({ i, onChange, courses }: { i: Invitee; onChange: (next: Invitee | null) => void; courses: Courses }) {
  const [busy, setBusy] = useState(false);
  const who = i.member ? i.member.name : i.email;
  const act = async (action: () => Promise<void>) => {
    setBusy(true);
    try {
      await action();
    } finally {
      setBusy(false);
    }
  };
  const remind = () =>
    act(async () => {
      try {
        onChange((await remindInvitee(i.id)).data);
        toast(m.community_mt_reminder_sent({ who }), 'success');
      } catch (err) {
        failed(err, m.community_mt_reminder_failed());
      }
    });
  const remove = () =>
    act(async () => {
      const question =
        i.status === 'pending'
          ? m.community_mt_cancel_invite_q({ who })
          : i.status === 'accepted'
            ? m.community_mt_remove_mentee_q({ who })
            : m.community_mt_clear_q({ who });
      if (!(await confirmDialog(question, m.community_confirmation(), { destructive: true }))) return;
      try {
        const { data } = await removeInvitee(i.id);
        onChange(i.status === 'pending' || i.status === 'accepted' ? data : null);
        toast(i.status === 'accepted' ? m.community_mt_no_longer_mentee({ who }) : m.community_mt_done(), 'success');
      } catch (err) {
        failed(err, m.community_try_again());
      }
    });
  const remindAt = i.can_remind_at ? new Date(i.can_remind_at) : null;
  const canRemindNow = remindAt !== null && remindAt.getTime() <= Date.now() + 1000;
  return (
    <li className="card mentor-row" id={`invitee-${i.id}`}>
      <div className="mentor-row__main">
        <p className="mentor-row__title">{who}</p>
        {i.member ? <p className="muted">{i.email}</p> : null}
        <p className="muted">
          <span className={`mentor-status mentor-status--${i.status}`}>{statusLabel(i.status)}</span> · {m.community_mt_invited_on({ date: formatLocalDate(i.invited_at) })}
          {i.status === 'pending' ? ` · ${m.community_mt_open_until_lower({ date: formatLocalDate(i.expires_at) })}` : ''}
          {i.reminders ? ` · ${m.community_mt_reminders({ count: i.reminders })}` : ''}
        </p>
        {i.status === 'pending' && remindAt && !canRemindNow ? <p className="muted">{m.community_mt_next_reminder({ date: formatLocalDateTime(remindAt) })}</p> : null}
      </div>
      <div className="mentor-row__actions">
        {i.status === 'pending' ? (
          <button type="button" className="btn btn--ghost" disabled={busy || !canRemindNow} onClick={() => void remind()} aria-label={m.community_mt_remind_label({ who })}>
            {m.community_mt_remind()}
          </button>
        ) : null}
        <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove()} aria-label={i.status === 'pending' ? m.community_mt_cancel_invite_label({ who }) : i.status === 'accepted' ? m.community_mt_remove_mentee_label({ who }) : m.community_mt_clear_label({ who })}>
          {i.status === 'pending' ? m.community_cancel() : i.status === 'accepted' ? m.community_mt_remove_mentee() : m.community_mt_clear()}
        </button>
      </div>
      {i.status === 'accepted' && i.member ? (
        courses.data ? <MenteeCourses mentee={i.member} courses={courses.data} onChange={courses.setCourses} /> : <p className="muted">{m.community_mt_loading_assigned()}</p>
      ) : null}
    </li>
  );
}

function List() {
  const { data, loading, setData } = useQuery($invitees);
  const courses = useQuery($mentorCourses);
  const courseState: Courses = { data: courses.data?.data, setCourses: (next) => courses.setData(() => ({ data: next })) };
  if (loading || !data) return <Loading />;
  const change = (id: number) => (next: Invitee | null) =>
    setData((cur) => cur && { data: next ? cur.data.map((x) => (x.id === id ? next : x)) : cur.data.filter((x) => x.id !== id) });
  return data.data.length === 0 ? (
    <div className="empty-state card" data-ready="">
      <p>{m.community_mt_no_invites_yet()}</p>
      <a className="btn btn--primary" href={localizePath('/mentors/invite')}>
        {m.community_invite_people()}
      </a>
    </div>
  ) : (
    <ul className="mentor-rows" aria-label={m.community_mt_your_invitees()} data-ready="">
      {data.data.map((i) => (
        <Row key={i.id} i={i} onChange={change(i.id)} courses={courseState} />
      ))}
    </ul>
  );
}

export default function Invitees() {
  return (
    <ErrorBoundary>
      <MentorNav current="/mentors/invitees" />
      <List />
    </ErrorBoundary>
  );
}
