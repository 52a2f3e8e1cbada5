// The input rules of docs/rules/api-errors.md, checked through the API: text never carries a NUL or
// an unpaired surrogate, ids are whole numbers 1..2147483647 written plainly, oversized collections
// are refused before any per-item work, and every 422 names its fields in words.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { body, enrol, makeLearningCourse, type LearningCourse } from '../learning/factories.ts';

let t: TestContext;
let c: LearningCourse;
let m: { token: string; enrolmentId: number };

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  c = await makeLearningCourse(t.db);
  const member = await t.member();
  m = { token: member.token, enrolmentId: await enrol(t, member.token, c.course.id) };
});
afterAll(() => t.close());

const NUL = 'a\u0000b';
const LONE_SURROGATE = 'a\ud800b';
const TEXT_MESSAGE = /must not contain a NUL character or broken Unicode\./;

/** A 422 whose errors name exactly this field with a worded message. */
async function expectFieldError(res: Response, field: string, message: RegExp | string = TEXT_MESSAGE) {
  const text = await res.text();
  expect(res.status, text).toBe(422);
  const errors = JSON.parse(text).errors as Record<string, string[]>;
  expect(Object.keys(errors), text).toContain(field);
  expect(errors[field]!.join(' ')).toMatch(message);
}

const address = { line1: '1 High Street', line2: 'Flat 2', city: 'Leeds', region: 'Yorkshire', postcode: 'LS1 1AA', country: 'GB' };
const enquiry = { name: 'Ann', email: 'ann@example.com', subject: 'A question', message: 'Hello there, a question about courses.' };
const registration = { name: 'Ann', email: 'ann-new@example.com', password: 'correct horse battery', password_confirmation: 'correct horse battery', terms: true };

describe('text input: NUL and unpaired surrogates are a 422 with a worded message', () => {
  it('in profile, address, enquiry and registration fields', async () => {
    await expectFieldError(await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: `Ann${NUL}` } }), 'name');
    for (const field of ['line1', 'line2', 'city', 'region', 'postcode'] as const) {
      await expectFieldError(await t.api('PUT', '/v1/auth/address/default', { token: m.token, json: { ...address, [field]: `x${NUL}` } }), field);
    }
    for (const field of ['name', 'subject', 'message', 'phone'] as const) {
      await expectFieldError(await t.api('POST', '/v1/enquiry', { json: { ...enquiry, [field]: `Hello there ${NUL}` } }), field);
    }
    await expectFieldError(await t.api('POST', '/v1/auth/register', { json: { ...registration, name: `Ann${NUL}` } }), 'name');
    await expectFieldError(await t.api('POST', '/v1/auth/register', { json: { ...registration, password: `correct horse${NUL}`, password_confirmation: `correct horse${NUL}` } }), 'password');
  });

  it('in task, survey and quiz answers (JSON and multipart), NUL or a lone surrogate alike', async () => {
    const survey = c.surveyQuestions[2]!.id;
    for (const bad of [NUL, LONE_SURROGATE]) {
      await expectFieldError(await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.task.id}/task`, { token: m.token, json: { answer: bad } }), 'answer');
      await expectFieldError(await t.api('POST', `/v1/courses/enrolled/${m.enrolmentId}/task`, { token: m.token, json: { lesson_id: c.lessons.task.id, answer: bad } }), 'answer');
      await expectFieldError(await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.survey.id}/survey`, { token: m.token, json: { answers: { [survey]: bad }, submit: false } }), `answers.${survey}`);
      const quiz = c.questions[0]!.id;
      await expectFieldError(await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.quiz.id}/quiz`, { token: m.token, json: { answers: { [quiz]: [bad] } } }), `answers.${quiz}.0`);
    }
    const form = new FormData();
    form.set('answer', `My plan ${NUL}`);
    await expectFieldError(await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.task.id}/task`, { token: m.token, body: form }), 'answer');
  });

  it('in queries and path parameters', async () => {
    await expectFieldError(await t.api('GET', '/v1/courses?term=%00'), 'term');
    await expectFieldError(await t.api('GET', '/v1/help-centers?term=a%00b'), 'term');
    await expectFieldError(await t.api('GET', '/v1/pages/%00'), 'slug');
    await expectFieldError(await t.api('GET', '/v1/courses/1%00'), 'id');
    await expectFieldError(await t.api('GET', '/v1/bundles/x%00'), 'id');
    await expectFieldError(await t.api('GET', '/v1/bundles/x/1%00'), 'id');
    await expectFieldError(await t.api('GET', '/v1/blogs/%00'), 'id');
    await expectFieldError(await t.api('GET', `/v1/courses/enrolled/${m.enrolmentId}/stream/audio/a%00.wav`, { token: m.token }), 'file');
  });

  it('keeps ordinary Unicode: accents, emoji and CJK are saved as written', async () => {
    const res = await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: 'Zoë 🌿 李' } });
    expect(res.status, await res.clone().text()).toBe(200);
    expect((await body(res)).data.name).toBe('Zoë 🌿 李');
  });
});

