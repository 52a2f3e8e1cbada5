// A discussion, under a lesson or in a cohort's space (docs/rules/discussions.md): start a thread, read
// threads newest or oldest first with their replies, reply, react, edit for 15 minutes, delete your own, report
// someone else's; the course's author and administrators also hide, restore and lock. New posts from
// classmates arrive live and are announced politely to screen readers.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef, useState } from 'react';
import { formatLocalDate, formatTime } from '../../lib/dates.ts';
import { REACTION_KINDS, REPORT_REASONS, type Post, type ReactionKind, type ReportReason, type Thread } from '../../lib/schemas/discussions.ts';
import type { DiscussionPlace } from '../../lib/api/discussions.ts';
import { confirmDialog } from '../../stores/ui.ts';
import { m } from '../../paraglide/messages.js';
import { useQuery } from '../ui/use-query.ts';
import {
  $announcement,
  $canModerate,
  $discussionOrder,
  $discussionPage,
  $forms,
  $moreReplies,
  $threads,
  chooseOrder,
  choosePage,
  clearFormError,
  followDiscussion,
  hideThisPost,
  loadMoreReplies,
  openDiscussion,
  postReply,
  postThread,
  removeOwnPost,
  restoreThisPost,
  savePostEdit,
  sendReport,
  setThreadLocked,
  toggleReaction,
} from './discussion-store.ts';
import { PostComposer } from './PostComposer.tsx';
import './discussion.css';

// The words of marks, reactions and report reasons in the page's language (the schema's lists hold the English ones).
const markLabel = (mark: 'author' | 'mentor' | 'admin') => ({ author: m.learning_disc_mark_author, mentor: m.learning_disc_mark_mentor, admin: m.learning_disc_mark_admin })[mark]();
const reactionLabel = (kind: ReactionKind) => ({ like: m.learning_disc_reaction_like, thanks: m.learning_disc_reaction_thanks, insightful: m.learning_disc_reaction_insightful })[kind]();
const reasonLabel = (reason: ReportReason) =>
  ({ spam: m.learning_disc_reason_spam, abuse: m.learning_disc_reason_abuse, off_topic: m.learning_disc_reason_off_topic, other: m.learning_disc_reason_other })[reason]();
const when = (iso: string) => `${formatLocalDate(iso)}, ${formatTime(iso)}`;

export function Discussion({ place, intro }: { place: DiscussionPlace; intro?: string }) {
  useEffect(() => {
    openDiscussion(place);
    return followDiscussion(place);
  }, [place.kind, place.id]);
  const { data, error, loading, reload } = useQuery($threads, { soft: true, keep: true });
  const order = useStore($discussionOrder);
  const page = useStore($discussionPage);
  const forms = useStore($forms);
  const announcement = useStore($announcement);
  const orderId = useId();

  return (
    <section className="discussion" aria-labelledby="discussion-heading">
      <div className="discussion__head">
        <h2 id="discussion-heading">{data ? m.learning_disc_heading_count({ count: data.meta.total }) : m.learning_disc_heading()}</h2>
        <div className="discussion__order">
          <label htmlFor={orderId}>{m.learning_disc_show()}</label>
          <select id={orderId} value={order} onChange={(e) => chooseOrder(e.target.value as 'newest' | 'oldest')}>
            <option value="newest">{m.learning_disc_newest()}</option>
            <option value="oldest">{m.learning_disc_oldest()}</option>
          </select>
        </div>
      </div>
      {intro && <p className="discussion__intro">{intro}</p>}
      <p className="visually-hidden" aria-live="polite">
        {announcement}
      </p>
      {data?.meta.cannot_post ? (
        <p className="discussion__notice" role="status">
          {data.meta.cannot_post}
        </p>
      ) : (
        <PostComposer
          place={place}
          label={m.learning_disc_start()}
          submitLabel={m.learning_disc_post()}
          busy={forms.new?.busy ?? false}
          error={forms.new?.error ?? null}
          onInput={() => clearFormError('new')}
          onSubmit={postThread}
        />
      )}
      {error ? (
        <div className="form-error" role="alert">
          <p>{m.learning_disc_load_failed()}</p>
          <button type="button" className="btn btn--ghost" onClick={reload}>
            {m.learning_try_again()}
          </button>
        </div>
      ) : loading || !data ? (
        <p role="status" className="discussion__loading">
          {m.learning_disc_loading()}
        </p>
      ) : data.data.length === 0 ? (
        <p className="discussion__empty">{page > 1 ? m.learning_disc_no_more() : m.learning_disc_empty()}</p>
      ) : (
        <ol className="discussion__threads">
          {data.data.map((t) => (
            <li key={t.id}>
              <ThreadView place={place} thread={t} />
            </li>
          ))}
        </ol>
      )}
      {data && data.meta.last_page > 1 && (
        <nav className="discussion__pages" aria-label={m.learning_disc_pages()}>
          <button type="button" className="btn btn--ghost" disabled={page <= 1} onClick={() => choosePage(page - 1)}>
            {m.learning_disc_previous()}
          </button>
          <span>{m.learning_disc_page({ page, last: data.meta.last_page })}</span>
          <button type="button" className="btn btn--ghost" disabled={page >= data.meta.last_page} onClick={() => choosePage(page + 1)}>
            {m.learning_disc_next()}
          </button>
        </nav>
      )}
    </section>
  );
}

