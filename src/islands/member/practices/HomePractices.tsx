// The dashboard's practices card (docs/rules/practices.md): each practice kept, this week as seven
// dots and the week streak, and a one-tap "Check in" with an optional note and 1–5 feeling. It loads
// on its own (a failure says so without hiding the rest of the dashboard) and works offline: the
// list kept on this device shows, and check-ins wait on the device until the connection returns.
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { listPractices } from '../../../lib/api/practices.ts';
import type { Practice } from '../../../lib/schemas/practices.ts';
import { calendarDayIn, readBrowserTimeZone } from '../../../lib/dates.ts';
import { $checkInQueue, keepPractices, keptPractices } from '../../../stores/practices-offline.ts';
import { $isLoggedIn } from '../../../stores/session.ts';
import { toast } from '../../../stores/ui.ts';
import { checkIn, flushCheckIns } from './check-in.ts';
import { PracticeWeek, progressLine } from './PracticeWeek.tsx';
import './practices.css';

const FEELINGS = ['1 · Hard', '2', '3', '4', '5 · Lovely'];

/** Today marked done on a practice checked in offline, until the server's answer replaces it. */
function markedToday(p: Practice): Practice {
  const today = calendarDayIn(readBrowserTimeZone() ?? 'UTC', new Date());
  const already = p.this_week.days.some((d) => d.date === today && d.state === 'done');
  const days = p.this_week.days.map((d) => (d.date === today ? { ...d, state: 'done' as const } : d));
  const done = already ? p.this_week.days_done : p.this_week.days_done + 1;
  return { ...p, checked_in_today: true, check_ins: p.check_ins + 1, this_week: { days, days_done: done, met: done >= p.target_days } };
}

function PracticeRow({ practice, onDone }: { practice: Practice; onDone: (p: Practice, queued: boolean) => void }) {
  const [note, setNote] = useState('');
  const [feeling, setFeeling] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `practice-${practice.id}`;

  async function submit() {
    setBusy(true);
    setError(null);
    try {
      const outcome = await checkIn(practice.id, { ...(note.trim() ? { note: note.trim() } : {}), ...(feeling ? { feeling } : {}) });
      setNote('');
      setFeeling(null);
      if (outcome.queued) {
        onDone(markedToday(practice), true);
      } else {
        onDone(outcome.result.practice, false);
        const extra = outcome.result.badges_earned.length ? ` You earned “${outcome.result.badges_earned.map((b) => b.name).join('”, “')}”.` : '';
        if (outcome.result.points_earned > 0) toast(`Week done: +${outcome.result.points_earned} points.${extra}`, 'success');
      }
    } catch (err) {
      setError(err instanceof ApiError ? (err.field('note') ?? err.field('feeling') ?? err.message) : 'The check-in could not be saved. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <li className="practice-row" data-practice={practice.id}>
      <div className="practice-row__head">
        <h3 id={`${id}-name`}>
          <a href={`/practices/${practice.id}`}>{practice.name}</a>
        </h3>
        <p className="home-card__note">{progressLine(practice)}</p>
      </div>
      <PracticeWeek practice={practice} />
      <details className="practice-row__more">
        <summary>Add a note or how it felt</summary>
        <label htmlFor={`${id}-note`}>Note (optional)</label>
        <textarea id={`${id}-note`} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        <fieldset className="feeling">
          <legend>How did it feel? (optional)</legend>
          {FEELINGS.map((label, i) => (
            <label key={label} className="feeling__option">
              <input type="radio" name={`${id}-feeling`} value={i + 1} checked={feeling === i + 1} onChange={() => setFeeling(i + 1)} />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      </details>
      <div className="practice-row__actions">
        <button type="button" className="btn btn--primary" onClick={() => void submit()} disabled={busy} aria-describedby={`${id}-name`}>
          {busy ? 'Saving…' : 'Check in'}
        </button>
        {practice.checked_in_today && <span className="practice-row__done">Done today</span>}
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </li>
  );
}

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
    if (queued) toast('Checked in on this device: it will be sent when you are back online.', 'info');
  }

  return (
    <section className="card home-card home-practices" aria-labelledby="home-practices" data-ready={list !== null || failed ? 'true' : undefined}>
      <h2 id="home-practices">Your practices</h2>
      {failed ? (
        <p className="home-card__note">Your practices could not be loaded just now.</p>
      ) : list === null ? (
        <p className="home-card__note">Loading your practices…</p>
      ) : list.length === 0 ? (
        <p className="home-card__note">Keep a small practice going, a few days a week: a lesson may suggest one, or start your own.</p>
      ) : (
        <>
          {fromDevice && <p className="notice">You are offline: these are your practices as kept on this device.</p>}
          <ul className="practice-list">
            {list.map((p) => (
              <PracticeRow key={p.id} practice={p} onDone={done} />
            ))}
          </ul>
        </>
      )}
      {waiting > 0 && (
        <p className="home-card__note" role="status">
          {waiting === 1 ? '1 check-in waits on this device' : `${waiting} check-ins wait on this device`} until you are back online.
        </p>
      )}
      <p className="home-practices__links">
        <a className="home-card__link" href="/practices">
          {list && list.length ? 'All practices' : 'Start a practice'}
        </a>
        <a className="home-card__link" href="/journal">
          My journal
        </a>
      </p>
    </section>
  );
}
