// The member page's enrolments (docs/rules/studio.md, "Manual enrolment"): each course with its
// progress and an Unenrol button (asks first, says what is lost), and a form to enrol the member in a
// published course by hand (member-enrolments-store.ts). The server's answer replaces the profile; a
// refusal shows beside the form.
import { useStore } from '@nanostores/react';
import { useEffect, useState, type FormEvent } from 'react';
import type { MemberProfile } from '../../lib/schemas/studio.ts';
import { confirmDialog } from '../../stores/ui.ts';
import { useQuery } from '../ui/use-query.ts';
import { $enrolForm, $publishedCourses, enrolMember, unenrolMember } from './member-enrolments-store.ts';
import { formatDay } from './format.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';

type Props = { member: MemberProfile };

function EnrolForm({ member }: Props) {
  const { data, error: loadError } = useQuery($publishedCourses, { soft: true });
  const { busy, error } = useStore($enrolForm);
  const [courseId, setCourseId] = useState('');
  useEffect(() => $enrolForm.set({ busy: false, error: null }), [member.id]);
  const choices = data ? data.data.map((c) => ({ id: c.id, title: c.title })) : loadError ? [] : null;
  const mine = new Set(member.enrolment_list.map((e) => e.course.id));
  const open = (choices ?? []).filter((c) => !mine.has(c.id));
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (await enrolMember(member, courseId ? Number(courseId) : null)) setCourseId('');
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

export function MemberEnrolments({ member }: Props) {
  const unenrol = async (course: { id: number; title: string }) => {
    const sure = await confirmDialog(`Unenrol ${member.name} from ${course.title}? Their progress and saved work in it are deleted, and a place given by hand is taken back.`, 'Unenrol', {
      destructive: true,
    });
    if (sure) await unenrolMember(member, course);
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
      <EnrolForm member={member} />
    </section>
  );
}
