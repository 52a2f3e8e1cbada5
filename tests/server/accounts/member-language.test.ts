// A member's language (docs/rules/accounts.md, "Member language"): chosen at registration (the page's
// language) and in the profile, and used for what reaches them outside a page: the verification
// e-mail and the certificate PDF here.
import { eq } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { UserSchema } from '../../../src/lib/schemas/accounts.ts';
import { users } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { pageText } from '../../helpers/pdf-text.ts';
import { body, enrol, makeLearningCourse } from '../learning/factories.ts';
import { json, linkIn, mailsTo, newRegistration } from './support.ts';

let t: TestContext;
let ipCounter = 0;
const ip = () => `198.51.100.${200 + (ipCounter += 1)}`;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

describe('registering with a language', () => {
  it('stores es and sends the verification e-mail in Spanish, its link to the Spanish page', async () => {
    const input = newRegistration({ name: 'Lucía Pérez', language: 'es' });
    const res = await t.api('POST', '/v1/auth/register', { json: input, ip: ip() });
    expect(res.status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.language).toBe('es');
    const [mail] = await mailsTo(t, input.email, 1);
    expect(mail!.subject).toBe('Confirma tu dirección de correo electrónico');
    expect(mail!.text).toContain('Hola, Lucía Pérez:');
    expect(mail!.text).toContain('Te damos la bienvenida a Wellspring.');
    expect(mail!.html).toContain('<html lang="es">');
    expect(linkIn(mail, '/email/verify/')).toContain(`${t.config.appUrl}/es/email/verify/${row!.id}/`);
  });

  it('is Spanish when not given but the form was sent from /es/register', async () => {
    const input = newRegistration();
    const res = await t.api('POST', '/v1/auth/register', { json: input, ip: ip(), headers: { referer: `${t.config.appUrl}/es/register` } });
    expect(res.status).toBe(201);
    const [mail] = await mailsTo(t, input.email, 1);
    expect(mail!.subject).toBe('Confirma tu dirección de correo electrónico');
  });

  it('is English when not given', async () => {
    const input = newRegistration();
    expect((await t.api('POST', '/v1/auth/register', { json: input, ip: ip() })).status).toBe(201);
    const [row] = await t.db.select().from(users).where(eq(users.email, input.email));
    expect(row!.language).toBe('en');
    const [mail] = await mailsTo(t, input.email, 1);
    expect(mail!.subject).toBe('Confirm your e-mail address');
  });

  it('refuses another language with a field error', async () => {
    const res = await t.api('POST', '/v1/auth/register', { json: newRegistration({ language: 'fr' }), ip: ip() });
    expect(res.status).toBe(422);
    expect((await json(res)).errors).toEqual({ language: ['Please choose English or Spanish.'] });
  });
});

describe('the profile language', () => {
  it('is shown, changed with PUT, kept when not sent, and refuses fr with 422', async () => {
    const m = await t.member({ name: 'Mara' });
    const before = UserSchema.parse((await json(await t.api('GET', '/v1/auth/profile', { token: m.token }))).data);
    expect(before.language).toBe('en');

    const put = await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: 'Mara', gender: null, language: 'es' } });
    expect(put.status).toBe(200);
    expect((await json(put)).data.language).toBe('es');
    expect((await json(await t.api('GET', '/v1/auth/profile', { token: m.token }))).data.language).toBe('es');

    // A form that does not send it leaves it as it is.
    expect((await json(await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: 'Mara B', gender: null } }))).data.language).toBe('es');

    const bad = await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: 'Mara', gender: null, language: 'fr' } });
    expect(bad.status).toBe(422);
    expect((await json(bad)).errors).toEqual({ language: ['Please choose English or Spanish.'] });
    const [row] = await t.db.select().from(users).where(eq(users.id, m.id));
    expect(row!.language).toBe('es');
  });
});

describe('a Spanish member’s certificate', () => {
  it('is drawn in Spanish', async () => {
    const c = await makeLearningCourse(t.db, { title: 'Mañanas tranquilas' });
    const m = await t.member({ name: 'Lucía Pérez' });
    expect((await t.api('PUT', '/v1/auth/profile', { token: m.token, json: { name: 'Lucía Pérez', gender: null, language: 'es' } })).status).toBe(200);
    await enrol(t, m.token, c.course.id);
    const at = (id: number, kind: string) => `/v1/courses/${c.course.id}/${id}/${kind}`;
    await t.api('POST', at(c.lessons.detail.id, 'finish'), { token: m.token });
    await t.api('POST', at(c.lessons.checklist.id, 'checklist'), { token: m.token, json: { checked_ids: c.itemIds } });
    await t.api('POST', at(c.lessons.quiz.id, 'quiz'), { token: m.token, json: { answers: c.rightAnswers } });
    await t.api('POST', at(c.lessons.survey.id, 'survey'), { token: m.token, json: { answers: { [c.surveyQuestions[0]!.id]: 4, [c.surveyQuestions[1]!.id]: 'am' } } });
    const last = await t.api('POST', at(c.lessons.task.id, 'task'), { token: m.token, json: { answer: 'Mi plan', submit: true } });
    expect((await body(last)).data.course_completed).toBe(true);

    const [cert] = (await body(await t.api('GET', '/v1/auth/certificates', { token: m.token }))).data;
    const doc = await PDFDocument.load(new Uint8Array(await (await t.api('GET', cert.download_path, { token: m.token })).arrayBuffer()));
    const text = pageText(doc);
    expect(text).toContain('Certificado de finalización');
    expect(text).toContain('Se certifica que');
    expect(text).toContain('ha completado el curso');
    expect(text).toMatch(/Expedido el \d{1,2} de [a-z]+ de \d{4}/);
    expect(text).toContain(`Código del certificado: ${cert.code}`);
    expect(text).not.toContain('Certificate of Completion');
  });
});
