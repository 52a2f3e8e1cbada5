// Each route's own body limit (docs/security.md, "Request bodies"): declared next to the route, 64 KB
// unless the route raises it, a few KB for sign-in and settings, more for rich text and files; the
// body is counted as it streams and refused with a 413 that names the limit before anything parses
// it; every route of the document has one, and the edge's bodyLimitFor gives the same numbers.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bodyLimitFor, COURSE_IMPORT_MAX_BYTES, DEFAULT_BODY_BYTES, declaredBodyLimits, MAX_BODY_BYTES, MEDIA_UPLOAD_MAX_BYTES, RICH_TEXT_BODY_BYTES, SMALL_BODY_BYTES, tooLargeMessage } from '../../../src/server/http/body-limit.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { operationsOf, type OpenApiDocument } from '../../helpers/openapi.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

const KB = 1024;
const MB = 1024 * KB;

/** A JSON body of about `total` bytes, streamed in 8 KB chunks; `pulled()` is how much was asked for. */
function streamedJson(prefix: string, total: number) {
  const encoder = new TextEncoder();
  const chunk = encoder.encode('a'.repeat(8 * KB));
  let pulled = 0;
  let step = 0;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      step += 1;
      if (step === 1) return controller.enqueue(encoder.encode(prefix));
      if (pulled >= total) {
        controller.enqueue(encoder.encode('"}'));
        return controller.close();
      }
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, pulled: () => pulled };
}

const post = (path: string, body: BodyInit, headers: Record<string, string> = {}, token?: string) =>
  t.app.request(path, { method: 'POST', headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}), ...headers }, body, duplex: 'half' } as RequestInit, { clientAddress: '127.0.0.1' });

describe('a limit that fits the route', () => {
  it('refuses a 1 MB JSON login with 413 naming the limit, before parsing it', async () => {
    const declared = JSON.stringify({ email: 'someone@example.test', password: 'x'.repeat(MB) });
    const res = await post('/v1/auth/login', declared, { 'content-length': String(declared.length) });
    expect(res.status).toBe(413);
    expect(res.headers.get('content-type')).toMatch(/application\/json/);
    expect(await res.json()).toEqual({ message: tooLargeMessage(SMALL_BODY_BYTES) });
    expect(tooLargeMessage(SMALL_BODY_BYTES)).toBe('The request is larger than 16 KB.');

    // Without a declared length the body is counted as it arrives and left unread past the limit.
    const streamed = streamedJson('{"email":"someone@example.test","password":"', MB);
    const chunked = await post('/v1/auth/login', streamed.body);
    expect(chunked.status).toBe(413);
    expect(await chunked.json()).toEqual({ message: 'The request is larger than 16 KB.' });
    expect(streamed.pulled()).toBeLessThanOrEqual(SMALL_BODY_BYTES + 16 * KB);
  });

  it('gives a route without a limit of its own 64 KB of JSON', async () => {
    const member = await t.member();
    const streamed = streamedJson('{"name":"', 200 * KB);
    const res = await post('/v1/auth/practices', streamed.body, {}, member.token);
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ message: 'The request is larger than 64 KB.' });
    expect(streamed.pulled()).toBeLessThanOrEqual(DEFAULT_BODY_BYTES + 16 * KB);
    // Under the limit the route itself answers (a name that long is its 422, not a 413).
    const small = await post('/v1/auth/practices', JSON.stringify({ name: 'a'.repeat(20 * KB) }), {}, member.token);
    expect(small.status).toBe(422);
  });

  it('lets a studio page take its rich text: 150,000 characters of content are stored', async () => {
    const admin = await t.member({ role: 'admin' });
    const content = `<p>${'Quiet mornings, slow breath. '.repeat(5000)}</p>`;
    expect(content.length).toBeGreaterThan(DEFAULT_BODY_BYTES);
    const res = await post('/v1/admin/content/pages', JSON.stringify({ title: 'A long page', content }), {}, admin.token);
    expect(res.status).toBe(201);
    const over = await post('/v1/admin/content/pages', JSON.stringify({ title: 'Too long', content: 'a'.repeat(RICH_TEXT_BODY_BYTES) }), {}, admin.token);
    expect(over.status).toBe(413);
    expect(await over.json()).toEqual({ message: 'The request is larger than 1 MB.' });
  });

  it('refuses a form of 1 MB to sign-in whatever its media type', async () => {
    for (const type of ['application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const res = await post('/v1/auth/login', `email=a%40b.c&password=${'x'.repeat(MB)}`, { 'content-type': type });
      expect(res.status, type).toBe(413);
    }
  });
});

