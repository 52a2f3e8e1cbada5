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
import { localizePath } from '../../lib/i18n.ts';
import { localHref } from '../ui/local-href.ts';
import { paths } from '../../lib/paths.ts';
import { m } from '../../paraglide/messages.js';
import { interpolate } from '../ui/interpolate.tsx';
import { HomeRewards } from './rewards/HomeRewards.tsx';
import { HomePractices } from './practices/HomePractices.tsx';
import { HomeReview } from './review/HomeReview.tsx';

/** The counters' labels, in the page's language. */
const statLabels = (): Record<string, string> => ({ enrolled: m.member_stat_enrolled(), completed: m.member_stat_completed(), certificates: m.member_stat_certificates(), bookmarks: m.member_stat_bookmarks() });

/** "Your cohort starts in 3 days", "…tomorrow", "…today". */
function cohortStartsPhrase(days: number): string {
  if (days <= 0) return m.member_cohort_starts_today();
  if (days === 1) return m.member_cohort_starts_tomorrow();
  return m.member_cohort_starts_in({ days });
}

/** Shown until the member confirms their e-mail address, with a way to get the link again. */
function VerifyEmailNotice({ email }: { email: string }) {
  const [busy, setBusy] = useState(false);
  async function resend() {
    setBusy(true);
    try {
      toast((await resendVerification(email)).data.message, 'success');
    } catch (err) {
      toast(err instanceof ApiError ? err.message : m.member_verify_send_failed(), 'error');
    } finally {
      setBusy(false);
    }
  }
  return (
    <div className="notice-banner" role="region" aria-label={m.member_verify_region()}>
      <p>
        {interpolate((p) => m.member_verify_text(p), { email: <strong>{email}</strong> })}
      </p>
      <button type="button" className="btn btn--ghost" onClick={() => void resend()} disabled={busy}>
        {busy ? m.member_verify_sending() : m.member_verify_resend()}
      </button>
    </div>
  );
}

function DashboardContent() {
  const user = useStore($user);
  const { data, loading } = useQuery($memberHome);
  return (
    <>
      <h1>{user?.name != null ? m.member_greeting({ name: user.name }) : m.member_greeting_anonymous()}</h1>
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
                <span className="stat__label">{statLabels()[key] ?? key}</span>
              </li>
            ))}
          </ul>
          <MentorRecommendations items={data.data.mentor_recommendations} />
          <h2>{m.member_continue_learning()}</h2>
          {data.data.continue_learning.length ? (
            <ul className="continue">
              {data.data.continue_learning.map((c) => (
                <li key={c.enrolment_id} className="card continue__item">
                  <span>{c.title}</span>
                  <progress max={100} value={c.progress_percent} aria-label={m.member_course_progress({ title: c.title })} />
                  <a className="btn btn--primary" href={localHref(c.resume_url)}>
                    {m.member_continue()}
                  </a>
                </li>
              ))}
            </ul>
          ) : (
            // Nothing to continue: either nothing was ever enrolled in, or everything is finished
            // (docs/rules/learning-progress.md).
            <div className="empty-state card">
              <p>{data.data.stats.enrolled > 0 ? m.member_all_finished() : m.member_none_started()}</p>
              <a className="btn btn--primary" href={localizePath('/courses')}>
                {data.data.stats.enrolled > 0 ? m.member_find_next_course() : m.member_browse_courses()}
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
        <a href={localHref(cohort.course_url)}>{cohortStartsPhrase(cohort.starts_in_days)}</a>
      </h2>
      <p className="home-card__note">
        {m.member_cohort_note({ cohort: cohort.title, course: cohort.course_title, date: formatCalendarDay(cohort.starts_on, { weekday: 'long', day: 'numeric', month: 'long' }) })}{' '}
        <a href={localizePath(paths.cohort(cohort.id))}>{m.member_cohort_see_who()}</a>
      </p>
    </section>
  );
}

const progressText = (status: 'not_started' | 'started' | 'finished'): string =>
  ({ not_started: m.member_progress_not_started, started: m.member_progress_in_progress, finished: m.member_progress_finished })[status]();

/** Shown only to a member whose mentor recommended something (docs/rules/mentors.md). */
function MentorRecommendations({ items }: { items: MemberHome['mentor_recommendations'] }) {
  if (!items.length) return null;
  return (
    <section className="card home-card" aria-labelledby="home-mentor-recommendations">
      <h2 id="home-mentor-recommendations">{m.member_mentor_recommended()}</h2>
      <ul className="home-list home-recommended">
        {items.map((r) => (
          <li key={r.id}>
            <a href={localHref(r.item.url)}>{r.item.title}</a>
            <span className="home-card__note">
              {r.mentor.name} · {r.item.is_free ? m.member_free() : r.item.price_label} · {progressText(r.status)}
              {r.due_on ? ` · ${m.member_due_by({ date: formatCalendarDay(r.due_on, { day: 'numeric', month: 'long' }) })}` : ''}
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
      <h2 id="home-notifications">{m.member_notifications_heading()}</h2>
      {notifications.unread === 0 ? (
        <p className="home-card__note">{m.member_all_caught_up()}</p>
      ) : (
        <>
          <p className="home-card__note">{m.member_unread_count({ count: notifications.unread })}</p>
          <ul className="home-list">
            {notifications.latest.map((n) => (
              <li key={n.id}>
                {n.link ? <a href={localHref(n.link)}>{n.title}</a> : <span>{n.title}</span>}
                <time dateTime={n.created_at}>{formatLocalDate(n.created_at)}</time>
              </li>
            ))}
          </ul>
        </>
      )}
      <a className="home-card__link" href={localizePath('/notifications')}>
        {m.member_all_notifications()}
      </a>
    </section>
  );
}

function LatestCertificates({ certificates, completed }: { certificates: MemberHome['latest_certificates']; completed: number }) {
  return (
    <section className="card home-card" aria-labelledby="home-certificates">
      <h2 id="home-certificates">{m.member_certificates_heading()}</h2>
      {certificates.length === 0 ? (
        // A finished course's certificate is collected on /certificates (docs/rules/learning.md).
        <p className="home-card__note">
          {completed > 0 ? m.member_certificates_ready({ count: completed }) : m.member_certificate_earn_hint()}
        </p>
      ) : (
        <ul className="home-list">
          {certificates.map((c) => (
            <li key={c.id}>
              <a href={localHref(c.verify_url)}>{c.course_title}</a>
              <time dateTime={c.issued_at}>{formatLocalDate(c.issued_at)}</time>
            </li>
          ))}
        </ul>
      )}
      <a className="home-card__link" href={localizePath('/certificates')}>
        {certificates.length === 0 && completed > 0 ? m.member_collect_certificates() : m.member_all_certificates()}
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
