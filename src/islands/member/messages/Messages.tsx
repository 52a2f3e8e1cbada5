// /messages (docs/rules/messages.md): the member's conversations, one thread at a time, and a
// composer with a character count. New messages arrive live over the tab's stream
// (src/scripts/notifications-live.ts). Desktop: list and thread side by side; phone: the list, then
// the thread with a way back. The open conversation is in the address (?conversation=ID). What the
// screen shows and does lives in messages-store.ts; this file renders it.
import { useStore } from '@nanostores/react';
import { useEffect, useId, useRef } from 'react';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { linkify, MESSAGE_MAX_CHARS, type Conversation } from '../../../lib/schemas/messages.ts';
import { confirmDialog } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useQuery } from '../../ui/use-query.ts';
import { $composer, $conversations, $drafts, $loadingEarlier, $messagesScreen, $selectedConversation, $thread, leave, loadEarlier, openConversation, sendDraft, setDraft } from './messages-store.ts';
import './messages.css';

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
  if (!c.last_message) return 'No messages yet';
  const who = c.last_message.mine ? 'You' : c.last_message.sender.name;
  const text = c.last_message.body.replace(/\s+/g, ' ');
  return `${who}: ${text.length > 80 ? `${text.slice(0, 80)}…` : text}`;
}

function ConversationList({ items, selected, onOpen }: { items: Conversation[]; selected: number | null; onOpen: (id: number) => void }) {
  return (
    <ul className="convs" aria-label="Your conversations">
      {items.map((c) => (
        <li key={c.id}>
          <a
            href={`/messages?conversation=${c.id}`}
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
              {c.unread > 0 && <span className="conv__count">{c.unread} unread</span>}
            </span>
            <span className="conv__kind">{c.kind === 'group' ? 'Group' : c.role === 'mentor' ? 'Your mentee' : 'Your mentor'}</span>
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

  if (!conversation.can_send) return <p className="composer__closed muted">This conversation is closed. You can read it, but nobody can write in it any more.</p>;
  return (
    <form
      className="composer"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <label htmlFor={`${id}-text`} className="composer__label">
        Message to {conversation.title}
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
          Enter to send, Shift+Enter for a new line.
        </span>
        <span id={`${id}-count`} className={`composer__count${over ? ' composer__count--over' : ''}`} aria-live={length > MESSAGE_MAX_CHARS - 200 ? 'polite' : 'off'}>
          {length.toLocaleString('en-US')} / {MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters
        </span>
        <button type="submit" className="btn btn--primary" disabled={busy}>
          Send
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
    if (!(await confirmDialog(`Leave ${conversation.title}? You will no longer see this group’s messages.`, 'Leave conversation', { destructive: true }))) return;
    await leave(conversation);
  };

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [conversation.id]);

  return (
    <section className="thread" aria-labelledby={`thread-${conversation.id}`}>
      <header className="thread__head">
        <button type="button" className="btn btn--ghost thread__back" onClick={() => openConversation(null)}>
          ← Conversations
        </button>
        <div className="thread__who">
          <h2 id={`thread-${conversation.id}`} tabIndex={-1} ref={headingRef}>
            {conversation.title}
          </h2>
          <p className="muted thread__people">{conversation.participants.map((p) => (p.role === 'mentor' ? `${p.name} (mentor)` : p.name)).join(', ')}</p>
        </div>
        {conversation.can_leave && (
          <button type="button" className="btn btn--ghost" onClick={() => void confirmLeave()}>
            Leave group
          </button>
        )}
      </header>
      <div className="thread__messages">
        {more && (
          <button type="button" className="btn btn--ghost thread__earlier" disabled={loadingMore} onClick={() => void loadEarlier()}>
            Load earlier messages
          </button>
        )}
        {messages === null ? (
          <Loading />
        ) : messages.length === 0 ? (
          <p className="muted thread__empty">No messages yet. Say hello!</p>
        ) : (
          <ol className="msgs" aria-label={`Messages with ${conversation.title}`} aria-live="polite" aria-relevant="additions">
            {messages.map((m) => (
              <li key={m.id} className={`msg${m.mine ? ' msg--mine' : ''}`} data-message-id={m.id}>
                <p className="msg__meta">
                  <span className="msg__sender">{m.mine ? 'You' : m.sender.name}</span> <time dateTime={m.created_at}>{formatLocalDateTime(m.created_at)}</time>
                </p>
                <MessageBody body={m.body} />
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
        <p>No conversations yet. When a mentor accepts you as their mentee, or adds you to a group, your conversation appears here.</p>
        <a className="btn btn--primary" href="/mentors">
          About mentoring
        </a>
      </div>
    );
  }

  return (
    <div className={`messenger${current ? ' messenger--thread' : ''}`} data-ready="true">
      <div className="messenger__list">
        <p className="muted messenger__summary" aria-live="polite">
          {data.meta.unread === 0 ? 'You are all caught up.' : data.meta.unread === 1 ? '1 unread message.' : `${data.meta.unread} unread messages.`}
        </p>
        <ConversationList items={data.data} selected={selected} onOpen={openConversation} />
      </div>
      <div className="messenger__thread">{current ? <Thread key={current.id} conversation={current} /> : <p className="muted messenger__pick">Choose a conversation to read it.</p>}</div>
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
