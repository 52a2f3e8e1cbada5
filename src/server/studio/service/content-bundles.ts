// Bundles in the studio (docs/rules/studio.md, "Site content"): list (published or not), get, create,
// update, with the courses in the order the bundle shows them. Course ids that do not exist are a
// 422 on `course_ids`; the list given replaces the bundle's courses.
import { slugForNew } from '../../../lib/slug.ts';
import { asc, count, eq, inArray } from 'drizzle-orm';
import { type BundleCreate, type BundleUpdate, type StudioBundle } from '../../../lib/schemas/studio-content.ts';
import type { Db } from '../../db/client.ts';
import { bundleCourses, bundles, courses } from '../../db/schema/index.ts';
import { fieldError, notFound } from '../../errors.ts';
import { announceContentChange } from '../../events/content-changes.ts';
import { pageMeta } from '../../http/respond.ts';
import { sanitizeHtml } from '../../shared/sanitize-html.ts';
import { requireAdmin } from './access.ts';
import { recordAudit } from './audit.ts';
import { inTransaction, slugTaken, type Ctx, type Paged, type Paging } from './content-common.ts';

type Row = typeof bundles.$inferSelect;
type CourseRef = StudioBundle['courses'][number];
const UNIQUE = 'bundles_slug_unique';

const toStudioBundle = (r: Row, list: CourseRef[]): StudioBundle => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  summary: r.summary,
  description: r.descriptionHtml,
  image_url: r.imageUrl,
  price_cents: r.priceCents,
  currency: r.currency,
  published: r.published,
  courses: list,
  updated_at: r.updatedAt.toISOString(),
});

/** The courses of these bundles, in order, by bundle id. */
async function coursesOf(db: Db, ids: number[]): Promise<Map<number, CourseRef[]>> {
  const out = new Map<number, CourseRef[]>(ids.map((id) => [id, []]));
  if (!ids.length) return out;
  const rows = await db
    .select({ bundleId: bundleCourses.bundleId, id: courses.id, title: courses.title, published: courses.published })
    .from(bundleCourses)
    .innerJoin(courses, eq(courses.id, bundleCourses.courseId))
    .where(inArray(bundleCourses.bundleId, ids))
    .orderBy(asc(bundleCourses.bundleId), asc(bundleCourses.position));
  for (const r of rows) out.get(r.bundleId)?.push({ id: r.id, title: r.title, published: r.published });
  return out;
}

async function withCourses(db: Db, row: Row): Promise<StudioBundle> {
  return toStudioBundle(row, (await coursesOf(db, [row.id])).get(row.id) ?? []);
}

/** Replaces the bundle's courses with `ids`, in that order; unknown or repeated ids are a 422. */
async function setCourses(tx: Db, bundleId: number, ids: number[]): Promise<void> {
  if (new Set(ids).size !== ids.length) throw fieldError('course_ids', 'A course can be in a bundle once.');
  if (ids.length) {
    const found = await tx.select({ id: courses.id }).from(courses).where(inArray(courses.id, ids));
    if (found.length !== ids.length) throw fieldError('course_ids', 'Choose courses that exist.');
  }
  await tx.delete(bundleCourses).where(eq(bundleCourses.bundleId, bundleId));
  if (ids.length) await tx.insert(bundleCourses).values(ids.map((courseId, i) => ({ bundleId, courseId, position: i + 1 })));
}

export async function listStudioBundles({ db, actor, page, perPage }: Ctx & Paging): Promise<Paged<StudioBundle>> {
  requireAdmin(actor);
  const [rows, [total]] = await Promise.all([
    db.select().from(bundles).orderBy(asc(bundles.title), asc(bundles.id)).limit(perPage).offset((page - 1) * perPage),
    db.select({ n: count() }).from(bundles),
  ]);
  const lists = await coursesOf(db, rows.map((r) => r.id));
  return { data: rows.map((r) => toStudioBundle(r, lists.get(r.id) ?? [])), meta: pageMeta(page, perPage, total?.n ?? 0) };
}

export async function getStudioBundle({ db, actor, id }: Ctx & { id: number }): Promise<StudioBundle> {
  requireAdmin(actor);
  const [row] = await db.select().from(bundles).where(eq(bundles.id, id)).limit(1);
  if (!row) throw notFound('bundle');
  return withCourses(db, row);
}

export async function createBundle({ db, actor, input }: Ctx & { input: BundleCreate }): Promise<StudioBundle> {
  requireAdmin(actor);
  return slugTaken(UNIQUE, 'bundle', () =>
    inTransaction(db, async (tx) => {
      const [row] = await tx
        .insert(bundles)
        .values({
          slug: input.slug ?? slugForNew(input.title, 'bundle'),
          title: input.title,
          summary: input.summary ?? '',
          descriptionHtml: sanitizeHtml(input.description ?? ''),
          imageUrl: input.image_url ?? '',
          priceCents: input.price_cents,
          currency: input.currency ?? 'USD',
          published: input.published ?? false,
        })
        .returning();
      await setCourses(tx, row!.id, input.course_ids ?? []);
      const after = await withCourses(tx, row!);
      await recordAudit(tx, actor, { action: 'bundle.create', subject: { type: 'bundle', id: after.id }, before: null, after });
      await announceContentChange(tx);
      return after;
    }),
  );
}

export async function updateBundle({ db, actor, id, input }: Ctx & { id: number; input: BundleUpdate }): Promise<StudioBundle> {
  requireAdmin(actor);
  return slugTaken(UNIQUE, 'bundle', () =>
    inTransaction(db, async (tx) => {
      const [current] = await tx.select().from(bundles).where(eq(bundles.id, id)).for('update').limit(1);
      if (!current) throw notFound('bundle');
      const before = await withCourses(tx, current);
      const [row] = await tx
        .update(bundles)
        .set({
          ...(input.title !== undefined ? { title: input.title } : {}),
          ...(input.slug !== undefined ? { slug: input.slug } : {}),
          ...(input.summary !== undefined ? { summary: input.summary } : {}),
          ...(input.description !== undefined ? { descriptionHtml: sanitizeHtml(input.description) } : {}),
          ...(input.image_url !== undefined ? { imageUrl: input.image_url } : {}),
          ...(input.price_cents !== undefined ? { priceCents: input.price_cents } : {}),
          ...(input.currency !== undefined ? { currency: input.currency } : {}),
          ...(input.published !== undefined ? { published: input.published } : {}),
          updatedAt: new Date(),
        })
        .where(eq(bundles.id, id))
        .returning();
      if (input.course_ids !== undefined) await setCourses(tx, id, input.course_ids);
      const after = await withCourses(tx, row!);
      await recordAudit(tx, actor, { action: 'bundle.update', subject: { type: 'bundle', id }, before, after });
      await announceContentChange(tx);
      return after;
    }),
  );
}
