// Writing a post (docs/rules/discussions.md, "Mentions"): a labelled text area whose `@` opens
// suggestions of classmates. The list is driven from the keyboard without leaving the field (arrows
// move, Enter or Tab choose, Escape closes) and announced through aria-activedescendant; choosing
// writes `@Full Name` and remembers the member, whose id goes with the post.
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent } from 'react';
import { mentionSuggestions, type DiscussionPlace } from '../../lib/api/discussions.ts';
import { POST_MAX_CHARS } from '../../lib/schemas/discussions.ts';
import { m } from '../../paraglide/messages.js';

type Person = { id: number; name: string };
type Props = {
  place: DiscussionPlace;
  label: string;
  submitLabel: string;
  initial?: string;
  initialMentions?: Person[];
  busy: boolean;
  error: string | null;
  onInput?: () => void;
  onSubmit: (text: string, mentioned: Person[]) => Promise<boolean>;
  onCancel?: () => void;
  autoFocus?: boolean;
};

/** The `@…` being typed just before the caret (one or two words), or null. */
function mentionAt(text: string, caret: number): { start: number; query: string } | null {
  const m = /(^|\s)@([^\s@]{0,30}(?: [^\s@]{0,30})?)$/u.exec(text.slice(0, caret));
  if (!m) return null;
  return { start: caret - m[2]!.length - 1, query: m[2]! };
}

export function PostComposer(p: Props) {
  const [text, setText] = useState(p.initial ?? '');
  const [mentioned, setMentioned] = useState<Person[]>(p.initialMentions ?? []);
  const [suggestions, setSuggestions] = useState<Person[]>([]);
  const [active, setActive] = useState(0);
  const [typing, setTyping] = useState<{ start: number; query: string } | null>(null);
  const field = useRef<HTMLTextAreaElement>(null);
  const id = useId();
  const listId = `${id}-mentions`;
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;

  useEffect(() => {
    if (p.autoFocus) field.current?.focus();
  }, [p.autoFocus]);

  useEffect(() => {
    if (!typing) return setSuggestions([]);
    let live = true;
    const timer = window.setTimeout(() => {
      mentionSuggestions(p.place, typing.query).then(
        (r) => live && (setSuggestions(r.data), setActive(0)),
        () => live && setSuggestions([]),
      );
    }, 150);
    return () => {
      live = false;
      window.clearTimeout(timer);
    };
  }, [typing?.query, p.place.kind, p.place.id]);

  const follow = (value: string, caret: number) => {
    setText(value);
    setTyping(mentionAt(value, caret));
    p.onInput?.();
  };

  const choose = (person: Person) => {
    if (!typing) return;
    const before = text.slice(0, typing.start);
    const after = text.slice(typing.start + 1 + typing.query.length);
    const inserted = `@${person.name} `;
    const value = before + inserted + after.replace(/^ /, '');
    setText(value);
    setMentioned((m) => (m.some((x) => x.id === person.id) ? m : [...m, person]));
    setTyping(null);
    const caret = before.length + inserted.length;
    requestAnimationFrame(() => field.current?.setSelectionRange(caret, caret));
  };

  const open = typing !== null && suggestions.length > 0;
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (!open) return;
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setActive((a) => (a + (e.key === 'ArrowDown' ? 1 : suggestions.length - 1)) % suggestions.length);
    } else if (e.key === 'Enter' || e.key === 'Tab') {
      e.preventDefault();
      choose(suggestions[active]!);
    } else if (e.key === 'Escape') {
      e.preventDefault();
      setTyping(null);
    }
  };

  const submit = async (e: FormEvent) => {
    e.preventDefault();
    if (p.busy) return;
    if (await p.onSubmit(text, mentioned)) {
      setText('');
      setMentioned([]);
      setTyping(null);
    } else field.current?.focus();
  };

  return (
    <form className="composer" onSubmit={submit} noValidate>
      <label htmlFor={`${id}-text`}>{p.label}</label>
      <div className="composer__field">
        <textarea
          id={`${id}-text`}
          ref={field}
          value={text}
          rows={3}
          maxLength={POST_MAX_CHARS}
          aria-describedby={p.error ? `${errorId} ${hintId}` : hintId}
          aria-invalid={p.error ? true : undefined}
          aria-autocomplete="list"
          aria-controls={listId}
          aria-activedescendant={open ? `${listId}-${suggestions[active]!.id}` : undefined}
          onChange={(e) => follow(e.target.value, e.target.selectionStart)}
          onKeyDown={onKeyDown}
          onBlur={() => window.setTimeout(() => setTyping(null), 150)}
        />
        <ul id={listId} role="listbox" aria-label={m.learning_disc_mention_list()} className="composer__mentions" hidden={!open}>
          {suggestions.map((s, i) => (
            <li
              key={s.id}
              id={`${listId}-${s.id}`}
              role="option"
              aria-selected={i === active}
              onMouseDown={(e) => {
                e.preventDefault();
                choose(s);
              }}
            >
              @{s.name}
            </li>
          ))}
        </ul>
      </div>
      {p.error && (
        <p id={errorId} className="field-error" role="alert">
          {p.error}
        </p>
      )}
      <p id={hintId} className="composer__hint">
        {m.learning_disc_hint()}
      </p>
      <div className="composer__actions">
        <button type="submit" className="btn btn--primary" disabled={p.busy}>
          {p.busy ? m.learning_disc_sending() : p.submitLabel}
        </button>
        {p.onCancel && (
          <button type="button" className="btn btn--ghost" onClick={p.onCancel}>
            {m.learning_cancel()}
          </button>
        )}
      </div>
    </form>
  );
}
