// The member dashboard: a greeting, the rewards row (streak, points and level, latest badges; the
// rewards API), and the member's learning at a glance from GET /v1/auth/home. Each part is its own
// section so more can join it (notifications, certificates) without reshaping the others.
import { useStore } from '@nanostores/react';
import { useState } from 'react';
import { getMemberHome, resendVerification } from '../../lib/api/accounts.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { $user } from '../../stores/session.ts';
import { toast } from '../../stores/ui.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loading } from '../ui/Loading.tsx';
import { useApi } from '../ui/use-api.ts';
import { HomeRewards } from './rewards/HomeRewards.tsx';

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
  const { data, loading } = useApi(getMemberHome);
  return (
    <>
      <h1>Hi {user?.name ?? 'there'}</h1>
      {user && user.email_verified === false ? <VerifyEmailNotice email={user.email} /> : null}
      <HomeRewards />
      {loading || !data ? (
        <Loading />
      ) : (
        <>
          <ul className="stats">
            {Object.entries(data.data.stats).map(([key, value]) => (
              <li key={key} className="card stat">
                <span className="stat__value">{value}</span>
                <span className="stat__label">{STAT_LABELS[key] ?? key}</span>
              </li>
            ))}
          </ul>
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
        </>
      )}
    </>
  );
}

export default function Dashboard() {
  return (
    <ErrorBoundary>
      <DashboardContent />
    </ErrorBoundary>
  );
}
