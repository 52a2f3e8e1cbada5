// /studio/media (docs/rules/studio.md, "Media"): upload files, see them in a grid, copy their
// addresses, edit images' alternative text and delete what nothing uses.
import { MediaBrowser } from './MediaBrowser.tsx';
import { StudioGate } from './StudioGate.tsx';

export default function MediaLibrary() {
  return (
    <StudioGate roles={['admin', 'author']}>
      <h1>Media library</h1>
      <p className="muted">Images, audio, video and PDFs for courses, lessons, bundles and the blog. Copy a file’s address into an image or media field.</p>
      <MediaBrowser />
    </StudioGate>
  );
}