/** A multipart body with `fields` and then one file of `size` bytes, made as it is read. */
function streamedForm(fields: Record<string, string>, fileField: string, size: number) {
  const enc = new TextEncoder();
  const boundary = 'limits-boundary';
  const chunk = new Uint8Array(256 * KB).fill(0x61);
  let head = Object.entries(fields).map(([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`).join('');
  head += `--${boundary}\r\nContent-Disposition: form-data; name="${fileField}"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`;
  let pulled = 0;
  let started = false;
  const body = new ReadableStream<Uint8Array>({
    pull(controller) {
      if (!started) {
        started = true;
        return controller.enqueue(enc.encode(head));
      }
      if (pulled >= size) {
        controller.enqueue(enc.encode(`\r\n--${boundary}--\r\n`));
        return controller.close();
      }
      pulled += chunk.length;
      controller.enqueue(chunk);
    },
  });
  return { body, type: `multipart/form-data; boundary=${boundary}`, pulled: () => pulled };
}

describe('small uploads: their limit holds while the body streams, before anything reads it whole', () => {
  it('refuses a 100 MB avatar (sent as the browser sends it, POST with _method=put) at the profile’s limit', async () => {
    const member = await t.member();
    const form = streamedForm({ _method: 'put', name: 'Big Picture' }, 'avatar', 100 * MB);
    const res = await post('/v1/auth/profile', form.body, { 'content-type': form.type }, member.token);
    expect(res.status).toBe(413);
    const limit = declaredBodyLimits().get('PUT /v1/auth/profile')!;
    expect(await res.json()).toEqual({ message: tooLargeMessage(limit) });
    expect(form.pulled()).toBeLessThanOrEqual(limit + MB);
  });

  it('refuses a 100 MB task file at the task save’s limit', async () => {
    const member = await t.member();
    const form = streamedForm({ lesson_id: '1' }, 'file', 100 * MB);
    const res = await post('/v1/courses/enrolled/1/task', form.body, { 'content-type': form.type }, member.token);
    expect(res.status).toBe(413);
    const limit = declaredBodyLimits().get('POST /v1/courses/enrolled/{id}/task')!;
    expect(limit).toBeLessThan(11 * MB);
    expect(await res.json()).toEqual({ message: tooLargeMessage(limit) });
    expect(form.pulled()).toBeLessThanOrEqual(limit + MB);
  });
});

describe('every route has a limit', () => {
  it('declares one for every operation of the document, none above the largest upload (a course archive), and the edge reads the same', async () => {
    const doc = (await (await t.app.request('/v1/openapi.json')).json()) as OpenApiDocument;
    const table = declaredBodyLimits();
    for (const op of operationsOf(doc)) {
      const limit = table.get(op.key);
      expect(limit, op.key).toBeTypeOf('number');
      expect(limit!, op.key).toBeLessThanOrEqual(MAX_BODY_BYTES);
      expect(limit!, op.key).toBeGreaterThanOrEqual(SMALL_BODY_BYTES);
    }
    expect(table.get('POST /v1/auth/login')).toBe(SMALL_BODY_BYTES);
    expect(table.get('POST /v1/auth/practices')).toBe(DEFAULT_BODY_BYTES);
    expect(table.get('POST /v1/admin/media')).toBe(MEDIA_UPLOAD_MAX_BYTES);
    expect(table.get('POST /v1/admin/courses/import')).toBe(COURSE_IMPORT_MAX_BYTES);
    expect(MAX_BODY_BYTES).toBe(COURSE_IMPORT_MAX_BYTES);

    expect(bodyLimitFor('POST', '/v1/auth/login?x=1')).toBe(SMALL_BODY_BYTES);
    expect(bodyLimitFor('PATCH', '/v1/admin/content/pages/12')).toBe(RICH_TEXT_BODY_BYTES);
    expect(bodyLimitFor('POST', '/v1/admin/media')).toBe(MEDIA_UPLOAD_MAX_BYTES);
    // A form POST may stand for the PUT of the same address (the method override): the larger limit.
    expect(bodyLimitFor('POST', '/v1/auth/profile')).toBe(table.get('PUT /v1/auth/profile'));
    expect(bodyLimitFor('POST', '/v1/no/such/route')).toBe(DEFAULT_BODY_BYTES);
    // Pages take the contact form and the sandbox payment form, nothing bigger.
    expect(bodyLimitFor('POST', '/contact-us')).toBe(DEFAULT_BODY_BYTES);
  });
});
