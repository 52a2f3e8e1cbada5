// Captions (docs/rules/studio.md, "Captions"): a WebVTT file is a library file of its own kind,
// stored as our parser re-wrote it and served as text/vtt; a bad one is a 422 naming its line and
// stores nothing. Tracks are attached per language to a lesson's audio or video (a video also gets a
// poster), the player receives them with their cues, and detaching leaves none. 401, 403, 404, 409.
import fs from 'node:fs';
import path from 'node:path';
import { count } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mediaFiles } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse } from '../learning/factories.ts';

let t: TestContext;
type Member = Awaited<ReturnType<TestContext['member']>>;
let admin: Member;
let author: Member;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Captions Admin', role: 'admin' });
  author = await t.member({ name: 'Captions Author', role: 'author' });
});
afterAll(() => t.close());

const VTT = `WEBVTT

STYLE
::cue { background: url(https://evil.example/x.png) }

1
00:00:00.500 --> 00:00:03.000 align:start
<v Mira>Sit <b>comfortably</b> &amp; close your eyes.</v>

00:00:03.000 --> 00:00:06.000
<script>alert(1)</script>Notice the breath.
`;
const BAD = 'WEBVTT\n\n00:00:01.000 --> 00:00:02.000\nOne\nmore\n\n00:00:04.000 --> 00:00:03.000\nTwo\n';
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64, ...new Array(400).fill(0)]);
const MP4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isomiso2'), ...new Array(200).fill(0)]);

