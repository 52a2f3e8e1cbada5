// Bundles of courses: the list, one bundle with its courses and the saving against buying them one
// by one, and a course seen within its bundle. Found by id or slug; unpublished ones are 404.
import { sql } from 'drizzle-orm';
import type { BundleCard, BundleCourse, BundleDetail } from '../../../lib/schemas/catalogue.ts';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../errors.ts';
import { CARD_COLUMNS, CARD_FROM, toCourseCard, type CardRow } from './course-cards.ts';
import { idOrSlug } from '../../shared/id-or-slug.ts';
import { pageTotal } from '../../shared/page-total.ts';
import { rowsOf } from '../../shared/sql-rows.ts';
import { formatMoney, isFreePrice, priceLabel } from './prices.ts';
import { getCourseDetail } from './read-courses.ts';

type BundleRow = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  image_url: string;
  price_cents: number;
  currency: string;
  course_count: number;
  courses_total_cents: number;
  description_html?: string;
  duration_minutes?: number;
};

/** Bundle columns with what its published courses cost one by one (free courses count as 0). */
const BUNDLE_SELECT = sql.raw(`SELECT b.id, b.slug, b.title, b.summary, b.image_url, b.price_cents, b.currency, b.description_html,
    coalesce(agg.course_count, 0)::int AS course_count, coalesce(agg.total, 0)::int AS courses_total_cents,
    coalesce(agg.minutes, 0)::int AS duration_minutes
  FROM bundles b
  LEFT JOIN LATERAL (
    SELECT count(*) AS course_count, sum(CASE WHEN c.is_free THEN 0 ELSE greatest(c.price_cents, 0) END) AS total, sum(c.duration_minutes) AS minutes
    FROM bundle_courses bc JOIN courses c ON c.id = bc.course_id AND c.published
    WHERE bc.bundle_id = b.id
  ) agg ON true`);

function toBundleCard(row: BundleRow): BundleCard {
  const price = Number(row.price_cents);
  const total = Number(row.courses_total_cents);
  const saving = Math.max(0, total - price);
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image_url: row.image_url,
    price_cents: price,
    currency: row.currency,
    is_free: isFreePrice(price, false),
    price_label: priceLabel(price, row.currency, false),
    course_count: Number(row.course_count),
    courses_total_cents: total,
    saving_cents: saving,
    saving_label: saving > 0 ? formatMoney(saving, row.currency) : null,
  };
}

export async function listBundles({ db, page, perPage }: { db: Db; page: number; perPage: number }): Promise<{ items: BundleCard[]; total: number }> {
  const rows = rowsOf<BundleRow & { total_count: number }>(
    await db.execute(sql`SELECT listed.*, count(*) OVER () AS total_count FROM (${BUNDLE_SELECT} WHERE b.published) AS listed ORDER BY listed.id LIMIT ${perPage} OFFSET ${(page - 1) * perPage}`),
  );
  const total = await pageTotal(rows, page, async () => Number(rowsOf<{ total: number }>(await db.execute(sql`SELECT count(*)::int AS total FROM bundles WHERE published`))[0]?.total ?? 0));
  return { items: rows.map(toBundleCard), total };
}

async function findBundle(db: Db, key: string): Promise<BundleRow> {
  const k = idOrSlug(key, 'bundle');
  const cond = 'id' in k ? sql`b.id = ${k.id}` : sql`b.slug = ${k.slug}`;
  const [row] = rowsOf<BundleRow>(await db.execute(sql`${BUNDLE_SELECT} WHERE b.published AND ${cond} LIMIT 1`));
  if (!row) throw notFound('bundle');
  return row;
}

async function bundleCourseCards(db: Db, bundleId: number) {
  const rows = await db.execute(sql`SELECT ${CARD_COLUMNS}, bc.position AS bundle_position FROM ${CARD_FROM}
    JOIN bundle_courses bc ON bc.course_id = c.id WHERE bc.bundle_id = ${bundleId} AND c.published ORDER BY bc.position, c.id`);
  return rowsOf<CardRow>(rows).map(toCourseCard);
}

export async function getBundleDetail({ db, idOrSlug: key }: { db: Db; idOrSlug: string }): Promise<BundleDetail> {
  const row = await findBundle(db, key);
  const courses = await bundleCourseCards(db, Number(row.id));
  return { ...toBundleCard(row), description: row.description_html ?? '', courses, duration_minutes: Number(row.duration_minutes ?? 0) };
}

export async function getBundleCourse({ db, bundle, course }: { db: Db; bundle: string; course: string }): Promise<BundleCourse> {
  const row = await findBundle(db, bundle);
  const courses = await bundleCourseCards(db, Number(row.id));
  const key = idOrSlug(course, 'course in this bundle');
  const index = courses.findIndex((c) => ('id' in key ? c.id === key.id : c.slug === key.slug));
  if (index < 0) throw notFound('course in this bundle');
  const detail = await getCourseDetail({ db, idOrSlug: String(courses[index]!.id) });
  const ref = (i: number) => (courses[i] ? { id: courses[i].id, slug: courses[i].slug, title: courses[i].title } : null);
  return { bundle: toBundleCard(row), course: detail, position: index + 1, previous: ref(index - 1), next: ref(index + 1) };
}

export async function bundleSitemapEntries(db: Db): Promise<Array<{ slug: string; updated_at: string }>> {
  const rows = await db.execute(sql`SELECT slug, updated_at FROM bundles WHERE published ORDER BY id`);
  return rowsOf<{ slug: string; updated_at: Date | string }>(rows).map((r) => ({ slug: r.slug, updated_at: new Date(r.updated_at).toISOString() }));
}
