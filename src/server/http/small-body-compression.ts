// Compression of dynamic answers (docs/performance.md, "Compressing small answers"). The streaming
// middleware (the `compression` package) sets up a zlib stream for every answer it compresses, and
// that set-up and its callbacks cost more of the server's one JavaScript thread than compressing a
// small body at once: a member's JSON answer of 1 to 2 KB paid for a stream every time, because the
// API writes its head before its body and the middleware cannot see the length. This layer holds an
// answer back until it ends or passes `syncLimit` bytes: a small one is sent as it is under
// `threshold`, else compressed in one synchronous call with its Content-Length; anything larger,
// event streams and answers that say no-transform go to the streaming middleware unchanged.
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { chooseEncoding } from './response-cache.ts';

export type Middleware = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;

/** Answers under this are sent uncompressed (as the streaming middleware did). */
export const COMPRESS_THRESHOLD_BYTES = 1024;
/** Answers up to this are compressed in one synchronous call; larger ones stream (measured: docs/performance.md). */
export const SYNC_COMPRESS_LIMIT_BYTES = 16 * 1024;

const COMPRESSIBLE_TYPE = /^(text\/(?!event-stream)|application\/([a-z.+-]*\+)?(json|xml|javascript)|application\/manifest\+json|image\/svg\+xml)/i;
/**
 * Brotli's quality for the answers compressed here: 1, against the streaming middleware's 4. Measured
 * (docs/performance.md): quality 4 in one call cost the main thread as much as a stream; quality 1
 * costs a third less and sends 280 bytes for 1.6 KB of JSON instead of 214. Gzip keeps zlib's default level.
 */
export const SYNC_BROTLI_QUALITY = 1;
/** Both encodings are on offer: the client's Accept-Encoding picks (chooseEncoding). */
const OFFERED = { br: Buffer.alloc(0), gzip: Buffer.alloc(0) };

type Write = ServerResponse['write'];
type End = ServerResponse['end'];
type WriteHead = ServerResponse['writeHead'];
type Methods = { writeHead: WriteHead; write: Write; end: End; flush?: () => void };

/** Whether an answer with these headers may be held back and compressed here. */
export function compressibleAnswer(status: number, headers: OutgoingHttpHeaders): boolean {
  return compressible(status, headers['content-type'], headers['content-encoding'], headers['cache-control']);
}

function compressible(status: number, type: unknown, contentEncoding: unknown, cacheControl: unknown): boolean {
  if (status < 200 || status === 204 || status === 304) return false;
  if (contentEncoding !== undefined && String(contentEncoding) !== 'identity') return false;
  if (cacheControl !== undefined && /(^|,)\s*no-transform\s*(,|$)/i.test(String(cacheControl))) return false;
  return type !== undefined && COMPRESSIBLE_TYPE.test(String(type));
}

function addVary(res: ServerResponse): void {
  const vary = String(res.getHeader('vary') ?? '');
  if (vary === '*' || /(^|,)\s*accept-encoding\s*(,|$)/i.test(vary)) return;
  res.setHeader('Vary', vary ? `${vary}, Accept-Encoding` : 'Accept-Encoding');
}

/** The headers a writeHead call passes, set on the response so that they can be read before it is sent. */
function applyHeadArgs(res: ServerResponse, rest: unknown[]): void {
  const headers = typeof rest[0] === 'string' ? rest[1] : rest[0];
  if (!headers) return;
  if (Array.isArray(headers)) {
    if (Array.isArray(headers[0])) for (const [name, value] of headers as Array<[string, string]>) res.setHeader(name, value);
    else for (let i = 0; i + 1 < headers.length; i += 2) res.setHeader(String(headers[i]), headers[i + 1] as string);
    return;
  }
  for (const [name, value] of Object.entries(headers as OutgoingHttpHeaders)) if (value !== undefined) res.setHeader(name, value);
}

function toBuffer(chunk: unknown, encoding?: unknown): Buffer | null {
  if (chunk === undefined || chunk === null || typeof chunk === 'function') return null;
  if (Buffer.isBuffer(chunk)) return chunk;
  if (typeof chunk === 'string') return Buffer.from(chunk, typeof encoding === 'string' ? (encoding as BufferEncoding) : 'utf8');
  const view = chunk as ArrayBufferView;
  return Buffer.from(view.buffer, view.byteOffset, view.byteLength);
}

/**
 * `streaming` is the streaming middleware (used for what this layer does not finish itself). Options
 * are for tests and measurements.
 */
