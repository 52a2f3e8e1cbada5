// Certificates: issued when a course completes and e-mailed with the PDF; collected only for a course
// finished before that; exactly one per enrolment also under concurrent calls, listed and downloaded
// as a PDF by their holder only, verifiable in public by code.
import { eq } from 'drizzle-orm';
import fontkit from '@pdf-lib/fontkit';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CertificateSchema } from '../../../src/lib/schemas/learning.ts';
import { certificates, enrolments, jobs, notifications } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { LEARNING_JOBS, verifyCertificate } from '../../../src/server/learning/service/index.ts';
import { simpleParser } from 'mailparser';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { drawnStrings, fontsOf, pageText } from '../../helpers/pdf-text.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from './factories.ts';

let t: TestContext;
let c: LearningCourse;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  c = await makeLearningCourse(t.db, { title: 'Calm Mornings' });
});
afterAll(() => t.close());

it('writes accented names as they are', async () => {
  const m = await graduate();
  const cert = (await body(await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } }))).data;
  const doc = await PDFDocument.load(new Uint8Array(await (await t.api('GET', cert.download_path, { token: m.token })).arrayBuffer()));
  expect(pageText(doc)).toContain('Zoë Ångström');
});

it('prints a name outside Windows-1252 ("Łukasz Żółć") with glyphs of the embedded font, not "?"', async () => {
  const m = await graduate('Łukasz Żółć');
  const cert = (await body(await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } }))).data;
  const bytes = new Uint8Array(await (await t.api('GET', cert.download_path, { token: m.token })).arrayBuffer());
  const doc = await PDFDocument.load(bytes);
  const name = drawnStrings(doc).find((d) => d.text === 'Łukasz Żółć');
  // Drawn in the embedded DejaVu Serif Bold (pdf-lib names the subset "DejaVuSerif-Bold-<n>"), and
  // no string on the page holds a "?" or an unmapped glyph.
  expect(name?.font).toMatch(/^DejaVuSerif-Bold-\d+$/);
  expect(pageText(doc)).not.toMatch(/[?\uFFFD]/);
  // Every glyph id of the name is a real glyph (not .notdef, id 0) with an outline in the font
  // file embedded in the PDF, so the letters are really there, not blank boxes.
  const file = fontsOf(doc).get([...fontsOf(doc)].find(([, f]) => f.baseFont === name!.font)![0])!.file!;
  const embedded = fontkit.create(Buffer.from(file)) as unknown as { getGlyph(id: number): { path: { commands: unknown[] } } };
  for (const [i, id] of name!.glyphIds.entries()) {
    expect(id, `glyph of "${[...name!.text][i]}"`).toBeGreaterThan(0);
    if ([...name!.text][i] !== ' ') expect(embedded.getGlyph(id).path.commands.length, `outline of "${[...name!.text][i]}"`).toBeGreaterThan(0);
  }
  // Subsetting keeps the file small: the two DejaVu files weigh 737 KB; a certificate is about 18 KB.
  expect(bytes.byteLength).toBeLessThan(40_000);
});

async function finishCourse(token: string) {
  const at = (id: number, kind: string) => `/v1/courses/${c.course.id}/${id}/${kind}`;
  await t.api('POST', at(c.lessons.detail.id, 'finish'), { token });
  await t.api('POST', at(c.lessons.checklist.id, 'checklist'), { token, json: { checked_ids: c.itemIds } });
  await t.api('POST', at(c.lessons.quiz.id, 'quiz'), { token, json: { answers: c.rightAnswers } });
  await t.api('POST', at(c.lessons.survey.id, 'survey'), { token, json: { answers: { [c.surveyQuestions[0]!.id]: 4, [c.surveyQuestions[1]!.id]: 'am' } } });
  const last = await t.api('POST', at(c.lessons.task.id, 'task'), { token, json: { answer: 'My plan', submit: true } });
  expect((await body(last)).data.course_completed).toBe(true);
}

async function graduate(name = 'Zoë Ångström') {
  const m = await t.member({ name });
  const enrolmentId = await enrol(t, m.token, c.course.id);
  await finishCourse(m.token);
  return { ...m, enrolmentId };
}

