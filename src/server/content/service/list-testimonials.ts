// What members say about us, in the editors' order.
import { asc, count, getTableColumns, sql } from 'drizzle-orm';
import type { Testimonial } from '../../../lib/schemas/content.ts';
import type { Db } from '../../db/client.ts';
import { testimonials } from '../../db/schema/index.ts';
import { pageTotal } from '../../shared/page-total.ts';

export async function listTestimonials({ db, page, perPage }: { db: Db; page: number; perPage: number }): Promise<{ items: Testimonial[]; total: number }> {
  const rows = await db
    .select({ ...getTableColumns(testimonials), totalCount: sql<number>`count(*) OVER ()` })
    .from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id)).limit(perPage).offset((page - 1) * perPage);
  const total = await pageTotal(rows, page, async () => Number((await db.select({ n: count() }).from(testimonials))[0]?.n ?? 0));
  return {
    items: rows.map((r) => ({ id: r.id, name: r.name, role: r.role, quote: r.quote, avatar_url: r.avatarUrl, rating: Math.min(5, Math.max(1, r.rating)) })),
    total,
  };
}