function ThreadView({ place, thread }: { place: DiscussionPlace; thread: Thread }) {
  const more = useStore($moreReplies)[thread.id];
  const forms = useStore($forms);
  const canModerate = useStore($canModerate);
  const [replying, setReplying] = useState(false);
  const replies = [...thread.replies, ...(more ?? [])];
  const hiddenCount = thread.reply_count - replies.filter((r) => !r.hidden).length;
  return (
    <article className={`thread${thread.hidden ? ' post--hidden' : ''}`} aria-labelledby={`post-${thread.id}-by`}>
      <PostView place={place} post={thread} />
      {thread.locked && <p className="thread__locked">{m.learning_disc_locked()}</p>}
      {replies.length > 0 && (
        <ol className="thread__replies" aria-label={m.learning_disc_replies_to({ name: thread.author.name })}>
          {replies.map((r) => (
            <li key={r.id}>
              <PostView place={place} post={r} />
            </li>
          ))}
        </ol>
      )}
      <div className="thread__actions">
        {hiddenCount > 0 && !more && (
          <button type="button" className="btn btn--ghost btn--small" disabled={forms[`more:${thread.id}`]?.busy} onClick={() => void loadMoreReplies(thread)}>
            {m.learning_disc_more_replies({ count: hiddenCount })}
          </button>
        )}
        {!thread.locked && !replying && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => setReplying(true)} aria-label={m.learning_disc_reply_to({ name: thread.author.name })}>
            {m.learning_disc_reply()}
          </button>
        )}
        {canModerate && (
          <button type="button" className="btn btn--ghost btn--small" onClick={() => void setThreadLocked(thread.id, !thread.locked)}>
            {thread.locked ? m.learning_disc_unlock() : m.learning_disc_lock()}
          </button>
        )}
      </div>
      {replying && !thread.locked && (
        <PostComposer
          place={place}
          label={m.learning_disc_your_reply({ name: thread.author.name })}
          submitLabel={m.learning_disc_reply()}
          autoFocus
          busy={forms[`reply:${thread.id}`]?.busy ?? false}
          error={forms[`reply:${thread.id}`]?.error ?? null}
          onInput={() => clearFormError(`reply:${thread.id}`)}
          onSubmit={async (text, mentioned) => {
            const ok = await postReply(thread.id, text, mentioned);
            if (ok) setReplying(false);
            return ok;
          }}
          onCancel={() => setReplying(false)}
        />
      )}
    </article>
  );
}

