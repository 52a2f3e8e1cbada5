// Generated-suite cases for API keys (docs/rules/integrations.md, "API keys"): admins only; members,
// mentors and authors get 403. The revocation revokes a key the case makes for it.
import type { Case } from './registry.ts';
import type { World } from './world.ts';

const madeKeys = new WeakMap<World, Promise<number>>();

/** A key the revocation case revokes, made once per world by an admin of its own. */
function keyToRevoke(w: World): Promise<number> {
  let made = madeKeys.get(w);
  if (!made) {
    made = (async () => {
      const admin = await w.t.member({ role: 'admin' });
      const res = await w.t.api('POST', '/v1/admin/api-keys', { token: admin.token, json: { name: 'To revoke', scopes: ['audit:read'], expires_in_days: 7 } });
      return ((await res.json()) as { data: { id: number } }).data.id;
    })();
    madeKeys.set(w, made);
  }
  return made;
}

export const STUDIO_API_KEY_CASES: Record<string, Case> = {
  'GET /v1/admin/api-keys': { access: 'admin' },
  'POST /v1/admin/api-keys': { access: 'admin', owner: [201], request: () => ({ json: { name: 'Contract key', scopes: ['members:read'], expires_in_days: 7 } }) },
  'DELETE /v1/admin/api-keys/{id}': { access: 'admin', setup: keyToRevoke, request: async (w) => ({ path: { id: await keyToRevoke(w) } }) },
};
