// Demo lesson media, generated in code so the repository ships no binaries and nothing is downloaded:
// a short breathing bell (WAV, synthesised) and a one-page practice guide (PDF, pdf-lib). The files
// go into storage under media/lessons/ and the first reading lessons of the demo courses use them.
// The seed writes the files (writeDemoMediaFiles, from scripts/seed.ts and `npm start`) and assigns
// them to lessons; the streaming route only ever serves what storage holds. The bell has English
// captions (a WebVTT file of the media library, docs/rules/studio.md "Captions"), so the demo shows a
// track and a transcript.
import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';
import { parseWebVtt } from '../studio/service/index.ts';

export const DEMO_AUDIO = 'breathing-bell.wav';
export const DEMO_PDF = 'practice-guide.pdf';
const PREFIX = 'media/lessons';
/** A fixed library name for the bell's captions, so every seed points at the same file. */
export const DEMO_CAPTIONS_KEY = 'media/library/0de40be110ca971011500001.vtt';

/** What the bell says, cue by cue: the strikes at 0 s and 3 s and what to do with each. */
export const DEMO_CAPTIONS = `WEBVTT - Breathing bell

1
00:00:00.000 --> 00:00:01.500
[A soft bell rings]

2
00:00:01.500 --> 00:00:03.000
Breathe in slowly through your nose.

3
00:00:03.000 --> 00:00:04.500
[The bell rings again]

4
00:00:04.500 --> 00:00:06.000
Breathe out gently through your mouth, and let your shoulders drop.
`;

const SAMPLE_RATE = 8000;
const SECONDS = 6;

/** A soft bell struck at 0 s (breathe in) and 3 s (breathe out): a few decaying partials, 16-bit mono PCM. */
export function breathingBellWav(): Uint8Array {
  const samples = SAMPLE_RATE * SECONDS;
  const buffer = new ArrayBuffer(44 + samples * 2);
  const view = new DataView(buffer);
  const text = (offset: number, s: string) => [...s].forEach((ch, i) => view.setUint8(offset + i, ch.charCodeAt(0)));
  text(0, 'RIFF');
  view.setUint32(4, 36 + samples * 2, true);
  text(8, 'WAVE');
  text(12, 'fmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true); // PCM
  view.setUint16(22, 1, true); // mono
  view.setUint32(24, SAMPLE_RATE, true);
  view.setUint32(28, SAMPLE_RATE * 2, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples * 2, true);
  const partials = [
    { ratio: 1, amp: 0.55 },
    { ratio: 2, amp: 0.22 },
    { ratio: 2.76, amp: 0.14 },
    { ratio: 5.4, amp: 0.06 },
  ];
  const f0 = 528;
  for (let i = 0; i < samples; i += 1) {
    const t = i / SAMPLE_RATE;
    const sinceStrike = t >= 3 ? t - 3 : t;
    const attack = Math.min(1, sinceStrike / 0.005);
    let v = 0;
    for (const p of partials) v += p.amp * Math.sin(2 * Math.PI * f0 * p.ratio * sinceStrike) * Math.exp(-sinceStrike * (1.1 + p.ratio * 0.35));
    view.setInt16(44 + i * 2, Math.round(Math.max(-1, Math.min(1, v * attack * 0.8)) * 32767), true);
  }
  return new Uint8Array(buffer);
}

export async function practiceGuidePdf(): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle('Practice guide');
  pdf.setAuthor('Wellspring');
  pdf.setCreationDate(new Date('2026-01-01T00:00:00Z'));
  pdf.setModificationDate(new Date('2026-01-01T00:00:00Z'));
  const page = pdf.addPage([420, 595]);
  const serif = await pdf.embedFont(StandardFonts.TimesRomanBold);
  const sans = await pdf.embedFont(StandardFonts.Helvetica);
  const green = rgb(0x1d / 255, 0x6b / 255, 0x61 / 255);
  page.drawText('Wellspring', { x: 40, y: 540, size: 12, font: sans, color: green });
  page.drawText('A gentle practice guide', { x: 40, y: 505, size: 22, font: serif });
  const lines = [
    'Find a quiet place and sit comfortably.',
    'Breathe in slowly through your nose for four counts.',
    'Hold for a moment, without strain.',
    'Breathe out through your mouth for six counts.',
    'Repeat five times, then notice how you feel.',
    '',
    'Come back to this page whenever you need a pause.',
  ];
  lines.forEach((line, i) => page.drawText(line, { x: 40, y: 460 - i * 22, size: 12, font: sans }));
  return pdf.save();
}

