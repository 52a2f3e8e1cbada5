// Spanish versions of courses, lessons and help articles (docs/rules/content.md, "Content
// translations"): the studio saves, reads and deletes them (401, 403, 404, 422; HTML sanitized like
// the English; audited); the read services show them with locale 'es' and fall back to the English
// with `translated: false`; a Spanish search finds a course and an article by a Spanish word, and an
// English read is unchanged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getCourseDetail, searchCourses } from '../../../src/server/catalogue/service/index.ts';
import { getHelpArticle, listHelpArticles } from '../../../src/server/content/service/index.ts';
import { getLesson } from '../../../src/server/learning/service/get-lesson.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { makeCategory, makeCourse, makeHelpArticle, makeHelpCategory, makeLesson } from '../catalogue/factories.ts';
import { body } from '../learning/factories.ts';
import { auditRows } from '../studio/helpers.ts';

let t: TestContext;
type Member = Awaited<ReturnType<TestContext['member']>>;
let admin: Member;
let author: Member;
let otherAuthor: Member;
let courseId: number;
let otherCourseId: number;
let lessonId: number;
let articleId: number;
let otherArticleId: number;

const query = (term?: string) => ({ page: 1, per_page: 12, ...(term ? { term } : {}) }) as Parameters<typeof searchCourses>[0]['query'];

beforeAll(async () => {
  t = await createTestContext({ seeded: false });
  admin = await t.member({ name: 'Ana Admin', role: 'admin' });
  author = await t.member({ name: 'Ada Author', role: 'author' });
  otherAuthor = await t.member({ name: 'Otto Author', role: 'author' });
  const cat = await makeCategory(t.db, { name: 'Rest', slug: 'rest' });
  courseId = (await makeCourse(t.db, { categoryId: cat.id, title: 'Quiet evenings', summary: 'Wind down before bed.', descriptionHtml: '<p>Slow routines.</p>', ownerId: author.id })).id;
  otherCourseId = (await makeCourse(t.db, { categoryId: cat.id, title: 'Morning light', summary: 'Start the day calmly.', ownerId: otherAuthor.id })).id;
  lessonId = (await makeLesson(t.db, { courseId, position: 1, title: 'Dim the lights', kind: 'detail', bodyHtml: '<p>Lower the lamps.</p>', isPreview: true })).id;
  const hc = await makeHelpCategory(t.db, { name: 'Account', slug: 'account' });
  articleId = (await makeHelpArticle(t.db, { categoryId: hc.id, title: 'Resetting your password', contentHtml: '<p>Use the forgot password link.</p>' })).id;
  otherArticleId = (await makeHelpArticle(t.db, { categoryId: hc.id, title: 'Changing your e-mail', contentHtml: '<p>Open your profile.</p>' })).id;
});
afterAll(() => t.close());

