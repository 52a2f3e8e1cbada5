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
import { ASSIGNED_MODE } from './MenteeCourses.tsx';
import { $invitees, $mentorCourses } from './mentors-store.ts';
import { failed, MentorNav } from './shared.tsx';
import './mentors.css';

type Errors = { course_id?: string; mentee_ids?: string };

function AssignForm({ courses, mentees, onAssigned }: { courses: MentorCourses; mentees: Person[]; onAssigned: (rows: Assignment[]) => void }) {
  const [course, setCourse] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [errors, setErrors] = useState<Errors>({});
  const [busy, setBusy] = useState(false);

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const next: Errors = {};
    if (!course) next.course_id = 'Choose a course to assign.';
    if (!chosen.length) next.mentee_ids = 'Choose at least one mentee.';
    setErrors(next);
    if (next.course_id || next.mentee_ids) return;
    setBusy(true);
    try {
      const { data } = await assignCourse({ course_id: Number(course), mentee_ids: chosen });
      onAssigned(data);
      const toBuy = data.filter((a) => a.mode === 'recommended').length;
      toast(toBuy ? `Assigned. ${toBuy === 1 ? '1 mentee needs' : `${toBuy} mentees need`} to buy it first: it is recommended to them with its price.` : 'Assigned. Your mentees are enrolled.', 'success');
      setChosen([]);
    } catch (err) {
      failed(err, 'The course could not be assigned. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <form className="card mentor-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="assign-heading">
      <h2 id="assign-heading">Assign a course</h2>
      <div className="field">
        <label htmlFor="assign-course">Course</label>
        <select id="assign-course" value={course} onChange={(e) => setCourse(e.target.value)} aria-invalid={errors.course_id ? true : undefined} aria-describedby={errors.course_id ? 'assign-course-error' : undefined}>
          <option value="">Choose a course…</option>
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
        <legend>Mentees</legend>
        {mentees.length === 0 ? (
          <p className="muted">
            No mentees yet. <a href="/mentors/invite">Invite someone</a> first.
          </p>
        ) : (
          <ul className="mentor-checks">
            {mentees.map((m) => (
              <li key={m.id}>
                <input id={`assign-m-${m.id}`} type="checkbox" checked={chosen.includes(m.id)} onChange={(e) => setChosen(e.target.checked ? [...chosen, m.id] : chosen.filter((x) => x !== m.id))} />
                <label htmlFor={`assign-m-${m.id}`}>{m.name}</label>
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
          {busy ? 'Assigning…' : 'Assign'}
        </button>
      </div>
    </form>
  );
}

function Assigned({ rows, onRemoved }: { rows: Assignment[]; onRemoved: (a: Assignment) => void }) {
  const byCourse = new Map<number, Assignment[]>();
  for (const a of rows) byCourse.set(a.course.id, [...(byCourse.get(a.course.id) ?? []), a]);
  async function remove(a: Assignment) {
    if (!(await confirmDialog(`Remove “${a.course.title}” from ${a.mentee.name}’s assigned courses? If they are enrolled, they keep the course and their progress.`, 'Confirmation', { destructive: true }))) return;
    try {
      await removeAssignment({ course_id: a.course.id, mentee_id: a.mentee.id });
      onRemoved(a);
      toast(`“${a.course.title}” is no longer assigned to ${a.mentee.name}.`, 'success');
    } catch (err) {
      failed(err, 'That did not work. Please try again.');
    }
  }
  if (!rows.length) return <p className="empty-state card">You have not assigned a course yet.</p>;
  return (
    <ul className="mentor-rows" aria-label="Courses you assigned">
      {[...byCourse.values()].map((list) => (
        <li key={list[0]!.course.id} className="card mentor-row">
          <div className="mentor-row__main">
            <h2 className="mentor-row__title">{list[0]!.course.title}</h2>
            <ul className="mentor-list">
              {list.map((a) => (
                <li key={a.id} className="mentor-list__item">
                  <span>
                    {a.mentee.name} <span className="muted">· {ASSIGNED_MODE[a.mode]}</span>
                  </span>
                  <button type="button" className="btn btn--ghost" onClick={() => void remove(a)} aria-label={`Remove ${a.course.title} from ${a.mentee.name}`}>
                    Remove
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
