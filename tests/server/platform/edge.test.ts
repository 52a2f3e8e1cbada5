// The Node edge in front of the site (src/server/http/edge.ts, as scripts/serve.ts mounts it), served
// for real on a loopback port, with the API reached the way scripts/serve.ts reaches it
// (src/server/http/api-node.ts): each route's body limit whatever the media type, counted as the body
// streams in; JSON answers under /v1 for addresses and requests that never reach the app; security
// headers on pages and API alike.
import http from 'node:http';
import v8 from 'node:v8';
import vm from 'node:vm';
import net, { type AddressInfo } from 'node:net';
import { NodeApp } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_UPLOAD_MAX_BYTES, SMALL_BODY_BYTES, tooLargeMessage } from '../../../src/server/http/body-limit.ts';
import { apiNodeHandler, isApiPath, offerApi } from '../../../src/server/http/api-node.ts';
import { answerClientErrorsAsJson, edgeHandler } from '../../../src/server/http/edge.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { sendAllThenRead } from '../../helpers/send-then-read.ts';

let t: TestContext;
let server: http.Server;
let port: number;

/** Stands in for a page: answers without reading the body, as Astro pages do. */
const PAGE_HTML = '<!doctype html><title>Page</title>';

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  // /v1 the way scripts/serve.ts serves it (src/server/http/api-node.ts); a page written by Astro's writer.
  const api = apiNodeHandler((request, clientAddress) => t.app.fetch(request, { clientAddress }));
  server = http.createServer(
    edgeHandler(async (req, res) => {
      if (isApiPath(req.url ?? '/')) return api(req, res);
      try {
        await NodeApp.writeResponse(new Response(PAGE_HTML, { headers: { 'content-type': 'text/html' } }), res);
      } catch {
        res.destroy();
      }
    }),
  );
  answerClientErrorsAsJson(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  port = (server.address() as AddressInfo).port;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
  await t.close();
});

type Reply = { status: number; headers: http.IncomingHttpHeaders; body: string; ms: number; sentMb: number };

/**
 * Sends `total` bytes of form data in 64 KB chunks from one reused buffer (so the test itself does not
 * grow), declared up front or chunked, and resolves with the answer as soon as it arrives.
 */
function upload(path: string, total: number, { type = 'application/x-www-form-urlencoded', declared = false } = {}): Promise<Reply> {
  const started = performance.now();
  const chunk = Buffer.alloc(64 * 1024, 'a');
  chunk.write('_method=put&x=');
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method: 'POST', headers: { 'content-type': type, ...(declared ? { 'content-length': String(total) } : {}) } });
    let sent = 0;
    let answered = false;
    req.on('response', (res) => {
      answered = true;
      let body = '';
      res.setEncoding('utf8');
      res.on('data', (d: string) => (body += d));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started, sentMb: sent / 1024 / 1024 }));
      res.on('error', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body, ms: performance.now() - started, sentMb: sent / 1024 / 1024 }));
    });
    // The server cuts the connection once it has answered: a write error after that is expected.
    req.on('error', (err) => (answered ? undefined : reject(err)));
    const pump = () => {
      while (sent < total && !answered) {
        sent += chunk.length;
        if (!req.write(chunk)) return void req.once('drain', pump);
      }
      if (!answered) req.end();
    };
    pump();
  });
}

// Memory still held after a full collection: what a refused body leaves behind.
v8.setFlagsFromString('--expose-gc');
const gc = vm.runInNewContext('gc') as () => void;
const heldMb = () => {
  gc();
  const m = process.memoryUsage();
  return (m.heapUsed + m.external) / 1024 / 1024;
};
const rssMb = () => process.memoryUsage().rss / 1024 / 1024;
const HUNDRED_MB = 100 * 1024 * 1024;

