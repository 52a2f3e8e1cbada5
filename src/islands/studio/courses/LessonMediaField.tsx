// A lesson's audio, video and PDF files in its editor (docs/rules/studio.md, "Lessons"): chosen or
// uploaded through the media library, titled, ordered, removed; a video's poster and the caption
// tracks of audio and video (docs/rules/studio.md, "Captions"). Saved with the lesson.
import { useState } from 'react';
import type { MediaFile } from '../../../lib/schemas/studio-media.ts';
import MediaPicker from '../MediaPicker.tsx';
import type { Errors } from './fields.tsx';
import { newKey } from './QuestionBuilders.tsx';
import { LessonPosterField, LessonTracksField, type TrackDraft } from './LessonTracksField.tsx';

export type MediaDraft = { key: string; file?: string; media_id?: number; type: string; title: string; poster: { media_id: number; url: string } | null; tracks: TrackDraft[] };

const TYPE_LABELS: Record<string, string> = { audio: 'Audio', video: 'Video', pdf: 'PDF' };

export function LessonMediaField({ items, onChange, errors }: { items: MediaDraft[]; onChange: (items: MediaDraft[]) => void; errors: Errors }) {
  const [notice, setNotice] = useState('');
  function pick(_url: string, file: MediaFile) {
    if (file.kind === 'image') return setNotice('Attach audio, video or a PDF here; images belong in the text or as the course image.');
    if (file.kind === 'captions') return setNotice('A captions file goes with a video or audio file: attach that first, then add the captions to it.');
    setNotice('');
    onChange([...items, { key: newKey(), media_id: file.id, type: file.kind, title: file.original_name.replace(/\.[^.]+$/, ''), poster: null, tracks: [] }]);
  }
  const move = (from: number, to: number) => {
    const copy = [...items];
    const [item] = copy.splice(from, 1);
    copy.splice(to, 0, item!);
    onChange(copy);
  };
  return (
    <fieldset className="studio-builder">
      <legend>Audio, video and PDF files</legend>
      {items.length === 0 ? <p className="muted">None yet. Learners see them with the lesson, streamed only to those enrolled.</p> : null}
      <ol>
        {items.map((m, i) => {
          const error = [...(errors[`media.${i}.media_id`] ?? []), ...(errors[`media.${i}.file`] ?? []), ...(errors[`media.${i}.title`] ?? [])];
          return (
            <li key={m.key} className="studio-builder__row">
              <span className="studio-badge studio-badge--muted">{TYPE_LABELS[m.type] ?? m.type}</span>
              <label htmlFor={`media-${m.key}`} className="visually-hidden">
                Title of file {i + 1}
              </label>
              <input id={`media-${m.key}`} value={m.title} maxLength={200} onChange={(e) => onChange(items.map((x) => (x.key === m.key ? { ...x, title: e.target.value } : x)))} aria-describedby={error.length ? `media-${m.key}-error` : undefined} />
              <span className="studio-row-tools">
                <button type="button" className="btn btn--ghost" disabled={i === 0} onClick={() => move(i, i - 1)} aria-label={`Move file ${i + 1} up`}>
                  ↑
                </button>
                <button type="button" className="btn btn--ghost" disabled={i === items.length - 1} onClick={() => move(i, i + 1)} aria-label={`Move file ${i + 1} down`}>
                  ↓
                </button>
                <button type="button" className="btn btn--ghost" onClick={() => onChange(items.filter((x) => x.key !== m.key))} aria-label={`Remove file ${i + 1}`}>
                  Remove
                </button>
              </span>
              {error.length ? (
                <p className="field-error" id={`media-${m.key}-error`}>
                  {error.join(' ')}
                </p>
              ) : null}
              {m.type === 'video' ? <LessonPosterField item={m} index={i} errors={errors} onChange={(poster) => onChange(items.map((x) => (x.key === m.key ? { ...x, poster } : x)))} /> : null}
              {m.type !== 'pdf' ? <LessonTracksField item={m} index={i} errors={errors} onChange={(tracks) => onChange(items.map((x) => (x.key === m.key ? { ...x, tracks } : x)))} /> : null}
            </li>
          );
        })}
      </ol>
      {notice ? (
        <p className="field-error" role="alert">
          {notice}
        </p>
      ) : null}
      <MediaPicker label="Add a file from the media library" onPick={pick} />
    </fieldset>
  );
}
