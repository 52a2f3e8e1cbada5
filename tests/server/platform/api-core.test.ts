// The API's shared contract: envelopes, error bodies, authentication, method override, rate limits,
// request ids and the OpenAPI document. A small probe router exercises the shared middleware.
import { z } from '@hono/zod-openapi';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRoute } from '../../../src/server/http/route-helpers.ts';
import { createRouter } from '../../../src/server/http/router.ts';
import { actorOf, requireAuth } from '../../../src/server/http/middleware.ts';
import { enforceRateLimit } from '../../../src/server/http/rate-limit.ts';
import { dataOf, errorResponses } from '../../../src/server/http/respond.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

let t: TestContext;

const NoteSchema = z.object({ title: z.string().trim().min(3, 'The title must be at least 3 characters.'), stars: z.coerce.number().int().min(1).max(5) });

function probeRouter() {
  const r = createRouter();
  r.use('/probe/private', requireAuth);
  r.openapi(
    createRoute({
      method: 'put',
      path: '/probe/notes/{id}',
      request: { params: z.object({ id: z.coerce.number().int() }), body: { content: { 'application/json': { schema: NoteSchema }, 'application/x-www-form-urlencoded': { schema: NoteSchema }, 'multipart/form-data': { schema: NoteSchema } } } },
      responses: { 200: { description: 'ok', content: { 'application/json': { schema: dataOf(NoteSchema.extend({ id: z.number(), method: z.string() })) } } }, ...errorResponses(422) },
    }),
    async (c) => {
      const type = c.req.header('content-type') ?? '';
      const body = type.includes('json') ? c.req.valid('json') : type.includes('multipart') ? c.req.valid('form') : c.req.valid('form');
      return c.json({ data: { ...body, id: c.req.valid('param').id, method: c.req.method } }, 200);
    },
  );
  r.get('/probe/private', (c) => c.json({ data: { id: actorOf(c).id } }));
  r.post('/probe/limited', async (c) => {
    await enforceRateLimit(c, `probe:${c.env.clientAddress}`, 3, 60);
    return c.json({ data: { ok: true } });
  });
  r.get('/probe/crash', () => {
    throw new Error('secret internal detail');
  });
  return r;
}

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  t.app.route('/', probeRouter());
});
afterAll(() => t.close());

describe('envelope and errors', () => {
  it('answers health as { data }', async () => {
    const res = await t.api('GET', '/v1/health');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('application/json');
    const body = await res.json();
    expect(body.data.status).toBe('ok');
    expect(['pglite', 'postgres']).toContain(body.data.database);
  });

  it('answers an unknown route with a 404 error body', async () => {
    const res = await t.api('GET', '/v1/no-such-thing');
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({ message: expect.stringContaining('No API route') });
  });

  it('gives 422 with field errors for invalid JSON fields, and changes nothing', async () => {
    const res = await t.api('PUT', '/v1/probe/notes/1', { json: { title: 'a', stars: 9 } });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.errors.title).toEqual(['The title must be at least 3 characters.']);
    expect(body.errors.stars).toHaveLength(1);
    expect(body.message).toMatch(/invalid/i);
  });

  it('gives 400, not 500, for a body that is not JSON', async () => {
    const res = await t.api('PUT', '/v1/probe/notes/1', { body: '{not json', headers: { 'content-type': 'application/json' } });
    expect(res.status).toBe(400);
    expect((await res.json()).message).toBeTruthy();
  });

  it('hides an unexpected error behind a plain 500 and logs it', async () => {
    const res = await t.api('GET', '/v1/probe/crash');
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(text).not.toContain('secret internal detail');
    expect(text).not.toContain('at ');
    expect(t.logLines.some((l) => l.includes('secret internal detail'))).toBe(true);
  });

  it('echoes a request id and logs the route pattern, not the raw path', async () => {
    const res = await t.api('GET', '/v1/health', { headers: { 'x-request-id': 'abc12345-test' } });
    expect(res.headers.get('x-request-id')).toBe('abc12345-test');
    const line = t.logLines.map((l) => JSON.parse(l)).find((l) => l.request_id === 'abc12345-test');
    expect(line).toMatchObject({ msg: 'request', method: 'GET', route: '/v1/health', status: 200 });
  });
});

