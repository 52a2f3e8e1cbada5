// The demo lesson media generated at seed time: small, valid files in storage, assigned to the first
// readings of each course once, and never written over an author's media later.
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lessons } from '../../../src/server/db/schema/index.ts';
import { DEMO_AUDIO, DEMO_CAPTIONS_KEY, DEMO_PDF } from '../../../src/server/demo/media.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse, makeLesson } from '../catalogue/factories.ts';
import { writeDemoMedia } from './factories.ts';

let t: TestContext;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

describe('writeDemoMediaFiles and assignDemoLessonMedia', () => {
  it('writes a small WAV, its English captions and a PDF and gives the first two readings of each course media, once', async () => {
    const category = await makeCategory(t.db);
    const course = await makeCourse(t.db, { categoryId: category.id });
    const first = await makeLesson(t.db, { courseId: course.id, position: 1, kind: 'detail' });
    const quiz = await makeLesson(t.db, { courseId: course.id, position: 2, kind: 'quiz' });
    const second = await makeLesson(t.db, { courseId: course.id, position: 3, kind: 'detail' });
    const third = await makeLesson(t.db, { courseId: course.id, position: 4, kind: 'detail' });

    expect(await writeDemoMedia(t.db, t.deps.storage)).toEqual({ files: 3, lessons: 2 });
    // The bell's captions: a library file served as text/vtt, and the track with its cues on the audio.
    const vtt = new TextDecoder().decode((await t.deps.storage.get(DEMO_CAPTIONS_KEY))!);
    expect(vtt).toMatch(/^WEBVTT\n\n1\n00:00:00\.000 --> 00:00:01\.500\n\[A soft bell rings\]/);
    const served = await t.api('GET', `/v1/${DEMO_CAPTIONS_KEY}`);
    expect([served.status, served.headers.get('content-type')]).toEqual([200, 'text/vtt; charset=utf-8']);
    const wav = (await t.deps.storage.get(`media/lessons/${DEMO_AUDIO}`))!;
    expect(new TextDecoder().decode(wav.slice(0, 4))).toBe('RIFF');
    expect(new TextDecoder().decode(wav.slice(8, 12))).toBe('WAVE');
    expect(new DataView(wav.buffer, wav.byteOffset).getUint32(40, true)).toBe(wav.byteLength - 44);
    expect(wav.byteLength).toBeLessThan(200 * 1024);
    const pdf = (await t.deps.storage.get(`media/lessons/${DEMO_PDF}`))!;
    expect((await PDFDocument.load(pdf)).getPageCount()).toBe(1);

    const media = async (id: number) => (await t.db.select({ media: lessons.media }).from(lessons).where(eq(lessons.id, id)))[0]!.media;
    expect((await media(first.id)).map((m) => m.type)).toEqual(['audio', 'pdf']);
    const track = (await media(first.id))[0]!.tracks![0]!;
    expect(track).toMatchObject({ url: `/v1/${DEMO_CAPTIONS_KEY}`, language: 'en', label: 'English', kind: 'captions', default: true });
    expect(track.cues.map((c) => c.start)).toEqual([0, 1.5, 3, 4.5]);
    expect((await media(second.id)).map((m) => m.type)).toEqual(['audio']);
    expect(await media(third.id)).toEqual([]);
    expect(await media(quiz.id)).toEqual([]);

    // Again: nothing to write, nothing reassigned, even after an author cleared a lesson's media.
    await t.db.update(lessons).set({ media: [] }).where(eq(lessons.id, second.id));
    expect(await writeDemoMedia(t.db, t.deps.storage)).toEqual({ files: 0, lessons: 0 });
    expect(await media(second.id)).toEqual([]);
  });
});
