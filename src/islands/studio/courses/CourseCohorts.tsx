// /studio/courses/{id}/cohorts (docs/rules/cohorts.md, "In the studio"): the course's cohorts with
// their seats, a form to open or change one (errors beside the fields), deleting an empty one, and a
// cohort's members with placing by e-mail and removing. Admins and the course's author.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ApiError } from '../../../lib/api/errors.ts';
import { browserTimeZone, formatCalendarDay, formatLocalDate } from '../../../lib/dates.ts';
import { formatAmount } from '../../../lib/schemas/billing.ts';
import type { Cohort } from '../../../lib/schemas/cohorts.ts';
import { confirmDialog } from '../../../stores/ui.ts';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { described, Field } from '../form.tsx';
import { ScrollRegion } from '../ScrollRegion.tsx';
import { StudioGate } from '../StudioGate.tsx';
import {
  $cohortCourse,
  $cohortCourseId,
  $cohortForm,
  $editedCohort,
  $placeForm,
  $shownCohortId,
  $studioCohortMembers,
  $studioCohorts,
  placeMember,
  removeCohort,
  removeMember,
  saveCohort,
} from './cohorts-store.ts';

const PLACED: Record<string, string> = {
  self: 'Joined',
  import: 'Import',
  admin: 'Placed by hand',
  purchase: 'Paid for a place',
};
const startDay = (c: Cohort) =>
  formatCalendarDay(c.starts_on, {
    day: 'numeric',
    month: 'long',
    year: 'numeric',
  });

function CohortForm({ currency }: { currency: string }) {
  const edited = useStore($editedCohort);
  const { errors, saving } = useStore($cohortForm);
  const existing = edited && edited !== 'new' ? edited : null;
  const [title, setTitle] = useState('');
  const [startsOn, setStartsOn] = useState('');
  const [timeZone, setTimeZone] = useState('UTC');
  const [capacity, setCapacity] = useState('20');
  const [price, setPrice] = useState('');
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    setTitle(existing?.title ?? '');
    setStartsOn(existing?.starts_on ?? '');
    setTimeZone(existing?.time_zone ?? browserTimeZone());
    setCapacity(String(existing?.capacity ?? 20));
    setPrice(existing?.price_cents != null ? (existing.price_cents / 100).toFixed(2) : '');
    $cohortForm.set({ errors: {}, saving: false });
    heading.current?.focus();
  }, [edited]);
  if (!edited) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const cents = price.trim() === '' ? null : Math.round(Number(price.replace(',', '.')) * 100);
    await saveCohort({
      title,
      starts_on: startsOn,
      time_zone: timeZone.trim() || 'UTC',
      capacity: Number(capacity),
      price_cents: Number.isNaN(cents) ? -1 : cents,
    });
  };
  return (
    <section className="card" aria-labelledby="cohort-form-heading">
      <h2 id="cohort-form-heading" tabIndex={-1} ref={heading}>
        {existing ? `Edit “${existing.title}”` : 'Open a cohort'}
      </h2>
      <form className="studio-form" onSubmit={(e) => void submit(e)} noValidate>
        <Field id="cohort-title" label="Title" errors={errors.title}>
          <input id="cohort-title" className="input" value={title} maxLength={120} onChange={(e) => setTitle(e.target.value)} {...described('cohort-title', errors.title)} />
        </Field>
        <Field id="cohort-starts-on" label="Start date" hint="The first lesson opens at midnight of this day; drip counts from it." errors={errors.starts_on}>
          <input
            id="cohort-starts-on"
            className="input"
            type="date"
            value={startsOn}
            onChange={(e) => setStartsOn(e.target.value)}
            {...described('cohort-starts-on', errors.starts_on, true)}
          />
        </Field>
        <Field id="cohort-time-zone" label="Time zone" hint="An IANA name, e.g. Europe/London or UTC" errors={errors.time_zone}>
          <input
            id="cohort-time-zone"
            className="input"
            value={timeZone}
            autoComplete="off"
            onChange={(e) => setTimeZone(e.target.value)}
            {...described('cohort-time-zone', errors.time_zone, true)}
          />
        </Field>
        <Field id="cohort-capacity" label="Seats" errors={errors.capacity}>
          <input
            id="cohort-capacity"
            className="input"
            type="number"
            min={1}
            step={1}
            inputMode="numeric"
            value={capacity}
            onChange={(e) => setCapacity(e.target.value)}
            {...described('cohort-capacity', errors.capacity)}
          />
        </Field>
        <Field
          id="cohort-price"
          label={`Price of a place (${currency}, optional)`}
          hint="Leave empty when the course’s access is enough. Paying for a place online is not available yet."
          errors={errors.price_cents}
        >
          <input
            id="cohort-price"
            className="input"
            inputMode="decimal"
            value={price}
            onChange={(e) => setPrice(e.target.value)}
            {...described('cohort-price', errors.price_cents, true)}
          />
        </Field>
        <div className="studio-actions">
          <button type="submit" className="btn btn--primary" disabled={saving}>
            {saving ? 'Saving…' : existing ? 'Save the cohort' : 'Open the cohort'}
          </button>
          <button type="button" className="btn" onClick={() => $editedCohort.set(null)}>
            Cancel
          </button>
        </div>
      </form>
    </section>
  );
}