describe('one body limit, counted as the body arrives', () => {
  it.each([
    ['a declared form body', { declared: true }],
    ['a chunked form body', { declared: false }],
    ['a chunked multipart body', { declared: false, type: 'multipart/form-data; boundary=x' }],
    ['a chunked JSON body', { declared: false, type: 'application/json' }],
  ])('refuses %s of 100 MB to /v1/auth/login with a 413 in the {message} shape, fast and without holding it', async (_label, options) => {
    const [heldBefore, rssBefore] = [heldMb(), rssMb()];
    const reply = await upload('/v1/auth/login', HUNDRED_MB, options);
    const rssAfter = rssMb();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const heldGrew = heldMb() - heldBefore;
    console.log(`100 MB ${_label}: ${reply.status} after ${reply.sentMb.toFixed(1)} MB sent in ${Math.round(reply.ms)} ms; RSS ${rssBefore.toFixed(0)} → ${rssAfter.toFixed(0)} MB; held after GC ${heldGrew >= 0 ? '+' : ''}${heldGrew.toFixed(1)} MB`);
    expect(reply.status).toBe(413);
    // Sign-in's own limit (docs/security.md, "Request bodies").
    expect(JSON.parse(reply.body)).toEqual({ message: tooLargeMessage(SMALL_BODY_BYTES) });
    expect(reply.ms).toBeLessThan(3000);
    // Refused at the limit, not after reading the whole body.
    expect(reply.sentMb).toBeLessThan(SMALL_BODY_BYTES / 1024 / 1024 + 8);
    // Reading the whole body held 300 MB here before the fix; what is left now is the app's own churn.
    expect(heldGrew).toBeLessThan(80);
  });

  it('refuses an oversized body to a page as well, before the page runs', async () => {
    const reply = await upload('/courses', HUNDRED_MB, { declared: true });
    expect(reply.status).toBe(413);
  });

  it('lets a body under the limit through to the route', async () => {
    const reply = await upload('/v1/health', 1024 * 1024, { declared: false });
    // /v1/health takes no POST (nor a PUT the form could stand for): 405, before its body is read.
    expect(reply.status).toBe(405);
    expect(reply.headers.allow).toBe('GET, HEAD, OPTIONS');
    expect(JSON.parse(reply.body)).toHaveProperty('message');
  });

  it.each([
    ['declared, to a page (refused before the page runs)', '/courses', true],
    ['declared, to the API', '/v1/auth/login', true],
    ['chunked, to the API (refused by the app once past the limit)', '/v1/auth/login', false],
  ])('lets three clients that send 64 MB %s before reading read their 413: the connection lingers instead of resetting', async (_label, path, declared) => {
    const replies = await Promise.all([0, 1, 2].map(() => sendAllThenRead(port, path, 64 * 1024 * 1024, declared)));
    for (const reply of replies) {
      expect(reply.error).toBeUndefined();
      expect(reply.head).toMatch(/^HTTP\/1\.1 413 /);
    }
  });

  it('lets the studio media upload take a video: 20 MB is read whole, 300 MB is refused with its own limit', async () => {
    // Within the route's limit; without a token it is refused before a byte of the body is read.
    const mid = await upload('/v1/admin/media', 20 * 1024 * 1024, { declared: false, type: 'multipart/form-data; boundary=x' });
    expect(mid.status).toBe(401);
    const big = await upload('/v1/admin/media', 300 * 1024 * 1024, { declared: true });
    expect(big.status).toBe(413);
    expect(JSON.parse(big.body)).toEqual({ message: `The request is larger than ${Math.round(MEDIA_UPLOAD_MAX_BYTES / 1024 / 1024)} MB.` });
    // Only that route: the same 20 MB to another is refused with that route's limit.
    expect((await upload('/v1/admin/courses', 20 * 1024 * 1024, { declared: true })).status).toBe(413);
  });

  it('refuses a streamed 100 MB form to the API app on its own (app.request) before the method override reads it', async () => {
    let sent = 0;
    const chunk = new TextEncoder().encode('_method=put&' + 'a'.repeat(64 * 1024));
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        if (sent >= HUNDRED_MB) return controller.close();
        sent += chunk.length;
        controller.enqueue(chunk);
      },
    });
    const res = await t.app.request('/v1/auth/login', { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body, duplex: 'half' } as RequestInit, { clientAddress: '127.0.0.1' });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: tooLargeMessage(SMALL_BODY_BYTES) });
    expect(sent).toBeLessThan(SMALL_BODY_BYTES + 2 * chunk.length);
  });
});

