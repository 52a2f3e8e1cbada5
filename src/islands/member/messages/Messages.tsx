// /messages (docs/rules/messages.md): the member's conversations, one thread at a time, and a
// composer with a character count. New messages arrive live over the tab's stream
// (src/scripts/notifications-live.ts). Desktop: list and thread side by side; phone: the list, then
// the thread with a way back. The open conversation is in the address (?conversation=ID).
import { useStore } from '@nanostores/react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { formatLocalDateTime } from '../../../lib/dates.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { leaveConversation, listConversations, listMessages, markConversationRead, sendMessage } from '../../../lib/api/messages.ts';
import { linkify, MESSAGE_MAX_CHARS, type Conversation, type Message } from '../../../lib/schemas/messages.ts';
import { $liveMessage, setMessagesUnread } from '../../../stores/messages.ts';
import { confirmDialog, toast } from '../../../stores/ui.ts';
import { ErrorBoundary } from '../../ui/ErrorBoundary.tsx';
import { Loading } from '../../ui/Loading.tsx';
import { useApi } from '../../ui/use-api.ts';
import './messages.css';

const LIST_SIZE = 100;
const PAGE = 30;

const failed = (err: unknown, fallback: string) => {
  if (!(err instanceof ApiError && err.status === 401)) toast(err instanceof ApiError ? err.message : fallback, 'error');
};

function selectedFromUrl(): number | null {
  const v = new URLSearchParams(window.location.search).get('conversation');
  return v && /^[1-9][0-9]{0,9}$/.test(v) ? Number(v) : null;
}

function setUrl(id: number | null) {
  const url = new URL(window.location.href);
  if (id) url.searchParams.set('conversation', String(id));
  else url.searchParams.delete('conversation');
  window.history.replaceState(null, '', url);
}

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