function Members({ cohort }: { cohort: Cohort }) {
  const { data, error, loading } = useQuery($studioCohortMembers, {
    soft: true,
  });
  const { errors, saving } = useStore($placeForm);
  const [email, setEmail] = useState('');
  const members = data?.data ?? [];
  const place = async (e: FormEvent) => {
    e.preventDefault();
    if (await placeMember(email)) setEmail('');
  };
  return (
    <section className="card" aria-labelledby="cohort-members-heading" data-cohort-members={cohort.id}>
      <h2 id="cohort-members-heading" tabIndex={-1}>
        Members of “{cohort.title}”
      </h2>
      {error ? (
        <p role="alert">The members could not be loaded.</p>
      ) : loading ? (
        <Loading />
      ) : members.length === 0 ? (
        <p className="muted">Nobody is in this cohort yet.</p>
      ) : (
        <ScrollRegion label="Cohort members table">
          <table className="data-table studio-table">
            <caption className="visually-hidden">Members of {cohort.title}, in the order they joined</caption>
            <thead>
              <tr>
                <th scope="col">Name</th>
                <th scope="col">E-mail</th>
                <th scope="col">How</th>
                <th scope="col">Since</th>
                <th scope="col">
                  <span className="visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {members.map((m) => (
                <tr key={m.user_id}>
                  <th scope="row">{m.name}</th>
                  <td>{m.email}</td>
                  <td>{PLACED[m.placed_by]}</td>
                  <td>{formatLocalDate(m.joined_at)}</td>
                  <td>
                    <button
                      type="button"
                      className="btn btn--ghost"
                      onClick={async () => {
                        if (await confirmDialog(`Take ${m.name} out of “${cohort.title}”? They stay enrolled in the course.`, 'Remove from the cohort', { destructive: true }))
                          await removeMember(m.user_id, m.name);
                      }}
                    >
                      Remove<span className="visually-hidden"> {m.name}</span>
                    </button>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </ScrollRegion>
      )}
      <form className="studio-form" onSubmit={(e) => void place(e)} noValidate>
        <Field id="cohort-place-email" label="Place a member by e-mail" hint="The member must be enrolled in the course." errors={errors.email}>
          <input
            id="cohort-place-email"
            className="input"
            type="email"
            autoComplete="off"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            {...described('cohort-place-email', errors.email, true)}
          />
        </Field>
        <div className="studio-actions">
          <button type="submit" className="btn" disabled={saving}>
            {saving ? 'Placing…' : 'Place in the cohort'}
          </button>
        </div>
      </form>
    </section>
  );
}

