// /studio/newsletters (docs/rules/integrations.md, "Newsletters"): newsletters with their state and
// report; a newsletter opens in an editor (subject, segment, the rich-text body), saved as a draft,
// previewed as members will read it, tested on the admin's own address, then sent now or at a time.
// A scheduled one can go back to a draft; a sent one shows sent, failed, skipped and unsubscribed.
import { useStore } from '@nanostores/react';
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { NEWSLETTER_SEGMENT_KINDS, NEWSLETTER_SEGMENTS, type Newsletter, type NewsletterSegmentKind } from '../../lib/schemas/newsletters.ts';
import { confirmDialog } from '../../stores/ui.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { described, Field } from './form.tsx';
import { formatTime } from './format.tsx';
import { $publishedCourses } from './member-enrolments-store.ts';
import { $cohortChoiceCourse, $cohortChoices } from './newsletters-store.ts';
import {
  $newsletterForm,
  $newsletterPage,
  $newsletters,
  $openNewsletter,
  backToDraft,
  openNewsletter,
  removeDraft,
  saveNewsletter,
  scheduleSend,
  sendTest,
} from './newsletters-store.ts';
import { Pager } from './Pager.tsx';
import RichTextField from './RichTextField.tsx';
import { ScrollRegion } from './ScrollRegion.tsx';
import { StudioGate } from './StudioGate.tsx';

const STATUS: Record<Newsletter['status'], string> = { draft: 'Draft', scheduled: 'Scheduled', sending: 'Sending', sent: 'Sent' };

function reportLine(n: Newsletter): string {
  if (n.status === 'draft' || n.status === 'scheduled') return `Reaches ${n.audience ?? 0} ${n.audience === 1 ? 'member' : 'members'} now`;
  const r = n.report;
  return `${r.sent} sent, ${r.failed} failed, ${r.skipped} skipped, ${r.unsubscribed} unsubscribed${r.queued ? `, ${r.queued} to go` : ''}`;
}

