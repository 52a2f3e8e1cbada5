// A mentee's assigned courses inside their row on /mentors/invitees (docs/rules/mentors.md,
// "Assigning a course"): the courses this mentor assigned them, each removable, and a picker that
// assigns one more. A course the mentee may take is enrolled at once; one they would have to buy
// becomes a recommendation with its price, and the row says so.
import { useId, useState, type FormEvent } from 'react';
import { assignCourse, removeAssignment } from '../../../lib/api/mentors.ts';
import type { Assignment, MentorCourses, Person } from '../../../lib/schemas/mentors.ts';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { failed } from './shared.tsx';
import { m } from '../../../paraglide/messages.js';

/** How a course reached the mentee, in the page's language. */
export const assignedMode = (mode: 'enrolled' | 'recommended') => (mode === 'enrolled' ? m.community_mt_mode_enrolled() : m.community_mt_mode_recommended());

export function MenteeCourses({ mentee, courses, onChange }: { mentee: Person; courses: MentorCourses; onChange: (next: MentorCourses) => void }) {
  const base = useId();
  const [choice, setChoice] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const mine = courses.assigned.filter((a) => a.mentee.id === mentee.id);
  const open = courses.courses.filter((c) => !mine.some((a) => a.course.id === c.id));

  async function assign(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!choice) return setError(m.community_mt_choose_course_err());
    setBusy(true);
    setError(null);
    try {
      const { data } = await assignCourse({ course_id: Number(choice), mentee_ids: [mentee.id] });
      onChange({ ...courses, assigned: [...data, ...courses.assigned.filter((a) => !data.some((d) => d.id === a.id))] });
      const done = data[0];
      toast(done?.mode === 'recommended' ? m.community_mt_needs_buy({ name: mentee.name, course: done.course.title }) : m.community_mt_enrolled_in({ name: mentee.name, course: done?.course.title ?? m.community_mt_the_course() }), 'success');
      setChoice('');
    } catch (err) {
      failed(err, m.community_mt_assign_failed());
    } finally {
      setBusy(false);
    }
  }

  async function remove(a: Assignment) {
    if (!(await confirmDialog(m.community_mt_remove_assignment_q({ course: a.course.title, name: mentee.name }), m.community_confirmation(), { destructive: true }))) return;
    setBusy(true);
    try {
      await removeAssignment({ course_id: a.course.id, mentee_id: mentee.id });
      onChange({ ...courses, assigned: courses.assigned.filter((x) => x.id !== a.id) });
      toast(m.community_mt_unassigned({ course: a.course.title, name: mentee.name }), 'success');
    } catch (err) {
      failed(err, m.community_try_again());
    } finally {
      setBusy(false);
    }
  }

  return (
    <div className="mentor-assigned">
      <h2 id={`${base}-h`} className="mentor-assigned__title">{m.community_assigned_courses()}</h2>
      {mine.length === 0 ? (
        <p className="muted">{m.community_mt_no_course_assigned()}</p>
      ) : (
        <ul className="mentor-list" aria-labelledby={`${base}-h`}>
          {mine.map((a) => (
            <li key={a.id} className="mentor-list__item">
              <span>
                {a.course.title} <span className="muted">· {assignedMode(a.mode)}</span>
              </span>
              <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void remove(a)} aria-label={m.community_mt_remove_from({ course: a.course.title, name: mentee.name })}>
                {m.community_remove()}
              </button>
            </li>
          ))}
        </ul>
      )}
      <form className="mentor-assign" onSubmit={(e) => void assign(e)} noValidate>
        <label htmlFor={`${base}-course`}>{m.community_mt_assign_to({ name: mentee.name })}</label>
        <div className="mentor-assign__row">
          <select id={`${base}-course`} value={choice} onChange={(e) => setChoice(e.target.value)} aria-invalid={error ? true : undefined} aria-describedby={error ? `${base}-error` : undefined}>
            <option value="">{m.community_mt_choose_course()}</option>
            {open.map((c) => (
              <option key={c.id} value={c.id}>
                {c.title} ({c.price_label})
              </option>
            ))}
          </select>
          <button type="submit" className="btn" disabled={busy}>
            {m.community_mt_assign()}
          </button>
        </div>
        {error ? (
          <p className="field-error" id={`${base}-error`} role="alert">
            {error}
          </p>
        ) : null}
      </form>
    </div>
  );
}
