// The studio's gate (docs/rules/studio.md, "Pages"): every studio island renders inside it. A visitor
// is sent to /login?next=<this page> at once; a signed-in account is checked against the server (the
// stored profile could be stale) and only the page's roles see it (admins; authors too on the
// authoring pages); anyone else reads why and is taken to their dashboard. An admin or author whose
// session has not proved a second factor is shown how to get one (docs/security.md, "Second factor").
// Nothing under /v1/admin is called before the gate has passed.
import { useEffect, useState, type ReactNode } from 'react';
import { getProfile } from '../../lib/api/accounts.ts';
import { getTwoFactor } from '../../lib/api/sign-in.ts';
import type { TwoFactorStatus } from '../../lib/schemas/sign-in.ts';
import { ApiError } from '../../lib/api/errors.ts';
import { paths } from '../../lib/paths.ts';
import { $isLoggedIn, refreshProfile, restoreSession } from '../../stores/session.ts';
import { ErrorBoundary } from '../ui/ErrorBoundary.tsx';
import { Loading } from '../ui/Loading.tsx';

/** How long the "not for you" message stays before the member is taken to their dashboard. */
export const SEND_AWAY_DELAY_MS = 2500;

type State = 'checking' | 'visitor' | 'denied' | 'author' | 'second-factor' | 'granted';

type Role = 'member' | 'author' | 'admin';

export function StudioGate({ children, roles = ['admin'] }: { children: ReactNode; roles?: readonly Role[] }) {
  const [state, setState] = useState<State>('checking');
  const [factors, setFactors] = useState<TwoFactorStatus | null>(null);

  useEffect(() => {
    restoreSession();
    if (!$isLoggedIn.get()) {
      setState('visitor');
      location.replace(paths.login(location.pathname + location.search));
      return;
    }
    let live = true;
    Promise.all([getProfile(), getTwoFactor()]).then(
      ([res, twoFactor]) => {
        if (!live) return;
        if (!refreshProfile(res.data)) return location.replace(paths.logout());
        if (roles.includes(res.data.role)) {
          if (twoFactor.data.session_second_factor) return setState('granted');
          setFactors(twoFactor.data);
          return setState('second-factor');
        }
        // An author's studio is their courses: /studio itself opens it straight away, and any other
        // page of the admins' says why and leads there (docs/rules/studio.md, "Pages").
        const home = res.data.role === 'author' ? '/studio/courses' : paths.dashboard();
        if (res.data.role === 'author' && location.pathname.replace(/\/+$/, '') === '/studio') return location.replace(home);
        setState(res.data.role === 'author' ? 'author' : 'denied');
        setTimeout(() => location.replace(home), SEND_AWAY_DELAY_MS);
      },
      (err: unknown) => {
        // A 401 is answered by the Session Expired dialog (AppShell); anything else is shown.
        if (live && !(err instanceof ApiError && err.status === 401)) setState('denied');
      },
    );
    return () => {
      live = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (state === 'checking') return <Loading />;
  if (state === 'visitor') return <p className="studio-notice" role="status">You need to log in to use the studio. Taking you to the login page…</p>;
  if (state === 'author') {
    return (
      <div className="studio-notice card" role="alert" data-studio-denied="">
        <h1>This part of the studio is for administrators</h1>
        <p>As an author you write courses. Taking you to your courses…</p>
        <p>
          <a href="/studio/courses">Go to your courses now</a>
        </p>
      </div>
    );
  }
  if (state === 'second-factor') {
    const hasFactor = Boolean(factors && (factors.totp_enabled || factors.passkeys > 0));
    return (
      <div className="studio-notice card" role="alert" data-studio-second-factor="">
        <h1>The studio needs two-step sign-in</h1>
        {hasFactor ? (
          <>
            <p>Your account has a second factor, but this session was opened with the password alone. Log in again with your code or a passkey.</p>
            <p>
              <a className="btn btn--primary" href={paths.logout()}>
                Log out and log in again
              </a>
            </p>
          </>
        ) : (
          <>
            <p>Refunds, roles and members’ data are behind the studio, so a password alone does not open it. Turn on two-step sign-in with an authenticator app, or add a passkey, then come back.</p>
            <p>
              <a className="btn btn--primary" href="/settings#two-step">
                Set up two-step sign-in
              </a>
            </p>
          </>
        )}
      </div>
    );
  }
  if (state === 'denied') {
    return (
      <div className="studio-notice card" role="alert" data-studio-denied="">
        <h1>{roles.includes('author') ? 'This part of the studio is for authors and administrators' : 'The studio is for administrators'}</h1>
        <p>Your account cannot open the studio. Taking you to your dashboard…</p>
        <p>
          <a href={paths.dashboard()}>Go to your dashboard now</a>
        </p>
      </div>
    );
  }
  return <ErrorBoundary>{children}</ErrorBoundary>;
}
