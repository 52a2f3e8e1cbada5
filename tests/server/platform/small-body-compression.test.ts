// Compression of dynamic answers (src/server/http/small-body-compression.ts; docs/performance.md,
// "Compressing small answers"), mounted as scripts/serve.ts mounts it, in front of the streaming
// middleware, on a loopback port: small answers go out whole with their length, larger ones stream,
// event streams are never held back.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compressibleAnswer, smallBodyCompression, SYNC_COMPRESS_LIMIT_BYTES } from '../../../src/server/http/small-body-compression.ts';

const json = (n: number) => JSON.stringify({ data: Array.from({ length: n }, (_, i) => ({ id: i, title: `Course ${i} on sleep and breathing` })) });
const SMALL = json(3);
const MEDIUM = json(40);
const LARGE = json(1200);

type Route = (res: http.ServerResponse) => void;
const routes: Record<string, Route> = {
  // As the API writes: the head first, then the body in one chunk, then end().
  '/small': (res) => (res.writeHead(200, { 'content-type': 'application/json' }), res.write(SMALL), res.end()),
  '/medium': (res) => (res.writeHead(200, { 'content-type': 'application/json' }), res.write(MEDIUM), res.end()),
  // As a page renders: setHeader, several writes.
  '/large': (res) => {
    res.setHeader('content-type', 'text/html; charset=utf-8');
    res.statusCode = 201;
    for (let i = 0; i < LARGE.length; i += 4096) res.write(LARGE.slice(i, i + 4096));
    res.end();
  },
  '/end-only': (res) => (res.setHeader('content-type', 'application/json'), res.end(MEDIUM)),
  '/image': (res) => (res.writeHead(200, { 'content-type': 'image/png' }), res.end(Buffer.alloc(4000, 7))),
  '/no-transform': (res) => (res.writeHead(200, { 'content-type': 'application/json', 'cache-control': 'no-store, no-transform' }), res.end(MEDIUM)),
  '/with-vary': (res) => (res.writeHead(200, { 'content-type': 'application/json', vary: 'Origin' }), res.end(MEDIUM)),
  '/not-found': (res) => (res.writeHead(404, 'Gone Fishing', { 'content-type': 'application/json' }), res.end(MEDIUM)),
  '/events': (res) => {
    // As the notifications stream answers (src/server/notifications/routes.ts).
    res.writeHead(200, { 'content-type': 'text/event-stream', 'cache-control': 'no-cache, no-transform' });
    res.write(`data: first\n\n`);
    setTimeout(() => res.end(`data: last\n\n`), 300);
  },
};

let server: http.Server;
let base: string;

