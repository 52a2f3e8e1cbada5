// The review session's state (docs/rules/review.md; docs/rules/client.md, "Loading data"): today's
// due cards, loaded once, the card the member is on, its answer once revealed, the session's summary
// as the last grade left it, and a failure to show beside the card. The component renders these and
// calls `revealCurrent` and `gradeCurrent`; the keyboard handling stays with it.
import { atom, computed } from 'nanostores';
import type { Item } from '../../../lib/api/client.ts';
import { ApiError } from '../../../lib/api/errors.ts';
import { getReview, gradeCard, revealAnswer } from '../../../lib/api/review.ts';
import type { ReviewAnswer, ReviewDue, ReviewSession } from '../../../lib/schemas/review.ts';
import { $memberKey, createFetcherStore } from '../../../stores/query.ts';
import { m } from '../../../paraglide/messages.js';

export type Grade = 1 | 2 | 3 | 4;

/** Today's due cards. Loaded once per page: the member works through this list, so it is never reloaded under them. */
export const $reviewDue = createFetcherStore<Item<ReviewDue>>([$memberKey, 'review'], {
  fetcher: () => getReview(),
  dedupeTime: Infinity,
});

/** How many cards of the list are done (graded, or skipped as graded elsewhere). */
export const $reviewIndex = atom(0);
/** The current card's answer, once revealed. */
export const $reviewAnswer = atom<ReviewAnswer | null>(null);
/** The session's summary as the last grade returned it (before any grade: the loaded one). */
const $gradedSession = atom<ReviewSession | null>(null);
/** A reveal or grade on its way. */
export const $reviewBusy = atom(false);
/** The last reveal or grade that failed, worded for the member. */
export const $reviewError = atom<string | null>(null);

export const $reviewSession = computed([$reviewDue, $gradedSession], (due, graded) => graded ?? due.data?.data ?? null);
export const $reviewCards = computed($reviewDue, (due) => due.data?.data.cards ?? null);
export const $currentCard = computed([$reviewCards, $reviewIndex], (cards, index) => cards?.[index] ?? null);
/** Every card of the list is done (an empty list is "nothing to review", not finished). */
export const $reviewFinished = computed([$reviewCards, $reviewIndex], (cards, index) => cards !== null && cards.length > 0 && index >= cards.length);

function next(): void {
  $reviewAnswer.set(null);
  $reviewIndex.set($reviewIndex.get() + 1);
}

/** Shows the current card's answer. Resolves true when it is shown. */
export async function revealCurrent(): Promise<boolean> {
  const card = $currentCard.get();
  if (!card || $reviewAnswer.get() || $reviewBusy.get()) return false;
  $reviewBusy.set(true);
  $reviewError.set(null);
  try {
    $reviewAnswer.set((await revealAnswer(card.id)).data);
    return true;
  } catch (err) {
    $reviewError.set(err instanceof ApiError ? err.message : m.community_rv_err_answer());
    return false;
  } finally {
    $reviewBusy.set(false);
  }
}

/** Grades the current card (its answer shown) and moves to the next. */
export async function gradeCurrent(grade: Grade): Promise<void> {
  const card = $currentCard.get();
  if (!card || !$reviewAnswer.get() || $reviewBusy.get()) return;
  $reviewBusy.set(true);
  $reviewError.set(null);
  try {
    const { data } = await gradeCard(card.id, grade);
    $gradedSession.set(data.session);
    next();
  } catch (err) {
    // A card graded already today (another tab) is skipped; anything else may be tried again.
    if (err instanceof ApiError && err.status === 409) next();
    else $reviewError.set(err instanceof ApiError ? (err.field('grade') ?? err.message) : m.community_rv_err_grade());
  } finally {
    $reviewBusy.set(false);
  }
}

/** Back to the start of the list: for a member who signs in again in this tab, and for the tests. */
export function resetReview(): void {
  $reviewIndex.set(0);
  $reviewAnswer.set(null);
  $gradedSession.set(null);
  $reviewBusy.set(false);
  $reviewError.set(null);
}
