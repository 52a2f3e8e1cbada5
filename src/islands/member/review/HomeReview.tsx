// The dashboard's review card (docs/rules/review.md): "N cards to review today" with a link to the
// session, what is left when today's review is done, or an empty state before any quiz is finished.
// It loads on its own, so a failure says so without hiding the rest of the dashboard.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { getReview } from '../../../lib/api/review.ts';
import type { ReviewSession } from '../../../lib/schemas/review.ts';
import { $isLoggedIn } from '../../../stores/session.ts';
import './review.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

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
      <h2 id="home-review">{m.community_review_title()}</h2>
      {failed ? (
        <p className="home-card__note">{m.community_rv_load_failed_short()}</p>
      ) : !s ? (
        <p className="home-card__note">{m.community_rv_loading_short()}</p>
      ) : s.due_today > 0 ? (
        <>
          <p className="home-review__count">{m.community_rv_due_today({ count: s.due_today })}</p>
          <a className="btn btn--primary" href={localizePath('/review')}>
            {m.community_rv_start()}
          </a>
        </>
      ) : s.total_cards > 0 ? (
        <p className="home-card__note">{s.complete ? m.community_rv_done_well() : m.community_rv_nothing_home()}</p>
      ) : (
        <p className="home-card__note">{m.community_rv_empty_home()}</p>
      )}
    </section>
  );
}
