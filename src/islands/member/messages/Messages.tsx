// /messages (docs/rules/messages.md): the member's conversations, one thread at a time, and a
// composer with a character count. New messages arrive live over the tab's stream
// (src/scripts/notifications-live.ts). Desktop: list and thread side by side; phone: the list, then
// the thread with a way back. The open conversation is in the address (?conversation=ID). What the
// screen shows and does lives in messages-store.ts; this file renders it.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { formatLocalDateTime, pageIntlLocale } from '../../../lib/dates.ts';
import { linkify, MESSAGE_MAX_CHARS, type Conversation } from '../../../lib/schemas/messages.ts';
import { confirmDialog } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $composer, $conversations, $drafts, $loadingEarlier, $messagesScreen, $selectedConversation, $thread, leave, loadEarlier, openConversation, sendDraft, setDraft } from './messages-store.ts';
import './messages.css';
import { m } from '../../../paraglide/messages.js';
import { localizePath } from '../../../lib/i18n.ts';

/** Plain text with http(s) links made clickable; everything else is text (React escapes it). */
export function MessageBody({ body }: { body: string }) {
  return (
    <p className="msg__body">
      {linkify(body).map((part, i) =>
        part.href ? (
          <a key={i} href={part.href} rel="noopener noreferrer nofollow" target="_blank">
            {part.text}
          </a>
        ) : (
          <span key={i}>{part.text}</span>
        ),
      )}
    </p>
  );
}

function preview(c: Conversation): string {
  if (!c.last_message) return m.community_msg_no_messages();
  const who = c.last_message.mine ? m.community_msg_you() : c.last_message.sender.name;
  const text = c.last_message.body.replace(/\s+/g, ' ');
  return `${who}: ${text.length > 80 ? `${text.slice(0, 80)}…` : text}`;
}

