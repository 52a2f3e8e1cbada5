// The planned days of a practice (docs/rules/practices.md, "Planned days"): seven checkboxes in one
// group, none ticked meaning "the days that suit me". Reminders and the calendar feed follow them.
import { describedBy, FieldNotes } from '../settings/form-kit.tsx';
import { m } from '../../../paraglide/messages.js';
import { weekdayNames } from './PracticeWeek.tsx';

/** The ticked days of a form's `weekdays` boxes, as the API takes them ([] for none). */
export function weekdaysOf(data: FormData): number[] {
  return data.getAll('weekdays').map(Number);
}

export function WeekdaysField({ id, defaultDays, error }: { id: string; defaultDays: number[] | null; error: string[] | undefined }) {
  return (
    <fieldset className="field practice-weekdays" aria-describedby={describedBy(id, true, Boolean(error?.[0]))} aria-invalid={error?.[0] ? true : undefined}>
      <legend>{m.community_prac_which_days()}</legend>
      <div className="practice-weekdays__days">
        {weekdayNames().map((d) => (
          <label key={d.n} className="check">
            <input type="checkbox" name="weekdays" value={d.n} defaultChecked={defaultDays?.includes(d.n) ?? false} />
            <span aria-hidden="true">{d.short}</span>
            <span className="visually-hidden">{d.long}</span>
          </label>
        ))}
      </div>
      <FieldNotes id={id} error={error} hint={m.community_prac_which_days_hint()} />
    </fieldset>
  );
}
