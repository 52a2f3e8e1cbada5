// A newsletter's frame in each member's language (docs/i18n.md, "E-mails"): the admin's subject and
// text go out as written; the line saying why the member gets it, the unsubscribe link (to the page
// in their language), a video's link and the test-copy note are in Spanish for a Spanish member and
// as before for an English one.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enrolments, users } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { NEWSLETTER_JOBS } from '../../../src/server/newsletters/service/index.ts';
import { newsletterMail } from '../../../src/server/newsletters/service/mail.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { readMail, type Mail } from '../../helpers/mail.ts';
import { makeCategory, makeCourse } from '../catalogue/factories.ts';
import { json } from '../commerce/helpers.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

const BODY = '<p>A course on <strong>sleep</strong>.</p>';

async function agreeing(name: string, language: 'en' | 'es') {
  const m = await t.member({ name });
  await t.db.update(users).set({ newsConsentAt: new Date(), language }).where(eq(users.id, m.id));
  return m;
}

const mailsTo = async (subject: string): Promise<Mail[]> => (await Promise.all(t.outbox().map(readMail))).filter((m) => m.subject === subject);

describe('a newsletter', () => {
  it('is framed in Spanish for a Spanish member and in English for an English one; the admin’s test copy in theirs', async () => {
    const admin = await t.member({ name: 'News Admin', role: 'admin' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, admin.id));
    const category = await makeCategory(t.db);
    const course = await makeCourse(t.db, { categoryId: category.id, isFree: true, priceCents: 0 });
    const lucia = await agreeing('Lucía', 'es');
    const ann = await agreeing('Ann', 'en');
    await t.db.insert(enrolments).values([lucia, ann].map((m) => ({ userId: m.id, courseId: course.id })));

    const res = await t.api('POST', '/v1/admin/newsletters', { token: admin.token, json: { subject: 'Sleep news', body_html: BODY, segment: { kind: 'course', course_id: course.id } } });
    const draft = (await json(res)).data;
    expect(res.status).toBe(201);
    await t.api('POST', `/v1/admin/newsletters/${draft.id}/test`, { token: admin.token });
    const [test] = await mailsTo('[Test] Sleep news');
    expect(test!.text).toContain('Una copia de prueba: solo la has recibido tú.');

    await t.api('POST', `/v1/admin/newsletters/${draft.id}/send`, { token: admin.token, json: {} });
    await createWorker({ deps: t.deps, definitions: NEWSLETTER_JOBS, now: () => new Date() }).drain();
    const mails = await mailsTo('Sleep news');

    const es = mails.find((m) => m.to === lucia.email)!;
    expect(es.text).toContain('A course on sleep.');
    expect(es.text).toContain('Recibes este correo porque aceptaste recibir noticias de Wellspring por correo electrónico.');
    expect(es.text).toContain(`Darte de baja: ${t.config.appUrl}/es/unsubscribe?u=${lucia.id}&n=${draft.id}&t=`);
    expect(es.html).toContain('<html lang="es">');

    const en = mails.find((m) => m.to === ann.email)!;
    expect(en.text).toContain('You receive this because you agreed to news from Wellspring by e-mail.');
    expect(en.text).toContain(`Unsubscribe: ${t.config.appUrl}/unsubscribe?u=${ann.id}&n=${draft.id}&t=`);
    expect(en.html).toContain('<html lang="en">');
  });

  it('turns a video into a link named in the member’s language', () => {
    const mail = (locale: 'en' | 'es') =>
      newsletterMail({ to: 'x@example.test', subject: 'S', bodyHtml: '<p><iframe src="https://player.example/v/1" title="Sleep well"></iframe></p><p><iframe src="https://player.example/v/2"></iframe></p>', appUrl: 'https://w.example', links: { page: 'p', oneClick: 'o' }, locale });
    expect(mail('es').text).toContain('Ver el vídeo: Sleep well (https://player.example/v/1)\nVer el vídeo (https://player.example/v/2)');
    expect(mail('en').text).toContain('Watch the video: Sleep well (https://player.example/v/1)\nWatch the video (https://player.example/v/2)');
  });
});
