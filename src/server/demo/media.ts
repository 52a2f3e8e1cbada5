// Demo lesson media, generated in code so the repository ships no binaries and nothing is downloaded:
// a short breathing bell (WAV, synthesised) and a one-page practice guide (PDF, pdf-lib). The files
// go into storage under media/lessons/ and the first reading lessons of the demo courses use them.
// The seed writes the files (writeDemoMediaFiles, from scripts/seed.ts and `npm start`) and assigns
// them to lessons; the streaming route only ever serves what storage holds.
import { sql } from 'drizzle-orm';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import type { Db } from '../db/client.ts';
import type { Storage } from '../storage/storage.ts';

export const DEMO_AUDIO = 'breathing-bell.wav';
export const DEMO_PDF = 'practice-guide.pdf';
const PREFIX = 'media/lessons';

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
  const audio = JSON.stringify([{ type: 'audio', file: DEMO_AUDIO, title: 'Breathing bell (audio, 6 seconds)' }]);
  const both = JSON.stringify([
    { type: 'audio', file: DEMO_AUDIO, title: 'Breathing bell (audio, 6 seconds)' },
    { type: 'pdf', file: DEMO_PDF, title: 'Practice guide (PDF)' },
  ]);
  const updated = (await db.execute(sql`WITH ranked AS (
      SELECT id, row_number() OVER (PARTITION BY course_id ORDER BY position) AS n FROM lessons WHERE kind = 'detail')
    UPDATE lessons l SET media = CASE WHEN r.n = 1 THEN ${both}::jsonb ELSE ${audio}::jsonb END
    FROM ranked r WHERE r.id = l.id AND r.n <= 2 RETURNING l.id`)) as unknown as { rows: unknown[] };
  return updated.rows.length;
}

/** Both steps: safe to call on every start. */
export async function seedLessonMedia({ db, storage }: { db: Db; storage: Storage }): Promise<{ files: number; lessons: number }> {
  const files = await writeDemoMediaFiles(storage);
  return { files, lessons: await assignDemoLessonMedia(db) };
}
