// Choosing a file from the media library inside another studio form (a course image, a lesson's
// media): a button opens the library in a native modal dialog, where files can also be uploaded.
// The browser keeps focus inside the dialog and closes it on Escape; focus starts on the dialog's
// heading and returns to the opening button when it closes, chosen or not. Choosing calls
// onPick(url, file) with the file's address and the whole file (its variants, size, alt text).
import { useEffect, useId, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import type { MediaFile, MediaKind } from '../../lib/schemas/studio-media.ts';
import { MediaBrowser } from './MediaBrowser.tsx';

export type MediaPickerProps = {
  onPick: (url: string, file: MediaFile) => void;
  /** Offer only files of this kind. */
  kind?: MediaKind;
  /** The opening button's text. */
  label?: string;
};

export default function MediaPicker({ onPick, kind, label = 'Choose from the media library' }: MediaPickerProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const dialog = useRef<HTMLDialogElement>(null);
  const opener = useRef<HTMLButtonElement>(null);

  useEffect(() => {
    const d = dialog.current;
    if (!open || !d) return;
    if (!d.open) d.showModal();
    document.getElementById(`${id}-title`)?.focus();
  }, [open, id]);

  function close() {
    dialog.current?.close();
  }

  function closed() {
    setOpen(false);
    opener.current?.focus();
  }

  function pick(url: string, file: MediaFile) {
    onPick(url, file);
    close();
  }

  return (
    <>
      <button ref={opener} type="button" className="btn btn--ghost" aria-haspopup="dialog" onClick={() => setOpen(true)}>
        {label}
      </button>
      {/* The picker sits inside other forms (a course's details, a lesson): the dialog is put at the end
          of the body so its upload form is never nested in theirs, and its submit events stop here,
          since React passes events up through a portal to the form that holds the picker. */}
      {open ? createPortal(
        <dialog ref={dialog} className="app-dialog media-picker" aria-labelledby={`${id}-title`} onClose={closed} onSubmit={(e) => e.stopPropagation()}>
          <div className="media-picker__top">
            <h2 id={`${id}-title`} tabIndex={-1}>
              Media library
            </h2>
            <button type="button" className="btn btn--ghost" onClick={close}>
              Close <span className="visually-hidden">the media library</span>
            </button>
          </div>
          <MediaBrowser onPick={pick} kind={kind} />
        </dialog>,
        document.body,
      ) : null}
    </>
  );
}
