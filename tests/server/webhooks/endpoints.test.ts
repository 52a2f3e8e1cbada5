// Where webhooks may go, and the studio's endpoint routes (docs/rules/integrations.md, "Where events
// may go"): an address that points inward is refused when it is added (a literal, localhost, or a
// name that resolves inward) and again when a message is sent, after DNS; plain http is refused in
// production; a receiver that answers slowly times out; a long answer is cut. The routes: 401
// without a token, 403 for a member and for an API key, 404 for an endpoint or delivery that is not
// there, 422 beside the field for bad input, and nothing made.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { webhookEndpoints } from '../../../src/server/db/schema/index.ts';
import { checkWebhookUrl } from '../../../src/server/studio/service/webhooks.ts';
import { isInnerAddress, INNER_ADDRESS_MESSAGE } from '../../../src/server/webhooks/service/index.ts';
import { postWebhook } from '../../../src/server/webhooks/service/safe-post.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { startWebhookReceiver, type WebhookReceiver } from '../../helpers/webhook-receiver.ts';
import { json } from '../commerce/helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let receiver: WebhookReceiver;
beforeAll(async () => {
  // No WEBHOOKS_ALLOW_PRIVATE_ADDRESSES here: the guard is on, as in production.
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Guard Admin', role: 'admin' });
  receiver = await startWebhookReceiver();
});
afterAll(async () => {
  await receiver.close();
  await t.close();
});

const add = (body: Record<string, unknown>, token = admin.token) => t.api('POST', '/v1/admin/webhooks', { token, json: body });
const options = { allowInner: false, timeoutMs: 2000, maxResponseBytes: 64 * 1024 };

describe('addresses that point inward', () => {
  it('knows the inner networks, IPv4 inside IPv6 included', () => {
    for (const a of ['127.0.0.1', '10.1.2.3', '172.20.0.1', '192.168.1.1', '169.254.169.254', '100.64.0.1', '0.0.0.0', '::1', 'fd00:ec2::254', 'fe80::1', '::ffff:10.0.0.1', '::ffff:127.0.0.1']) expect(isInnerAddress(a), a).toBe(true);
    for (const a of ['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:8.8.8.8']) expect(isInnerAddress(a), a).toBe(false);
  });

  it('refuses them when an endpoint is added, beside the url, and makes nothing', async () => {
    for (const url of [receiver.url, 'http://localhost:9/x', 'http://[::1]/x', 'http://169.254.169.254/latest/meta-data', 'https://app.localhost/hook']) {
      const res = await add({ url, events: ['member.created'] });
      expect(res.status, url).toBe(422);
      expect((await json(res)).errors.url, url).toEqual([INNER_ADDRESS_MESSAGE]);
    }
    expect(await t.db.select().from(webhookEndpoints)).toHaveLength(0);
  });

  it('refuses them at send time, after DNS: a name that resolves to loopback is not connected to', async () => {
    const port = new URL(receiver.url).port;
    const result = await postWebhook(`http://localhost:${port}/hooks`, {}, '{}', options);
    expect(result.statusCode).toBeNull();
    expect(result.error).toMatch(/^localhost resolves to (127\.0\.0\.1|::1)\. This address points inside our own network/);
    const literal = await postWebhook(receiver.url, {}, '{}', options);
    expect(literal.error).toBe(`127.0.0.1: ${INNER_ADDRESS_MESSAGE}`);
    expect(receiver.received).toHaveLength(0);
  });

  it('in production, only https', async () => {
    await expect(checkWebhookUrl({ env: 'production', webhooksAllowInner: false }, 'http://crm.example.com/hook')).rejects.toMatchObject({ errors: { url: ['Webhooks go over https only: give an address starting with https://'] } });
    await expect(checkWebhookUrl({ env: 'production', webhooksAllowInner: false }, 'https://crm.example.com/hook')).resolves.toBe('https://crm.example.com/hook');
  });
});

describe('slow and long answers', () => {
  it('gives up on a receiver that does not answer in time, and reads at most the cap of a long answer', async () => {
    const allowed = { ...options, allowInner: true };
    receiver.answer = () => ({ delayMs: 1500 });
    const slow = await postWebhook(receiver.url, {}, '{}', { ...allowed, timeoutMs: 300 });
    expect(slow).toMatchObject({ statusCode: null, error: 'No answer within 0.3 seconds.' });
    receiver.answer = () => ({ status: 200, body: 'x'.repeat(300_000) });
    const long = await postWebhook(receiver.url, {}, '{}', { ...allowed, maxResponseBytes: 1024 });
    expect(long.statusCode).toBe(200);
    expect(long.body.length).toBeLessThanOrEqual(64 * 1024);
    receiver.answer = () => ({ status: 200 });
  });
});

