// /practices/{id} (docs/rules/practices.md): one practice's history, the last 12 weeks as the
// calendar the server draws (also as a table), its recent check-ins with notes and feelings, and its
// settings: name, days a week, reminder, or stopping it (its history and rewards stay).
import { useState } from 'react';
import { stopPractice, updatePractice } from '../../../lib/api/practices.ts';
import { formatLocalDate } from '../../../lib/dates.ts';
import { PRACTICE_NAME_MAX, type PracticeDetail as Detail, WEEKDAYS } from '../../../lib/schemas/practices.ts';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import PushOffer from '../push/PushOffer.tsx';
import { formatCalendarDay } from '../rewards/format.ts';
import { FormError, SelectField, TextField, useSubmit } from '../settings/form-kit.tsx';
import { WeekdaysField, weekdaysOf } from './WeekdaysField.tsx';
import { daysAWeek, PracticeWeek, progressLine, TARGET_DAYS, weeks } from './PracticeWeek.tsx';
import { practiceStore } from './practices-store.ts';
import './practices.css';

const FEELING_WORDS = ['', 'hard', 'a little hard', 'all right', 'good', 'lovely'];

function idFromPath(): number {
  const id = Number(/^\/practices\/(\d+)\/?$/.exec(location.pathname)?.[1]);
  if (!Number.isSafeInteger(id) || id < 1) throw { status: 404, statusText: 'Not Found', message: 'No such practice.' };
  return id;
}

function Settings({ practice, onSaved }: { practice: Detail; onSaved: (p: Partial<Detail>) => void }) {
  const { formRef, errors, formError, busy, run } = useSubmit();
  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const reminder = String(data.get('reminder_time') ?? '').trim();
    await run(async () => {
      const { data: saved } = await updatePractice(practice.id, { name: String(data.get('name') ?? ''), target_days: Number(data.get('target_days')), weekdays: weekdaysOf(data), reminder_time: reminder || null });
      onSaved(saved);
      toast('Saved.', 'success');
    });
  }
  async function stop() {
    if (!(await confirmDialog(`Stop “${practice.name}”? It leaves your dashboard and its reminders end; its history and rewards stay.`, 'Confirmation', { destructive: true }))) return;
    await stopPractice(practice.id);
    toast(`“${practice.name}” stopped.`, 'success');
    location.assign('/practices');
  }
  return (
    <form
      ref={formRef}
      className="card practice-form"
      aria-labelledby="practice-settings"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      <h2 id="practice-settings">Settings</h2>
      <FormError message={formError} />
      <TextField id="practice-name" name="name" label="Name" defaultValue={practice.name} maxLength={PRACTICE_NAME_MAX} required error={errors.name} />
      <SelectField id="practice-target" name="target_days" label="How many days a week?" defaultValue={String(practice.target_days)} error={errors.target_days} options={TARGET_DAYS} />
      <WeekdaysField id="practice-weekdays" defaultDays={practice.weekdays} error={errors.weekdays} />
      <TextField id="practice-reminder" name="reminder_time" type="time" label="Reminder (optional)" defaultValue={practice.reminder_time ?? ''} error={errors.reminder_time} hint="In your own time zone. Leave it empty for no reminder." />
      {practice.reminder_time && <PushOffer />}
      <div className="practice-row__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Save'}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void stop()}>
          Stop this practice
        </button>
      </div>
    </form>
  );
}

function DetailContent() {
  const [$practice] = useState(() => practiceStore(idFromPath()));
  const { data, loading, setData } = useQuery($practice);
  if (loading || !data) return <Loading />;
  const p = data.data;
  return (
    <div className="practices-page" data-ready="true">
      <p>
        <a href="/practices">← All practices</a>
      </p>
      <h1>{p.name}</h1>
      {p.description && <p>{p.description}</p>}
      <p className="practice-detail__meta">
        <span>
          {daysAWeek(p.target_days)}
          {p.weekdays ? `, on ${p.weekdays.map((n) => WEEKDAYS[n - 1]!.short).join(', ')}` : ''}
        </span>
        <span>{progressLine(p)}</span>
        <span>Longest: {weeks(p.longest_weeks)}</span>
        <span>{p.check_ins} check-ins</span>
        {p.lesson && <span>From the lesson “{p.lesson.title}”</span>}
      </p>
      <PracticeWeek practice={p} />
      <section className="card chart-card rewards-section" aria-labelledby="practice-history">
        <h2 id="practice-history">The last 12 weeks</h2>
        {/* Drawn by the server (src/lib/charts/practice-calendar.ts) from numbers and escaped text. */}
        <figure className="practice-calendar-figure" dangerouslySetInnerHTML={{ __html: p.calendar_svg }} />
        <details>
          <summary>Show as a table</summary>
          <table className="data-table">
            <caption className="visually-hidden">Days done per week</caption>
            <thead>
              <tr>
                <th scope="col">Week of</th>
                <th scope="col">Days done</th>
                <th scope="col">Target met</th>
              </tr>
            </thead>
            <tbody>
              {p.weeks.map((w) => (
                <tr key={w.week_start}>
                  <td>{formatCalendarDay(w.week_start, { day: 'numeric', month: 'short', year: 'numeric' })}</td>
                  <td>
                    {w.days_done} of {p.target_days}
                  </td>
                  <td>{w.met ? 'Yes' : 'No'}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <section className="rewards-section" aria-labelledby="practice-check-ins">
        <h2 id="practice-check-ins">Recent check-ins</h2>
        {p.recent_check_ins.length === 0 ? (
          <p className="muted">No check-ins yet: check in from your dashboard or your practices.</p>
        ) : (
          <ul className="check-in-list">
            {p.recent_check_ins.map((c) => (
              <li key={c.id} className="card">
                <strong>{formatCalendarDay(c.day, { weekday: 'long', day: 'numeric', month: 'long' })}</strong>
                {c.feeling ? ` · felt ${FEELING_WORDS[c.feeling]} (${c.feeling} of 5)` : ''}
                {c.note && <p>{c.note}</p>}
                <span className="visually-hidden">Saved {formatLocalDate(c.checked_at)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <Settings practice={p} onSaved={(saved) => setData({ data: { ...p, ...saved } })} />
    </div>
  );
}

export default function PracticeDetail() {
  return (
    <ErrorBoundary>
      <DetailContent />
    </ErrorBoundary>
  );
}
