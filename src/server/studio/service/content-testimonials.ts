// Testimonials in the studio (docs/rules/studio.md, "Site content"): list, create, update and delete.
// Deleting is allowed here: a testimonial is editorial copy, not a member's data.
import { asc, eq, max } from 'drizzle-orm';
import type { StudioTestimonial, TestimonialCreate, TestimonialUpdate } from '../../../lib/schemas/studio-content.ts';
import { testimonials } from '../../db/schema/index.ts';
import { notFound } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { inTransaction, pageOf, type Ctx, type Paged, type Paging } from './content-common.ts';

type Row = typeof testimonials.$inferSelect;

const toStudioTestimonial = (r: Row): StudioTestimonial => ({ id: r.id, name: r.name, role: r.role, quote: r.quote, avatar_url: r.avatarUrl, rating: r.rating, position: r.position });

export async function listStudioTestimonials({ db, actor, ...paging }: Ctx & Paging): Promise<Paged<StudioTestimonial>> {
  requireAdmin(actor);
  return pageOf(db, testimonials, paging, (limit, offset) => db.select().from(testimonials).orderBy(asc(testimonials.position), asc(testimonials.id)).limit(limit).offset(offset), toStudioTestimonial);
}

export async function createTestimonial({ db, actor, input }: Ctx & { input: TestimonialCreate }): Promise<StudioTestimonial> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    const [last] = await tx.select({ p: max(testimonials.position) }).from(testimonials);
    const [row] = await tx
      .insert(testimonials)
      .values({ name: input.name, role: input.role ?? '', quote: input.quote, avatarUrl: input.avatar_url ?? null, rating: input.rating ?? 5, position: input.position ?? (last?.p ?? 0) + 1 })
      .returning();
    const after = toStudioTestimonial(row!);
    await recordAudit(tx, actor, { action: 'testimonial.create', subject: { type: 'testimonial', id: after.id }, before: null, after });
    await announceContentChange(tx);
    return after;
  });
}

export async function updateTestimonial({ db, actor, id, input }: Ctx & { id: number; input: TestimonialUpdate }): Promise<StudioTestimonial> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    const [current] = await tx.select().from(testimonials).where(eq(testimonials.id, id)).for('update').limit(1);
    if (!current) throw notFound('testimonial');
    const before = toStudioTestimonial(current);
    const values = {
      ...(input.name !== undefined ? { name: input.name } : {}),
      ...(input.role !== undefined ? { role: input.role } : {}),
      ...(input.quote !== undefined ? { quote: input.quote } : {}),
      ...(input.avatar_url !== undefined ? { avatarUrl: input.avatar_url } : {}),
      ...(input.rating !== undefined ? { rating: input.rating } : {}),
      ...(input.position !== undefined ? { position: input.position } : {}),
    };
    // Nothing to change: nothing is written, so nothing is audited.
    if (!Object.keys(values).length) return before;
    const [row] = await tx.update(testimonials).set(values).where(eq(testimonials.id, id)).returning();
    const after = toStudioTestimonial(row!);
    await recordAudit(tx, actor, { action: 'testimonial.update', subject: { type: 'testimonial', id }, before, after });
    await announceContentChange(tx);
    return after;
  });
}

export async function deleteTestimonial({ db, actor, id }: Ctx & { id: number }): Promise<StudioTestimonial> {
  requireAdmin(actor);
  return inTransaction(db, async (tx) => {
    const [row] = await tx.delete(testimonials).where(eq(testimonials.id, id)).returning();
    if (!row) throw notFound('testimonial');
    const before = toStudioTestimonial(row);
    await recordAudit(tx, actor, { action: 'testimonial.delete', subject: { type: 'testimonial', id }, before, after: null });
    await announceContentChange(tx);
    return before;
  });
}
