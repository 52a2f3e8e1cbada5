// The rich-text editor's "Image" dialog (docs/rules/studio.md, "Inline images"): pick an image from the
// media library (or upload one there), then describe it. Alt text is required unless "Decorative image"
// is ticked (then alt=""); the error shows beside the field and nothing is inserted. A native modal
// dialog keeps focus inside and closes on Escape; focus starts on its heading, moves to the alt text
// once an image is chosen, and goes back to the opening button when the dialog closes without an
// image (after inserting, the editor gets it, at the new image).
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import { createPortal } from 'react-dom';
import { ALT_MAX, type MediaFile } from '../../lib/schemas/studio-media.ts';
import { MediaBrowser } from './MediaBrowser.tsx';

export type InsertedImage = { src: string; alt: string; width: number | null; height: number | null };

const ALT_REQUIRED = 'Describe the image for people who cannot see it, or tick "Decorative image".';

export default function InsertImageDialog({ onInsert, onClosed }: { onInsert: (image: InsertedImage) => void; onClosed: (inserted: boolean) => void }) {
  const id = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const inserted = useRef(false);
  const [file, setFile] = useState<MediaFile | null>(null);
  const [alt, setAlt] = useState('');
  const [decorative, setDecorative] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
    document.getElementById(`${id}-title`)?.focus();
  }, [id]);

  useEffect(() => {
    if (file) document.getElementById(`${id}-alt`)?.focus();
  }, [file, id]);

  function choose(_url: string, chosen: MediaFile) {
    setFile(chosen);
    setAlt(chosen.alt);
    setDecorative(false);
    setError(null);
  }

  function insert(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!file) return;
    const text = alt.replace(/\s+/g, ' ').trim();
    if (!decorative && text === '') {
      setError(ALT_REQUIRED);
      document.getElementById(`${id}-alt`)?.focus();
      return;
    }
    inserted.current = true;
    onInsert({ src: file.url, alt: decorative ? '' : text, width: file.width, height: file.height });
    dialog.current?.close();
  }

  const preview = file?.variants[0];
  return createPortal(
    // Put at the end of the body so its forms never nest in the editor's form; submit events stop here,
    // since React passes them up through the portal to the form that holds the editor.
    <dialog ref={dialog} className="app-dialog media-picker" aria-labelledby={`${id}-title`} onClose={() => onClosed(inserted.current)} onSubmit={(e) => e.stopPropagation()}>
      <div className="media-picker__top">
        <h2 id={`${id}-title`} tabIndex={-1}>
          Insert an image
        </h2>
        <button type="button" className="btn btn--ghost" onClick={() => dialog.current?.close()}>
          Cancel <span className="visually-hidden">inserting an image</span>
        </button>
      </div>
      {file ? (
        <form className="insert-image" onSubmit={insert} noValidate>
          <div className="insert-image__chosen">
            <img src={preview?.url ?? file.url} alt="" width={preview?.width ?? file.width ?? undefined} height={preview?.height ?? file.height ?? undefined} />
            <p>
              <strong>{file.original_name}</strong>
              {file.width && file.height ? <span className="muted"> · {file.width}×{file.height}</span> : null}
            </p>
            <button
              type="button"
              className="btn btn--ghost"
              onClick={() => {
                setFile(null);
                // The button goes with the form: the heading takes focus back above the library.
                requestAnimationFrame(() => document.getElementById(`${id}-title`)?.focus());
              }}
            >
              Choose another image
            </button>
          </div>
          <div className="field">
            <label htmlFor={`${id}-alt`}>Alternative text</label>
            <p className="field-hint" id={`${id}-alt-hint`}>
              What the image shows, for people who cannot see it. Saved in this text only; the library's own text is not changed.
            </p>
            <input
              id={`${id}-alt`}
              className="input"
              value={decorative ? '' : alt}
              maxLength={ALT_MAX}
              disabled={decorative}
              onChange={(e) => {
                setAlt(e.currentTarget.value);
                setError(null);
              }}
              aria-describedby={`${id}-alt-hint${error ? ` ${id}-alt-error` : ''}`}
              aria-invalid={error ? true : undefined}
            />
            {error ? (
              <p className="field-error" id={`${id}-alt-error`}>
                {error}
              </p>
            ) : null}
          </div>
          <div className="field--check">
            <input
              id={`${id}-decorative`}
              type="checkbox"
              checked={decorative}
              onChange={(e) => {
                setDecorative(e.currentTarget.checked);
                setError(null);
              }}
              aria-describedby={`${id}-decorative-hint`}
            />
            <label htmlFor={`${id}-decorative`}>Decorative image</label>
          </div>
          <p className="field-hint" id={`${id}-decorative-hint`}>
            Only for an image that adds nothing to the text: screen readers will skip it.
          </p>
          <div className="app-dialog__actions">
            <button type="submit" className="btn btn--primary">
              Insert image
            </button>
          </div>
        </form>
      ) : (
        <MediaBrowser onPick={choose} kind="image" />
      )}
    </dialog>,
    document.body,
  );
}