describe('who may write a Spanish version', () => {
  it('answers 401 without a token, 403 to a member, 404 for another author’s course and for unknown items', async () => {
    const member = await t.member();
    const calls: Array<[string, string, unknown?]> = [
      ['GET', `/v1/admin/courses/${courseId}/spanish`],
      ['PUT', `/v1/admin/courses/${courseId}/spanish`, { title: 'Tardes tranquilas' }],
      ['DELETE', `/v1/admin/courses/${courseId}/spanish`],
      ['GET', `/v1/admin/lessons/${lessonId}/spanish`],
      ['PUT', `/v1/admin/lessons/${lessonId}/spanish`, { title: 'Baja las luces' }],
      ['DELETE', `/v1/admin/lessons/${lessonId}/spanish`],
      ['GET', `/v1/admin/content/help-articles/${articleId}/spanish`],
      ['PUT', `/v1/admin/content/help-articles/${articleId}/spanish`, { title: 'Hola', content: '<p>Hola</p>' }],
      ['DELETE', `/v1/admin/content/help-articles/${articleId}/spanish`],
    ];
    for (const [method, path, json] of calls) {
      expect((await t.api(method, path, { json })).status, `${method} ${path}`).toBe(401);
      expect((await t.api(method, path, { token: member.token, json })).status, `${method} ${path}`).toBe(403);
    }
    // Help articles are for admins only; courses and lessons for their authors.
    expect((await t.api('GET', `/v1/admin/content/help-articles/${articleId}/spanish`, { token: author.token })).status).toBe(403);
    expect((await t.api('GET', `/v1/admin/courses/${courseId}/spanish`, { token: otherAuthor.token })).status).toBe(404);
    expect((await t.api('PUT', `/v1/admin/lessons/${lessonId}/spanish`, { token: otherAuthor.token, json: { title: 'X' } })).status).toBe(404);
    expect((await t.api('GET', `/v1/admin/courses/999999/spanish`, { token: admin.token })).status).toBe(404);
    expect((await t.api('GET', `/v1/admin/lessons/999999/spanish`, { token: admin.token })).status).toBe(404);
    expect((await t.api('PUT', `/v1/admin/content/help-articles/999999/spanish`, { token: admin.token, json: { title: 'Hola', content: '<p>Hola</p>' } })).status).toBe(404);
  });

  it('answers 422 with field errors for a missing title, an empty article or an unknown field', async () => {
    const course = await t.api('PUT', `/v1/admin/courses/${courseId}/spanish`, { token: author.token, json: { title: ' ', summary: 'x'.repeat(401) } });
    expect(course.status).toBe(422);
    const errors = (await body(course)).errors;
    expect(errors.title).toEqual(['Write the Spanish title.']);
    expect(errors.summary).toEqual(['Keep the summary to 400 characters.']);
    const help = await t.api('PUT', `/v1/admin/content/help-articles/${articleId}/spanish`, { token: admin.token, json: { title: 'Hola', content: '<p> </p>' } });
    expect(help.status).toBe(422);
    expect((await body(help)).errors.content).toEqual(['Write the Spanish article.']);
    expect((await t.api('PUT', `/v1/admin/lessons/${lessonId}/spanish`, { token: author.token, json: { title: 'Hola', kind: 'quiz' } })).status).toBe(422);
  });
});