function ConversationList({ items, selected, onOpen }: { items: Conversation[]; selected: number | null; onOpen: (id: number) => void }) {
  return (
    <ul className="convs" aria-label={m.community_msg_conversations_label()}>
      {items.map((c) => (
        <li key={c.id}>
          <a
            href={localizePath(`/messages?conversation=${c.id}`)}
            className={`conv${c.id === selected ? ' conv--open' : ''}${c.unread ? ' conv--unread' : ''}`}
            aria-current={c.id === selected ? 'true' : undefined}
            onClick={(e) => {
              if (e.metaKey || e.ctrlKey || e.shiftKey || e.button !== 0) return;
              e.preventDefault();
              onOpen(c.id);
            }}
          >
            <span className="conv__top">
              <span className="conv__title">{c.title}</span>
              {c.unread > 0 && <span className="conv__count">{m.community_msg_unread({ count: c.unread })}</span>}
            </span>
            <span className="conv__kind">{c.kind === 'group' ? m.community_msg_kind_group() : c.role === 'mentor' ? m.community_msg_kind_mentee() : m.community_msg_kind_mentor()}</span>
            <span className="conv__preview">{preview(c)}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}

function Composer({ conversation }: { conversation: Conversation }) {
  const text = useStore($drafts)[String(conversation.id)] ?? '';
  const { busy, error } = useStore($composer);
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const length = text.length;
  const over = length > MESSAGE_MAX_CHARS;

  const submit = async () => {
    if (busy) return;
    await sendDraft(conversation);
    ref.current?.focus();
  };

  if (!conversation.can_send) return <p className="composer__closed muted">{m.community_msg_closed()}</p>;
  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="composer__label">
        {m.community_msg_to({ name: conversation.title })}
      </label>
      <textarea
        id={`${id}-text`}
        ref={ref}
        value={text}
        rows={3}
        aria-describedby={`${id}-count ${id}-hint${error ? ` ${id}-error` : ''}`}
        aria-invalid={error || over ? true : undefined}
        onChange={(e) => setDraft(conversation.id, e.target.value)}
        onKeyDown={(e) => {
          // Enter sends; Shift+Enter starts a new line.
          if (e.key === 'Enter' && !e.shiftKey && !e.nativeEvent.isComposing) {
            e.preventDefault();
            void submit();
          }
        }}
      />
      {error && (
        <p className="field-error" id={`${id}-error`} role="alert">
          {error}
        </p>
      )}
      <div className="composer__foot">
        <span id={`${id}-hint`} className="composer__hint muted">
          {m.community_msg_hint()}
        </span>
        <span id={`${id}-count`} className={`composer__count${over ? ' composer__count--over' : ''}`} aria-live={length > MESSAGE_MAX_CHARS - 200 ? 'polite' : 'off'}>
          {m.community_msg_chars({ length: length.toLocaleString(pageIntlLocale()), max: MESSAGE_MAX_CHARS.toLocaleString(pageIntlLocale()) })}
        </span>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          {m.community_msg_send()}
        </button>
      </div>
    </form>
  );
}

function Thread({ conversation }: { conversation: Conversation }) {
  const { data } = useQuery($thread, { soft: true });
  const loadingMore = useStore($loadingEarlier);
  const messages = data?.data ?? null;
  const more = data?.meta.next_before ?? null;
  const bottom = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages?.length]);

  const confirmLeave = async () => {
    if (!(await confirmDialog(m.community_msg_leave_confirm({ title: conversation.title }), m.community_msg_leave_title(), { destructive: true }))) return;
    await leave(conversation);
  };

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [conversation.id]);

  return (
    <section className="thread" aria-labelledby={`thread-${conversation.id}`}>
      <header className="thread__head">
        <button type="button" className="btn btn--ghost thread__back" onClick={() => openConversation(null)}>
          {m.community_msg_back()}
        </button>
        <div className="thread__who">
          <h2 id={`thread-${conversation.id}`} tabIndex={-1} ref={headingRef}>
            {conversation.title}
          </h2>
          <p className="muted thread__people">{conversation.participants.map((p) => (p.role === 'mentor' ? m.community_msg_mentor_suffix({ name: p.name }) : p.name)).join(', ')}</p>
        </div>
        {conversation.can_leave && (
          <button type="button" className="btn btn--ghost" onClick={() => void confirmLeave()}>
            {m.community_msg_leave_group()}
          </button>
        )}
      </header>
      <div className="thread__messages">
        {more && (
          <button type="button" className="btn btn--ghost thread__earlier" disabled={loadingMore} onClick={() => void loadEarlier()}>
            {m.community_msg_load_earlier()}
          </button>
        )}
        {messages === null ? (
          <Loading />
        ) : messages.length === 0 ? (
          <p className="muted thread__empty">{m.community_msg_empty_thread()}</p>
        ) : (
          <ol className="msgs" aria-label={m.community_msg_thread_label({ title: conversation.title })} aria-live="polite" aria-relevant="additions">
            {messages.map((msg) => (
              <li key={msg.id} className={`msg${msg.mine ? ' msg--mine' : ''}`} data-message-id={msg.id}>
                <p className="msg__meta">
                  <span className="msg__sender">{msg.mine ? m.community_msg_you() : msg.sender.name}</span> <time dateTime={msg.created_at}>{formatLocalDateTime(msg.created_at)}</time>
                </p>
                <MessageBody body={msg.body} />
              </li>
            ))}
          </ol>
        )}
        <div ref={bottom} />
      </div>
      <Composer conversation={conversation} />
    </section>
  );
}

function MessagesContent() {
  // Mounting the screen's store starts its live updates and read marks (messages-store.ts).
  const { open: current } = useStore($messagesScreen);
  const { data } = useQuery($conversations);
  const selected = useStore($selectedConversation);

  if (!data) return <Loading />;

  if (data.data.length === 0) {
    return (
      <div className="empty-state card" data-ready="true">
        <p>{m.community_msg_empty()}</p>
        <a className="btn btn--primary" href={localizePath('/mentors')}>
          {m.community_msg_about_mentoring()}
        </a>
      </div>
    );
  }

  return (
    <div className={`messenger${current ? ' messenger--thread' : ''}`} data-ready="true">
      <div className="messenger__list">
        <p className="muted messenger__summary" aria-live="polite">
          {data.meta.unread === 0 ? m.community_msg_caught_up() : m.community_msg_unread_summary({ count: data.meta.unread })}
        </p>
        <ConversationList items={data.data} selected={selected} onOpen={openConversation} />
      </div>
      <div className="messenger__thread">{current ? <Thread key={current.id} conversation={current} /> : <p className="muted messenger__pick">{m.community_msg_pick()}</p>}</div>
    </div>
  );
}

export default function Messages() {
  return (
    <ErrorBoundary>
      <MessagesContent />
    </ErrorBoundary>
  );
}
