// The dashboard's review card (docs/rules/review.md): "N cards to review today" with a link to the
// session, what is left when today's review is done, or an empty state before any quiz is finished.
// It loads on its own, so a failure says so without hiding the rest of the dashboard.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { getReview } from '../../../lib/api/review.ts';
import type { ReviewSession } from '../../../lib/schemas/review.ts';
import { $isLoggedIn } from '../../../stores/session.ts';
import './review.css';

export function HomeReview() {
  const signedIn = useStore($isLoggedIn);
  const [s, setS] = useState<ReviewSession | null>(null);
  const [failed, setFailed] = useState(false);

  useEffect(() => {
    if (!signedIn) return;
    getReview().then(
      ({ data }) => setS(data),
      () => setFailed(true),
    );
  }, [signedIn]);

  return (
    <section className="card home-card home-review" aria-labelledby="home-review" data-ready={s || failed ? 'true' : undefined}>
      <h2 id="home-review">Review</h2>
      {failed ? (
        <p className="home-card__note">Your review could not be loaded just now.</p>
      ) : !s ? (
        <p className="home-card__note">Loading…</p>
      ) : s.due_today > 0 ? (
        <>
          <p className="home-review__count">{s.due_today === 1 ? '1 card to review today' : `${s.due_today} cards to review today`}</p>
          <a className="btn btn--primary" href="/review">
            Start review
          </a>
        </>
      ) : s.total_cards > 0 ? (
        <p className="home-card__note">{s.complete ? 'Today’s review is done. Well remembered!' : 'Nothing to review today. Your cards come back on the days they are due.'}</p>
      ) : (
        <p className="home-card__note">Finish a quiz and its questions come back here to review, spaced out so they stay with you.</p>
      )}
    </section>
  );
}
