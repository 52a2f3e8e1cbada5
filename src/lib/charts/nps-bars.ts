// The studio's NPS chart (docs/rules/studio.md, "Site surveys"): how many answers gave each score
// 0–10, as plain SVG drawn on the server in the style of studio-bars.ts (presentation attributes and
// class names only; a title, a description with the score, a <title> per bar). Bars are marked as
// detractors (0–6), passives (7–8) or promoters (9–10). The page shows the same figures in a table.
import { CHART, escapeXml, niceMax } from './weekly-bars.ts';

export type Nps = { score: number | null; responses: number; promoters: number; passives: number; detractors: number };

/** NPS = % promoters (9–10) − % detractors (0–6), rounded to a whole number; null without answers. */
export function npsOf(distribution: readonly number[]): Nps {
  const responses = distribution.reduce((a, b) => a + b, 0);
  const sum = (from: number, to: number) => distribution.slice(from, to + 1).reduce((a, b) => a + b, 0);
  const promoters = sum(9, 10);
  const passives = sum(7, 8);
  const detractors = sum(0, 6);
  const score = responses ? Math.round(((promoters - detractors) * 100) / responses) : null;
  return { score, responses, promoters, passives, detractors };
}

export const npsGroup = (score: number) => (score >= 9 ? 'promoter' : score >= 7 ? 'passive' : 'detractor');

export function describeNps(nps: Nps): string {
  if (!nps.responses) return 'No answers yet.';
  const pct = (n: number) => Math.round((n * 100) / nps.responses);
  return `NPS ${nps.score} from ${nps.responses} ${nps.responses === 1 ? 'answer' : 'answers'}: ${pct(nps.promoters)}% promoters (9–10), ${pct(nps.passives)}% passives (7–8), ${pct(nps.detractors)}% detractors (0–6).`;
}

const round = (n: number) => Math.round(n * 10) / 10;

export function npsBarsSvg(distribution: readonly number[], options: { title: string; idPrefix: string }): string {
  const { width, height, left, right, top, bottom, barWidth } = CHART;
  const plotWidth = width - left - right;
  const plotHeight = height - top - bottom;
  const baseline = top + plotHeight;
  // Counts are whole: the scale's top is made even, so its middle line is a whole number too.
  const nice = niceMax(Math.max(0, ...distribution));
  const max = nice % 2 ? nice + 1 : nice;
  const slot = plotWidth / 11;
  const id = options.idPrefix.replace(/[^a-z0-9-]/gi, '');
  const grid = [0, max / 2, max]
    .map((value) => {
      const y = round(baseline - (value / max) * plotHeight);
      return `<line class="wbars__grid" x1="${left}" x2="${width - right}" y1="${y}" y2="${y}"/><text class="wbars__scale" x="${left - 6}" y="${y}" dy="0.35em" text-anchor="end">${Number.isInteger(value) ? value : value.toFixed(1)}</text>`;
    })
    .join('');
  const bars = distribution
    .map((count, score) => {
      const h = round((Math.max(0, count) / max) * plotHeight);
      const x = round(left + slot * score + (slot - barWidth) / 2);
      const group = npsGroup(score);
      const label = `Score ${score} (${group}): ${count} ${count === 1 ? 'answer' : 'answers'}`;
      return (
        `<rect class="nps__bar nps__bar--${group}" x="${x}" y="${round(baseline - h)}" width="${barWidth}" height="${h}" rx="${h > 3 ? 3 : 0}"><title>${escapeXml(label)}</title></rect>` +
        `<text class="wbars__label" x="${round(x + barWidth / 2)}" y="${height - 8}" text-anchor="middle">${score}</text>`
      );
    })
    .join('');
  return (
    `<svg class="wbars nps" xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="${id}-title ${id}-desc">` +
    `<title id="${id}-title">${escapeXml(options.title)}</title><desc id="${id}-desc">${escapeXml(describeNps(npsOf(distribution)))}</desc>` +
    grid +
    bars +
    `<line class="wbars__axis" x1="${left}" x2="${width - right}" y1="${baseline}" y2="${baseline}"/>` +
    `</svg>`
  );
}
