// The lesson player's "Reflect" panel (docs/rules/journal.md): the lesson's prompt (or the default),
// a free-text entry, and a check-in of five moods and energy 1–5, saved to the member's private
// journal like lesson work: a draft kept on the device on every change (never lost on a reload), and
// a save made offline waits on the device and is sent when the connection returns.
import { useStore } from '@nanostores/react';
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { getReflection, saveReflection } from '../../lib/api/journal.ts';
import { MOODS, type LessonReflection, type Mood } from '../../lib/schemas/journal.ts';
import { $reflectionQueue, clearDraft, dropReflection, newerDraft, putDraft, queueReflection } from '../../stores/journal-offline.ts';
import { toast } from '../../stores/ui.ts';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import { isOffline, loadWithCache, newClientSaveId } from './offline.ts';

type Status = 'idle' | 'saving' | 'saved' | 'queued' | 'draft';

/** A mood's word in the page's language (MOODS holds the English ones). */
function moodLabel(key: Mood): string {
  const labels: Record<Mood, () => string> = { great: m.learning_mood_great, good: m.learning_mood_good, okay: m.learning_mood_okay, low: m.learning_mood_low, rough: m.learning_mood_rough };
  return labels[key]();
}

let flushing: Promise<void> | null = null;

/** Sends the reflections saved offline, oldest first; stops at the first network failure. */
export function flushReflections(): Promise<void> {
  if (flushing) return flushing;
  const run = async () => {
    for (;;) {
      const [item] = $reflectionQueue.get();
      if (!item) return;
      try {
        await saveReflection(item.lessonId, { ...item.body, client_save_id: item.clientSaveId, written_at: new Date(item.queuedAt).toISOString() });
      } catch (err) {
        if (!(err instanceof ApiError) || err.status === 0 || err.status >= 500 || err.status === 429 || err.status === 401) return;
        toast(m.learning_reflect_offline_failed({ error: err.message }), 'error');
      }
      dropReflection(item.clientSaveId);
    }
  };
  flushing = run().finally(() => {
    flushing = null;
  });
  return flushing;
}

export function ReflectPanel({ lessonId }: { lessonId: number }) {
  const [reflection, setReflection] = useState<LessonReflection | null>(null);
  const [body, setBody] = useState('');
  const [mood, setMood] = useState<Mood | null>(null);
  const [energy, setEnergy] = useState<number | null>(null);
  const [status, setStatus] = useState<Status>('idle');
  const [error, setError] = useState<string | null>(null);
  const waiting = useStore($reflectionQueue).some((q) => q.lessonId === lessonId);

  useEffect(() => {
    let live = true;
    void flushReflections();
    loadWithCache(`/auth/journal/lessons/${lessonId}`, () => getReflection(lessonId)).then(
      ({ data }) => {
        if (!live) return;
        setReflection(data);
        const draft = newerDraft(lessonId, data.entry?.written_at ?? null);
        const from = draft ?? { body: data.entry?.body ?? '', mood: data.entry?.mood ?? null, energy: data.entry?.energy ?? null };
        setBody(from.body);
        setMood(from.mood ?? null);
        setEnergy(from.energy ?? null);
        setStatus(draft ? 'draft' : data.entry ? 'saved' : 'idle');
      },
      () => undefined,
    );
    const online = () => void flushReflections();
    window.addEventListener('online', online);
    return () => {
      live = false;
      window.removeEventListener('online', online);
    };
  }, [lessonId]);

  if (!reflection) return null;

  function change(next: { body?: string; mood?: Mood | null; energy?: number | null }) {
    const value = { body: next.body ?? body, mood: next.mood !== undefined ? next.mood : mood, energy: next.energy !== undefined ? next.energy : energy };
    if (next.body !== undefined) setBody(next.body);
    if (next.mood !== undefined) setMood(next.mood);
    if (next.energy !== undefined) setEnergy(next.energy);
    putDraft(lessonId, value);
    setStatus('draft');
  }

  async function save() {
    setStatus('saving');
    setError(null);
    const entry = { body, mood, energy };
    const clientSaveId = newClientSaveId();
    const queue = () => {
      queueReflection({ clientSaveId, lessonId, body: entry, queuedAt: Date.now() });
      clearDraft(lessonId);
      setStatus('queued');
    };
    if (navigator.onLine === false) return queue();
    try {
      const { data } = await saveReflection(lessonId, { ...entry, client_save_id: clientSaveId });
      clearDraft(lessonId);
      setReflection({ ...reflection!, entry: data });
      setStatus('saved');
    } catch (err) {
      if (isOffline(err)) return queue();
      setStatus('draft');
      setError(err instanceof ApiError ? (err.field('body') ?? err.field('mood') ?? err.field('energy') ?? err.message) : m.learning_reflect_save_failed());
    }
  }

  const id = `reflect-${lessonId}`;
  const statusText =
    status === 'saving'
      ? m.learning_saving()
      : status === 'saved'
        ? m.learning_reflect_saved()
        : status === 'queued' || waiting
          ? m.learning_reflect_queued()
          : status === 'draft'
            ? m.learning_reflect_draft()
            : '';

  return (
    <section className="card reflect" aria-labelledby={`${id}-title`} data-ready="true">
      <h2 id={`${id}-title`}>{m.learning_reflect_title()}</h2>
      <p className="muted reflect__private">{m.learning_reflect_private()}</p>
      <label htmlFor={`${id}-body`} className="reflect__prompt">
        {reflection.prompt}
      </label>
      <textarea id={`${id}-body`} rows={4} maxLength={20000} value={body} onChange={(e) => change({ body: e.target.value })} />
      <fieldset className="feeling">
        <legend>{m.learning_reflect_feeling()}</legend>
        {MOODS.map((md) => (
          <label key={md.key} className="feeling__option">
            <input type="radio" name={`${id}-mood`} value={md.key} checked={mood === md.key} onChange={() => change({ mood: md.key })} />
            <span>{moodLabel(md.key)}</span>
          </label>
        ))}
      </fieldset>
      <fieldset className="feeling">
        <legend>{m.learning_reflect_energy()}</legend>
        {[1, 2, 3, 4, 5].map((n) => (
          <label key={n} className="feeling__option">
            <input type="radio" name={`${id}-energy`} value={n} checked={energy === n} onChange={() => change({ energy: n })} />
            <span>
              {n}
              {n === 1 ? m.learning_energy_low() : n === 5 ? m.learning_energy_high() : ''}
            </span>
          </label>
        ))}
      </fieldset>
      <div className="practice-row__actions">
        <button type="button" className="btn btn--primary" onClick={() => void save()} disabled={status === 'saving'}>
          {m.learning_reflect_save()}
        </button>
        <span role="status" className="reflect__status">
          {statusText}
        </span>
        <a href={localizePath('/journal')}>{m.learning_my_journal()}</a>
      </div>
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </section>
  );
}