describe('a certificate on completion', () => {
  it('is issued by the save that completes the course, listed at once, and e-mailed with its PDF', async () => {
    const m = await graduate('Ada Finisher');
    // Nothing to collect: the list has it already, and the course outline names it.
    const list = (await body(await t.api('GET', '/v1/auth/certificates', { token: m.token }))).data;
    expect(list).toHaveLength(1);
    const cert = CertificateSchema.parse(list[0]);
    expect(cert).toMatchObject({ course_id: c.course.id, course_title: 'Calm Mornings', holder_name: 'Ada Finisher' });
    const outline = (await body(await t.api('GET', `/v1/courses/enrolled/${m.enrolmentId}`, { token: m.token }))).data;
    expect(outline.certificate).toEqual({ id: cert.id, code: cert.code, verify_url: cert.verify_url });
    // Its credential is served at once too.
    expect((await t.api('GET', `/v1/certificates/${cert.code}/credential`)).status).toBe(200);

    // The e-mail job was queued with it and sends the PDF to the member.
    const before = t.outbox().length;
    await createWorker({ deps: t.deps, definitions: LEARNING_JOBS }).drain();
    // (Earlier tests' graduates get theirs in the same run: only this member's mail is looked at.)
    const sent = await Promise.all(t.outbox().slice(before).map((raw) => simpleParser(raw)));
    const mine = sent.filter((mail) => mail.to && !Array.isArray(mail.to) && mail.to.value[0]!.address === m.email);
    expect(mine).toHaveLength(1);
    const mail = mine[0]!;
    expect(mail.subject).toBe('Your certificate for Calm Mornings');
    expect(mail.text).toContain(cert.code);
    expect(mail.text).toContain(cert.verify_url);
    expect(mail.attachments.map((a) => [a.filename, a.contentType])).toEqual([[`wellspring-certificate-${cert.code}.pdf`, 'application/pdf']]);
    expect(pageText(await PDFDocument.load(new Uint8Array(mail.attachments[0]!.content)))).toContain('Ada Finisher');
    // "Get certificate" now simply answers with the one issued (200).
    const again = await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } });
    expect(again.status).toBe(200);
    expect((await body(again)).data).toEqual(cert);
    expect(await t.db.select().from(jobs).where(eq(jobs.key, `certificate-email:${cert.id}`))).toHaveLength(1);
  });
});

/** A member who finished the course before certificates were issued on completion: no certificate yet. */
async function graduateBefore(name: string) {
  const m = await graduate(name);
  await t.db.delete(certificates).where(eq(certificates.enrolmentId, m.enrolmentId));
  expect((await t.db.select().from(enrolments).where(eq(enrolments.id, m.enrolmentId)))[0]!.status).toBe('completed');
  return m;
}

describe('POST /v1/auth/certificates/generate', () => {
  it('issues a certificate for a course finished before (201), then the same one (200)', async () => {
    const m = await graduateBefore('Zoë Ångström');
    const res = await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } });
    expect(res.status).toBe(201);
    const cert = CertificateSchema.parse((await body(res)).data);
    expect(cert).toMatchObject({ course_id: c.course.id, course_title: 'Calm Mornings', holder_name: 'Zoë Ångström', download_path: `/v1/auth/certificates/${cert.id}/download` });
    expect(cert.code).toMatch(/^WS-[0-9A-Z]{4}-[0-9A-Z]{4}-[0-9A-Z]{4}$/);
    expect(cert.verify_url).toBe(`${t.config.appUrl}/certificate/${cert.code}`);
    const again = await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } });
    expect(again.status).toBe(200);
    expect((await body(again)).data).toEqual(cert);
    const outline = (await body(await t.api('GET', `/v1/courses/enrolled/${m.enrolmentId}`, { token: m.token }))).data;
    expect(outline.certificate).toEqual({ id: cert.id, code: cert.code, verify_url: cert.verify_url });
  });

  it('issues exactly one certificate under ten concurrent calls', async () => {
    const m = await graduateBefore('Concurrent Learner');
    await t.db.delete(notifications).where(eq(notifications.userId, m.id));
    const results = await Promise.all(Array.from({ length: 10 }, () => t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } })));
    expect(results.map((r) => r.status).filter((s) => s === 201)).toHaveLength(1);
    expect(results.every((r) => r.status === 201 || r.status === 200)).toBe(true);
    const codes = new Set(await Promise.all(results.map(async (r) => (await body(r)).data.code)));
    expect(codes.size).toBe(1);
    expect(await t.db.select().from(certificates).where(eq(certificates.enrolmentId, m.enrolmentId))).toHaveLength(1);
    // One "certificate ready" notification, committed with the one certificate (docs/rules/notifications.md).
    const notes = (await t.db.select().from(notifications).where(eq(notifications.userId, m.id))).filter((n) => n.link === '/certificates');
    expect(notes.map((n) => [n.type, n.title, n.link])).toEqual([['achievements', 'Your certificate for Calm Mornings is ready', '/certificates']]);
  });

  it('refuses an unfinished course (422), a course not enrolled in (404), bad input (422) and no token (401)', async () => {
    const m = await t.member();
    await enrol(t, m.token, c.course.id);
    const unfinished = await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } });
    expect(unfinished.status).toBe(422);
    expect((await body(unfinished)).errors.course_id).toEqual(['Finish every lesson of this course to get its certificate.']);
    const other = await makeLearningCourse(t.db);
    expect((await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: other.course.id } })).status).toBe(404);
    const bad = await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: 'calm' } });
    expect(bad.status).toBe(422);
    expect((await body(bad)).errors.course_id).toBeTruthy();
    expect((await t.api('POST', '/v1/auth/certificates/generate', { json: { course_id: c.course.id } })).status).toBe(401);
  });
});

