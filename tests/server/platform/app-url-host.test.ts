// Issue 35 item 12 (docs/deploy.md, "APP_URL and the address members use"): a request for another
// host than APP_URL's is logged once per host (not per request), naming both; the checkout sends the
// member back to the host they used, where their session is, not to APP_URL's.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { edgeHandler } from '../../../src/server/http/edge.ts';
import { foreignHostWarning, MAX_LOGGED_HOSTS, returnOrigin } from '../../../src/server/http/public-origin.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { paidCourse } from '../commerce/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

describe('requests for another host than APP_URL', () => {
  it('logs one warning per other host, naming both, through the edge; none for APP_URL’s own host', async () => {
    const lines: Array<Record<string, unknown>> = [];
    const warn = foreignHostWarning('https://learn.example.org', (msg, fields) => lines.push({ msg, ...fields }));
    const server = http.createServer(edgeHandler((_req, res) => res.end('ok'), { onHost: warn }));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    const get = (host: string) =>
      new Promise<void>((resolve, reject) => http.get({ port, host: '127.0.0.1', path: '/', headers: { host } }, (res) => res.resume().on('end', resolve)).on('error', reject));
    try {
      for (let i = 0; i < 3; i += 1) await get('www.learn.example.org');
      await get('learn.example.org');
      await get('WWW.learn.example.org');
      await get('192.168.1.20:4321');
    } finally {
      server.close();
    }
    expect(lines).toEqual([
      expect.objectContaining({ msg: 'request for a host other than APP_URL', request_host: 'www.learn.example.org', app_url_host: 'learn.example.org' }),
      expect.objectContaining({ request_host: '192.168.1.20:4321', app_url_host: 'learn.example.org' }),
    ]);
  });

  it('stops logging after a bounded number of hosts, so a scanner trying names gets no more lines', () => {
    let n = 0;
    const warn = foreignHostWarning('http://localhost:4321', () => (n += 1));
    for (let i = 0; i < MAX_LOGGED_HOSTS + 30; i += 1) warn(`h${i}.example.test`);
    expect(n).toBe(MAX_LOGGED_HOSTS);
  });

  it('builds the return origin from APP_URL’s scheme and the request’s host', () => {
    expect(returnOrigin('https://learn.example.org', 'www.learn.example.org')).toBe('https://www.learn.example.org');
    expect(returnOrigin('https://learn.example.org', undefined)).toBe('https://learn.example.org');
    expect(returnOrigin('https://learn.example.org', 'bad host/..')).toBe('https://learn.example.org');
  });
});

describe('the checkout’s return', () => {
  it('sends the member back to the host they bought from, not APP_URL’s', async () => {
    const member = await t.member();
    const course = await paidCourse(t);
    const res = await t.api('POST', `/v1/courses/${course.id}/buy`, { token: member.token, json: {}, headers: { host: 'www.other-name.test:8080' } });
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = await res.json();
    const { rows } = (await t.db.execute(sql`SELECT success_url, cancel_url FROM sandbox_checkouts WHERE payment_reference = ${data.reference}`)) as unknown as { rows: Array<{ success_url: string; cancel_url: string }> };
    const scheme = new URL(t.config.appUrl).protocol;
    expect(rows[0]).toEqual({
      success_url: `${scheme}//www.other-name.test:8080/subscriptions/success`,
      cancel_url: `${scheme}//www.other-name.test:8080/subscriptions/error`,
    });
  });
});
