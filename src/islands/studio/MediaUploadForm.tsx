// The media library's upload form (docs/rules/studio.md, "Media"): a labelled file input and the
// alternative text, "Uploading…" while the file travels, and the server's reasons (a type it does not
// take, a file over its kind's limit, alt text too long) shown under their fields.
import { useId, useState, type FormEvent } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { uploadMedia } from '../../lib/api/studio-media.ts';
import { ALT_MAX, type MediaFile } from '../../lib/schemas/studio-media.ts';
import { toast } from '../../stores/ui.ts';

type Errors = Record<string, string[]>;

const ACCEPT = 'image/png,image/jpeg,image/webp,image/gif,audio/mpeg,audio/mp4,audio/ogg,audio/wav,video/mp4,video/webm,application/pdf,text/vtt,.mp3,.m4a,.ogg,.wav,.mp4,.webm,.pdf,.vtt';

export function MediaUploadForm({ onUploaded }: { onUploaded: (file: MediaFile) => void }) {
  const id = useId();
  const [busy, setBusy] = useState(false);
  const [errors, setErrors] = useState<Errors>({});

  async function submit(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    const form = e.currentTarget;
    const input = form.elements.namedItem('file') as HTMLInputElement;
    const alt = (form.elements.namedItem('alt') as HTMLInputElement).value;
    const file = input.files?.[0];
    if (!file) {
      setErrors({ file: ['Choose a file to upload.'] });
      return input.focus();
    }
    setBusy(true);
    setErrors({});
    try {
      const res = await uploadMedia(file, alt);
      form.reset();
      toast(`Uploaded ${res.data.original_name}.`, 'success');
      onUploaded(res.data);
    } catch (err) {
      if (!(err instanceof ApiError)) throw err;
      // Field errors go beside their fields; anything else (too large, offline) is about the file.
      const fields = Object.keys(err.errors).length ? err.errors : { file: [err.message] };
      setErrors(fields);
      (form.elements.namedItem(fields.alt && !fields.file ? 'alt' : 'file') as HTMLInputElement | null)?.focus();
    } finally {
      setBusy(false);
    }
  }

  const fileError = errors.file?.join(' ');
  const altError = errors.alt?.join(' ');
  return (
    <form className="card studio-form media-upload" onSubmit={submit} aria-labelledby={`${id}-heading`} noValidate>
      <h2 id={`${id}-heading`}>Upload a file</h2>
      <div className="field">
        <label htmlFor={`${id}-file`}>File</label>
        <p className="field__hint" id={`${id}-file-hint`}>
          Images (PNG, JPEG, WebP, GIF) up to 10 MB, PDF, audio (MP3, M4A, OGG, WAV) video (MP4, WebM) and WebVTT captions (.vtt, up to 1 MB); at most 12 MB per upload for now.
        </p>
        <input id={`${id}-file`} name="file" type="file" accept={ACCEPT} className="input" disabled={busy} aria-invalid={fileError ? true : undefined} aria-describedby={`${id}-file-hint${fileError ? ` ${id}-file-error` : ''}`} />
        {fileError ? (
          <p className="field__error" id={`${id}-file-error`}>
            {fileError}
          </p>
        ) : null}
      </div>
      <div className="field">
        <label htmlFor={`${id}-alt`}>Alternative text (images)</label>
        <p className="field__hint" id={`${id}-alt-hint`}>
          What the image shows, for people who cannot see it. Leave empty for a purely decorative image.
        </p>
        <input id={`${id}-alt`} name="alt" className="input" maxLength={ALT_MAX} disabled={busy} aria-invalid={altError ? true : undefined} aria-describedby={`${id}-alt-hint${altError ? ` ${id}-alt-error` : ''}`} />
        {altError ? (
          <p className="field__error" id={`${id}-alt-error`}>
            {altError}
          </p>
        ) : null}
      </div>
      <button type="submit" className="btn btn--primary" disabled={busy}>
        {busy ? 'Uploading…' : 'Upload'}
      </button>
      <p className="visually-hidden" role="status">
        {busy ? 'Uploading…' : ''}
      </p>
    </form>
  );
}
