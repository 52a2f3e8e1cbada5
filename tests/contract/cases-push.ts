// Generated-suite cases for Web Push devices (docs/rules/push.md). The list and turning a device on
// act on the caller's own devices (each identity subscribes its own endpoint, so the owner's rows stay
// as they were); turning one off names a device, so the owner's device is a 404 to everyone else. Its
// name carries the owner's e-mail, so a leak of it into another's list is caught.
import crypto from 'node:crypto';
import { pushSubscriptions } from '../../src/server/db/schema/index.ts';
import type { Case } from './registry.ts';
import type { World } from './world.ts';

const ownOnly = { admin: 'own', author: 'own', mentor: 'own' } as const;
const devices = new WeakMap<World, Promise<number>>();

const browserKeys = () => {
  const ecdh = crypto.createECDH('prime256v1');
  ecdh.generateKeys();
  return { p256dh: ecdh.getPublicKey().toString('base64url'), auth: crypto.randomBytes(16).toString('base64url') };
};

function ownerDevice(w: World): Promise<number> {
  let d = devices.get(w);
  if (!d) {
    d = (async () => {
      const keys = browserKeys();
      const [row] = await w.t.db
        .insert(pushSubscriptions)
        .values({ userId: w.owner.id, endpoint: `https://push.example.com/contract/owner-${w.owner.id}`, p256dh: keys.p256dh, auth: keys.auth, device: `Phone of ${w.owner.email}` })
        .returning({ id: pushSubscriptions.id });
      return row!.id;
    })();
    devices.set(w, d);
  }
  return d;
}

export const PUSH_CASES: Record<string, Case> = {
  'GET /v1/auth/push-subscriptions': { access: 'self', roles: ownOnly, setup: ownerDevice },
  'POST /v1/auth/push-subscriptions': {
    access: 'self',
    roles: ownOnly,
    owner: [201, 200],
    request: (_w, caller) => ({ json: { endpoint: `https://push.example.com/contract/caller-${caller.id}`, keys: browserKeys(), device: 'Contract browser' } }),
  },
  'DELETE /v1/auth/push-subscriptions/{id}': {
    access: 'owned',
    roles: { admin: 'hidden', author: 'hidden', mentor: 'hidden' },
    setup: ownerDevice,
    owner: [204],
    last: true,
    request: async (w) => ({ path: { id: await ownerDevice(w) } }),
  },
};
