// The shared response cache for anonymous public reads (docs/performance.md, "Response cache").
// It sits at the Node edge (scripts/serve.ts), in front of Astro and the API: a GET without a token
// whose answer the app itself declares `Cache-Control: public` is kept once, already compressed
// (identity, gzip and brotli), and served from memory until its max-age runs out. After that, one
// request rebuilds it while the others are still served the stale copy (stale-while-revalidate).
// A content change drops every entry at once (invalidate(), called when a content version is
// announced). Requests with a token never touch it, and nothing the app marks private, no-store or
// with a cookie is ever stored, so a member can never be served another's data.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';

export type NodeHandler = (req: IncomingMessage, res: ServerResponse) => void;

type Encoding = 'br' | 'gzip' | 'identity';

export type CacheEntry = {
  status: number;
  headers: OutgoingHttpHeaders;
  bodies: Partial<Record<Encoding, Buffer>> & { identity: Buffer };
  etag: string;
  storedAt: number;
  freshMs: number;
  staleMs: number;
  size: number;
  /** The answer said it varies with Accept-Language (an API answer, docs/i18n.md): sent again with it. */
  variesByLanguage: boolean;
};

export type CachePolicy = { freshMs: number; staleMs: number };

/** Headers that describe one transfer, not the content: never stored. */
const TRANSFER_HEADERS = new Set(['content-length', 'content-encoding', 'transfer-encoding', 'connection', 'keep-alive', 'date', 'etag', 'age', 'vary', 'x-cache']);
const COMPRESSIBLE = /^(text\/|application\/(json|xml|rss\+xml|javascript|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
/** Larger answers are served but not kept: the cache is for pages and API reads, not files. */
export const MAX_ENTRY_BYTES = 1024 * 1024;

/**
 * What the app allows a shared cache to keep, read from its own Cache-Control: `public` with a
 * max-age, and nothing that forbids it. null means "do not store".
 */
export function cachePolicy(status: number, headers: OutgoingHttpHeaders): CachePolicy | null {
  if (status !== 200) return null;
  if (headers['set-cookie'] !== undefined) return null;
  const vary = String(headers['vary'] ?? '').toLowerCase();
  // Accept-Language is kept apart by isCacheableRequest: only answers to English requests are kept.
  if (vary && vary.split(',').some((v) => !['accept-encoding', 'accept-language'].includes(v.trim()))) return null;
  const contentType = String(headers['content-type'] ?? '');
  if (contentType.startsWith('text/event-stream')) return null;
  const directives = String(headers['cache-control'] ?? '')
    .toLowerCase()
    .split(',')
    .map((d) => d.trim());
  if (!directives.includes('public')) return null;
  if (directives.some((d) => d === 'private' || d === 'no-store' || d === 'no-cache')) return null;
  const seconds = (name: string) => {
    const found = directives.find((d) => d.startsWith(`${name}=`));
    const n = found ? Number(found.slice(name.length + 1)) : NaN;
    return Number.isFinite(n) && n > 0 ? n * 1000 : 0;
  };
  const freshMs = seconds('s-maxage') || seconds('max-age');
  if (!freshMs) return null;
  return { freshMs, staleMs: seconds('stale-while-revalidate') };
}

/** The best encoding the client accepts among those stored (brotli, then gzip, then none). */
export function chooseEncoding(acceptEncoding: string | undefined, available: Partial<Record<Encoding, Buffer>>): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (acceptEncoding ?? '').toLowerCase().split(',')) {
    const [name, ...params] = part.trim().split(';');
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const ok = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (available.br && ok('br')) return 'br';
  if (available.gzip && ok('gzip')) return 'gzip';
  return 'identity';
}

export function buildEntry(status: number, headers: OutgoingHttpHeaders, body: Buffer, policy: CachePolicy, now: number): CacheEntry {
  const kept: OutgoingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) if (value !== undefined && !TRANSFER_HEADERS.has(name.toLowerCase())) kept[name.toLowerCase()] = value;
  const bodies: CacheEntry['bodies'] = { identity: body };
  if (body.byteLength >= MIN_COMPRESS_BYTES && COMPRESSIBLE.test(String(kept['content-type'] ?? ''))) {
    // Compressed once per rebuild, so a higher quality than per-request compression can afford.
    bodies.br = brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9, [zlib.BROTLI_PARAM_SIZE_HINT]: body.byteLength } });
    bodies.gzip = gzipSync(body, { level: 9 });
  }
  const etag = `"${createHash('sha1').update(body).digest('base64url')}"`;
  const size = body.byteLength + (bodies.br?.byteLength ?? 0) + (bodies.gzip?.byteLength ?? 0) + 512;
  const variesByLanguage = String(headers['vary'] ?? '').toLowerCase().includes('accept-language');
  return { status, headers: kept, bodies, etag, storedAt: now, freshMs: policy.freshMs, staleMs: policy.staleMs, size, variesByLanguage };
}

