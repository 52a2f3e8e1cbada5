// How long a client may take (docs/deploy.md, "Timeouts"): a slow or stalled client must not hold a
// connection for minutes. Node cuts a request whose headers have not all arrived after HEADERS_MS and
// an idle keep-alive connection after KEEP_ALIVE_MS; the edge (edge.ts) cuts a body that has not all
// arrived after BODY_MS, or MEDIA_BODY_MS for the studio's media upload, which takes a video.
import type { ServerOptions } from 'node:http';

export type Deadlines = {
  headersMs: number;
  bodyMs: number;
  mediaBodyMs: number;
  keepAliveMs: number;
  /** How often Node looks for requests past their headers deadline. */
  checkEveryMs: number;
};

export const DEADLINES: Deadlines = {
  headersMs: 20_000,
  bodyMs: 60_000,
  mediaBodyMs: 15 * 60_000,
  // Longer than the balancer's idle timeout (60 s on the usual ones), so the balancer, not us, closes
  // an idle connection and never sends a request on one we are closing.
  keepAliveMs: 65_000,
  checkEveryMs: 2_000,
};

/** Node's own deadlines; the whole-request deadline is the edge's, so that it can depend on the route. */
export function serverOptions(deadlines: Deadlines = DEADLINES): ServerOptions {
  return {
    headersTimeout: deadlines.headersMs,
    requestTimeout: 0,
    keepAliveTimeout: deadlines.keepAliveMs,
    connectionsCheckingInterval: deadlines.checkEveryMs,
  };
}
