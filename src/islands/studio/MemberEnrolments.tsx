// The member page's enrolments (docs/rules/studio.md, "Manual enrolment"): each course with its
// progress and an Unenrol button (asks first, says what is lost), and a form to enrol the member in a
// published course by hand. The server's answer replaces the profile; a refusal shows beside the form.
import { useEffect, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { enrolByHand, unenrolByHand } from '../../lib/api/studio.ts';
import { listStudioCourses } from '../../lib/api/studio-courses.ts';
import type { MemberProfile } from '../../lib/schemas/studio.ts';
import { confirmDialog, toast } from '../../stores/ui.ts';
import { formatDay } from './format.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

type Props = { member: MemberProfile; onChange: (m: MemberProfile) => void };

function EnrolForm({ member, onChange }: Props) {
  const [choices, setChoices] = useState<Array<{ id: number; title: string }> | null>(null);
  const [courseId, setCourseId] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    listStudioCourses({ status: 'published', per_page: 100 }).then(
      (res) => setChoices(res.data.map((c) => ({ id: c.id, title: c.title }))),
      () => setChoices([]),
    );
  }, []);
  const mine = new Set(member.enrolment_list.map((e) => e.course.id));
  const open = (choices ?? []).filter((c) => !mine.has(c.id));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (!courseId) return setError('Choose a course.');
    setBusy(true);
    try {
      const res = await enrolByHand(member.id, Number(courseId));
      onChange(res.data);
      setCourseId('');
      setError(null);
      toast(`${member.name} is enrolled.`, 'success');
    } catch (err) {
      if (!(err instanceof ApiError) || err.status === 401) throw err;
      setError(err.errors?.course_id?.join(' ') ?? err.message);
    } finally {
      setBusy(false);
    }
  };
  if (member.cancelled_at) return null;
  return (
    <form className="studio-search" onSubmit={submit} aria-label="Enrol by hand">
      <label htmlFor="enrol-course">Enrol in a course</label>
      <select
        id="enrol-course"
        value={courseId}
        onChange={(e) => setCourseId(e.target.value)}
        aria-describedby={error ? 'enrol-course-error' : undefined}
        aria-invalid={error ? true : undefined}
        disabled={!choices}
      >
        <option value="">{choices ? 'Choose a published course' : 'Loading courses…'}</option>
        {open.map((c) => (
          <option key={c.id} value={c.id}>
            {c.title}
          </option>
        ))}
      </select>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        Enrol
      </button>
      {error ? (
        <p className="field-error" id="enrol-course-error" role="alert">
          {error}
        </p>
      ) : null}
    </form>
  );
}

export function MemberEnrolments({ member, onChange }: Props) {
  const unenrol = async (course: { id: number; title: string }) => {
    if (
      !(await confirmDialog(`Unenrol ${member.name} from ${course.title}? Their progress and saved work in it are deleted, and a place given by hand is taken back.`, 'Unenrol', { destructive: true }))
    )
      return;
    try {
      onChange((await unenrolByHand(member.id, course.id)).data);
      toast(`${member.name} is no longer enrolled in ${course.title}.`, 'success');
    } catch (err) {
      if (err instanceof ApiError && err.status !== 401) toast(err.message, 'error');
      else throw err;
    }
  };
  return (
    <section className="card" aria-labelledby="enrolments-heading">
      <h2 id="enrolments-heading">Enrolments and progress</h2>
      {member.enrolment_list.length === 0 ? (
        <p className="muted">Not enrolled in any course.</p>
      ) : (
        <ScrollRegion label="Enrolments table">
          <table className="data-table studio-table">
            <thead>
              <tr>
                <th scope="col">Course</th>
                <th scope="col">Enrolled</th>
                <th scope="col">Progress</th>
                <th scope="col">Completed</th>
                <th scope="col">Action</th>
              </tr>
            </thead>
            <tbody>
              {member.enrolment_list.map((e) => (
                <tr key={e.id}>
                  <td>{e.course.title}</td>
                  <td>{formatDay(e.enrolled_at)}</td>
                  <td>
                    <progress max={100} value={e.progress_percent} aria-label={`Progress in ${e.course.title}`} /> {e.progress_percent}%
                  </td>
                  <td>{formatDay(e.completed_at)}</td>
                  <td>
                    <button type="button" className="btn" onClick={() => void unenrol(e.course)}>
                      Unenrol <span className="visually-hidden">from {e.course.title}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <EnrolForm member={member} onChange={onChange} />
    </section>
  );
}
