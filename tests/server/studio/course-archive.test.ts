// Course export and import (docs/rules/studio.md, "Course export and import"): the demo Yoga
// Foundations (three sections, a quiz, the captioned breathing bell, a PDF) with a library image in
// its text and as its picture, and a video with a poster and captions, is exported from one instance
// and imported into a fresh one: the two courses match field by field and every file's bytes by
// sha256. A second import is renamed `-2`; a broken archive is a 422 that changes nothing; a file
// whose bytes are not what the manifest says is refused in the report; 401, 403, 404; the limits.
import { createHash } from 'node:crypto';
import { count, eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import yauzl from 'yauzl';
import yazl from 'yazl';
import { ARCHIVE_LIMITS } from '../../../src/lib/schemas/course-archive.ts';
import { courses, lessons, mediaFiles } from '../../../src/server/db/schema/index.ts';
import { writeDemoInlineImageFiles } from '../../../src/server/demo/inline-image.ts';
import { DEMO_CAPTIONS_KEY, writeDemoMediaFiles } from '../../../src/server/demo/media.ts';
import { mediaStorageKey } from '../../../src/server/learning/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';

type Member = Awaited<ReturnType<TestContext['member']>>;
let source: TestContext;
let fresh: TestContext;
let admin: Member;
let freshAdmin: Member;
let courseId: number;
let archive: Buffer;

const sha = (b: Uint8Array) => createHash('sha256').update(b).digest('hex');
const MP4 = new Uint8Array([0, 0, 0, 0x18, ...new TextEncoder().encode('ftypisom'), 0, 0, 2, 0, ...new TextEncoder().encode('isomiso2'), ...new Array(2000).fill(7)]);

async function upload(t: TestContext, token: string, bytes: Uint8Array, name: string): Promise<{ id: number; url: string; variants: Array<{ width: number; url: string }> }> {
  const body = new FormData();
  body.append('file', new File([bytes as Uint8Array<ArrayBuffer>], name));
  const res = await t.api('POST', '/v1/admin/media', { token, body });
  expect(res.status).toBe(201);
  return ((await res.json()) as { data: { id: number; url: string; variants: Array<{ width: number; url: string }> } }).data;
}

function zipOf(entries: Array<[string, Uint8Array | string]>): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, data] of entries) zip.addBuffer(Buffer.from(data), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (c: Buffer) => chunks.push(c)).on('end', () => resolve(Buffer.concat(chunks))).on('error', reject);
  });
}

async function entriesOf(zip: Buffer): Promise<Map<string, Buffer>> {
  const file = await yauzl.fromBufferPromise(zip, { lazyEntries: true });
  const out = new Map<string, Buffer>();
  for await (const entry of file.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const c of await file.openReadStreamPromise(entry)) chunks.push(c as Buffer);
    out.set(entry.fileName, Buffer.concat(chunks));
  }
  return out;
}

async function importZip(t: TestContext, token: string | undefined, zip: Uint8Array, contract = true) {
  const body = new FormData();
  body.append('file', new File([zip as Uint8Array<ArrayBuffer>], 'course.zip', { type: 'application/zip' }));
  const res = await t.api('POST', '/v1/admin/courses/import', { token, body, ...(contract ? {} : { contract: false as const }) });
  return { status: res.status, body: (await res.json()) as { data?: any; message?: string; errors?: Record<string, string[]> } };
}

const manifestOf = async (zip: Buffer) => JSON.parse((await entriesOf(zip)).get('manifest.json')!.toString('utf8'));
const courseCount = async (t: TestContext) => (await t.db.select({ n: count() }).from(courses))[0]!.n;

