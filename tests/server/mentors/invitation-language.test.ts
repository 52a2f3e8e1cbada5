// The mentor's invitation in the invitee's language (docs/i18n.md, "E-mails"): an address with no
// account gets the e-mail in the language of the page the mentor invited (or reminded) from, with
// the registration link on that language's page; a member gets the notification and its e-mail copy
// in their own language, whatever page the mentor used. English stays as it was.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notifications, users } from '../../../src/server/db/schema/index.ts';
import { createWorker } from '../../../src/server/jobs/index.ts';
import { MENTOR_JOBS } from '../../../src/server/mentors/service/index.ts';
import { NOTIFICATION_JOBS } from '../../../src/server/notifications/service/index.ts';
import { createTestContext, type TestContext } from '../../helpers/app.ts';
import { linkIn, readMail, type Mail } from '../../helpers/mail.ts';
import { ok } from './support.ts';

let t: TestContext;
beforeAll(async () => {
  t = await createTestContext({ seeded: false });
});
afterAll(() => t.close());

let n = 0;
const fresh = () => `invitee-${(n += 1)}-${Date.now()}@example.test`;
const spanishPage = () => ({ referer: `${t.config.appUrl}/es/mentors/invitees` });
const drain = () => createWorker({ deps: t.deps, definitions: [...MENTOR_JOBS, ...NOTIFICATION_JOBS] }).drain();

async function mailsTo(to: string): Promise<Mail[]> {
  return Promise.all(t.outbox().filter((raw) => raw.includes(`To: ${to}`)).map((raw) => readMail(raw)));
}

async function invite(mentorToken: string, email: string, headers: Record<string, string> = {}) {
  const res = await ok(await t.api('POST', '/v1/mentors/invite', { token: mentorToken, json: { emails: [email], message: 'Join me: https://example.com' }, headers }), 201);
  await drain();
  return Number(res.data.invited[0].id);
}

const SPANISH_DATE = /\d{1,2} de (enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre) de \d{4}/;

describe('an address with no account', () => {
  it('is invited in Spanish from a Spanish page: subject, words, date and the Spanish registration page', async () => {
    const mentor = await t.member({ isMentor: true, name: 'Mira Mentora' });
    const email = fresh();
    await invite(mentor.token, email, spanishPage());
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('Te invitan a aprender en Wellspring');
    expect(mail!.text).toContain('Hola:');
    expect(mail!.text).toContain('Un miembro de Wellspring que firma como «Mira Mentora» quiere ser tu mentor en Wellspring');
    expect(mail!.text).toContain('Si no conoces a esta persona, puedes ignorar este correo');
    expect(mail!.text).toContain('Su mensaje (tal como lo escribió; los enlaces que contenga no son nuestros):');
    expect(mail!.text).toMatch(new RegExp(`La invitación sigue abierta hasta el ${SPANISH_DATE.source}\\.`));
    expect(mail!.html).toContain('<html lang="es">');
    const link = new URL(linkIn(mail!, '/register?')!);
    expect(link.pathname).toBe('/es/register');
    expect(link.searchParams.get('email')).toBe(email);
    expect(link.searchParams.get('next')).toBe('/es/mentors/requested');
  });

  it('is invited in English from an English page (or with no page), exactly as before', async () => {
    const mentor = await t.member({ isMentor: true, name: 'Mark Mentor' });
    const email = fresh();
    await invite(mentor.token, email, { referer: `${t.config.appUrl}/mentors/invitees` });
    const [mail] = await mailsTo(email);
    expect(mail!.subject).toBe('You’re invited to learn on Wellspring');
    expect(mail!.text).toContain('Hello,');
    expect(mail!.text).toContain('A member of Wellspring who signs as “Mark Mentor” would like to be your mentor on Wellspring, a calm place to learn about wellbeing at your own pace.');
    expect(mail!.text).toMatch(/The invitation is open until \d{1,2} [A-Z][a-z]+ \d{4}\./);
    expect(new URL(linkIn(mail!, '/register?')!).pathname).toBe('/register');
    // A Spanish-looking page of another site does not count.
    const other = fresh();
    await invite(mentor.token, other, { referer: 'https://elsewhere.example/es/' });
    expect((await mailsTo(other))[0]!.subject).toBe('You’re invited to learn on Wellspring');
  });

  it('gets a reminder in the language of the page the reminder was sent from', async () => {
    const mentor = await t.member({ isMentor: true, name: 'Rosa' });
    const email = fresh();
    const id = await invite(mentor.token, email);
    await t.db.execute(sql`UPDATE mentor_invitations SET last_sent_at = now() - interval '2 days' WHERE id = ${id}`);
    await ok(await t.api('POST', '/v1/mentors/inviteReminder', { token: mentor.token, json: { id }, headers: spanishPage() }));
    await drain();
    const reminder = (await mailsTo(email)).find((m) => m.subject === 'Recordatorio: te invitan a aprender en Wellspring')!;
    expect(reminder.text).toContain('Un recordatorio: un miembro de Wellspring que firma como «Rosa»');
    expect((await mailsTo(email)).map((m) => m.subject)).toContain('You’re invited to learn on Wellspring');
  });
});

describe('a member', () => {
  it('gets the request in their own language, whatever page the mentor used', async () => {
    const mentor = await t.member({ isMentor: true, name: 'Mira' });
    const lucia = await t.member({ name: 'Lucía' });
    await t.db.update(users).set({ language: 'es' }).where(eq(users.id, lucia.id));
    const ann = await t.member({ name: 'Ann' });
    await invite(mentor.token, lucia.email);
    await invite(mentor.token, ann.email, spanishPage());

    const note = async (userId: number) => (await t.db.select().from(notifications).where(eq(notifications.userId, userId)))[0]!;
    expect(await note(lucia.id)).toMatchObject({
      title: 'Un mentor te invitó a ser su mentorizado',
      body: 'Mira te invitó. Acepta para recibir recomendaciones de cursos y mensajes de tu mentor, o rechaza la invitación.',
    });
    const [copy] = await mailsTo(lucia.email);
    expect(copy!.subject).toBe('Un mentor te invitó a ser su mentorizado');
    expect(copy!.text).toContain('Hola, Lucía:');
    expect(copy!.text).toContain(`${t.config.appUrl}/es/mentors/requested`);

    expect(await note(ann.id)).toMatchObject({
      title: 'A mentor invited you to be their mentee',
      body: 'Mira invited you. Accept to get course recommendations and messages from your mentor, or decline.',
    });
    expect((await mailsTo(ann.email))[0]!.subject).toBe('A mentor invited you to be their mentee');
  });
});
