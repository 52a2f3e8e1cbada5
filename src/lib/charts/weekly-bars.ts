// The points-per-week bar chart of /points as plain SVG markup: a pure function, so no chart library
// reaches the browser and the drawing is unit-tested. The markup uses presentation attributes and
// class names only (no style attributes, which the Content-Security-Policy would block); colours
// come from the page's stylesheet through the classes.
import { formatCalendarDay } from '../dates.ts';
import { currentLocale, INTL_LOCALE, type Locale } from '../i18n.ts';
import { m } from '../../paraglide/messages.js';

export type WeekPoints = { week_start: string; points: number };

export type WeeklyBarsOptions = {
  /** Accessible name of the chart. */
  title?: string;
  /** The language of its words and dates: the page's (docs/i18n.md). */
  locale?: Locale;
};

/** The drawing area, in SVG units; the SVG scales to its container. */
export const CHART = { width: 360, height: 180, left: 36, right: 8, top: 14, bottom: 26, barWidth: 16 } as const;

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };
export const escapeXml = (text: string) => text.replace(/[&<>"']/g, (c) => ESCAPES[c]!);

/** The top of the scale: the smallest 1, 2 or 5 × 10ⁿ at or above the highest week (10 when all are 0). */
export function niceMax(value: number): number {
  if (!(value > 0)) return 10;
  const magnitude = 10 ** Math.floor(Math.log10(value));
  for (const step of [1, 2, 5, 10]) if (step * magnitude >= value) return step * magnitude;
  return 10 * magnitude;
}

/** "12 Oct" ("12 oct" in Spanish) for a week starting on 2026-10-12 (the dates are UTC days, so no time zone may shift them). */
export function weekLabel(weekStart: string, locale: Locale = currentLocale()): string {
  return formatCalendarDay(weekStart, { day: 'numeric', month: 'short' }, { locale: INTL_LOCALE[locale] }) || weekStart;
}

const round = (n: number) => Math.round(n * 10) / 10;
const plural = (n: number, locale: Locale) => m.member_chart_points({ count: n }, { locale });

/** A sentence that says what the chart shows, for people who cannot see it. */
export function describeWeeks(weeks: readonly WeekPoints[], locale: Locale = currentLocale()): string {
  if (!weeks.length) return m.member_chart_weeks_none({}, { locale });
  const total = weeks.reduce((sum, w) => sum + w.points, 0);
  if (total === 0) return m.member_chart_weeks_zero({ weeks: weeks.length }, { locale });
  const best = weeks.reduce((a, b) => (b.points > a.points ? b : a));
  const last = weeks[weeks.length - 1]!;
  return m.member_chart_weeks_desc({ total: plural(total, locale), weeks: weeks.length, best: plural(best.points, locale), bestWeek: weekLabel(best.week_start, locale), last: plural(last.points, locale) }, { locale });
}

/**
 * The chart: one bar per week, oldest on the left, the current (last) week marked; a scale with
 * 0, half and the top; every other week labelled under its bar. Each bar carries a <title> with its
 * week and points, and the whole SVG a title and a description.
 */
export function weeklyBarsSvg(weeks: readonly WeekPoints[], options: WeeklyBarsOptions = {}): string {
  const { width, height, left, right, top, bottom, barWidth } = CHART;
  const locale = options.locale ?? currentLocale();
  const title = options.title ?? m.member_chart_weeks_title({}, { locale });
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const baseline = top + plotHeight;
  const max = niceMax(Math.max(0, ...weeks.map((w) => w.points)));
  const slot = weeks.length ? plotWidth / weeks.length : plotWidth;

  const grid = [0, max / 2, max]
    .map((value) => {
      const y = round(baseline - (value / max) * plotHeight);
      const label = Number.isInteger(value) ? String(value) : value.toFixed(1);
      return `<line class="wbars__grid" x1="${left}" x2="${width - right}" y1="${y}" y2="${y}"/><text class="wbars__scale" x="${left - 6}" y="${y}" dy="0.35em" text-anchor="end">${label}</text>`;
    })
    .join('');

  const bars = weeks
    .map((week, i) => {
      const points = Math.max(0, week.points);
      const h = round((points / max) * plotHeight);
      const x = round(left + slot * i + (slot - barWidth) / 2);
      const current = i === weeks.length - 1;
      const words = { week: weekLabel(week.week_start, locale), points: plural(week.points, locale) };
      const label = current ? m.member_chart_week_bar_current(words, { locale }) : m.member_chart_week_bar(words, { locale });
      const bar = `<rect class="wbars__bar${current ? ' wbars__bar--current' : ''}" x="${x}" y="${round(baseline - h)}" width="${barWidth}" height="${h}" rx="${h > 3 ? 3 : 0}"><title>${escapeXml(label)}</title></rect>`;
      const tick = i % 2 === (weeks.length - 1) % 2 ? `<text class="wbars__label" x="${round(x + barWidth / 2)}" y="${height - 8}" text-anchor="middle">${escapeXml(words.week)}</text>` : '';
      return bar + tick;
    })
    .join('');

  return (
    `<svg class="wbars" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="wbars-title wbars-desc">` +
    `<title id="wbars-title">${escapeXml(title)}</title><desc id="wbars-desc">${escapeXml(describeWeeks(weeks, locale))}</desc>` +
    grid +
    bars +
    `<line class="wbars__axis" x1="${left}" x2="${width - right}" y1="${baseline}" y2="${baseline}"/>` +
    `</svg>`
  );
}