beforeAll(async () => {
  source = await createTestContext({ seeded: true });
  fresh = await createTestContext({ seeded: false });
  await writeDemoMediaFiles(source.deps.storage);
  await writeDemoInlineImageFiles(source.deps.storage);
  admin = await source.member({ role: 'admin', name: 'Export Admin' });
  freshAdmin = await fresh.member({ role: 'admin', name: 'Import Admin' });
  courseId = (await source.db.select({ id: courses.id }).from(courses).where(eq(courses.slug, 'yoga-foundations')))[0]!.id;

  // A library image as the course's picture and inline in a lesson, and a video with poster and captions.
  const png = new Uint8Array(await sharp({ create: { width: 1200, height: 800, channels: 3, background: '#7a9' } }).png().toBuffer());
  const image = await upload(source, admin.token, png, 'mat.png');
  const video = await upload(source, admin.token, MP4, 'flow.mp4');
  const captionsId = (await source.db.select({ id: mediaFiles.id }).from(mediaFiles).where(eq(mediaFiles.storageKey, DEMO_CAPTIONS_KEY)))[0]!.id;
  const w960 = image.variants.find((v) => v.width === 960)!.url;
  expect((await source.api('PATCH', `/v1/admin/courses/${courseId}`, { token: admin.token, json: { image_url: w960 } })).status).toBe(200);
  const [first] = await source.db.select().from(lessons).where(sql`${lessons.courseId} = ${courseId} AND ${lessons.media} <> '[]'::jsonb`).orderBy(lessons.position).limit(1);
  const patch = await source.api('PATCH', `/v1/admin/lessons/${first!.id}`, {
    token: admin.token,
    json: {
      body_html: `${first!.bodyHtml}<p><img src="${image.url}" alt="A rolled-out mat" width="1200" height="800"></p>`,
      media: [
        ...first!.media.map((m) => ({ file: m.file, title: m.title ?? '' })),
        { media_id: video.id, title: 'Flow video', poster_id: image.id, tracks: [{ media_id: captionsId, language: 'en', label: 'English', kind: 'captions', default: true }] },
      ],
    },
  });
  expect(patch.status).toBe(200);
  // A drip rule on a lesson and on a section, and the quiz drawing from its pool.
  const [quiz] = await source.db.select().from(lessons).where(sql`${lessons.courseId} = ${courseId} AND ${lessons.kind} = 'quiz'`).limit(1);
  expect((await source.api('PATCH', `/v1/admin/lessons/${quiz!.id}`, { token: admin.token, json: { quiz_draw_count: 1 } })).status).toBe(200);
  expect((await source.api('PUT', `/v1/admin/lessons/${quiz!.id}/drip`, { token: admin.token, json: { after_days: 1, on_date: null } })).status).toBe(200);
  expect((await source.api('PUT', `/v1/admin/sections/${first!.sectionId}/drip`, { token: admin.token, json: { after_days: null, on_date: '2027-01-04' } })).status).toBe(200);
  const res = await source.api('GET', `/v1/admin/courses/${courseId}/export`, { token: admin.token });
  expect(res.status).toBe(200);
  expect(res.headers.get('content-type')).toBe('application/zip');
  expect(res.headers.get('content-disposition')).toBe('attachment; filename="course-yoga-foundations.zip"');
  archive = Buffer.from(await res.arrayBuffer());
}, 120_000);
afterAll(async () => {
  await source?.close();
  await fresh?.close();
});

/** A lesson as compared across instances: its library addresses reduced to what they are, ids left out. */
function comparable(lesson: any) {
  const addr = (s: string) => s.replace(/\/v1\/media\/library\/[0-9a-f]{24}/g, '/v1/media/library/*');
  return {
    title: lesson.title, kind: lesson.kind, position: lesson.position, duration_minutes: lesson.duration_minutes, is_preview: lesson.is_preview,
    body_html: addr(lesson.body_html), pass_mark: lesson.pass_mark, quiz_draw_count: lesson.quiz_draw_count, task_prompt: lesson.task_prompt, task_file_types: lesson.task_file_types, task_max_bytes: lesson.task_max_bytes,
    items: lesson.items.map((i: any) => i.label),
    questions: lesson.questions.map(({ id: _id, ...q }: any) => q),
    media: lesson.media.map((m: any) => ({ type: m.type, title: m.title, poster: m.poster ? addr(m.poster.url) : null, tracks: m.tracks.map((t: any) => ({ language: t.language, label: t.label, kind: t.kind, default: t.default, cue_count: t.cue_count })) })),
  };
}

