// Categories for the header dropdown and filters. Read on every page, so kept for a short while in
// memory: a stale name for a minute is harmless, and no other instance depends on this copy.
import { asc } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { categories } from '../../db/schema/index.ts';

export type CategorySummary = { id: number; name: string; slug: string };

const TTL_MS = 60_000;
let cache: { at: number; value: CategorySummary[] } | undefined;

export async function listCategories(db: Db): Promise<CategorySummary[]> {
  if (cache && Date.now() - cache.at < TTL_MS) return cache.value;
  const value = await db.select({ id: categories.id, name: categories.name, slug: categories.slug }).from(categories).orderBy(asc(categories.position), asc(categories.name));
  cache = { at: Date.now(), value };
  return value;
}

export function clearCategoryCache(): void {
  cache = undefined;
}
