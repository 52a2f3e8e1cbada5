// The member's default (billing) address: read, create-or-replace, remove. One per member.
import { and, eq, sql } from 'drizzle-orm';
import type { Address, AddressRequest } from '../../../lib/schemas/accounts.ts';
import type { Db } from '../../db/client.ts';
import { addresses } from '../../db/schema/index.ts';
import type { Actor } from '../../http/env.ts';

type AddressRow = typeof addresses.$inferSelect;

export function toAddress(row: AddressRow): Address {
  return {
    id: row.id,
    line1: row.line1,
    line2: row.line2,
    city: row.city,
    region: row.region,
    postcode: row.postcode,
    country: row.country,
    updated_at: row.updatedAt.toISOString(),
  };
}

const mine = (actor: Actor) => and(eq(addresses.userId, actor.id), eq(addresses.isDefault, true));

export async function getDefaultAddress({ db, actor }: { db: Db; actor: Actor }): Promise<Address | null> {
  const [row] = await db.select().from(addresses).where(mine(actor)).limit(1);
  return row ? toAddress(row) : null;
}

export async function saveDefaultAddress({ db, actor, input }: { db: Db; actor: Actor; input: AddressRequest }): Promise<Address> {
  const values = {
    line1: input.line1,
    line2: input.line2 ?? null,
    city: input.city,
    region: input.region ?? null,
    postcode: input.postcode.toUpperCase(),
    country: input.country,
  };
  return db.transaction(async (tx) => {
    // Two first saves at once (a double click) must not create two default addresses.
    await tx.execute(sql`SELECT pg_advisory_xact_lock(hashtext(${`address:${actor.id}`}))`);
    const [existing] = await tx.select({ id: addresses.id }).from(addresses).where(mine(actor)).limit(1);
    const [row] = existing
      ? await tx.update(addresses).set(values).where(eq(addresses.id, existing.id)).returning()
      : await tx.insert(addresses).values({ ...values, userId: actor.id, isDefault: true }).returning();
    return toAddress(row!);
  });
}

export async function removeDefaultAddress({ db, actor }: { db: Db; actor: Actor }): Promise<void> {
  await db.delete(addresses).where(mine(actor));
}
