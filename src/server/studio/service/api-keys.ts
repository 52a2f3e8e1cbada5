// API keys in the studio (docs/rules/integrations.md, "API keys"): an admin lists, makes and revokes
// them; the key itself is answered once, when made, and only its hash is kept. Both changes write an
// audit row. A key cannot make or revoke keys (no scope covers these operations).
import { desc, eq } from 'drizzle-orm';
import type { ApiKey, CreateApiKey, CreatedApiKey } from '../../../lib/schemas/api-keys.ts';
import { newApiKey } from '../../auth/api-keys.ts';
import type { Db } from '../../db/client.ts';
import { apiKeys, users } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';

const DAY_MS = 86_400_000;

type Row = typeof apiKeys.$inferSelect & { creatorName: string };

function view(row: Row, now = new Date()): ApiKey {
  const status = row.revokedAt ? 'revoked' : row.expiresAt && row.expiresAt <= now ? 'expired' : 'active';
  return {
    id: row.id,
    name: row.name,
    prefix: row.prefix,
    scopes: row.scopes,
    created_by: { id: row.createdBy, name: row.creatorName },
    created_at: row.createdAt.toISOString(),
    last_used_at: row.lastUsedAt?.toISOString() ?? null,
    expires_at: row.expiresAt?.toISOString() ?? null,
    revoked_at: row.revokedAt?.toISOString() ?? null,
    status,
  };
}

const selectKeys = (db: Db) =>
  db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      prefix: apiKeys.prefix,
      keyHash: apiKeys.keyHash,
      scopes: apiKeys.scopes,
      createdBy: apiKeys.createdBy,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      expiresAt: apiKeys.expiresAt,
      revokedAt: apiKeys.revokedAt,
      creatorName: users.name,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy));

/** Every key, newest first (revoked and expired ones too: what an integration used is not forgotten). */
export async function listApiKeys({ db, actor }: { db: Db; actor: Actor }): Promise<ApiKey[]> {
  requireAdmin(actor);
  return (await selectKeys(db).orderBy(desc(apiKeys.createdAt), desc(apiKeys.id))).map((r) => view(r));
}

export async function createApiKey({ db, actor, input, now = new Date() }: { db: Db; actor: Actor; input: CreateApiKey; now?: Date }): Promise<CreatedApiKey> {
  requireAdmin(actor);
  const { key, hash, prefix } = newApiKey();
  const scopes = [...new Set(input.scopes)].sort();
  const expiresAt = new Date(now.getTime() + input.expires_in_days * DAY_MS);
  const id = await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [row] = await tx.insert(apiKeys).values({ name: input.name, prefix, keyHash: hash, scopes, createdBy: actor.id, createdAt: now, expiresAt }).returning({ id: apiKeys.id });
    await recordAudit(tx, actor, { action: 'api_key.create', subject: { type: 'api_key', id: row!.id }, before: null, after: { name: input.name, prefix, scopes, expires_at: expiresAt.toISOString() } });
    return row!.id;
  });
  const [row] = await selectKeys(db).where(eq(apiKeys.id, id));
  return { ...view(row!, now), key };
}

/** Revokes a key at once: the next request with it is a 401 on every instance. Revoking twice is a 409. */
export async function revokeApiKey({ db, actor, id, now = new Date() }: { db: Db; actor: Actor; id: number; now?: Date }): Promise<ApiKey> {
  requireAdmin(actor);
  await db.transaction(async (t) => {
    const tx = t as unknown as Db;
    const [current] = await tx.select().from(apiKeys).where(eq(apiKeys.id, id)).for('update').limit(1);
    if (!current) throw notFound('API key');
    if (current.revokedAt) throw new AppError('conflict', 'This API key was already revoked.');
    await tx.update(apiKeys).set({ revokedAt: now }).where(eq(apiKeys.id, id));
    await recordAudit(tx, actor, { action: 'api_key.revoke', subject: { type: 'api_key', id }, before: { revoked_at: null }, after: { revoked_at: now.toISOString(), name: current.name, prefix: current.prefix } });
  });
  const [row] = await selectKeys(db).where(eq(apiKeys.id, id));
  return view(row!, now);
}