/** A raw request line and headers, for what fetch would refuse to send. */
function raw(request: string): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const socket = new net.Socket();
    let data = '';
    socket.connect(port, '127.0.0.1', () => socket.end(request));
    socket.setEncoding('utf8');
    socket.on('data', (d: string) => (data += d));
    socket.on('error', reject);
    socket.on('close', () => {
      const [head = '', body = ''] = data.split('\r\n\r\n');
      resolve({ status: Number(head.split(' ')[1]), headers: head.toLowerCase(), body });
    });
  });
}

describe('answers under /v1 are JSON even when the app never sees the request', () => {
  it('answers a malformed percent-encoding under /v1 with a JSON 400', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/v1/pages/%E0%A4%A`);
    expect(res.status).toBe(400);
    expect(res.headers.get('content-type')).toBe('application/json');
    expect(await res.json()).toEqual({ message: expect.stringMatching(/address could not be read/) });
  });

  it('answers headers too large with a JSON 431', async () => {
    const reply = await raw(`GET /v1/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    expect(reply.status).toBe(431);
    expect(reply.headers).toContain('content-type: application/json');
    expect(JSON.parse(reply.body)).toEqual({ message: 'The request headers are too large.' });
  });

  it('answers a Host header that is not a host with a 400, JSON under /v1, and never with a page', async () => {
    for (const host of ['undefined:undefined', 'example.com:abc', 'exa mple.com', '-', '[::1']) {
      const reply = await raw(`GET /v1/health HTTP/1.1\r\nHost: ${host}\r\nConnection: close\r\n\r\n`);
      expect(reply.status, host).toBe(400);
      expect(JSON.parse(reply.body)).toEqual({ message: 'The Host header is not a valid host name and port.' });
    }
    const page = await raw('GET /courses HTTP/1.1\r\nHost: undefined:undefined\r\nConnection: close\r\n\r\n');
    expect(page.status).toBe(400);
    expect(page.body).not.toContain('<!doctype');
    for (const host of ['localhost:4321', '127.0.0.1', 'wellspring.example', '[::1]:8080', 'x']) {
      const status = await new Promise<number>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path: '/v1/health', headers: { host } }, (res) => (res.resume(), resolve(res.statusCode ?? 0))).on('error', reject);
      });
      expect(status, host).toBe(200);
    }
  });

  it('answers a request line the parser cannot read with a JSON 400', async () => {
    const reply = await raw('GET /v1/health HTTP/1.1\r\nHost x\r\n\r\n');
    expect(reply.status).toBe(400);
    expect(JSON.parse(reply.body)).toHaveProperty('message');
  });
});

