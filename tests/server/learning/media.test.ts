// Lesson media streaming: owner only (token or signed URL), files of the course's lessons only,
// HTTP Range with the right bytes, 416 for unsatisfiable ranges, and no path traversal.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_AUDIO, DEMO_PDF, breathingBellWav } from '../../../src/server/demo/media.ts';
import { parseRange, signedMediaUrl } from '../../../src/server/learning/service/stream-media.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, writeDemoMedia, type LearningCourse } from './factories.ts';

let t: TestContext;
let c: LearningCourse;
let owner: { token: string; enrolmentId: number };
const wav = breathingBellWav();

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  c = await makeLearningCourse(t.db);
  await writeDemoMedia(t.db, t.deps.storage);
  const m = await t.member();
  owner = { token: m.token, enrolmentId: await enrol(t, m.token, c.course.id) };
  // A file that exists in storage but no lesson of this course uses.
  await t.deps.storage.put('media/lessons/secret-notes.pdf', '%PDF-1.4 private');
});
afterAll(() => t.close());

const streamPath = (file: string, type = 'audio', enrolmentId = owner.enrolmentId) => `/v1/courses/enrolled/${enrolmentId}/stream/${type}/${file}`;
const bytes = async (res: Response) => new Uint8Array(await res.arrayBuffer());

