// One media browser's state (docs/rules/studio.md, "Media"; docs/rules/client.md, "Loading data"):
// the kind shown, the page, and that page of files. The library page and every picker dialog have
// their own; an upload or a change in one reloads the files of all.
import { atom } from 'nanostores';
import type { List } from '../../lib/api/client.ts';
import { listMedia } from '../../lib/api/studio-media.ts';
import type { MediaFile, MediaKind } from '../../lib/schemas/studio-media.ts';
import { $memberKey, createFetcherStore, refreshQueries } from '../../stores/query.ts';

export const MEDIA_PER_PAGE = 24;

export function createMediaBrowser(kind: MediaKind | 'all') {
  const $kind = atom<MediaKind | 'all'>(kind);
  const $page = atom(1);
  const $files = createFetcherStore<List<MediaFile>>([$memberKey, 'studio/media?kind=', $kind, '&page=', $page], {
    fetcher: (_member, _name, shown, _page, page) => listMedia({ kind: shown as MediaKind | 'all', page: Number(page), per_page: MEDIA_PER_PAGE }),
  });
  return {
    $kind,
    $page,
    $files,
    show(next: MediaKind | 'all') {
      $kind.set(next);
      $page.set(1);
    },
    /** After a change: every cached page goes and the one shown reloads. */
    refresh() {
      refreshQueries('studio/media?', $files);
    },
    /** A new file is the newest: show the first page. */
    uploaded() {
      refreshQueries('studio/media?', $files);
      $page.set(1);
    },
  };
}
