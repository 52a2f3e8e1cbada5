// /practices (docs/rules/practices.md): the practices the member keeps, each with this week and its
// streak, a link to its history and the same check-in as the dashboard's card, and a form to start one of their own: a name, how many days a
// week, on which days if they like, and an optional reminder time in their own time zone.
import { adoptPractice } from '../../../lib/api/practices.ts';
import { PRACTICE_NAME_MAX, type Practice } from '../../../lib/schemas/practices.ts';
import { keepPractices } from '../../../stores/practices-offline.ts';
import { toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { FormError, SelectField, TextField, useSubmit } from '../settings/form-kit.tsx';
import { PracticeCheckIn } from './PracticeCheckIn.tsx';
import { daysAWeek, PracticeWeek, progressLine, targetDays } from './PracticeWeek.tsx';
import { $practices } from './practices-store.ts';
import { WeekdaysField, weekdaysOf } from './WeekdaysField.tsx';
import './practices.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

function NewPractice({ onAdded }: { onAdded: (p: Practice) => void }) {
  const { formRef, errors, formError, busy, run } = useSubmit();
  async function submit(form: HTMLFormElement) {
    const data = new FormData(form);
    const reminder = String(data.get('reminder_time') ?? '').trim();
    await run(async () => {
      const { data: practice } = await adoptPractice({
        name: String(data.get('name') ?? ''),
        target_days: Number(data.get('target_days')),
        weekdays: weekdaysOf(data),
        ...(reminder ? { reminder_time: reminder } : {}),
      });
      form.reset();
      toast(m.community_prac_added({ name: practice.name }), 'success');
      onAdded(practice);
    });
  }
  return (
    <form
      ref={formRef}
      className="card practice-form"
      aria-labelledby="new-practice"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit(e.currentTarget);
      }}
    >
      <h2 id="new-practice">{m.community_prac_new_heading()}</h2>
      <FormError message={formError} />
      <TextField id="practice-name" name="name" label={m.community_prac_what()} placeholder={m.community_prac_what_placeholder()} maxLength={PRACTICE_NAME_MAX} required error={errors.name} />
      <SelectField id="practice-target" name="target_days" label={m.community_prac_how_many_days()} defaultValue="3" error={errors.target_days} hint={m.community_prac_target_hint()} options={targetDays()} />
      <WeekdaysField id="practice-weekdays" defaultDays={null} error={errors.weekdays} />
      <TextField id="practice-reminder" name="reminder_time" type="time" label={m.community_prac_reminder_optional()} error={errors.reminder_time} hint={m.community_prac_reminder_hint_new()} />
      <div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? m.community_saving() : m.community_prac_start_this()}
        </button>
      </div>
    </form>
  );
}

function PracticesContent() {
  const { data, loading, setData } = useQuery($practices);
  if (loading || !data) return <Loading />;
  const list = data.data;
  // A check-in here replaces the practice in place, as on the dashboard's card, and keeps the list on the device.
  const checkedIn = (p: Practice, queued: boolean) => {
    const next = list.map((x) => (x.id === p.id ? p : x));
    keepPractices(next);
    setData({ data: next });
    if (queued) toast(m.community_prac_offline_toast(), 'info');
  };
  return (
    <div className="practices-page" data-ready="true">
      {list.length === 0 ? (
        <div className="empty-state card">
          <p>{m.community_prac_empty()}</p>
        </div>
      ) : (
        <ul className="practice-list">
          {list.map((p) => (
            <li key={p.id} className="card practice-row home-card" data-practice={p.id}>
              <div className="practice-row__head">
                <h2 className="practice-row__title" id={`practice-${p.id}-name`}>
                  <a href={localizePath(`/practices/${p.id}`)}>{p.name}</a>
                </h2>
                <p className="home-card__note">
                  {daysAWeek(p.target_days)} · {progressLine(p)}
                  {p.reminder_time ? ` · ${m.community_prac_reminder_at({ time: p.reminder_time })}` : ''}
                </p>
                {p.lesson && <p className="home-card__note">{m.community_prac_suggested_by({ title: p.lesson.title })}</p>}
              </div>
              <PracticeWeek practice={p} />
              <PracticeCheckIn practice={p} onDone={checkedIn} />
            </li>
          ))}
        </ul>
      )}
      <NewPractice onAdded={(p) => setData({ data: [...list, p] })} />
    </div>
  );
}

export default function Practices() {
  return (
    <ErrorBoundary>
      <PracticesContent />
    </ErrorBoundary>
  );
}
