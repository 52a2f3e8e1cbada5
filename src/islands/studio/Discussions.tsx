// /studio/discussions (docs/rules/discussions.md, "Moderation"): the reported posts of the courses the
// signer moderates (their own for an author, all for an admin), open reports oldest first. Each card
// shows the post, where it is and every report; the moderator hides it with a reason (the member is
// told), dismisses the reports, locks its thread or pauses its author's posting for some days.
import { useStore } from '@nanostores/react';
import { useId, useState, type FormEvent } from 'react';
import { MUTE_MAX_DAYS, REPORT_REASONS, type ReportedPost } from '../../lib/schemas/discussions.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import {
  $decisions,
  $queuePage,
  $queueStatus,
  $reports,
  closeDecisionForm,
  decisionOf,
  dismissReported,
  hideReported,
  lockReportedThread,
  muteAuthor,
  restoreReported,
  runDecision,
  showQueue,
  toggleDecisionForm,
} from './discussions-store.ts';
import { formatTime } from './format.tsx';
import { Pager } from './Pager.tsx';
import { StudioGate } from './StudioGate.tsx';

const REASON = Object.fromEntries(REPORT_REASONS.map((r) => [r.key, r.label]));

function ReportedCard({ item }: { item: ReportedPost }) {
  const { post } = item;
  const { form, errors, busy } = decisionOf(useStore($decisions), post.id);
  // What is being typed stays here (docs/rules/client.md): the reason and the days.
  const [text, setText] = useState('');
  const [days, setDays] = useState('7');
  const id = useId();
  const threadId = post.thread_id ?? post.id;

  const run = async (action: () => Promise<string>) => {
    if (await runDecision(post.id, action)) setText('');
  };

  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (form === 'hide') void run(() => hideReported(post.id, text));
    if (form === 'mute') void run(() => muteAuthor(item.course.id, post.author.id, Number(days), text));
  };

  return (
    <article className="card studio-enquiry" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>
        {post.author.name} in {item.lesson ? `“${item.lesson.title}”` : 'a discussion'}, {item.course.title}
      </h2>
      <p className="muted">
        Posted {formatTime(post.created_at)}
        {post.hidden && ' · hidden from members'}
        {item.thread_locked && ' · thread locked'}
        {item.author_muted_until && ` · author muted until ${formatTime(item.author_muted_until)}`}
      </p>
      {post.deleted ? <p className="muted">The author deleted this post.</p> : <blockquote className="studio-quote" dangerouslySetInnerHTML={{ __html: post.body_html }} />}
      <h3>Reports ({item.reports.length})</h3>
      <ul>
        {item.reports.map((r) => (
          <li key={r.id}>
            <strong>{REASON[r.reason]}</strong> from {r.reporter.name}, {formatTime(r.created_at)}
            {r.note && <>: “{r.note}”</>}
            {r.decision && <> · {r.decision === 'hidden' ? 'post hidden' : 'dismissed'}</>}
          </li>
        ))}
      </ul>
      {errors.form && (
        <p className="form-error" role="alert">
          {errors.form}
        </p>
      )}
      <div className="studio-actions">
        {post.hidden ? (
          <button type="button" className="btn" disabled={busy} onClick={() => void run(() => restoreReported(post.id))}>
            Restore post
          </button>
        ) : (
          <button type="button" className="btn btn--primary" disabled={busy} aria-expanded={form === 'hide'} onClick={() => toggleDecisionForm(post.id, 'hide')}>
            Hide post…
          </button>
        )}
        {item.reports.some((r) => !r.resolved_at) && (
          <button type="button" className="btn" disabled={busy} onClick={() => void run(() => dismissReported(post.id))}>
            Dismiss reports
          </button>
        )}
        <button type="button" className="btn" disabled={busy} onClick={() => void run(() => lockReportedThread(threadId, !item.thread_locked))}>
          {item.thread_locked ? 'Unlock thread' : 'Lock thread'}
        </button>
        {post.author.mark === null && (
          <button type="button" className="btn" disabled={busy} aria-expanded={form === 'mute'} onClick={() => toggleDecisionForm(post.id, 'mute')}>
            Mute {post.author.name}…
          </button>
        )}
      </div>
      {form && (
        <form className="studio-reply" onSubmit={submit} noValidate>
          {form === 'mute' && (
            <div className="field">
              <label htmlFor={`${id}-days`}>Days without posting in {item.course.title}</label>
              <input id={`${id}-days`} type="number" inputMode="numeric" min={1} max={MUTE_MAX_DAYS} value={days} onChange={(e) => setDays(e.target.value)} aria-invalid={errors.days ? true : undefined} aria-describedby={errors.days ? `${id}-days-error` : undefined} />
              {errors.days && (
                <p id={`${id}-days-error`} className="field-error">
                  {errors.days}
                </p>
              )}
            </div>
          )}
          <div className="field">
            <label htmlFor={`${id}-reason`}>Reason (the member is told)</label>
            <textarea id={`${id}-reason`} rows={3} maxLength={300} value={text} onChange={(e) => setText(e.target.value)} aria-invalid={errors.reason ? true : undefined} aria-describedby={errors.reason ? `${id}-reason-error` : undefined} />
            {errors.reason && (
              <p id={`${id}-reason-error`} className="field-error">
                {errors.reason}
              </p>
            )}
          </div>
          <div className="studio-actions">
            <button type="submit" className="btn btn--primary" disabled={busy}>
              {form === 'hide' ? 'Hide post' : `Mute ${post.author.name}`}
            </button>
            <button type="button" className="btn" onClick={() => closeDecisionForm(post.id)}>
              Cancel
            </button>
          </div>
        </form>
      )}
    </article>
  );
}

function Queue() {
  const status = useStore($queueStatus);
  const page = useStore($queuePage);
  const { data, error, reload } = useQuery($reports, { soft: true });
  return (
    <>
      <div className="studio-tabs" role="group" aria-label="Show reports">
        {(['open', 'resolved'] as const).map((key) => (
          <button key={key} type="button" className={`btn${status === key ? ' btn--primary' : ''}`} aria-pressed={status === key} onClick={() => showQueue(key)}>
            {key === 'open' ? 'Open' : 'Resolved'}
          </button>
        ))}
      </div>
      {error ? (
        <div className="form-error" role="alert">
          <p>The reports could not be loaded.</p>
          <button type="button" className="btn" onClick={reload}>
            Try again
          </button>
        </div>
      ) : !data ? (
        <Loading />
      ) : (
        <div data-ready="">
          {data.data.length === 0 ? (
            <p className="muted">{status === 'open' ? 'No open reports: the discussions are calm.' : 'No resolved reports yet.'}</p>
          ) : (
            data.data.map((item) => <ReportedCard key={item.post.id} item={item} />)
          )}
          <Pager label="Report pages" page={page} lastPage={data.meta.last_page} onPage={(p) => $queuePage.set(p)} />
        </div>
      )}
    </>
  );
}

export default function Discussions() {
  return (
    <StudioGate roles={['admin', 'author']}>
      <h1>Discussions</h1>
      <p className="muted">Posts members reported in the lesson discussions you moderate. Hiding a post or muting its author tells the member why.</p>
      <Queue />
    </StudioGate>
  );
}
