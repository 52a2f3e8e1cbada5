// TRUST_PROXY: the client's address from X-Forwarded-For behind our own balancer (docs/deploy.md).
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { NodeApp } from 'astro/app/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { forwardedClientAddress, useForwardedAddress } from '../../../src/server/http/forwarded.ts';

describe('forwardedClientAddress', () => {
  it('takes the last address, the one our balancer wrote', () => {
    expect(forwardedClientAddress('203.0.113.9')).toBe('203.0.113.9');
    expect(forwardedClientAddress('10.0.0.1, 198.51.100.7')).toBe('198.51.100.7');
    expect(forwardedClientAddress(['1.1.1.1', '2001:db8::5'])).toBe('2001:db8::5');
  });
  it('ignores a missing header or one that is not an address', () => {
    expect(forwardedClientAddress(undefined)).toBeUndefined();
    expect(forwardedClientAddress('')).toBeUndefined();
    expect(forwardedClientAddress('1.2.3.4, not-an-ip')).toBeUndefined();
    expect(forwardedClientAddress('unknown')).toBeUndefined();
  });
});

describe('useForwardedAddress on a real connection', () => {
  let server: http.Server;
  let port: number;
  beforeAll(async () => {
    server = http.createServer((req, res) => {
      if (req.url === '/trusted') useForwardedAddress(req);
      // What Astro's Node adapter gives pages and the API as the client's address.
      const request = NodeApp.createRequest(req);
      const symbol = Object.getOwnPropertySymbols(request).find((s) => s.description?.includes('clientAddress'));
      res.end(String(symbol ? (request as unknown as Record<symbol, string>)[symbol] : req.socket.remoteAddress));
    });
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    port = (server.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((r) => server.close(r)));

  it('gives each request on one kept-alive connection its own forwarded address', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    const get = (path: string, xff: string) =>
      new Promise<string>((resolve, reject) => {
        http.get({ host: '127.0.0.1', port, path, agent, headers: { 'x-forwarded-for': xff } }, (res) => {
          let body = '';
          res.on('data', (d) => (body += d));
          res.on('end', () => resolve(body));
        }).on('error', reject);
      });
    expect(await get('/trusted', '203.0.113.1')).toBe('203.0.113.1');
    expect(await get('/trusted', '203.0.113.2')).toBe('203.0.113.2');
    agent.destroy();
  });

  it('without trust, the header changes nothing', async () => {
    const res = await fetch(`http://127.0.0.1:${port}/untrusted`, { headers: { 'x-forwarded-for': '203.0.113.3' } });
    expect(await res.text()).toBe('127.0.0.1');
  });
});
