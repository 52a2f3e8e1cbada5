// /practices/{id} (docs/rules/practices.md): one practice's history, the last 12 weeks as the
// calendar the server draws (also as a table), its recent check-ins with notes and feelings, and its
// settings: name, days a week, reminder, or stopping it (its history and rewards stay).
import { useState } from 'react';
import { stopPractice, updatePractice } from '../../../lib/api/practices.ts';
import { formatLocalDate } from '../../../lib/dates.ts';
import { PRACTICE_NAME_MAX, type PracticeDetail as Detail } from '../../../lib/schemas/practices.ts';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import PushOffer from '../push/PushOffer.tsx';
import { formatCalendarDay } from '../rewards/format.ts';
import { FormError, SelectField, TextField, useSubmit } from '../settings/form-kit.tsx';
import { WeekdaysField, weekdaysOf } from './WeekdaysField.tsx';
import { daysAWeek, PracticeWeek, progressLine, targetDays, weekdayNames, weeks } from './PracticeWeek.tsx';
import { practiceStore } from './practices-store.ts';
import './practices.css';
import { m } from '../../../paraglide/messages.js';
import { delocalizePath, localizePath } from '../../../lib/i18n.ts';

const feelingWord = (n: number) => [m.community_prac_felt_1, m.community_prac_felt_2, m.community_prac_felt_3, m.community_prac_felt_4, m.community_prac_felt_5][n - 1]?.() ?? '';

function idFromPath(): number {
  const id = Number(/^\/practices\/(\d+)\/?$/.exec(delocalizePath(location.pathname))?.[1]);
  if (!Number.isSafeInteger(id) || id < 1) throw { status: 404, statusText: 'Not Found', message: m.community_prac_not_found() };
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
      toast(m.community_prac_saved(), 'success');
    });
  }
  async function stop() {
    if (!(await confirmDialog(m.community_prac_stop_confirm({ name: practice.name }), m.community_confirmation(), { destructive: true }))) return;
    await stopPractice(practice.id);
    toast(m.community_prac_stopped({ name: practice.name }), 'success');
    location.assign(localizePath('/practices'));
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
      <h2 id="practice-settings">{m.community_prac_settings()}</h2>
      <FormError message={formError} />
      <TextField id="practice-name" name="name" label={m.community_name()} defaultValue={practice.name} maxLength={PRACTICE_NAME_MAX} required error={errors.name} />
      <SelectField id="practice-target" name="target_days" label={m.community_prac_how_many_days()} defaultValue={String(practice.target_days)} error={errors.target_days} options={targetDays()} />
      <WeekdaysField id="practice-weekdays" defaultDays={practice.weekdays} error={errors.weekdays} />
      <TextField id="practice-reminder" name="reminder_time" type="time" label={m.community_prac_reminder_optional()} defaultValue={practice.reminder_time ?? ''} error={errors.reminder_time} hint={m.community_prac_reminder_hint_edit()} />
      {practice.reminder_time && <PushOffer />}
      <div className="practice-row__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? m.community_saving() : m.community_prac_save()}
        </button>
        <button type="button" className="btn btn--ghost" onClick={() => void stop()}>
          {m.community_prac_stop()}
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
        <a href={localizePath('/practices')}>{m.community_prac_back_all()}</a>
      </p>
      <h1>{p.name}</h1>
      {p.description && <p>{p.description}</p>}
      <p className="practice-detail__meta">
        <span>
          {daysAWeek(p.target_days)}
          {p.weekdays ? `, ${m.community_prac_on_days({ days: p.weekdays.map((n) => weekdayNames()[n - 1]!.short).join(', ') })}` : ''}
        </span>
        <span>{progressLine(p)}</span>
        <span>{m.community_prac_longest({ weeks: weeks(p.longest_weeks) })}</span>
        <span>{m.community_prac_check_ins({ count: p.check_ins })}</span>
        {p.lesson && <span>{m.community_prac_from_lesson({ title: p.lesson.title })}</span>}
      </p>
      <PracticeWeek practice={p} />
      <section className="card chart-card rewards-section" aria-labelledby="practice-history">
        <h2 id="practice-history">{m.community_prac_last_weeks()}</h2>
        {/* Drawn by the server (src/lib/charts/practice-calendar.ts) from numbers and escaped text. */}
        <figure className="practice-calendar-figure" dangerouslySetInnerHTML={{ __html: p.calendar_svg }} />
        <details>
          <summary>{m.community_show_as_table()}</summary>
          <table className="data-table">
            <caption className="visually-hidden">{m.community_prac_days_per_week_caption()}</caption>
            <thead>
              <tr>
                <th scope="col">{m.community_prac_week_of()}</th>
                <th scope="col">{m.community_prac_days_done()}</th>
                <th scope="col">{m.community_prac_target_met()}</th>
              </tr>
            </thead>
            <tbody>
              {p.weeks.map((w) => (
                <tr key={w.week_start}>
                  <td>{formatCalendarDay(w.week_start, { day: 'numeric', month: 'short', year: 'numeric' })}</td>
                  <td>
                    {m.community_prac_n_of_m({ done: w.days_done, target: p.target_days })}
                  </td>
                  <td>{w.met ? m.community_prac_yes() : m.community_prac_no()}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      </section>
      <section className="rewards-section" aria-labelledby="practice-check-ins">
        <h2 id="practice-check-ins">{m.community_prac_recent()}</h2>
        {p.recent_check_ins.length === 0 ? (
          <p className="muted">{m.community_prac_no_check_ins()}</p>
        ) : (
          <ul className="check-in-list">
            {p.recent_check_ins.map((c) => (
              <li key={c.id} className="card">
                <strong>{formatCalendarDay(c.day, { weekday: 'long', day: 'numeric', month: 'long' })}</strong>
                {c.feeling ? ` · ${m.community_prac_felt({ word: feelingWord(c.feeling), feeling: c.feeling })}` : ''}
                {c.note && <p>{c.note}</p>}
                <span className="visually-hidden">{m.community_prac_saved_at({ date: formatLocalDate(c.checked_at) })}</span>
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
