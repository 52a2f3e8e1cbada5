// /cohorts/{id} (docs/rules/cohorts.md, "Member list"): a cohort's members for its own members, named
// as the leaderboard names them (those who left the board are counted, not named), with its start and
// the way to the course; before the start the member may leave it. Below, the cohort's own discussion
// space (docs/rules/discussions.md).
import { useEffect } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { formatCalendarDay } from '../../../lib/dates.ts';
import { paths } from '../../../lib/paths.ts';
import { confirmDialog } from '../../../stores/ui.ts';
import { Discussion } from '../../discussions/Discussion.tsx';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
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
        <h1>Cohort</h1>
        <p>{error instanceof ApiError && error.status === 404 ? 'This cohort does not exist, or you are not in it.' : 'The cohort could not be loaded.'}</p>
        <p>
          <a href="/my-courses">Back to My courses</a>
        </p>
      </div>
    );
  }
  if (loading || !data) return <Loading />;
  const { cohort, course, members, hidden } = data.data;
  const leave = async () => {
    if (!(await confirmDialog(`Leave “${cohort.title}”? Your seat goes to someone else.`, 'Leave the cohort', { destructive: true }))) return;
    if (await leaveShownCohort(cohort.id)) location.assign(paths.course(course.slug));
  };
  return (
    <div data-ready="">
      <h1>{cohort.title}</h1>
      <p>
        <a href={paths.course(course.slug)}>{course.title}</a> ·{' '}
        {cohort.status === 'upcoming' ? 'Starts' : 'Started'} on {formatCalendarDay(cohort.starts_on, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' })} ({cohort.time_zone})
      </p>
      <section className="card cohort-card" aria-labelledby="cohort-members">
        <h2 id="cohort-members">
          {cohort.members} {cohort.members === 1 ? 'member' : 'members'}
        </h2>
        <ul className="cohort-members">
          {members.map((m, i) => (
            <li key={`${m.name}-${i}`}>
              <img src={m.avatar_url ?? ''} alt="" width={32} height={32} loading="lazy" />
              <span>{m.name}</span>
              {m.is_you ? <span className="badge">you</span> : null}
            </li>
          ))}
        </ul>
        {hidden > 0 ? <p className="muted">{hidden === 1 ? 'One member keeps their name private.' : `${hidden} members keep their names private.`}</p> : null}
      </section>
      {cohort.status === 'upcoming' && !data.data.paid_place ? (
        <p>
          <button type="button" className="btn btn--ghost" onClick={() => void leave()}>
            Leave the cohort
          </button>
        </p>
      ) : null}
      {cohort.status === 'upcoming' && data.data.paid_place ? (
        <p className="muted">
          You paid for your place. To move to another cohort or ask for a refund, <a href="/contact-us">write to us</a>.
        </p>
      ) : null}
      <Discussion place={{ kind: 'cohort', id: cohort.id }} intro="Only the members of this cohort and the course’s team read what is written here." />
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
