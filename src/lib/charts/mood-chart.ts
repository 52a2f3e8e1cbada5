// The journal's mood over time (docs/rules/journal.md) as plain SVG markup drawn on the server: one
// column per day, the mood as a dot on five levels joined by a line, the energy (1–5) as a small bar
// at the foot. Presentation attributes only (no style attributes, for the Content-Security-Policy);
// a title and a description say what it shows.
import { formatCalendarDay } from '../dates.ts';
import { currentLocale, INTL_LOCALE, type Locale } from '../i18n.ts';
import { m } from '../../paraglide/messages.js';
import { MOODS, type Mood } from '../schemas/journal.ts';
import { escapeXml } from './weekly-bars.ts';

export type MoodDay = { day: string; mood: Mood | null; energy: number | null };

const W = 360;
const H = 170;
const LEFT = 44;
const TOP = 10;
const PLOT = 100;
const ENERGY = 26;
const label = (day: string, locale: Locale) => formatCalendarDay(day, { day: 'numeric', month: 'short' }, { locale: INTL_LOCALE[locale] }) || day;
const valueOf = (mood: Mood) => MOODS.find((x) => x.key === mood)!.value;
// The journal's own words for the moods (the same as its form's).
const MOOD_WORDS = { great: m.community_jr_mood_great, good: m.community_jr_mood_good, okay: m.community_jr_mood_okay, low: m.community_jr_mood_low, rough: m.community_jr_mood_rough } as const;
const moodWord = (mood: Mood, locale: Locale) => MOOD_WORDS[mood]({}, { locale });

/** What the chart shows, in words, in `locale` (the request's on the server: docs/i18n.md). */
export function describeMoods(days: readonly MoodDay[], locale: Locale = currentLocale()): string {
  const moods = days.filter((d) => d.mood);
  if (!moods.length) return m.member_chart_mood_none({}, { locale });
  const counts = MOODS.map((x) => [moodWord(x.key, locale), moods.filter((d) => d.mood === x.key).length] as const).filter(([, n]) => n > 0);
  const last = moods[moods.length - 1]!;
  return m.member_chart_mood_desc(
    { count: moods.length, from: label(days[0]!.day, locale), to: label(days[days.length - 1]!.day, locale), counts: counts.map(([l, n]) => `${l} ${n}`).join(', '), last: label(last.day, locale), mood: moodWord(last.mood!, locale) },
    { locale },
  );
}

export function moodChartSvg(days: readonly MoodDay[], locale: Locale = currentLocale()): string {
  const step = days.length > 1 ? (W - LEFT - 8) / (days.length - 1) : 0;
  const x = (i: number) => Math.round((LEFT + i * step) * 10) / 10;
  const y = (v: number) => TOP + ((5 - v) * PLOT) / 4;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" role="img" aria-labelledby="mood-title mood-desc" class="mood-chart">`,
    `<title id="mood-title">${escapeXml(m.member_chart_mood_title({}, { locale }))}</title>`,
    `<desc id="mood-desc">${escapeXml(describeMoods(days, locale))}</desc>`,
  ];
  for (const mood of MOODS) {
    out.push(`<line x1="${LEFT}" x2="${W - 4}" y1="${y(mood.value)}" y2="${y(mood.value)}" stroke="#e1e6e3" stroke-width="1"/>`);
    out.push(`<text x="0" y="${y(mood.value) + 3}" font-size="9" fill="#5b6661">${escapeXml(moodWord(mood.key, locale))}</text>`);
  }
  const points = days.flatMap((d, i) => (d.mood ? [[x(i), y(valueOf(d.mood)), d] as const] : []));
  if (points.length > 1) out.push(`<polyline points="${points.map(([px, py]) => `${px},${py}`).join(' ')}" fill="none" stroke="#9cc5bd" stroke-width="2"/>`);
  for (const [px, py, d] of points) out.push(`<circle cx="${px}" cy="${py}" r="3.5" fill="#1d6b61"><title>${escapeXml(`${label(d.day, locale)}: ${moodWord(d.mood!, locale)}`)}</title></circle>`);
  const base = TOP + PLOT + 14 + ENERGY;
  out.push(`<text x="0" y="${base - 6}" font-size="9" fill="#5b6661">${escapeXml(m.member_chart_energy({}, { locale }))}</text>`);
  days.forEach((d, i) => {
    if (!d.energy) return;
    const h = (d.energy * ENERGY) / 5;
    out.push(`<rect x="${x(i) - 2}" y="${base - h}" width="4" height="${h}" fill="#e08a3c"><title>${escapeXml(m.member_chart_energy_bar({ day: label(d.day, locale), value: d.energy }, { locale }))}</title></rect>`);
  });
  if (days.length) {
    out.push(`<text x="${LEFT}" y="${H - 2}" font-size="9" fill="#5b6661">${escapeXml(label(days[0]!.day, locale))}</text>`);
    out.push(`<text x="${W - 4}" y="${H - 2}" font-size="9" fill="#5b6661" text-anchor="end">${escapeXml(label(days[days.length - 1]!.day, locale))}</text>`);
  }
  out.push('</svg>');
  return out.join('');
}