beforeAll(async () => {
  const streaming = compression({ threshold: 1024 });
  const compress = smallBodyCompression((req, res, next) => streaming(req as never, res as never, next));
  server = http.createServer((req, res) => compress(req, res, () => routes[req.url ?? '']!(res)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

type Answer = { status: number; statusMessage: string; headers: http.IncomingHttpHeaders; body: Buffer; firstChunkMs: number; totalMs: number };

function request(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Answer> {
  const started = performance.now();
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      let firstChunkMs = -1;
      res.on('data', (c: Buffer) => {
        if (firstChunkMs < 0) firstChunkMs = performance.now() - started;
        chunks.push(c);
      });
      res.on('end', () => resolve({ status: res.statusCode!, statusMessage: res.statusMessage!, headers: res.headers, body: Buffer.concat(chunks), firstChunkMs, totalMs: performance.now() - started }));
    });
    req.on('error', reject);
    req.end();
  });
}

const decode = (a: Answer) => (a.headers['content-encoding'] === 'br' ? brotliDecompressSync(a.body) : a.headers['content-encoding'] === 'gzip' ? gunzipSync(a.body) : a.body).toString();

describe('small answers', () => {
  it('under 1 KB go out uncompressed, whole, with their length', async () => {
    const a = await request('/small', { 'accept-encoding': 'br, gzip' });
    expect(SMALL.length).toBeLessThan(1024);
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(a.headers['content-length']).toBe(String(SMALL.length));
    expect(a.headers['transfer-encoding']).toBeUndefined();
    expect(a.headers['vary']).toBe('Accept-Encoding');
    expect(a.body.toString()).toBe(SMALL);
  });

  it('from 1 KB are compressed in one piece, brotli or gzip as the client takes, with their length', async () => {
    expect(MEDIUM.length).toBeGreaterThan(1024);
    expect(MEDIUM.length).toBeLessThan(SYNC_COMPRESS_LIMIT_BYTES);
    for (const [accept, encoding] of [['br, gzip', 'br'], ['gzip, deflate', 'gzip'], ['br;q=0, gzip', 'gzip']] as const) {
      for (const path of ['/medium', '/end-only']) {
        const a = await request(path, { 'accept-encoding': accept });
        expect(a.status, `${path} ${accept}`).toBe(200);
        expect(a.headers['content-encoding'], `${path} ${accept}`).toBe(encoding);
        expect(a.headers['content-length'], `${path} ${accept}`).toBe(String(a.body.byteLength));
        expect(a.headers['vary']).toBe('Accept-Encoding');
        expect(a.body.byteLength).toBeLessThan(MEDIUM.length / 3);
        expect(decode(a)).toBe(MEDIUM);
      }
    }
  });

  it('keep their status, reason and Vary', async () => {
    const a = await request('/not-found', { 'accept-encoding': 'br' });
    expect(a.status).toBe(404);
    expect(a.statusMessage).toBe('Gone Fishing');
    expect(decode(a)).toBe(MEDIUM);
    const v = await request('/with-vary', { 'accept-encoding': 'br' });
    expect(v.headers['vary']).toBe('Origin, Accept-Encoding');
    expect(decode(v)).toBe(MEDIUM);
  });

  it('are not compressed for a client that takes no encoding, for HEAD, for images or when the answer says no-transform', async () => {
    for (const [path, headers, method] of [
      ['/medium', {}, 'GET'],
      ['/medium', { 'accept-encoding': 'identity' }, 'GET'],
      ['/medium', { 'accept-encoding': 'br' }, 'HEAD'],
      ['/image', { 'accept-encoding': 'br' }, 'GET'],
      ['/no-transform', { 'accept-encoding': 'br' }, 'GET'],
    ] as const) {
      const a = await request(path, headers, method);
      expect(a.headers['content-encoding'], `${method} ${path}`).toBeUndefined();
      if (method === 'GET') expect(a.body.byteLength, path).toBe(path === '/image' ? 4000 : MEDIUM.length);
    }
  });
});

describe('larger answers and streams', () => {
  it('past the limit are streamed by the streaming middleware, all of it, in order', async () => {
    expect(LARGE.length).toBeGreaterThan(SYNC_COMPRESS_LIMIT_BYTES);
    const a = await request('/large', { 'accept-encoding': 'br, gzip' });
    expect(a.status).toBe(201);
    expect(a.headers['content-encoding']).toBe('br');
    expect(a.headers['content-length']).toBeUndefined();
    expect(a.headers['transfer-encoding']).toBe('chunked');
    expect(decode(a)).toBe(LARGE);
  });

  it('an event stream is never held back: its first event arrives before it ends', async () => {
    const a = await request('/events', { 'accept-encoding': 'br, gzip' });
    expect(a.headers['content-type']).toBe('text/event-stream');
    expect(a.headers['content-encoding']).toBeUndefined();
    expect(decode(a)).toBe('data: first\n\ndata: last\n\n');
    expect(a.firstChunkMs).toBeLessThan(a.totalMs - 200);
    // Held back for its type alone, too, whatever its Cache-Control.
    expect(compressibleAnswer(200, { 'content-type': 'text/event-stream' })).toBe(false);
    expect(compressibleAnswer(200, { 'content-type': 'application/json' })).toBe(true);
    expect(compressibleAnswer(304, { 'content-type': 'application/json' })).toBe(false);
    expect(compressibleAnswer(200, { 'content-type': 'application/json', 'content-encoding': 'br' })).toBe(false);
  });
});
