// The client's address behind a load balancer (docs/deploy.md, "Load balancer"). With TRUST_PROXY
// set, the last address in X-Forwarded-For (the one our own balancer wrote) is taken as the client's,
// so per-address rate limits count visitors, not the balancer. Without it the header is ignored: a
// client could write anything there.
import { isIP } from 'node:net';
import type { IncomingMessage } from 'node:http';

export function forwardedClientAddress(header: string | string[] | undefined): string | undefined {
  const value = Array.isArray(header) ? header.at(-1) : header;
  const last = value?.split(',').at(-1)?.trim();
  return last && isIP(last) ? last : undefined;
}

/**
 * Makes the forwarded address the request's remote address, where Astro's Node adapter reads it
 * (Astro.clientAddress and the API's clientAddress). Set per request: HTTP/1.1 requests on one
 * connection come one after another, and each is read when it arrives.
 */
export function useForwardedAddress(req: IncomingMessage): void {
  const address = forwardedClientAddress(req.headers['x-forwarded-for']);
  if (address) Object.defineProperty(req.socket, 'remoteAddress', { value: address, configurable: true });
}
