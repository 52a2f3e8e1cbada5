// The studio's media library (docs/rules/studio.md, "Media"): the kind is read from the bytes (a text
// file named .png is a 422 and stores nothing), limits per kind, images cleaned (no EXIF) with WebP
// copies that are served, PDF and MP3 accepted, Range on audio, authors see only their own, members
// 403, a file in use cannot be deleted (409), every change audited; 401, 404, 422.
import fs from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { courses, lessons, mediaFiles } from '../../../src/server/db/schema/index.ts';
import { sniffMedia } from '../../../src/server/studio/service/media-sniff.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse, makeLesson } from '../catalogue/factories.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from './helpers.ts';

let t: TestContext;
let admin: Awaited<ReturnType<TestContext['member']>>;
let author: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Media Admin', role: 'admin' });
  author = await t.member({ name: 'Media Author', role: 'author' });
});
afterAll(() => t.close());

const png = (width: number, height: number) => sharp({ create: { width, height, channels: 3, background: '#3a7a6a' } }).png().toBuffer();
// A tiny but well-formed PDF and MP3 (ID3 tag, then one MPEG-1 layer III frame header and silence).
const PDF = new TextEncoder().encode('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');
const MP3 = new Uint8Array([0x49, 0x44, 0x33, 0x04, 0, 0, 0, 0, 0, 0, 0xff, 0xfb, 0x90, 0x64, ...new Array(413).fill(0)]);

function form(bytes: Uint8Array | Buffer, name: string, type: string, alt?: string): FormData {
  const f = new FormData();
  f.append('file', new File([new Uint8Array(bytes)], name, { type }));
  if (alt !== undefined) f.append('alt', alt);
  return f;
}

const upload = (token: string | undefined, f: FormData) => t.api('POST', '/v1/admin/media', { token, body: f });
const libraryFiles = () => {
  const dir = path.join(t.config.mediaDir, 'media/library');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};
const rowCount = async () => (await t.db.select({ n: count() }).from(mediaFiles))[0]!.n;

describe('who may use the library', () => {
  it('answers 401 without a token and 403 to a member', async () => {
    const member = await t.member();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', '/v1/admin/media'],
      ['GET', '/v1/admin/media/1'],
      ['PATCH', '/v1/admin/media/1', { alt: 'x' }],
      ['DELETE', '/v1/admin/media/1'],
    ];
    for (const [method, p, json] of calls) {
      expect((await t.api(method, p, { json })).status, `${method} ${p}`).toBe(401);
      expect((await t.api(method, p, { token: member.token, json })).status, `${method} ${p}`).toBe(403);
    }
    expect((await upload(undefined, form(await png(10, 10), 'a.png', 'image/png'))).status).toBe(401);
    expect((await upload(member.token, form(await png(10, 10), 'a.png', 'image/png'))).status).toBe(403);
    expect(await rowCount()).toBe(0);
  });
});

