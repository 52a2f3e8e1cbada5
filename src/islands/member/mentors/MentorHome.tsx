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
import { failed, MentorNav, PersonName, progressLabel } from './shared.tsx';
import { $mentorHome } from './mentors-store.ts';
import './mentors.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

function BecomeMentor() {
  const [busy, setBusy] = useState(false);
  const agree = async () => {
    setBusy(true);
    try {
      const { data } = await agreeToMentorTerms();
      updateUser(data);
      toast(m.community_mt_welcome(), 'success');
    } catch (err) {
      failed(err, m.community_mt_become_failed());
    } finally {
      setBusy(false);
    }
  };
  return (
    <div className="mentor-become" data-ready="">
      <h1>{m.community_mt_become_heading()}</h1>
      <p>{m.community_mt_become_intro()}</p>
      <ul className="mentor-become__points">
        <li>{m.community_mt_become_point_1()}</li>
        <li>{m.community_mt_become_point_2()}</li>
        <li>{m.community_mt_become_point_3()}</li>
      </ul>
      <p>
        {m.community_mt_terms_before()}{' '}
        <a href={localizePath('/page/mentor-terms')} data-page-slug="mentor-terms">
          {m.community_mt_terms_link()}
        </a>
        .
      </p>
      <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void agree()}>
        {busy ? m.community_mt_one_moment() : m.community_mt_agree()}
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
        <h2 id="mentor-mentees">{m.community_mt_your_mentees()}</h2>
        {home.mentees.length === 0 ? (
          <div className="empty-state">
            <p>{m.community_mt_no_mentees_invite()}</p>
            <a className="btn btn--primary" href={localizePath('/mentors/invite')}>
              {m.community_invite_people()}
            </a>
          </div>
        ) : (
          <ul className="mentor-list">
            {home.mentees.map((mentee) => (
              <li key={mentee.id} className="mentor-list__item">
                <PersonName person={mentee} />
                {mentee.recommendations.length === 0 ? (
                  <p className="muted">{m.community_mt_nothing_recommended()}</p>
                ) : (
                  <ul className="mentor-progress">
                    {mentee.recommendations.map((r) => (
                      <li key={r.recommendation_id}>
                        <span>{r.title}</span>
                        <progress max={100} value={r.progress_percent} aria-label={m.community_mt_progress_label({ name: mentee.name, title: r.title })} />
                        <span className={`mentor-status mentor-status--${r.status}`}>{progressLabel(r.status)}</span>
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
        <h2 id="mentor-pending">{m.community_mt_pending_heading()}</h2>
        {home.pending_invitations.length === 0 ? (
          <p className="muted">{m.community_mt_no_pending()}</p>
        ) : (
          <ul className="mentor-list">
            {home.pending_invitations.map((i) => (
              <li key={i.id} className="mentor-list__item">
                <span>{i.member?.name ?? i.email}</span>
                <span className="muted">{m.community_mt_open_until({ date: formatLocalDate(i.expires_at) })}</span>
              </li>
            ))}
          </ul>
        )}
        <a className="home-card__link" href={localizePath('/mentors/invitees')}>
          {m.community_mt_all_invitees()}
        </a>
      </section>

      <section className="card mentor-card" aria-labelledby="mentor-groups">
        <h2 id="mentor-groups">{m.community_groups()}</h2>
        {home.groups.length === 0 ? (
          <p className="muted">{m.community_mt_no_groups()}</p>
        ) : (
          <ul className="mentor-list">
            {home.groups.map((g) => (
              <li key={g.id} className="mentor-list__item">
                <a href={localizePath(`/mentors/groups/update/${g.id}`)}>{g.name}</a>
                <span className="muted">{m.community_members_count({ count: g.members.length })}</span>
              </li>
            ))}
          </ul>
        )}
        <a className="home-card__link" href={localizePath('/mentors/groups/create')}>
          {m.community_create_group()}
        </a>
      </section>

      <section className="card mentor-card" aria-labelledby="mentor-recs">
        <h2 id="mentor-recs">{m.community_mt_nav_recommendations()}</h2>
        {home.recommendations.length === 0 ? (
          <p className="muted">{m.community_mt_nothing_recommended()}</p>
        ) : (
          <ul className="mentor-list">
            {home.recommendations.map((r) => (
              <li key={r.id} className="mentor-list__item">
                <a href={localizePath(`/mentors/courseRecommendations/update/${r.id}`)}>{r.item.title}</a>
                <span className="muted">
                  {m.community_mt_finished_of({ finished: r.progress.filter((p) => p.status === 'finished').length, total: r.progress.length })}
                </span>
              </li>
            ))}
          </ul>
        )}
        <a className="home-card__link" href={localizePath('/mentors/courseRecommendations/create')}>
          {m.community_recommend_course()}
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
      <h1>{m.community_mentor_title()}</h1>
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