describe('ids: whole numbers from 1 to 2147483647, written plainly', () => {
  const TOO_BIG = 2_147_483_648;
  const ID_MESSAGE = /must be a whole number from 1 to 2147483647/;

  it('refuses an id above 2^31-1 in a body with 422 naming the field', async () => {
    const byEnrolment = (kind: string) => `/v1/courses/enrolled/${m.enrolmentId}/${kind}`;
    await expectFieldError(await t.api('PUT', byEnrolment('lastRead'), { token: m.token, json: { lesson_id: TOO_BIG } }), 'lesson_id', ID_MESSAGE);
    for (const kind of ['finish', 'checklist', 'quiz', 'survey', 'task']) {
      const json = { lesson_id: TOO_BIG, checked_ids: [], answers: {}, answer: '' };
      await expectFieldError(await t.api('POST', byEnrolment(kind), { token: m.token, json }), 'lesson_id', ID_MESSAGE);
    }
    await expectFieldError(await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.checklist.id}/checklist`, { token: m.token, json: { checked_ids: [TOO_BIG] } }), 'checked_ids.0', ID_MESSAGE);
    await expectFieldError(await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: TOO_BIG } }), 'course_id', ID_MESSAGE);
    await expectFieldError(await t.api('POST', `/v1/courses/${c.course.id}/enrolment`, { token: m.token, json: { bundle_id: TOO_BIG } }), 'bundle_id', ID_MESSAGE);
    await expectFieldError(await t.api('PUT', byEnrolment('lastRead'), { token: m.token, json: { lesson_id: 1.5 } }), 'lesson_id', ID_MESSAGE);
  });

  it('parses path and query ids strictly: 1.0, 01, 1e0, 0x1 and +1 are not ids', async () => {
    const e = m.enrolmentId;
    expect((await t.api('GET', `/v1/courses/enrolled/${e}`, { token: m.token })).status).toBe(200);
    for (const written of [`${e}.0`, `0${e}`, `${e}e0`, `0x${e.toString(16)}`, `+${e}`, `${TOO_BIG}`, '0', '-1']) {
      await expectFieldError(await t.api('GET', `/v1/courses/enrolled/${encodeURIComponent(written)}`, { token: m.token }), 'id', ID_MESSAGE);
    }
    await expectFieldError(await t.api('GET', `/v1/courses?category=1.0`), 'category', ID_MESSAGE);
    await expectFieldError(await t.api('GET', `/v1/help-centers/${TOO_BIG}`), 'id', ID_MESSAGE);
    await expectFieldError(await t.api('GET', `/v1/auth/certificates/01/download`, { token: m.token }), 'id', ID_MESSAGE);
  });

  it('does not read a loosely written number as the id of a course, bundle or post (404)', async () => {
    expect((await t.api('GET', `/v1/courses/${c.course.id}`)).status).toBe(200);
    for (const written of [`0${c.course.id}`, `${c.course.id}.0`, `+${c.course.id}`, `${TOO_BIG}`, '99999999999']) {
      expect((await t.api('GET', `/v1/courses/${encodeURIComponent(written)}`)).status, written).toBe(404);
    }
  });
});

describe('oversized collections are refused early, with a bounded error reply', () => {
  it('a survey save with 400,000 unknown question ids is a small, quick refusal: the route’s body limit stops it before parsing', async () => {
    const answers: Record<string, string> = {};
    for (let i = 0; i < 400_000; i++) answers[String(100_000_000 + i)] = 'x';
    const json = JSON.stringify({ answers, submit: false });
    // Reading a 6 MB body costs what it costs; the refusal must add little to that (it once took 10 times as long).
    const parseStarted = performance.now();
    JSON.parse(json);
    const parseMs = performance.now() - parseStarted;
    const started = performance.now();
    const res = await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.survey.id}/survey`, { token: m.token, body: json, headers: { 'content-type': 'application/json' } });
    const text = await res.text();
    const ms = performance.now() - started;
    expect(res.status).toBe(413);
    expect(JSON.parse(text)).toEqual({ message: 'The request is larger than 1 MB.' });
    expect(ms).toBeLessThan(Math.max(1_000, parseMs * 5));
  });

  it('a survey save, quiz submit or checklist save with too many entries (within the body limit) is a 422 on the collection', async () => {
    const unknown = Object.fromEntries(Array.from({ length: 250 }, (_, i) => [String(100_000_000 + i), 'x']));
    await expectFieldError(await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.survey.id}/survey`, { token: m.token, json: { answers: unknown, submit: false } }), 'answers', /at most 200 entries/);
    const answers = Object.fromEntries(Array.from({ length: 300 }, (_, i) => [String(i + 1), ['a']]));
    await expectFieldError(await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.quiz.id}/quiz`, { token: m.token, json: { answers } }), 'answers', /at most 200 entries/);
    const checked = Array.from({ length: 1_000 }, (_, i) => i + 1);
    await expectFieldError(await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.checklist.id}/checklist`, { token: m.token, json: { checked_ids: checked } }), 'checked_ids', /at most 500 items/);
  });

  it('reports at most 20 fields and says how many more were wrong', async () => {
    const answers = Object.fromEntries(Array.from({ length: 150 }, (_, i) => [`q${i}`, 'x']));
    const res = await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.survey.id}/survey`, { token: m.token, json: { answers, submit: false } });
    expect(res.status).toBe(422);
    const reply = await body(res);
    expect(Object.keys(reply.errors)).toHaveLength(20);
    expect(reply.errors['answers.q0']).toEqual(['Question ids are whole numbers.']);
    expect(reply.message).toMatch(/ 130 more fields not shown\.$/);
  });
});

