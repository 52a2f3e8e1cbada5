// zod for the shared schemas. In the browser its compiled fast path is switched off: zod probes for
// it with `new Function`, which the pages' Content-Security-Policy forbids (docs/security.md), and the
// probe alone is reported as a violation. The server keeps the fast path.
import { z } from 'zod';

if (typeof window !== 'undefined') z.config({ jitless: true });

export { z };