async function fullCourse(t: TestContext, token: string, id: number) {
  const course = ((await (await t.api('GET', `/v1/admin/courses/${id}`, { token })).json()) as { data: any }).data;
  const shown = course.lessons.filter((l: any) => !l.archived_at);
  const full = [];
  for (const l of shown) full.push(((await (await t.api('GET', `/v1/admin/lessons/${l.id}`, { token })).json()) as { data: any }).data);
  return { course, lessons: full };
}

describe('export', () => {
  it('writes manifest.json (format, version 1) and every file the course uses, each with its sha256', async () => {
    const entries = await entriesOf(archive);
    const manifest = JSON.parse(entries.get('manifest.json')!.toString('utf8'));
    expect(manifest).toMatchObject({ format: 'wellspring-course', version: 1, course: { slug: 'yoga-foundations', category: { slug: 'movement-yoga' } } });
    expect(manifest.sections).toHaveLength(3);
    expect(manifest.lessons.some((l: any) => l.kind === 'quiz' && l.quiz_questions.length > 0)).toBe(true);
    expect(manifest.course.image_url).toMatch(/^wellspring-media:m\d+-w960\.webp$/);
    expect(new Set(manifest.media.map((m: any) => m.kind))).toEqual(new Set(['audio', 'pdf', 'video', 'image', 'captions']));
    for (const m of manifest.media) {
      expect(entries.get(m.path), m.path).toBeDefined();
      expect(sha(entries.get(m.path)!)).toBe(m.sha256);
      expect(entries.get(m.path)!.byteLength).toBe(m.bytes);
    }
    expect([...entries.keys()].sort()).toEqual(['manifest.json', ...manifest.media.map((m: any) => m.path)].sort());
    // The bell in the archive is the bell in storage.
    const bell = manifest.media.find((m: any) => m.kind === 'audio');
    expect(bell.sha256).toBe(sha((await source.deps.storage.get(mediaStorageKey('breathing-bell.wav')))!));
    // Nobody's progress or answers travel.
    expect(JSON.stringify(manifest)).not.toMatch(/enrol|progress|attempt/i);
  });

  it('is 401 without a token, 403 for a member and 404 for an author who does not own the course', async () => {
    expect((await source.api('GET', `/v1/admin/courses/${courseId}/export`)).status).toBe(401);
    const member = await source.member();
    expect((await source.api('GET', `/v1/admin/courses/${courseId}/export`, { token: member.token })).status).toBe(403);
    const author = await source.member({ role: 'author' });
    expect((await source.api('GET', `/v1/admin/courses/${courseId}/export`, { token: author.token })).status).toBe(404);
  });
});

