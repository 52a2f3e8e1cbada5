// The /points bar chart as SVG markup: one bar per week scaled to a rounded top, the current week
// marked, labels under every other bar, and a title and description a screen reader reads.
import { describe, expect, it } from 'vitest';
import { CHART, describeWeeks, escapeXml, niceMax, weekLabel, weeklyBarsSvg, type WeekPoints } from '../../src/lib/charts/weekly-bars.ts';

const TWELVE: WeekPoints[] = [0, 10, 20, 0, 40, 12, 80, 60, 0, 22, 35, 17].map((points, i) => ({
  week_start: new Date(Date.UTC(2026, 8, 7 + i * 7)).toISOString().slice(0, 10),
  points,
}));

type Bar = { cls: string; x: number; y: number; width: number; height: number; title: string };

function bars(svg: string): Bar[] {
  return [...svg.matchAll(/<rect class="([^"]+)" x="([\d.]+)" y="([\d.]+)" width="([\d.]+)" height="([\d.]+)"[^>]*><title>([^<]*)<\/title><\/rect>/g)].map((m) => ({
    cls: m[1]!,
    x: Number(m[2]),
    y: Number(m[3]),
    width: Number(m[4]),
    height: Number(m[5]),
    title: m[6]!,
  }));
}

const plotHeight = CHART.height - CHART.top - CHART.bottom;
const baseline = CHART.top + plotHeight;

describe('niceMax', () => {
  it.each([
    [0, 10],
    [1, 1],
    [7, 10],
    [10, 10],
    [11, 20],
    [80, 100],
    [120, 200],
    [450, 500],
    [501, 1000],
  ])('%i → %i', (value, expected) => expect(niceMax(value)).toBe(expected));
});

describe('weeklyBarsSvg', () => {
  const svg = weeklyBarsSvg(TWELVE, { title: 'Points per week, last 12 weeks' });

  it('draws one bar per week, left to right, each standing on the baseline', () => {
    const drawn = bars(svg);
    expect(drawn).toHaveLength(12);
    for (let i = 1; i < drawn.length; i++) expect(drawn[i]!.x).toBeGreaterThan(drawn[i - 1]!.x);
    for (const bar of drawn) expect(bar.y + bar.height).toBeCloseTo(baseline, 0);
    // Every bar inside the drawing.
    for (const bar of drawn) expect(bar.x + bar.width).toBeLessThanOrEqual(CHART.width - CHART.right);
  });

  it('scales heights to the rounded top of the scale: 80 points of 100 is 80 % of the height, 0 is flat', () => {
    const drawn = bars(svg);
    expect(drawn[6]!.height).toBeCloseTo(plotHeight * 0.8, 0);
    expect(drawn[4]!.height).toBeCloseTo(plotHeight * 0.4, 0);
    expect(drawn[0]!.height).toBe(0);
    expect(svg).toContain('>100</text>');
    expect(svg).toContain('>50</text>');
  });

  it('marks only the last week as the current one and names the week and points on every bar', () => {
    const drawn = bars(svg);
    expect(drawn.filter((b) => b.cls.includes('wbars__bar--current')).map((b) => b.title)).toEqual(['Week of 23 Nov (this week): 17 points']);
    expect(drawn[1]!.title).toBe('Week of 14 Sept: 10 points');
    expect(drawn[0]!.title).toBe('Week of 7 Sept: 0 points');
  });

  it('labels every other week, always including the current one', () => {
    const labels = [...svg.matchAll(/<text class="wbars__label"[^>]*>([^<]*)<\/text>/g)].map((m) => m[1]);
    expect(labels).toHaveLength(6);
    expect(labels.at(-1)).toBe('23 Nov');
    expect(labels[0]).toBe('14 Sept');
  });

  it('is an accessible image: role img, a title and a description with the totals', () => {
    expect(svg).toMatch(/^<svg [^>]*role="img" aria-labelledby="wbars-title wbars-desc"/);
    expect(svg).toContain('<title id="wbars-title">Points per week, last 12 weeks</title>');
    expect(svg).toContain('<desc id="wbars-desc">296 points in the last 12 weeks. Best week: 80 points in the week of 19 Oct. This week: 17 points.</desc>');
  });

  it('uses no style attribute (the page policy would block it) and escapes its text', () => {
    expect(svg).not.toMatch(/style=/);
    const odd = weeklyBarsSvg(TWELVE, { title: 'Tom & "Jerry" <3' });
    expect(odd).toContain('<title id="wbars-title">Tom &amp; &quot;Jerry&quot; &lt;3</title>');
    expect(escapeXml(`<a href='x'>&</a>`)).toBe('&lt;a href=&#39;x&#39;&gt;&amp;&lt;/a&gt;');
  });

  it('draws a new member’s empty weeks as a flat chart with a scale, and says so', () => {
    const empty = TWELVE.map((w) => ({ ...w, points: 0 }));
    const flat = weeklyBarsSvg(empty);
    expect(bars(flat).every((b) => b.height === 0)).toBe(true);
    expect(flat).toContain('>10</text>');
    expect(flat).toContain('No points in the last 12 weeks yet.');
    expect(describeWeeks([])).toBe('No weeks to show yet.');
    expect(bars(weeklyBarsSvg([]))).toEqual([]);
  });

  it('says "1 point" for one and keeps a negative week (a correction) on the baseline', () => {
    const svgOne = weeklyBarsSvg([{ week_start: '2026-11-16', points: -5 }, { week_start: '2026-11-23', points: 1 }]);
    const drawn = bars(svgOne);
    expect(drawn[0]!.height).toBe(0);
    expect(drawn[1]!.title).toBe('Week of 23 Nov (this week): 1 point');
  });
});

describe('weekLabel', () => {
  it('reads the date as a UTC day and falls back to the text when it is not a date', () => {
    expect(weekLabel('2026-01-05')).toBe('5 Jan');
    expect(weekLabel('not a date')).toBe('not a date');
  });
});
