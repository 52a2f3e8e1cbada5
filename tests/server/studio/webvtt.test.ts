// The strict WebVTT reader (docs/rules/studio.md, "Captions"): good files keep their cues as plain
// text, and each kind of mistake is refused naming the line it is on.
import { describe, expect, it } from 'vitest';
import { parseWebVtt, VttError } from '../../../src/server/studio/service/webvtt.ts';

const errorOf = (text: string | Uint8Array) => {
  try {
    parseWebVtt(text);
  } catch (err) {
    if (err instanceof VttError) return err.message;
    throw err;
  }
  throw new Error('expected a VttError');
};

describe('parseWebVtt: good files', () => {
  it('reads cues with and without identifiers, hours optional, settings kept, markup stripped', () => {
    const { cues, vtt } = parseWebVtt(
      [
        'WEBVTT - Breathing together',
        'Kind: captions',
        '',
        'STYLE',
        '::cue { color: red }',
        '',
        'NOTE written by hand',
        '',
        'intro',
        '00:00:01.000 --> 00:00:04.000 align:start line:90% region:r1',
        '<v Ana>Welcome &amp; <i>breathe</i> in.</v>',
        '',
        '00:04.000 --> 00:07.500',
        'Hold it <00:00:05.000>for a moment.',
        'Then let go &lt;slowly&gt;.',
        '',
        'NOTE between cues',
        '',
        '01:00:00.000 --> 01:00:02.000',
        '',
      ].join('\n'),
    );
    expect(cues).toEqual([
      { id: 'intro', start: 1, end: 4, settings: 'align:start line:90%', text: 'Welcome & breathe in.' },
      { id: '', start: 4, end: 7.5, settings: '', text: 'Hold it for a moment.\nThen let go <slowly>.' },
      { id: '', start: 3600, end: 3602, settings: '', text: '' },
    ]);
    expect(vtt).toBe(
      'WEBVTT\n\nintro\n00:00:01.000 --> 00:00:04.000 align:start line:90%\nWelcome &amp; breathe in.\n\n00:00:04.000 --> 00:00:07.500\nHold it for a moment.\nThen let go &lt;slowly&gt;.\n\n01:00:00.000 --> 01:00:02.000\n',
    );
    expect(vtt).not.toContain('STYLE');
  });

  it('takes a byte-order mark, CRLF line ends and a bare WEBVTT file', () => {
    const bytes = new TextEncoder().encode('\ufeffWEBVTT\r\n\r\n00:00.000 --> 00:01.000\r\nÉté\r\n');
    expect(parseWebVtt(bytes).cues).toEqual([{ id: '', start: 0, end: 1, settings: '', text: 'Été' }]);
    expect(parseWebVtt('WEBVTT').cues).toEqual([]);
  });
});

describe('parseWebVtt: refusals name the first bad line', () => {
  const cases: Array<[string, string, string]> = [
    ['no header', '1\n00:00:01,000 --> 00:00:02,000\nHi\n', 'Line 1: a WebVTT file starts with the word WEBVTT'],
    ['header glued to a word', 'WEBVTTX\n', 'Line 1:'],
    ['cue right under the header', 'WEBVTT\n00:00:01.000 --> 00:00:02.000\nHi\n', 'Line 2: leave a blank line'],
    ['end before start', "WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\nmore\n\n00:00:04.000 --> 00:00:03.000\nTwo\n", "Line 7: the cue's end time 00:00:03.000 is before its start 00:00:04.000."],
    ['end equals start', 'WEBVTT\n\n00:00:02.000 --> 00:00:02.000\nx\n', 'Line 3: the cue\'s end time 00:00:02.000 is the same as its start'],
    ['comma in a time', 'WEBVTT\n\n00:00:01,000 --> 00:00:02.000\nx\n', 'Line 3: the cue\'s start time “00:00:01,000” is not a time'],
    ['minutes over 59', 'WEBVTT\n\n00:61:01.000 --> 01:00:02.000\nx\n', 'Line 3: the minutes of “00:61:01.000” must be 00 to 59.'],
    ['seconds over 59', 'WEBVTT\n\n00:00.000 --> 00:60.000\nx\n', 'Line 3: the seconds of “00:60.000” must be 00 to 59.'],
    ['arrow without spaces', 'WEBVTT\n\n00:00:01.000-->00:00:02.000\nx\n', 'Line 3: a timing line is a start time'],
    ['identifier without timing', 'WEBVTT\n\nfirst\nHello\n', 'Line 4: expected a timing line'],
    ['identifier alone', 'WEBVTT\n\nfirst\n', 'Line 4: the cue “first” needs a timing line'],
    ['unknown setting', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000 colour:red\nx\n', 'Line 3: “colour:red” is not a cue setting'],
    ['bad setting value', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000 align:middle\nx\n', 'Line 3: the cue setting “align:middle” has a value'],
    ['setting twice', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000 size:50% size:40%\nx\n', 'Line 3: the cue setting “size” is given twice.'],
    ['cues out of order', 'WEBVTT\n\n00:00:05.000 --> 00:00:06.000\na\n\n00:00:01.000 --> 00:00:02.000\nb\n', 'Line 6: this cue starts at 00:00:01.000, before the previous cue (00:00:05.000)'],
    ['two cues without a blank line', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\na\n00:00:02.000 --> 00:00:03.000\nb\n', 'Line 5: a cue’s text cannot contain “-->”'],
    ['STYLE after a cue', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\na\n\nSTYLE\n::cue {}\n', 'Line 6: a STYLE block must come before the first cue.'],
    ['arrow in a NOTE', 'WEBVTT\n\nNOTE\nsee 00:00:01.000 --> 00:00:02.000\n', 'Line 4: a NOTE block cannot contain “-->”'],
    ['NUL character', 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\na\u0000\n', 'Line 4: the file contains a NUL character'],
  ];
  it.each(cases)('%s', (_name, text, message) => {
    expect(errorOf(text)).toContain(message);
  });

  it('refuses bytes that are not UTF-8, naming their line', () => {
    const bytes = new Uint8Array([...new TextEncoder().encode('WEBVTT\n\n00:00:01.000 --> 00:00:02.000\n'), 0xc3, 0x28, 0x0a]);
    expect(errorOf(bytes)).toBe('Line 4: the file is not UTF-8 text; save it as UTF-8 and upload it again.');
  });
});
