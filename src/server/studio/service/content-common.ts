// What the studio's site-content services share (docs/rules/studio.md, "Site content"): the call
// context, a transaction typed as Db, a paged list with its total, and a slug taken twice turned
// into a field error beside the slug.
import { count, type SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.ts';
import { fieldError } from '../../errors.ts';
import type { Actor } from '../../http/env.ts';
import { pageMeta, type PageMeta } from '../../http/respond.ts';
import { violates } from './db-errors.ts';

export type Ctx = { db: Db; actor: Actor };
export type Paging = { page: number; perPage: number };
export type Paged<T> = { data: T[]; meta: PageMeta };

/** Runs `work` in one transaction: the change, its audit row and the content announcement commit together. */
export function inTransaction<T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> {
  return db.transaction(async (t) => work(t as unknown as Db));
}

/** A page of `rows` of `table` (its total counted apart: the studio's lists are short). */
export async function pageOf<R, T>(db: Db, table: PgTable, { page, perPage }: Paging, rows: (limit: number, offset: number) => Promise<R[]>, map: (r: R) => T, where?: SQL): Promise<Paged<T>> {
  const [items, [total]] = await Promise.all([rows(perPage, (page - 1) * perPage), db.select({ n: count() }).from(table).where(where)]);
  return { data: items.map(map), meta: pageMeta(page, perPage, total?.n ?? 0) };
}

/** Runs a write that may hit `constraint` (a unique slug) and words that refusal for the form. */
export async function slugTaken<T>(constraint: string, what: string, write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (err) {
    if (violates(err, constraint)) throw fieldError('slug', `Another ${what} already uses this slug.`);
    throw err;
  }
}
