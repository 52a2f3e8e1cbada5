// The newsletters store against the real API (docs/rules/integrations.md, "Newsletters"): a draft
// without a subject is refused beside the field; a good one is saved and stays open; a test copy says
// where it went; sending to an empty segment comes back beside the segment; with a reader it is
// scheduled, can go back to a draft, and a draft can be deleted.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { $newsletterForm, $newsletters, $openNewsletter, backToDraft, openNewsletter, removeDraft, saveNewsletter, scheduleSend, sendTest } from '../../../src/islands/studio/newsletters-store.ts';
import { users } from '../../../src/server/db/schema/index.ts';
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

const input = { subject: 'December news', body_html: '<p>Hello.</p>', segment: { kind: 'news' as const } };
const open = () => {
  const n = $openNewsletter.get();
  if (!n || n === 'new') throw new Error('no newsletter open');
  return n;
};

describe('newsletters store', () => {
  it('saves, tests, refuses an empty segment, schedules, takes back and deletes', async () => {
    const list = watch($newsletters);
    expect((await list.until(answered)).data!.data).toEqual([]);
    openNewsletter('new');
    expect(await saveNewsletter({ ...input, subject: '' })).toBe(false);
    expect($newsletterForm.get().errors).toEqual({ subject: ['Write a subject.'] });
    expect(await saveNewsletter(input)).toBe(true);
    expect(open()).toMatchObject({ subject: 'December news', status: 'draft', audience: 0 });
    expect($newsletterForm.get().message).toBe('The draft is saved.');
    await list.until((v) => answered(v) && v.data?.data.length === 1);

    expect(await sendTest(open().id)).toBe(true);
    expect($newsletterForm.get().message).toMatch(/^A test copy is on its way to /);
    expect(await scheduleSend(open().id, null)).toBe(false);
    expect($newsletterForm.get().errors.segment).toEqual(['No member in this segment has agreed to news by e-mail: nothing would be sent. Choose another segment.']);

    const reader = await ctx.member();
    await ctx.db.update(users).set({ newsConsentAt: new Date() }).where(eq(users.id, reader.id));
    const later = new Date(Date.now() + 86_400_000).toISOString();
    expect(await scheduleSend(open().id, later)).toBe(true);
    expect(open()).toMatchObject({ status: 'scheduled', scheduled_at: later, audience: 1 });
    expect(await backToDraft(open().id)).toBe(true);
    expect(open().status).toBe('draft');
    expect(await removeDraft(open().id)).toBe(true);
    expect($openNewsletter.get()).toBeNull();
    await list.until((v) => answered(v) && v.data?.data.length === 0);
    list.stop();
  });
});
