// /mentors: for a member who is not a mentor, what mentoring means here, the mentor terms (in the
// page-view modal) and the agree button, which updates the session's user at once, so the header and
// sidebar say "Mentor" without a reload. For a mentor: mentees with their progress on what was
// recommended, pending invitations, groups and recommendations (GET /v1/mentors/home).
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { agreeToMentorTerms } from '../../../lib/api/mentors.ts';
import { formatLocalDate } from '../../../lib/dates.ts';
import { $user, updateUser } from '../../../stores/session.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { failed, MentorNav, PersonName, PROGRESS_LABEL } from './shared.tsx';
import { $mentorHome } from './mentors-store.ts';
import './mentors.css';

function BecomeMentor() {
  const [busy, setBusy] = useState(false);
  const agree = async () => {
    setBusy(true);
    try {
      const { data } = await agreeToMentorTerms();
      updateUser(data);
      toast('Welcome, mentor. Start by inviting someone you would like to support.', 'success');
    } catch (err) {
      failed(err, 'We could not make you a mentor just now. Please try again.');
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mentor-become" data-ready="">
      <h1>Become a Mentor</h1>
      <p>
        Mentors walk alongside other members. You invite people you would like to support, gather them into small groups, and recommend courses that could help.
        You see who started and finished what you recommended, and you can talk together in Messages.
      </p>
      <ul className="mentor-become__points">
        <li>Invite members, or anyone by e-mail: they choose to accept or decline.</li>
        <li>Recommend a course or a bundle, with a note and a date if you like.</li>
        <li>Earn mentor badges and points as your mentees grow.</li>
      </ul>
      <p>
        Before you start, please read the{' '}
        <a href="/page/mentor-terms" data-page-slug="mentor-terms">
          mentor terms
        </a>
        .
      </p>
      <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void agree()}>
        {busy ? 'One moment…' : 'I agree to the mentor terms'}
      </button>
    </div>
  );
}

function Dashboard() {
  const { data, loading } = useQuery($mentorHome);
  if (loading || !data) return <Loading />;
  const home = data.data;
  return (
    <div className="mentor-home" data-ready="">
      <section className="card mentor-card" aria-labelledby="mentor-mentees">
        <h2 id="mentor-mentees">Your mentees</h2>
        {home.mentees.length === 0 ? (
          <div className="empty-state">
            <p>No mentees yet. Invite someone you would like to support.</p>
            <a className="btn btn--primary" href="/mentors/invite">
              Invite people
            </a>
          </div>
        ) : (
          <ul className="mentor-list">
            {home.mentees.map((m) => (
              <li key={m.id} className="mentor-list__item">
                <PersonName person={m} />
                {m.recommendations.length === 0 ? (
                  <p className="muted">Nothing recommended yet.</p>
                ) : (
                  <ul className="mentor-progress">
                    {m.recommendations.map((r) => (
                      <li key={r.recommendation_id}>
                        <span>{r.title}</span>
                        <progress max={100} value={r.progress_percent} aria-label={`${m.name}: ${r.title} progress`} />
                        <span className={`mentor-status mentor-status--${r.status}`}>{PROGRESS_LABEL[r.status]}</span>
                      </li>
                    ))}
                  </ul>
                )}
              </li>
            ))}
          </ul>
        )}
      </section>

      <section className="card mentor-card" aria-labelledby="mentor-pending">
        <h2 id="mentor-pending">Pending invitations</h2>
        {home.pending_invitations.length === 0 ? (
          <p className="muted">No invitations waiting for an answer.</p>
        ) : (
          <ul className="mentor-list">
            {home.pending_invitations.map((i) => (
              <li key={i.id} className="mentor-list__item">
                <span>{i.member?.name ?? i.email}</span>
                <span className="muted">Open until {formatLocalDate(i.expires_at)}</span>
              </li>
            ))}
          </ul>
        )}
        <a className="home-card__link" href="/mentors/invitees">
          All invitees
        </a>
      </section>

      <section className="card mentor-card" aria-labelledby="mentor-groups">
        <h2 id="mentor-groups">Groups</h2>
        {home.groups.length === 0 ? (
          <p className="muted">No groups yet.</p>
        ) : (
          <ul className="mentor-list">
            {home.groups.map((g) => (
              <li key={g.id} className="mentor-list__item">
                <a href={`/mentors/groups/update/${g.id}`}>{g.name}</a>
                <span className="muted">{g.members.length === 1 ? '1 member' : `${g.members.length} members`}</span>
              </li>
            ))}
          </ul>
        )}
        <a className="home-card__link" href="/mentors/groups/create">
          Create a group
        </a>
      </section>

      <section className="card mentor-card" aria-labelledby="mentor-recs">
        <h2 id="mentor-recs">Recommendations</h2>
        {home.recommendations.length === 0 ? (
          <p className="muted">Nothing recommended yet.</p>
        ) : (
          <ul className="mentor-list">
            {home.recommendations.map((r) => (
              <li key={r.id} className="mentor-list__item">
                <a href={`/mentors/courseRecommendations/update/${r.id}`}>{r.item.title}</a>
                <span className="muted">
                  {r.progress.filter((p) => p.status === 'finished').length} of {r.progress.length} finished
                </span>
              </li>
            ))}
          </ul>
        )}
        <a className="home-card__link" href="/mentors/courseRecommendations/create">
          Recommend a course
        </a>
      </section>
    </div>
  );
}

function Content() {
  const user = useStore($user);
  if (!user) return <Loading />;
  if (!user.is_mentor) return <BecomeMentor />;
  return (
    <>
      <h1>Mentor</h1>
      <MentorNav current="/mentors" />
      <Dashboard />
    </>
  );
}

export default function MentorHome() {
  return (
    <ErrorBoundary>
      <Content />
    </ErrorBoundary>
  );
}
