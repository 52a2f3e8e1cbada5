// The language of the API's refusals (docs/i18n.md, "API refusals"): a request with
// `Accept-Language: es` (what our client sends from a Spanish page) is refused in Spanish, in the
// message and in every field error, with the same status; without the header, or with anything but
// `es`, the words are the English ones, unchanged. The studio's API stays English.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { discussionMutes, enrolments, reviewCards } from '../../../src/server/db/schema/index.ts';
import { ensureSiteSurvey, RECOMMEND_SURVEY } from '../../../src/server/surveys/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse } from '../catalogue/factories.ts';
import { paidCourse } from '../commerce/helpers.ts';
import { enrol, makeLearningCourse } from '../learning/factories.ts';
import { later, localIn } from '../live/times.ts';

let t: TestContext;
let member: Awaited<ReturnType<TestContext['member']>>;
let admin: Awaited<ReturnType<TestContext['member']>>;

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  member = await t.member({ name: 'Ana' });
  admin = await t.member({ role: 'admin' });
});
afterAll(() => t.close());

type Refusal = { status: number; message: string; errors: Record<string, string[]> };
const SPANISH = { 'accept-language': 'es' };

async function refusal(res: Response): Promise<Refusal> {
  const body = (await res.json()) as { message: string; errors?: Record<string, string[]> };
  return { status: res.status, message: body.message, errors: body.errors ?? {} };
}

/** The same request in English (no header) and in Spanish. */
async function both(method: string, path: string, options: { token?: string; json?: unknown; status?: number } = {}) {
  const en = await refusal(await t.api(method, path, options));
  const es = await refusal(await t.api(method, path, { ...options, headers: SPANISH }));
  expect(es.status).toBe(en.status);
  expect(Object.keys(es.errors)).toEqual(Object.keys(en.errors));
  if (options.status) expect(en.status).toBe(options.status);
  return { en, es };
}

const registration = { name: 'Ana', email: 'ana-nueva@example.com', password: 'correct horse battery', password_confirmation: 'correct horse battery', terms: true };

