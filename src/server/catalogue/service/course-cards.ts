// The course card: the columns every course list selects and how a row becomes the API's
// CourseCard. Lists, search, related courses, bundles and the home page all share it.
import { sql, type SQL } from 'drizzle-orm';
import type { CourseCard, CourseLevel } from '../../../lib/schemas/catalogue.ts';
import { isoDate } from '../../shared/dates.ts';
import { highlightHtml } from '../../shared/search-highlight.ts';
import { isFreePrice, priceLabel } from './prices.ts';

/** Select list over `courses c JOIN categories cat`. */
export const CARD_COLUMNS: SQL = sql.raw(`c.id, c.slug, c.title, c.summary, c.image_url, c.level, c.duration_minutes,
  c.price_cents, c.currency, c.is_free, c.is_featured, c.published_at,
  cat.id AS category_id, cat.name AS category_name, cat.slug AS category_slug`);

export const CARD_FROM: SQL = sql.raw('courses c JOIN categories cat ON cat.id = c.category_id');

/**
 * The language content is read in (docs/rules/content.md, "Content translations"). 'en' (or none)
 * reads the items' own columns with the statements above, unchanged; 'es' joins the Spanish versions
 * in the same statement and says, per item, whether one was found (`translated`).
 */
export type ContentReadLocale = 'en' | 'es';
export const readsSpanish = (locale: ContentReadLocale | undefined): locale is 'es' => locale === 'es';
/** What a locale-aware read adds to an item: false means the English is shown (no Spanish version). */
export type Translated = { translated?: boolean };

/** Card columns over `cardFrom('es')`: the Spanish title and summary where written, else the English. */
const SPANISH_CARD_COLUMNS: SQL = sql.raw(`c.id, c.slug, coalesce(ct.title, c.title) AS title, coalesce(nullif(ct.summary, ''), c.summary) AS summary,
  c.image_url, c.level, c.duration_minutes, c.price_cents, c.currency, c.is_free, c.is_featured, c.published_at,
  cat.id AS category_id, cat.name AS category_name, cat.slug AS category_slug, (ct.course_id IS NOT NULL) AS translated`);
const SPANISH_CARD_FROM: SQL = sql.raw(`courses c JOIN categories cat ON cat.id = c.category_id
  LEFT JOIN course_translations ct ON ct.course_id = c.id AND ct.locale = 'es'`);

export const cardColumns = (locale?: ContentReadLocale): SQL => (readsSpanish(locale) ? SPANISH_CARD_COLUMNS : CARD_COLUMNS);
/** For 'es', the Spanish version is `ct` (course_translations). */
export const cardFrom = (locale?: ContentReadLocale): SQL => (readsSpanish(locale) ? SPANISH_CARD_FROM : CARD_FROM);

export type CardRow = {
  id: number;
  slug: string;
  title: string;
  summary: string;
  image_url: string;
  level: CourseLevel;
  duration_minutes: number;
  price_cents: number;
  currency: string;
  is_free: boolean;
  is_featured: boolean;
  published_at: Date | string;
  category_id: number;
  category_name: string;
  category_slug: string;
  hl_title?: string | null;
  hl_summary?: string | null;
  translated?: boolean | null;
};

export function toCourseCard(row: CardRow): CourseCard & Translated {
  const cents = Number(row.price_cents);
  return {
    id: Number(row.id),
    slug: row.slug,
    title: row.title,
    summary: row.summary,
    image_url: row.image_url,
    level: row.level,
    duration_minutes: Number(row.duration_minutes),
    price_cents: cents,
    currency: row.currency,
    is_free: isFreePrice(cents, row.is_free),
    price_label: priceLabel(cents, row.currency, row.is_free),
    is_featured: row.is_featured,
    category: { id: Number(row.category_id), name: row.category_name, slug: row.category_slug },
    published_at: isoDate(row.published_at),
    highlight: row.hl_title != null ? { title: highlightHtml(row.hl_title), summary: highlightHtml(row.hl_summary ?? row.summary) } : null,
    ...(row.translated != null ? { translated: Boolean(row.translated) } : {}),
  };
}
