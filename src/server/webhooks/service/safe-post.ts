// Sending a webhook to an address an admin typed (docs/rules/integrations.md, "Where events may
// go"). The address is checked when the connection is made, after DNS: a name that resolves to
// loopback, a private or link-local network, or a cloud metadata address is refused, and the
// socket connects to the very address that was checked, so a name cannot resolve once to a public
// address for the check and again to an inner one for the request. Redirects are not followed.
import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

/** Networks no webhook may reach: this host, private networks, link-local (cloud metadata), and the like. */
const INNER = new BlockList();
for (const [net, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 4],
  ['240.0.0.0', 4],
] as const) INNER.addSubnet(net, bits, 'ipv4');
for (const [net, bits] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['64:ff9b::', 96],
  ['2001:db8::', 32],
] as const) INNER.addSubnet(net, bits, 'ipv6');

/** Whether an IP address is one a webhook may not reach. IPv4 written inside IPv6 is read as IPv4. */
export function isInnerAddress(address: string): boolean {
  const family = isIP(address);
  if (family === 0) return true;
  if (family === 6) {
    const mapped = address.toLowerCase().match(/^::ffff:(\d+\.\d+\.\d+\.\d+)$/)?.[1];
    if (mapped) return INNER.check(mapped, 'ipv4');
    return INNER.check(address, 'ipv6');
  }
  return INNER.check(address, 'ipv4');
}

export class RefusedAddressError extends Error {}

export const INNER_ADDRESS_MESSAGE = 'This address points inside our own network (loopback, private, link-local or metadata), where webhooks may not go.';

export type PostResult = { statusCode: number | null; body: string; error: string | null; durationMs: number };

export type PostOptions = {
  /** Allows inner addresses (tests and a receiver on the same host in development). */
  allowInner: boolean;
  timeoutMs: number;
  /** The most of the answer read; the rest is dropped and the connection closed. */
  maxResponseBytes: number;
};

function guardedLookup(allowInner: boolean) {
  return (hostname: string, options: { all?: boolean; family?: number }, callback: (err: Error | null, address?: string | LookupAddress[], family?: number) => void) => {
    dnsLookup(hostname, { all: true, family: options.family ?? 0 }, (err, addresses) => {
      if (err) return callback(err);
      const inner = addresses.find((a) => isInnerAddress(a.address));
      if (inner && !allowInner) return callback(new RefusedAddressError(`${hostname} resolves to ${inner.address}. ${INNER_ADDRESS_MESSAGE}`));
      if (options.all) return callback(null, addresses);
      callback(null, addresses[0]!.address, addresses[0]!.family);
    });
  };
}

/** POSTs `body` and reads at most `maxResponseBytes` of the answer; never throws. */
export function postWebhook(target: string, headers: Record<string, string>, body: string | Buffer, options: PostOptions): Promise<PostResult> {
  const started = performance.now();
  const done = (r: Omit<PostResult, 'durationMs'>): PostResult => ({ ...r, durationMs: Math.round(performance.now() - started) });
  let url: URL;
  try {
    url = new URL(target);
  } catch {
    return Promise.resolve(done({ statusCode: null, body: '', error: 'The address is not a valid URL.' }));
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') return Promise.resolve(done({ statusCode: null, body: '', error: 'Only http and https addresses can receive webhooks.' }));
  const literal = url.hostname.replace(/^\[|\]$/g, '');
  if (isIP(literal) && isInnerAddress(literal) && !options.allowInner) return Promise.resolve(done({ statusCode: null, body: '', error: `${literal}: ${INNER_ADDRESS_MESSAGE}` }));

  return new Promise((resolve) => {
    let settled = false;
    const finish = (r: Omit<PostResult, 'durationMs'>) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      resolve(done(r));
    };
    const request = (url.protocol === 'https:' ? https : http).request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        lookup: guardedLookup(options.allowInner) as never,
        agent: false,
      },
      (response) => {
        const chunks: Buffer[] = [];
        let size = 0;
        response.on('data', (chunk: Buffer) => {
          if (size >= options.maxResponseBytes) return;
          chunks.push(chunk);
          size += chunk.length;
          if (size >= options.maxResponseBytes) response.destroy();
        });
        const end = () => finish({ statusCode: response.statusCode ?? null, body: Buffer.concat(chunks).subarray(0, options.maxResponseBytes).toString('utf8'), error: null });
        response.on('end', end);
        response.on('close', end);
        response.on('error', end);
      },
    );
    const timer = setTimeout(() => {
      request.destroy();
      finish({ statusCode: null, body: '', error: `No answer within ${options.timeoutMs / 1000} seconds.` });
    }, options.timeoutMs);
    request.on('error', (err) => finish({ statusCode: null, body: '', error: err instanceof RefusedAddressError ? err.message : `Could not connect: ${err.message}` }));
    request.end(body);
  });
}
