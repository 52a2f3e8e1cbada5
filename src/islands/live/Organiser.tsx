// The organiser's screen of /studio/live and /mentors/live (docs/rules/live-sessions.md): the live
// sessions the caller runs, latest first, with
// how many are going; a session opens in a form to schedule (a course, a local date and time in a
// time zone, length, join link, capacity), change or cancel it; once it has started, the organiser
// ticks who came (attendance points are paid once) and adds the recording's link.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { browserTimeZone } from '../../lib/dates.ts';
import { formatSessionTime } from '../../lib/live-time.ts';
import type { OrganisedLiveSession } from '../../lib/schemas/live.ts';
import { confirmDialog } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { described, Field } from '../studio/form.tsx';
import { Pager } from '../studio/Pager.tsx';
import { ScrollRegion } from '../studio/ScrollRegion.tsx';
import { $liveAudiences, $liveStudioPage, $openSession, $organisedSessions, $sessionForm, cancelSession, openSession, saveAttendance, saveRecording, saveSession } from './organiser-store.ts';
import './organiser.css';

const started = (s: OrganisedLiveSession) => new Date(s.starts_at).getTime() <= Date.now();
const ended = (s: OrganisedLiveSession) => new Date(s.ends_at).getTime() <= Date.now();

function stateOf(s: OrganisedLiveSession): string {
  if (s.status === 'cancelled') return 'Cancelled';
  if (ended(s)) return 'Over';
  if (started(s)) return 'Now';
  return 'Upcoming';
}

function zones(): string[] {
  const intl = Intl as unknown as { supportedValuesOf?: (k: string) => string[] };
  const list = intl.supportedValuesOf ? intl.supportedValuesOf('timeZone') : [];
  return list.includes('UTC') ? list : ['UTC', ...list];
}

