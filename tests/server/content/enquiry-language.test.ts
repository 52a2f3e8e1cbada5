// Contact enquiries and languages (docs/i18n.md, "E-mails"): the receipt the writer reads is in the
// language of the page they wrote from (a same-origin Referer under /es/), the copy the support team
// gets stays English; the studio's reply e-mail is framed in the language of that page, kept with the
// enquiry (for an enquiry kept before that, the member's language when the address is a member's).
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { enquiries, users } from '../../../src/server/db/schema/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { readMail } from '../../helpers/mail.ts';

const valid = { name: 'Lucía Pérez', email: 'lucia@example.test', subject: 'Reserva de grupo', message: '¿Podemos hacer el curso de sueño diez personas juntas?' };
let t: TestContext;
let n = 0;
const ip = () => `198.51.100.${(n += 1)}`;

beforeAll(async () => {
  t = await createTestContext({ seeded: false, env: { SUPPORT_EMAIL: 'help-desk@example.test' } });
});
afterAll(() => t.close());

describe('POST /v1/enquiry', () => {
  it('answers in Spanish when sent from a Spanish page; the support copy stays English', async () => {
    const res = await t.api('POST', '/v1/enquiry', { json: valid, ip: ip(), headers: { referer: `${t.config.appUrl}/es/contact-us` } });
    expect(res.status).toBe(201);
    const { data } = await res.json();
    expect(data.message).toBe('Gracias, Lucía Pérez. Hemos recibido tu mensaje y te responderemos a lucia@example.test en un plazo de un día laborable.');
    const staff = await readMail(t.outbox().at(-1)!);
    expect(staff.to).toBe('help-desk@example.test');
    expect(staff.subject).toBe(`Enquiry #${data.id}: Reserva de grupo`);
    expect(staff.text).toContain('Name: Lucía Pérez\nE-mail: lucia@example.test\nPhone: (not given)\nSubject: Reserva de grupo');
  });

  it('answers in English from an English page, from another site, or with no page', async () => {
    const pages: Array<Record<string, string>> = [{ referer: `${t.config.appUrl}/contact-us` }, { referer: 'https://elsewhere.example/es/contact-us' }, {}];
    for (const headers of pages) {
      const res = await t.api('POST', '/v1/enquiry', { json: { ...valid, name: 'Ada Lovelace', email: 'ada@example.test' }, ip: ip(), headers });
      expect(res.status).toBe(201);
      expect((await res.json()).data.message).toBe('Thank you, Ada Lovelace. We have received your message and will reply to ada@example.test within one working day.');
    }
  });
});

describe('the studio reply', () => {
  it('is framed in Spanish for a Spanish member, in English for an address with no account', async () => {
    const admin = await t.member({ name: 'Inbox Admin', role: 'admin' });
    const lucia = await t.member({ name: 'Lucía Pérez' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, lucia.id));
    const [mine] = await t.db.insert(enquiries).values({ name: 'Lucía Pérez', email: lucia.email.toUpperCase(), subject: 'Planes de equipo', message: '¿Tenéis planes de equipo?' }).returning();
    const [stranger] = await t.db.insert(enquiries).values({ name: 'Kim Park', email: 'kim.park@example.test', subject: 'Team plans', message: 'About team plans, please.' }).returning();

    expect((await t.api('POST', `/v1/admin/enquiries/${mine!.id}/reply`, { token: admin.token, json: { message: 'Sí, tenemos planes de equipo.' } })).status).toBe(200);
    const es = await readMail(t.outbox().at(-1)!);
    expect(es.subject).toBe('Re: Planes de equipo');
    expect(es.text).toContain('Hola, Lucía Pérez:');
    expect(es.text).toContain('Sí, tenemos planes de equipo.');
    expect(es.text).toContain('Escribiste: «¿Tenéis planes de equipo?»');
    expect(es.text).toContain('Recibes este correo porque nos escribiste desde la página de contacto de Wellspring.');
    expect(es.html).toContain('<html lang="es">');

    expect((await t.api('POST', `/v1/admin/enquiries/${stranger!.id}/reply`, { token: admin.token, json: { message: 'Yes, we have team plans.' } })).status).toBe(200);
    const en = await readMail(t.outbox().at(-1)!);
    expect(en.subject).toBe('Re: Team plans');
    expect(en.text).toContain('Hi Kim Park,');
    expect(en.text).toContain('You wrote: “About team plans, please.”');
    expect(en.text).toContain('You received this e-mail because you wrote to us through the contact page of Wellspring.');
  });

  it('follows the page the enquiry was written from, whoever wrote it, over the account’s language', async () => {
    const admin = await t.member({ name: 'Inbox Admin Two', role: 'admin' });
    const english = await t.member({ name: 'Noor Haddad' });
    const sent = [
      { json: { ...valid, name: 'Kim Park', email: 'kim.es@example.test', subject: 'Grupos' }, page: '/es/contact-us', greeting: 'Hola, Kim Park:' },
      { json: { ...valid, name: 'Noor Haddad', email: english.email, subject: 'Cursos en español' }, page: '/es/contact-us', greeting: 'Hola, Noor Haddad:' },
      { json: { ...valid, name: 'Ana Ruiz', email: 'ana.en@example.test', subject: 'Groups' }, page: '/contact-us', greeting: 'Hi Ana Ruiz,' },
    ];
    for (const { json, page, greeting } of sent) {
      const res = await t.api('POST', '/v1/enquiry', { json, ip: ip(), headers: { referer: `${t.config.appUrl}${page}` } });
      expect(res.status).toBe(201);
      const { data } = await res.json();
      const [kept] = await t.db.select({ language: enquiries.language }).from(enquiries).where(eq(enquiries.id, data.id));
      expect(kept!.language).toBe(page.startsWith('/es/') ? 'es' : 'en');
      expect((await t.api('POST', `/v1/admin/enquiries/${data.id}/reply`, { token: admin.token, json: { message: 'Gracias / Thank you.' } })).status).toBe(200);
      expect((await readMail(t.outbox().at(-1)!)).text).toContain(greeting);
    }
  });
});
