// The forgiving learning streak (docs/rules/rewards.md), computed from the days on which the member
// learned. A day counts when at least one lesson was finished on it; a missed day is bridged by the
// rest day of its ISO week (one per week, refilled every Monday) while a streak is running; a rest
// day counts toward the streak once a later learning day follows it. Today never breaks the streak:
// there is still time to learn.
import { addDays, mondayOf } from './periods.ts';

export type DayState = 'learned' | 'rest' | 'missed' | 'today' | 'future';

export type StreakFacts = {
  current: number;
  longest: number;
  /** Rest days left in the week containing `today`. */
  restDaysLeft: number;
  /** State of every day from the first learning day to today, by YYYY-MM-DD. */
  states: Map<string, DayState>;
};

/**
 * `learned`: the member's learning days (YYYY-MM-DD, any order); `today`: today's date in the
 * member's time zone. Days after `today` are ignored.
 */
export function computeStreak(learned: Iterable<string>, today: string): StreakFacts {
  const days = new Set([...learned].filter((d) => d <= today));
  const states = new Map<string, DayState>();
  const restUsed = new Set<string>(); // Mondays of weeks whose rest day is spent
  let longest = 0;
  let runStart: string | null = null;
  let lastLearned: string | null = null;
  let pendingRest: string[] = [];

  const endRun = () => {
    // Rest days not followed by learning did not bridge anything: they were missed, and refunded.
    for (const d of pendingRest) {
      states.set(d, 'missed');
      restUsed.delete(mondayOf(d));
    }
    pendingRest = [];
    runStart = null;
    lastLearned = null;
  };

  const first = [...days].sort()[0];
  if (first) {
    for (let d = first; d <= today; d = addDays(d, 1)) {
      if (days.has(d)) {
        runStart ??= d;
        lastLearned = d;
        pendingRest = [];
        states.set(d, 'learned');
        longest = Math.max(longest, lengthOf(runStart, d));
      } else if (d === today) {
        states.set(d, 'today');
      } else if (runStart && !restUsed.has(mondayOf(d))) {
        restUsed.add(mondayOf(d));
        pendingRest.push(d);
        states.set(d, 'rest');
      } else {
        endRun();
        states.set(d, 'missed');
      }
    }
  }
  const current = runStart && lastLearned ? lengthOf(runStart, lastLearned) : 0;
  return { current, longest, restDaysLeft: restUsed.has(mondayOf(today)) ? 0 : 1, states };
}

const lengthOf = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;

/** The seven days, Monday to Sunday, of the week containing `today`, with their states. */
export function weekStates(facts: StreakFacts, today: string): Array<{ date: string; state: DayState }> {
  const monday = mondayOf(today);
  return Array.from({ length: 7 }, (_, i) => {
    const date = addDays(monday, i);
    if (date > today) return { date, state: 'future' as const };
    return { date, state: facts.states.get(date) ?? (date === today ? 'today' : 'missed') };
  });
}
