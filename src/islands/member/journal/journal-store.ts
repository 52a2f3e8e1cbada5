// The /journal screen's state (docs/rules/journal.md; docs/rules/client.md, "Loading data"): the mood
// chart (with the courses the journal has entries for), the search, course and page the member
// chose, the entries they give, and deleting one.
import { computed, map } from 'nanostores';
import type { List } from '../../../lib/api/client.ts';
import { deleteJournalEntry, getMoodChart, listJournal } from '../../../lib/api/journal.ts';
import type { JournalEntry } from '../../../lib/schemas/journal.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';

export const JOURNAL_PER_PAGE = 10;

export type JournalQuery = { term?: string | undefined; course_id?: number | undefined; page: number };

export const $moodChart = createFetcherStore<Awaited<ReturnType<typeof getMoodChart>>>([$memberKey, 'journal/mood'], { fetcher: () => getMoodChart() });

export const $journalQuery = map<JournalQuery>({ page: 1 });
const $queryKey = computed($journalQuery, (q) => JSON.stringify([q.term ?? null, q.course_id ?? null, q.page]));

export const $journalEntries = createFetcherStore<List<JournalEntry>>([$memberKey, 'journal?', $queryKey], {
  fetcher: (_member, _name, key) => {
    const [term, courseId, page] = JSON.parse(String(key)) as [string | null, number | null, number];
    return listJournal({ ...(term ? { term } : {}), ...(courseId ? { course_id: courseId } : {}), page, per_page: JOURNAL_PER_PAGE });
  },
});

/** A new search or course filter, from its first page. */
export function filterJournal(filter: { term?: string | undefined; course_id?: number | undefined }): void {
  $journalQuery.set({ ...$journalQuery.get(), ...filter, page: 1 });
}

export function showJournalPage(page: number): void {
  $journalQuery.setKey('page', page);
}

/** Deletes an entry (the member confirmed it) and shows the entries as they are now. */
export async function deleteEntry(id: number): Promise<void> {
  await deleteJournalEntry(id);
  refreshQueries('journal?', $journalEntries);
}
