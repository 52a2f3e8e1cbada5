// The dashboard's practices card (docs/rules/practices.md): each practice kept, this week as seven
// dots and the week streak, and a one-tap "Check in" with an optional note and 1–5 feeling. It loads
// on its own (a failure says so without hiding the rest of the dashboard) and works offline: the
// list kept on this device shows, and check-ins wait on the device until the connection returns.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { listPractices } from '../../../lib/api/practices.ts';
import type { Practice } from '../../../lib/schemas/practices.ts';
import { $checkInQueue, keepPractices, keptPractices } from '../../../stores/practices-offline.ts';
import { $isLoggedIn } from '../../../stores/session.ts';
import { toast } from '../../../stores/ui.ts';
import { flushCheckIns } from './check-in.ts';
import { PracticeCheckIn } from './PracticeCheckIn.tsx';
import { PracticeWeek, progressLine } from './PracticeWeek.tsx';
import './practices.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

export function HomePractices() {
  const signedIn = useStore($isLoggedIn);
  const waiting = useStore($checkInQueue).length;
  const [list, setList] = useState<Practice[] | null>(null);
  const [fromDevice, setFromDevice] = useState(false);
  const [failed, setFailed] = useState(false);

  const load = useCallback(async () => {
    try {
      const { data } = await listPractices();
      keepPractices(data);
      setList(data);
      setFromDevice(false);
      setFailed(false);
    } catch (err) {
      const kept = err instanceof ApiError && err.status === 0 ? keptPractices() : null;
      if (kept) {
        setList(kept);
        setFromDevice(true);
      } else if (!(err instanceof ApiError && err.status === 401)) setFailed(true);
    }
  }, []);

  useEffect(() => {
    if (!signedIn) return;
    // Check-ins queued on an earlier visit go first, so the list shows them.
    void flushCheckIns().finally(() => void load());
    const online = () => void flushCheckIns().then((sent) => (sent ? load() : undefined));
    window.addEventListener('online', online);
    return () => window.removeEventListener('online', online);
  }, [signedIn, load]);

  function done(p: Practice, queued: boolean) {
    setList((current) => {
      const next = (current ?? []).map((x) => (x.id === p.id ? p : x));
      keepPractices(next);
      return next;
    });
    if (queued) toast(m.community_prac_offline_toast(), 'info');
  }

  return (
    <section className="card home-card home-practices" aria-labelledby="home-practices" data-ready={list !== null || failed ? 'true' : undefined}>
      <h2 id="home-practices">{m.community_practices_heading()}</h2>
      {failed ? (
        <p className="home-card__note">{m.community_prac_load_failed()}</p>
      ) : list === null ? (
        <p className="home-card__note">{m.community_prac_loading()}</p>
      ) : list.length === 0 ? (
        <p className="home-card__note">{m.community_prac_home_empty()}</p>
      ) : (
        <>
          {fromDevice && <p className="notice">{m.community_prac_offline_note()}</p>}
          <ul className="practice-list">
            {list.map((p) => (
              <li key={p.id} className="practice-row" data-practice={p.id}>
                <div className="practice-row__head">
                  <h3 id={`practice-${p.id}-name`}>
                    <a href={localizePath(`/practices/${p.id}`)}>{p.name}</a>
                  </h3>
                  <p className="home-card__note">{progressLine(p)}</p>
                </div>
                <PracticeWeek practice={p} />
                <PracticeCheckIn practice={p} onDone={done} />
              </li>
            ))}
          </ul>
        </>
      )}
      {waiting > 0 && (
        <p className="home-card__note" role="status">
          {m.community_prac_waiting({ count: waiting })}
        </p>
      )}
      <p className="home-practices__links">
        <a className="home-card__link" href={localizePath('/practices')}>
          {list && list.length ? m.community_prac_all() : m.community_prac_start()}
        </a>
        <a className="home-card__link" href={localizePath('/journal')}>
          {m.community_journal_title()}
        </a>
      </p>
    </section>
  );
}
