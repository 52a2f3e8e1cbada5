// Our own strict WebVTT reader (docs/rules/studio.md, "Captions"). A captions file is refused at the
// first thing a browser might read differently from the author, with the line it is on, so the author
// can fix it in their editor; what is kept is re-written by us as plain text (no cue markup, no STYLE
// or REGION blocks), so nothing an uploader typed can style or script the lesson page.

export type Cue = { id: string; start: number; end: number; settings: string; text: string };
export type ParsedVtt = { cues: Cue[]; vtt: string };

export class VttError extends Error {
  readonly line: number;
  constructor(line: number, detail: string) {
    super(`Line ${line}: ${detail}`);
    this.line = line;
  }
}

/** "00:01:02.500" (hours always written, as the player and the transcript show them). */
export function formatTime(seconds: number): string {
  const ms = Math.round(seconds * 1000);
  const h = Math.floor(ms / 3_600_000);
  const m = Math.floor((ms % 3_600_000) / 60_000);
  const s = Math.floor((ms % 60_000) / 1000);
  const pad = (n: number, w = 2) => String(n).padStart(w, '0');
  return `${pad(h)}:${pad(m)}:${pad(s)}.${pad(ms % 1000, 3)}`;
}

const TIMESTAMP = /^(?:(\d{2,}):)?(\d{2}):(\d{2})\.(\d{3})$/;

function parseTime(raw: string, line: number, which: string): number {
  const m = TIMESTAMP.exec(raw);
  if (!m) throw new VttError(line, `the cue's ${which} time “${raw}” is not a time like 00:01:02.500 or 01:02.500.`);
  const [, h, mm, ss, ms] = m;
  if (Number(mm) > 59) throw new VttError(line, `the minutes of “${raw}” must be 00 to 59.`);
  if (Number(ss) > 59) throw new VttError(line, `the seconds of “${raw}” must be 00 to 59.`);
  return Number(h ?? 0) * 3600 + Number(mm) * 60 + Number(ss) + Number(ms) / 1000;
}

const PERCENT = /^\d{1,3}(\.\d+)?%$/;
const SETTINGS: Record<string, (v: string) => boolean> = {
  vertical: (v) => v === 'rl' || v === 'lr',
  line: (v) => /^(-?\d+|\d{1,3}(\.\d+)?%)(,(start|center|end))?$/.test(v),
  position: (v) => /^\d{1,3}(\.\d+)?%(,(line-left|center|line-right))?$/.test(v),
  size: (v) => PERCENT.test(v),
  align: (v) => ['start', 'center', 'end', 'left', 'right'].includes(v),
  region: (v) => v.length > 0 && !v.includes('-->'),
};

function checkSettings(raw: string, line: number): string {
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const token of raw.split(/[ \t]+/).filter(Boolean)) {
    const colon = token.indexOf(':');
    const name = colon > 0 ? token.slice(0, colon) : token;
    const value = colon > 0 ? token.slice(colon + 1) : '';
    const valid = SETTINGS[name];
    if (!valid) throw new VttError(line, `“${token}” is not a cue setting (vertical, line, position, size, align or region).`);
    if (!valid(value)) throw new VttError(line, `the cue setting “${token}” has a value WebVTT does not allow.`);
    if (seen.has(name)) throw new VttError(line, `the cue setting “${name}” is given twice.`);
    seen.add(name);
    // Regions are not kept (their REGION blocks are dropped), so neither is a reference to one.
    if (name !== 'region') kept.push(`${name}:${value}`);
  }
  return kept.join(' ');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', nbsp: '\u00a0', lrm: '\u200e', rlm: '\u200f', quot: '"', apos: "'" };

/** A cue's text without its markup (<v Speaker>, <i>, <c.x>, timestamps), entities decoded. */
export function plainCueText(raw: string): string {
  return raw
    .replace(/<[^>]*>?/g, '')
    .replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
      if (name[0] === '#') {
        const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
        return code > 0 && code <= 0x10ffff && !(code >= 0xd800 && code <= 0xdfff) ? String.fromCodePoint(code) : '';
      }
      return ENTITIES[name.toLowerCase()] ?? whole;
    })
    .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '')
    .split('\n')
    .map((l) => l.trim())
    .filter(Boolean)
    .join('\n');
}

const escapeCue = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

