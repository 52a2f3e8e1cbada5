// /mentors/courses (docs/rules/mentors.md, "Assigning a course"), assigning from a course: choose a
// published course and the mentees, then Assign; below, every course this mentor assigned with its
// mentees (enrolled, or recommended to buy), each removable. The same API as the mentee's row.
import { useState, type FormEvent } from 'react';
import { assignCourse, removeAssignment } from '../../../lib/api/mentors.ts';
import type { Assignment, MentorCourses, Person } from '../../../lib/schemas/mentors.ts';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { assignedMode } from './MenteeCourses.tsx';
import { $invitees, $mentorCourses } from './mentors-store.ts';
import { failed, MentorNav } from './shared.tsx';
import './mentors.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

type Errors = { course_id?: string; mentee_ids?: string };

function AssignForm({ courses, mentees, onAssigned }: { courses: MentorCourses; mentees: Person[]; onAssigned: (rows: Assignment[]) => void }) {
  const [course, setCourse] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const next: Errors = {};
    if (!course) next.course_id = m.community_mt_choose_course_err();
    if (!chosen.length) next.mentee_ids = m.community_mt_choose_mentee_err();
    setErrors(next);
    if (next.course_id || next.mentee_ids) return;
    setBusy(true);
    try {
      const { data } = await assignCourse({ course_id: Number(course), mentee_ids: chosen });
      onAssigned(data);
      const toBuy = data.filter((a) => a.mode === 'recommended').length;
      toast(toBuy ? m.community_mt_assigned_to_buy({ count: toBuy }) : m.community_mt_assigned_enrolled(), 'success');
      setChosen([]);
    } catch (err) {
      failed(err, m.community_mt_assign_failed());
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card mentor-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="assign-heading">
      <h2 id="assign-heading">{m.community_mt_assign_heading()}</h2>
      <div className="field">
        <label htmlFor="assign-course">{m.community_course()}</label>
        <select id="assign-course" value={course} onChange={(e) => setCourse(e.target.value)} aria-invalid={errors.course_id ? true : undefined} aria-describedby={errors.course_id ? 'assign-course-error' : undefined}>
          <option value="">{m.community_mt_choose_course()}</option>
          {courses.courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title} ({c.price_label})
            </option>
          ))}
        </select>
        {errors.course_id ? (
          <p className="field-error" id="assign-course-error" role="alert">
            {errors.course_id}
          </p>
        ) : null}
      </div>
      <fieldset className="mentor-pick" aria-describedby={errors.mentee_ids ? 'assign-mentees-error' : undefined}>
        <legend>{m.community_mentees()}</legend>
        {mentees.length === 0 ? (
          <p className="muted">
            {m.community_mt_no_mentees_prefix()} <a href={localizePath('/mentors/invite')}>{m.community_mt_invite_someone()}</a> {m.community_mt_first()}
          </p>
        ) : (
          <ul className="mentor-checks">
            {mentees.map((mentee) => (
              <li key={mentee.id}>
                <input id={`assign-m-${mentee.id}`} type="checkbox" checked={chosen.includes(mentee.id)} onChange={(e) => setChosen(e.target.checked ? [...chosen, mentee.id] : chosen.filter((x) => x !== mentee.id))} />
                <label htmlFor={`assign-m-${mentee.id}`}>{mentee.name}</label>
              </li>
            ))}
          </ul>
        )}
        {errors.mentee_ids ? (
          <p className="field-error" id="assign-mentees-error" role="alert">
            {errors.mentee_ids}
          </p>
        ) : null}
      </fieldset>
      <div className="mentor-form__actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {busy ? m.community_mt_assigning() : m.community_mt_assign()}
        </button>
      </div>
    </form>
  );
}

function Assigned({ rows, onRemoved }: { rows: Assignment[]; onRemoved: (a: Assignment) => void }) {
  const byCourse = new Map<number, Assignment[]>();
  for (const a of rows) byCourse.set(a.course.id, [...(byCourse.get(a.course.id) ?? []), a]);
  async function remove(a: Assignment) {
    if (!(await confirmDialog(m.community_mt_remove_assignment_q({ course: a.course.title, name: a.mentee.name }), m.community_confirmation(), { destructive: true }))) return;
    try {
      await removeAssignment({ course_id: a.course.id, mentee_id: a.mentee.id });
      onRemoved(a);
      toast(m.community_mt_unassigned({ course: a.course.title, name: a.mentee.name }), 'success');
    } catch (err) {
      failed(err, m.community_try_again());
    }
  }
  if (!rows.length) return <p className="empty-state card">{m.community_mt_none_assigned()}</p>;
  return (
    <ul className="mentor-rows" aria-label={m.community_mt_assigned_label()}>
      {[...byCourse.values()].map((list) => (
        <li key={list[0]!.course.id} className="card mentor-row">
          <div className="mentor-row__main">
            <h2 className="mentor-row__title">{list[0]!.course.title}</h2>
            <ul className="mentor-list">
              {list.map((a) => (
                <li key={a.id} className="mentor-list__item">
                  <span>
                    {a.mentee.name} <span className="muted">· {assignedMode(a.mode)}</span>
                  </span>
                  <button type="button" className="btn btn--ghost" onClick={() => void remove(a)} aria-label={m.community_mt_remove_from({ course: a.course.title, name: a.mentee.name })}>
                    {m.community_remove()}
                  </button>
                </li>
              ))}
            </ul>
          </div>
        </li>
      ))}
    </ul>
  );
}

function Page() {
  const courses = useQuery($mentorCourses);
  const invitees = useQuery($invitees);
  if (!courses.data || !invitees.data) return <Loading />;
  const data = courses.data.data;
  const mentees = invitees.data.data.filter((i) => i.status === 'accepted' && i.member).map((i) => i.member!);
  const set = (assigned: Assignment[]) => courses.setData(() => ({ data: { ...data, assigned } }));
  return (
    <div className="mentor-assign-page" data-ready="">
      <AssignForm courses={data} mentees={mentees} onAssigned={(rows) => set([...rows, ...data.assigned.filter((a) => !rows.some((r) => r.id === a.id))])} />
      <Assigned rows={data.assigned} onRemoved={(a) => set(data.assigned.filter((x) => x.id !== a.id))} />
    </div>
  );
}

export default function AssignedCourses() {
  return (
    <ErrorBoundary>
      <MentorNav current="/mentors/courses" />
      <Page />
    </ErrorBoundary>
  );
}