const formOf = (bytes: Uint8Array | string, name: string) => {
  const f = new FormData();
  f.append('file', new File([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], name));
  return f;
};
const upload = (who: Member | undefined, bytes: Uint8Array | string, name: string) => t.api('POST', '/v1/admin/media', { token: who?.token, body: formOf(bytes, name) });
const uploaded = async (who: Member, bytes: Uint8Array | string, name: string) => {
  const res = await upload(who, bytes, name);
  expect(res.status, await res.clone().text()).toBe(201);
  return (await body(res)).data as { id: number; url: string; kind: string; mime_type: string };
};
const edit = (id: number, json: Record<string, unknown>, who: Member) => t.api('PATCH', `/v1/admin/lessons/${id}`, { token: who.token, json });
const libraryFiles = () => {
  const dir = path.join(t.config.mediaDir, 'media/library');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

describe('uploading WebVTT captions', () => {
  it('stores a valid file as a captions item, re-written as plain cue text and served as text/vtt', async () => {
    const file = await uploaded(admin, VTT, 'breathing.en.vtt');
    expect(file).toMatchObject({ kind: 'captions', mime_type: 'text/vtt' });
    expect(file.url).toMatch(/^\/v1\/media\/library\/[a-f0-9]{24}\.vtt$/);
    const served = await t.api('GET', file.url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('text/vtt; charset=utf-8');
    expect(served.headers.get('x-content-type-options')).toBe('nosniff');
    expect(await served.text()).toBe('WEBVTT\n\n1\n00:00:00.500 --> 00:00:03.000 align:start\nSit comfortably &amp; close your eyes.\n\n00:00:03.000 --> 00:00:06.000\nalert(1)Notice the breath.\n');
    const listed = (await body(await t.api('GET', '/v1/admin/media?kind=captions', { token: admin.token }))).data;
    expect(listed.map((f: { id: number }) => f.id)).toContain(file.id);
  });

  it('refuses a bad file with 422 naming the line of the first error, and an oversized one; nothing is stored', async () => {
    const before = libraryFiles();
    const [rowsBefore] = await t.db.select({ n: count() }).from(mediaFiles);
    const bad = await upload(admin, BAD, 'bad.vtt');
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.file).toEqual(["This captions file cannot be used. Line 7: the cue's end time 00:00:03.000 is before its start 00:00:04.000."]);
    const big = await upload(admin, `WEBVTT\n\nNOTE ${'x'.repeat(1024 * 1024)}\n`, 'big.vtt');
    expect(big.status).toBe(422);
    expect((await body(big)).errors.file[0]).toMatch(/A captions file can be at most 1\.0 MB/);
    const srt = await upload(admin, '1\n00:00:01,000 --> 00:00:02,000\nHi\n', 'old.srt');
    expect(srt.status).toBe(422);
    expect((await body(srt)).errors.file[0]).toMatch(/WebVTT captions/);
    expect(libraryFiles()).toEqual(before);
    expect((await t.db.select({ n: count() }).from(mediaFiles))[0]!.n).toBe(rowsBefore!.n);
  });

  it('answers 401 without a token and 403 to a member', async () => {
    expect((await upload(undefined, VTT, 'a.vtt')).status).toBe(401);
    const member = await t.member();
    expect((await upload(member, VTT, 'a.vtt')).status).toBe(403);
  });
});

describe('captions and posters on a lesson’s audio and video', () => {
  it('attaches tracks and a poster; the learner’s player gets <track> data and cues; detaching leaves none', async () => {
    const course = await makeLearningCourse(t.db, { title: 'Captioned course' });
    const detail = course.lessons.detail.id;
    const video = await uploaded(admin, MP4, 'breathing.mp4');
    const audio = await uploaded(admin, MP3, 'bell.mp3');
    const en = await uploaded(admin, VTT, 'breathing.en.vtt');
    const es = await uploaded(admin, 'WEBVTT\n\n00:00.500 --> 00:03.000\nSiéntate cómodamente.\n', 'breathing.es.vtt');
    const png = new Uint8Array(await sharp({ create: { width: 1200, height: 675, channels: 3, background: '#3a7a6a' } }).png().toBuffer());
    const poster = await uploaded(admin, png, 'poster.png');

    const res = await edit(
      detail,
      {
        media: [
          {
            media_id: video.id,
            title: 'Breathing',
            poster_id: poster.id,
            tracks: [
              { media_id: en.id, language: 'en', label: 'English', kind: 'captions', default: true },
              { media_id: es.id, language: 'es', label: 'Español', kind: 'subtitles', default: false },
            ],
          },
          { media_id: audio.id, title: 'Bell' },
        ],
      },
      admin,
    );
    expect(res.status, await res.clone().text()).toBe(200);
    const media = (await body(res)).data.media;
    expect(media[0].poster).toEqual({ media_id: poster.id, url: expect.stringMatching(/-w960\.webp$/) });
    expect(media[0].tracks).toEqual([
      { media_id: en.id, language: 'en', label: 'English', kind: 'captions', default: true, url: en.url, cue_count: 2 },
      { media_id: es.id, language: 'es', label: 'Español', kind: 'subtitles', default: false, url: es.url, cue_count: 1 },
    ]);
    expect(media[1]).toMatchObject({ type: 'audio', poster: null, tracks: [] });

    // The course's lesson list counts the audio without captions, for the publish checklist.
    const studioCourse = (await body(await t.api('GET', `/v1/admin/courses/${course.course.id}`, { token: admin.token }))).data;
    expect(studioCourse.lessons.find((l: { id: number }) => l.id === detail).uncaptioned_media).toBe(1);

    const learner = await t.member({ name: 'Captions Learner' });
    await enrol(t, learner.token, course.course.id);
    const lesson = (await body(await t.api('GET', `/v1/courses/${course.course.id}/${detail}`, { token: learner.token }))).data;
    expect(lesson.media[0]).toMatchObject({ type: 'video', poster: media[0].poster.url });
    expect(lesson.media[0].tracks[0]).toEqual({
      src: en.url,
      srclang: 'en',
      label: 'English',
      kind: 'captions',
      default: true,
      cues: [
        { start: 0.5, end: 3, text: 'Sit comfortably & close your eyes.' },
        { start: 3, end: 6, text: 'alert(1)Notice the breath.' },
      ],
    });
    expect((await t.api('GET', lesson.media[0].tracks[0].src)).headers.get('content-type')).toBe('text/vtt; charset=utf-8');

    // Site search finds the course by a word only its transcript says (docs/rules/search.md, "Transcripts").
    const search = async (term: string) => (await body(await t.api('GET', `/v1/courses?term=${term}`))).data.map((c: { id: number }) => c.id);
    expect(await search('comfortably')).toEqual([course.course.id]);

    // Kept by file without naming tracks or poster: both stay. A library file in use cannot be deleted.
    const kept = await edit(detail, { media: [{ file: media[0].file, title: 'Breathing' }] }, admin);
    expect((await body(kept)).data.media[0]).toMatchObject({ poster: media[0].poster, tracks: media[0].tracks });
    expect((await t.api('DELETE', `/v1/admin/media/${en.id}`, { token: admin.token })).status).toBe(409);

    // Detach: an empty list and a null poster.
    const detached = await edit(detail, { media: [{ file: media[0].file, title: 'Breathing', poster_id: null, tracks: [] }] }, admin);
    expect((await body(detached)).data.media[0]).toMatchObject({ poster: null, tracks: [] });
    const after = (await body(await t.api('GET', `/v1/courses/${course.course.id}/${detail}`, { token: learner.token }))).data;
    expect(after.media[0]).toMatchObject({ poster: null, tracks: [] });
    expect(await search('comfortably')).toEqual([]);
    expect((await t.api('DELETE', `/v1/admin/media/${en.id}`, { token: admin.token })).status).toBe(200);
  });

  it('refuses with 422 on the field: two defaults, the same language twice, a non-captions track, captions alone, a PDF poster, others’ files', async () => {
    const course = await makeLearningCourse(t.db, { title: 'Refusals course' });
    const detail = course.lessons.detail.id;
    const video = await uploaded(admin, MP4, 'clip.mp4');
    const en = await uploaded(admin, VTT, 'clip.vtt');
    const studioLesson = async () => (await body(await t.api('GET', `/v1/admin/lessons/${detail}`, { token: admin.token }))).data;
    const before = (await studioLesson()).media;
    const track = (o: Record<string, unknown> = {}) => ({ media_id: en.id, language: 'en', label: 'English', kind: 'captions', default: false, ...o });
    const cases: Array<[Record<string, unknown>, string, Member?]> = [
      [{ media_id: video.id, title: 'v', tracks: [track({ default: true }), track({ language: 'fr', label: 'Français', default: true })] }, 'media.0.tracks'],
      [{ media_id: video.id, title: 'v', tracks: [track(), track()] }, 'media.0.tracks.1.language'],
      [{ media_id: video.id, title: 'v', tracks: [track({ media_id: video.id })] }, 'media.0.tracks.0.media_id'],
      [{ media_id: video.id, title: 'v', tracks: [track({ language: 'xx' })] }, 'media.0.tracks.0.language'],
      [{ media_id: video.id, title: 'v', tracks: [track({ label: ' ' })] }, 'media.0.tracks.0.label'],
      [{ media_id: video.id, title: 'v', poster_id: en.id }, 'media.0.poster_id'],
      [{ media_id: en.id, title: 'captions alone' }, 'media.0.media_id'],
    ];
    for (const [item, field] of cases) {
      const res = await edit(detail, { media: [item] }, admin);
      expect(res.status, field).toBe(422);
      expect(Object.keys((await body(res)).errors), field).toContain(field);
    }
    // An author's own course, the admin's captions file: not theirs to use.
    const authorCourse = (await body(await t.api('POST', '/v1/admin/courses', { token: author.token, json: { title: 'Author course', category_id: course.course.categoryId } }))).data;
    const lessonId = (await body(await t.api('POST', `/v1/admin/courses/${authorCourse.id}/lessons`, { token: author.token, json: { kind: 'detail', title: 'Own' } }))).data.id;
    const ownVideo = await uploaded(author, MP4, 'own.mp4');
    const foreign = await edit(lessonId, { media: [{ media_id: ownVideo.id, title: 'v', tracks: [track()] }] }, author);
    expect((await body(foreign)).errors['media.0.tracks.0.media_id']).toEqual(['Choose a captions file from your media library.']);
    // The admin's lesson is not the author's: 404; a member: 403.
    expect((await edit(detail, { media: [] }, author)).status).toBe(404);
    const member = await t.member();
    expect((await edit(detail, { media: [] }, member)).status).toBe(403);
    // Nothing changed on the admin's lesson.
    expect((await studioLesson()).media).toEqual(before);
  });
});