describe('GET /v1/auth/certificates and the PDF', () => {
  it('lists the member\'s certificates and downloads a PDF with name, course, date, code and QR', async () => {
    const m = await graduate('Maya Download');
    const cert = (await body(await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } }))).data;
    const list = await t.api('GET', '/v1/auth/certificates', { token: m.token });
    expect(list.status).toBe(200);
    expect(await body(list)).toEqual({ data: [cert], meta: { page: 1, per_page: 12, total: 1, last_page: 1 } });
    // A page past the last has no rows and still the total.
    expect(await body(await t.api('GET', '/v1/auth/certificates?page=3', { token: m.token }))).toEqual({ data: [], meta: { page: 3, per_page: 12, total: 1, last_page: 1 } });

    const pdf = await t.api('GET', cert.download_path, { token: m.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(pdf.headers.get('content-disposition')).toBe(`attachment; filename="wellspring-certificate-${cert.code}.pdf"`);
    const doc = await PDFDocument.load(new Uint8Array(await pdf.arrayBuffer()));
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getSubject()).toBe(`Certificate ${cert.code}`);
    expect(doc.getTitle()).toBe('Certificate of completion: Calm Mornings');
    const text = pageText(doc);
    expect(text).toContain('Maya Download');
    expect(text).toContain('Calm Mornings');
    expect(text).toContain(`Certificate code: ${cert.code}`);
    expect(text).toContain(`Issued on ${new Date(cert.issued_at).toLocaleDateString('en-GB', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'UTC' })}`);
    expect(text).toContain(cert.verify_url);
    // The QR code is an embedded image.
    const raw = Buffer.from(await doc.save({ useObjectStreams: false })).toString('latin1');
    expect(raw).toContain('/Subtype /Image');
  });

  it('keeps certificates private: another member gets 404, a visitor 401, a bad id 422', async () => {
    const m = await graduate('Private Holder');
    const cert = (await body(await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } }))).data;
    const stranger = await t.member();
    expect((await t.api('GET', cert.download_path, { token: stranger.token })).status).toBe(404);
    expect((await body(await t.api('GET', '/v1/auth/certificates', { token: stranger.token }))).data).toEqual([]);
    expect((await t.api('GET', cert.download_path)).status).toBe(401);
    expect((await t.api('GET', '/v1/auth/certificates')).status).toBe(401);
    expect((await t.api('GET', '/v1/auth/certificates/abc/download', { token: m.token })).status).toBe(422);
    expect((await t.api('GET', '/v1/auth/certificates?per_page=1000', { token: m.token })).status).toBe(422);
  });

  it('draws the PDF again when its stored file is gone', async () => {
    const m = await graduate('Lost File');
    const cert = (await body(await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } }))).data;
    await t.deps.storage.remove(`certificates/${cert.code}.pdf`);
    const pdf = await t.api('GET', cert.download_path, { token: m.token });
    expect(pdf.status).toBe(200);
    expect(new TextDecoder().decode(new Uint8Array(await pdf.arrayBuffer()).slice(0, 5))).toBe('%PDF-');
  });
});

describe('verifyCertificate', () => {
  it('finds a certificate by code (any case) and nothing for unknown or malformed codes', async () => {
    const m = await graduate('Verified Person');
    const cert = (await body(await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: c.course.id } }))).data;
    const found = await verifyCertificate({ db: t.db, code: cert.code.toLowerCase() });
    expect(found).toEqual({ code: cert.code, holder_name: 'Verified Person', course_title: 'Calm Mornings', course_slug: c.course.slug, issued_at: cert.issued_at, valid: true });
    expect(await verifyCertificate({ db: t.db, code: 'WS-0000-0000-0000' })).toBeNull();
    expect(await verifyCertificate({ db: t.db, code: "'; DROP TABLE certificates; --" })).toBeNull();
  });
});
