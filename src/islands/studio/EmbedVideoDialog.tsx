// The rich-text editor's "Video" dialog (docs/rules/studio.md, "Video embeds"): the address of a
// YouTube or Vimeo video and a title read out by screen readers, each refused beside its field when
// missing or not understood. A native modal dialog: focus starts on the address, stays inside,
// Escape closes it and focus goes back to the opening button (after inserting, to the editor).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { parseVideoAddress, TITLE_MAX } from '../../lib/video-embeds.ts';
import type { EmbedAttrs } from './video-embed-node.ts';

const ADDRESS_ERROR = 'Paste the address of a YouTube or Vimeo video, for example https://www.youtube.com/watch?v=…';
const TITLE_ERROR = 'Give the video a title: screen readers read it out, and it is the link shown without script.';

export default function EmbedVideoDialog({ onInsert, onClosed }: { onInsert: (embed: EmbedAttrs) => void; onClosed: (inserted: boolean) => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const inserted = useRef(false);
  const [errors, setErrors] = useState<{ address?: string; title?: string }>({});

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    document.getElementById(`${id}-address`)?.focus();
  }, [id]);

  function insert(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    e.stopPropagation();
    const form = new FormData(e.currentTarget);
    const video = parseVideoAddress(String(form.get('address') ?? ''));
    const title = String(form.get('title') ?? '').replace(/\s+/g, ' ').trim();
    const found = { ...(video ? {} : { address: ADDRESS_ERROR }), ...(title ? {} : { title: TITLE_ERROR }) };
    setErrors(found);
    if (!video || !title) {
      document.getElementById(`${id}-${video ? 'title' : 'address'}`)?.focus();
      return;
    }
    inserted.current = true;
    onInsert({ ...video, title });
    dialog.current?.close();
  }

  const field = (name: 'address' | 'title', label: string, hint: string, extra: { type?: string; maxLength?: number }) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      <p className="field-hint" id={`${id}-${name}-hint`}>
        {hint}
      </p>
      <input
        id={`${id}-${name}`}
        name={name}
        className="input"
        {...extra}
        aria-describedby={`${id}-${name}-hint${errors[name] ? ` ${id}-${name}-error` : ''}`}
        aria-invalid={errors[name] ? true : undefined}
        onChange={() => errors[name] && setErrors({ ...errors, [name]: undefined })}
      />
      {errors[name] ? (
        <p className="field-error" id={`${id}-${name}-error`}>
          {errors[name]}
        </p>
      ) : null}
    </div>
  );

  return createPortal(
    <dialog ref={dialog} className="app-dialog" aria-labelledby={`${id}-heading`} onClose={() => onClosed(inserted.current)} onSubmit={(e) => e.stopPropagation()}>
      <form className="stack" onSubmit={insert} noValidate>
        <h2 id={`${id}-heading`}>Embed a video</h2>
        {field('address', 'Video address', 'A YouTube or Vimeo link. The player loads only when a reader presses Play.', { type: 'url' })}
        {field('title', 'Title', 'What the video is, in a few words.', { maxLength: TITLE_MAX })}
        <div className="app-dialog__actions">
          <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()}>
            Cancel
          </button>
          <button type="submit" className="btn btn--primary">
            Embed video
          </button>
        </div>
      </form>
    </dialog>,
    document.body,
  );
}
