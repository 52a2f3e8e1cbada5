// The business reports' store against the real API (docs/rules/studio.md, "Revenue", "Active members
// and retention"): the three reports load for the range chosen, a backwards range comes back as the
// field's error, and the activity report is asked for the days of the chosen months (up to today, a
// year at most).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $activity, $reportRange, $retention, $revenue, activityDays, rangeFromSearch } from '../../../src/islands/studio/business-reports-store.ts';
import { ApiError } from '../../../src/lib/api/errors.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';

let ctx: TestContext;
let restoreFetch: () => void;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  await signInAs(ctx, await ctx.member({ role: 'admin' }));
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('business reports store', () => {
  it('loads revenue, activity and retention for the chosen months', async () => {
    $reportRange.set({ from: '2025-01', to: '2025-03' });
    const revenue = watch($revenue);
    const activity = watch($activity);
    const retention = watch($retention);
    expect((await revenue.until(answered)).data!.data).toMatchObject({ from: '2025-01', to: '2025-03', months: [], totals: [] });
    const a = (await activity.until(answered)).data!.data;
    expect(a).toMatchObject({ from: '2025-01-01', to: '2025-03-31' });
    expect(a.days).toHaveLength(90);
    expect(a.months.map((m) => m.start)).toEqual(['2025-01', '2025-02', '2025-03']);
    expect((await retention.until(answered)).data!.data.cohorts.map((c) => c.month)).toEqual(['2025-03', '2025-02', '2025-01']);
    for (const v of [revenue, activity, retention]) v.stop();
  });

  it('hands a backwards range back as the field’s error', async () => {
    $reportRange.set({ from: '2025-05', to: '2025-01' });
    const revenue = watch($revenue);
    const { error } = await revenue.until(answered);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).errors?.to).toEqual(['The last month cannot be before the first.']);
    revenue.stop();
  });

  it('reads the range from the address and turns months into the activity’s days', () => {
    expect(rangeFromSearch('?from=2026-01&to=2026-03')).toEqual({ from: '2026-01', to: '2026-03' });
    expect(rangeFromSearch('')).toEqual({ from: '', to: '' });
    const today = new Date('2026-11-29T12:00:00Z');
    expect(activityDays({ from: '', to: '' }, today)).toEqual({});
    expect(activityDays({ from: '2026-10', to: '2026-12' }, today)).toEqual({ from: '2026-10-01', to: '2026-11-29' });
    expect(activityDays({ from: '2024-01', to: '2026-02' }, today)).toEqual({ from: '2025-02-28', to: '2026-02-28' });
    expect(activityDays({ from: '', to: '2026-06' }, today)).toEqual({ from: '2025-06-30', to: '2026-06-30' });
  });
});
