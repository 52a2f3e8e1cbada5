// The webhooks store against the real API (docs/rules/integrations.md, "Webhooks"): an endpoint
// without events is refused beside the field; a good one is added with its secret held once for the
// panel; editing, turning off and a new secret reload the list; the delivery log of the endpoint
// opened reads by status and page, a delivery opens with its attempts, and "send again" queues it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  $deliveryStatus,
  $editingEndpoint,
  $newWebhookSecret,
  $openDelivery,
  $webhookDeliveries,
  $webhookEndpoints,
  $webhookForm,
  editEndpoint,
  filterDeliveries,
  forgetNewSecret,
  openDeliveries,
  removeEndpoint,
  resend,
  rotateSecret,
  saveEndpoint,
  setEndpointEnabled,
  showDelivery,
} from '../../../src/islands/studio/webhooks-store.ts';
import { webhookDeliveries, webhookMessages } from '../../../src/server/db/schema/index.ts';
import { newMessageId } from '../../../src/server/webhooks/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { answered, routeFetchTo, signInAs, signOut, watch } from '../../helpers/browser-api.ts';

let ctx: TestContext;
let restoreFetch: () => void;

beforeAll(async () => {
  ctx = await createTestContext({ seeded: false });
  restoreFetch = routeFetchTo(ctx);
  await signInAs(ctx, await ctx.member({ role: 'admin' }));
});

afterAll(async () => {
  signOut();
  restoreFetch();
  await ctx.close();
});

describe('webhooks store', () => {
  it('adds, edits, turns off, renews the secret of, and removes an endpoint', async () => {
    const list = watch($webhookEndpoints);
    expect((await list.until(answered)).data!.data).toEqual([]);
    expect(await saveEndpoint({ url: 'https://crm.example/hooks', description: 'CRM', events: [] })).toBe(false);
    expect($webhookForm.get()).toEqual({ busy: false, errors: { events: ['Choose at least one event.'] } });
    expect(await saveEndpoint({ url: 'https://crm.example/hooks', description: 'CRM', events: ['member.created'] })).toBe(true);
    const made = $newWebhookSecret.get()!;
    expect(made).toMatchObject({ description: 'CRM', rotated: false, secret: expect.stringMatching(/^whsec_/) });
    const listed = await list.until((v) => answered(v) && (v.data?.data.length ?? 0) === 1);
    expect(JSON.stringify(listed.data)).not.toContain(made.secret);
    forgetNewSecret();

    editEndpoint(listed.data!.data[0]!);
    expect(await saveEndpoint({ url: 'https://crm.example/hooks', description: 'CRM v2', events: ['member.created', 'invoice.issued'] })).toBe(true);
    expect($editingEndpoint.get()).toBeNull();
    expect($newWebhookSecret.get()).toBeNull();
    await list.until((v) => answered(v) && v.data?.data[0]?.description === 'CRM v2');

    await setEndpointEnabled(made.id, false);
    await list.until((v) => answered(v) && v.data?.data[0]?.status === 'disabled');
    await rotateSecret(made.id);
    expect($newWebhookSecret.get()).toMatchObject({ rotated: true, previous_secret_until: expect.any(String) });
    expect($newWebhookSecret.get()!.secret).not.toBe(made.secret);

    await removeEndpoint(made.id);
    await list.until((v) => answered(v) && v.data?.data.length === 0);
    list.stop();
  });

  it('reads the delivery log by status, opens a delivery, and sends it again', async () => {
    expect(await saveEndpoint({ url: 'https://crm.example/log', description: 'Log', events: ['member.created'] })).toBe(true);
    const endpointId = $newWebhookSecret.get()!.id;
    for (const status of ['succeeded', 'failed'] as const) {
      const id = newMessageId();
      await ctx.db.insert(webhookMessages).values({ id, type: 'member.created', payload: { type: 'member.created', version: 1, timestamp: new Date().toISOString(), data: { status } } });
      await ctx.db.insert(webhookDeliveries).values({ endpointId, messageId: id, status, attempts: 1, lastStatusCode: status === 'failed' ? 500 : 200 });
    }
    const log = watch($webhookDeliveries);
    openDeliveries(endpointId);
    expect((await log.until((v) => answered(v) && v.data !== undefined)).data!.data.map((d) => d.status)).toEqual(['failed', 'succeeded']);
    filterDeliveries('failed');
    expect($deliveryStatus.get()).toBe('failed');
    const failed = await log.until((v) => answered(v) && v.data?.data.length === 1);
    const deliveryId = failed.data!.data[0]!.id;
    await showDelivery(deliveryId);
    expect($openDelivery.get()).toMatchObject({ loading: false, data: { id: deliveryId, status: 'failed', attempts_log: [] } });
    await resend(deliveryId);
    expect($openDelivery.get()!.data).toMatchObject({ id: deliveryId, status: 'pending' });
    log.stop();
  });
});
