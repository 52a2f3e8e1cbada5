// Checking in on a practice (docs/rules/practices.md, "Checking in"), the same on the dashboard's card
// and on /practices: an optional note and 1–5 feeling, and one button that reflects the day: "Check
// in" until the practice is done today, then "Done today" with "Check in again" (a second check-in is
// kept, the day counts once). Offline, the check-in waits on the device (check-in.ts).
import { useState } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { calendarDayIn, readBrowserTimeZone } from '../../../lib/dates.ts';
import type { Practice } from '../../../lib/schemas/practices.ts';
import { toast } from '../../../stores/ui.ts';
import { checkIn } from './check-in.ts';
import { m } from '../../../paraglide/messages.js';
import { currentLocale } from '../../../lib/i18n.ts';

const feelings = () => [m.community_prac_feeling_hard(), '2', '3', '4', m.community_prac_feeling_lovely()];

/** Today marked done on a practice checked in offline, until the server's answer replaces it. */
export function markedToday(p: Practice): Practice {
  const today = calendarDayIn(readBrowserTimeZone() ?? 'UTC', new Date());
  const already = p.this_week.days.some((d) => d.date === today && d.state === 'done');
  const days = p.this_week.days.map((d) => (d.date === today ? { ...d, state: 'done' as const } : d));
  const done = already ? p.this_week.days_done : p.this_week.days_done + 1;
  return { ...p, checked_in_today: true, check_ins: p.check_ins + 1, this_week: { days, days_done: done, met: done >= p.target_days } };
}

/** The note, the feeling and the button; `onDone` gets the practice as it now stands. */
export function PracticeCheckIn({ practice, onDone }: { practice: Practice; onDone: (p: Practice, queued: boolean) => void }) {
  const [note, setNote] = useState('');
  const [feeling, setFeeling] = useState<number | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const id = `practice-${practice.id}`;
  const doneToday = practice.checked_in_today;

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
        const badges = outcome.result.badges_earned.map((b) => b.name);
        const extra = badges.length ? ` ${m.community_prac_badges_earned({ names: badges.join(currentLocale() === 'es' ? '», «' : '”, “') })}` : '';
        if (outcome.result.points_earned > 0) toast(`${m.community_prac_week_done_toast({ points: outcome.result.points_earned })}${extra}`, 'success');
      }
    } catch (err) {
      setError(err instanceof ApiError ? (err.field('note') ?? err.field('feeling') ?? err.message) : m.community_prac_checkin_failed());
    } finally {
      setBusy(false);
    }
  }

  return (
    <>
      <details className="practice-row__more">
        <summary>{m.community_prac_add_note()}</summary>
        <label htmlFor={`${id}-note`}>{m.community_prac_note_optional()}</label>
        <textarea id={`${id}-note`} rows={2} maxLength={1000} value={note} onChange={(e) => setNote(e.target.value)} />
        <fieldset className="feeling">
          <legend>{m.community_prac_feel_legend()}</legend>
          {feelings().map((label, i) => (
            <label key={label} className="feeling__option">
              <input type="radio" name={`${id}-feeling`} value={i + 1} checked={feeling === i + 1} onChange={() => setFeeling(i + 1)} />
              <span>{label}</span>
            </label>
          ))}
        </fieldset>
      </details>
      <div className="practice-row__actions">
        {doneToday && (
          <span className="practice-row__done">
            <span aria-hidden="true">✓ </span>{m.community_prac_done_today()}
          </span>
        )}
        <button type="button" className={`btn ${doneToday ? 'btn--ghost' : 'btn--primary'}`} onClick={() => void submit()} disabled={busy} aria-describedby={`${id}-name`}>
          {busy ? m.community_saving() : doneToday ? m.community_prac_check_in_again() : m.community_prac_check_in()}
        </button>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </>
  );
}