describe('images', () => {
  it('stores a PNG with WebP copies narrower than it (never wider), served with long caching; audited', async () => {
    const res = await upload(admin.token, form(await png(1000, 500), 'Sunrise over the hills.png', 'image/png', 'Sunrise over green hills'));
    expect(res.status).toBe(201);
    const file = (await body(res)).data;
    expect(file).toMatchObject({ kind: 'image', mime_type: 'image/png', original_name: 'Sunrise over the hills.png', width: 1000, height: 500, alt: 'Sunrise over green hills', uploaded_by: { id: admin.id, name: 'Media Admin' } });
    expect(file.url).toMatch(/^\/v1\/media\/library\/[a-f0-9]{24}\.png$/);
    expect(file.variants.map((v: { width: number }) => v.width)).toEqual([480, 960]);
    expect(file.variants[0]).toMatchObject({ width: 480, height: 240 });

    const original = await t.api('GET', file.url);
    expect(original.status).toBe(200);
    expect(original.headers.get('content-type')).toBe('image/png');
    expect(original.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(original.headers.get('x-content-type-options')).toBe('nosniff');
    expect((await sharp(Buffer.from(await original.arrayBuffer())).metadata()).width).toBe(1000);
    for (const v of file.variants) {
      const r = await t.api('GET', v.url);
      expect(r.status, v.url).toBe(200);
      expect(r.headers.get('content-type')).toBe('image/webp');
      const meta = await sharp(Buffer.from(await r.arrayBuffer())).metadata();
      expect([meta.format, meta.width, meta.height]).toEqual(['webp', v.width, v.height]);
    }

    const rows = await auditRows(t, 'media_file', file.id);
    expect(rows.map((r) => r.action)).toEqual(['media.upload']);
    expect(rows[0]).toMatchObject({ actorId: admin.id, before: null, after: { id: file.id, url: file.url, kind: 'image' } });
  });

  it('strips EXIF from a photo and makes no copy of a small image', async () => {
    const photo = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#aa5533' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Copyright: 'Secret place', Artist: 'Someone' } } })
      .toBuffer();
    expect((await sharp(photo).metadata()).exif).toBeDefined();
    const res = await upload(admin.token, form(photo, 'photo.jpeg', 'image/jpeg'));
    expect(res.status).toBe(201);
    const file = (await body(res)).data;
    expect(file).toMatchObject({ mime_type: 'image/jpeg', width: 300, height: 200, variants: [], alt: '' });
    const served = Buffer.from(await (await t.api('GET', file.url)).arrayBuffer());
    expect((await sharp(served).metadata()).exif).toBeUndefined();
    expect(served.includes(Buffer.from('Secret place'))).toBe(false);
  });

  it('refuses a .png that is really text, a damaged image and an oversized one with 422 on file, storing nothing', async () => {
    const beforeFiles = libraryFiles();
    const beforeRows = await rowCount();
    const text = await upload(admin.token, form(new TextEncoder().encode('just some words, not a picture at all'), 'holiday.png', 'image/png'));
    expect(text.status).toBe(422);
    expect((await body(text)).errors.file[0]).toMatch(/not one the library takes/);

    const damaged = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array(200).fill(7)]);
    const broken = await upload(admin.token, form(damaged, 'broken.png', 'image/png'));
    expect(broken.status).toBe(422);
    expect((await body(broken)).errors.file[0]).toMatch(/could not be read/);

    // Starts like a PNG, 10.5 MB: over the image limit (10 MB), well under the route's body limit.
    const big = new Uint8Array(10.5 * 1024 * 1024);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const oversize = await upload(admin.token, form(big, 'big.png', 'image/png'));
    expect(oversize.status).toBe(422);
    expect((await body(oversize)).errors.file[0]).toMatch(/An image can be at most 10\.0 MB/);

    // 13 MB is within the route's body limit (it takes a video), and zeros are no known kind.
    const huge = await upload(admin.token, form(new Uint8Array(13 * 1024 * 1024), 'huge.mp4', 'video/mp4'));
    expect(huge.status).toBe(422);
    expect(Object.keys((await body(huge)).errors)).toEqual(['file']);

    const none = await t.api('POST', '/v1/admin/media', { token: admin.token, body: (() => { const f = new FormData(); f.append('alt', 'no file'); return f; })() });
    expect(none.status).toBe(422);
    expect(Object.keys((await body(none)).errors)).toEqual(['file']);

    expect(libraryFiles()).toEqual(beforeFiles);
    expect(await rowCount()).toBe(beforeRows);
  });

  it('refuses alt text that is too long with 422', async () => {
    const res = await upload(admin.token, form(await png(20, 20), 'a.png', 'image/png', 'x'.repeat(301)));
    expect(res.status).toBe(422);
    expect(Object.keys((await body(res)).errors)).toEqual(['alt']);
  });
});

describe('audio and PDF', () => {
  it('accepts a PDF and an MP3 whatever they are called; Range on audio answers 206', async () => {
    const pdf = await upload(admin.token, form(PDF, 'guide.bin', 'application/octet-stream'));
    expect(pdf.status).toBe(201);
    const pdfFile = (await body(pdf)).data;
    expect(pdfFile).toMatchObject({ kind: 'pdf', mime_type: 'application/pdf', width: null, variants: [], byte_size: PDF.byteLength });
    expect(pdfFile.url).toMatch(/\.pdf$/);
    expect((await t.api('GET', pdfFile.url)).headers.get('content-type')).toBe('application/pdf');

    const mp3 = await upload(admin.token, form(MP3, 'bell.txt', 'text/plain'));
    expect(mp3.status).toBe(201);
    const audio = (await body(mp3)).data;
    expect(audio).toMatchObject({ kind: 'audio', mime_type: 'audio/mpeg' });
    expect(audio.url).toMatch(/\.mp3$/);

    const part = await t.api('GET', audio.url, { headers: { range: 'bytes=10-19' } });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe(`bytes 10-19/${MP3.byteLength}`);
    expect(part.headers.get('content-type')).toBe('audio/mpeg');
    expect(new Uint8Array(await part.arrayBuffer())).toEqual(MP3.subarray(10, 20));
    const outside = await t.api('GET', audio.url, { headers: { range: `bytes=${MP3.byteLength + 5}-` } });
    expect(outside.status).toBe(416);
    await outside.body?.cancel();
  });

  it('serves nothing that is not a library file', async () => {
    for (const file of ['nope.png', 'aaaaaaaaaaaaaaaaaaaaaaaa.png', 'aaaaaaaaaaaaaaaaaaaaaaaa-w480.webp', '..%2F..%2Fapp-secret', 'aaaaaaaaaaaaaaaaaaaaaaaa.svg']) {
      const res = await t.api('GET', `/v1/media/library/${file}`);
      expect([404, 422], file).toContain(res.status);
      await res.body?.cancel();
    }
  });
});

