// The member dashboard, the member's home, from one GET /v1/auth/home: a greeting, the rewards row
// (streak, points and level, latest badges), continue learning, unread notifications, certificates,
// and the counters. Each part is its own section, with its own empty state.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { resendVerification } from '../../lib/api/accounts.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { $user } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { $memberHome } from './dashboard-store.ts';
import type { MemberHome } from '../../lib/schemas/accounts.ts';
import { formatCalendarDay, formatLocalDate } from '../../lib/dates.ts';
import { cohortStartsPhrase } from '../../lib/schemas/cohorts.ts';
import { paths } from '../../lib/paths.ts';
import { HomeRewards } from './rewards/HomeRewards.tsx';
import { HomePractices } from './practices/HomePractices.tsx';
import { HomeReview } from './review/HomeReview.tsx';

const STAT_LABELS: Record<string, string> = { enrolled: 'Courses enrolled', completed: 'Completed', certificates: 'Certificates', bookmarks: 'Bookmarks' };

/** Shown until the member confirms their e-mail address, with a way to get the link again. */
function VerifyEmailNotice({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      toast((await resendVerification(email)).data.message, 'success');
    } catch (err) {
      toast(err instanceof ApiError ? err.message : 'The e-mail could not be sent. Please try again.', 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="notice-banner" role="region" aria-label="Confirm your e-mail address">
      <p>
        Please confirm your e-mail address: we sent a link to <strong>{email}</strong>.
      </p>
      <button type="button" className="btn btn--ghost" onClick={() => void resend()} disabled={busy}>
        {busy ? 'Sending…' : 'Send the link again'}
      </button>
    </div>
  );
}

function DashboardContent() {
  const user = useStore($user);
  const { data, loading } = useQuery($memberHome);
  return (
    <>
      <h1>Hi {user?.name ?? 'there'}</h1>
      {user && user.email_verified === false ? <VerifyEmailNotice email={user.email} /> : null}
      {loading || !data ? (
        <Loading />
      ) : (
        <>
          {data.data.next_cohort ? <NextCohort cohort={data.data.next_cohort} /> : null}
          <HomeRewards home={data.data} />
          <HomePractices />
          <HomeReview />
          <ul className="stats">
            {Object.entries(data.data.stats).map(([key, value]) => (
              <li key={key} className="card stat">
                <span className="stat__value">{value}</span>
                <span className="stat__label">{STAT_LABELS[key] ?? key}</span>
              </li>
            ))}
          </ul>
          <MentorRecommendations items={data.data.mentor_recommendations} />
          <h2>Continue learning</h2>
          {data.data.continue_learning.length ? (
            <ul className="continue">
              {data.data.continue_learning.map((c) => (
                <li key={c.enrolment_id} className="card continue__item">
                  <span>{c.title}</span>
                  <progress max={100} value={c.progress_percent} aria-label={`${c.title} progress`} />
                  <a className="btn btn--primary" href={c.resume_url}>
                    Continue
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            // Nothing to continue: either nothing was ever enrolled in, or everything is finished
            // (docs/rules/learning-progress.md).
            <div className="empty-state card">
              <p>{data.data.stats.enrolled > 0 ? 'You have finished every course you started. Well done!' : 'You have not started a course yet.'}</p>
              <a className="btn btn--primary" href="/courses">
                {data.data.stats.enrolled > 0 ? 'Find your next course' : 'Browse courses'}
              </a>
            </div>
          )}
          <div className="home-lists">
            <UnreadNotifications notifications={data.data.notifications} />
            <LatestCertificates certificates={data.data.latest_certificates} completed={data.data.stats.completed} />
          </div>
        </>
      )}
    </>
  );
}

/** "Your cohort starts in 3 days", linking to the course (docs/rules/cohorts.md, "Dashboard"). */
function NextCohort({ cohort }: { cohort: NonNullable<MemberHome['next_cohort']> }) {
  return (
    <section className="card home-card" style={{ marginBottom: 'var(--space-6)' }} aria-labelledby="home-cohort" data-next-cohort={cohort.id}>
      <h2 id="home-cohort">
        <a href={cohort.course_url}>{cohortStartsPhrase(cohort.starts_in_days)}</a>
      </h2>
      <p className="home-card__note">
        {cohort.title}, {cohort.course_title}: starts on {formatCalendarDay(cohort.starts_on, { weekday: 'long', day: 'numeric', month: 'long' })}.{' '}
        <a href={paths.cohort(cohort.id)}>See who is in it</a>
      </p>
    </section>
  );
}

const PROGRESS_TEXT = { not_started: 'Not started', started: 'In progress', finished: 'Finished' } as const;

/** Shown only to a member whose mentor recommended something (docs/rules/mentors.md). */
function MentorRecommendations({ items }: { items: MemberHome['mentor_recommendations'] }) {
  if (!items.length) return null;
  return (
    <section className="card home-card" aria-labelledby="home-mentor-recommendations">
      <h2 id="home-mentor-recommendations">Recommended by your mentor</h2>
      <ul className="home-list home-recommended">
        {items.map((r) => (
          <li key={r.id}>
            <a href={r.item.url}>{r.item.title}</a>
            <span className="home-card__note">
              {r.mentor.name} · {r.item.is_free ? 'Free' : r.item.price_label} · {PROGRESS_TEXT[r.status]}
              {r.due_on ? ` · by ${formatCalendarDay(r.due_on, { day: 'numeric', month: 'long' })}` : ''}
            </span>
            {r.note ? <span className="home-card__note">“{r.note}”</span> : null}
          </li>
        ))}
      </ul>
    </section>
  );
}

function UnreadNotifications({ notifications }: { notifications: MemberHome['notifications'] }) {
  return (
    <section className="card home-card" aria-labelledby="home-notifications">
      <h2 id="home-notifications">Notifications</h2>
      {notifications.unread === 0 ? (
        <p className="home-card__note">You are all caught up.</p>
      ) : (
        <>
          <p className="home-card__note">{notifications.unread === 1 ? '1 unread notification' : `${notifications.unread} unread notifications`}</p>
          <ul className="home-list">
            {notifications.latest.map((n) => (
              <li key={n.id}>
                {n.link ? <a href={n.link}>{n.title}</a> : <span>{n.title}</span>}
                <time dateTime={n.created_at}>{formatLocalDate(n.created_at)}</time>
              </li>
            ))}
          </ul>
        </>
      )}
      <a className="home-card__link" href="/notifications">
        All notifications
      </a>
    </section>
  );
}

function LatestCertificates({ certificates, completed }: { certificates: MemberHome['latest_certificates']; completed: number }) {
  return (
    <section className="card home-card" aria-labelledby="home-certificates">
      <h2 id="home-certificates">Certificates</h2>
      {certificates.length === 0 ? (
        // A finished course's certificate is collected on /certificates (docs/rules/learning.md).
        <p className="home-card__note">
          {completed > 0
            ? `You have finished ${completed === 1 ? 'a course' : `${completed} courses`}: your certificate${completed === 1 ? ' is' : 's are'} ready to collect.`
            : 'Complete a course to earn its certificate.'}
        </p>
      ) : (
        <ul className="home-list">
          {certificates.map((c) => (
            <li key={c.id}>
              <a href={c.verify_url}>{c.course_title}</a>
              <time dateTime={c.issued_at}>{formatLocalDate(c.issued_at)}</time>
            </li>
          ))}
        </ul>
      )}
      <a className="home-card__link" href="/certificates">
        {certificates.length === 0 && completed > 0 ? 'Collect your certificates' : 'All certificates'}
      </a>
    </section>
  );
}

export default function Dashboard() {
  return (
    <ErrorBoundary>
      <DashboardContent />
    </ErrorBoundary>
  );
}