describe('the routes', () => {
  it('adds, lists, changes and removes an endpoint', async () => {
    const res = await add({ url: 'https://crm.example.com/hooks', description: ' CRM ', events: ['member.created', 'member.created', 'payment.succeeded'] });
    expect(res.status, await res.clone().text()).toBe(201);
    const { data } = await json(res);
    expect(data).toMatchObject({ url: 'https://crm.example.com/hooks', description: 'CRM', events: ['member.created', 'payment.succeeded'], status: 'enabled', deliveries: { succeeded: 0, pending: 0, failed: 0 } });
    expect(data.secret).toMatch(/^whsec_[A-Za-z0-9+/]{43}=$/);
    const listed = (await json(await t.api('GET', '/v1/admin/webhooks', { token: admin.token }))).data;
    expect(listed.map((e: { id: number }) => e.id)).toContain(data.id);
    const changed = await t.api('PATCH', `/v1/admin/webhooks/${data.id}`, { token: admin.token, json: { events: ['invoice.issued'], enabled: false } });
    expect((await json(changed)).data).toMatchObject({ events: ['invoice.issued'], status: 'disabled', disabled_reason: 'admin' });
    expect((await t.api('GET', `/v1/admin/webhooks/${data.id}/deliveries?status=failed`, { token: admin.token })).status).toBe(200);
    expect((await t.api('DELETE', `/v1/admin/webhooks/${data.id}`, { token: admin.token })).status).toBe(200);
    expect((await t.api('DELETE', `/v1/admin/webhooks/${data.id}`, { token: admin.token })).status).toBe(404);
  });

  it('422 beside the field: no events, an unknown event, not a URL, a password in the URL, a long description', async () => {
    const cases: Array<[Record<string, unknown>, string, string]> = [
      [{ url: 'https://crm.example.com/h', events: [] }, 'events', 'Choose at least one event.'],
      [{ url: 'https://crm.example.com/h', events: ['member.created', 'member.exploded'] }, 'events', 'Unknown event: member.exploded.'],
      [{ url: 'crm.example.com/h', events: ['member.created'] }, 'url', 'Give a full address starting with https://'],
      [{ url: 'ftp://crm.example.com/h', events: ['member.created'] }, 'url', 'Give a full address starting with https://'],
      [{ url: 'https://user:pw@crm.example.com/h', events: ['member.created'] }, 'url', 'Leave the user name and password out of the address; the signature proves who sends.'],
      [{ url: 'https://crm.example.com/h', description: 'x'.repeat(201), events: ['member.created'] }, 'description', 'Keep the description under 200 characters.'],
    ];
    const before = (await t.db.select().from(webhookEndpoints)).length;
    for (const [body, field, message] of cases) {
      const res = await add(body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((await json(res)).errors[field], JSON.stringify(body)).toEqual([message]);
    }
    expect((await t.db.select().from(webhookEndpoints)).length).toBe(before);
    const made = (await json(await add({ url: 'https://crm.example.com/ok', events: ['member.created'] }))).data;
    const bad = await t.api('PATCH', `/v1/admin/webhooks/${made.id}`, { token: admin.token, json: { enabled: 'yes' } });
    expect((await json(bad)).errors.enabled).toEqual(['Must be true or false.']);
    expect((await json(await t.api('GET', `/v1/admin/webhooks/${made.id}/deliveries?status=lost`, { token: admin.token }))).errors.status).toEqual(['Choose pending, succeeded or failed.']);
  });

  it('401 without a token, 403 for a member, 404 for what is not there', async () => {
    expect((await t.api('GET', '/v1/admin/webhooks')).status).toBe(401);
    const member = await t.member();
    expect((await t.api('GET', '/v1/admin/webhooks', { token: member.token })).status).toBe(403);
    expect((await add({ url: 'https://crm.example.com/m', events: ['member.created'] }, member.token)).status).toBe(403);
    expect((await t.api('PATCH', '/v1/admin/webhooks/999999', { token: admin.token, json: { description: 'x' } })).status).toBe(404);
    expect((await t.api('POST', '/v1/admin/webhooks/999999/rotate-secret', { token: admin.token })).status).toBe(404);
    expect((await t.api('GET', '/v1/admin/webhooks/999999/deliveries', { token: admin.token })).status).toBe(404);
    const made = (await json(await add({ url: 'https://crm.example.com/d', events: ['member.created'] }))).data;
    expect((await t.api('GET', `/v1/admin/webhooks/${made.id}/deliveries/999999`, { token: admin.token })).status).toBe(404);
    expect((await t.api('POST', `/v1/admin/webhooks/${made.id}/deliveries/999999/resend`, { token: admin.token })).status).toBe(404);
  });
});