describe('a Spanish request is refused in Spanish, an English one as before', () => {
  it('registration: the schema’s own messages, the worded map and the passwords rule', async () => {
    const { en, es } = await both('POST', '/v1/auth/register', {
      json: { ...registration, name: '', email: 'not-an-address', password: 'short', password_confirmation: 'other', terms: false, language: 'fr' },
    });
    expect(en.status).toBe(422);
    expect(en.errors).toEqual({
      name: ['Please enter your name.'],
      email: ['Please enter a valid e-mail address, like name@example.com.'],
      password: ['The password must be at least 8 characters.'],
      terms: ['Please accept the terms and conditions to continue.'],
      language: ['Please choose English or Spanish.'],
    });
    expect(en.message).toBe('The given data was invalid: Please enter your name.');
    expect(es.errors).toEqual({
      name: ['Escribe tu nombre.'],
      email: ['Escribe una dirección de correo electrónico válida, como nombre@ejemplo.com.'],
      password: ['La contraseña debe tener al menos 8 caracteres.'],
      terms: ['Acepta los términos y condiciones para continuar.'],
      language: ['Elige inglés o español.'],
    });
    expect(es.message).toBe('Los datos enviados no son válidos: Escribe tu nombre.');

    const mismatch = await both('POST', '/v1/auth/register', { json: { ...registration, password_confirmation: 'correct horse battery!' } });
    expect(mismatch.en.errors).toEqual({ password_confirmation: ['The two passwords do not match.'] });
    expect(mismatch.es.errors).toEqual({ password_confirmation: ['Las dos contraseñas no coinciden.'] });
  });

  it('a field without a message of its own: a Spanish label when a member fills it, the English one otherwise', async () => {
    const { en, es } = await both('POST', '/v1/auth/register', { json: { ...registration, name: 5, recaptcha_token: 5 } });
    expect(en.errors).toEqual({ name: ['Please enter your name.'], recaptcha_token: ['Recaptcha token must be text.'] });
    expect(es.errors).toEqual({ name: ['Escribe tu nombre.'], recaptcha_token: ['El campo Recaptcha token debe ser texto.'] });

    const text = await both('POST', '/v1/auth/register', { json: { ...registration, email: `ana\u0000@example.com` } });
    expect(text.en.errors.email).toEqual(['Email must not contain a NUL character or broken Unicode.']);
    expect(text.es.errors.email).toEqual(['El campo correo electrónico no debe contener un carácter NUL ni Unicode mal formado.']);
  });

  it('every answer outside the studio varies with the header, so no cache hands one language the other’s', async () => {
    const es = await t.api('GET', '/v1/courses', { headers: SPANISH });
    expect(es.headers.get('vary')).toMatch(/Accept-Language/);
    const en = await t.api('GET', '/v1/courses');
    expect(en.headers.get('vary')).toMatch(/Accept-Language/);
    const studio = await t.api('GET', '/v1/admin/courses', { token: admin.token, headers: SPANISH });
    expect(studio.headers.get('vary') ?? '').not.toMatch(/Accept-Language/);
  });

  it('login: a wrong password, worded by the service', async () => {
    const { en, es } = await both('POST', '/v1/auth/login', { json: { email: member.email, password: 'not the password' } });
    expect(en.status).toBe(422);
    expect(en.errors.email).toEqual(['These credentials do not match our records. Check the e-mail address and password, or reset your password.']);
    expect(es.errors.email).toEqual(['Estos datos no coinciden con nuestros registros. Revisa la dirección de correo electrónico y la contraseña, o restablece tu contraseña.']);
    expect(es.message).toBe(es.errors.email![0]);
  });

  it('profile: a long name, and a 401 without a session', async () => {
    const { en, es } = await both('PUT', '/v1/auth/profile', { token: member.token, json: { name: 'a'.repeat(101) } });
    expect(en.errors.name).toEqual(['Your name can be at most 100 characters.']);
    expect(es.errors.name).toEqual(['Tu nombre puede tener como máximo 100 caracteres.']);

    const signedOut = await both('PUT', '/v1/auth/profile', { json: { name: 'Ana' } });
    expect(signedOut.en).toEqual({ status: 401, message: 'You need to log in to do that.', errors: {} });
    expect(signedOut.es).toEqual({ status: 401, message: 'Tienes que iniciar sesión para hacer eso.', errors: {} });

    const password = await both('POST', '/v1/auth/password/change', { token: member.token, json: { current_password: 'wrong password', password: 'a new password 1', password_confirmation: 'a new password 1' } });
    expect(password.en.errors.current_password).toEqual(['The current password is not correct.']);
    expect(password.es.errors.current_password).toEqual(['La contraseña actual no es correcta.']);
  });

  it('contact form: every field', async () => {
    const { en, es } = await both('POST', '/v1/enquiry', { json: { name: '', email: '', phone: 'call me', subject: 'Hi', message: 'Short' } });
    expect(en.errors).toEqual({
      name: ['Please enter your name.'],
      email: ['Please enter your e-mail address.'],
      phone: ['Please enter a phone number with digits, spaces, +, - or brackets only, or leave it empty.'],
      subject: ['The subject must be at least 3 characters.'],
      message: ['The message must be at least 10 characters.'],
    });
    expect(es.errors).toEqual({
      name: ['Escribe tu nombre.'],
      email: ['Escribe tu dirección de correo electrónico.'],
      phone: ['Escribe un número de teléfono solo con dígitos, espacios, +, - o paréntesis, o déjalo vacío.'],
      subject: ['El asunto debe tener al menos 3 caracteres.'],
      message: ['El mensaje debe tener al menos 10 caracteres.'],
    });
  });

  it('a request body that is not an object, and a header other than exactly "es"', async () => {
    const { en, es } = await both('POST', '/v1/enquiry', { json: [1, 2] });
    expect(en.errors.body).toEqual(['The request body must be a JSON object.']);
    expect(es.errors.body).toEqual(['El cuerpo de la solicitud debe ser un objeto JSON.']);

    for (const header of ['es-ES,es;q=0.9', 'en', 'fr', '']) {
      const res = await refusal(await t.api('POST', '/v1/enquiry', { json: { ...registration, name: '' }, headers: { 'accept-language': header } }));
      expect(res.errors.name, header).toEqual(['Please enter your name.']);
    }
  });
});

