// The journal's mood over time (docs/rules/journal.md) as plain SVG markup drawn on the server: one
// column per day, the mood as a dot on five levels joined by a line, the energy (1–5) as a small bar
// at the foot. Presentation attributes only (no style attributes, for the Content-Security-Policy);
// a title and a description say what it shows.
import { formatCalendarDay, SITE_LOCALE } from '../dates.ts';
import { MOODS, type Mood } from '../schemas/journal.ts';
import { escapeXml } from './weekly-bars.ts';

export type MoodDay = { day: string; mood: Mood | null; energy: number | null };

const W = 360;
const H = 170;
const LEFT = 44;
const TOP = 10;
const PLOT = 100;
const ENERGY = 26;
const label = (day: string) => formatCalendarDay(day, { day: 'numeric', month: 'short' }, { locale: SITE_LOCALE }) || day;
const valueOf = (m: Mood) => MOODS.find((x) => x.key === m)!.value;

export function describeMoods(days: readonly MoodDay[]): string {
  const moods = days.filter((d) => d.mood);
  if (!moods.length) return 'No mood check-ins yet.';
  const counts = MOODS.map((m) => [m.label, moods.filter((d) => d.mood === m.key).length] as const).filter(([, n]) => n > 0);
  const last = moods[moods.length - 1]!;
  return `${moods.length} mood check-ins from ${label(days[0]!.day)} to ${label(days[days.length - 1]!.day)}: ${counts.map(([l, n]) => `${l} ${n}`).join(', ')}. The latest, on ${label(last.day)}, was ${MOODS.find((m) => m.key === last.mood)!.label}.`;
}

export function moodChartSvg(days: readonly MoodDay[]): string {
  const step = days.length > 1 ? (W - LEFT - 8) / (days.length - 1) : 0;
  const x = (i: number) => Math.round((LEFT + i * step) * 10) / 10;
  const y = (v: number) => TOP + ((5 - v) * PLOT) / 4;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="mood-title mood-desc" class="mood-chart">`,
    '<title id="mood-title">Mood over the last 60 days</title>',
    `<desc id="mood-desc">${escapeXml(describeMoods(days))}</desc>`,
  ];
  for (const m of MOODS) {
    out.push(`<line x1="${LEFT}" x2="${W - 4}" y1="${y(m.value)}" y2="${y(m.value)}" stroke="#e1e6e3" stroke-width="1"/>`);
    out.push(`<text x="0" y="${y(m.value) + 3}" font-size="9" fill="#5b6661">${m.label}</text>`);
  }
  const points = days.flatMap((d, i) => (d.mood ? [[x(i), y(valueOf(d.mood)), d] as const] : []));
  if (points.length > 1) out.push(`<polyline points="${points.map(([px, py]) => `${px},${py}`).join(' ')}" fill="none" stroke="#9cc5bd" stroke-width="2"/>`);
  for (const [px, py, d] of points) out.push(`<circle cx="${px}" cy="${py}" r="3.5" fill="#1d6b61"><title>${escapeXml(`${label(d.day)}: ${MOODS.find((m) => m.key === d.mood)!.label}`)}</title></circle>`);
  const base = TOP + PLOT + 14 + ENERGY;
  out.push(`<text x="0" y="${base - 6}" font-size="9" fill="#5b6661">Energy</text>`);
  days.forEach((d, i) => {
    if (!d.energy) return;
    const h = (d.energy * ENERGY) / 5;
    out.push(`<rect x="${x(i) - 2}" y="${base - h}" width="4" height="${h}" fill="#e08a3c"><title>${escapeXml(`${label(d.day)}: energy ${d.energy} of 5`)}</title></rect>`);
  });
  if (days.length) {
    out.push(`<text x="${LEFT}" y="${H - 2}" font-size="9" fill="#5b6661">${escapeXml(label(days[0]!.day))}</text>`);
    out.push(`<text x="${W - 4}" y="${H - 2}" font-size="9" fill="#5b6661" text-anchor="end">${escapeXml(label(days[days.length - 1]!.day))}</text>`);
  }
  out.push('</svg>');
  return out.join('');
}
