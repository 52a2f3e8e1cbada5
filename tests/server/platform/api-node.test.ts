// The /v1 route that skips Astro (src/server/http/api-node.ts), served for real on a loopback port:
// what the app sees of the request, what the client gets of the answer, a stream ended by a client
// that leaves, and an app that throws.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiNodeHandler, offerApi, takeApi, type ApiFetch } from '../../../src/server/http/api-node.ts';

let current: ApiFetch = () => new Response(null, { status: 204 });
let server: http.Server;
let base: string;

beforeAll(async () => {
  server = http.createServer(apiNodeHandler((request, clientAddress) => current(request, clientAddress)));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  server.closeAllConnections();
  await new Promise((resolve) => server.close(resolve));
});

describe('the API reached without Astro', () => {
  it('hands the app the method, address, headers, body and client address', async () => {
    current = async (request, clientAddress) =>
      Response.json({ method: request.method, url: request.url, type: request.headers.get('content-type'), body: await request.text(), clientAddress });
    const res = await fetch(`${base}/v1/echo?x=1`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"a":1}' });
    expect(await res.json()).toEqual({ method: 'POST', url: `${base}/v1/echo?x=1`, type: 'application/json', body: '{"a":1}', clientAddress: '127.0.0.1' });
  });

  it('sends the status, the headers and every Set-Cookie', async () => {
    current = () => {
      const headers = new Headers({ 'content-type': 'application/json', 'x-request-id': 'abc' });
      headers.append('set-cookie', 'a=1; Path=/');
      headers.append('set-cookie', 'b=2; Path=/');
      return new Response('{"message":"Nope."}', { status: 422, headers });
    };
    const res = await fetch(`${base}/v1/x`);
    expect(res.status).toBe(422);
    expect(res.headers.get('x-request-id')).toBe('abc');
    expect(res.headers.getSetCookie()).toEqual(['a=1; Path=/', 'b=2; Path=/']);
    expect(await res.json()).toEqual({ message: 'Nope.' });
  });

  it('streams an answer as it is written, and cancels it when the client leaves', async () => {
    let cancelled!: () => void;
    const cancelledPromise = new Promise<void>((resolve) => (cancelled = resolve));
    current = () =>
      new Response(
        new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('event: ready\n\n'));
          },
          cancel: () => cancelled(),
        }),
        { headers: { 'content-type': 'text/event-stream' } },
      );
    const controller = new AbortController();
    const res = await fetch(`${base}/v1/stream`, { signal: controller.signal });
    const reader = res.body!.getReader();
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('event: ready\n\n');
    controller.abort();
    await expect(cancelledPromise).resolves.toBeUndefined();
  });

  it('answers 500 in the API shape when the app throws', async () => {
    current = () => {
      throw new Error('boom');
    };
    const res = await fetch(`${base}/v1/x`);
    expect(res.status).toBe(500);
    expect(await res.json()).toEqual({ message: expect.stringMatching(/^Something went wrong on our side/) });
  });

  it('hands the app over through the process, whichever copy of the module offers it', () => {
    const fetchApi: ApiFetch = () => new Response('ok');
    offerApi(fetchApi);
    expect(takeApi()).toBe(fetchApi);
  });
});
