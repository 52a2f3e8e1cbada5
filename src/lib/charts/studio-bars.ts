// The studio overview's weekly bar charts (revenue, sign-ups) as plain SVG markup, drawn on the server
// in the style of weekly-bars.ts: presentation attributes and class names only (the CSP blocks style
// attributes), a title and a description for screen readers, a <title> per bar. The overview page
// shows the same figures in a table beside each chart.
import { CHART, escapeXml, niceMax, weekLabel } from './weekly-bars.ts';

export type WeekValue = { week_start: string; value: number };

export type StudioBarsOptions = {
  /** Accessible name of the chart. */
  title: string;
  /** Prefix of the SVG's element ids: two charts on one page need different ones. */
  idPrefix: string;
  /** How a value is written (a count, an amount of money). */
  format: (value: number) => string;
  /** How the scale's labels are written (default: 1200 -> 1.2k); money charts pass major units. */
  scaleLabel?: (value: number) => string;
};

const round = (n: number) => Math.round(n * 10) / 10;

export function describeWeekValues(weeks: readonly WeekValue[], format: (n: number) => string): string {
  if (!weeks.length) return 'No weeks to show yet.';
  const total = weeks.reduce((sum, w) => sum + w.value, 0);
  if (total === 0) return `Nothing in the last ${weeks.length} weeks.`;
  const best = weeks.reduce((a, b) => (b.value > a.value ? b : a));
  return `${format(total)} in the last ${weeks.length} weeks. Best week: ${format(best.value)} in the week of ${weekLabel(best.week_start)}. This week: ${format(weeks[weeks.length - 1]!.value)}.`;
}

export function studioBarsSvg(weeks: readonly WeekValue[], options: StudioBarsOptions): string {
  const { width, height, left, right, top, bottom, barWidth } = CHART;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const baseline = top + plotHeight;
  const max = niceMax(Math.max(0, ...weeks.map((w) => w.value)));
  const slot = weeks.length ? plotWidth / weeks.length : plotWidth;
  const id = options.idPrefix.replace(/[^a-z0-9-]/gi, '');

  const grid = [0, max / 2, max]
    .map((value) => {
      const y = round(baseline - (value / max) * plotHeight);
      return `<line class="wbars__grid" x1="${left}" x2="${width - right}" y1="${y}" y2="${y}"/><text class="wbars__scale" x="${left - 6}" y="${y}" dy="0.35em" text-anchor="end">${escapeXml((options.scaleLabel ?? compact)(value))}</text>`;
    })
    .join('');

  const bars = weeks
    .map((week, i) => {
      const h = round((Math.max(0, week.value) / max) * plotHeight);
      const x = round(left + slot * i + (slot - barWidth) / 2);
      const current = i === weeks.length - 1;
      const label = `Week of ${weekLabel(week.week_start)}${current ? ' (this week)' : ''}: ${options.format(week.value)}`;
      const bar = `<rect class="wbars__bar${current ? ' wbars__bar--current' : ''}" x="${x}" y="${round(baseline - h)}" width="${barWidth}" height="${h}" rx="${h > 3 ? 3 : 0}"><title>${escapeXml(label)}</title></rect>`;
      const tick = i % 2 === (weeks.length - 1) % 2 ? `<text class="wbars__label" x="${round(x + barWidth / 2)}" y="${height - 8}" text-anchor="middle">${escapeXml(weekLabel(week.week_start))}</text>` : '';
      return bar + tick;
    })
    .join('');

  return (
    `<svg class="wbars" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title ${id}-desc">` +
    `<title id="${id}-title">${escapeXml(options.title)}</title><desc id="${id}-desc">${escapeXml(describeWeekValues(weeks, options.format))}</desc>` +
    grid +
    bars +
    `<line class="wbars__axis" x1="${left}" x2="${width - right}" y1="${baseline}" y2="${baseline}"/>` +
    `</svg>`
  );
}

/** A scale label: 1200 -> 1.2k, so long amounts fit the left margin. */
export function compact(value: number): string {
  if (value >= 1_000_000) return `${round(value / 1_000_000)}M`;
  if (value >= 1000) return `${round(value / 1000)}k`;
  return Number.isInteger(value) ? String(value) : value.toFixed(1);
}