export function smallBodyCompression(streaming: Middleware, { threshold = COMPRESS_THRESHOLD_BYTES, syncLimit = SYNC_COMPRESS_LIMIT_BYTES, brotliQuality = SYNC_BROTLI_QUALITY } = {}): Middleware {
  return (req, res, next) => {
    // Nothing to compress for a HEAD or a client that takes no encoding: the streaming layer adds Vary.
    const encoding = req.method === 'HEAD' ? 'identity' : chooseEncoding(req.headers['accept-encoding'], OFFERED);
    if (encoding === 'identity') return streaming(req, res, next);
    hold(req, res, encoding, streaming, threshold, syncLimit, brotliQuality);
    next();
  };
}

/**
 * Holds the answer back. The streaming middleware is set up only when an answer turns out to need it
 * (its per-answer set-up is part of what small answers no longer pay).
 */
function hold(req: IncomingMessage, res: ServerResponse, encoding: 'br' | 'gzip', streaming: Middleware, threshold: number, syncLimit: number, brotliQuality: number): void {
  const node: Methods = { writeHead: res.writeHead, write: res.write, end: res.end };
  const chunks: Buffer[] = [];
  let held = 0;
  let headCalled = false;
  let decided = false;
  const restore = (methods: Methods) => {
    res.writeHead = methods.writeHead;
    res.write = methods.write;
    res.end = methods.end;
    if (methods.flush) (res as { flush?: () => void }).flush = methods.flush;
  };

  // From here on the streaming middleware has the answer: the head, then what was held, in order.
  const toStreaming = () => {
    decided = true;
    restore(node);
    delete (res as { flush?: () => void }).flush;
    streaming(req, res, () => undefined);
    if (headCalled || chunks.length) res.writeHead(res.statusCode);
    for (const chunk of chunks) res.write(chunk);
    chunks.length = 0;
  };
  const eligible = () => compressible(res.statusCode, res.getHeader('content-type'), res.getHeader('content-encoding'), res.getHeader('cache-control'));

  res.writeHead = function writeHead(this: ServerResponse, code: number, ...rest: unknown[]) {
    res.statusCode = code;
    if (typeof rest[0] === 'string') res.statusMessage = rest[0];
    applyHeadArgs(res, rest);
    headCalled = true;
    if (!eligible()) toStreaming();
    return res;
  } as WriteHead;

  res.write = function write(chunk: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    if (!headCalled && !chunks.length && !eligible()) {
      toStreaming();
      return (res.write as (c: unknown, e?: unknown, cb?: unknown) => boolean)(chunk, encodingOrCallback, callback);
    }
    const buffer = toBuffer(chunk, encodingOrCallback);
    if (buffer?.byteLength) {
      chunks.push(buffer);
      held += buffer.byteLength;
    }
    const done = typeof encodingOrCallback === 'function' ? encodingOrCallback : callback;
    if (held > syncLimit) toStreaming();
    if (typeof done === 'function') queueMicrotask(() => (done as () => void)());
    return true;
  } as Write;

  res.end = function end(chunk?: unknown, encodingOrCallback?: unknown, callback?: unknown) {
    const done = [chunk, encodingOrCallback, callback].find((f) => typeof f === 'function') as (() => void) | undefined;
    if (decided) return (res.end as (c?: unknown, e?: unknown, cb?: unknown) => ServerResponse)(chunk, encodingOrCallback, callback);
    const buffer = toBuffer(chunk, encodingOrCallback);
    if (buffer?.byteLength) {
      chunks.push(buffer);
      held += buffer.byteLength;
    }
    if (held > syncLimit || !eligible()) {
      toStreaming();
      if (done) res.once('finish', done);
      return res.end();
    }
    decided = true;
    restore(node);
    const body = chunks.length === 1 ? chunks[0]! : Buffer.concat(chunks, held);
    addVary(res);
    let sent = body;
    if (held >= threshold && req.method !== 'HEAD') {
      const packed = encoding === 'br' ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: brotliQuality, [zlib.BROTLI_PARAM_SIZE_HINT]: held } }) : gzipSync(body);
      if (packed.byteLength < held) {
        sent = packed;
        res.setHeader('Content-Encoding', encoding);
      }
    }
    res.setHeader('Content-Length', String(sent.byteLength));
    res.writeHead(res.statusCode);
    return done ? res.end(sent, done) : res.end(sent);
  } as End;

  // A caller that flushes wants its bytes on the wire now.
  (res as { flush?: () => void }).flush = () => {
    if (decided) return;
    toStreaming();
    (res as { flush?: () => void }).flush?.();
  };
}
