// The practice a lesson suggests (docs/rules/practices.md), under the lesson in the player: its name,
// what to do and how many days a week, with "Adopt this practice" (or a link to it once kept). It
// loads on its own and shows nothing when the lesson suggests none or cannot be asked (offline).
import { useEffect, useState } from 'react';
import { ApiError } from '../../lib/api/errors.ts';
import { adoptPractice, getLessonPractice } from '../../lib/api/practices.ts';
import type { LessonPractice } from '../../lib/schemas/practices.ts';
import { daysAWeek } from '../member/practices/PracticeWeek.tsx';
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
      setError(err instanceof ApiError ? err.message : 'The practice could not be adopted. Please try again.');
    } finally {
      setBusy(false);
    }
  }

  return (
    <aside className="card practice-suggestion" aria-labelledby="suggested-practice" data-ready="true">
      <h2 id="suggested-practice">A practice to keep: {suggestion.name}</h2>
      {suggestion.description && <p>{suggestion.description}</p>}
      <p className="muted">Suggested: {daysAWeek(suggestion.target_days)}. A week counts when you reach it; a missed day never breaks your streak.</p>
      {suggestion.adopted_practice_id ? (
        <p role="status">
          You keep this practice. <a href="/dashboard">Check in from your dashboard</a> or <a href={`/practices/${suggestion.adopted_practice_id}`}>see its history</a>.
        </p>
      ) : (
        <div>
          <button type="button" className="btn btn--primary" onClick={() => void adopt()} disabled={busy}>
            {busy ? 'Adopting…' : 'Adopt this practice'}
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