function decode(bytes: Uint8Array): string {
  try {
    return new TextDecoder('utf-8', { fatal: true, ignoreBOM: false }).decode(bytes);
  } catch {
    const loose = new TextDecoder('utf-8').decode(bytes);
    const at = loose.indexOf('\ufffd');
    throw new VttError(loose.slice(0, at).split(/\r\n|\r|\n/).length, 'the file is not UTF-8 text; save it as UTF-8 and upload it again.');
  }
}

/** The cues of a WebVTT file and its clean re-written text, or a VttError naming the first bad line. */
export function parseWebVtt(input: Uint8Array | string): ParsedVtt {
  const text = typeof input === 'string' ? input.replace(/^\ufeff/, '') : decode(input);
  if (text.includes('\u0000')) {
    throw new VttError(text.slice(0, text.indexOf('\u0000')).split(/\r\n|\r|\n/).length, 'the file contains a NUL character; it is not a text file.');
  }
  const lines = text.split(/\r\n|\r|\n/);
  if (!/^WEBVTT([ \t].*)?$/.test(lines[0] ?? '')) throw new VttError(1, 'a WebVTT file starts with the word WEBVTT on its own line (optionally followed by a space and a title).');

  let i = 1;
  // The header's own lines (after WEBVTT) run to the first blank line.
  while (i < lines.length && lines[i] !== '') {
    if (lines[i]!.includes('-->')) throw new VttError(i + 1, 'leave a blank line between the WEBVTT line and the first cue.');
    i++;
  }

  const cues: Cue[] = [];
  while (i < lines.length) {
    if (lines[i] === '') {
      i++;
      continue;
    }
    const first = i;
    const block: string[] = [];
    while (i < lines.length && lines[i] !== '') block.push(lines[i++]!);
    const head = block[0]!;
    const keyword = /^(NOTE|STYLE|REGION)([ \t]|$)/.exec(head)?.[1];
    if (keyword) {
      if (keyword !== 'NOTE' && cues.length) throw new VttError(first + 1, `a ${keyword} block must come before the first cue.`);
      const arrow = block.findIndex((l) => l.includes('-->'));
      if (arrow >= 0) throw new VttError(first + arrow + 1, `a ${keyword} block cannot contain “-->”; leave a blank line before the next cue.`);
      continue;
    }
    let at = 0;
    let id = '';
    if (!head.includes('-->')) {
      id = head;
      at = 1;
      if (block.length < 2) throw new VttError(first + 2, `the cue “${id}” needs a timing line like 00:00:01.000 --> 00:00:04.000 after its identifier.`);
      if (!block[1]!.includes('-->')) throw new VttError(first + 2, 'expected a timing line like 00:00:01.000 --> 00:00:04.000.');
    }
    const lineNo = first + at + 1;
    const timing = /^(\S+)[ \t]+-->[ \t]+(\S+)(?:[ \t]+(.*))?$/.exec(block[at]!);
    if (!timing) throw new VttError(lineNo, 'a timing line is a start time, “ --> ” with spaces around it, and an end time, e.g. 00:00:01.000 --> 00:00:04.000.');
    const start = parseTime(timing[1]!, lineNo, 'start');
    const end = parseTime(timing[2]!, lineNo, 'end');
    if (end < start) throw new VttError(lineNo, `the cue's end time ${timing[2]} is before its start ${timing[1]}.`);
    if (end === start) throw new VttError(lineNo, `the cue's end time ${timing[2]} is the same as its start; a cue must last some time.`);
    const previous = cues.at(-1);
    if (previous && start < previous.start) throw new VttError(lineNo, `this cue starts at ${timing[1]}, before the previous cue (${formatTime(previous.start)}); cues must be in time order.`);
    const settings = checkSettings(timing[3] ?? '', lineNo);
    const payload = block.slice(at + 1);
    const arrow = payload.findIndex((l) => l.includes('-->'));
    if (arrow >= 0) throw new VttError(lineNo + arrow + 1, 'a cue’s text cannot contain “-->”; leave a blank line before the next cue.');
    cues.push({ id: plainCueText(id).replace(/\n/g, ' '), start, end, settings, text: plainCueText(payload.join('\n')) });
  }

  const out = ['WEBVTT', ''];
  for (const c of cues) {
    if (c.id) out.push(c.id);
    out.push(`${formatTime(c.start)} --> ${formatTime(c.end)}${c.settings ? ` ${c.settings}` : ''}`);
    if (c.text) out.push(escapeCue(c.text));
    out.push('');
  }
  return { cues, vtt: out.join('\n') };
}
