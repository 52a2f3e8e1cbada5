// sharp (libvips) loads a native library of its own: only the requests that process an image pay for
// it, on the first one, not every start (docs/performance.md, "Start-up").
import { lazyModule } from './lazy-module.ts';

export const loadSharp = lazyModule(async () => (await import('sharp')).default);