describe('validation messages are worded for people and keyed by the real path', () => {
  it('names the field and the bound', async () => {
    const res = await t.api('GET', '/v1/blogs?per_page=101');
    expect(res.status).toBe(422);
    expect((await body(res)).errors).toEqual({ per_page: ['Per page must be at most 100.'] });
    const zero = await body(await t.api('GET', '/v1/testimonials?page=0'));
    expect(zero.errors).toEqual({ page: ['Page must be at least 1.'] });
  });

  it('says which field is missing', async () => {
    const res = await t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: {} });
    expect(res.status).toBe(422);
    const reply = await body(res);
    expect(reply.errors).toEqual({ course_id: ['Course id is required.'] });
    expect(reply.message).toBe('The given data was invalid: Course id is required.');
  });

  it('keys item errors by their path and body-level errors under "body"', async () => {
    const items = await body(await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.checklist.id}/checklist`, { token: m.token, json: { checked_ids: [1, 'two'] } }));
    expect(items.errors).toEqual({ 'checked_ids.1': ['Checked ids 1 must be a whole number from 1 to 2147483647.'] });
    const whole = await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.checklist.id}/checklist`, { token: m.token, json: [1, 2] });
    expect(whole.status).toBe(422);
    expect((await body(whole)).errors).toEqual({ body: ['The request body must be a JSON object.'] });
  });

  it('never shows zod\'s default wording', async () => {
    const replies = await Promise.all([
      t.api('GET', '/v1/blogs?per_page=abc'),
      t.api('GET', '/v1/courses?level=expert'),
      t.api('POST', '/v1/auth/certificates/generate', { token: m.token, json: { course_id: 'one' } }),
      t.api('PUT', '/v1/auth/notification-settings', { token: m.token, json: { news: { email: 'yes' } } }),
      t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.survey.id}/survey`, { token: m.token, json: { answers: { 1: [1] }, submit: 'yes' } }),
    ]);
    for (const res of replies) {
      const text = await res.text();
      expect(res.status, text).toBe(422);
      expect(text).not.toMatch(/Invalid input|expected|received|Too big|Too small|Unrecognized/);
    }
  });
});
