// The organiser's screen of /studio/live and /mentors/live (docs/rules/live-sessions.md): the live
// sessions the caller runs, latest first, with
// how many are going; a session opens in a form to schedule (a course, a local date and time in a
// time zone, length, join link, capacity), change or cancel it; once it has started, the organiser
// ticks who came (attendance points are paid once) and adds the recording's link.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { browserTimeZone } from '../../lib/dates.ts';
import { sessionTime as formatSessionTime } from '../member/live/live-store.ts';
import type { OrganisedLiveSession } from '../../lib/schemas/live.ts';
import { confirmDialog } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { described, Field } from '../studio/form.tsx';
import { Pager } from '../studio/Pager.tsx';
import { ScrollRegion } from '../studio/ScrollRegion.tsx';
import { $liveAudiences, $liveStudioPage, $openSession, $organisedSessions, $sessionForm, cancelSession, openSession, saveAttendance, saveRecording, saveSession } from './organiser-store.ts';
import './organiser.css';
import { m } from '../../paraglide/messages.js';

const started = (s: OrganisedLiveSession) => new Date(s.starts_at).getTime() <= Date.now();
const ended = (s: OrganisedLiveSession) => new Date(s.ends_at).getTime() <= Date.now();

function stateOf(s: OrganisedLiveSession): string {
  if (s.status === 'cancelled') return m.community_org_state_cancelled();
  if (ended(s)) return m.community_org_state_over();
  if (started(s)) return m.community_org_state_now();
  return m.community_org_state_upcoming();
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
  if (data.data.length === 0) return <p className="muted" data-ready="">{m.community_org_empty()}</p>;
  return (
    <>
      <ScrollRegion label={m.community_org_table_label()}>
        <table className="data-table studio-table" data-ready="">
          <caption className="visually-hidden">{m.community_org_caption()}</caption>
          <thead>
            <tr>
              <th scope="col">{m.community_org_col_title()}</th>
              <th scope="col">{m.community_org_col_for()}</th>
              <th scope="col">{m.community_org_col_starts()}</th>
              <th scope="col">{m.community_org_col_going()}</th>
              <th scope="col">{m.community_org_col_state()}</th>
              <th scope="col">{m.community_org_col_action()}</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((s) => (
              <tr key={s.id} data-live-status={s.status}>
                <th scope="row">{s.title}</th>
                <td>{s.audience.name}</td>
                <td>{formatSessionTime(s.starts_at, s.time_zone)}</td>
                <td>
                  {m.community_org_going_of({ going: s.going, capacity: s.capacity })}
                </td>
                <td>{stateOf(s)}</td>
                <td>
                  <button type="button" className="btn" onClick={() => openSession(s)}>
                    {m.community_org_open()} <span className="visually-hidden">{s.title}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager label={m.community_live_pages()} page={page} lastPage={data.meta.last_page} onPage={(p) => $liveStudioPage.set(p)} />
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
      <h3 id="live-attendance-heading">{m.community_org_who_came()}</h3>
      {going.length === 0 ? (
        <p className="muted">{m.community_org_nobody()}</p>
      ) : (
        <fieldset aria-describedby={errors.attended ? 'live-attended-error' : undefined}>
          <legend>{m.community_org_tick()}</legend>
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
          {m.community_org_save_attendance()}
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
      <h3 id="live-recording-heading">{m.community_org_recording()}</h3>
      <Field id="live-recording" label={m.community_org_recording_link()} hint={m.community_org_https_hint()} errors={errors.recording_url}>
        <input id="live-recording" className="input" type="url" value={url} onChange={(e) => setUrl(e.target.value)} {...described('live-recording', errors.recording_url, true)} />
      </Field>
      <div className="studio-actions">
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {m.community_org_save_recording()}
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
    if (!existing || !(await confirmDialog(m.community_org_cancel_confirm({ title: existing.title, count: existing.going }), m.community_org_cancel_session(), { destructive: true }))) return;
    await cancelSession(existing.id);
  };
  const audienceError = errors.course_id ?? errors.cohort_id ?? errors.group_id;
  return (
    <section className="card live-editor" aria-labelledby="live-editor-heading">
      <h2 id="live-editor-heading" tabIndex={-1} ref={heading}>
        {existing ? `${stateOf(existing)}: ${existing.title}` : m.community_org_new()}
      </h2>
      <p role="status" className={message ? 'newsletter-message' : 'visually-hidden'}>
        {message ?? ''}
      </p>
      {existing ? (
        <p>
          {m.community_org_summary({ audience: existing.audience.name, time: formatSessionTime(existing.starts_at, existing.time_zone), going: existing.going, capacity: existing.capacity })}
        </p>
      ) : null}
      {editable ? (
        <form className="studio-form" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="live-audience" label={m.community_org_col_for()} errors={audienceError}>
            <select id="live-audience" value={audience} disabled={!!existing} onChange={(e) => setAudience(e.target.value)} {...described('live-audience', audienceError)}>
              <option value="">{m.community_org_choose_audience()}</option>
              {audiences?.data.courses.map((c) => (
                <option key={`c${c.id}`} value={`course:${c.id}`}>
                  {m.community_live_course_audience({ name: c.title })}
                </option>
              ))}
              {audiences?.data.cohorts.map((h) => (
                <option key={`h${h.id}`} value={`cohort:${h.id}`}>
                  {m.community_live_cohort_audience({ name: h.name })}
                </option>
              ))}
              {audiences?.data.groups.map((g) => (
                <option key={`g${g.id}`} value={`group:${g.id}`}>
                  {m.community_live_group_audience({ name: g.name })}
                </option>
              ))}
            </select>
          </Field>
          <Field id="live-title" label={m.community_org_col_title()} errors={errors.title}>
            <input id="live-title" className="input" value={title} maxLength={200} onChange={(e) => setTitle(e.target.value)} {...described('live-title', errors.title)} />
          </Field>
          <Field id="live-description" label={m.community_org_description()} errors={errors.description}>
            <textarea id="live-description" className="input" rows={3} value={description} maxLength={2000} onChange={(e) => setDescription(e.target.value)} {...described('live-description', errors.description)} />
          </Field>
          <Field id="live-starts" label={m.community_org_col_starts()} hint={m.community_org_starts_hint()} errors={errors.starts_at_local}>
            <input id="live-starts" className="input" type="datetime-local" value={startsAt} onChange={(e) => setStartsAt(e.target.value)} {...described('live-starts', errors.starts_at_local, true)} />
          </Field>
          <Field id="live-zone" label={m.community_org_time_zone()} errors={errors.time_zone}>
            <select id="live-zone" value={zone} onChange={(e) => setZone(e.target.value)} {...described('live-zone', errors.time_zone)}>
              {(zones().includes(zone) ? zones() : [zone, ...zones()]).map((z) => (
                <option key={z} value={z}>
                  {z}
                </option>
              ))}
            </select>
          </Field>
          <Field id="live-duration" label={m.community_org_length()} errors={errors.duration_minutes}>
            <input id="live-duration" className="input" type="number" inputMode="numeric" min={5} max={720} value={duration} onChange={(e) => setDuration(e.target.value)} {...described('live-duration', errors.duration_minutes)} />
          </Field>
          <Field id="live-join" label={m.community_org_join_link()} hint={m.community_org_join_hint()} errors={errors.join_url}>
            <input id="live-join" className="input" type="url" value={joinUrl} onChange={(e) => setJoinUrl(e.target.value)} {...described('live-join', errors.join_url, true)} />
          </Field>
          <Field id="live-capacity" label={m.community_org_places()} errors={errors.capacity}>
            <input id="live-capacity" className="input" type="number" inputMode="numeric" min={1} value={capacity} onChange={(e) => setCapacity(e.target.value)} {...described('live-capacity', errors.capacity)} />
          </Field>
          <div className="studio-actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? m.community_saving() : existing ? m.community_org_save_changes() : m.community_org_schedule()}
            </button>
            {existing ? (
              <button type="button" className="btn btn--danger" disabled={busy} onClick={() => void cancel()}>
                {m.community_org_cancel_session()}
              </button>
            ) : null}
            <button type="button" className="btn" onClick={() => openSession(null)}>
              {m.community_org_close()}
            </button>
          </div>
        </form>
      ) : (
        <div className="studio-actions">
          <button type="button" className="btn" onClick={() => openSession(null)}>
            {m.community_org_close()}
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
          <h3 id="live-going-heading">{m.community_org_going()}</h3>
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
            {m.community_org_schedule_new()}
          </button>
        </div>
      ) : null}
      <Editor />
      <section aria-labelledby="live-sessions-heading">
        <h2 id="live-sessions-heading">{m.community_org_yours()}</h2>
        <List />
      </section>
    </div>
  );
}
