// Generated-suite cases for webhook endpoints (docs/rules/integrations.md, "Webhooks"): admins only;
// members, mentors, authors and API keys get 403. Each world has an endpoint with one delivery for the
// reading, changing and resending cases, and a second endpoint the removal case removes.
import { webhookDeliveries, webhookMessages } from '../../src/server/db/schema/index.ts';
import { newMessageId } from '../../src/server/webhooks/service/index.ts';
import type { Case } from './registry.ts';
import type { World } from './world.ts';

type Made = { endpointId: number; deliveryId: number; doomedId: number };
const made = new WeakMap<World, Promise<Made>>();

function endpoints(w: World): Promise<Made> {
  let m = made.get(w);
  if (!m) {
    m = (async () => {
      const admin = await w.t.member({ role: 'admin' });
      const add = async (url: string) => {
        const res = await w.t.api('POST', '/v1/admin/webhooks', { token: admin.token, json: { url, events: ['member.created'] } });
        return ((await res.json()) as { data: { id: number } }).data.id;
      };
      const endpointId = await add('https://crm.example/contract');
      const doomedId = await add('https://crm.example/contract-doomed');
      const id = newMessageId();
      await w.t.db.insert(webhookMessages).values({ id, type: 'member.created', payload: { type: 'member.created', version: 1, timestamp: new Date().toISOString(), data: {} } });
      const [d] = await w.t.db.insert(webhookDeliveries).values({ endpointId, messageId: id, status: 'failed', attempts: 10 }).returning({ id: webhookDeliveries.id });
      return { endpointId, deliveryId: d!.id, doomedId };
    })();
    made.set(w, m);
  }
  return m;
}

export const STUDIO_WEBHOOK_CASES: Record<string, Case> = {
  'GET /v1/admin/webhooks': { access: 'admin' },
  'POST /v1/admin/webhooks': { access: 'admin', owner: [201], request: () => ({ json: { url: 'https://crm.example/new', description: 'Contract', events: ['invoice.issued'] } }) },
  'PATCH /v1/admin/webhooks/{id}': { access: 'admin', setup: endpoints, request: async (w) => ({ path: { id: (await endpoints(w)).endpointId }, json: { description: 'Changed by the contract' } }) },
  'DELETE /v1/admin/webhooks/{id}': { access: 'admin', setup: endpoints, last: true, request: async (w) => ({ path: { id: (await endpoints(w)).doomedId } }) },
  'POST /v1/admin/webhooks/{id}/rotate-secret': { access: 'admin', setup: endpoints, request: async (w) => ({ path: { id: (await endpoints(w)).endpointId } }) },
  'GET /v1/admin/webhooks/{id}/deliveries': { access: 'admin', setup: endpoints, request: async (w) => ({ path: { id: (await endpoints(w)).endpointId } }) },
  'GET /v1/admin/webhooks/{id}/deliveries/{deliveryId}': {
    access: 'admin', setup: endpoints,
    request: async (w) => {
      const m = await endpoints(w);
      return { path: { id: m.endpointId, deliveryId: m.deliveryId } };
    },
  },
  'POST /v1/admin/webhooks/{id}/deliveries/{deliveryId}/resend': {
    access: 'admin', setup: endpoints, owner: [202],
    request: async (w) => {
      const m = await endpoints(w);
      return { path: { id: m.endpointId, deliveryId: m.deliveryId } };
    },
  },
};
