// Newsletters in the studio (docs/rules/integrations.md, "Newsletters"; docs/rules/client.md,
// "Loading data"): the list by page, the newsletter open in the editor (a new draft until saved),
// saving, a test copy, sending now or at a time, taking a scheduled one back, and deleting a draft.
import { atom } from 'nanostores';
import type { Item, List } from '../../lib/api/client.ts';
import { listStudioCohorts } from '../../lib/api/cohorts.ts';
import type { Cohort } from '../../lib/schemas/cohorts.ts';
import { cancelNewsletter, createNewsletter, deleteNewsletter, listNewsletters, sendNewsletter, testNewsletter, updateNewsletter } from '../../lib/api/studio-newsletters.ts';
import type { Newsletter, NewsletterInput } from '../../lib/schemas/newsletters.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';
import { errorsOf, type Errors } from './form-store.ts';

export const NEWSLETTERS_PER_PAGE = 20;
export const $newsletterPage = atom(1);
export const $newsletters = createFetcherStore<List<Newsletter>>([$memberKey, 'studio/newsletters?page=', $newsletterPage], {
  fetcher: (_member, _name, page) => listNewsletters({ page: Number(page), per_page: NEWSLETTERS_PER_PAGE }),
});

/** The newsletter in the editor: null when none is open, `new` for one not saved yet. */
export const $openNewsletter = atom<Newsletter | 'new' | null>(null);
export const $newsletterForm = atom<{ busy: boolean; errors: Errors; message: string | null }>({ busy: false, errors: {}, message: null });

const reload = () => refreshQueries('studio/newsletters', $newsletters);

export function openNewsletter(n: Newsletter | 'new' | null): void {
  $newsletterForm.set({ busy: false, errors: {}, message: null });
  $openNewsletter.set(n);
}

/** Runs a change, keeping field errors (422) and a refusal's message (409) for the form. */
async function act(work: () => Promise<Newsletter | null>, done: string | null = null): Promise<boolean> {
  $newsletterForm.set({ busy: true, errors: {}, message: null });
  try {
    const n = await work();
    if (n) $openNewsletter.set(n);
    $newsletterForm.set({ busy: false, errors: {}, message: done });
    reload();
    return true;
  } catch (err) {
    const fields = errorsOf(err);
    const message = err instanceof Error ? err.message : 'That did not work. Please try again.';
    $newsletterForm.set({ busy: false, errors: fields ?? {}, message: fields ? null : message });
    return false;
  }
}

/** Saves the open newsletter: a new draft, or the draft rewritten. */
export function saveNewsletter(input: NewsletterInput): Promise<boolean> {
  const open = $openNewsletter.get();
  return act(async () => (open && open !== 'new' ? (await updateNewsletter(open.id, input)).data : (await createNewsletter(input)).data), 'The draft is saved.');
}

export async function sendTest(id: number): Promise<boolean> {
  $newsletterForm.set({ busy: true, errors: {}, message: null });
  try {
    const { data } = await testNewsletter(id);
    $newsletterForm.set({ busy: false, errors: {}, message: data.message });
    return true;
  } catch (err) {
    $newsletterForm.set({ busy: false, errors: {}, message: err instanceof Error ? err.message : 'The test copy could not be sent.' });
    return false;
  }
}

/** Sends now (no time) or schedules; an empty segment comes back beside the segment. */
export const scheduleSend = (id: number, sendAt: string | null) =>
  act(async () => (await sendNewsletter(id, sendAt ? { send_at: sendAt } : {})).data, sendAt ? 'Scheduled.' : 'Sending has started.');

export const backToDraft = (id: number) => act(async () => (await cancelNewsletter(id)).data, 'It is a draft again.');

export async function removeDraft(id: number): Promise<boolean> {
  const ok = await act(async () => {
    await deleteNewsletter(id);
    return null;
  });
  if (ok) $openNewsletter.set(null);
  return ok;
}

/** The course whose cohorts the "members of a cohort" segment offers (docs/rules/cohorts.md, "Newsletters"); null: none chosen. */
export const $cohortChoiceCourse = atom<string | null>(null);
export const $cohortChoices = createFetcherStore<Item<Cohort[]>>([$memberKey, 'studio/newsletter-cohorts/', $cohortChoiceCourse], {
  fetcher: (_m, _n, id) => listStudioCohorts(String(id)),
});
