// One file of the media library (docs/rules/studio.md, "Media"): a preview (the smallest WebP copy of
// an image, a player for audio and video, a link for a PDF), its facts, its address with a copy
// button, the alternative text editor and delete; or, inside the picker, a "Choose" button.
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { deleteMedia, updateMediaAlt } from '../../lib/api/studio-media.ts';
import { ALT_MAX, formatBytes, type MediaFile } from '../../lib/schemas/studio-media.ts';
import { confirmDialog, toast } from '../../stores/ui.ts';
import { formatDay } from './format.tsx';

const KIND_LABEL = { image: 'Image', audio: 'Audio', video: 'Video', pdf: 'PDF', captions: 'Captions (WebVTT)' } as const;

function Preview({ file }: { file: MediaFile }) {
  if (file.kind === 'image') {
    const small = file.variants[0];
    return <img className="media-card__image" src={small?.url ?? file.url} alt={file.alt} width={small?.width ?? file.width ?? undefined} height={small?.height ?? file.height ?? undefined} loading="lazy" />;
  }
  if (file.kind === 'audio') return <audio className="media-card__player" controls preload="none" src={file.url} aria-label={`Play ${file.original_name}`} />;
  if (file.kind === 'video') return <video className="media-card__player" controls preload="metadata" src={file.url} aria-label={`Play ${file.original_name}`} />;
  if (file.kind === 'captions') {
    return (
      <a className="media-card__pdf" href={file.url} target="_blank" rel="noopener">
        WebVTT captions <span className="visually-hidden">{file.original_name}</span> (opens in a new tab)
      </a>
    );
  }
  return (
    <a className="media-card__pdf" href={file.url} target="_blank" rel="noopener">
      PDF <span className="visually-hidden">{file.original_name}</span> (opens in a new tab)
    </a>
  );
}

function AltEditor({ file, onSaved }: { file: MediaFile; onSaved: (f: MediaFile) => void }) {
  const id = useId();
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  async function save(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const alt = (e.currentTarget.elements.namedItem('alt') as HTMLInputElement).value;
    setBusy(true);
    try {
      const res = await updateMediaAlt(file.id, alt);
      setError(null);
      toast('Alternative text saved.', 'success');
      onSaved(res.data);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      setError(err.field('alt') ?? err.message);
    } finally {
      setBusy(false);
    }
  }
  return (
    <form className="media-card__alt" onSubmit={save} noValidate>
      <label htmlFor={`${id}-alt`}>
        Alternative text <span className="visually-hidden">for {file.original_name}</span>
      </label>
      <input id={`${id}-alt`} name="alt" className="input" defaultValue={file.alt} maxLength={ALT_MAX} aria-invalid={error ? true : undefined} aria-describedby={error ? `${id}-error` : undefined} />
      {error ? (
        <p className="field__error" id={`${id}-error`}>
          {error}
        </p>
      ) : null}
      <button type="submit" className="btn btn--ghost" disabled={busy}>
        Save <span className="visually-hidden">alternative text for {file.original_name}</span>
      </button>
    </form>
  );
}

export function MediaCard({ file, onChanged, onPick }: { file: MediaFile; onChanged: () => void; onPick?: ((url: string, file: MediaFile) => void) | undefined }) {
  const id = useId();
  const [current, setCurrent] = useState(file);
  const [problem, setProblem] = useState<string | null>(null);
  // The address as the API gives it, without the host: content keeps working if the site moves.
  const address = current.url;

  async function copy() {
    try {
      await navigator.clipboard.writeText(address);
      toast('Address copied.', 'success');
    } catch {
      // Clipboard refused (permissions, insecure origin): the address is selectable in its field.
      (document.getElementById(`${id}-url`) as HTMLInputElement | null)?.select();
      toast('Copy the selected address with Ctrl+C or ⌘C.', 'info');
    }
  }

  async function remove(e: React.MouseEvent<HTMLButtonElement>) {
    const button = e.currentTarget;
    const ok = await confirmDialog(`Delete ${current.original_name}? Its address stops working; this cannot be undone.`, 'Delete file', { destructive: true });
    if (!ok) return button.focus();
    try {
      await deleteMedia(current.id);
      toast(`Deleted ${current.original_name}.`, 'success');
      onChanged();
    } catch (err) {
      if (!(err instanceof ApiError) || (err.status !== 409 && err.status !== 404)) throw err;
      setProblem(err.message);
      button.focus();
    }
  }

  const facts = [KIND_LABEL[current.kind], formatBytes(current.byte_size), current.width && current.height ? `${current.width}×${current.height}` : null, formatDay(current.created_at)].filter(Boolean).join(' · ');
  return (
    <li className="card media-card" data-media={current.original_name}>
      <div className="media-card__preview">
        <Preview file={current} />
      </div>
      <h3 className="media-card__name" id={`${id}-name`}>
        {current.original_name}
      </h3>
      <p className="media-card__facts muted">{facts}</p>
      {current.uploaded_by ? <p className="media-card__facts muted">Uploaded by {current.uploaded_by.name}</p> : null}
      {onPick ? (
        <button type="button" className="btn btn--primary" onClick={() => onPick(current.url, current)} aria-describedby={`${id}-name`}>
          Choose
        </button>
      ) : (
        <>
          <div className="media-card__url">
            <label htmlFor={`${id}-url`}>
              Address <span className="visually-hidden">of {current.original_name}</span>
            </label>
            <div className="media-card__row">
              <input id={`${id}-url`} className="input" readOnly value={address} onFocus={(e) => e.currentTarget.select()} />
              <button type="button" className="btn btn--ghost" onClick={copy}>
                Copy <span className="visually-hidden">the address of {current.original_name}</span>
              </button>
            </div>
          </div>
          {current.kind === 'image' ? <AltEditor file={current} onSaved={setCurrent} /> : null}
          {problem ? (
            <p className="field__error" role="alert">
              {problem}
            </p>
          ) : null}
          <button type="button" className="btn btn--ghost media-card__delete" onClick={remove}>
            Delete <span className="visually-hidden">{current.original_name}</span>
          </button>
        </>
      )}
    </li>
  );
}