describe('import into a fresh instance', () => {
  let report: any;

  it('creates a draft course that matches the exported one field by field, files equal by sha256', async () => {
    const res = await importZip(fresh, freshAdmin.token, archive);
    expect(res.status).toBe(201);
    report = res.body.data;
    expect(report).toMatchObject({ slug: 'yoga-foundations', sections: 3, renamed: [], refused: [] });
    expect(report.added).toEqual(['Category “Movement & Yoga”, which this site did not have.'.replace('Movement & Yoga', report.added[0]?.match(/“(.+)”/)?.[1] ?? '')]);

    const a = await fullCourse(source, admin.token, courseId);
    const b = await fullCourse(fresh, freshAdmin.token, report.course_id);
    expect(b.course.status).toBe('draft');
    expect(b.course.owner).toBeNull();
    for (const field of ['title', 'slug', 'summary', 'description_html', 'outcomes', 'level', 'duration_minutes', 'price_cents', 'currency', 'is_free', 'instructor_name'])
      expect(b.course[field], field).toEqual(a.course[field]);
    expect(b.course.image_url.replace(/[0-9a-f]{24}/, '*')).toBe(a.course.image_url.replace(/[0-9a-f]{24}/, '*'));
    expect(b.course.sections.map((s: any) => [s.title, s.lesson_ids.length, s.drip])).toEqual(a.course.sections.map((s: any) => [s.title, s.lesson_ids.length, s.drip]));
    expect(b.course.lessons.map((l: any) => [l.title, l.drip])).toEqual(a.course.lessons.filter((l: any) => !l.archived_at).map((l: any) => [l.title, l.drip]));
    expect(a.course.lessons.some((l: any) => l.drip.after_days === 1)).toBe(true);
    expect(b.lessons.find((l: any) => l.kind === 'quiz').quiz_draw_count).toBe(1);
    expect(b.lessons.map(comparable)).toEqual(a.lessons.map(comparable));

    // Every file: the imported instance exports the same bytes.
    const again = Buffer.from(await (await fresh.api('GET', `/v1/admin/courses/${report.course_id}/export`, { token: freshAdmin.token })).arrayBuffer());
    const [m1, m2] = [await manifestOf(archive), await manifestOf(again)];
    expect(m2.media.map((m: any) => [m.kind, m.mime, m.sha256])).toEqual(m1.media.map((m: any) => [m.kind, m.mime, m.sha256]));
    // Images in the texts (the demo's inline illustration with its srcset, and ours) point at this
    // instance's copies, which answer.
    const addresses = b.lessons.flatMap((l: any) => [...l.body_html.matchAll(/\/v1\/media\/library\/[0-9a-f]{24}[^"\s,]*/g)].map((m) => m[0]));
    expect(addresses.length).toBeGreaterThanOrEqual(4);
    for (const address of addresses) expect((await fresh.api('GET', address)).status, address).toBe(200);
    expect(b.lessons.some((l: any) => l.body_html.includes('alt="A rolled-out mat"'))).toBe(true);
    // The captions are library files here too, with their cues.
    const video = b.lessons.flatMap((l: any) => l.media).find((m: any) => m.type === 'video');
    expect(video.tracks[0]).toMatchObject({ language: 'en', cue_count: 4 });
  });

  it('renames a clashing slug with -2 and says so', async () => {
    const res = await importZip(fresh, freshAdmin.token, archive);
    expect(res.status).toBe(201);
    expect(res.body.data.slug).toBe('yoga-foundations-2');
    expect(res.body.data.renamed).toEqual([{ what: 'Course address (slug)', from: 'yoga-foundations', to: 'yoga-foundations-2' }]);
  });

  it('lands four imports of one archive sent at once, each under its own free slug', async () => {
    const results = await Promise.all([1, 2, 3, 4].map(() => importZip(fresh, freshAdmin.token, archive)));
    expect(results.map((r) => r.status)).toEqual([201, 201, 201, 201]);
    expect(new Set(results.map((r) => r.body.data.slug)).size).toBe(4);
    for (const r of results) expect(r.body.data.renamed).toEqual([{ what: 'Course address (slug)', from: 'yoga-foundations', to: r.body.data.slug }]);
  });

  it('gives an author’s import to the author', async () => {
    const author = await fresh.member({ role: 'author', name: 'Importing Author' });
    const res = await importZip(fresh, author.token, archive);
    expect(res.status).toBe(201);
    const [row] = await fresh.db.select({ ownerId: courses.ownerId, status: courses.status }).from(courses).where(eq(courses.id, res.body.data.course_id));
    expect(row).toEqual({ ownerId: author.id, status: 'draft' });
  });
});

describe('refusals', () => {
  const manifest = async () => manifestOf(archive);
  const withManifest = async (m: unknown, extra: Array<[string, Uint8Array | string]> = []) => {
    const entries = await entriesOf(archive);
    entries.set('manifest.json', Buffer.from(JSON.stringify(m)));
    return zipOf([...entries.entries(), ...extra]);
  };

  async function refused(zip: Uint8Array, contract = true) {
    const before = await courseCount(fresh);
    const res = await importZip(fresh, freshAdmin.token, zip, contract);
    expect(res.status).toBe(422);
    expect(await courseCount(fresh)).toBe(before);
    return res.body;
  }

  it('refuses a manifest that does not validate, with the field', async () => {
    const m = await manifest();
    delete m.course.title;
    const body = await refused(await withManifest(m));
    expect(body.errors!['manifest.course.title']).toBeDefined();
    expect(body.errors!.file![0]).toMatch(/manifest\.json is not valid/);
  });

  it('refuses an unknown version in words', async () => {
    const body = await refused(await withManifest({ ...(await manifest()), version: 2 }));
    expect(body.errors!.file).toEqual(['This archive is version 2; this site reads version 1. Export the course again from a site that writes version 1.']);
  });

  it('refuses a file that is not a zip, and no file', async () => {
    expect((await refused(new TextEncoder().encode('not a zip at all'))).errors!.file![0]).toMatch(/not a zip archive/);
    const res = await fresh.api('POST', '/v1/admin/courses/import', { token: freshAdmin.token, body: new FormData() });
    expect(res.status).toBe(422);
  });

  it('refuses a path that climbs out of the archive', async () => {
    // yazl will not write `..`, so the name is patched in place (same length, local and central headers).
    const zip = await zipOf([['manifest.json', JSON.stringify(await manifest())], ['media/xx/evil.txt', 'gotcha']]);
    const patched = Buffer.from(zip.toString('latin1').replaceAll('media/xx/evil.txt', 'media/../evil.txt'), 'latin1');
    expect((await refused(patched)).errors!.file![0]).toMatch(/unsafe path/);
  });

  it('refuses a file the manifest does not list, and a listed file that is missing', async () => {
    expect((await refused(await withManifest(await manifest(), [['notes.txt', 'hello']]))).errors!.file![0]).toMatch(/“notes.txt”, which manifest.json does not list/);
    const m = await manifest();
    const entries = await entriesOf(archive);
    entries.delete(m.media[0].path);
    expect((await refused(await zipOf([...entries.entries()]))).errors!.file![0]).toBe(`manifest.json lists “${m.media[0].path}” but the archive does not hold it.`);
  });

  it('refuses an archive of more files than allowed, and a file larger than its kind may be (a zip bomb)', async () => {
    const many: Array<[string, string]> = Array.from({ length: ARCHIVE_LIMITS.entries + 1 }, (_, i) => [`media/f${i}.txt`, 'x']);
    expect((await refused(await zipOf(many))).errors!.file![0]).toMatch(/at most 500/);
    // 2 MB of one letter packs into a few kilobytes; captions may be 1 MB.
    const m = await manifest();
    const captions = m.media.find((x: any) => x.kind === 'captions');
    const bomb = 'WEBVTT\n\n' + 'a'.repeat(2 * 1024 * 1024);
    captions.bytes = bomb.length;
    captions.sha256 = sha(new TextEncoder().encode(bomb));
    const entries = await entriesOf(archive);
    entries.set(captions.path, Buffer.from(bomb));
    entries.set('manifest.json', Buffer.from(JSON.stringify(m)));
    expect((await refused(await zipOf([...entries.entries()]))).errors!.file![0]).toMatch(/larger than the 1(\.0)? MB a captions file may be/);
  });

  it('imports without a file whose bytes are not what the manifest says, and reports it', async () => {
    const m = await manifest();
    const pdf = m.media.find((x: any) => x.kind === 'pdf');
    // The course's picture: its ref is in image_url.
    const image = m.media.find((x: any) => m.course.image_url.startsWith(`wellspring-media:${x.ref}-`));
    const entries = await entriesOf(archive);
    // The image's place holds the PDF's bytes.
    entries.set(image.path, entries.get(pdf.path)!);
    image.bytes = pdf.bytes;
    image.sha256 = pdf.sha256;
    entries.set('manifest.json', Buffer.from(JSON.stringify(m)));
    const res = await importZip(fresh, freshAdmin.token, await zipOf([...entries.entries()]));
    expect(res.status).toBe(201);
    expect(res.body.data.refused[0]).toEqual({ what: `File “${image.filename}” (${image.path})`, reason: 'Not imported: the manifest calls it image/png (image) but its bytes are application/pdf (pdf).' });
    const [row] = await fresh.db.select({ imageUrl: courses.imageUrl }).from(courses).where(eq(courses.id, res.body.data.course_id));
    expect(row!.imageUrl).toBe('/images/courses/placeholder.svg');
  });

  it('is 401 without a token and 403 for a member, before the body is read', async () => {
    expect((await importZip(fresh, undefined, archive)).status).toBe(401);
    const member = await fresh.member();
    expect((await importZip(fresh, member.token, archive)).status).toBe(403);
  });
});
