// The history calendar of a practice (docs/rules/practices.md) as plain SVG markup, drawn on the
// server: one column per week (oldest left), one square per day Monday to Sunday, filled where the
// practice was done, with a mark under each week that met its target. Presentation attributes only
// (the Content-Security-Policy blocks style attributes); a title and a description say what it shows.
import { formatCalendarDay } from '../dates.ts';
import { currentLocale, INTL_LOCALE, type Locale } from '../i18n.ts';
import { m } from '../../paraglide/messages.js';
import { escapeXml } from './weekly-bars.ts';

export type CalendarWeek = { week_start: string; days: { date: string; done: boolean; future: boolean }[]; met: boolean };

const CELL = 14;
const GAP = 3;
const LEFT = 30;
const TOP = 18;
// Rows labelled Monday, Wednesday, Friday and Sunday (2024-01-01 was a Monday), named by Intl in the
// chart's language: Mon, Wed… or lun, mié…
const LABELLED_ROWS = [0, 2, 4, 6];
const dayName = (row: number, locale: Locale) => formatCalendarDay(`2024-01-0${row + 1}`, { weekday: 'short' }, { locale: INTL_LOCALE[locale] });

const label = (day: string, locale: Locale) => formatCalendarDay(day, { day: 'numeric', month: 'short' }, { locale: INTL_LOCALE[locale] }) || day;

/** What the calendar shows, in words, in `locale` (the request's on the server: docs/i18n.md). */
export function describeCalendar(name: string, weeks: readonly CalendarWeek[], target: number, locale: Locale = currentLocale()): string {
  const done = weeks.reduce((n, w) => n + w.days.filter((d) => d.done).length, 0);
  const met = weeks.filter((w) => w.met).length;
  if (!weeks.length) return m.member_chart_calendar_empty({ name }, { locale });
  const days = (count: number) => m.member_chart_days({ count }, { locale });
  return m.member_chart_calendar_desc({ name, weeks: weeks.length, from: label(weeks[0]!.week_start, locale), done: days(done), target: days(target), met }, { locale });
}

export function practiceCalendarSvg(name: string, weeks: readonly CalendarWeek[], target: number, locale: Locale = currentLocale()): string {
  const width = LEFT + weeks.length * (CELL + GAP) + 4;
  const height = TOP + 7 * (CELL + GAP) + 14;
  const title = m.member_chart_calendar_title({ name }, { locale });
  const out: string[] = [
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" role="img" aria-labelledby="pc-title pc-desc" class="practice-calendar">`,
    `<title id="pc-title">${escapeXml(title)}</title>`,
    `<desc id="pc-desc">${escapeXml(describeCalendar(name, weeks, target, locale))}</desc>`,
  ];
  for (const i of LABELLED_ROWS) out.push(`<text x="0" y="${TOP + i * (CELL + GAP) + CELL - 3}" font-size="9" fill="#5b6661">${escapeXml(dayName(i, locale))}</text>`);
  weeks.forEach((w, col) => {
    const x = LEFT + col * (CELL + GAP);
    if (col % 4 === 0) out.push(`<text x="${x}" y="10" font-size="9" fill="#5b6661">${escapeXml(label(w.week_start, locale))}</text>`);
    w.days.forEach((d, row) => {
      const y = TOP + row * (CELL + GAP);
      const fill = d.done ? '#1d6b61' : d.future ? '#ffffff' : '#e7ebe9';
      out.push(`<rect x="${x}" y="${y}" width="${CELL}" height="${CELL}" rx="3" fill="${fill}" stroke="#c9d2ce" stroke-width="${d.future ? 1 : 0}"><title>${escapeXml((d.done ? m.member_chart_calendar_done : d.future ? m.member_chart_calendar_future : m.member_chart_calendar_not_done)({ day: label(d.date, locale) }, { locale }))}</title></rect>`);
    });
    if (w.met) out.push(`<circle cx="${x + CELL / 2}" cy="${TOP + 7 * (CELL + GAP) + 5}" r="3" fill="#c2561a"><title>${escapeXml(m.member_chart_calendar_week_met({ week: label(w.week_start, locale) }, { locale }))}</title></circle>`);
  });
  out.push('</svg>');
  return out.join('');
}