describe('authentication', () => {
  it('answers 401 without a token', async () => {
    const res = await t.api('GET', '/v1/probe/private');
    expect(res.status).toBe(401);
    expect((await res.json()).message).toBeTruthy();
  });

  it('answers 401 for an unknown token', async () => {
    const res = await t.api('GET', '/v1/probe/private', { token: 'ws_not-a-real-token' });
    expect(res.status).toBe(401);
  });

  it('knows the member behind a valid token', async () => {
    const m = await t.member();
    const res = await t.api('GET', '/v1/probe/private', { token: m.token });
    expect(res.status).toBe(200);
    expect((await res.json()).data.id).toBe(m.id);
  });
});

describe('method override', () => {
  it('handles a urlencoded POST with _method=put as PUT', async () => {
    const res = await t.api('POST', '/v1/probe/notes/7', {
      body: new URLSearchParams({ _method: 'put', title: 'Morning pages', stars: '4' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(200);
    expect((await res.json()).data).toEqual({ id: 7, title: 'Morning pages', stars: 4, method: 'PUT' });
  });

  it('handles a multipart POST with _method=PUT as PUT', async () => {
    const form = new FormData();
    form.set('_method', 'PUT');
    form.set('title', 'Evening walk');
    form.set('stars', '5');
    const res = await t.api('POST', '/v1/probe/notes/8', { body: form });
    expect(res.status).toBe(200);
    expect((await res.json()).data.method).toBe('PUT');
  });

  it('refuses an unknown override with 422', async () => {
    const res = await t.api('POST', '/v1/probe/notes/8', {
      body: new URLSearchParams({ _method: 'teleport', title: 'x' }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(res.status).toBe(422);
    expect((await res.json()).errors._method).toBeTruthy();
  });
});

describe('rate limiting', () => {
  it('answers 429 with Retry-After after the limit, per client address', async () => {
    const ip = '198.51.100.20';
    for (let i = 0; i < 3; i++) expect((await t.api('POST', '/v1/probe/limited', { ip })).status).toBe(200);
    const limited = await t.api('POST', '/v1/probe/limited', { ip });
    expect(limited.status).toBe(429);
    const retry = Number(limited.headers.get('retry-after'));
    expect(retry).toBeGreaterThan(0);
    expect(retry).toBeLessThanOrEqual(60);
    expect((await limited.json()).message).toMatch(/too many/i);
    expect((await t.api('POST', '/v1/probe/limited', { ip: '198.51.100.21' })).status).toBe(200);
  });
});

describe('OpenAPI', () => {
  it('serves a 3.1 document that lists the routes', async () => {
    const res = await t.api('GET', '/v1/openapi.json');
    expect(res.status).toBe(200);
    const doc = await res.json();
    expect(doc.openapi).toBe('3.1.0');
    expect(doc.paths['/v1/health'].get).toBeTruthy();
    expect(doc.components.securitySchemes.bearer).toEqual({ type: 'http', scheme: 'bearer' });
  });

  it('renders the reference at /v1/docs', async () => {
    const res = await t.api('GET', '/v1/docs');
    expect(res.status).toBe(200);
    const html = await res.text();
    expect(html).toContain('Wellspring API');
    expect(html).toContain('/v1/health');
  });
});

describe('the framework’s refusals say what to do', () => {
  it('answers a body of a content type the route does not take with a 415 that names the type to send', async () => {
    const res = await t.api('POST', '/v1/auth/login', { body: 'email=a', headers: { 'content-type': 'text/plain' }, contract: false });
    expect(res.status).toBe(415);
    expect(await res.json()).toEqual({ message: 'This address does not take a body of that content type. Send JSON with Content-Type: application/json (or form data where the address takes a form or a file).' });
  });
});
