// The media library's content (docs/rules/studio.md, "Media"), shared by /studio/media and the
// picker dialog: the upload form, a filter by kind, and the grid of files newest first, a page at a
// time. In the picker (`onPick`), each file offers "Choose" instead of its editing controls.
import { useStore } from '@nanostores/react';
import { useId, useState } from 'react';
import { MEDIA_KINDS, type MediaFile, type MediaKind } from '../../lib/schemas/studio-media.ts';
import { Loading } from '../ui/Loading.tsx';
import { useQuery } from '../ui/use-query.ts';
import { createMediaBrowser } from './media-browser-store.ts';
import { Pager } from './Pager.tsx';
import { MediaCard } from './MediaCard.tsx';
import { MediaUploadForm } from './MediaUploadForm.tsx';
import './media.css';

const KIND_OPTIONS: Record<MediaKind | 'all', string> = { all: 'All files', image: 'Images', audio: 'Audio', video: 'Video', pdf: 'PDFs', captions: 'Captions' };

export type MediaBrowserProps = {
  onPick?: ((url: string, file: MediaFile) => void) | undefined;
  /** Only files of this kind (the picker of a course image asks for images). */
  kind?: MediaKind | undefined;
};

export function MediaBrowser({ onPick, kind: fixedKind }: MediaBrowserProps) {
  const id = useId();
  const [browser] = useState(() => createMediaBrowser(fixedKind ?? 'all'));
  const kind = useStore(browser.$kind);
  const { data } = useQuery(browser.$files);

  return (
    <>
      <MediaUploadForm onUploaded={browser.uploaded} />
      <section aria-labelledby={`${id}-files`}>
        <h2 id={`${id}-files`}>Files</h2>
        {fixedKind ? null : (
          <div className="field media-filter">
            <label htmlFor={`${id}-kind`}>Show</label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(e) => browser.show(e.target.value as MediaKind | 'all')}
            >
              {(['all', ...MEDIA_KINDS] as const).map((k) => (
                <option key={k} value={k}>
                  {KIND_OPTIONS[k]}
                </option>
              ))}
            </select>
          </div>
        )}
        {!data ? (
          <Loading />
        ) : (
          <div data-ready="">
            {data.data.length === 0 ? (
              <p className="muted">No files here yet. Upload one above.</p>
            ) : (
              <ul className="media-grid" aria-labelledby={`${id}-files`}>
                {data.data.map((f) => (
                  <MediaCard key={`${f.id}-${f.alt}`} file={f} onChanged={browser.refresh} onPick={onPick} />
                ))}
              </ul>
            )}
            <Pager label="Pages of files" page={data.meta.page} lastPage={data.meta.last_page} onPage={(page) => browser.$page.set(page)} />
          </div>
        )}
      </section>
    </>
  );
}
