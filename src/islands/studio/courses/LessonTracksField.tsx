// A lesson video's poster and the caption tracks of its audio or video (docs/rules/studio.md,
// "Captions"): WebVTT files from the media library, each with a language, the label the player's menu
// shows, captions or subtitles, and at most one default.
import { useState } from 'react';
import { CAPTION_LANGUAGE_CODES, CAPTION_LANGUAGES, type CaptionLanguage, type TrackKind } from '../../../lib/schemas/captions.ts';
import type { MediaFile } from '../../../lib/schemas/studio-media.ts';
import MediaPicker from '../MediaPicker.tsx';
import type { Errors } from './fields.tsx';
import type { MediaDraft } from './LessonMediaField.tsx';
import { newKey } from './QuestionBuilders.tsx';

export type TrackDraft = { key: string; media_id: number; name: string; language: CaptionLanguage; label: string; kind: TrackKind; default: boolean };

type Props<T> = { item: MediaDraft; index: number; errors: Errors; onChange: (value: T) => void };

export function LessonPosterField({ item, index, errors, onChange }: Props<MediaDraft['poster']>) {
  const error = errors[`media.${index}.poster_id`];
  return (
    <div className="studio-media-extra">
      <p className="studio-media-extra__title">Poster</p>
      {item.poster ? <img src={item.poster.url} alt="" width={160} height={90} className="studio-poster" /> : <p className="muted">No poster: the player shows the video’s first frame.</p>}
      <span className="studio-row-tools">
        <MediaPicker kind="image" label={item.poster ? `Change the poster of “${item.title}”` : `Choose a poster for “${item.title}”`} onPick={(url, file) => onChange({ media_id: file.id, url: file.variants[1]?.url ?? url })} />
        {item.poster ? (
          <button type="button" className="btn btn--ghost" onClick={() => onChange(null)}>
            Remove poster
          </button>
        ) : null}
      </span>
      {error ? <p className="field-error">{error.join(' ')}</p> : null}
    </div>
  );
}

export function LessonTracksField({ item, index, errors, onChange }: Props<TrackDraft[]>) {
  const [notice, setNotice] = useState('');
  const tracks = item.tracks;
  const update = (key: string, change: Partial<TrackDraft>) =>
    onChange(tracks.map((t) => (t.key === key ? { ...t, ...change } : change.default ? { ...t, default: false } : t)));
  function pick(_url: string, file: MediaFile) {
    if (file.kind !== 'captions') return setNotice('Choose a WebVTT captions file (.vtt); upload one in the picker if it is not there yet.');
    setNotice('');
    const used = new Set(tracks.map((t) => t.language));
    const language = CAPTION_LANGUAGE_CODES.find((c) => !used.has(c)) ?? 'en';
    onChange([...tracks, { key: newKey(), media_id: file.id, name: file.original_name, language, label: CAPTION_LANGUAGES[language], kind: 'captions', default: tracks.length === 0 }]);
  }
  const listError = errors[`media.${index}.tracks`];
  return (
    <fieldset className="studio-media-extra">
      <legend className="studio-media-extra__title">Captions of “{item.title}”</legend>
      {tracks.length === 0 ? <p className="muted">No captions yet: learners who cannot hear it miss what is said.</p> : null}
      <ul className="studio-tracks">
        {tracks.map((t, j) => {
          const base = `media.${index}.tracks.${j}`;
          const id = `track-${t.key}`;
          const error = [...(errors[`${base}.media_id`] ?? []), ...(errors[`${base}.language`] ?? []), ...(errors[`${base}.label`] ?? []), ...(errors[`${base}.kind`] ?? [])];
          return (
            <li key={t.key} className="studio-tracks__row">
              <span className="studio-tracks__file">{t.name}</span>
              <span className="field">
                <label htmlFor={`${id}-lang`}>Language</label>
                <select id={`${id}-lang`} value={t.language} onChange={(e) => {
                  const language = e.target.value as CaptionLanguage;
                  update(t.key, { language, label: t.label === CAPTION_LANGUAGES[t.language] ? CAPTION_LANGUAGES[language] : t.label });
                }}>
                  {CAPTION_LANGUAGE_CODES.map((c) => (
                    <option key={c} value={c}>
                      {CAPTION_LANGUAGES[c]} ({c})
                    </option>
                  ))}
                </select>
              </span>
              <span className="field">
                <label htmlFor={`${id}-label`}>Label in the player</label>
                <input id={`${id}-label`} value={t.label} maxLength={60} onChange={(e) => update(t.key, { label: e.target.value })} aria-invalid={error.length ? true : undefined} aria-describedby={error.length ? `${id}-error` : undefined} />
              </span>
              <span className="field">
                <label htmlFor={`${id}-kind`}>Kind</label>
                <select id={`${id}-kind`} value={t.kind} onChange={(e) => update(t.key, { kind: e.target.value as TrackKind })}>
                  <option value="captions">Captions (speech and sounds)</option>
                  <option value="subtitles">Subtitles (translation)</option>
                </select>
              </span>
              <span className="studio-row-tools">
                <label className="checkbox">
                  <input type="checkbox" checked={t.default} onChange={(e) => update(t.key, { default: e.target.checked })} /> Shown by default
                </label>
                <button type="button" className="btn btn--ghost" onClick={() => onChange(tracks.filter((x) => x.key !== t.key))} aria-label={`Remove the ${t.label} track`}>
                  Remove
                </button>
              </span>
              {error.length ? (
                <p className="field-error" id={`${id}-error`}>
                  {error.join(' ')}
                </p>
              ) : null}
            </li>
          );
        })}
      </ul>
      {listError || notice ? (
        <p className="field-error" role="alert">
          {[...(listError ?? []), notice].filter(Boolean).join(' ')}
        </p>
      ) : null}
      <MediaPicker kind="captions" label={`Add captions to “${item.title}”`} onPick={pick} />
    </fieldset>
  );
}
