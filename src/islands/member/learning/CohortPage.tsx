// /cohorts/{id} (docs/rules/cohorts.md, "Member list"): a cohort's members for its own members, named
// as the leaderboard names them (those who left the board are counted, not named), with its start and
// the way to the course; before the start the member may leave it. Below, the cohort's own discussion
// space (docs/rules/discussions.md).
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatCalendarDay } from '../../../lib/dates.ts';
import { localizePath } from '../../../lib/i18n.ts';
import { paths } from '../../../lib/paths.ts';
import { m } from '../../../paraglide/messages.js';
import { confirmDialog } from '../../../stores/ui.ts';
import { Discussion } from '../../discussions/Discussion.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { interpolate } from '../../ui/interpolate.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $cohortRoster, $rosterCohortId, leaveShownCohort } from './cohort-store.ts';
import './learning.css';

function CohortContent({ id }: { id: string }) {
  useEffect(() => $rosterCohortId.set(id), [id]);
  const { data, error, loading } = useQuery($cohortRoster, { soft: true });
  if (error) {
    return (
      <div className="card" role="alert">
        <h1>{m.member_cohort()}</h1>
        <p>{error instanceof ApiError && error.status === 404 ? m.member_cohort_not_found() : m.member_cohort_load_failed()}</p>
        <p>
          <a href={localizePath('/my-courses')}>{m.member_back_to_my_courses()}</a>
        </p>
      </div>
    );
  }
  if (loading || !data) return <Loading />;
  const { cohort, course, members, hidden } = data.data;
  const leave = async () => {
    if (!(await confirmDialog(m.member_cohort_leave_confirm({ title: cohort.title }), m.member_cohort_leave(), { destructive: true }))) return;
    if (await leaveShownCohort(cohort.id)) location.assign(localizePath(paths.course(course.slug)));
  };
  return (
    <div data-ready="">
      <h1>{cohort.title}</h1>
      <p>
        <a href={localizePath(paths.course(course.slug))}>{course.title}</a> ·{' '}
        {(cohort.status === 'upcoming' ? m.member_cohort_starts_on : m.member_cohort_started_on)({
          date: formatCalendarDay(cohort.starts_on, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }),
          zone: cohort.time_zone,
        })}
      </p>
      <section className="card cohort-card" aria-labelledby="cohort-members">
        <h2 id="cohort-members">
          {m.member_cohort_members({ count: cohort.members })}
        </h2>
        <ul className="cohort-members">
          {members.map((member, i) => (
            <li key={`${member.name}-${i}`}>
              <img src={member.avatar_url ?? ''} alt="" width={32} height={32} loading="lazy" />
              <span>{member.name}</span>
              {member.is_you ? <span className="badge">{m.member_cohort_you()}</span> : null}
            </li>
          ))}
        </ul>
        {hidden > 0 ? <p className="muted">{m.member_cohort_hidden({ count: hidden })}</p> : null}
      </section>
      {cohort.status === 'upcoming' && !data.data.paid_place ? (
        <p>
          <button type="button" className="btn btn--ghost" onClick={() => void leave()}>
            {m.member_cohort_leave()}
          </button>
        </p>
      ) : null}
      {cohort.status === 'upcoming' && data.data.paid_place ? (
        <p className="muted">
          {interpolate((p) => m.member_cohort_paid(p), { link: <a href={localizePath('/contact-us')}>{m.member_cohort_write_to_us()}</a> })}
        </p>
      ) : null}
      <Discussion place={{ kind: 'cohort', id: cohort.id }} intro={m.member_cohort_discussion_intro()} />
    </div>
  );
}

export default function CohortPage({ id }: { id: string }) {
  return (
    <ErrorBoundary>
      <CohortContent id={id} />
    </ErrorBoundary>
  );
}
