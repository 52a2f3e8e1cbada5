// The demo's API keys (docs/rules/integrations.md, "API keys"): two the admin made for an
// accounting export and a CRM sync, one of them revoked, so /studio/api-keys shows keys in use out of
// the box. Their secrets are random and never written anywhere: no demo key can be used.
import type { Db } from '../db/client.ts';
import { newApiKey } from '../auth/api-keys.ts';
import { apiKeys } from '../db/schema/index.ts';

const DAY_MS = 86_400_000;

export async function seedDemoApiKeys(db: Db, adminId: number, now: number): Promise<void> {
  const at = (days: number) => new Date(now + days * DAY_MS);
  const crm = newApiKey();
  const accounting = newApiKey();
  await db.insert(apiKeys).values([
    { name: 'CRM sync', prefix: crm.prefix, keyHash: crm.hash, scopes: ['enrolments:read', 'members:read'], createdBy: adminId, createdAt: at(-40), lastUsedAt: at(-1), expiresAt: at(50) },
    { name: 'Accounting export (old)', prefix: accounting.prefix, keyHash: accounting.hash, scopes: ['payments:read'], createdBy: adminId, createdAt: at(-120), lastUsedAt: at(-35), expiresAt: at(245), revokedAt: at(-30) },
  ]);
}