/** A bounded map of entries, least recently used dropped first. */
export class ResponseCache {
  private entries = new Map<string, CacheEntry>();
  private bytes = 0;
  /** Keys whose rebuild is under way: other requests keep getting the stale copy meanwhile. */
  private rebuilding = new Set<string>();
  /** Requests for an address that has no copy yet, waiting for the one build under way. */
  private waiting = new Map<string, Array<() => void>>();
  /** Bumped by invalidate(): an answer that was being built before a change is not stored. */
  version = 0;
  readonly stats = { hits: 0, stale: 0, misses: 0, stores: 0, invalidations: 0 };

  private readonly maxBytes: number;

  constructor(maxBytes = 64 * 1024 * 1024) {
    this.maxBytes = maxBytes;
  }

  get size(): number {
    return this.entries.size;
  }

  /**
   * The entry to serve, if any: fresh; or stale within its stale-while-revalidate window while
   * another request rebuilds it. `rebuild: true` tells the caller it is the one to rebuild.
   */
  lookup(key: string, now: number): { entry: CacheEntry | null; rebuild: boolean } {
    const entry = this.entries.get(key);
    if (!entry) {
      this.stats.misses++;
      return { entry: null, rebuild: true };
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    const age = now - entry.storedAt;
    if (age < entry.freshMs) {
      this.stats.hits++;
      return { entry, rebuild: false };
    }
    if (age < entry.freshMs + entry.staleMs && this.rebuilding.has(key)) {
      this.stats.stale++;
      return { entry, rebuild: false };
    }
    this.stats.misses++;
    return { entry: null, rebuild: true };
  }

  startRebuild(key: string): void {
    this.rebuilding.add(key);
  }

  /** Whether an answer for `key` is being built now. */
  isRebuilding(key: string): boolean {
    return this.rebuilding.has(key);
  }

  /** Runs `resume` once the build under way for `key` has been stored, or has turned out not to be kept. */
  whenRebuilt(key: string, resume: () => void): void {
    const waiting = this.waiting.get(key);
    if (waiting) waiting.push(resume);
    else this.waiting.set(key, [resume]);
  }

  endRebuild(key: string): void {
    this.rebuilding.delete(key);
    const waiting = this.waiting.get(key);
    this.waiting.delete(key);
    for (const resume of waiting ?? []) resume();
  }

  store(key: string, entry: CacheEntry, builtAtVersion: number): void {
    if (builtAtVersion !== this.version || entry.size > MAX_ENTRY_BYTES * 3) return;
    const old = this.entries.get(key);
    if (old) {
      this.bytes -= old.size;
      this.entries.delete(key);
    }
    this.entries.set(key, entry);
    this.bytes += entry.size;
    this.stats.stores++;
    for (const [k, e] of this.entries) {
      if (this.bytes <= this.maxBytes) break;
      this.entries.delete(k);
      this.bytes -= e.size;
    }
  }

  invalidate(): void {
    this.version++;
    this.entries.clear();
    this.bytes = 0;
    this.stats.invalidations++;
  }
}

/**
 * Whether a request may be answered from the cache at all: an anonymous GET or HEAD of a page or an
 * API read. Files (anything with an extension but the feeds), partial requests and requests with a
 * token go straight to the app.
 */
export function isCacheableRequest(req: IncomingMessage): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  if (req.headers.authorization !== undefined || req.headers.range !== undefined) return false;
  const path = (req.url ?? '/').split('?')[0]!;
  if (path.startsWith('/_astro/')) return false;
  // A Spanish API request is answered in Spanish (src/server/http/request-locale.ts, exactly `es`):
  // it never meets a kept English answer, and its own is not kept.
  if (path.startsWith('/v1/') && req.headers['accept-language']?.trim().toLowerCase() === 'es') return false;
  const last = path.slice(path.lastIndexOf('/') + 1);
  if (last.includes('.') && !/\.(xml|txt)$/.test(last)) return false;
  return true;
}

