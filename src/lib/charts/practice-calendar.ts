// The history calendar of a practice (docs/rules/practices.md) as plain SVG markup, drawn on the
// server: one column per week (oldest left), one square per day Monday to Sunday, filled where the
// practice was done, with a mark under each week that met its target. Presentation attributes only
// (the Content-Security-Policy blocks style attributes); a title and a description say what it shows.
import { formatCalendarDay, SITE_LOCALE } from '../dates.ts';
import { escapeXml } from './weekly-bars.ts';

export type CalendarWeek = { week_start: string; days: { date: string; done: boolean; future: boolean }[]; met: boolean };

const CELL = 14;
const GAP = 3;
const LEFT = 30;
const TOP = 18;
const DAY_NAMES = ['Mon', '', 'Wed', '', 'Fri', '', 'Sun'];

const label = (day: string) => formatCalendarDay(day, { day: 'numeric', month: 'short' }, { locale: SITE_LOCALE }) || day;

export function describeCalendar(name: string, weeks: readonly CalendarWeek[], target: number): string {
  const done = weeks.reduce((n, w) => n + w.days.filter((d) => d.done).length, 0);
  const met = weeks.filter((w) => w.met).length;
  if (!weeks.length) return `${name}: nothing to show yet.`;
  return `${name}, the last ${weeks.length} weeks from ${label(weeks[0]!.week_start)}: done on ${done} ${done === 1 ? 'day' : 'days'}; the target of ${target} ${target === 1 ? 'day' : 'days'} a week was met in ${met} of ${weeks.length} weeks.`;
}

export function practiceCalendarSvg(name: string, weeks: readonly CalendarWeek[], target: number): string {
  const width = LEFT + weeks.length * (CELL + GAP) + 4;
  const height = TOP + 7 * (CELL + GAP) + 14;
  const title = `History of ${name}`;
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="pc-title pc-desc" class="practice-calendar">`,
    `<title id="pc-title">${escapeXml(title)}</title>`,
    `<desc id="pc-desc">${escapeXml(describeCalendar(name, weeks, target))}</desc>`,
  ];
  DAY_NAMES.forEach((d, i) => {
    if (d) out.push(`<text x="0" y="${TOP + i * (CELL + GAP) + CELL - 3}" font-size="9" fill="#5b6661">${d}</text>`);
  });
  weeks.forEach((w, col) => {
    const x = LEFT + col * (CELL + GAP);
    if (col % 4 === 0) out.push(`<text x="${x}" y="10" font-size="9" fill="#5b6661">${escapeXml(label(w.week_start))}</text>`);
    w.days.forEach((d, row) => {
      const y = TOP + row * (CELL + GAP);
      const fill = d.done ? '#1d6b61' : d.future ? '#ffffff' : '#e7ebe9';
      out.push(`<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" rx="3" fill="${fill}" stroke="#c9d2ce" stroke-width="${d.future ? 1 : 0}"><title>${escapeXml(`${label(d.date)}: ${d.done ? 'done' : d.future ? 'still to come' : 'not done'}`)}</title></rect>`);
    });
    if (w.met) out.push(`<circle cx="${x + CELL / 2}" cy="${TOP + 7 * (CELL + GAP) + 5}" r="3" fill="#c2561a"><title>${escapeXml(`Week of ${label(w.week_start)}: target met`)}</title></circle>`);
  });
  out.push('</svg>');
  return out.join('');
}