describe('saving and reading a Spanish version', () => {
  it('starts with none (data null), saves it sanitized and audited, replaces it, and deletes it', async () => {
    const path = `/v1/admin/courses/${courseId}/spanish`;
    expect((await body(await t.api('GET', path, { token: author.token }))).data).toBeNull();
    const saved = await t.api('PUT', path, {
      token: author.token,
      json: { title: 'Tardes tranquilas', summary: 'Relájate antes de dormir.', description_html: '<p onclick="x()">Rutinas lentas.</p><script>alert(1)</script>' },
    });
    expect(saved.status).toBe(200);
    const data = (await body(saved)).data;
    expect(data).toMatchObject({ course_id: courseId, locale: 'es', title: 'Tardes tranquilas', summary: 'Relájate antes de dormir.', description_html: '<p>Rutinas lentas.</p>' });
    expect((await body(await t.api('GET', path, { token: admin.token }))).data.title).toBe('Tardes tranquilas');
    const again = await t.api('PUT', path, { token: author.token, json: { title: 'Tardes en calma', summary: 'Relájate antes de dormir.', description_html: '<p>Rutinas lentas.</p>' } });
    expect((await body(again)).data.title).toBe('Tardes en calma');
    const audit = await auditRows(t, 'course', courseId);
    expect(audit.map((a) => a.action)).toEqual(['course.spanish.save', 'course.spanish.save']);
    expect((audit[1]!.before as { title: string }).title).toBe('Tardes tranquilas');

    const removed = await t.api('DELETE', path, { token: author.token });
    expect((await body(removed)).data.title).toBe('Tardes en calma');
    expect((await body(await t.api('DELETE', path, { token: author.token }))).data).toBeNull();
    expect((await body(await t.api('GET', path, { token: author.token }))).data).toBeNull();
  });

  it('shows the Spanish course, lesson and article with locale es, and the English with translated false where there is none', async () => {
    await t.api('PUT', `/v1/admin/courses/${courseId}/spanish`, { token: author.token, json: { title: 'Tardes tranquilas', summary: 'Relájate antes de dormir con rutinas suaves.' } });
    await t.api('PUT', `/v1/admin/lessons/${lessonId}/spanish`, { token: author.token, json: { title: 'Baja las luces', body_html: '<p>Atenúa las lámparas.</p>' } });
    await t.api('PUT', `/v1/admin/content/help-articles/${articleId}/spanish`, { token: admin.token, json: { title: 'Restablecer tu contraseña', content: '<p>Usa el enlace de contraseña olvidada.</p>' } });

    const es = await getCourseDetail({ db: t.db, idOrSlug: String(courseId), locale: 'es' });
    expect(es).toMatchObject({ title: 'Tardes tranquilas', summary: 'Relájate antes de dormir con rutinas suaves.', translated: true });
    // An empty Spanish description shows the English one.
    expect(es.description).toBe('<p>Slow routines.</p>');
    expect(es.lessons[0]!.title).toBe('Baja las luces');
    const english = await getCourseDetail({ db: t.db, idOrSlug: String(courseId) });
    expect(english.title).toBe('Quiet evenings');
    expect(english).not.toHaveProperty('translated');
    const untranslated = await getCourseDetail({ db: t.db, idOrSlug: String(otherCourseId), locale: 'es' });
    expect(untranslated).toMatchObject({ title: 'Morning light', translated: false });

    const lesson = await getLesson({ db: t.db, actor: null, courseId, lessonId, secret: 'test-secret', locale: 'es' });
    expect(lesson).toMatchObject({ title: 'Baja las luces', body_html: '<p>Atenúa las lámparas.</p>', translated: true });
    expect(await getLesson({ db: t.db, actor: null, courseId, lessonId, secret: 'test-secret' })).not.toHaveProperty('translated');
    const api = await t.api('GET', `/v1/courses/${courseId}/${lessonId}?lang=es`);
    expect(api.status).toBe(200);
    expect((await body(api)).data).toMatchObject({ title: 'Baja las luces', translated: true });
    expect((await body(await t.api('GET', `/v1/courses/${courseId}/${lessonId}`))).data.title).toBe('Dim the lights');
    expect((await t.api('GET', `/v1/courses/${courseId}/${lessonId}?lang=fr`)).status).toBe(422);

    expect(await getHelpArticle({ db: t.db, id: articleId, locale: 'es' })).toMatchObject({ title: 'Restablecer tu contraseña', content: '<p>Usa el enlace de contraseña olvidada.</p>', translated: true });
    expect(await getHelpArticle({ db: t.db, id: otherArticleId, locale: 'es' })).toMatchObject({ title: 'Changing your e-mail', translated: false });
    expect((await getHelpArticle({ db: t.db, id: articleId })).title).toBe('Resetting your password');

    const cards = (await searchCourses({ db: t.db, query: query(), locale: 'es' })).items;
    expect(cards.find((c) => c.id === courseId)).toMatchObject({ title: 'Tardes tranquilas', translated: true });
    expect(cards.find((c) => c.id === otherCourseId)).toMatchObject({ title: 'Morning light', translated: false });
  });

  it('finds a course and an article by a Spanish word (stemmed with the spanish configuration), and still by an English one', async () => {
    await t.api('PUT', `/v1/admin/courses/${courseId}/spanish`, { token: author.token, json: { title: 'Tardes tranquilas', summary: 'Relájate antes de dormir con rutinas suaves.' } });
    await t.api('PUT', `/v1/admin/content/help-articles/${articleId}/spanish`, { token: admin.token, json: { title: 'Restablecer tu contraseña', content: '<p>Usa el enlace de contraseña olvidada.</p>' } });

    const found = await searchCourses({ db: t.db, query: query('rutina'), locale: 'es' });
    expect(found.items.map((c) => c.id)).toEqual([courseId]);
    expect(found.items[0]!.highlight!.summary).toContain('<mark>rutinas</mark>');
    expect((await searchCourses({ db: t.db, query: query('tranquila'), locale: 'es' })).items.map((c) => c.id)).toEqual([courseId]);
    expect((await searchCourses({ db: t.db, query: query('evenings'), locale: 'es' })).items.map((c) => c.id)).toEqual([courseId]);
    expect((await searchCourses({ db: t.db, query: { ...query('rutinas'), sort: 'title' }, locale: 'es' })).items.map((c) => c.id)).toEqual([courseId]);
    // English search does not read the Spanish versions.
    expect((await searchCourses({ db: t.db, query: query('rutinas') })).items).toEqual([]);

    const help = await listHelpArticles({ db: t.db, query: { term: 'contraseñas', page: 1, per_page: 10 }, locale: 'es' });
    expect(help.items.map((a) => a.id)).toEqual([articleId]);
    expect(help.items[0]).toMatchObject({ title: 'Restablecer tu contraseña', translated: true });
    expect(help.items[0]!.snippet).toContain('<mark>');
    expect((await listHelpArticles({ db: t.db, query: { term: 'contraseña', page: 1, per_page: 10 } })).items).toEqual([]);
  });
});