/**
 * Each stored representation has its own strong tag (RFC 9110, 8.8.3): the brotli, gzip and identity
 * bodies are different bytes, so a cache between us and the client must not take one for another.
 */
export function representationTag(contentTag: string, encoding: Encoding): string {
  return encoding === 'identity' ? contentTag : `${contentTag.slice(0, -1)}-${encoding === 'gzip' ? 'gz' : 'br'}"`;
}

/**
 * Whether a GET or HEAD is answered 304 (RFC 9110, 13.1.2 and 13.1.3; docs/rules/api.md,
 * "Conditional requests"): If-None-Match compares weakly (a W/ tag matches its strong twin), takes a
 * list of tags or `*`, and when present decides alone; otherwise If-Modified-Since is compared with the
 * Last-Modified the app declared, to the second.
 */
export function notModified(headers: IncomingMessage['headers'], etag: string, lastModified: OutgoingHttpHeaders[string]): boolean {
  const ifNoneMatch = headers['if-none-match'];
  if (ifNoneMatch !== undefined) {
    if (ifNoneMatch.trim() === '*') return true;
    const opaque = etag.replace(/^W\//, '');
    return [...ifNoneMatch.matchAll(/(?:W\/)?("[^"]*")/g)].some((m) => m[1] === opaque);
  }
  const since = headers['if-modified-since'];
  if (since === undefined || lastModified === undefined) return false;
  const sinceMs = Date.parse(since);
  const modifiedMs = Date.parse(String(lastModified));
  return Number.isFinite(sinceMs) && Number.isFinite(modifiedMs) && Math.floor(modifiedMs / 1000) <= Math.floor(sinceMs / 1000);
}

function sendEntry(req: IncomingMessage, res: ServerResponse, entry: CacheEntry, state: 'HIT' | 'STALE' | 'MISS', now: number): void {
  const encoding = chooseEncoding(req.headers['accept-encoding'], entry.bodies);
  const body = entry.bodies[encoding]!;
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value!);
  const etag = representationTag(entry.etag, encoding);
  // A copy is never older than what it shows: every content change drops the cache (docs/performance.md,
  // "Response cache"). So the time it was made can stand as its Last-Modified when the app gave none.
  if (entry.headers['last-modified'] === undefined) res.setHeader('Last-Modified', new Date(Math.ceil(entry.storedAt / 1000) * 1000).toUTCString());
  res.setHeader('ETag', etag);
  res.setHeader('Age', String(Math.max(0, Math.floor((now - entry.storedAt) / 1000))));
  res.setHeader('X-Cache', state);
  const vary = [entry.bodies.br || entry.bodies.gzip ? 'Accept-Encoding' : '', entry.variesByLanguage ? 'Accept-Language' : ''].filter(Boolean);
  if (vary.length) res.setHeader('Vary', vary.join(', '));
  if (entry.status === 200 && notModified(req.headers, etag, res.getHeader('last-modified'))) {
    res.writeHead(304);
    return void res.end();
  }
  if (encoding !== 'identity') res.setHeader('Content-Encoding', encoding);
  res.setHeader('Content-Length', String(body.byteLength));
  res.writeHead(entry.status);
  res.end(req.method === 'HEAD' ? undefined : body);
}

/**
 * Runs `app` for a cacheable request while holding back what it writes. If the answer may be kept,
 * it is stored and sent from the entry; otherwise the held-back head is replayed through
 * `passThrough` (the compression layer) and the rest of the answer streams as usual.
 */
function captureAndStore(
  req: IncomingMessage,
  res: ServerResponse,
  app: NodeHandler,
  passThrough: (req: IncomingMessage, res: ServerResponse, resume: () => void) => void,
  cache: ResponseCache,
  key: string,
  now: () => number,
): void {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  const version = cache.version;
  const chunks: Buffer[] = [];
  let status = 200;
  let policy: CachePolicy | null = null;
  let headWritten = false;
  let held = 0;
  const restore = () => Object.assign(res, original);
  let released = false;
  // Once per build: the 'close' that follows every answer must not end a later build of the same key.
  const release = () => {
    if (released) return;
    released = true;
    cache.endRebuild(key);
  };
  res.once('close', release);

  res.writeHead = function writeHead(this: ServerResponse, code: number, ...rest: unknown[]) {
    status = code;
    headWritten = true;
    const headers = (typeof rest[0] === 'string' ? rest[1] : rest[0]) as OutgoingHttpHeaders | undefined;
    if (headers) for (const [name, value] of Object.entries(headers)) if (value !== undefined) res.setHeader(name, value);
    policy = cachePolicy(status, res.getHeaders());
    if (!policy || req.method === 'HEAD') {
      // Not ours to keep: hand the answer to the normal path from here on.
      restore();
      release();
      let result: ServerResponse = res;
      passThrough(req, res, () => {
        result = res.writeHead(code);
      });
      return result;
    }
    return res;
  } as ServerResponse['writeHead'];

  const hold = (chunk: unknown, encoding?: BufferEncoding) => {
    if (chunk === undefined || chunk === null) return;
    const buffer = Buffer.isBuffer(chunk) ? chunk : typeof chunk === 'string' ? Buffer.from(chunk, encoding) : Buffer.from(chunk as Uint8Array);
    chunks.push(buffer);
    held += buffer.byteLength;
  };
  res.write = function write(chunk: unknown, encoding?: unknown, callback?: unknown) {
    hold(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined);
    const done = typeof encoding === 'function' ? encoding : callback;
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  } as ServerResponse['write'];
  res.end = function end(chunk?: unknown, encoding?: unknown, callback?: unknown) {
    if (typeof chunk !== 'function') hold(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : undefined);
    restore();
    if (!headWritten) {
      status = res.statusCode;
      policy = cachePolicy(status, res.getHeaders());
    }
    const body = Buffer.concat(chunks, held);
    const headers = res.getHeaders();
    for (const name of res.getHeaderNames()) res.removeHeader(name);
    const entry = buildEntry(status, headers, body, policy ?? { freshMs: 0, staleMs: 0 }, now());
    if (policy && body.byteLength <= MAX_ENTRY_BYTES) cache.store(key, entry, version);
    // Stored first, so the requests that waited for this build find it.
    release();
    sendEntry(req, res, entry, 'MISS', now());
    const done = [chunk, encoding, callback].find((f) => typeof f === 'function');
    if (done) res.once('finish', done as () => void);
    return res;
  } as ServerResponse['end'];

  app(req, res);
}

/**
 * The cache in front of `app`. `passThrough` is what every other request goes through (the
 * compression middleware), so uncached answers are compressed exactly as before.
 */
export function responseCacheHandler(
  app: NodeHandler,
  passThrough: (req: IncomingMessage, res: ServerResponse, next: () => void) => void,
  cache: ResponseCache,
  now: () => number = Date.now,
): NodeHandler {
  const serveKept = (req: IncomingMessage, res: ServerResponse, entry: CacheEntry) =>
    sendEntry(req, res, entry, entry.storedAt + entry.freshMs > now() ? 'HIT' : 'STALE', now());
  return (req, res) => {
    if (!isCacheableRequest(req)) return passThrough(req, res, () => app(req, res));
    const key = req.url ?? '/';
    const found = cache.lookup(key, now());
    if (found.entry) return serveKept(req, res, found.entry);
    if (req.method === 'HEAD') return passThrough(req, res, () => app(req, res));
    // No copy yet (first request, or just after a content change) and one is being built: wait for
    // it rather than build the same page again. If it was not kept, each waiting request runs itself.
    if (cache.isRebuilding(key)) {
      return cache.whenRebuilt(key, () => {
        const built = cache.lookup(key, now());
        if (built.entry) serveKept(req, res, built.entry);
        else passThrough(req, res, () => app(req, res));
      });
    }
    cache.startRebuild(key);
    captureAndStore(req, res, app, passThrough, cache, key, now);
  };
}
