// The response cache for anonymous public reads (src/server/http/response-cache.ts), served for real
// on a loopback port the way scripts/serve.ts mounts it: Astro's own request conversion in front of
// the API app, the compression middleware for everything the cache does not keep.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import compression from 'compression';
import { NodeApp } from 'astro/app/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { cachePolicy, chooseEncoding, ResponseCache, responseCacheHandler } from '../../../src/server/http/response-cache.ts';
import { announceContentChangeHere, onContentChange } from '../../../src/server/shared/content-changes.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

let t: TestContext;
let server: http.Server;
let base: string;
let cache: ResponseCache;
let clock = 1_000_000;
/** How many times the app behind the cache was asked, per path. */
const calls = new Map<string, number>();
/** Test pages: what each answers, changeable per test. */
let pages: Record<string, () => Response> = {};
let stopListening: () => void;

beforeAll(async () => {
  t = await createTestContext();
  cache = new ResponseCache(256 * 1024);
  stopListening = onContentChange(() => cache.invalidate());
  const compress = compression({ threshold: 1024 });
  const app = async (req: http.IncomingMessage, res: http.ServerResponse) => {
    const request = NodeApp.createRequest(req);
    const path = new URL(request.url).pathname;
    calls.set(path, (calls.get(path) ?? 0) + 1);
    const response = path.startsWith('/v1') ? await t.app.fetch(request, { clientAddress: '127.0.0.1' }) : (pages[path]?.() ?? new Response('Not found', { status: 404 }));
    await NodeApp.writeResponse(response, res);
  };
  server = http.createServer(responseCacheHandler((req, res) => void app(req, res), (req, res, next) => compress(req as never, res as never, next), cache, () => clock));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  stopListening();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

beforeEach(() => {
  cache.invalidate();
  calls.clear();
  pages = {};
});

const html = (body: string, cacheControl = 'public, max-age=60, stale-while-revalidate=600', extra: Record<string, string> = {}) => () =>
  new Response(`<!doctype html><title>t</title><main>${body}</main>${' '.repeat(2000)}`, { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': cacheControl, ...extra } });

/** A raw GET, so the test sees the encoded bytes and every header as sent. */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.request(`${base}${path}`, { method, headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('what may be kept', () => {
  it('keeps only public answers with a max-age and nothing personal', () => {
    expect(cachePolicy(200, { 'cache-control': 'public, max-age=60, stale-while-revalidate=600' })).toEqual({ freshMs: 60_000, staleMs: 600_000 });
    expect(cachePolicy(200, { 'cache-control': 'private, max-age=60' })).toBeNull();
    expect(cachePolicy(200, { 'cache-control': 'public, max-age=60, no-store' })).toBeNull();
    expect(cachePolicy(200, { 'cache-control': 'no-cache' })).toBeNull();
    expect(cachePolicy(200, { 'cache-control': 'public' })).toBeNull();
    expect(cachePolicy(200, { 'cache-control': 'public, max-age=60', 'set-cookie': 'a=b' })).toBeNull();
    expect(cachePolicy(200, { 'cache-control': 'public, max-age=60', vary: 'Authorization' })).toBeNull();
    expect(cachePolicy(404, { 'cache-control': 'public, max-age=60' })).toBeNull();
    expect(cachePolicy(200, { 'cache-control': 'public, max-age=60', 'content-type': 'text/event-stream' })).toBeNull();
  });

  it('serves brotli, then gzip, then none, as the client accepts', () => {
    const both = { identity: Buffer.from(''), br: Buffer.from(''), gzip: Buffer.from('') };
    expect(chooseEncoding('gzip, deflate, br', both)).toBe('br');
    expect(chooseEncoding('gzip, br;q=0', both)).toBe('gzip');
    expect(chooseEncoding(undefined, both)).toBe('identity');
    expect(chooseEncoding('br', { identity: Buffer.from('') })).toBe('identity');
  });
});

describe('anonymous public pages', () => {
  it('builds a page once and serves the same bytes from memory, compressed as asked', async () => {
    pages['/courses'] = html('catalogue');
    const first = await get('/courses', { 'accept-encoding': 'br' });
    const second = await get('/courses', { 'accept-encoding': 'br' });
    const gzip = await get('/courses', { 'accept-encoding': 'gzip' });
    const plain = await get('/courses');
    expect([first.headers['x-cache'], second.headers['x-cache'], gzip.headers['x-cache']]).toEqual(['MISS', 'HIT', 'HIT']);
    expect(calls.get('/courses')).toBe(1);
    expect(second.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(second.body).toString();
    expect(text).toContain('<main>catalogue</main>');
    expect(gunzipSync(gzip.body).toString()).toBe(text);
    expect(plain.body.toString()).toBe(text);
    expect(second.headers['vary']).toBe('Accept-Encoding');
    expect(second.headers['cache-control']).toBe('public, max-age=60, stale-while-revalidate=600');
    expect(Number(second.headers['content-length'])).toBe(second.body.byteLength);
  });

  it('answers 304 to a matching If-None-Match and serves HEAD without a body', async () => {
    pages['/blog'] = html('posts');
    const first = await get('/blog');
    const again = await get('/blog', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body.byteLength).toBe(0);
    const head = await get('/blog', {}, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.body.byteLength).toBe(0);
    expect(calls.get('/blog')).toBe(1);
  });

  it('gives each encoding its own strong tag, and compares If-None-Match weakly, in lists and with * (RFC 9110)', async () => {
    pages['/help'] = html('articles');
    const [br, gzip, plain] = [await get('/help', { 'accept-encoding': 'br' }), await get('/help', { 'accept-encoding': 'gzip' }), await get('/help')];
    const tags = [br, gzip, plain].map((r) => String(r.headers.etag));
    expect(new Set(tags).size).toBe(3);
    for (const tag of tags) expect(tag).toMatch(/^"[^"]+"$/);
    const asked = async (ifNoneMatch: string, encoding?: string) => (await get('/help', { 'if-none-match': ifNoneMatch, ...(encoding ? { 'accept-encoding': encoding } : {}) })).status;
    expect(await asked(`W/${tags[0]}`, 'br')).toBe(304);
    expect(await asked(`"other", ${tags[1]}`, 'gzip')).toBe(304);
    expect(await asked('*')).toBe(304);
    // A tag of another representation is not this one's.
    expect(await asked(tags[0]!)).toBe(200);
    expect(await asked('"other"')).toBe(200);
  });

  it('answers If-Modified-Since from the Last-Modified the page declares, unless If-None-Match is sent', async () => {
    pages['/about'] = html('about', undefined, { 'last-modified': 'Wed, 25 Nov 2026 10:00:00 GMT' });
    const first = await get('/about');
    expect(first.headers['last-modified']).toBe('Wed, 25 Nov 2026 10:00:00 GMT');
    expect((await get('/about', { 'if-modified-since': 'Wed, 25 Nov 2026 10:00:00 GMT' })).status).toBe(304);
    expect((await get('/about', { 'if-modified-since': 'Thu, 26 Nov 2026 08:00:00 GMT' })).status).toBe(304);
    expect((await get('/about', { 'if-modified-since': 'Tue, 24 Nov 2026 10:00:00 GMT' })).status).toBe(200);
    expect((await get('/about', { 'if-modified-since': 'Thu, 26 Nov 2026 08:00:00 GMT', 'if-none-match': '"other"' })).status).toBe(200);
  });

  it('dates a copy the app gave no Last-Modified by when it was made, so If-Modified-Since never keeps an older copy', async () => {
    pages['/pages'] = html('pages');
    const first = await get('/pages');
    const made = String(first.headers['last-modified']);
    expect(Date.parse(made)).toBeGreaterThanOrEqual(clock);
    expect((await get('/pages', { 'if-modified-since': made })).status).toBe(304);
    // A content change drops the copy; the next one is made later and is newer than what the client has.
    announceContentChangeHere();
    clock += 5_000;
    expect((await get('/pages', { 'if-modified-since': made })).status).toBe(200);
  });

  it('keeps one copy per address, query included', async () => {
    pages['/courses'] = html('catalogue');
    await get('/courses?term=sleep');
    await get('/courses?term=calm');
    await get('/courses?term=sleep');
    expect(calls.get('/courses')).toBe(2);
  });

  it('after max-age, one request rebuilds while the others still get the stale copy', async () => {
    let version = 1;
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    pages['/'] = html('v1');
    await get('/');
    clock += 61_000;
    version = 2;
    pages['/'] = () => {
      // The rebuild is slow: the requests that arrive meanwhile are served the stale page.
      const body = new ReadableStream({
        async start(controller) {
          await gate;
          controller.enqueue(new TextEncoder().encode(`<main>v${version}</main>${' '.repeat(2000)}`));
          controller.close();
        },
      });
      return new Response(body, { headers: { 'content-type': 'text/html', 'cache-control': 'public, max-age=60, stale-while-revalidate=600' } });
    };
    const rebuilding = get('/');
    await new Promise((r) => setTimeout(r, 50));
    const meanwhile = await get('/');
    expect(meanwhile.headers['x-cache']).toBe('STALE');
    expect(meanwhile.body.toString()).toContain('<main>v1</main>');
    release();
    const rebuilt = await rebuilding;
    expect(rebuilt.headers['x-cache']).toBe('MISS');
    expect(rebuilt.body.toString()).toContain('<main>v2</main>');
    const after = await get('/');
    expect(after.headers['x-cache']).toBe('HIT');
    expect(after.body.toString()).toContain('<main>v2</main>');
  });

  it('builds a page that has no copy yet once for requests that arrive together', async () => {
    let release!: () => void;
    const gate = new Promise<void>((resolve) => (release = resolve));
    const slow = (cacheControl: string) => () =>
      new Response(
        new ReadableStream({
          async start(controller) {
            await gate;
            controller.enqueue(new TextEncoder().encode(`<main>built</main>${' '.repeat(2000)}`));
            controller.close();
          },
        }),
        { headers: { 'content-type': 'text/html', 'cache-control': cacheControl } },
      );
    pages['/together'] = slow('public, max-age=60, stale-while-revalidate=600');
    pages['/private'] = slow('private, no-store');
    const together = Array.from({ length: 5 }, () => get('/together'));
    const privately = Array.from({ length: 3 }, () => get('/private'));
    await new Promise((r) => setTimeout(r, 50));
    release();
    const answers = await Promise.all(together);
    expect(calls.get('/together')).toBe(1);
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((a) => a.headers['x-cache']).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
    for (const a of answers) expect(a.body.toString()).toContain('<main>built</main>');
    // An answer that may not be kept: the requests that waited each run the page themselves.
    const kept = await Promise.all(privately);
    expect(kept.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(calls.get('/private')).toBe(3);
    for (const a of kept) expect(a.body.toString()).toContain('<main>built</main>');
  });

  it('forgets everything at once when public content changes', async () => {
    pages['/'] = html('before');
    await get('/');
    pages['/'] = html('after');
    expect((await get('/')).body.toString()).toContain('before');
    announceContentChangeHere();
    const next = await get('/');
    expect(next.headers['x-cache']).toBe('MISS');
    expect(next.body.toString()).toContain('after');
  });

  it('never keeps private, no-store, cookie-setting or error answers, and still compresses them', async () => {
    pages['/contact-us'] = html('form', 'no-store');
    pages['/private'] = html('mine', 'private, max-age=60');
    pages['/cookie'] = html('cookie', 'public, max-age=60', { 'set-cookie': 'a=b' });
    for (const path of ['/contact-us', '/private', '/cookie', '/missing']) {
      await get(path, { 'accept-encoding': 'gzip' });
      const again = await get(path, { 'accept-encoding': 'gzip' });
      expect(again.headers['x-cache'], path).toBeUndefined();
      expect(calls.get(path), path).toBe(2);
    }
    const compressed = await get('/contact-us', { 'accept-encoding': 'gzip' });
    expect(compressed.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(compressed.body).toString()).toContain('<main>form</main>');
    expect(cache.size).toBe(0);
  });

  it('streams an answer it does not keep as it is produced (live streams stay live)', async () => {
    let push!: (s: string) => void;
    pages['/live'] = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            push = (s) => controller.enqueue(new TextEncoder().encode(s));
          },
        }),
        { headers: { 'content-type': 'text/event-stream', 'cache-control': 'no-cache' } },
      );
    const firstChunk = await new Promise<string>((resolve, reject) => {
      const req = http.get(`${base}/live`, (res) => {
        res.once('data', (c: Buffer) => {
          resolve(c.toString());
          req.destroy();
        });
      });
      req.on('error', reject);
      setTimeout(() => push('data: hello\n\n'), 50);
    });
    expect(firstChunk).toBe('data: hello\n\n');
  });

  it('leaves files, partial requests and large answers alone', async () => {
    pages['/big'] = () => new Response('x'.repeat(1_100_000), { headers: { 'content-type': 'text/plain', 'cache-control': 'public, max-age=60' } });
    pages['/logo.png'] = () => new Response('png', { headers: { 'cache-control': 'public, max-age=60' } });
    await get('/big');
    await get('/big');
    await get('/logo.png');
    await get('/logo.png');
    await get('/courses', { range: 'bytes=0-10' });
    expect(calls.get('/big')).toBe(2);
    expect(calls.get('/logo.png')).toBe(2);
    expect(cache.size).toBe(0);
  });
});

describe('the API behind the cache', () => {
  it('keeps public reads and never answers a request with a token from the cache', async () => {
    const first = await get('/v1/courses?per_page=3');
    const second = await get('/v1/courses?per_page=3');
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect(JSON.parse(second.body.toString()).data).toHaveLength(3);
    const member = await t.member();
    const withToken = await get('/v1/courses?per_page=3', { authorization: `Bearer ${member.token}` });
    expect(withToken.headers['x-cache']).toBeUndefined();
    expect(calls.get('/v1/courses')).toBe(2);
  });

  it('keeps English answers only: a Spanish request never meets one, and the kept copy still says it varies by language', async () => {
    const url = '/v1/courses?per_page=2&sort=price_low';
    const first = await get(url);
    const kept = await get(url);
    expect([first.headers['x-cache'], kept.headers['x-cache']]).toEqual(['MISS', 'HIT']);
    expect(kept.headers['vary']).toBe('Accept-Encoding, Accept-Language');
    const spanish = await get(url, { 'accept-language': 'es' });
    expect(spanish.headers['x-cache']).toBeUndefined();
    expect(spanish.headers['vary']).toMatch(/Accept-Language/);
    expect(JSON.stringify(JSON.parse(spanish.body.toString()).data)).not.toBe(JSON.stringify(JSON.parse(kept.body.toString()).data));
    expect((await get(url)).headers['x-cache']).toBe('HIT');
  });

  it('never stores a member answer, even one asked for without a token by mistake', async () => {
    const member = await t.member();
    const mine = await get('/v1/auth/profile', { authorization: `Bearer ${member.token}` });
    expect(mine.status).toBe(200);
    const anonymous = await get('/v1/auth/profile');
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.toString()).not.toContain(member.email);
    expect(cache.size).toBe(0);
  });
});