function List() {
  const { data } = useQuery($organisedSessions);
  const page = useStore($liveStudioPage);
  if (!data) return <Loading />;
  if (data.data.length === 0) return <p className="muted" data-ready="">No live sessions yet. Schedule one for your members.</p>;
  return (
    <>
      <ScrollRegion label="Live sessions table">
        <table className="data-table studio-table" data-ready="">
          <caption className="visually-hidden">Live sessions, latest start first</caption>
          <thead>
            <tr>
              <th scope="col">Title</th>
              <th scope="col">For</th>
              <th scope="col">Starts</th>
              <th scope="col">Going</th>
              <th scope="col">State</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((s) => (
              <tr key={s.id} data-live-status={s.status}>
                <th scope="row">{s.title}</th>
                <td>{s.audience.name}</td>
                <td>{formatSessionTime(s.starts_at, s.time_zone)}</td>
                <td>
                  {s.going} of {s.capacity}
                </td>
                <td>{stateOf(s)}</td>
                <td>
                  <button type="button" className="btn" onClick={() => openSession(s)}>
                    Open <span className="visually-hidden">{s.title}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager label="Live session pages" page={page} lastPage={data.meta.last_page} onPage={(p) => $liveStudioPage.set(p)} />
    </>
  );
}

function Attendance({ s }: { s: OrganisedLiveSession }) {
  const { busy, errors } = useStore($sessionForm);
  const going = s.rsvps.filter((r) => r.status === 'going');
  const [ticked, setTicked] = useState<Set<number>>(new Set(going.filter((r) => r.attended).map((r) => r.user_id)));
  useEffect(() => setTicked(new Set(going.filter((r) => r.attended).map((r) => r.user_id))), [s.id, s.updated_at]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await saveAttendance(s.id, [...ticked]);
  };
  const toggle = (id: number, on: boolean) => {
    const next = new Set(ticked);
    if (on) next.add(id);
    else next.delete(id);
    setTicked(next);
  };
  return (
    <form className="card studio-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="live-attendance-heading">
      <h3 id="live-attendance-heading">Who came</h3>
      {going.length === 0 ? (
        <p className="muted">Nobody said they were going.</p>
      ) : (
        <fieldset aria-describedby={errors.attended ? 'live-attended-error' : undefined}>
          <legend>Tick the members who were there: each earns the attendance points once.</legend>
          {going.map((r) => (
            <div key={r.user_id} className="checkbox-row">
              <input id={`live-attended-${r.user_id}`} type="checkbox" checked={ticked.has(r.user_id)} onChange={(e) => toggle(r.user_id, e.target.checked)} />
              <label htmlFor={`live-attended-${r.user_id}`}>{r.name}</label>
            </div>
          ))}
        </fieldset>
      )}
      {errors.attended ? (
        <p className="field-error" id="live-attended-error">
          {errors.attended.join(' ')}
        </p>
      ) : null}
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary" disabled={busy || going.length === 0}>
          Save attendance
        </button>
      </div>
    </form>
  );
}

function Recording({ s }: { s: OrganisedLiveSession }) {
  const { busy, errors } = useStore($sessionForm);
  const [url, setUrl] = useState(s.recording_url ?? '');
  useEffect(() => setUrl(s.recording_url ?? ''), [s.id, s.recording_url]);
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    await saveRecording(s.id, url);
  };
  return (
    <form className="card studio-form" onSubmit={(e) => void submit(e)} noValidate aria-labelledby="live-recording-heading">
      <h3 id="live-recording-heading">Recording</h3>
      <Field id="live-recording" label="Link to the recording" hint="An https:// address" errors={errors.recording_url}>
        <input id="live-recording" className="input" type="url" value={url} onChange={(e) => setUrl(e.target.value)} {...described('live-recording', errors.recording_url, true)} />
      </Field>
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Save the recording link
        </button>
      </div>
    </form>
  );
}

function Editor() {
  const open = useStore($openSession);
  const { busy, errors, message } = useStore($sessionForm);
  const { data: audiences } = useQuery($liveAudiences, { soft: true });
  const existing = open && open !== 'new' ? open : null;
  const editable = !existing || (existing.status === 'scheduled' && !ended(existing));
  const [audience, setAudience] = useState('');
  const [title, setTitle] = useState('');
  const [description, setDescription] = useState('');
  const [startsAt, setStartsAt] = useState('');
  const [zone, setZone] = useState(browserTimeZone());
  const [duration, setDuration] = useState('60');
  const [joinUrl, setJoinUrl] = useState('');
  const [capacity, setCapacity] = useState('20');
  const heading = useRef<HTMLHeadingElement>(null);
  const key = existing ? existing.id : open;
  useEffect(() => {
    setAudience(existing ? `${existing.audience.kind}:${existing.audience.id}` : '');
    setTitle(existing?.title ?? '');
    setDescription(existing?.description ?? '');
    setStartsAt(existing?.starts_at_local ?? '');
    setZone(existing?.time_zone ?? browserTimeZone());
    setDuration(String(existing?.duration_minutes ?? 60));
    setJoinUrl(existing?.join_url ?? '');
    setCapacity(String(existing?.capacity ?? 20));
    heading.current?.focus();
    // Only when another session opens: a save keeps what is typed.
  }, [key]);
  if (!open) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const [kind, id] = audience.split(':');
    const number = (v: string) => (v.trim() === '' ? Number.NaN : Number(v));
    await saveSession({
      title,
      description,
      starts_at_local: startsAt,
      time_zone: zone,
      duration_minutes: number(duration),
      join_url: joinUrl,
      capacity: number(capacity),
      ...(kind === 'course' ? { course_id: Number(id) } : kind === 'cohort' ? { cohort_id: Number(id) } : kind === 'group' ? { group_id: Number(id) } : {}),
    });
  };
  const cancel = async () => {
    if (!existing || !(await confirmDialog(`Cancel “${existing.title}”? The ${existing.going} ${existing.going === 1 ? 'member' : 'members'} going will be told.`, 'Cancel the session', { destructive: true }))) return;
    await cancelSession(existing.id);
  };
  const audienceError = errors.course_id ?? errors.cohort_id ?? errors.group_id;
  return (
    <section className="card live-editor" aria-labelledby="live-editor-heading">
      <h2 id="live-editor-heading" tabIndex={-1} ref={heading}>
        {existing ? `${stateOf(existing)}: ${existing.title}` : 'New live session'}
      </h2>
      <p role="status" className={message ? 'newsletter-message' : 'visually-hidden'}>
        {message ?? ''}
      </p>
      {existing ? (
        <p>
          For {existing.audience.name}. Starts {formatSessionTime(existing.starts_at, existing.time_zone)}. {existing.going} of {existing.capacity} going.
        </p>
      ) : null}
      {editable ? (
        <form className="studio-form" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="live-audience" label="For" errors={audienceError}>
            <select id="live-audience" value={audience} disabled={!!existing} onChange={(e) => setAudience(e.target.value)} {...described('live-audience', audienceError)}>
              <option value="">Choose a course, a cohort or a group</option>
              {audiences?.data.courses.map((c) => (
                <option key={`c${c.id}`} value={`course:${c.id}`}>
                  Course: {c.title}
                </option>
              ))}
              {audiences?.data.cohorts.map((h) => (
                <option key={`h${h.id}`} value={`cohort:${h.id}`}>
                  Cohort: {h.name}
                </option>
              ))}
              {audiences?.data.groups.map((g) => (
                <option key={`g${g.id}`} value={`group:${g.id}`}>
                  Group: {g.name}
                </option>
              ))}
            </select>
          </Field>
          <Field id="live-title" label="Title" errors={errors.title}>
            <input id="live-title" className="input" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} {...described('live-title', errors.title)} />
          </Field>
          <Field id="live-description" label="Description (optional)" errors={errors.description}>
            <textarea id="live-description" className="input" rows={3} value={description} maxLength={2000} onChange={(e) => setDescription(e.target.value)} {...described('live-description', errors.description)} />
          </Field>
          <Field id="live-starts" label="Starts" hint="The date and time in the time zone below" errors={errors.starts_at_local}>
            <input id="live-starts" className="input" type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} {...described('live-starts', errors.starts_at_local, true)} />
          </Field>
          <Field id="live-zone" label="Time zone" errors={errors.time_zone}>
            <select id="live-zone" value={zone} onChange={(e) => setZone(e.target.value)} {...described('live-zone', errors.time_zone)}>
              {(zones().includes(zone) ? zones() : [zone, ...zones()]).map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </select>
          </Field>
          <Field id="live-duration" label="Length in minutes" errors={errors.duration_minutes}>
            <input id="live-duration" className="input" type="number" inputMode="numeric" min={5} max={720} value={duration} onChange={(e) => setDuration(e.target.value)} {...described('live-duration', errors.duration_minutes)} />
          </Field>
          <Field id="live-join" label="Join link" hint="The https:// address of the video call" errors={errors.join_url}>
            <input id="live-join" className="input" type="url" value={joinUrl} onChange={(e) => setJoinUrl(e.target.value)} {...described('live-join', errors.join_url, true)} />
          </Field>
          <Field id="live-capacity" label="Places" errors={errors.capacity}>
            <input id="live-capacity" className="input" type="number" inputMode="numeric" min={1} value={capacity} onChange={(e) => setCapacity(e.target.value)} {...described('live-capacity', errors.capacity)} />
          </Field>
          <div className="studio-actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? 'Saving…' : existing ? 'Save changes' : 'Schedule'}
            </button>
            {existing ? (
              <button type="button" className="btn btn--danger" disabled={busy} onClick={() => void cancel()}>
                Cancel the session
              </button>
            ) : null}
            <button type="button" className="btn" onClick={() => openSession(null)}>
              Close
            </button>
          </div>
        </form>
      ) : (
        <div className="studio-actions">
          <button type="button" className="btn" onClick={() => openSession(null)}>
            Close
          </button>
        </div>
      )}
      {existing && existing.status === 'scheduled' && started(existing) ? (
        <>
          <Attendance s={existing} />
          <Recording s={existing} />
        </>
      ) : null}
      {existing && existing.rsvps.length > 0 && !started(existing) ? (
        <section aria-labelledby="live-going-heading">
          <h3 id="live-going-heading">Going</h3>
          <ul>
            {existing.rsvps
              .filter((r) => r.status === 'going')
              .map((r) => (
                <li key={r.user_id}>{r.name}</li>
              ))}
          </ul>
        </section>
      ) : null}
    </section>
  );
}

/** The whole screen under the page's own heading: `intro` says who the sessions are for. */
export function Organiser({ intro }: { intro: string }) {
  const open = useStore($openSession);
  return (
    <div className="live-organiser">
      <p>{intro}</p>
      {open === null ? (
        <div className="studio-actions">
          <button type="button" className="btn btn--primary" onClick={() => openSession('new')}>
            Schedule a live session
          </button>
        </div>
      ) : null}
      <Editor />
      <section aria-labelledby="live-sessions-heading">
        <h2 id="live-sessions-heading">Your live sessions</h2>
        <List />
      </section>
    </div>
  );
}
