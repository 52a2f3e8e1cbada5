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
import { daysAWeek, PracticeWeek, progressLine, TARGET_DAYS } from './PracticeWeek.tsx';
import { $practices } from './practices-store.ts';
import { WeekdaysField, weekdaysOf } from './WeekdaysField.tsx';
import './practices.css';

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
      toast(`“${practice.name}” is on your dashboard.`, 'success');
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
      <h2 id="new-practice">Start a practice of your own</h2>
      <FormError message={formError} />
      <TextField id="practice-name" name="name" label="What will you practise?" placeholder="A ten-minute walk" maxLength={PRACTICE_NAME_MAX} required error={errors.name} />
      <SelectField id="practice-target" name="target_days" label="How many days a week?" defaultValue="3" error={errors.target_days} hint="A week counts when you reach this; a missed day never breaks your streak." options={TARGET_DAYS} />
      <WeekdaysField id="practice-weekdays" defaultDays={null} error={errors.weekdays} />
      <TextField id="practice-reminder" name="reminder_time" type="time" label="Reminder (optional)" error={errors.reminder_time} hint="At this time of day in your own time zone, on days you have not checked in yet. Reminders follow your notification settings." />
      <div>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? 'Saving…' : 'Start this practice'}
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
    if (queued) toast('Checked in on this device: it will be sent when you are back online.', 'info');
  };
  return (
    <div className="practices-page" data-ready="true">
      {list.length === 0 ? (
        <div className="empty-state card">
          <p>You keep no practices yet. Lessons with a practice suggest one; or start your own below.</p>
        </div>
      ) : (
        <ul className="practice-list">
          {list.map((p) => (
            <li key={p.id} className="card practice-row home-card" data-practice={p.id}>
              <div className="practice-row__head">
                <h2 className="practice-row__title" id={`practice-${p.id}-name`}>
                  <a href={`/practices/${p.id}`}>{p.name}</a>
                </h2>
                <p className="home-card__note">
                  {daysAWeek(p.target_days)} · {progressLine(p)}
                  {p.reminder_time ? ` · reminder at ${p.reminder_time}` : ''}
                </p>
                {p.lesson && <p className="home-card__note">Suggested by the lesson “{p.lesson.title}”</p>}
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
