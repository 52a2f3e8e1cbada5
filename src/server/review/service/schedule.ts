// FSRS scheduling of review cards (docs/rules/review.md), through ts-fsrs. Review happens in whole
// days of the member's time zone, so the short-term (minutes) learning steps are off: every grade
// sends a card at least to the next day, and a day's session ends once each due card is graded.
import { createEmptyCard, fsrs, generatorParameters, type Card, type Grade } from 'ts-fsrs';
import type { reviewCards } from '../../db/schema/index.ts';

type CardRow = typeof reviewCards.$inferSelect;
export type Schedule = Pick<CardRow, 'due' | 'stability' | 'difficulty' | 'scheduledDays' | 'learningSteps' | 'reps' | 'lapses' | 'state' | 'lastReview'>;

const scheduler = fsrs(generatorParameters({ enable_short_term: false, enable_fuzz: false }));

const toRow = (c: Card): Schedule => ({
  due: c.due,
  stability: c.stability,
  difficulty: c.difficulty,
  scheduledDays: c.scheduled_days,
  learningSteps: c.learning_steps,
  reps: c.reps,
  lapses: c.lapses,
  state: c.state,
  lastReview: c.last_review ?? null,
});

const toCard = (r: Schedule): Card => ({
  due: r.due,
  stability: r.stability,
  difficulty: r.difficulty,
  elapsed_days: 0,
  scheduled_days: r.scheduledDays,
  learning_steps: r.learningSteps,
  reps: r.reps,
  lapses: r.lapses,
  state: r.state,
  last_review: r.lastReview ?? undefined,
});

/** A new card, first due a day after the quiz was answered (reviewing at once would teach nothing). */
export function newSchedule(answeredAt: Date): Schedule {
  const row = toRow(createEmptyCard(answeredAt));
  return { ...row, due: new Date(answeredAt.getTime() + 86_400_000) };
}

/** The card after a grade (1 Again, 2 Hard, 3 Good, 4 Easy) given at `at`. */
export function nextSchedule(current: Schedule, grade: 1 | 2 | 3 | 4, at: Date): Schedule {
  // A card reviewed before its FSRS instant (earlier on its due day) is scheduled as of now.
  return toRow(scheduler.next(toCard(current), at, grade as Grade).card);
}
