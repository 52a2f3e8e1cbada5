// POST /v1/enquiry: stored and mailed to the support address; field errors; form posts; the rate
// limit; and the bot check, which calls reCAPTCHA only when RECAPTCHA_SECRET is configured.
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { enquiries } from '../../../src/server/db/schema/index.ts';
import { RECAPTCHA_VERIFY_URL } from '../../../src/server/shared/bot-check.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

const valid = { name: 'Ada Lovelace', email: 'ada@example.test', phone: '+44 20 7946 0000', subject: 'Group booking', message: 'Can ten of us take the sleep course together?' };
let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { SUPPORT_EMAIL: 'help-desk@example.test' } });
});
afterAll(() => t.close());
afterEach(() => vi.restoreAllMocks());

describe('POST /v1/enquiry', () => {
  it('stores the enquiry, mails it to the support address and confirms it, without calling any bot check', async () => {
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const res = await t.api('POST', '/v1/enquiry', { json: valid, ip: '198.51.100.1' });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.message).toBe('Thank you, Ada Lovelace. We have received your message and will reply to ada@example.test within one working day.');
    const rows = await t.db.select().from(enquiries);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ id: data.id, name: 'Ada Lovelace', email: 'ada@example.test', phone: '+44 20 7946 0000', subject: 'Group booking' });
    const mail = t.outbox().at(-1)!;
    expect(mail).toMatch(/^To: help-desk@example\.test/m);
    expect(mail).toContain(`Enquiry #${data.id}: Group booking`);
    expect(mail).toContain('Can ten of us take the sleep course together?');
    expect(fetchSpy).not.toHaveBeenCalled();
  });

  it('escapes what visitors write in the HTML of the e-mail', async () => {
    const res = await t.api('POST', '/v1/enquiry', { json: { ...valid, name: '<b>Mallory</b>', message: 'Hello <script>alert(1)</script> team' }, ip: '198.51.100.2' });
    expect(res.status).toBe(201);
    const html = t.outbox().at(-1)!.split('Content-Type: text/html')[1]!.replace(/=\r?\n/g, '');
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<b>Mallory');
    expect(html).toContain('Hello &lt;script&gt;alert(1)&lt;/script&gt;');
  });

  it('answers 422 with a message per invalid field and stores nothing', async () => {
    const before = (await t.db.select().from(enquiries)).length;
    const res = await t.api('POST', '/v1/enquiry', { json: { name: '  ', email: 'not-an-email', phone: 'call me', subject: 'hi', message: 'short' }, ip: '198.51.100.3' });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(Object.keys(body.errors).sort()).toEqual(['email', 'message', 'name', 'phone', 'subject']);
    expect(body.errors.email).toEqual(['Please enter a valid e-mail address, like name@example.com.']);
    expect(body.errors.message).toEqual(['The message must be at least 10 characters.']);
    expect((await t.db.select().from(enquiries)).length).toBe(before);
  });

  it('answers 422 for a request without a body', async () => {
    const res = await t.api('POST', '/v1/enquiry', { ip: '198.51.100.4' });
    expect(res.status).toBe(422);
    expect(Object.keys((await res.json()).errors).sort()).toEqual(['email', 'message', 'name', 'subject']);
  });

  it('accepts a form post, with the phone left empty', async () => {
    const form = new URLSearchParams({ ...valid, phone: '' });
    const res = await t.api('POST', '/v1/enquiry', { body: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' }, ip: '198.51.100.5' });
    expect(res.status).toBe(201);
    const rows = await t.db.select().from(enquiries);
    expect(rows.at(-1)!.phone).toBeNull();
  });

  it('limits each address to 5 enquiries in 10 minutes, then answers 429 with Retry-After', async () => {
    for (let i = 0; i < 5; i++) expect((await t.api('POST', '/v1/enquiry', { json: valid, ip: '198.51.100.9' })).status).toBe(201);
    const res = await t.api('POST', '/v1/enquiry', { json: valid, ip: '198.51.100.9' });
    expect(res.status).toBe(429);
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await t.api('POST', '/v1/enquiry', { json: valid, ip: '198.51.100.10' })).status).toBe(201);
  });
});

describe('POST /v1/enquiry with the bot check configured', () => {
  let b: TestContext;
  beforeAll(async () => {
    b = await createTestContext({ seeded: false, env: { RECAPTCHA_SECRET: 'test-secret', PUBLIC_RECAPTCHA_SITE_KEY: 'site-key' } });
  });
  afterAll(() => b.close());

  const answer = (body: unknown) => vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } }));

  it('asks for the token when it is missing', async () => {
    const res = await b.api('POST', '/v1/enquiry', { json: valid });
    expect(res.status).toBe(422);
    expect((await res.json()).errors.recaptcha_token).toEqual(['Please confirm that you are not a robot, then send the form again.']);
  });

  it('verifies the token with reCAPTCHA and accepts a genuine visitor', async () => {
    const spy = answer({ success: true, score: 0.9 });
    const res = await b.api('POST', '/v1/enquiry', { json: { ...valid, recaptcha_token: 'tok-123' }, ip: '192.0.2.8' });
    expect(res.status).toBe(201);
    expect(spy).toHaveBeenCalledTimes(1);
    const [url, init] = spy.mock.calls[0]!;
    expect(url).toBe(RECAPTCHA_VERIFY_URL);
    const sent = new URLSearchParams(String(init!.body));
    expect(Object.fromEntries(sent)).toEqual({ secret: 'test-secret', response: 'tok-123', remoteip: '192.0.2.8' });
  });

  it('refuses a token reCAPTCHA rejects or scores as a bot, and stores nothing', async () => {
    const before = (await b.db.select().from(enquiries)).length;
    answer({ success: false });
    expect((await b.api('POST', '/v1/enquiry', { json: { ...valid, recaptcha_token: 'bad' } })).status).toBe(422);
    answer({ success: true, score: 0.1 });
    expect((await b.api('POST', '/v1/enquiry', { json: { ...valid, recaptcha_token: 'bot' } })).status).toBe(422);
    expect((await b.db.select().from(enquiries)).length).toBe(before);
  });

  it('answers 503 when reCAPTCHA cannot be reached', async () => {
    vi.spyOn(globalThis, 'fetch').mockRejectedValue(new TypeError('fetch failed'));
    const res = await b.api('POST', '/v1/enquiry', { json: { ...valid, recaptcha_token: 'tok' } });
    expect(res.status).toBe(503);
  });
});