function CohortsContent({ id }: { id: string }) {
  useEffect(() => $cohortCourseId.set(id), [id]);
  const course = useQuery($cohortCourse, { soft: true });
  const { data, error, loading, reload } = useQuery($studioCohorts, {
    soft: true,
  });
  const shownId = useStore($shownCohortId);
  const cohorts = data?.data ?? [];
  const shown = cohorts.find((c) => c.id === shownId) ?? null;
  const currency = course.data?.data.currency ?? 'USD';
  if (course.error instanceof ApiError && course.error.status === 404) {
    return (
      <div className="card studio-notice" role="alert">
        <h1>Course not found</h1>
        <p>It does not exist, or it belongs to another author.</p>
        <p>
          <a href="/studio/courses">Back to the courses</a>
        </p>
      </div>
    );
  }
  return (
    <>
      <p>
        <a href={`/studio/courses/${id}`}>← Back to the course</a>
      </p>
      <h1>Cohorts{course.data ? `: ${course.data.data.title}` : ''}</h1>
      <p className="muted">A cohort is a run of the course that starts together: its members’ lessons open from its start date, and they see each other’s names.</p>
      <div className="studio-actions">
        <button type="button" className="btn btn--primary" onClick={() => $editedCohort.set('new')}>
          Open a cohort
        </button>
      </div>
      <CohortForm currency={currency} />
      {error ? (
        <div className="card" role="alert">
          <p>The cohorts could not be loaded.</p>
          <button type="button" className="btn" onClick={reload}>
            Try again
          </button>
        </div>
      ) : loading ? (
        <Loading />
      ) : cohorts.length === 0 ? (
        <p className="card" data-ready="">
          No cohort yet. Open one to let members start together.
        </p>
      ) : (
        <section className="card" aria-labelledby="cohort-list-heading" data-ready="">
          <h2 id="cohort-list-heading">Every cohort</h2>
          <ScrollRegion label="Cohorts table">
            <table className="data-table studio-table">
              <caption className="visually-hidden">The course’s cohorts, soonest start first</caption>
              <thead>
                <tr>
                  <th scope="col">Cohort</th>
                  <th scope="col">Starts</th>
                  <th scope="col" className="num">
                    Members
                  </th>
                  <th scope="col">Price</th>
                  <th scope="col">
                    <span className="visually-hidden">Actions</span>
                  </th>
                </tr>
              </thead>
              <tbody>
                {cohorts.map((c) => (
                  <tr key={c.id} data-cohort={c.id}>
                    <th scope="row">{c.title}</th>
                    <td>
                      {startDay(c)} ({c.time_zone}){c.status === 'running' ? ', running' : ''}
                    </td>
                    <td className="num">
                      {c.members} of {c.capacity}
                    </td>
                    <td>{c.price_cents == null ? 'None' : formatAmount(c.price_cents, c.currency)}</td>
                    <td>
                      <div className="studio-actions">
                        <button type="button" className="btn btn--ghost" aria-pressed={shownId === c.id} onClick={() => $shownCohortId.set(shownId === c.id ? null : c.id)}>
                          Members
                          <span className="visually-hidden"> of {c.title}</span>
                        </button>
                        <button type="button" className="btn btn--ghost" onClick={() => $editedCohort.set(c)}>
                          Edit
                          <span className="visually-hidden"> {c.title}</span>
                        </button>
                        {c.members === 0 ? (
                          <button
                            type="button"
                            className="btn btn--ghost"
                            onClick={async () => {
                              if (await confirmDialog(`Delete the cohort “${c.title}”?`, 'Delete the cohort', { destructive: true })) await removeCohort(c);
                            }}
                          >
                            Delete
                            <span className="visually-hidden"> {c.title}</span>
                          </button>
                        ) : null}
                      </div>
                    </td>
                  </tr>
                ))}
              </tbody>
            </table>
          </ScrollRegion>
        </section>
      )}
      {shown ? <Members cohort={shown} /> : null}
    </>
  );
}

export default function CourseCohorts({ id }: { id: string }) {
  return (
    <StudioGate roles={['admin', 'author']}>
      <CohortsContent id={id} />
    </StudioGate>
  );
}