describe('security headers', () => {
  const common = {
    'x-content-type-options': 'nosniff',
    'x-frame-options': 'DENY',
    'referrer-policy': 'same-origin',
  };

  it('sends them, and a policy that allows nothing, on API answers', async () => {
    for (const path of ['/v1/health', '/v1/nothing-here', '/v1/auth/profile']) {
      const res = await fetch(`http://127.0.0.1:${port}${path}`);
      expect(res.headers.get('content-security-policy'), path).toBe("default-src 'none'; frame-ancestors 'none'; base-uri 'none'; form-action 'none'");
      for (const [name, value] of Object.entries(common)) expect(res.headers.get(name), `${path} ${name}`).toBe(value);
      expect(res.headers.get('permissions-policy')).toMatch(/camera=\(\).*microphone=\(\)/);
    }
  });

  it('sends them on pages (whose own CSP comes from Astro) and in the API app alone', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/courses`);
    for (const [name, value] of Object.entries(common)) expect(page.headers.get(name), name).toBe(value);
    const api = await t.api('GET', '/v1/health');
    for (const [name, value] of Object.entries(common)) expect(api.headers.get(name), name).toBe(value);
    expect(api.headers.get('content-security-policy')).toContain("frame-ancestors 'none'");
  });
});

describe('methods by RFC 9110: 405 with Allow, OPTIONS with Allow, nothing logged', () => {
  beforeAll(() => offerApi((request, clientAddress) => t.app.fetch(request, { clientAddress })));

  // TRACK never gets this far (Node's parser answers 400) and CONNECT goes to the server's 'connect'
  // event, which we do not listen to: TRACE is the one a web Request cannot carry that reaches us.
  it.each(['TRACE'])('refuses %s, which no web Request can carry, with a 405 and the methods the path takes', async (method) => {
    const page = await raw(`${method} / HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(page.status).toBe(405);
    expect(page.headers).toContain('allow: get, head, post, options');
    const api = await raw(`${method} /v1/courses HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(api.status).toBe(405);
    expect(api.headers).toContain('allow: get, head, options');
    expect(JSON.parse(api.body)).toEqual({ message: `/v1/courses does not take ${method}. It takes GET, HEAD.` });
    const nowhere = await raw(`${method} /v1/no-such-thing HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: close\r\n\r\n`);
    expect(nowhere.status).toBe(404);
  });

  it('answers OPTIONS with 204 and Allow, on pages and API paths alike', async () => {
    const page = await fetch(`http://127.0.0.1:${port}/`, { method: 'OPTIONS' });
    expect([page.status, page.headers.get('allow'), await page.text()]).toEqual([204, 'GET, HEAD, POST, OPTIONS', '']);
    const course = await fetch(`http://127.0.0.1:${port}/v1/courses/1`, { method: 'OPTIONS' });
    expect([course.status, course.headers.get('allow')]).toEqual([204, 'GET, HEAD, OPTIONS']);
    const enquiry = await fetch(`http://127.0.0.1:${port}/v1/admin/enquiries/1/reply`, { method: 'OPTIONS' });
    expect([enquiry.status, enquiry.headers.get('allow')]).toEqual([204, 'POST, OPTIONS']);
  });

  it('refuses a method a page or an API path does not take with 405 and Allow, and unknown API paths stay 404', async () => {
    const propfind = await fetch(`http://127.0.0.1:${port}/`, { method: 'PROPFIND' });
    expect([propfind.status, propfind.headers.get('allow')]).toEqual([405, 'GET, HEAD, POST, OPTIONS']);
    expect(await propfind.text()).not.toContain('<title>');
    const deleteList = await fetch(`http://127.0.0.1:${port}/v1/courses`, { method: 'DELETE' });
    expect([deleteList.status, deleteList.headers.get('allow')]).toEqual([405, 'GET, HEAD, OPTIONS']);
    expect(await deleteList.json()).toEqual({ message: '/v1/courses does not take DELETE. It takes GET, HEAD.' });
    const putProfile = await fetch(`http://127.0.0.1:${port}/v1/auth/profile`, { method: 'PATCH' });
    expect(putProfile.status).toBe(405);
    expect(putProfile.headers.get('allow')).toContain('PUT');
    expect((await fetch(`http://127.0.0.1:${port}/v1/nothing-here`, { method: 'DELETE' })).status).toBe(404);
    expect(t.logLines.filter((line) => line.includes('"level":"error"'))).toEqual([]);
  });
});

describe('Strict-Transport-Security', () => {
  it('is sent on every answer when the public address is https, and never for an http one', async () => {
    const answerWith = async (appUrl: string) => {
      const edge = http.createServer(edgeHandler((_req, res) => res.end('ok'), { appUrl }));
      await new Promise<void>((resolve) => edge.listen(0, '127.0.0.1', resolve));
      try {
        return await fetch(`http://127.0.0.1:${(edge.address() as AddressInfo).port}/courses`);
      } finally {
        edge.closeAllConnections();
        await new Promise((resolve) => edge.close(resolve));
      }
    };
    expect((await answerWith('https://learn.example')).headers.get('strict-transport-security')).toBe('max-age=31536000; includeSubDomains');
    expect((await answerWith('http://localhost:4321')).headers.get('strict-transport-security')).toBeNull();
  });
});
