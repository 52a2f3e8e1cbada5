// A lesson's audio or video with its caption tracks and transcript (docs/rules/learning.md, "Lesson
// media"): <track> elements load the WebVTT files for the browser's own captions; the transcript is
// the same cues as text in the page (not read back through the TextTrack API), in a <details> that
// opens and closes without script. The cue being spoken is marked aria-current; a cue is a button,
// so a click or Enter seeks there. A filter box narrows the cues to those containing a word.
import { useId, useMemo, useRef, useState } from 'react';
import type { LessonMedia } from '../../lib/schemas/learning.ts';
import { m } from '../../paraglide/messages.js';
import './transcript.css';

type Cue = LessonMedia['tracks'][number]['cues'][number];

/** "1:02" or "1:02:03": short enough to scan down a transcript. */
export function cueTime(seconds: number): string {
  const s = Math.floor(seconds);
  const h = Math.floor(s / 3600);
  const m = Math.floor((s % 3600) / 60);
  const ss = String(s % 60).padStart(2, '0');
  return h ? `${h}:${String(m).padStart(2, '0')}:${ss}` : `${m}:${ss}`;
}

function Highlighted({ text, word }: { text: string; word: string }) {
  if (!word) return <>{text}</>;
  const parts = text.split(new RegExp(`(${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')})`, 'gi'));
  return <>{parts.map((p, i) => (i % 2 ? <mark key={i}>{p}</mark> : p))}</>;
}

function Transcript({ item, time, onSeek }: { item: LessonMedia; time: number; onSeek: (seconds: number) => void }) {
  const id = useId();
  const tracks = item.tracks;
  const [lang, setLang] = useState(() => (tracks.find((t) => t.default) ?? tracks[0])!.srclang);
  const [filter, setFilter] = useState('');
  const track = tracks.find((t) => t.srclang === lang) ?? tracks[0]!;
  const word = filter.trim();
  const shown = useMemo(() => (word ? track.cues.filter((c) => c.text.toLowerCase().includes(word.toLowerCase())) : track.cues), [track, word]);
  const current = track.cues.find((c) => time >= c.start && time < c.end);
  return (
    <details className="transcript" open>
      <summary>{m.learning_transcript_of({ title: item.title })}</summary>
      <div className="transcript__tools">
        {tracks.length > 1 ? (
          <span className="field">
            <label htmlFor={`${id}-lang`}>{m.learning_transcript_language()}</label>
            <select id={`${id}-lang`} value={lang} onChange={(e) => setLang(e.target.value as typeof lang)}>
              {tracks.map((t) => (
                <option key={`${t.srclang}-${t.kind}`} value={t.srclang}>
                  {t.label}
                </option>
              ))}
            </select>
          </span>
        ) : null}
        <span className="field">
          <label htmlFor={`${id}-filter`}>{m.learning_transcript_search()}</label>
          <input id={`${id}-filter`} type="search" value={filter} onChange={(e) => setFilter(e.target.value)} aria-describedby={`${id}-count`} />
        </span>
        <p id={`${id}-count`} className="muted transcript__count" aria-live="polite">
          {word ? m.learning_transcript_matches({ count: shown.length }) : ''}
        </p>
      </div>
      {shown.length ? (
        <ol className="transcript__cues" lang={track.srclang}>
          {shown.map((c: Cue) => (
            <li key={`${c.start}-${c.end}-${c.text.slice(0, 20)}`}>
              <button type="button" className="transcript__cue" aria-current={c === current ? 'true' : undefined} onClick={() => onSeek(c.start)}>
                <span className="transcript__time">{cueTime(c.start)}</span> <span className="transcript__text"><Highlighted text={c.text} word={word} /></span>
              </button>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">{word ? m.learning_transcript_no_match({ word }) : m.learning_transcript_empty()}</p>
      )}
    </details>
  );
}

export function MediaPlayer({ item }: { item: LessonMedia }) {
  const media = useRef<HTMLVideoElement & HTMLAudioElement>(null);
  const [time, setTime] = useState(0);
  const seek = (seconds: number) => {
    const el = media.current;
    if (!el) return;
    el.currentTime = seconds;
    setTime(seconds);
  };
  const tracks = item.tracks.map((t) => <track key={`${t.srclang}-${t.kind}`} kind={t.kind} srcLang={t.srclang} label={t.label} src={t.src} default={t.default} />);
  const common = { ref: media, controls: true, preload: 'metadata', src: item.url, onTimeUpdate: () => setTime(media.current?.currentTime ?? 0) } as const;
  const labelId = `media-${item.file}`;
  return (
    <figure className={`lesson-media${item.tracks.length ? ' lesson-media--captioned' : ''}`}>
      {item.type === 'audio' ? (
        <>
          <figcaption id={labelId}>{item.title}</figcaption>
          <audio {...common} aria-labelledby={labelId}>
            {tracks}
          </audio>
        </>
      ) : (
        <>
          <video {...common} aria-label={item.title} playsInline poster={item.poster ?? undefined}>
            {tracks}
          </video>
          <figcaption>{item.title}</figcaption>
        </>
      )}
      {item.tracks.length ? <Transcript item={item} time={time} onSeek={seek} /> : null}
    </figure>
  );
}
