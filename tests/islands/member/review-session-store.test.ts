// The review session's store against the real API, as the demo member (who has cards due today):
// today's cards load once a member is signed in, revealing and grading moves through them and the
// server holds the grade, and what fails is worded for the member.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  $currentCard,
  $reviewAnswer,
  $reviewDue,
  $reviewError,
  $reviewFinished,
  $reviewIndex,
  $reviewSession,
  gradeCurrent,
  resetReview,
  revealCurrent,
} from '../../../src/islands/member/review/review-session-store.ts';
import type { TestContext } from '../../helpers/app.ts';
import { demoMemberBrowser } from '../../helpers/demo.ts';
import { answered, signInAs, signOut, watch } from '../../helpers/browser-api.ts';

let ctx: TestContext;
let close: () => Promise<void>;
let member: { id: number; token: string };

const reviewOf = async (token: string) => ((await (await ctx.api('GET', '/v1/auth/review', { token })).json()) as { data: { due_today: number; reviewed_today: number; cards: Array<{ id: number }> } }).data;

beforeAll(async () => {
  ({ ctx, member, close } = await demoMemberBrowser());
});

afterAll(async () => {
  resetReview();
  await close();
});

describe('review session store', () => {
  it('asks nothing for a visitor and loads today’s cards once the member signs in', async () => {
    signOut();
    resetReview();
    const view = watch($reviewDue);
    expect($reviewDue.get()).toEqual({ loading: false });
    await signInAs(ctx, member);
    const value = await view.until(answered);
    const due = await reviewOf(member.token);
    expect(value.data?.data.cards.map((c) => c.id)).toEqual(due.cards.map((c) => c.id));
    expect(due.cards.length).toBeGreaterThan(1);
    expect($currentCard.get()?.id).toBe(due.cards[0]!.id);
    expect($reviewSession.get()?.due_today).toBe(due.due_today);
    view.stop();
  });

  it('grading needs the answer shown; a grade moves to the next card and the server holds it', async () => {
    const view = watch($reviewDue);
    await view.until(answered);
    const first = $currentCard.get()!;
    const before = await reviewOf(member.token);
    await gradeCurrent(3);
    expect($reviewIndex.get()).toBe(0);
    expect(await revealCurrent()).toBe(true);
    expect($reviewAnswer.get()?.card_id).toBe(first.id);
    expect($reviewAnswer.get()?.correct_option_ids.length).toBeGreaterThan(0);
    await gradeCurrent(3);
    expect($reviewError.get()).toBeNull();
    expect($reviewIndex.get()).toBe(1);
    expect($reviewAnswer.get()).toBeNull();
    expect($currentCard.get()?.id).not.toBe(first.id);
    expect($reviewSession.get()).toMatchObject({ reviewed_today: before.reviewed_today + 1, due_today: before.due_today - 1 });
    const after = await reviewOf(member.token);
    expect(after.cards.map((c) => c.id)).not.toContain(first.id);
    expect(after.reviewed_today).toBe(before.reviewed_today + 1);
    view.stop();
  });

  it('skips a card graded elsewhere (409) and shows the server’s word when a reveal fails', async () => {
    const view = watch($reviewDue);
    await view.until(answered);
    const card = $currentCard.get()!;
    expect(await revealCurrent()).toBe(true);
    // Another tab grades the same card first.
    expect((await ctx.api('POST', `/v1/auth/review/${card.id}/grade`, { token: member.token, json: { grade: 4 } })).status).toBe(200);
    const index = $reviewIndex.get();
    await gradeCurrent(2);
    expect($reviewIndex.get()).toBe(index + 1);
    expect($reviewError.get()).toBeNull();
    // A card the member no longer has: the reveal is refused with the server's message.
    const next = $currentCard.get()!;
    expect(next).not.toBeNull();
    await ctx.db.execute(sql`DELETE FROM review_cards WHERE id = ${next.id}`);
    expect(await revealCurrent()).toBe(false);
    expect($reviewError.get()).toMatch(/\S/);
    expect($reviewAnswer.get()).toBeNull();
    expect($reviewFinished.get()).toBe(false);
    view.stop();
  });
});