describe('GET /v1/courses/enrolled/{id}/stream/{type}/{file}', () => {
  it('streams the whole file with its content type and Accept-Ranges', async () => {
    const res = await t.api('GET', streamPath(DEMO_AUDIO), { token: owner.token });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('audio/wav');
    expect(res.headers.get('accept-ranges')).toBe('bytes');
    expect(Number(res.headers.get('content-length'))).toBe(wav.byteLength);
    expect(await bytes(res)).toEqual(wav);
    const pdf = await t.api('GET', streamPath(DEMO_PDF, 'pdf'), { token: owner.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(new TextDecoder().decode((await bytes(pdf)).slice(0, 5))).toBe('%PDF-');
  });

  it('answers a Range request with 206 and exactly those bytes', async () => {
    const res = await t.api('GET', streamPath(DEMO_AUDIO), { token: owner.token, headers: { range: 'bytes=100-199' } });
    expect(res.status).toBe(206);
    expect(res.headers.get('content-range')).toBe(`bytes 100-199/${wav.byteLength}`);
    expect(res.headers.get('content-length')).toBe('100');
    expect(await bytes(res)).toEqual(wav.slice(100, 200));

    const open = await t.api('GET', streamPath(DEMO_AUDIO), { token: owner.token, headers: { range: `bytes=${wav.byteLength - 10}-` } });
    expect(open.status).toBe(206);
    expect(await bytes(open)).toEqual(wav.slice(-10));
    const suffix = await t.api('GET', streamPath(DEMO_AUDIO), { token: owner.token, headers: { range: 'bytes=-44' } });
    expect(suffix.headers.get('content-range')).toBe(`bytes ${wav.byteLength - 44}-${wav.byteLength - 1}/${wav.byteLength}`);
    expect(await bytes(suffix)).toEqual(wav.slice(-44));
  });

  it('answers 416 with the size for a range beyond the file or a malformed one', async () => {
    const beyond = await t.api('GET', streamPath(DEMO_AUDIO), { token: owner.token, headers: { range: `bytes=${wav.byteLength}-` } });
    expect(beyond.status).toBe(416);
    expect(beyond.headers.get('content-range')).toBe(`bytes */${wav.byteLength}`);
    const malformed = await t.api('GET', streamPath(DEMO_AUDIO), { token: owner.token, headers: { range: 'bytes=abc' } });
    expect(malformed.status).toBe(416);
    const reversed = await t.api('GET', streamPath(DEMO_AUDIO), { token: owner.token, headers: { range: 'bytes=50-10' } });
    expect(reversed.status).toBe(416);
  });

  it('plays through the signed URL from the lesson payload without a token', async () => {
    const lesson = (await body(await t.api('GET', `/v1/courses/${c.course.id}/${c.lessons.detail.id}`, { token: owner.token }))).data;
    const url: string = lesson.media[0].url;
    const res = await t.api('GET', url, { headers: { range: 'bytes=0-3' } });
    expect(res.status).toBe(206);
    expect(new TextDecoder().decode(await bytes(res))).toBe('RIFF');
    // Tampered or expired signatures are not accepted.
    // (Change the first character to a different one: replacing it with a fixed letter left the
    // signature intact whenever it already began with that letter, 1 run in 64.)
    const tampered = url.replace(/signature=(.)/, (_, first: string) => `signature=${first === 'A' ? 'B' : 'A'}`);
    expect((await t.api('GET', tampered)).status).toBe(401);
    const expired = signedMediaUrl(t.config.appSecret, owner.enrolmentId, 'audio', DEMO_AUDIO, Date.now() - 7 * 3600 * 1000);
    expect((await t.api('GET', expired)).status).toBe(401);
    // A signature for one enrolment does not open another's.
    expect((await t.api('GET', url.replace(`/enrolled/${owner.enrolmentId}/`, `/enrolled/${owner.enrolmentId + 1}/`))).status).toBe(401);
  });

  it('is a 404 for another member\'s enrolment and 401 without a token', async () => {
    const stranger = await t.member();
    expect((await t.api('GET', streamPath(DEMO_AUDIO), { token: stranger.token })).status).toBe(404);
    expect((await t.api('GET', streamPath(DEMO_AUDIO))).status).toBe(401);
  });

  it('is a 404 for files outside the course, the wrong type and path traversal attempts', async () => {
    const attempts = [
      streamPath('secret-notes.pdf', 'pdf'),
      streamPath(DEMO_AUDIO, 'pdf'),
      streamPath(DEMO_AUDIO, 'video'),
      streamPath('..%2F..%2Fapp-secret'),
      streamPath('..%2F..%2F..%2Fetc%2Fpasswd'),
      streamPath('%2E%2E%2Fpglite'),
      streamPath('..\\..\\app-secret'),
      `/v1/courses/enrolled/${owner.enrolmentId}/stream/audio/../../../../app-secret`,
      streamPath('breathing-bell.wav%00.pdf', 'pdf'),
    ];
    for (const path of attempts) {
      const res = await t.api('GET', path, { token: owner.token });
      expect(res.status, path).toBe(404);
      expect(res.headers.get('content-type'), path).toContain('application/json');
    }
  });
});

describe('demo media', () => {
  it('is only served from storage: the route never makes a missing file (the seed writes them)', async () => {
    await t.deps.storage.remove(`media/lessons/${DEMO_AUDIO}`);
    const res = await t.api('GET', streamPath(DEMO_AUDIO), { token: owner.token, headers: { range: 'bytes=0-11' } });
    expect(res.status).toBe(404);
    expect(await t.deps.storage.stat(`media/lessons/${DEMO_AUDIO}`)).toBeNull();
    await t.deps.storage.put(`media/lessons/${DEMO_AUDIO}`, wav);
  });
});

describe('parseRange', () => {
  it('reads single ranges and ignores a list of ranges', () => {
    expect(parseRange(undefined, 100)).toBeNull();
    expect(parseRange('bytes=0-0', 100)).toEqual({ start: 0, end: 0 });
    expect(parseRange('bytes=90-500', 100)).toEqual({ start: 90, end: 99 });
    expect(parseRange('bytes=-500', 100)).toEqual({ start: 0, end: 99 });
    expect(parseRange('bytes=0-1,5-6', 100)).toBeNull();
    expect(parseRange('bytes=-0', 100)).toBe('unsatisfiable');
    expect(parseRange('items=0-1', 100)).toBe('unsatisfiable');
    expect(parseRange('bytes=0-', 0)).toBe('unsatisfiable');
  });
});