function PostView({ place, post }: { place: DiscussionPlace; post: Post }) {
  const forms = useStore($forms);
  const canModerate = useStore($canModerate);
  const [editing, setEditing] = useState(false);
  const [dialog, setDialog] = useState<'report' | 'hide' | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const self = useRef<HTMLDivElement>(null);
  const byId = `post-${post.id}-by`;

  if (post.deleted) {
    return (
      <div id={`post-${post.id}`} className="post post--deleted">
        <p id={byId}>{m.learning_disc_deleted()}</p>
      </div>
    );
  }
  return (
    <div id={`post-${post.id}`} className="post" ref={self} tabIndex={-1}>
      <p className="post__meta">
        <strong id={byId}>{post.author.name}</strong>
        {post.author.mark && <span className="badge">{markLabel(post.author.mark)}</span>}
        <time dateTime={post.created_at}>{when(post.created_at)}</time>
        {post.edited_at && <span className="post__edited">{m.learning_disc_edited()}</span>}
      </p>
      {post.hidden && (
        <p className="post__hidden-note">
          {post.hidden_reason ? m.learning_disc_hidden_reason({ reason: post.hidden_reason }) : m.learning_disc_hidden()}
        </p>
      )}
      {editing ? (
        <PostComposer
          place={place}
          label={m.learning_disc_edit_label()}
          submitLabel={m.learning_disc_save()}
          initial={post.body}
          initialMentions={post.mentions}
          autoFocus
          busy={forms[`edit:${post.id}`]?.busy ?? false}
          error={forms[`edit:${post.id}`]?.error ?? null}
          onInput={() => clearFormError(`edit:${post.id}`)}
          onSubmit={async (text, mentioned) => {
            const ok = await savePostEdit(post.id, text, mentioned);
            if (ok) setEditing(false);
            return ok;
          }}
          onCancel={() => setEditing(false)}
        />
      ) : (
        <div className="post__body" dangerouslySetInnerHTML={{ __html: post.body_html }} />
      )}
      <div className="post__actions">
        <div className="post__reactions" role="group" aria-label={m.learning_disc_reactions()}>
          {REACTION_KINDS.map((k) => {
            const r = post.reactions.find((x) => x.kind === k.key);
            const count = r?.count ?? 0;
            return (
              <button key={k.key} type="button" className="reaction" aria-pressed={r?.mine ?? false} onClick={() => void toggleReaction(post, k.key)}>
                {/* The name is the words shown, "Like 2": axe wants the visible text inside it. */}
                {reactionLabel(k.key)}
                {count > 0 && <span className="reaction__count"> {count}</span>}
              </button>
            );
          })}
        </div>
        {post.can_edit && !editing && (
          <button type="button" className="btn btn--link" onClick={() => setEditing(true)}>
            {m.learning_disc_edit()}
          </button>
        )}
        {post.can_delete && (
          <button
            type="button"
            className="btn btn--link"
            onClick={async () => {
              if (await confirmDialog(m.learning_disc_delete_confirm(), m.learning_disc_delete_post(), { destructive: true })) await removeOwnPost(post);
            }}
          >
            {m.learning_disc_delete()}
          </button>
        )}
        {post.can_report && (
          <button type="button" className="btn btn--link" onClick={(e) => ((opener.current = e.currentTarget), setDialog('report'))}>
            {m.learning_disc_report()}
          </button>
        )}
        {canModerate &&
          (post.hidden ? (
            <button type="button" className="btn btn--link" onClick={() => void restoreThisPost(post.id)}>
              {m.learning_disc_restore()}
            </button>
          ) : (
            <button type="button" className="btn btn--link" onClick={(e) => ((opener.current = e.currentTarget), setDialog('hide'))}>
              {m.learning_disc_hide()}
            </button>
          ))}
      </div>
      {dialog && (
        <ReasonDialog
          post={post}
          kind={dialog}
          onClose={() => {
            setDialog(null);
            // Back to the button that opened it, or, once a report took that button away, to the post.
            requestAnimationFrame(() => (opener.current?.isConnected ? opener.current.focus() : self.current?.focus()));
          }}
        />
      )}
    </div>
  );
}

function ReasonDialog({ post, kind, onClose }: { post: Post; kind: 'report' | 'hide'; onClose: () => void }) {
  const ref = useRef<HTMLDialogElement>(null);
  const forms = useStore($forms);
  const [reason, setReason] = useState<ReportReason | ''>('');
  const [note, setNote] = useState('');
  const [missing, setMissing] = useState<string | null>(null);
  const id = useId();
  const form = `${kind}:${post.id}`;
  const error = missing ?? forms[form]?.error ?? null;
  useEffect(() => {
    const dialog = ref.current;
    if (dialog && !dialog.open) dialog.showModal();
  }, []);
  const submit = async () => {
    if (kind === 'report') {
      if (!reason) return setMissing(m.learning_disc_choose_reason());
      if (await sendReport(post.id, reason, note)) ref.current?.close();
    } else {
      if (!note.trim()) return setMissing(m.learning_disc_say_why());
      if (await hideThisPost(post.id, note.trim())) ref.current?.close();
    }
  };
  return (
    <dialog ref={ref} className="app-dialog" aria-labelledby={`${id}-title`} onClose={onClose}>
      <h2 id={`${id}-title`} className="app-dialog__title">{kind === 'report' ? m.learning_disc_report_title({ name: post.author.name }) : m.learning_disc_hide_title({ name: post.author.name })}</h2>
      <form
        method="dialog"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          void submit();
        }}
      >
        {kind === 'report' && (
          <fieldset>
            <legend>{m.learning_disc_why()}</legend>
            {REPORT_REASONS.map((r) => (
              <label key={r.key} className="discussion-choice">
                <input type="radio" name={`${id}-reason`} value={r.key} checked={reason === r.key} onChange={() => (setReason(r.key), setMissing(null))} />
                {reasonLabel(r.key)}
              </label>
            ))}
          </fieldset>
        )}
        <label htmlFor={`${id}-note`}>{kind === 'report' ? m.learning_disc_note_report() : m.learning_disc_note_hide()}</label>
        <textarea id={`${id}-note`} rows={3} maxLength={kind === 'report' ? 500 : 300} value={note} onChange={(e) => (setNote(e.target.value), setMissing(null))} aria-describedby={error ? `${id}-error` : undefined} />
        {error && (
          <p id={`${id}-error`} className="field-error" role="alert">
            {error}
          </p>
        )}
        <div className="app-dialog__actions">
          <button type="submit" className="btn btn--primary" disabled={forms[form]?.busy}>
            {kind === 'report' ? m.learning_disc_send_report() : m.learning_disc_hide_post()}
          </button>
          <button type="button" className="btn btn--ghost" onClick={() => ref.current?.close()}>
            {m.learning_cancel()}
          </button>
        </div>
      </form>
    </dialog>
  );
}
