// The Bookmarks screen's state: the page shown and the bookmarked courses on it, and removing one
// (docs/rules/client.md, "Loading data").
import { atom } from 'nanostores';
import type { List } from '../../../lib/api/client.ts';
import { listBookmarkedCourses, toggleBookmark } from '../../../lib/api/learning.ts';
import type { BookmarkedCourse } from '../../../lib/schemas/learning.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../../stores/query.ts';

export const BOOKMARKS_PER_PAGE = 10;

export const $bookmarksPage = atom(1);

export const $bookmarks = createFetcherStore<List<BookmarkedCourse>>([$memberKey, 'bookmarks?page=', $bookmarksPage], {
  fetcher: (_member, _name, page) => listBookmarkedCourses({ page: Number(page), per_page: BOOKMARKS_PER_PAGE }),
});

/**
 * Removes a course from the bookmarks (the API toggles, so a bookmark already gone elsewhere is toggled
 * back off), then shows the page again: the one before when its last row went.
 */
export async function removeBookmark(courseId: number): Promise<void> {
  const { data } = await toggleBookmark(courseId);
  if (data.bookmarked) await toggleBookmark(courseId);
  const shown = $bookmarks.get().data;
  const page = $bookmarksPage.get();
  refreshQueries('bookmarks?', $bookmarks);
  if (shown && shown.data.length === 1 && page > 1) $bookmarksPage.set(page - 1);
}
