// When a lesson or a section opens for members (docs/rules/studio.md, "Drip"): a "Schedule" button
// opens a small form (open at enrolment, N days after, or on a date) under the row; errors show beside
// their fields, and focus goes back to the button when the form closes.
import { useRef, useState, type FormEvent } from 'react';
import { setLessonDrip, setSectionDrip } from '../../../lib/api/studio-courses.ts';
import type { StudioCourse } from '../../../lib/schemas/studio-courses.ts';
import { DRIP_DAYS_MAX, type DripRule } from '../../../lib/schemas/studio-drip.ts';
import { formatCalendarDay } from '../../../lib/dates.ts';
import { described, Field, useFormSend } from './fields.tsx';

type Mode = 'none' | 'days' | 'date';
const modeOf = (rule: DripRule): Mode => (rule.after_days != null ? 'days' : rule.on_date ? 'date' : 'none');

/** "Opens 7 days after enrolment", "Opens on 3 December 2026", or '' for no rule. */
export function dripLabel(rule: DripRule): string {
  if (rule.after_days != null) return `Opens ${rule.after_days} ${rule.after_days === 1 ? 'day' : 'days'} after enrolment`;
  if (rule.on_date) return `Opens on ${formatCalendarDay(rule.on_date, { day: 'numeric', month: 'long', year: 'numeric' })}`;
  return '';
}

export function DripForm({ target, id, name, rule, onChanged }: { target: 'lesson' | 'section'; id: number; name: string; rule: DripRule; onChanged: (c: StudioCourse) => void }) {
  const [open, setOpen] = useState(false);
  const [mode, setMode] = useState<Mode>(modeOf(rule));
  const { errors, setErrors, busy, send } = useFormSend();
  const toggle = useRef<HTMLButtonElement>(null);
  const base = `drip-${target}-${id}`;

  function close() {
    setOpen(false);
    setErrors({});
    requestAnimationFrame(() => toggle.current?.focus());
  }

  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = new FormData(e.currentTarget);
    const days = String(form.get('after_days') ?? '').trim();
    if (mode === 'days' && (days === '' || Number.isNaN(Number(days)))) {
      setErrors({ after_days: [`Enter a whole number of days from 1 to ${DRIP_DAYS_MAX}.`] });
      return;
    }
    const body: DripRule = {
      after_days: mode === 'days' ? Number(days) : null,
      on_date: mode === 'date' ? String(form.get('on_date') ?? '') : null,
    };
    await send(async () => {
      const res = await (target === 'lesson' ? setLessonDrip(id, body) : setSectionDrip(id, body));
      onChanged(res.data);
      close();
    });
  }

  return (
    <>
      <button type="button" ref={toggle} className="btn btn--ghost" aria-expanded={open} aria-controls={open ? base : undefined} onClick={() => (open ? close() : (setMode(modeOf(rule)), setOpen(true)))}>
        Schedule<span className="visually-hidden"> “{name}”</span>
      </button>
      {open ? (
        <form id={base} className="studio-drip" onSubmit={save} noValidate aria-label={`When “${name}” opens`}>
          <fieldset>
            <legend>When “{name}” opens for a member</legend>
            <label className="studio-drip__choice">
              <input type="radio" name="mode" checked={mode === 'none'} onChange={() => setMode('none')} /> When they enrol
            </label>
            <label className="studio-drip__choice">
              <input type="radio" name="mode" checked={mode === 'days'} onChange={() => setMode('days')} /> Some days after they enrol
            </label>
            <label className="studio-drip__choice">
              <input type="radio" name="mode" checked={mode === 'date'} onChange={() => setMode('date')} /> On a date
            </label>
          </fieldset>
          {mode === 'days' ? (
            <Field id={`${base}-days`} label="Days after enrolment" hint={`1 to ${DRIP_DAYS_MAX}`} errors={errors.after_days}>
              <input id={`${base}-days`} name="after_days" type="number" min={1} max={DRIP_DAYS_MAX} step={1} inputMode="numeric" defaultValue={rule.after_days ?? ''} {...described(`${base}-days`, errors.after_days, true)} />
            </Field>
          ) : null}
          {mode === 'date' ? (
            <Field id={`${base}-date`} label="Opening date" hint="At midnight in each member’s time zone" errors={errors.on_date}>
              <input id={`${base}-date`} name="on_date" type="date" defaultValue={rule.on_date ?? ''} {...described(`${base}-date`, errors.on_date, true)} />
            </Field>
          ) : null}
          <div className="studio-drip__actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              Save schedule
            </button>
            <button type="button" className="btn btn--ghost" onClick={close}>
              Cancel
            </button>
          </div>
        </form>
      ) : null}
    </>
  );
}