function Composer({ conversation, onSent }: { conversation: Conversation; onSent: (m: Message) => void }) {
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const id = useId();
  const ref = useRef<HTMLTextAreaElement>(null);
  const length = text.length;
  const over = length > MESSAGE_MAX_CHARS;

  const submit = async () => {
    if (busy) return;
    if (!text.trim()) return setError('Write a message first.');
    if (over) return setError(`Keep your message under ${MESSAGE_MAX_CHARS.toLocaleString('en-US')} characters.`);
    setBusy(true);
    try {
      const sent = (await sendMessage(conversation.id, text)).data;
      setText('');
      setError(null);
      onSent(sent);
    } catch (err) {
      if (err instanceof ApiError && err.errors?.body?.[0]) setError(err.errors.body[0]);
      else failed(err, 'Your message could not be sent. Please try again.');
    } finally {
      setBusy(false);
      ref.current?.focus();
    }
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
        onChange={(e) => {
          setText(e.target.value);
          if (error) setError(null);
        }}
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

function Thread({ conversation, onBack, onRead, onLeft, onSent }: { conversation: Conversation; onBack: () => void; onRead: (unreadTotal: number) => void; onLeft: () => void; onSent: (m: Message) => void }) {
  const [messages, setMessages] = useState<Message[] | null>(null);
  const [more, setMore] = useState<number | null>(null);
  const [loadingMore, setLoadingMore] = useState(false);
  const live = useStore($liveMessage);
  const bottom = useRef<HTMLDivElement>(null);
  const headingRef = useRef<HTMLHeadingElement>(null);
  const readUpTo = useRef(0);

  const markRead = useCallback(
    async (list: Message[]) => {
      const last = list.at(-1);
      if (!last || last.id <= readUpTo.current || document.visibilityState === 'hidden') return;
      readUpTo.current = last.id;
      try {
        onRead((await markConversationRead(conversation.id, last.id)).data.total_unread);
      } catch {
        /* The count stays as it was; the next message tries again. */
      }
    },
    [conversation.id, onRead],
  );

  useEffect(() => {
    let alive = true;
    setMessages(null);
    readUpTo.current = 0;
    listMessages(conversation.id, { limit: PAGE }).then(
      (page) => {
        if (!alive) return;
        setMessages(page.data);
        setMore(page.meta.next_before);
        void markRead(page.data);
      },
      (err) => alive && failed(err, 'The conversation could not be loaded. Please try again.'),
    );
    return () => {
      alive = false;
    };
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [conversation.id]);

  // A message that arrives live joins the open thread once (the stream and the send reply may both bring it).
  useEffect(() => {
    if (!live || live.conversation_id !== conversation.id) return;
    setMessages((current) => {
      if (!current || current.some((m) => m.id === live.id)) return current;
      const next = [...current, live].sort((a, b) => a.id - b.id);
      void markRead(next);
      return next;
    });
  }, [live, conversation.id, markRead]);

  useEffect(() => {
    bottom.current?.scrollIntoView({ block: 'end' });
  }, [messages?.length]);

  const earlier = async () => {
    if (!more) return;
    setLoadingMore(true);
    try {
      const page = await listMessages(conversation.id, { before: more, limit: PAGE });
      setMessages((current) => [...page.data, ...(current ?? [])]);
      setMore(page.meta.next_before);
    } catch (err) {
      failed(err, 'Earlier messages could not be loaded. Please try again.');
    } finally {
      setLoadingMore(false);
    }
  };

  const leave = async () => {
    if (!(await confirmDialog(`Leave ${conversation.title}? You will no longer see this group’s messages.`, 'Leave conversation', { destructive: true }))) return;
    try {
      await leaveConversation(conversation.id);
      toast(`You left ${conversation.title}.`, 'success');
      onLeft();
    } catch (err) {
      failed(err, 'You could not leave the conversation. Please try again.');
    }
  };

  useEffect(() => {
    headingRef.current?.focus({ preventScroll: true });
  }, [conversation.id]);

  return (
    <section className="thread" aria-labelledby={`thread-${conversation.id}`}>
      <header className="thread__head">
        <button type="button" className="btn btn--ghost thread__back" onClick={onBack}>
          ← Conversations
        </button>
        <div className="thread__who">
          <h2 id={`thread-${conversation.id}`} tabIndex={-1} ref={headingRef}>
            {conversation.title}
          </h2>
          <p className="muted thread__people">{conversation.participants.map((p) => (p.role === 'mentor' ? `${p.name} (mentor)` : p.name)).join(', ')}</p>
        </div>
        {conversation.can_leave && (
          <button type="button" className="btn btn--ghost" onClick={() => void leave()}>
            Leave group
          </button>
        )}
      </header>
      <div className="thread__messages">
        {more && (
          <button type="button" className="btn btn--ghost thread__earlier" disabled={loadingMore} onClick={() => void earlier()}>
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
      <Composer
        conversation={conversation}
        onSent={(m) => {
          setMessages((current) => (current && !current.some((x) => x.id === m.id) ? [...current, m] : current));
          readUpTo.current = Math.max(readUpTo.current, m.id);
          onSent(m);
        }}
      />
    </section>
  );
}

function MessagesContent() {
  const { data, loading, reload, setData } = useApi(() => listConversations({ per_page: LIST_SIZE }), []);
  const [selected, setSelected] = useState<number | null>(() => (typeof window === 'undefined' ? null : selectedFromUrl()));
  const live = useStore($liveMessage);

  useEffect(() => {
    if (data) setMessagesUnread(data.meta.unread);
  }, [data]);

  // A live message moves its conversation to the top with its preview and count; an unknown one reloads the list.
  useEffect(() => {
    if (!live) return;
    setData((current) => {
      if (!current) return current;
      const found = current.data.find((c) => c.id === live.conversation_id);
      if (!found) {
        reload();
        return current;
      }
      if (found.last_message && found.last_message.id >= live.id) return current;
      const counts = !live.mine && live.conversation_id !== selected;
      const updated = { ...found, last_message: live, updated_at: live.created_at, unread: found.unread + (counts ? 1 : 0) };
      return { data: [updated, ...current.data.filter((c) => c.id !== found.id)], meta: current.meta };
    });
  }, [live, selected, setData, reload]);

  const open = (id: number | null) => {
    setSelected(id);
    setUrl(id);
  };

  const onRead = useCallback(
    (total: number) => {
      setMessagesUnread(total);
      setData((current) => current && { data: current.data.map((c) => (c.id === selected ? { ...c, unread: 0 } : c)), meta: { ...current.meta, unread: total } });
    },
    [selected, setData],
  );

  if (loading && !data) return <Loading />;
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

  const current = data.data.find((c) => c.id === selected) ?? null;
  return (
    <div className={`messenger${current ? ' messenger--thread' : ''}`} data-ready="true">
      <div className="messenger__list">
        <p className="muted messenger__summary" aria-live="polite">
          {data.meta.unread === 0 ? 'You are all caught up.' : data.meta.unread === 1 ? '1 unread message.' : `${data.meta.unread} unread messages.`}
        </p>
        <ConversationList items={data.data} selected={selected} onOpen={open} />
      </div>
      <div className="messenger__thread">
        {current ? (
          <Thread
            key={current.id}
            conversation={current}
            onBack={() => open(null)}
            onRead={onRead}
            onLeft={() => {
              open(null);
              reload();
            }}
            onSent={(m) =>
              setData((d) => d && { data: [{ ...current, last_message: m, updated_at: m.created_at }, ...d.data.filter((c) => c.id !== current.id)], meta: d.meta })
            }
          />
        ) : (
          <p className="muted messenger__pick">Choose a conversation to read it.</p>
        )}
      </div>
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