describe('authors and admins', () => {
  it('an author sees, edits and deletes only their own files; an admin sees all', async () => {
    const mine = (await body(await upload(author.token, form(await png(40, 40), 'mine.png', 'image/png')))).data;
    const admins = (await body(await upload(admin.token, form(await png(40, 40), 'admins.png', 'image/png')))).data;

    const authorList = (await body(await t.api('GET', '/v1/admin/media?per_page=100', { token: author.token }))).data;
    expect(authorList.map((f: { id: number }) => f.id)).toEqual([mine.id]);
    const adminList = await body(await t.api('GET', '/v1/admin/media?per_page=100', { token: admin.token }));
    expect(adminList.data.map((f: { id: number }) => f.id)).toEqual(expect.arrayContaining([mine.id, admins.id]));
    expect(adminList.meta.total).toBe(await rowCount());
    const pdfs = (await body(await t.api('GET', '/v1/admin/media?kind=pdf', { token: admin.token }))).data;
    expect(pdfs.every((f: { kind: string }) => f.kind === 'pdf')).toBe(true);

    expect((await t.api('GET', `/v1/admin/media/${mine.id}`, { token: author.token })).status).toBe(200);
    expect((await t.api('GET', `/v1/admin/media/${admins.id}`, { token: author.token })).status).toBe(404);
    expect((await t.api('PATCH', `/v1/admin/media/${admins.id}`, { token: author.token, json: { alt: 'Mine now' } })).status).toBe(404);
    expect((await t.api('DELETE', `/v1/admin/media/${admins.id}`, { token: author.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/admin/media/${admins.id}`, { token: admin.token })).status).toBe(200);

    const del = await t.api('DELETE', `/v1/admin/media/${mine.id}`, { token: author.token });
    expect(del.status).toBe(200);
    expect((await t.api('GET', mine.url)).status).toBe(404);
    expect((await auditRows(t, 'media_file', mine.id)).map((r) => [r.action, r.actorId])).toEqual([['media.upload', author.id], ['media.delete', author.id]]);
  });

  it('edits the alt text, audited with before and after; 404 and 422', async () => {
    const file = (await body(await upload(admin.token, form(await png(30, 30), 'alt.png', 'image/png', 'Old words')))).data;
    const res = await t.api('PATCH', `/v1/admin/media/${file.id}`, { token: admin.token, json: { alt: '  A green square  ' } });
    expect(res.status).toBe(200);
    expect((await body(res)).data.alt).toBe('A green square');
    const rows = await auditRows(t, 'media_file', file.id);
    expect(rows.map((r) => r.action)).toEqual(['media.upload', 'media.update']);
    expect(rows[1]).toMatchObject({ actorId: admin.id, before: { alt: 'Old words' }, after: { alt: 'A green square' } });

    expect((await t.api('PATCH', '/v1/admin/media/2147483647', { token: admin.token, json: { alt: 'x' } })).status).toBe(404);
    expect((await t.api('GET', '/v1/admin/media/2147483647', { token: admin.token })).status).toBe(404);
    expect((await t.api('DELETE', '/v1/admin/media/2147483647', { token: admin.token })).status).toBe(404);
    const bad = await t.api('PATCH', `/v1/admin/media/${file.id}`, { token: admin.token, json: { alt: 'x'.repeat(301), extra: 1 } });
    expect(bad.status).toBe(422);
    expect((await t.api('GET', '/v1/admin/media?kind=movies', { token: admin.token })).status).toBe(422);
  });
});

describe('deleting', () => {
  it('refuses (409) while a course image or a lesson body uses the file, then deletes it and its copies', async () => {
    const file = (await body(await upload(admin.token, form(await png(700, 400), 'cover.png', 'image/png')))).data;
    const category = await makeCategory(t.db);
    const course = await makeCourse(t.db, { categoryId: category.id, title: 'Course with a cover', imageUrl: file.variants[0].url });
    const inUse = await t.api('DELETE', `/v1/admin/media/${file.id}`, { token: admin.token });
    expect(inUse.status).toBe(409);
    expect((await body(inUse)).message).toContain('Course with a cover');

    await t.db.update(courses).set({ imageUrl: '/images/other.webp' }).where(eq(courses.id, course.id));
    const lesson = await makeLesson(t.db, { courseId: course.id, position: 1, title: 'Lesson with a picture', bodyHtml: `<p><img src="${file.url}" alt=""></p>` });
    const stillInUse = await t.api('DELETE', `/v1/admin/media/${file.id}`, { token: admin.token });
    expect(stillInUse.status).toBe(409);
    expect((await body(stillInUse)).message).toContain('Lesson with a picture');
    expect((await t.api('GET', file.url)).status).toBe(200);

    await t.db.delete(lessons).where(eq(lessons.id, lesson.id));
    const before = libraryFiles();
    const ok = await t.api('DELETE', `/v1/admin/media/${file.id}`, { token: admin.token });
    expect(ok.status).toBe(200);
    const gone = before.filter((f) => !libraryFiles().includes(f));
    expect(gone).toHaveLength(1 + file.variants.length);
    for (const url of [file.url, ...file.variants.map((v: { url: string }) => v.url)]) expect((await t.api('GET', url)).status).toBe(404);
    expect((await t.api('GET', `/v1/admin/media/${file.id}`, { token: admin.token })).status).toBe(404);
    const rows = await auditRows(t, 'media_file', file.id);
    expect(rows.map((r) => r.action)).toEqual(['media.upload', 'media.delete']);
    expect(rows[1]).toMatchObject({ before: { id: file.id, url: file.url }, after: null });
  });
});

describe('sniffing', () => {
  const bytes = (...parts: Array<string | number[]>) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...p].map((c) => c.charCodeAt(0)) : p)));
  it('reads each allowed kind from its first bytes and refuses the rest', () => {
    const cases: Array<[Uint8Array, string | null]> = [
      [bytes([0x89], 'PNG\r\n', [0x1a, 0x0a], 'rest'), 'image/png'],
      [bytes([0xff, 0xd8, 0xff, 0xe0]), 'image/jpeg'],
      [bytes('GIF89a....'), 'image/gif'],
      [bytes('RIFF', [1, 0, 0, 0], 'WEBPVP8 '), 'image/webp'],
      [bytes('RIFF', [1, 0, 0, 0], 'WAVEfmt '), 'audio/wav'],
      [bytes('RIFF', [1, 0, 0, 0], 'AVI LIST'), null],
      [bytes('%PDF-1.7'), 'application/pdf'],
      [bytes('ID3', [4, 0, 0]), 'audio/mpeg'],
      [bytes([0xff, 0xfb, 0x90, 0x64]), 'audio/mpeg'],
      [bytes('OggS', [0, 2]), 'audio/ogg'],
      [bytes([0, 0, 0, 0x20], 'ftypM4A ', [0, 0, 0, 0]), 'audio/mp4'],
      [bytes([0, 0, 0, 0x20], 'ftypisom', [0, 0, 2, 0]), 'video/mp4'],
      [bytes([0, 0, 0, 0x14], 'ftypqt  ', [0, 0, 0, 0]), null],
      [bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x84], 'webm'), 'video/webm'],
      [bytes([0x1a, 0x45, 0xdf, 0xa3, 0x9f, 0x42, 0x82, 0x88], 'matroska'), null],
      [bytes('<svg xmlns="http://www.w3.org/2000/svg"/>'), null],
      [bytes('<html><script>alert(1)</script>'), null],
      [bytes('PK', [3, 4]), null],
      [new Uint8Array(0), null],
    ];
    for (const [head, mime] of cases) expect(sniffMedia(head)?.mime ?? null, String.fromCharCode(...head.subarray(0, 12))).toBe(mime);
  });
});
