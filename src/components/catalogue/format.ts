// Small display helpers for catalogue pages (server-rendered; no browser code imports this): lengths,
// counts, levels and prices in the page's language (docs/i18n.md).
import type { CourseLevel, LessonKind } from '../../lib/schemas/catalogue.ts';
import { pageIntlLocale } from '../../lib/dates.ts';
import { currentLocale } from '../../lib/i18n.ts';
import { m } from '../../paraglide/messages.js';
import { formatMoney } from '../../server/catalogue/service/index.ts';

export function formatDuration(minutes: number): string {
  if (minutes < 60) return m.public_duration_minutes({ minutes });
  const h = Math.floor(minutes / 60);
  const rest = minutes % 60;
  return rest ? m.public_duration_hours_minutes({ hours: h, minutes: rest }) : m.public_duration_hours({ hours: h });
}

/** The same length as an ISO 8601 duration, for JSON-LD (`PT2H15M`). */
export function isoDuration(minutes: number): string {
  const h = Math.floor(minutes / 60);
  const m = minutes % 60;
  return `PT${h ? `${h}H` : ''}${m || !h ? `${m}M` : ''}`;
}

/** A whole number as the page writes it: 1,234 in English, 1234 / 12.345 in Spanish. */
export const formatCount = (n: number) => n.toLocaleString(currentLocale() === 'en' ? 'en-US' : pageIntlLocale());

const COUNTS = {
  course: m.public_count_courses,
  lesson: m.public_count_lessons,
  day: m.public_count_days,
  seat: m.public_count_seats,
  article: m.public_count_articles,
} as const;

/** "3 courses", "1 lesson" (and "3 cursos", "1 lección"): a count with its noun, in the page's language. */
export const plural = (n: number, noun: keyof typeof COUNTS) => COUNTS[noun]({ count: n, shown: formatCount(n) });

export function levelLabel(level: CourseLevel): string {
  return { beginner: m.public_level_beginner, intermediate: m.public_level_intermediate, advanced: m.public_level_advanced }[level]();
}

export function lessonKindLabel(kind: LessonKind): string {
  return { detail: m.public_kind_detail, checklist: m.public_kind_checklist, quiz: m.public_kind_quiz, survey: m.public_kind_survey, task: m.public_kind_task }[kind]();
}

/** "readings", "quiz": the kind's noun for a count of lessons of that kind. */
export function lessonKindNoun(kind: LessonKind, count: number): string {
  return { detail: m.public_kind_noun_detail, checklist: m.public_kind_noun_checklist, quiz: m.public_kind_noun_quiz, survey: m.public_kind_noun_survey, task: m.public_kind_noun_task }[kind]({ count });
}

/** The labels of the catalogue's filter and sort options, by value (the API's labels are English). */
export function filterOptionLabel(value: string, fallback: string): string {
  const labels: Record<string, () => string> = {
    beginner: m.public_level_beginner,
    intermediate: m.public_level_intermediate,
    advanced: m.public_level_advanced,
    short: m.public_duration_short,
    medium: m.public_duration_medium,
    long: m.public_duration_long,
    free: m.public_price_free,
    paid: m.public_price_paid,
    relevance: m.public_sort_relevance,
    newest: m.public_sort_newest,
    title: m.public_sort_title,
    price_low: m.public_sort_price_low,
    price_high: m.public_sort_price_high,
  };
  return labels[value]?.() ?? fallback;
}

/** Money in the page's language: "$49.00" on English pages (as the API writes it), "49,00 US$" in Spanish. */
export const money = (cents: number, currency: string) => (currentLocale() === 'en' ? formatMoney(cents, currency) : formatMoney(cents, currency, pageIntlLocale()));

/** A course's or bundle's price: its label on English pages, "Gratis" or the price in Spanish. */
export function priceText(item: { price_cents: number; currency: string; is_free: boolean; price_label: string }): string {
  if (currentLocale() === 'en') return item.price_label;
  return item.is_free || item.price_cents <= 0 ? m.public_price_free() : money(item.price_cents, item.currency);
}
