// The practice a lesson suggests (docs/rules/practices.md), under the lesson in the player: its name,
// what to do and how many days a week, with "Adopt this practice" (or a link to it once kept). It
// loads on its own and shows nothing when the lesson suggests none or cannot be asked (offline).
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { adoptPractice, getLessonPractice } from '../../lib/api/practices.ts';
import type { LessonPractice } from '../../lib/schemas/practices.ts';
import { daysAWeek } from '../member/practices/PracticeWeek.tsx';
import { localizePath } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import '../member/practices/practices.css';

export function SuggestedPractice({ lessonId }: { lessonId: number }) {
  const [suggestion, setSuggestion] = useState<LessonPractice | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    setSuggestion(null);
    getLessonPractice(lessonId).then(
      ({ data }) => live && setSuggestion(data),
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [lessonId]);

  if (!suggestion) return null;

  async function adopt() {
    setBusy(true);
    setError(null);
    try {
      const { data } = await adoptPractice({ name: suggestion!.name, target_days: suggestion!.target_days, lesson_id: lessonId });
      setSuggestion({ ...suggestion!, adopted_practice_id: data.id });
    } catch (err) {
      setError(err instanceof ApiError ? err.message : m.learning_practice_failed());
    } finally {
      setBusy(false);
    }
  }

  return (
    <aside className="card practice-suggestion" aria-labelledby="suggested-practice" data-ready="true">
      <h2 id="suggested-practice">{m.learning_practice_title({ name: suggestion.name })}</h2>
      {suggestion.description && <p>{suggestion.description}</p>}
      <p className="muted">{m.learning_practice_suggested({ days: daysAWeek(suggestion.target_days) })}</p>
      {suggestion.adopted_practice_id ? (
        <p role="status">
          {m.learning_practice_kept()} <a href={localizePath('/dashboard')}>{m.learning_practice_checkin()}</a> {m.learning_practice_or()}{' '}
          <a href={localizePath(`/practices/${suggestion.adopted_practice_id}`)}>{m.learning_practice_history()}</a>.
        </p>
      ) : (
        <div>
          <button type="button" className="btn btn--primary" onClick={() => void adopt()} disabled={busy}>
            {busy ? m.learning_practice_adopting() : m.learning_practice_adopt()}
          </button>
        </div>
      )}
      {error && (
        <p className="field__error" role="alert">
          {error}
        </p>
      )}
    </aside>
  );
}