describe('the studio stays English', () => {
  it('an admin route answers in English even to a Spanish request', async () => {
    const { en, es } = await both('POST', '/v1/admin/plans', { token: admin.token, json: { name: '' } });
    expect(en.status).toBe(422);
    expect(es).toEqual(en);
    expect(en.message).toMatch(/^The given data was invalid: /);
  });
});

describe('a Spanish request is answered in Spanish when it succeeds too', () => {
  it('forgot password and signing out other devices say what happened in the page’s language', async () => {
    const forgotEs = await t.api('POST', '/v1/auth/password/forgot', { json: { email: 'nobody-here@example.com' }, headers: SPANISH });
    expect(forgotEs.status).toBe(200);
    expect((await forgotEs.json()).data.message).toBe('Si existe una cuenta con esa dirección de correo, le hemos enviado un enlace para restablecer la contraseña. El enlace funciona durante 60 minutos.');
    const forgotEn = await t.api('POST', '/v1/auth/password/forgot', { json: { email: 'nobody-here@example.com' } });
    expect((await forgotEn.json()).data.message).toBe('If an account exists for that e-mail address, we have sent it a link to reset the password. The link works for 60 minutes.');

    const someone = await t.member({ name: 'Leo' });
    const others = await t.api('POST', '/v1/auth/sessions/revoke-others', { token: someone.token, headers: SPANISH });
    expect(others.status).toBe(200);
    expect((await others.json()).data.message).toBe('No hay ningún otro dispositivo con la sesión iniciada.');
  });
});

describe('a Spanish request’s 404 names the thing in Spanish', () => {
  it('an unknown course, and a course the member is not enrolled in', async () => {
    const { en, es } = await both('GET', '/v1/courses/999999');
    expect(en).toMatchObject({ status: 404, message: 'The course was not found.' });
    expect(es).toMatchObject({ status: 404, message: 'No encontramos el curso.' });
    const notEnrolled = await both('GET', '/v1/courses/enrolled/999999', { token: member.token });
    expect(notEnrolled.es.status).toBe(404);
    expect(notEnrolled.es.message).toMatch(/^No (encontramos|estás inscrito)/);
    expect(notEnrolled.en.message).toMatch(/^(The .* was not found\.|You are not enrolled in this course\.)$/);
  });
});