function List() {
  const { data } = useQuery($newsletters);
  const page = useStore($newsletterPage);
  if (!data) return <Loading />;
  if (data.data.length === 0) return <p className="muted" data-ready="">No newsletters yet. Write one for the members who agreed to news.</p>;
  return (
    <>
      <ScrollRegion label="Newsletters table">
        <table className="data-table studio-table" data-ready="">
          <caption className="visually-hidden">Newsletters, newest first</caption>
          <thead>
            <tr>
              <th scope="col">Subject</th>
              <th scope="col">To</th>
              <th scope="col">Status</th>
              <th scope="col">Report</th>
              <th scope="col">Action</th>
            </tr>
          </thead>
          <tbody>
            {data.data.map((n) => (
              <tr key={n.id} data-newsletter-status={n.status}>
                <th scope="row">{n.subject}</th>
                <td>{n.segment_label}</td>
                <td>
                  {STATUS[n.status]}
                  {n.status === 'scheduled' && n.scheduled_at ? ` for ${formatTime(n.scheduled_at)}` : ''}
                  {n.status === 'sent' && n.finished_at ? ` ${formatTime(n.finished_at)}` : ''}
                </td>
                <td>{reportLine(n)}</td>
                <td>
                  <button type="button" className="btn" onClick={() => openNewsletter(n)}>
                    Open <span className="visually-hidden">{n.subject}</span>
                  </button>
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </ScrollRegion>
      <Pager label="Newsletter pages" page={page} lastPage={data.meta.last_page} onPage={(p) => $newsletterPage.set(p)} />
    </>
  );
}

function SendPanel({ n }: { n: Newsletter }) {
  const { busy } = useStore($newsletterForm);
  const [when, setWhen] = useState('');
  const { errors } = useStore($newsletterForm);
  const now = async () => {
    if (!(await confirmDialog(`Send “${n.subject}” now to ${n.audience ?? 0} ${n.audience === 1 ? 'member' : 'members'} (${n.segment_label.toLowerCase()})?`, 'Send the newsletter'))) return;
    await scheduleSend(n.id, null);
  };
  const later = async (e: FormEvent) => {
    e.preventDefault();
    await scheduleSend(n.id, when ? new Date(when).toISOString() : '');
  };
  return (
    <section className="card" aria-labelledby="newsletter-send-heading">
      <h3 id="newsletter-send-heading">Send</h3>
      <p>
        {reportLine(n)} ({n.segment.kind === 'news' ? 'everyone who agreed to news' : `${n.segment_label.toLowerCase()}, among those who agreed to news`}).
      </p>
      {errors.segment ? (
        <p className="field-error" id="newsletter-segment-send-error">
          {errors.segment.join(' ')}
        </p>
      ) : null}
      <div className="studio-actions">
        <button type="button" className="btn" disabled={busy} onClick={() => void sendTest(n.id)}>
          Send a test to me
        </button>
        <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void now()}>
          Send now
        </button>
      </div>
      <form className="newsletter-schedule" onSubmit={(e) => void later(e)} noValidate>
        <Field id="newsletter-when" label="Or send at" hint="In your time zone" errors={errors.send_at}>
          <input id="newsletter-when" className="input" type="datetime-local" value={when} onChange={(e) => setWhen(e.target.value)} {...described('newsletter-when', errors.send_at, true)} />
        </Field>
        <button type="submit" className="btn" disabled={busy || !when}>
          Schedule
        </button>
      </form>
    </section>
  );
}

/** The "members of a cohort" segment (docs/rules/cohorts.md, "Newsletters"): a course, then one of its cohorts. */
function CohortChoice({ courses, cohortId, setCohortId, errors }: { courses: Array<{ id: number; title: string }>; cohortId: string; setCohortId: (id: string) => void; errors: string[] | undefined }) {
  const [courseId, setCourseId] = useState('');
  useEffect(() => $cohortChoiceCourse.set(courseId || null), [courseId]);
  const { data } = useQuery($cohortChoices, { soft: true });
  const cohorts = courseId ? (data?.data ?? null) : null;
  return (
    <>
      <Field id="newsletter-cohort-course" label="Course of the cohort">
        <select id="newsletter-cohort-course" value={courseId} onChange={(e) => setCourseId(e.target.value)}>
          <option value="">Choose a course</option>
          {courses.map((c) => (
            <option key={c.id} value={c.id}>
              {c.title}
            </option>
          ))}
        </select>
      </Field>
      <Field id="newsletter-cohort" label="Cohort" hint={cohortId && !courseId ? `Cohort ${cohortId} is chosen; pick its course to change it.` : undefined} errors={errors}>
        <select id="newsletter-cohort" value={cohortId} onChange={(e) => setCohortId(e.target.value)} {...described('newsletter-cohort', errors, Boolean(cohortId && !courseId))}>
          <option value="">{courseId && cohorts?.length === 0 ? 'This course has no cohort' : 'Choose a cohort'}</option>
          {cohortId && !cohorts?.some((c) => String(c.id) === cohortId) ? <option value={cohortId}>Cohort {cohortId}</option> : null}
          {(cohorts ?? []).map((c) => (
            <option key={c.id} value={c.id}>
              {c.title} (starts {c.starts_on})
            </option>
          ))}
        </select>
      </Field>
    </>
  );
}

function Editor() {
  const open = useStore($openNewsletter);
  const { busy, errors, message } = useStore($newsletterForm);
  const { data: courses } = useQuery($publishedCourses);
  const existing = open && open !== 'new' ? open : null;
  const editable = !existing || existing.status === 'draft';
  const [subject, setSubject] = useState('');
  const [body, setBody] = useState('');
  const [kind, setKind] = useState<NewsletterSegmentKind>('news');
  const [courseId, setCourseId] = useState('');
  const [cohortId, setCohortId] = useState('');
  const [preview, setPreview] = useState(false);
  const heading = useRef<HTMLHeadingElement>(null);
  const key = existing ? existing.id : open;
  useEffect(() => {
    setSubject(existing?.subject ?? '');
    setBody(existing?.body_html ?? '');
    setKind(existing?.segment.kind ?? 'news');
    setCourseId(existing?.segment.course_id ? String(existing.segment.course_id) : '');
    setCohortId(existing?.segment.cohort_id ? String(existing.segment.cohort_id) : '');
    setPreview(false);
    heading.current?.focus();
    // Only when another newsletter opens: a save keeps what is typed.
  }, [key]);
  if (!open) return null;
  const submit = async (e: FormEvent) => {
    e.preventDefault();
    const segment = kind === 'course' ? { kind, course_id: Number(courseId) || 0 } : kind === 'cohort' ? { kind, cohort_id: Number(cohortId) || 0 } : { kind };
    await saveNewsletter({ subject, body_html: body, segment });
  };
  const remove = async () => {
    if (!existing || !(await confirmDialog(`Delete the draft “${existing.subject}”?`, 'Delete the draft', { destructive: true }))) return;
    await removeDraft(existing.id);
  };
  return (
    <section className="card newsletter-editor" aria-labelledby="newsletter-editor-heading">
      <h2 id="newsletter-editor-heading" tabIndex={-1} ref={heading}>
        {existing ? `${STATUS[existing.status]}: ${existing.subject}` : 'New newsletter'}
      </h2>
      <p role="status" className={message ? 'newsletter-message' : 'visually-hidden'}>
        {message ?? ''}
      </p>
      {editable ? (
        <form className="studio-form" onSubmit={(e) => void submit(e)} noValidate>
          <Field id="newsletter-subject" label="Subject" errors={errors.subject}>
            <input id="newsletter-subject" className="input" value={subject} maxLength={200} onChange={(e) => setSubject(e.target.value)} {...described('newsletter-subject', errors.subject)} />
          </Field>
          <Field id="newsletter-segment" label="To" hint="Always among the members who agreed to news by e-mail" errors={errors['segment.kind']}>
            <select id="newsletter-segment" value={kind} onChange={(e) => setKind(e.target.value as NewsletterSegmentKind)} {...described('newsletter-segment', errors['segment.kind'], true)}>
              {NEWSLETTER_SEGMENT_KINDS.map((k) => (
                <option key={k} value={k}>
                  {NEWSLETTER_SEGMENTS[k]}
                </option>
              ))}
            </select>
          </Field>
          {kind === 'cohort' ? <CohortChoice courses={courses?.data ?? []} cohortId={cohortId} setCohortId={setCohortId} errors={errors['segment.cohort_id']} /> : null}
          {kind === 'course' ? (
            <Field id="newsletter-course" label="Course" errors={errors['segment.course_id']}>
              <select id="newsletter-course" value={courseId} onChange={(e) => setCourseId(e.target.value)} {...described('newsletter-course', errors['segment.course_id'])}>
                <option value="">Choose a course</option>
                {courses?.data.map((c) => (
                  <option key={c.id} value={c.id}>
                    {c.title}
                  </option>
                ))}
              </select>
            </Field>
          ) : null}
          <RichTextField id="newsletter-body" label="The newsletter" value={body} onChange={setBody} error={errors.body_html?.join(' ')} hint="Headings, lists, links and images from the media library; videos arrive as links." />
          <div className="studio-actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {busy ? 'Saving…' : 'Save the draft'}
            </button>
            {existing ? (
              <button type="button" className="btn" aria-expanded={preview} aria-controls="newsletter-preview" onClick={() => setPreview(!preview)}>
                {preview ? 'Hide the preview' : 'Preview'}
              </button>
            ) : null}
            {existing ? (
              <button type="button" className="btn btn--danger" onClick={() => void remove()}>
                Delete the draft
              </button>
            ) : null}
            <button type="button" className="btn" onClick={() => openNewsletter(null)}>
              Close
            </button>
          </div>
        </form>
      ) : (
        <>
          <p>
            To: {existing!.segment_label}. {STATUS[existing!.status]}
            {existing!.scheduled_at ? ` for ${formatTime(existing!.scheduled_at)}` : ''}.
          </p>
          {existing!.status !== 'scheduled' ? (
            <dl className="newsletter-report" aria-label="Report">
              {(['recipients', 'sent', 'failed', 'skipped', 'unsubscribed', 'queued'] as const).map((k) => (
                <div key={k}>
                  <dt>{{ recipients: 'Recipients', sent: 'Sent', failed: 'Failed', skipped: 'Skipped', unsubscribed: 'Unsubscribed through it', queued: 'Still to send' }[k]}</dt>
                  <dd>{existing!.report[k]}</dd>
                </div>
              ))}
            </dl>
          ) : null}
          <div className="studio-actions">
            {existing!.status === 'scheduled' ? (
              <button type="button" className="btn" disabled={busy} onClick={() => void backToDraft(existing!.id)}>
                Back to a draft
              </button>
            ) : null}
            <button type="button" className="btn" aria-expanded={preview} aria-controls="newsletter-preview" onClick={() => setPreview(!preview)}>
              {preview ? 'Hide the newsletter' : 'Show the newsletter'}
            </button>
            <button type="button" className="btn" onClick={() => openNewsletter(null)}>
              Close
            </button>
          </div>
        </>
      )}
      {existing && preview ? (
        <section id="newsletter-preview" className="newsletter-preview" aria-label="Preview">
          <p className="muted">
            Subject: <strong>{existing.subject}</strong> (the saved draft)
          </p>
          {/* The server sanitized this HTML when it was saved (docs/rules/integrations.md, "Newsletters"). */}
          <div className="prose" dangerouslySetInnerHTML={{ __html: existing.body_html }} />
          <p className="muted newsletter-footer">You receive this because you agreed to news from Wellspring by e-mail. Unsubscribe</p>
        </section>
      ) : null}
      {existing && existing.status === 'draft' ? <SendPanel n={existing} /> : null}
    </section>
  );
}

export default function Newsletters() {
  const open = useStore($openNewsletter);
  return (
    <StudioGate>
      <h1>Newsletters</h1>
      <p>
        A newsletter goes only to members who agreed to news by e-mail (at registration or in their notification settings), sent in batches by the job queue. Each carries a
        one-click unsubscribe link that works without signing in.
      </p>
      {open === null ? (
        <div className="studio-actions">
          <button type="button" className="btn btn--primary" onClick={() => openNewsletter('new')}>
            Write a newsletter
          </button>
        </div>
      ) : null}
      <Editor />
      <section aria-labelledby="newsletters-heading">
        <h2 id="newsletters-heading">Newsletters</h2>
        <List />
      </section>
    </StudioGate>
  );
}
