// iCalendar text (RFC 5545) read twice for the tests. ical.js, the library calendar clients such as
// Thunderbird's are built on, must parse it: what it reads is what a calendar app reads, and the
// instants of local times come from its reading of our VTIMEZONE (instantByVtimezone). Our own strict
// reader then gives the raw properties to compare with: it unfolds continuation lines, nests
// BEGIN/END components and fails on anything unbalanced, on a line without a colon and on a line not
// ended by CRLF, which the library would forgive.
import ICAL from 'ical.js';

export type IcsProperty = { name: string; params: Record<string, string>; value: string };
export type IcsComponent = { name: string; props: IcsProperty[]; children: IcsComponent[]; read?: ICAL.Component };

export function parseIcs(text: string): IcsComponent {
  if (!text.endsWith('\r\n')) throw new Error('iCalendar text must end with CRLF');
  const read = new ICAL.Component(ICAL.parse(text));
  const raw = text.slice(0, -2).split('\r\n');
  if (raw.some((l) => l.includes('\n'))) throw new Error('a bare LF inside a line');
  const lines: string[] = [];
  for (const l of raw) {
    if (l.startsWith(' ') || l.startsWith('\t')) {
      if (!lines.length) throw new Error('a continuation line first');
      lines[lines.length - 1] += l.slice(1);
    } else lines.push(l);
  }
  const stack: IcsComponent[] = [];
  let root: IcsComponent | null = null;
  for (const line of lines) {
    const prop = parseLine(line);
    if (prop.name === 'BEGIN') {
      const c: IcsComponent = { name: prop.value, props: [], children: [] };
      if (stack.length) stack[stack.length - 1]!.children.push(c);
      else if (root) throw new Error('a second top-level component');
      else root = c;
      stack.push(c);
    } else if (prop.name === 'END') {
      const c = stack.pop();
      if (!c || c.name !== prop.value) throw new Error(`END:${prop.value} does not close ${c?.name}`);
    } else {
      if (!stack.length) throw new Error(`a property outside any component: ${prop.name}`);
      stack[stack.length - 1]!.props.push(prop);
    }
  }
  if (stack.length || !root) throw new Error('unbalanced components');
  return { ...(root as IcsComponent), read };
}

function parseLine(line: string): IcsProperty {
  // The value starts at the first colon outside a quoted parameter value.
  let quoted = false;
  let at = -1;
  for (let i = 0; i < line.length; i += 1) {
    if (line[i] === '"') quoted = !quoted;
    else if (line[i] === ':' && !quoted) { at = i; break; }
  }
  if (at < 0) throw new Error(`a content line without a value: ${line}`);
  const [name, ...params] = line.slice(0, at).split(';');
  if (!name || !/^[A-Z0-9-]+$/i.test(name)) throw new Error(`a bad property name: ${line}`);
  return {
    name: name.toUpperCase(),
    params: Object.fromEntries(params.map((p) => { const [k, v = ''] = p.split('='); return [k!.toUpperCase(), v.replace(/^"|"$/g, '')]; })),
    value: line.slice(at + 1).replace(/\\n/gi, '\n').replace(/\\([,;\\])/g, '$1'),
  };
}

export const prop = (c: IcsComponent, name: string) => c.props.find((p) => p.name === name);
export const events = (cal: IcsComponent) => cal.children.filter((c) => c.name === 'VEVENT');

/** The instant a local date-time (YYYYMMDDTHHMMSS) names in an IANA zone (the first, for a repeated hour). */
export function instantIn(local: string, zone: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(local);
  if (!m) throw new Error(`not a local date-time: ${local}`);
  const asUtc = Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!);
  // Two passes: the offset at the guess, then at the corrected instant (right across a clock change).
  let guess = asUtc;
  for (let i = 0; i < 2; i += 1) guess = asUtc - offsetMs(new Date(guess), zone);
  return new Date(guess);
}

function offsetMs(at: Date, zone: string): number {
  const parts = new Intl.DateTimeFormat('en-US', { timeZone: zone, hourCycle: 'h23', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', second: '2-digit' }).formatToParts(at);
  const g = (k: string) => Number(parts.find((p) => p.type === k)!.value);
  return Date.UTC(g('year'), g('month') - 1, g('day'), g('hour'), g('minute'), g('second')) - Math.floor(at.getTime() / 1000) * 1000;
}

/** A UTC date-time value (YYYYMMDDTHHMMSSZ) as a Date. */
export function utcOf(value: string): Date {
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})Z$/.exec(value);
  if (!m) throw new Error(`not a UTC date-time: ${value}`);
  return new Date(Date.UTC(+m[1]!, +m[2]! - 1, +m[3]!, +m[4]!, +m[5]!, +m[6]!));
}

/**
 * The instant a local date-time (YYYYMMDDTHHMMSS) names by the feed's own VTIMEZONE, as ical.js
 * reads it: an independent reading of the observances and their rules, so a wrong VTIMEZONE shows.
 */
export function instantByVtimezone(cal: IcsComponent, tzid: string, local: string): Date {
  const zone = cal.read?.getAllSubcomponents('vtimezone').find((z) => z.getFirstPropertyValue('tzid') === tzid);
  if (!zone) throw new Error(`no VTIMEZONE for ${tzid}`);
  const m = /^(\d{4})(\d{2})(\d{2})T(\d{2})(\d{2})(\d{2})$/.exec(local);
  if (!m) throw new Error(`not a local date-time: ${local}`);
  const time = new ICAL.Time({ year: +m[1]!, month: +m[2]!, day: +m[3]!, hour: +m[4]!, minute: +m[5]!, second: +m[6]!, isDate: false }, new ICAL.Timezone(zone));
  return new Date(time.toUnixTime() * 1000);
}

/** The first `count` start instants of an event (by UID) as ical.js expands its RRULE in its zone. */
export function occurrences(cal: IcsComponent, uid: string, count: number): Date[] {
  for (const zone of cal.read?.getAllSubcomponents('vtimezone') ?? []) ICAL.TimezoneService.register(zone);
  const vevent = cal.read?.getAllSubcomponents('vevent').find((e) => e.getFirstPropertyValue('uid') === uid);
  if (!vevent) throw new Error(`no VEVENT ${uid}`);
  const iterator = new ICAL.Event(vevent).iterator();
  const out: Date[] = [];
  for (let next = iterator.next(); next && out.length < count; next = iterator.next()) out.push(next.toJSDate());
  return out;
}