// The members' own domains, one representative refusal each (docs/i18n.md, "API refusals").
describe('the members’ domains refuse a Spanish request in Spanish', () => {
  it('journal: a save dated too far back', async () => {
    const c = await makeLearningCourse(t.db, { title: 'Diario' });
    const me = await t.member();
    const written_at = new Date(Date.now() - 8 * 86_400_000).toISOString();
    const { en, es } = await both('PUT', `/v1/auth/journal/lessons/${c.lessons.detail.id}`, { token: me.token, json: { body: 'Hola', written_at }, status: 422 });
    expect(en.errors.written_at).toEqual(['A save can be dated at most 7 days back.']);
    expect(es.errors.written_at).toEqual(['La fecha de un guardado puede ser como mucho de hace 7 días.']);
  });

  it('review cards: a card graded before it is due', async () => {
    const c = await makeLearningCourse(t.db, { passMark: 60 });
    const me = await t.member();
    await enrol(t, me.token, c.course.id);
    const quiz = await t.api('POST', `/v1/courses/${c.course.id}/${c.lessons.quiz.id}/quiz`, { token: me.token, json: { answers: c.rightAnswers } });
    expect(quiz.status, await quiz.clone().text()).toBe(200);
    const [card] = await t.db.select().from(reviewCards).where(eq(reviewCards.userId, me.id));
    const { en, es } = await both('POST', `/v1/auth/review/${card!.id}/grade`, { token: me.token, json: { grade: 3 }, status: 409 });
    const due = /^This card is not due until (\d{4}-\d\d-\d\d)\.$/.exec(en.message)?.[1];
    expect(due, en.message).toBeTruthy();
    expect(es.message).toBe(`Esta tarjeta no toca repasarla hasta el ${due}.`);
  });

  it('lessons: a quiz sent with questions left unanswered', async () => {
    const c = await makeLearningCourse(t.db);
    const me = await t.member();
    await enrol(t, me.token, c.course.id);
    const { en, es } = await both('POST', `/v1/courses/${c.course.id}/${c.lessons.quiz.id}/quiz`, { token: me.token, json: { answers: {} }, status: 422 });
    const count = c.questions.length;
    expect(en.message).toBe(`Answer every question before submitting (${count} left).`);
    expect(es.message).toBe(`Responde a todas las preguntas antes de enviar (faltan ${count}).`);
    expect(Object.values(en.errors)).toEqual(c.questions.map(() => ['Choose an answer.']));
    expect(Object.values(es.errors)).toEqual(c.questions.map(() => ['Elige una respuesta.']));
  });

  it('tasks and mentors: the mentors’ queue for a member who is not one', async () => {
    const { en, es } = await both('GET', '/v1/mentors/task-reviews', { token: member.token, status: 403 });
    expect(en.message).toBe('Only mentors can do that. Become a mentor on the Mentor page first.');
    expect(es.message).toBe('Solo los mentores pueden hacer eso. Hazte mentor primero en la página Mentor.');
  });

  it('mentors: a second group of the same name, and inviting your own address', async () => {
    const mentor = await t.member({ name: 'Marta', isMentor: true });
    expect((await t.api('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: 'Tardes' } })).status).toBe(201);
    const { en, es } = await both('POST', '/v1/mentors/groups', { token: mentor.token, json: { name: 'Tardes' }, status: 422 });
    expect(en.errors.name).toEqual(['You already have a group called “Tardes”. Please give this one another name.']);
    expect(es.errors.name).toEqual(['Ya tienes un grupo llamado «Tardes». Ponle otro nombre a este.']);

    const invite = async (headers?: Record<string, string>) => {
      const res = await t.api('POST', '/v1/mentors/invite', { token: mentor.token, json: { emails: [mentor.email] }, ...(headers ? { headers } : {}) });
      expect(res.status).toBe(201);
      return ((await res.json()) as { data: { skipped: Array<{ reason: string }> } }).data.skipped.map((s) => s.reason);
    };
    expect(await invite()).toEqual(['That is your own address.']);
    expect(await invite(SPANISH)).toEqual(['Es tu propia dirección.']);
  });

  it('surveys: answering a survey already answered', async () => {
    const surveyId = await ensureSiteSurvey(t.db, RECOMMEND_SURVEY);
    const c = await makeLearningCourse(t.db);
    const me = await t.member();
    const enrolmentId = await enrol(t, me.token, c.course.id);
    await t.db.update(enrolments).set({ status: 'completed', completedAt: new Date() }).where(eq(enrolments.id, enrolmentId));
    expect((await t.api('POST', `/v1/siteSurveys/${surveyId}`, { token: me.token, json: { score: 9 } })).status).toBe(201);
    const { en, es } = await both('POST', `/v1/siteSurveys/${surveyId}`, { token: me.token, json: { score: 3 }, status: 409 });
    expect(en.message).toBe('You have already answered or dismissed this survey.');
    expect(es.message).toBe('Ya respondiste o descartaste esta encuesta.');
  });

  it('push subscriptions: an endpoint that is not https', async () => {
    const keys = { p256dh: 'B'.repeat(87), auth: 'A'.repeat(22) };
    const { en, es } = await both('POST', '/v1/auth/push-subscriptions', { token: member.token, json: { endpoint: 'http://push.example.com/x', keys }, status: 422 });
    expect(en.errors.endpoint).toEqual(['Must be the https address of a push service.']);
    expect(es.errors.endpoint).toEqual(['Debe ser la dirección https de un servicio de notificaciones push.']);
  });

  it('discussions: posting paused by a moderator, with the end of the pause in Spanish', async () => {
    const c = await makeLearningCourse(t.db, { title: 'Palabras amables' });
    const me = await t.member();
    await enrol(t, me.token, c.course.id);
    await t.db.insert(discussionMutes).values({ courseId: c.course.id, userId: me.id, until: new Date('2099-03-05T14:30:00Z'), reason: 'Rude' });
    const { en, es } = await both('POST', `/v1/auth/lessons/${c.lessons.detail.id}/threads`, { token: me.token, json: { body: 'Hola a todos' }, status: 403 });
    expect(en.message).toBe('A moderator has paused your posting in Palabras amables until Thu, 05 Mar 2099 14:30 UTC.');
    expect(es.message).toBe('Un moderador ha pausado tus publicaciones en Palabras amables hasta el 5 de marzo de 2099 a las 14:30 UTC.');
  });

  it('checkout: a VAT number that fails its check digits or belongs to another country', async () => {
    const course = await paidCourse(t);
    const invalid = await both('POST', '/v1/subscriptions/quote', { json: { course_id: course.id, country: 'DE', vat_number: 'DE136695977' }, status: 422 });
    expect(invalid.en.errors.vat_number).toEqual(['This VAT number is not valid: check it against your registration.']);
    expect(invalid.es.errors.vat_number).toEqual(['Este número de IVA no es válido: compruébalo con tu registro.']);
    const elsewhere = await both('POST', '/v1/subscriptions/quote', { json: { course_id: course.id, country: 'DE', vat_number: 'FR40303265045' }, status: 422 });
    expect(elsewhere.en.errors.vat_number).toEqual(['This VAT number belongs to another country than your billing address.']);
    expect(elsewhere.es.errors.vat_number).toEqual(['Este número de IVA es de un país distinto al de tu dirección de facturación.']);
  });

  it('live sessions: a member’s RSVP to a cancelled session in Spanish; the organisers’ refusals, under /v1/admin, in English', async () => {
    const author = await t.member({ role: 'author', secondFactor: 'totp' });
    const courseId = (await makeCourse(t.db, { categoryId: (await makeCategory(t.db)).id, ownerId: author.id, title: 'Respirar' })).id;
    const me = await t.member();
    await t.db.insert(enrolments).values({ userId: me.id, courseId });
    const zone = 'Europe/Madrid';
    const session = {
      title: 'Respirar juntos', description: '', starts_at_local: localIn(later(48), zone), time_zone: zone, duration_minutes: 60,
      join_url: 'https://meet.example.com/respirar', capacity: 10, course_id: courseId,
    };
    const scheduled = await t.api('POST', '/v1/admin/live-sessions', { token: author.token, json: session });
    expect(scheduled.status, await scheduled.clone().text()).toBe(201);
    const { id } = ((await scheduled.json()) as { data: { id: number } }).data;
    expect((await t.api('POST', `/v1/admin/live-sessions/${id}/cancel`, { token: author.token })).status).toBe(200);
    const { en, es } = await both('POST', `/v1/auth/live-sessions/${id}/rsvp`, { token: me.token, status: 409 });
    expect(en.message).toBe('This session was cancelled.');
    expect(es.message).toBe('Esta sesión se canceló.');

    const organiser = await both('POST', '/v1/admin/live-sessions', { token: me.token, json: session, status: 403 });
    expect(organiser.es).toEqual(organiser.en);
    expect(organiser.en.message).toBe('Live sessions are scheduled by course authors, administrators and mentors.');
  });
});