/** The demo files by name, so a missing one can be made again wherever storage lives. */
export async function demoMediaFile(file: string): Promise<Uint8Array | null> {
  if (file === DEMO_AUDIO) return breathingBellWav();
  if (file === DEMO_PDF) return practiceGuidePdf();
  return null;
}

/** Writes the demo files that storage does not have yet; returns how many were written. */
export async function writeDemoMediaFiles(storage: Storage): Promise<number> {
  let written = 0;
  if (!(await storage.stat(DEMO_CAPTIONS_KEY))) {
    await storage.put(DEMO_CAPTIONS_KEY, new TextEncoder().encode(parseWebVtt(DEMO_CAPTIONS).vtt));
    written += 1;
  }
  for (const file of [DEMO_AUDIO, DEMO_PDF]) {
    const key = `${PREFIX}/${file}`;
    if (await storage.stat(key)) continue;
    await storage.put(key, (await demoMediaFile(file))!);
    written += 1;
  }
  return written;
}

/**
 * Gives the first reading of each course the bell and the guide, and the second reading the bell,
 * while no lesson has any media (a first start), so later edits by authors are never overwritten.
 */
export async function assignDemoLessonMedia(db: Db): Promise<number> {
  const any = (await db.execute(sql`SELECT 1 FROM lessons WHERE media <> '[]'::jsonb LIMIT 1`)) as unknown as { rows: unknown[] };
  if (any.rows.length) return 0;
  const clean = parseWebVtt(DEMO_CAPTIONS);
  const inserted = (await db.execute(sql`INSERT INTO media_files (storage_key, kind, mime_type, original_name, byte_size)
      VALUES (${DEMO_CAPTIONS_KEY}, 'captions', 'text/vtt', 'breathing-bell.en.vtt', ${new TextEncoder().encode(clean.vtt).byteLength})
      ON CONFLICT (storage_key) DO UPDATE SET kind = EXCLUDED.kind RETURNING id`)) as unknown as { rows: Array<{ id: number }> };
  const track = {
    mediaId: Number(inserted.rows[0]!.id),
    url: `/v1/${DEMO_CAPTIONS_KEY}`,
    language: 'en',
    label: 'English',
    kind: 'captions',
    default: true,
    cues: clean.cues.map((c) => ({ start: c.start, end: c.end, text: c.text })),
  };
  const bell = { type: 'audio', file: DEMO_AUDIO, title: 'Breathing bell (audio, 6 seconds)', poster: null, tracks: [track] };
  const audio = JSON.stringify([bell]);
  const both = JSON.stringify([
    bell,
    { type: 'pdf', file: DEMO_PDF, title: 'Practice guide (PDF)' },
  ]);
  const updated = (await db.execute(sql`WITH ranked AS (
      SELECT id, row_number() OVER (PARTITION BY course_id ORDER BY position) AS n FROM lessons WHERE kind = 'detail')
    UPDATE lessons l SET media = CASE WHEN r.n = 1 THEN ${both}::jsonb ELSE ${audio}::jsonb END
    FROM ranked r WHERE r.id = l.id AND r.n <= 2 RETURNING l.id`)) as unknown as { rows: unknown[] };
  return updated.rows.length;
}
