// How members answered each question of a quiz (docs/rules/quizzes.md, "Answer statistics"), read
// when the editor opens: asked, answered right, and the wrong option chosen most often.
import { useEffect } from 'react';
import type { QuizItemFlag } from '../../../lib/schemas/quiz-statistics.ts';
import { useQuery } from '../../ui/use-query.ts';
import { $quizStatistics, $statisticsLessonId } from './quiz-statistics-store.ts';

/** What a flag tells the author (docs/rules/quizzes.md, "Item analysis"). */
const FLAG_TEXT: Record<QuizItemFlag, string> = {
  too_easy: 'Too easy: every member answers it right',
  too_hard: 'Too hard: no member answers it right',
  reversed: 'Check the answer key: members who fail the quiz answer it better than those who pass',
};

const discriminationText = (d: number | null) => (d === null ? '—' : d >= 0.3 ? `${d.toFixed(2)} (good)` : d >= 0 ? `${d.toFixed(2)} (weak)` : `${d.toFixed(2)} (reversed)`);

export function QuizStatistics({ lessonId }: { lessonId: number }) {
  useEffect(() => {
    $statisticsLessonId.set(lessonId);
  }, [lessonId]);
  const { data, error, loading } = useQuery($quizStatistics, { soft: true });
  const state = error ? { status: 'failed' as const } : loading || !data ? { status: 'loading' as const } : { status: 'ready' as const, data: data.data };

  return (
    <section className="studio-quiz-stats" aria-labelledby={`quiz-stats-${lessonId}`}>
      <h2 id={`quiz-stats-${lessonId}`}>How members answered</h2>
      {state.status === 'loading' ? (
        <p className="muted" role="status">
          Loading the answers…
        </p>
      ) : null}
      {state.status === 'failed' ? <p role="alert">The answers could not be loaded. Reload the page to try again.</p> : null}
      {state.status === 'ready' && state.data.attempts === 0 ? <p className="muted">No member has answered this quiz yet.</p> : null}
      {state.status === 'ready' && state.data.attempts > 0 ? (
        <div className="studio-quiz-stats__table">
          <table className="data-table studio-table">
            <caption>
              {state.data.attempts === 1 ? 'One attempt' : `${state.data.attempts} attempts`} by {state.data.members === 1 ? 'one member' : `${state.data.members} members`}, questions as they are now
            </caption>
            <thead>
              <tr>
                <th scope="col">Question</th>
                <th scope="col">Asked</th>
                <th scope="col">Answered right</th>
                <th scope="col">Wrong answer chosen most</th>
                <th scope="col">Separates pass from fail</th>
              </tr>
            </thead>
            <tbody>
              {state.data.questions.map((q) => (
                <tr key={q.question_id}>
                  <th scope="row" data-flag={q.flag ?? undefined}>
                    {q.prompt}
                    {q.flag ? (
                      <>
                        <br />
                        <span className="studio-badge studio-badge--warn">{FLAG_TEXT[q.flag]}</span>
                      </>
                    ) : null}
                  </th>
                  <td>{q.times_asked}</td>
                  <td>{q.correct_percent === null ? '—' : `${q.correct_percent}% (${q.times_correct})`}</td>
                  <td>{q.most_chosen_wrong ? `${q.most_chosen_wrong.label} (${q.most_chosen_wrong.times_chosen})` : '—'}</td>
                  <td>{discriminationText(q.discrimination)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      ) : null}
    </section>
  );
}
