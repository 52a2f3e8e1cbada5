// The build's files served from memory (src/server/http/static-files.ts; docs/performance.md,
// "Static files from memory"), on a loopback port: a small client build is precompressed as
// scripts/build.ts does, loaded as scripts/serve.ts does, then deleted from disk, so every answer
// below comes from the table and none from the file system.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { IMMUTABLE_CACHE, loadStaticFiles, parseRange, precompressFiles, SERVICE_WORKER_CACHE, SHORT_CACHE, staticFilesHandler, type StaticTable } from '../../../src/server/http/static-files.ts';

const SCRIPT = `export function greet(name) { return 'Hello, ' + name + '. '; }\n`.repeat(60);
const ICON = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1 1"><rect width="1" height="1"/></svg>';
/** Bytes that do not compress, as large as a short clip. */
const MEDIA = Buffer.from(Array.from({ length: 300_000 }, (_, i) => (i * 2654435761) >>> 24));

let dir: string;
let table: StaticTable;
let server: http.Server;
let base: string;
let precompressed: { files: number; written: number };
const fellThrough: string[] = [];

beforeAll(async () => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-'));
  fs.mkdirSync(path.join(dir, '_astro'));
  fs.mkdirSync(path.join(dir, 'media'));
  fs.writeFileSync(path.join(dir, '_astro/app.Bx12Qz.js'), SCRIPT);
  fs.writeFileSync(path.join(dir, 'favicon.svg'), ICON);
  fs.writeFileSync(path.join(dir, 'sw.js'), `self.addEventListener('fetch', () => {});\n${'// cache rules\n'.repeat(100)}`);
  fs.writeFileSync(path.join(dir, 'media/clip one.mp4'), MEDIA);
  fs.writeFileSync(path.join(dir, '.hidden'), 'not served');
  precompressed = await precompressFiles(dir);
  table = loadStaticFiles(dir);
  // Everything below is answered without the files.
  fs.rmSync(dir, { recursive: true, force: true });
  server = http.createServer(
    staticFilesHandler(table, (req, res) => {
      fellThrough.push(`${req.method} ${req.url}`);
      res.writeHead(404, { 'content-type': 'text/plain' });
      res.end('next handler');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

/** A raw request, so the test sees the encoded bytes and every header as sent. */
function request(pathname: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${pathname}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('the build step', () => {
  it('wrote brotli and gzip forms of the text files only, and the table holds each file once', () => {
    // The script and the service worker, twice each; the icon is under 1 KB, the clip is not text.
    expect(precompressed.written).toBe(4);
    expect([...table.files.keys()].sort()).toEqual(['/_astro/app.Bx12Qz.js', '/favicon.svg', '/media/clip one.mp4', '/sw.js']);
    expect(table.compressedAtStart).toBe(0);
  });

  it('a build without compressed forms gets them at start', () => {
    const bare = fs.mkdtempSync(path.join(os.tmpdir(), 'static-files-bare-'));
    try {
      fs.writeFileSync(path.join(bare, 'app.js'), SCRIPT);
      const loaded = loadStaticFiles(bare);
      expect(loaded.compressedAtStart).toBe(2);
      const file = loaded.files.get('/app.js')!;
      expect(brotliDecompressSync(file.bodies.br!).toString()).toBe(SCRIPT);
      expect(gunzipSync(file.bodies.gzip!).toString()).toBe(SCRIPT);
    } finally {
      fs.rmSync(bare, { recursive: true, force: true });
    }
  });
});

describe('hashed assets', () => {
  it('are sent in the encoding the client prefers, cached for a year, with a strong tag per encoding', async () => {
    const br = await request('/_astro/app.Bx12Qz.js', { 'accept-encoding': 'br, gzip' });
    const gz = await request('/_astro/app.Bx12Qz.js', { 'accept-encoding': 'gzip' });
    const plain = await request('/_astro/app.Bx12Qz.js');
    for (const r of [br, gz, plain]) {
      expect(r.status).toBe(200);
      expect(r.headers['cache-control']).toBe(IMMUTABLE_CACHE);
      expect(r.headers['content-type']).toBe('text/javascript; charset=utf-8');
      expect(r.headers['vary']).toBe('Accept-Encoding');
      expect(r.headers['etag']).toMatch(/^"[^"]+"$/);
      expect(Number(r.headers['content-length'])).toBe(r.body.byteLength);
    }
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe(SCRIPT);
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gz.body).toString()).toBe(SCRIPT);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body.toString()).toBe(SCRIPT);
    expect(br.body.byteLength).toBeLessThan(SCRIPT.length / 5);
    expect(new Set([br.headers['etag'], gz.headers['etag'], plain.headers['etag']]).size).toBe(3);
  });

  it('answer 304 to the tag of the representation the client holds, and 200 to another', async () => {
    const first = await request('/_astro/app.Bx12Qz.js', { 'accept-encoding': 'br' });
    const again = await request('/_astro/app.Bx12Qz.js', { 'accept-encoding': 'br', 'if-none-match': first.headers['etag']! });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    expect(again.headers['etag']).toBe(first.headers['etag']);
    expect(again.headers['cache-control']).toBe(IMMUTABLE_CACHE);
    // A gzip client holding the brotli tag has different bytes: it gets the file.
    const other = await request('/_astro/app.Bx12Qz.js', { 'accept-encoding': 'gzip', 'if-none-match': first.headers['etag']! });
    expect(other.status).toBe(200);
    expect(gunzipSync(other.body).toString()).toBe(SCRIPT);
  });

  it('HEAD sends the headers of GET and no body', async () => {
    const get = await request('/_astro/app.Bx12Qz.js', { 'accept-encoding': 'br' });
    const head = await request('/_astro/app.Bx12Qz.js', { 'accept-encoding': 'br' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    for (const name of ['content-length', 'content-encoding', 'etag', 'cache-control', 'content-type']) expect(head.headers[name], name).toBe(get.headers[name]);
  });
});

describe('other public files', () => {
  it('get a short cache; the service worker is revalidated every time', async () => {
    const icon = await request('/favicon.svg', { 'accept-encoding': 'br, gzip' });
    expect(icon.status).toBe(200);
    expect(icon.headers['cache-control']).toBe(SHORT_CACHE);
    expect(icon.headers['content-type']).toBe('image/svg+xml');
    // Under 1 KB: one form only, so no Vary.
    expect(icon.headers['content-encoding']).toBeUndefined();
    expect(icon.headers['vary']).toBeUndefined();
    expect(icon.body.toString()).toBe(ICON);
    const worker = await request('/sw.js', { 'accept-encoding': 'br' });
    expect(worker.headers['cache-control']).toBe(SERVICE_WORKER_CACHE);
    const revalidated = await request('/sw.js', { 'accept-encoding': 'br', 'if-none-match': worker.headers['etag']! });
    expect(revalidated.status).toBe(304);
  });

  it('answer If-Modified-Since with 304 when the file is not newer', async () => {
    const icon = await request('/favicon.svg');
    expect((await request('/favicon.svg', { 'if-modified-since': icon.headers['last-modified']! })).status).toBe(304);
    expect((await request('/favicon.svg', { 'if-modified-since': 'Thu, 01 Jan 1970 00:00:00 GMT' })).status).toBe(200);
  });

  it('find a file whose name is percent-encoded in the address, and ignore the query', async () => {
    const clip = await request('/media/clip%20one.mp4?v=2');
    expect(clip.status).toBe(200);
    expect(clip.headers['content-type']).toBe('video/mp4');
    expect(clip.body.equals(MEDIA)).toBe(true);
  });
});

describe('ranges', () => {
  it('a byte range gets 206 with those bytes, uncompressed', async () => {
    const part = await request('/media/clip%20one.mp4', { range: 'bytes=1000-1999', 'accept-encoding': 'br, gzip' });
    expect(part.status).toBe(206);
    expect(part.headers['content-range']).toBe(`bytes 1000-1999/${MEDIA.byteLength}`);
    expect(part.headers['content-length']).toBe('1000');
    expect(part.headers['content-encoding']).toBeUndefined();
    expect(part.body.equals(MEDIA.subarray(1000, 2000))).toBe(true);
    const tail = await request('/media/clip%20one.mp4', { range: 'bytes=-500' });
    expect(tail.status).toBe(206);
    expect(tail.body.equals(MEDIA.subarray(MEDIA.byteLength - 500))).toBe(true);
    const open = await request('/media/clip%20one.mp4', { range: `bytes=${MEDIA.byteLength - 10}-` });
    expect(open.headers['content-range']).toBe(`bytes ${MEDIA.byteLength - 10}-${MEDIA.byteLength - 1}/${MEDIA.byteLength}`);
    expect(open.body.equals(MEDIA.subarray(MEDIA.byteLength - 10))).toBe(true);
  });

  it('a range past the end gets 416 with the size', async () => {
    const past = await request('/media/clip%20one.mp4', { range: `bytes=${MEDIA.byteLength}-` });
    expect(past.status).toBe(416);
    expect(past.headers['content-range']).toBe(`bytes */${MEDIA.byteLength}`);
    expect(past.body.byteLength).toBe(0);
  });

  it('If-Range with another tag, or a range that is not one byte range, gets the whole file', async () => {
    const stale = await request('/media/clip%20one.mp4', { range: 'bytes=0-99', 'if-range': '"an-older-copy"' });
    expect(stale.status).toBe(200);
    expect(stale.body.byteLength).toBe(MEDIA.byteLength);
    const current = (await request('/media/clip%20one.mp4', {}, 'HEAD')).headers['etag']!;
    expect((await request('/media/clip%20one.mp4', { range: 'bytes=0-99', 'if-range': current })).status).toBe(206);
    expect((await request('/media/clip%20one.mp4', { range: 'bytes=0-9, 20-29' })).status).toBe(200);
    expect(parseRange('items=0-9', 100)).toBeNull();
    expect(parseRange('bytes=5-1', 100)).toBeNull();
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
    expect(parseRange('bytes=90-200', 100)).toEqual({ start: 90, end: 99 });
  });
});

describe('what the table does not answer', () => {
  it('an unknown path, a dot file, a compressed sibling and a POST go to the next handler', async () => {
    fellThrough.length = 0;
    for (const p of ['/_astro/missing.js', '/.hidden', '/_astro/app.Bx12Qz.js.br', '/courses']) expect((await request(p)).body.toString(), p).toBe('next handler');
    expect((await request('/favicon.svg', {}, 'POST')).body.toString()).toBe('next handler');
    expect(fellThrough).toEqual(['GET /_astro/missing.js', 'GET /.hidden', 'GET /_astro/app.Bx12Qz.js.br', 'GET /courses', 'POST /favicon.svg']);
  });

  it('makes no file-system call per request', async () => {
    const calls = [vi.spyOn(fs, 'readFileSync'), vi.spyOn(fs, 'statSync'), vi.spyOn(fs, 'createReadStream'), vi.spyOn(fs.promises, 'readFile'), vi.spyOn(fs, 'lstatSync')];
    try {
      for (const p of ['/_astro/app.Bx12Qz.js', '/favicon.svg', '/sw.js', '/media/clip%20one.mp4']) expect((await request(p, { 'accept-encoding': 'br' })).status).toBe(200);
      for (const spy of calls) expect(spy).not.toHaveBeenCalled();
    } finally {
      for (const spy of calls) spy.mockRestore();
    }
  });
});
